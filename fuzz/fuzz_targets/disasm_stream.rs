#![no_main]
//! The disassembler's streaming path (docs/0023: chunks printed on two threads from guessed
//! starts and stitched where their items agree) against the one-thread text, which must be
//! the same byte for byte. `disasm_object` never reaches this path (its inputs are small, and
//! sections under 64 KiB print on one thread), so this target builds a code section from the
//! input and asks for small chunks.
//!
//! Input: byte 0 picks the processor, byte 1 the chunk size, byte 2 the comments; then records
//! of five bytes: a control byte and a little-endian word. The control byte may put a global or
//! `.L` label before the word, or turn it into a branch (near, far, backwards) so that label
//! lines fall on seams; other words are kept as they are (random words exercise the fallback).
use libfuzzer_sys::fuzz_target;

const PROCESSORS: &[&str] = &["gfx900", "gfx803", "gfx90a", "gfx1010", "gfx600", "gfx942"];

fuzz_target!(|data: &[u8]| {
    let [cpu, chunk, flags, rest @ ..] = data else { return };
    let mcpu = PROCESSORS[usize::from(*cpu) % PROCESSORS.len()];
    let mut src = format!("\t.amdgcn_target \"amdgcn-amd-amdhsa--{mcpu}\"\n\t.text\n\t.globl k\nk:\n");
    for (i, r) in rest.chunks_exact(5).take(8192).enumerate() {
        let w = u32::from_le_bytes([r[1], r[2], r[3], r[4]]);
        match r[0] % 64 {
            0 => src.push_str(&format!("g{i}:\n")),
            1 => src.push_str(&format!(".Ll{i}:\n")),
            _ => {}
        }
        let w = match r[0] % 8 {
            2 => 0xBF82_0000 | (w & 0xffff),                         // s_branch anywhere
            3 => 0xBF84_0000 | (w % 64),                             // s_cbranch_scc0 just ahead
            4 => 0xBF82_0000 | (0u32.wrapping_sub(w % 64) & 0xffff), // back
            _ => w,
        };
        src.push_str(&format!("\t.long {w:#x}\n"));
    }
    let opts = amdgpu_asm::AsmOptions {
        triple: "amdgcn-amd-amdhsa".into(),
        mcpu: mcpu.into(),
        ..amdgpu_asm::AsmOptions::default()
    };
    let Ok(out) = amdgpu_asm::assemble_str(&src, &opts) else { return };
    let comments = flags & 1 == 0;
    let one =
        amdgpu_disasm::DisasmOptions { threads: 1, comments, ..amdgpu_disasm::DisasmOptions::default() };
    let two = amdgpu_disasm::DisasmOptions {
        threads: 2,
        chunk_items: 1 + usize::from(*chunk) % 128,
        ..one.clone()
    };
    let a = amdgpu_disasm::disassemble(&out.object, &one).map_err(|e| e.to_string());
    let b = amdgpu_disasm::disassemble(&out.object, &two).map_err(|e| e.to_string());
    assert!(
        a == b,
        "the streamed text differs from the one-thread text ({mcpu}, chunk_items {})",
        two.chunk_items
    );
});
