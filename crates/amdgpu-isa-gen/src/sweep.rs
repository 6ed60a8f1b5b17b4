//! Opcode sweeps: for every encoding family, every value of the opcode field is disassembled with
//! a few operand patterns, and the printed text is turned into one fact row per opcode.
//!
//! Probe patterns (register numbers are chosen so that each field is recognisable in the text):
//! * `A`: destination 8, src0 4, src1 12, src2 16 as VGPRs (VALU) or SGPRs (SALU); VOP3b sdst 0.
//! * `A2`/`A3`: as `A` with src1 (`A2`) or every source (`A3`) as SGPRs, for opcodes that reject
//!   VGPRs there (v_readlane_b32, v_writelane_b32, ...).
//! * `B`: every 9-bit source set to the inline constant -4.0 (code 0xf7); a 16-bit integer operand
//!   prints it as `0xc400`, every other operand as `-4.0`.
//! * `C`: src0 set to a literal 0x0123ba98 (32-bit encodings): a 16-bit operand prints `0xba98`.
//! * `D`: every modifier bit set (clamp, abs, neg of src0/src1, omod, op_sel...).
//! * `K`: SOPP/SOPK immediates 0, 5, 0x41, 0xfff0, to learn how the immediate prints.

use crate::probe::{self, Probe};
use anyhow::{Result, bail};

/// One encoding family as the generator knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Enc {
    Sop2,
    Sopk,
    Sop1,
    Sopc,
    Sopp,
    Vop1,
    Vop2,
    Vopc,
    Vop3,
    Vop3p,
}

