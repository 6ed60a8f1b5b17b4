//! Hostile input: every parser of untrusted input returns a value or a located error, never
//! panics, for random bytes and for mutations of valid inputs (a deterministic generator, so
//! failures reproduce; the fuzz crate later runs the same entry points for longer).

use amdgpu_hsa::akc::AmdKernelCode;
use amdgpu_hsa::aql::KernelDispatchPacket;
use amdgpu_hsa::directives::{AmdhsaKernel, to_directives};
use amdgpu_hsa::kernarg::{HiddenUsage, LayoutOptions, layout, parse_signature_bytes};
use amdgpu_hsa::queue::AmdQueue;
use amdgpu_hsa::signal::AmdSignal;
use amdgpu_hsa::{AbiTarget, Family, KernelDescriptor, initial_state};
use amdgpu_testkit::{mutate, rng::Rng};

const SEEDS: &[&str] = &[
    "typedef struct { char c; int i; double d; char3 v; } S; global int *out, char3 a, S s, local float *l",
    "struct Q { int a; char b; }; global struct Q *q, struct Q byval, read_only image2d_t img, sampler_t s",
    "typedef struct __attribute__((packed)) { char a; int b; } P; P p, pipe int x, queue_t q, constant int *c",
    "(global const int *restrict a, global volatile float4 *b, unsigned long n)",
    "typedef union { char a; double d; int i[3]; } U; U u, struct { struct { short s[2]; } in[3]; } nest",
];

const PIECES: &[&str] = &[
    "struct",
    "{",
    "}",
    ";",
    "*",
    ",",
    "[",
    "]",
    "(",
    ")",
    "global",
    "local",
    "typedef",
    "int",
    "char3",
    "__attribute__((aligned(8)))",
    "4294967295",
    "0x10",
    "/*",
    "*/",
    "//",
    "\n",
    "pipe",
    "image2d_t",
    "é",
];

#[test]
fn signature_parser_never_panics() {
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    let opts = LayoutOptions { code_object_version: 5, hidden: HiddenUsage::all() };
    let mut errors = 0;
    for i in 0..10_000 {
        let seed = SEEDS[i % SEEDS.len()].as_bytes();
        let mut input = seed.to_vec();
        for _ in 0..1 + rng.below(4) {
            match rng.below(4) {
                0 if !input.is_empty() => {
                    mutate::set_random_byte(&mut input, &mut rng, usize::MAX);
                }
                1 if !input.is_empty() => {
                    mutate::delete_span(&mut input, &mut rng, 8);
                }
                _ => mutate::insert_piece(&mut input, &mut rng, PIECES),
            }
        }
        match parse_signature_bytes(&input) {
            Ok(sig) => {
                let _ = layout(&sig.params, &opts);
            }
            Err(e) => {
                assert!(
                    e.offset <= input.len(),
                    "offset {} past the end of {:?}",
                    e.offset,
                    String::from_utf8_lossy(&input)
                );
                if let Ok(text) = std::str::from_utf8(&input) {
                    let r = e.render(text);
                    assert!(r.contains('^'));
                }
                errors += 1;
            }
        }
    }
    assert!(errors > 500, "the mutations should break many inputs ({errors})");
}

#[test]
fn random_bytes_everywhere() {
    let mut rng = Rng::new(42);
    let targets: Vec<AbiTarget> = Family::ALL.iter().map(|f| AbiTarget::new(*f)).collect();
    for _ in 0..3_000 {
        let n = rng.below(300);
        let bytes: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
        let _ = parse_signature_bytes(&bytes);
        if let Ok(kd) = KernelDescriptor::parse(&bytes) {
            assert_eq!(kd.to_bytes()[..], bytes[..64]);
            for t in &targets {
                let _ = kd.validate(t);
                let _ = initial_state::from_descriptor(&kd, t);
                // Directive values always fit their directives' ranges or are reported.
                let mut k = AmdhsaKernel::new(*t);
                for (d, v) in to_directives(&kd, t) {
                    let _ = k.set_directive(d, i128::from(v));
                }
                let _ = k.finish();
                let _ = AmdKernelCode::from_descriptor(&kd, t, (9, 0, 0));
            }
        }
        if let Ok(a) = AmdKernelCode::parse(&bytes) {
            let _ = a.to_descriptor(&targets[3]);
            let _ = initial_state::from_akc(&a, &targets[2]);
            let _ = a.render();
        }
        if let Ok(p) = KernelDispatchPacket::parse(&bytes) {
            let _ = p.validate();
        }
        if let Ok(q) = AmdQueue::parse(&bytes) {
            let _ = q.validate();
        }
        if let Ok(s) = AmdSignal::parse(&bytes) {
            let _ = s.validate();
        }
    }
}

#[test]
fn invalid_utf8_is_located() {
    let e = parse_signature_bytes(b"global int *p, \xff x").unwrap_err();
    assert_eq!(e.offset, 15);
}
