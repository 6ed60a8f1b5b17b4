//! ISA layer throughput on gfx900: decode, print, parse and encode, over the instructions of the
//! generated mix that the ISA layer supports (see `amdgpu_bench::Mix`; memory instructions and
//! branches to labels are not covered yet and are left out). Counters: instructions and bytes.

use amdgpu_bench::Mix;
use amdgpu_isa::{Inst, PlainExprs, decode, encode, parse_inst, print};
use divan::Bencher;
use divan::counter::{BytesCount, ItemsCount};
use std::sync::LazyLock;

static MIX: LazyLock<Mix> = LazyLock::new(Mix::gfx900);
static BYTES: LazyLock<Vec<u8>> = LazyLock::new(|| MIX.supported_bytes());
static INSTS: LazyLock<Vec<Inst>> =
    LazyLock::new(|| MIX.supported.iter().map(|c| decode(&c.bytes, &MIX.target).unwrap().0).collect());

fn main() {
    eprintln!(
        "gfx900 mix: {} of {} instructions supported by the ISA layer ({} bytes)",
        MIX.supported.len(),
        MIX.total,
        BYTES.len()
    );
    divan::main();
}

#[divan::bench(sample_count = 20)]
fn decode_stream(b: Bencher) {
    let t = &MIX.target;
    b.counter(ItemsCount::new(INSTS.len())).counter(BytesCount::new(BYTES.len())).bench(|| {
        let mut rest = &BYTES[..];
        let mut n = 0usize;
        while !rest.is_empty() {
            let (inst, len) = decode(rest, t).unwrap();
            divan::black_box(&inst);
            rest = &rest[len..];
            n += 1;
        }
        n
    });
}

/// Decode and print in one step: the fast path (`amdgpu_isa::fast`, docs/0022) where it takes
/// the word, else `decode` + `print`, as the disassembler's streaming path does.
#[divan::bench(sample_count = 20)]
fn fast_decode_print_stream(b: Bencher) {
    let t = &MIX.target;
    let fast = amdgpu_isa::fast::Fast::new(t);
    b.counter(ItemsCount::new(INSTS.len())).counter(BytesCount::new(BYTES.len())).bench(|| {
        let mut rest = &BYTES[..];
        let mut line = amdgpu_isa::fast::Line::default();
        let mut s = String::with_capacity(64);
        let mut total = 0usize;
        while !rest.is_empty() {
            line.clear();
            let len = match fast.print_line(rest, &mut line) {
                Some(took) => {
                    total += line.len();
                    took.len
                }
                None => {
                    let (inst, len) = decode(rest, t).unwrap();
                    s.clear();
                    print(&inst, t, &mut s).unwrap();
                    total += s.len();
                    len
                }
            };
            rest = &rest[len..];
        }
        total
    });
}

/// Whole disassembly lines (tab, text, padding, `// ADDRESS: WORDS` comment) written by
/// `Fast::write_line` straight into one buffer, the general path for what it declines; the
/// per-line cost the disassembler's chunk printer pays (docs/0022).
#[divan::bench(sample_count = 20)]
fn fast_write_lines(b: Bencher) {
    let t = &MIX.target;
    let fast = amdgpu_isa::fast::Fast::new(t);
    let mut out = vec![0u8; BYTES.len() * 32 + amdgpu_isa::fast::LINE_ROOM];
    b.counter(ItemsCount::new(INSTS.len())).counter(BytesCount::new(BYTES.len())).bench_local(|| {
        let mut rest = &BYTES[..];
        let mut at = 0usize;
        let mut s = String::with_capacity(64);
        while !rest.is_empty() {
            let off = (BYTES.len() - rest.len()) as u64;
            let label = |target: u64, c: &mut amdgpu_isa::fast::Cursor<'_>| {
                c.put(format!(".L{target:x}").as_bytes());
                true
            };
            let len = match fast.write_line(rest, off, off, true, &mut out[at..], label) {
                Some(took) => {
                    at += took.n;
                    took.len
                }
                None => {
                    let (inst, len) = decode(rest, t).unwrap();
                    s.clear();
                    print(&inst, t, &mut s).unwrap();
                    at += s.len().min(64);
                    len
                }
            };
            rest = &rest[len..];
        }
        at
    });
}

