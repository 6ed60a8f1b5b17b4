//! Large code sections are printed with one decode per instruction, by a decoding thread and
//! printing workers that take labels from the branches in reach (src/stream.rs). The text must
//! not depend on that: it must equal the one-thread printing (label pass, then items) for any
//! number of threads and any piece size.

use amdgpu_disasm::{DisasmOptions, disassemble};

/// The 20,001-instruction gfx900 mix of the benchmarks (llvm-mc-19's bytes).
const BENCH_TEXT: &[u8] = include_bytes!("../../amdgpu-bench/fixtures/bench-20000.text.bin");

/// `s_branch` and `s_cbranch_scc0` with a 16-bit offset.
fn s_branch(simm: i16) -> u32 {
    0xBF82_0000 | u32::from(simm as u16)
}
fn s_cbranch_scc0(simm: i16) -> u32 {
    0xBF84_0000 | u32::from(simm as u16)
}

/// An object with one code section of about 500 KB: the bench mix four times over, with
/// branches at the limits of their reach (into other pieces, into the middle of
/// instructions, to the section end), words that do not decode, and symbols (some inside
/// instructions, which makes them data).
fn big_object() -> Vec<u8> {
    let mut words: Vec<u32> =
        BENCH_TEXT.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let n = words.len();
    let mut all: Vec<u32> = Vec::new();
    for copy in 0..4 {
        all.push(s_branch(i16::MAX));
        all.push(s_cbranch_scc0(i16::MIN));
        all.extend_from_slice(&words[..n / 2]);
        all.push(s_branch(-20_000));
        all.push(0xFFFF_FFFF);
        all.push(s_cbranch_scc0(12_345 + copy));
        // Literals that an assembler folds into inline constants (printed as data, by the
        // re-encode check) beside ones it keeps: `v_mov_b32_e32 v0, 1`, `s_mov_b32 s0, 1.0`,
        // `v_mov_b32_e32 v1, 0x12345678`, `s_add_u32 s2, 0x40490fdb, s3`.
        all.extend_from_slice(&[0x7E00_02FF, 1, 0xBE80_00FF, 0x3F80_0000, 0x7E02_02FF, 0x1234_5678]);
        all.extend_from_slice(&[0x8002_03FF, 0x4049_0FDB]);
        all.extend_from_slice(&words[n / 2..]);
        words.rotate_left(7);
    }
    all.push(s_branch(1));
    all.push(s_branch(0));
    let mut src = String::from("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl k\nk:\n");
    for (i, line) in all.chunks(8).enumerate() {
        if i % 4099 == 17 {
            src.push_str(&format!("m{i}:\n"));
        }
        let ws: Vec<String> = line.iter().map(|w| format!("{w:#x}")).collect();
        src.push_str(&format!("\t.long {}\n", ws.join(", ")));
    }
    let opts = amdgpu_asm::AsmOptions {
        triple: "amdgcn-amd-amdhsa".into(),
        mcpu: "gfx900".into(),
        ..amdgpu_asm::AsmOptions::default()
    };
    match amdgpu_asm::assemble_str(&src, &opts) {
        Ok(out) => out.object,
        Err(d) => panic!("{}", d.render()),
    }
}

#[test]
fn one_decode_printing_equals_one_thread() {
    let obj = big_object();
    let one = disassemble(&obj, &DisasmOptions { threads: 1, ..DisasmOptions::default() }).unwrap();
    // The input has what the test is about.
    assert!(one.lines().count() > 80_000, "{} lines", one.lines().count());
    assert!(one.contains(".LBB_text_"), "no branch labels");
    assert!(one.contains(".long"), "no undecoded words");
    assert!(one.contains("\nm17:\n"), "no inner symbol");
    assert!(one.contains("the text would assemble to other bytes"), "no folded literal");
    assert!(one.contains("v_mov_b32_e32 v1, 0x12345678"), "no kept literal");
    // Small pieces make many windows and drop pieces behind the printing front.
    for (threads, chunk_items) in [(2, 0), (3, 997), (4, 61)] {
        let opts = DisasmOptions { threads, chunk_items, ..DisasmOptions::default() };
        let many = disassemble(&obj, &opts).unwrap();
        if many != one {
            let (a, b) = one
                .lines()
                .zip(many.lines())
                .enumerate()
                .find(|(_, (a, b))| a != b)
                .map_or((String::from("(lengths differ)"), String::new()), |(i, (a, b))| {
                    (format!("line {}: {a}", i + 1), b.to_string())
                });
            panic!("{threads} threads, {chunk_items} items per piece: {a} / {b}");
        }
    }
}

