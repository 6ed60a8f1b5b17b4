//! Whole-input throughput: assembling the generated gfx900 source, reading code objects,
//! metadata (MessagePack decode, YAML -> MessagePack), linking and disassembling.

use amdgpu_bench::{Mix, OBJECT, SOURCE};
use amdgpu_elf::Metadata;
use divan::Bencher;
use divan::counter::{BytesCount, ItemsCount};
use std::fmt::Write;
use std::sync::LazyLock;

const HSACO: &[u8] = include_bytes!("../../amdgpu-elf/tests/fixtures/k-gfx900-v5.hsaco");
const LINK_A: &[u8] = include_bytes!("../../amdgpu-link/tests/fixtures/multi_a-gfx900-v5.o");
const LINK_B: &[u8] = include_bytes!("../../amdgpu-link/tests/fixtures/multi_b-gfx900-v5.o");

/// The part of the generated source our assembler accepts: labels, directives, branches (the
/// assembler resolves their labels) and the instructions the ISA layer supports (see `Mix`;
/// when every instruction is supported, this is the whole source).
static ASM_SOURCE: LazyLock<String> = LazyLock::new(|| {
    let mix = Mix::gfx900();
    let dropped: std::collections::HashSet<&str> = mix
        .unsupported
        .iter()
        .map(|(c, _)| c.text.as_str())
        .filter(|t| !t.starts_with("s_branch") && !t.starts_with("s_cbranch"))
        .collect();
    let mut s = String::new();
    for line in SOURCE.lines() {
        if !dropped.contains(line.trim()) {
            s.push_str(line);
            s.push('\n');
        }
    }
    s
});

/// A V3+ metadata document with 200 kernels of 6 arguments each, as YAML.
static YAML: LazyLock<String> = LazyLock::new(|| {
    let mut y = String::from(
        "---\namdhsa.version: [ 1, 2 ]\namdhsa.target: amdgcn-amd-amdhsa--gfx900\namdhsa.kernels:\n",
    );
    for k in 0..200 {
        let _ = write!(
            y,
            "  - .name: kernel_{k}\n    .symbol: kernel_{k}.kd\n    .kernarg_segment_size: 48\n    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .wavefront_size: 64\n    .sgpr_count: 16\n    .vgpr_count: 8\n    .max_flat_workgroup_size: 256\n    .args:\n"
        );
        for a in 0..6 {
            let _ = writeln!(
                y,
                "      - {{ .name: arg{a}, .offset: {}, .size: 8, .value_kind: global_buffer, .address_space: global }}",
                a * 8
            );
        }
    }
    y.push_str("...\n");
    y
});
static MSGPACK: LazyLock<Vec<u8>> = LazyLock::new(|| amdgpu_metadata::yaml_to_msgpack(&YAML).unwrap());

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 10)]
fn assemble_source(b: Bencher) {
    let src = &*ASM_SOURCE;
    let opts = amdgpu_asm::AsmOptions::default();
    if let Err(d) = amdgpu_asm::assemble_str(src, &opts) {
        panic!("the benchmark source does not assemble:\n{}", d.render());
    }
    let lines = src.lines().count();
    b.counter(ItemsCount::new(lines))
        .counter(BytesCount::new(src.len()))
        .bench(|| amdgpu_asm::assemble_str(src, &opts).unwrap().object.len());
}

#[divan::bench(args = ["bench-20000.o", "k-gfx900-v5.hsaco"])]
fn elf_read(b: Bencher, name: &str) {
    let data = if name == "bench-20000.o" { OBJECT } else { HSACO };
    b.counter(BytesCount::new(data.len())).bench(|| amdgpu_elf::read(data).unwrap().kernels.len());
}

#[divan::bench]
fn elf_read_check_inspect(b: Bencher) {
    b.counter(BytesCount::new(HSACO.len())).bench(|| {
        let co = amdgpu_elf::read(HSACO).unwrap();
        amdgpu_elf::check::check(&co).len() + amdgpu_elf::inspect::to_text(&co).len()
    });
}

#[divan::bench]
fn metadata_msgpack_decode(b: Bencher) {
    let bytes = &*MSGPACK;
    b.counter(BytesCount::new(bytes.len())).bench(|| amdgpu_metadata::msgpack::decode(bytes).unwrap());
}

#[divan::bench]
fn metadata_msgpack_typed(b: Bencher) {
    let bytes = &*MSGPACK;
    b.counter(BytesCount::new(bytes.len()))
        .bench(|| amdgpu_metadata::v3::Metadata::decode(bytes).unwrap().kernels.len());
}

#[divan::bench]
fn metadata_from_note(b: Bencher) {
    // The note of a real clang-19 code object, re-encoded from its decoded value.
    let co = amdgpu_elf::read(HSACO).unwrap();
    let Some(Metadata::MsgPack { value, .. }) = &co.metadata else { panic!("no V3+ metadata") };
    let bytes = amdgpu_metadata::msgpack::encode(value);
    b.counter(BytesCount::new(bytes.len())).bench(|| amdgpu_metadata::v3::Metadata::decode(&bytes).unwrap());
}

#[divan::bench(sample_count = 20)]
fn yaml_to_msgpack(b: Bencher) {
    let y = &*YAML;
    b.counter(BytesCount::new(y.len())).bench(|| amdgpu_metadata::yaml_to_msgpack(y).unwrap().len());
}

#[divan::bench(args = ["bench-20000.o", "multi_a+multi_b"])]
fn link(b: Bencher, name: &str) {
    let inputs: Vec<(&str, &[u8])> = if name == "bench-20000.o" {
        vec![("bench.o", OBJECT)]
    } else {
        vec![("a.o", LINK_A), ("b.o", LINK_B)]
    };
    let total: usize = inputs.iter().map(|i| i.1.len()).sum();
    let opts = amdgpu_link::LinkOptions::default();
    b.counter(BytesCount::new(total)).bench(|| amdgpu_link::link(&inputs, &opts).unwrap().len());
}

#[divan::bench(sample_count = 10)]
fn disassemble(b: Bencher) {
    let opts = amdgpu_disasm::DisasmOptions::default();
    let out = amdgpu_disasm::disassemble_full(OBJECT, &opts).unwrap();
    eprintln!(
        "disassemble bench-20000.o: {} instructions decoded, {} words as .long",
        out.stats.instructions, out.stats.fallback_words
    );
    b.counter(ItemsCount::new(out.stats.instructions))
        .counter(BytesCount::new(OBJECT.len()))
        .bench(|| amdgpu_disasm::disassemble(OBJECT, &opts).unwrap().len());
}

/// The streaming entry point the CLI uses: text written in pieces to a sink (here
/// `io::sink`), code sections printed on all cores when large.
#[divan::bench(sample_count = 10)]
fn disassemble_to_sink(b: Bencher) {
    let opts = amdgpu_disasm::DisasmOptions::default();
    let out = amdgpu_disasm::disassemble_full(OBJECT, &opts).unwrap();
    b.counter(ItemsCount::new(out.stats.instructions)).counter(BytesCount::new(OBJECT.len())).bench(|| {
        amdgpu_disasm::disassemble_to(OBJECT, &opts, &mut std::io::sink()).unwrap().stats.instructions
    });
}
