//! Throughput of decode, print, parse and encode over the golden corpus words of gfx900
//! (`cargo bench -p amdgpu-isa`).

use amdgpu_isa::{Inst, PlainExprs, Target, decode, encode, parse_inst, print};

fn corpus() -> (Target, Vec<Vec<u8>>, Vec<Inst>, Vec<String>) {
    let target = Target::new("gfx900").unwrap();
    let text = include_str!("../tests/golden/decode-gfx900.tsv");
    let mut words = Vec::new();
    let mut insts = Vec::new();
    let mut texts = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (bytes, _) = line.split_once('\t').unwrap();
        let bytes: Vec<u8> =
            bytes.split(',').map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap()).collect();
        if let Ok((inst, _)) = decode(&bytes, &target) {
            let mut s = String::new();
            print(&inst, &target, &mut s).unwrap();
            insts.push(inst);
            texts.push(s);
        }
        words.push(bytes);
    }
    (target, words, insts, texts)
}

#[divan::bench]
fn decode_words(bencher: divan::Bencher) {
    let (target, words, _, _) = corpus();
    bencher.counter(divan::counter::ItemsCount::new(words.len())).bench(|| {
        let mut n = 0usize;
        for w in &words {
            if let Ok((_, len)) = decode(divan::black_box(w), &target) {
                n += len;
            }
        }
        n
    });
}

#[divan::bench]
fn print_insts(bencher: divan::Bencher) {
    let (target, _, insts, _) = corpus();
    let mut s = String::with_capacity(256);
    bencher.counter(divan::counter::ItemsCount::new(insts.len())).bench_local(|| {
        for i in &insts {
            s.clear();
            print(divan::black_box(i), &target, &mut s).unwrap();
        }
        s.len()
    });
}

#[divan::bench]
fn parse_texts(bencher: divan::Bencher) {
    let (target, _, _, texts) = corpus();
    bencher.counter(divan::counter::ItemsCount::new(texts.len())).bench(|| {
        texts.iter().filter(|t| parse_inst(divan::black_box(t), &target, &mut PlainExprs).is_ok()).count()
    });
}

/// The instruction lines of `scripts/gen_bench_source.py 20000` (crates/amdgpu-bench/fixtures),
/// a compiler-like gfx900 mix, without the branches to labels `PlainExprs` cannot resolve.
fn mix() -> Vec<&'static str> {
    include_str!("../../amdgpu-bench/fixtures/bench-20000.s")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('.') && !l.ends_with(':') && !l.contains("branch"))
        .collect()
}

#[divan::bench]
fn parse_mix(bencher: divan::Bencher) {
    let target = Target::new("gfx900").unwrap();
    let lines = mix();
    bencher.counter(divan::counter::ItemsCount::new(lines.len())).bench(|| {
        lines.iter().filter(|t| parse_inst(divan::black_box(t), &target, &mut PlainExprs).is_ok()).count()
    });
}

/// The ALU (non-memory) lines of the mix.
#[divan::bench]
fn parse_mix_alu(bencher: divan::Bencher) {
    let target = Target::new("gfx900").unwrap();
    let lines: Vec<&str> = mix()
        .into_iter()
        .filter(|l| {
            !["buffer_", "global_", "ds_", "s_load", "flat_", "scratch_"].iter().any(|p| l.starts_with(p))
        })
        .collect();
    bencher.counter(divan::counter::ItemsCount::new(lines.len())).bench(|| {
        lines.iter().filter(|t| parse_inst(divan::black_box(t), &target, &mut PlainExprs).is_ok()).count()
    });
}

#[divan::bench]
fn encode_insts(bencher: divan::Bencher) {
    let (target, _, insts, _) = corpus();
    let mut out = Vec::with_capacity(64);
    bencher.counter(divan::counter::ItemsCount::new(insts.len())).bench_local(|| {
        for i in &insts {
            out.clear();
            encode(divan::black_box(i), &target, &mut out).unwrap();
        }
        out.len()
    });
}

#[global_allocator]
static ALLOC: divan::AllocProfiler = divan::AllocProfiler::system();

fn main() {
    divan::main();
}