#[test]
fn one_decode_printing_writes_the_same_pieces() {
    let obj = big_object();
    let whole = disassemble(&obj, &DisasmOptions { threads: 1, ..DisasmOptions::default() }).unwrap();
    let mut written = Vec::new();
    let opts = DisasmOptions { threads: 2, chunk_items: 300, ..DisasmOptions::default() };
    amdgpu_disasm::disassemble_to(&obj, &opts, &mut written).unwrap();
    assert!(written == whole.as_bytes(), "streamed text differs");
}

/// A writer that fails after some bytes: the error comes back and no thread is left waiting.
struct FailAfter(usize);

impl std::io::Write for FailAfter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if buf.len() > self.0 {
            return Err(std::io::Error::other("disk full"));
        }
        self.0 -= buf.len();
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn write_errors_stop_all_threads() {
    let obj = big_object();
    for limit in [0, 10, 600_000] {
        let opts = DisasmOptions { threads: 3, chunk_items: 200, ..DisasmOptions::default() };
        let r = amdgpu_disasm::disassemble_to(&obj, &opts, &mut FailAfter(limit));
        assert!(matches!(r, Err(amdgpu_disasm::DisasmError::Write { .. })), "limit {limit}");
    }
}

/// Every committed amdgcn fixture (clang-19 and llvm-mc-19 code for gfx801..gfx90a, generic
/// targets and gfx1030) prints the same on the streaming path, whose decoding thread uses the
/// ISA layer's fast path (`amdgpu_isa::fast`) where a section has no relocations, as on one
/// thread with the general decoder and printer. Linked objects go without the PC-relative
/// symbolization, which keeps them off the streaming path otherwise.
#[test]
fn fixtures_print_alike_on_the_streaming_path() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "o" || x == "hsaco"))
        .collect();
    names.sort();
    let mut compared = 0;
    for path in &names {
        let data = std::fs::read(path).unwrap();
        for pc_rel in [false, true] {
            let base = DisasmOptions { threads: 1, symbolize_pc_rel: pc_rel, ..DisasmOptions::default() };
            let Ok(one) = disassemble(&data, &base) else { continue };
            for (threads, chunk_items) in [(2, 61), (3, 7)] {
                let many =
                    disassemble(&data, &DisasmOptions { threads, chunk_items, ..base.clone() }).unwrap();
                assert!(many == one, "{}: {threads} threads, pc_rel {pc_rel}", path.display());
                compared += 1;
            }
        }
    }
    assert!(compared >= 4 * 30, "{compared} comparisons");
}

/// Tables built ahead (`Isa`, as the CLI builds them from the ELF header while it reads the
/// file) give the same text as the object's own, and tables of another processor are not used
/// (a wrong guess costs time, never text): every fixture and the big object, streamed.
#[test]
fn tables_built_ahead_print_alike_and_wrong_ones_are_ignored() {
    use amdgpu_disasm::{Isa, disassemble_to_with, header_processor};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut objects: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "o" || x == "hsaco"))
        .map(|p| (p.display().to_string(), std::fs::read(&p).unwrap()))
        .collect();
    objects.sort();
    objects.push(("big object".into(), big_object()));
    let (gfx803, gfx1030) =
        (amdgpu_isa::Target::new("gfx803").unwrap(), amdgpu_isa::Target::new("gfx1030").unwrap());
    let wrong = [Isa::new(&gfx803), Isa::new(&gfx1030)];
    let mut guessed = 0;
    for (name, data) in &objects {
        let opts = DisasmOptions { threads: 2, chunk_items: 97, ..DisasmOptions::default() };
        let Ok(want) = disassemble(data, &opts) else { continue };
        let print = |isa: Option<&Isa<'_>>| {
            let mut text = Vec::new();
            disassemble_to_with(data, &opts, isa, &mut text).unwrap();
            text
        };
        if let Some(cpu) = header_processor(data) {
            let target = amdgpu_isa::Target::new(cpu).unwrap();
            assert!(print(Some(&Isa::new(&target))) == want.as_bytes(), "{name}: tables of {cpu}");
            guessed += 1;
        }
        for isa in &wrong {
            assert!(print(Some(isa)) == want.as_bytes(), "{name}: tables of another processor");
        }
    }
    assert!(guessed >= 30, "{guessed} objects named their processor");
    // Not an AMDGPU ELF64 header: no guess.
    assert_eq!(header_processor(&objects[0].1[..63]), None);
    assert_eq!(header_processor(&[0u8; 64]), None);
    let r600 = std::fs::read_dir(dir.join("r600")).unwrap().filter_map(|e| e.ok()).next().map(|e| e.path());
    if let Some(p) = r600.filter(|p| p.is_file()) {
        assert_eq!(header_processor(&std::fs::read(p).unwrap()), None, "an r600 object");
    }
}
