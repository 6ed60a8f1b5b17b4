//! Which VOP1/VOP2/VOPC opcodes have a DPP form on gfx90a, and which of their sources take
//! neg/abs there: the syntax reference lists only part of the 64-bit (`dpp64_ctrl`) forms, so
//! they are observed instead.
//!
//! ```text
//! # amdgpu-isa facts: gfx90a DPP forms; probed with LLVM version 19.1.7 (llvm-mc-19)
//! # enc<TAB>opcode<TAB>plain<TAB>neg|abs src0<TAB>neg|abs src1
//! VOP1<TAB>24<TAB>v_ceil_f64_dpp v[0:1], v[2:3] row_newbcast:1 ...<TAB>...<TAB>-
//! ```
//! Probe words: vdst 0, src0 v2, vsrc1 v0, `dpp_ctrl` row_newbcast:1 (the only control 64-bit
//! operations take), all rows and banks; then the same with the neg and abs bits of src0, and of
//! src1. `-` where llvm-mc-19 reported an invalid encoding.

use crate::probe;
use anyhow::Result;
use std::fmt::Write as _;

/// The processor probed.
pub const CPU: &str = "gfx90a";

/// The DPP probe words of `enc` ("VOP1", "VOP2", "VOPC") and `opcode`, with `mods` in bits
/// 20..=23 of the DPP dword.
#[must_use]
pub fn words(enc: &str, opcode: u32, mods: u32) -> Vec<u32> {
    let first = match enc {
        "VOP1" => 0x7e00_0000 | opcode << 9,
        "VOP2" => opcode << 25,
        _ => 0x7c00_0000 | opcode << 17,
    } | 0xfa;
    let dpp = 2 | 0x151 << 8 | mods << 20 | 0xff << 24;
    vec![first, dpp]
}

/// Probes every opcode of VOP1, VOP2 and VOPC on gfx90a and returns the fact file text.
///
/// # Errors
/// When llvm-mc cannot be run or its output does not line up with the probes.
pub fn probe(tool: &str, version: &str) -> Result<String> {
    let mut out = String::new();
    let _ = writeln!(out, "# amdgpu-isa facts: {CPU} DPP forms; probed with {version} ({tool})");
    out.push_str("# enc\topcode\tplain\tneg|abs src0\tneg|abs src1\n");
    for (enc, count) in [("VOP1", 256u32), ("VOP2", 63), ("VOPC", 256)] {
        let mut lines = Vec::new();
        for op in 0..count {
            for mods in [0, 3, 0xc] {
                lines.push(words(enc, op, mods));
            }
        }
        let texts = probe::disassemble_lines(tool, CPU, &lines)?;
        for op in 0..count {
            let t: Vec<&str> =
                (0..3).map(|k| texts[(op * 3 + k) as usize].0.as_deref().unwrap_or("-")).collect();
            if t[0] == "-" || !t[0].split(' ').next().unwrap_or("").ends_with("_dpp") {
                continue;
            }
            let _ = writeln!(out, "{enc}\t{op}\t{}\t{}\t{}", t[0], t[1], t[2]);
        }
    }
    Ok(out)
}