impl Enc {
    pub const ALL: [Enc; 10] = [
        Enc::Sop2,
        Enc::Sopk,
        Enc::Sop1,
        Enc::Sopc,
        Enc::Sopp,
        Enc::Vop1,
        Enc::Vop2,
        Enc::Vopc,
        Enc::Vop3,
        Enc::Vop3p,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Enc::Sop2 => "SOP2",
            Enc::Sopk => "SOPK",
            Enc::Sop1 => "SOP1",
            Enc::Sopc => "SOPC",
            Enc::Sopp => "SOPP",
            Enc::Vop1 => "VOP1",
            Enc::Vop2 => "VOP2",
            Enc::Vopc => "VOPC",
            Enc::Vop3 => "VOP3",
            Enc::Vop3p => "VOP3P",
        }
    }
    /// Opcode values to sweep (GFX8/GFX9 layouts; values that would fall into another
    /// encoding's prefix are excluded).
    fn opcodes(self) -> std::ops::RangeInclusive<u32> {
        match self {
            Enc::Sop2 => 0..=0x5f,
            Enc::Sopk => 0..=28,
            Enc::Sop1 | Enc::Vop1 | Enc::Vopc => 0..=255,
            Enc::Sopc | Enc::Sopp | Enc::Vop3p => 0..=127,
            Enc::Vop2 => 0..=61,
            Enc::Vop3 => 0..=895,
        }
    }
    fn is_scalar(self) -> bool {
        matches!(self, Enc::Sop2 | Enc::Sopk | Enc::Sop1 | Enc::Sopc | Enc::Sopp)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pat {
    A,
    A2,
    A3,
    B,
    C,
    D,
    K(u16),
}

const V: u32 = 256;

/// The probe for `enc`/`op` with pattern `pat`, or None when the pattern does not apply.
fn build(enc: Enc, op: u32, pat: Pat) -> Option<Probe> {
    let (s0, s1, s2) = match pat {
        Pat::A | Pat::D | Pat::K(_) => (V + 4, V + 12, V + 16),
        Pat::A2 => (V + 4, 12, V + 16),
        Pat::A3 => (4, 12, 16),
        Pat::B => (0xf7, 0xf7, 0xf7),
        Pat::C => (0xff, V + 12, V + 16),
    };
    let ss = |v: u32| if v >= V { v - V } else { v };
    let lit = 0x0123_ba98u32;
    let k = match pat {
        Pat::K(k) => u32::from(k),
        _ => 0x1234,
    };
    let dwords = match enc {
        Enc::Sop2 => {
            if matches!(pat, Pat::D | Pat::A2 | Pat::A3 | Pat::K(_)) {
                return None;
            }
            let w = 0x8000_0000 | op << 23 | 8 << 16 | ss(s1) << 8 | ss(s0);
            let w = if pat == Pat::B { w | 0xf7 << 8 } else { w };
            if pat == Pat::C { vec![w, lit] } else { vec![w] }
        }
        Enc::Sopk => match pat {
            Pat::A | Pat::K(_) => vec![0xb000_0000 | op << 23 | 8 << 16 | k],
            _ => return None,
        },
        Enc::Sop1 => match pat {
            Pat::A | Pat::B => vec![0xbe80_0000 | 8 << 16 | op << 8 | ss(s0)],
            Pat::C => vec![0xbe80_0000 | 8 << 16 | op << 8 | 0xff, lit],
            _ => return None,
        },
        Enc::Sopc => match pat {
            Pat::A | Pat::B => {
                let s1 = if pat == Pat::B { 0xf7 } else { 12 };
                vec![0xbf00_0000 | op << 16 | s1 << 8 | ss(s0)]
            }
            Pat::C => vec![0xbf00_0000 | op << 16 | 12 << 8 | 0xff, lit],
            _ => return None,
        },
        Enc::Sopp => match pat {
            Pat::A | Pat::K(_) => vec![0xbf80_0000 | op << 16 | k],
            _ => return None,
        },
        Enc::Vop1 => match pat {
            Pat::A | Pat::A3 | Pat::B => vec![0x7e00_0000 | 8 << 17 | op << 9 | s0],
            Pat::C => vec![0x7e00_0000 | 8 << 17 | op << 9 | 0xff, lit],
            _ => return None,
        },
        Enc::Vop2 => match pat {
            Pat::A | Pat::A3 | Pat::B => vec![op << 25 | 8 << 17 | 12 << 9 | s0],
            Pat::C => vec![op << 25 | 8 << 17 | 12 << 9 | 0xff, lit],
            _ => return None,
        },
        Enc::Vopc => match pat {
            Pat::A | Pat::A3 | Pat::B => vec![0x7c00_0000 | op << 17 | 12 << 9 | s0],
            Pat::C => vec![0x7c00_0000 | op << 17 | 12 << 9 | 0xff, lit],
            _ => return None,
        },
        Enc::Vop3 => {
            let (hi_mods, lo_mods) = match pat {
                Pat::D => (1 << 15 | 0xf << 11 | 7 << 8, 3 << 29 | 1 << 27),
                Pat::C | Pat::K(_) => return None,
                _ => (0, 0),
            };
            let w0 = 0xd000_0000 | op << 16 | hi_mods | 8;
            let w1 = s0 | s1 << 9 | s2 << 18 | lo_mods;
            vec![w0, w1]
        }
        Enc::Vop3p => {
            let (hi_mods, lo_mods) = match pat {
                Pat::D => (1 << 15 | 0xf << 11 | 7 << 8, 3 << 29 | 3 << 27),
                Pat::C | Pat::K(_) => return None,
                _ => (0, 0),
            };
            let w0 = 0xd380_0000 | op << 16 | hi_mods | 8;
            let w1 = s0 | s1 << 9 | s2 << 18 | lo_mods;
            vec![w0, w1]
        }
    };
    Some(Probe { dwords })
}

/// Everything the sweep observed about one opcode on one processor.
#[derive(Clone, Debug, Default)]
pub struct Observed {
    pub a: Option<String>,
    pub a_pat: &'static str,
    pub b: Option<String>,
    pub c: Option<String>,
    pub d: Option<String>,
    pub k: Vec<Option<String>>,
}

pub const K_VALUES: [u16; 5] = [0, 5, 0x41, 0x1234, 0xfff0];

/// Sweeps `enc` on `mcpu`; one entry per opcode that decodes.
pub fn sweep(tool: &str, mcpu: &str, enc: Enc) -> Result<Vec<(u32, Observed)>> {
    let (pad, pad_text) =
        if enc == Enc::Sopp { (0x7e00_0000, "v_nop") } else { (0xbf80_0000, "s_nop 0") };
    let ops: Vec<u32> = enc.opcodes().collect();
    let run = |pat: Pat, ops: &[u32]| -> Result<Vec<Option<String>>> {
        let probes: Vec<Option<Probe>> = ops.iter().map(|&op| build(enc, op, pat)).collect();
        let present: Vec<Probe> = probes.iter().flatten().cloned().collect();
        let mut texts = probe::disassemble_robust(tool, mcpu, &present, pad, pad_text)?.into_iter();
        Ok(probes.iter().map(|p| if p.is_some() { texts.next().flatten() } else { None }).collect())
    };
    let a = run(Pat::A, &ops)?;
    let a2 = if enc.is_scalar() { vec![None; ops.len()] } else { run(Pat::A2, &ops)? };
    let a3 = if enc.is_scalar() { vec![None; ops.len()] } else { run(Pat::A3, &ops)? };
    let b = run(Pat::B, &ops)?;
    let c = run(Pat::C, &ops)?;
    let d = run(Pat::D, &ops)?;
    let mut ks = Vec::new();
    if matches!(enc, Enc::Sopp | Enc::Sopk) {
        for kv in K_VALUES {
            ks.push(run(Pat::K(kv), &ops)?);
        }
    }
    if a.len() != ops.len() {
        bail!("probe count mismatch");
    }
    let mut out = Vec::new();
    for (i, &op) in ops.iter().enumerate() {
        let (text, pat) = if a[i].is_some() {
            (a[i].clone(), "A")
        } else if a2[i].is_some() {
            (a2[i].clone(), "A2")
        } else if a3[i].is_some() {
            (a3[i].clone(), "A3")
        } else {
            (None, "")
        };
        if text.is_none() && b[i].is_none() {
            continue;
        }
        out.push((
            op,
            Observed {
                a: text,
                a_pat: pat,
                b: b[i].clone(),
                c: c[i].clone(),
                d: d[i].clone(),
                k: ks.iter().map(|k| k[i].clone()).collect(),
            },
        ));
    }
    Ok(out)
}