#[divan::bench(sample_count = 20)]
fn print_insts(b: Bencher) {
    let t = &MIX.target;
    let insts = &*INSTS;
    b.counter(ItemsCount::new(insts.len())).bench(|| {
        let mut s = String::with_capacity(64);
        let mut total = 0usize;
        for i in insts {
            s.clear();
            print(i, t, &mut s).unwrap();
            total += s.len();
        }
        total
    });
}

#[divan::bench(sample_count = 20)]
fn parse_insts(b: Bencher) {
    let t = &MIX.target;
    let texts: Vec<&str> = MIX.supported.iter().map(|c| c.text.as_str()).collect();
    let bytes: usize = texts.iter().map(|s| s.len()).sum();
    b.counter(ItemsCount::new(texts.len())).counter(BytesCount::new(bytes)).bench(|| {
        let mut ok = 0usize;
        for s in &texts {
            ok += usize::from(parse_inst(s, t, &mut PlainExprs).is_ok());
        }
        assert_eq!(ok, texts.len());
        ok
    });
}

#[divan::bench(sample_count = 20)]
fn encode_insts(b: Bencher) {
    let t = &MIX.target;
    let insts = &*INSTS;
    b.counter(ItemsCount::new(insts.len())).bench(|| {
        let mut out = Vec::with_capacity(BYTES.len());
        for i in insts {
            encode(i, t, &mut out).unwrap();
        }
        assert_eq!(out.len(), BYTES.len());
        out.len()
    });
}

/// The lane on one kind of line of the mix (`alu`, `memory`, `waitcnt`: the first tier's ALU
/// and memory readers and the counter reader), and `generic`: every line through the generic
/// lane alone (`encode_plain_generic`, the second tier), for the per-kind cost under
/// callgrind or divan. Lines the lane declines are skipped (counted out of the items).
#[divan::bench(args = ["alu", "memory", "waitcnt", "generic"], sample_count = 20)]
fn lane_by_kind(b: Bencher, kind: &str) {
    let t = &MIX.target;
    let memory = |s: &str| {
        ["global_", "buffer_", "ds_", "s_load", "s_store", "s_buffer"].iter().any(|p| s.starts_with(p))
    };
    let texts: Vec<&str> = MIX
        .supported
        .iter()
        .map(|c| c.text.as_str())
        .filter(|s| match kind {
            "waitcnt" => s.starts_with("s_waitcnt"),
            "memory" => memory(s),
            "alu" => !s.starts_with("s_waitcnt") && !memory(s),
            _ => true,
        })
        .filter(|s| amdgpu_isa::parse::encode_plain(s, t, &mut Vec::new()).is_some())
        .collect();
    assert!(!texts.is_empty(), "{kind}");
    b.counter(ItemsCount::new(texts.len())).bench(|| {
        let mut out = Vec::with_capacity(BYTES.len());
        for s in &texts {
            let r = if kind == "generic" {
                amdgpu_isa::parse::encode_plain_generic(s, t, &mut out)
            } else {
                amdgpu_isa::parse::encode_plain(s, t, &mut out)
            };
            assert!(r.is_some(), "{s:?}");
        }
        out.len()
    });
}

/// The assembler's one-pass lane (`amdgpu_isa::parse::encode_plain`, text to bytes), with
/// `parse_inst` + `encode` for the lines it declines (as `amdgpu_asm::IsaBackend` does): the
/// same bytes as the mix.
#[divan::bench(sample_count = 20)]
fn lane_encode_plain(b: Bencher) {
    let t = &MIX.target;
    let texts: Vec<&str> = MIX.supported.iter().map(|c| c.text.as_str()).collect();
    let bytes: usize = texts.iter().map(|s| s.len()).sum();
    b.counter(ItemsCount::new(texts.len())).counter(BytesCount::new(bytes)).bench(|| {
        let mut out = Vec::with_capacity(BYTES.len());
        for s in &texts {
            if amdgpu_isa::parse::encode_plain(s, t, &mut out).is_none() {
                let inst = parse_inst(s, t, &mut PlainExprs).unwrap();
                encode(&inst, t, &mut out).unwrap();
            }
        }
        assert_eq!(out, *BYTES);
        out.len()
    });
}
