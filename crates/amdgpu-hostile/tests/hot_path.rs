//! The decoder is a total function with no allocation on the hot path (docs/architecture): any
//! bytes give an `Inst` or a small error, and neither decoding nor printing into a reused
//! `String` allocates. Checked with the counting allocator on the benchmark mix and on every
//! 4-byte word pattern family.

use amdgpu_hostile::{alloc, mutate::Rng};

#[global_allocator]
static ALLOC: alloc::CountingAlloc = alloc::CountingAlloc;

#[test]
fn the_counter_counts() {
    let (v, n) = alloc::count_allocations(|| Vec::<u8>::with_capacity(16));
    assert_eq!((v.capacity() >= 16, n), (true, 1));
}

#[test]
fn decode_and_print_do_not_allocate() {
    let mix = amdgpu_bench::Mix::gfx900();
    let bytes = mix.supported_bytes();
    let t = &mix.target;
    let mut text = String::with_capacity(4096);
    let (decoded, calls) = alloc::count_allocations(|| {
        let mut rest = &bytes[..];
        let mut n = 0usize;
        while !rest.is_empty() {
            let (inst, len) = amdgpu_isa::decode(rest, t).expect("supported instructions decode");
            text.clear();
            amdgpu_isa::print(&inst, t, &mut text).expect("print into a String");
            rest = &rest[len..];
            n += 1;
        }
        n
    });
    assert_eq!(decoded, mix.supported.len());
    assert_eq!(calls, 0, "decode + print of {decoded} instructions made {calls} allocations");
}

#[test]
fn decoding_random_words_does_not_allocate_or_panic() {
    let t = amdgpu_isa::Target::new("gfx900").expect("gfx900");
    let mut rng = Rng::new(9, 0);
    let words: Vec<u8> = (0..200_000).flat_map(|_| (rng.next_u64() as u32).to_le_bytes()).collect();
    let mut text = String::with_capacity(4096);
    let ((ok, err), calls) = alloc::count_allocations(|| {
        let (mut ok, mut err) = (0usize, 0usize);
        let mut rest = &words[..];
        while rest.len() >= 4 {
            match amdgpu_isa::decode(rest, &t) {
                Ok((inst, len)) => {
                    assert!((4..=rest.len()).contains(&len));
                    text.clear();
                    let _ = amdgpu_isa::print(&inst, &t, &mut text);
                    rest = &rest[len..];
                    ok += 1;
                }
                Err(_) => {
                    rest = &rest[4..];
                    err += 1;
                }
            }
        }
        (ok, err)
    });
    println!("random words: {ok} decoded, {err} rejected, {calls} allocations");
    assert_eq!(calls, 0, "{calls} allocations while decoding {ok} and rejecting {err} random words");
}
