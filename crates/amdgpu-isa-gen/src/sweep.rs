//! Opcode sweeps: for every encoding family, every value of the opcode field is disassembled with
//! a few operand patterns, and the printed text is turned into one fact row per opcode.
//!
//! Probe patterns (register numbers are chosen so that each field is recognisable in the text):
//! * `A`: destination 8, src0 4, src1 12, src2 16 as VGPRs (VALU) or SGPRs (SALU); VOP3b sdst 0.
//!   Several source variants are tried in order (some sources as SGPRs, unused sources zero, as
//!   llvm-mc requires); the first that decodes without an "Invalid" remark is kept and the other
//!   patterns use it. The fact row records its index.
//! * `B`: every 9-bit source set to the inline constant -4.0 (code 0xf7); a 16-bit integer operand
//!   prints it as `0xc400`, every other operand as `-4.0`.
//! * `S`: as `A` with VGPR sources replaced by SGPRs (an "Invalid register" remark tells that
//!   the operand takes VGPRs only).
//! * `C`: src0 set to a literal 0x0123ba98 (32-bit encodings): a 16-bit operand prints `0xba98`.
//! * `D`: one probe per modifier bit group (`MOD_PROBES`: abs, neg, clamp, omod, op_sel, ...).
//! * `K`: SOPP/SOPK immediates 0, 5, 0x41, 0xfff0, to learn how the immediate prints.

use crate::probe::{self, Probe};
use anyhow::Result;

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
    Vintrp,
}

impl Enc {
    pub const ALL: [Enc; 11] = [
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
        Enc::Vintrp,
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
            Enc::Vintrp => "VINTRP",
        }
    }
    /// Opcode values to sweep (values that would fall into another encoding's prefix are
    /// excluded).
    fn opcodes(self, layout: &Layout) -> std::ops::RangeInclusive<u32> {
        match self {
            Enc::Sop2 => 0..=0x5f,
            Enc::Sopk => 0..=28,
            Enc::Sop1 | Enc::Vop1 | Enc::Vopc => 0..=255,
            Enc::Sopc | Enc::Sopp | Enc::Vop3p => 0..=127,
            Enc::Vop2 => 0..=61,
            Enc::Vop3 => 0..=layout.vop3_max_op,
            Enc::Vintrp => 0..=3,
        }
    }
}

/// The bit layout of the encodings whose fields moved between generations: GFX8/GFX9 (`GCN3`)
/// and GFX6/GFX7 (`SICI`). The other ALU encodings (SOP*, VOP1/VOP2/VOPC) are the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// First bit of the VOP3 opcode field (16 on GFX8/9: 10 bits; 17 on GFX6/7: 9 bits).
    pub vop3_op_shift: u32,
    /// Largest VOP3 opcode swept.
    pub vop3_max_op: u32,
    /// The VOP3 clamp bit of the first dword.
    pub vop3_clamp_bit: u32,
    /// VOP3 has op_sel bits (GFX9); GFX6-8 have none.
    pub op_sel: bool,
    /// The fixed high bits of a VINTRP word (bits 31:26).
    pub vintrp_prefix: u32,
    /// VOP3P exists.
    pub vop3p: bool,
    /// The fixed high bits of a VOP3 word (GFX6-9: 0b110100 in bits 31:26; GFX10: 0b110101).
    pub vop3_prefix: u32,
    /// The fixed high bits of a VOP3P word (GFX9: 0b110100111 in bits 31:23; GFX10: 0b110011000).
    pub vop3p_prefix: u32,
}

/// GFX8/GFX9.
pub const GCN3: Layout = Layout {
    vop3_op_shift: 16,
    vop3_max_op: 895,
    vop3_clamp_bit: 15,
    op_sel: true,
    vintrp_prefix: 0xd400_0000,
    vop3p: true,
    vop3_prefix: 0xd000_0000,
    vop3p_prefix: 0xd380_0000,
};

/// GFX10: VOP3 and VOP3P moved to their own prefixes (0b110101, 0b110011), VINTRP back to
/// GFX6/7's (0b110010); the VOP3 opcode field is GFX8/9's (bits 25:16).
pub const GFX10: Layout = Layout {
    vop3_op_shift: 16,
    vop3_max_op: 1023,
    vop3_clamp_bit: 15,
    op_sel: true,
    vintrp_prefix: 0xc800_0000,
    vop3p: true,
    vop3_prefix: 0xd400_0000,
    vop3p_prefix: 0xcc00_0000,
};

/// GFX6/GFX7.
pub const SICI: Layout = Layout {
    vop3_op_shift: 17,
    vop3_max_op: 511,
    vop3_clamp_bit: 11,
    op_sel: false,
    vintrp_prefix: 0xc800_0000,
    vop3p: false,
    vop3_prefix: 0xd000_0000,
    vop3p_prefix: 0,
};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pat {
    A,
    B,
    C,
    /// `A` with every VGPR source replaced by the SGPR of the same number.
    S,
    /// One modifier bit group at a time (see `MOD_PROBES`).
    M(usize),
    K(u16),
}

const V: u32 = 256;

/// Source-field variants tried in order until one decodes without an "Invalid" remark; fields an
/// opcode does not use must be zero for llvm-mc to accept the encoding.
/// Each variant is (src0, src1, src2, destination); the last VALU variants have no operands at
/// all (v_nop and friends need a zero destination field too).
fn variants(enc: Enc) -> &'static [[u32; 4]] {
    match enc {
        Enc::Vop3 | Enc::Vop3p => &[
            [V + 4, V + 12, V + 16, 8],
            [V + 4, V + 12, 16, 8],
            [V + 4, 12, V + 16, 8],
            [4, 12, 16, 8],
            [V + 4, V + 12, 0, 8],
            [V + 4, 12, 0, 8],
            [4, 12, 0, 8],
            [V + 4, 0, 0, 8],
            [4, 0, 0, 8],
            [0, 0, 0, 8],
            [0, 0, 0, 0],
            // VOP3 interpolation: attribute in src0 (no VGPR), VGPR in src1 (and src2).
            [4, V + 12, V + 16, 8],
            [4, V + 12, 0, 8],
        ],
        Enc::Vop1 => &[[V + 4, 0, 0, 8], [4, 0, 0, 8], [0, 0, 0, 8], [0, 0, 0, 0]],
        Enc::Vop2 | Enc::Vopc => &[[V + 4, 0, 0, 8], [4, 0, 0, 8]],
        Enc::Sop1 => &[[4, 0, 0, 8], [0, 0, 0, 8]],
        Enc::Sop2 | Enc::Sopc => &[[4, 12, 0, 8]],
        Enc::Sopk | Enc::Sopp => &[[0, 0, 0, 8]],
        // v_interp_mov_f32 takes a parameter (0..2) in the vsrc field.
        Enc::Vintrp => &[[4, 0, 0, 8], [1, 0, 0, 8]],
    }
}

/// The probe for `enc`/`op` with pattern `pat` and source variant `v`, or None when the
/// pattern does not apply.
fn build(layout: &Layout, enc: Enc, op: u32, pat: Pat, v4: [u32; 4]) -> Option<Probe> {
    let v = [v4[0], v4[1], v4[2]];
    let dst = v4[3];
    let f7 = |x: u32| if x == 0 { 0 } else { 0xf7 };
    let to_s = |x: u32| if x >= V { x - V } else { x };
    let [s0, s1, s2] = match pat {
        Pat::B => [f7(v[0]), f7(v[1]), f7(v[2])],
        Pat::S => [to_s(v[0]), to_s(v[1]), to_s(v[2])],
        _ => v,
    };
    let lit = 0x0123_ba98u32;
    let k = match pat {
        Pat::K(k) => u32::from(k),
        _ => 0x1234,
    };
    let lit_src0 = pat == Pat::C && s0 != 0;
    let src0 = if lit_src0 { 0xff } else { s0 };
    let with_lit = |w: u32| {
        if lit_src0 {
            Some(vec![w, lit])
        } else if pat == Pat::C {
            None
        } else {
            Some(vec![w])
        }
    };
    let dwords = match enc {
        Enc::Sop2 if !matches!(pat, Pat::M(_) | Pat::S) => {
            with_lit(0x8000_0000 | op << 23 | 8 << 16 | s1 << 8 | src0)?
        }
        Enc::Sopk if matches!(pat, Pat::A | Pat::K(_)) => vec![0xb000_0000 | op << 23 | 8 << 16 | k],
        Enc::Sop1 if !matches!(pat, Pat::M(_) | Pat::S) => with_lit(0xbe80_0000 | 8 << 16 | op << 8 | src0)?,
        Enc::Sopc if !matches!(pat, Pat::M(_) | Pat::S) => with_lit(0xbf00_0000 | op << 16 | s1 << 8 | src0)?,
        Enc::Sopp if matches!(pat, Pat::A | Pat::K(_)) => vec![0xbf80_0000 | op << 16 | k],
        Enc::Vop1 if !matches!(pat, Pat::M(_)) => with_lit(0x7e00_0000 | dst << 17 | op << 9 | src0)?,
        Enc::Vop2 if !matches!(pat, Pat::M(_)) => with_lit(op << 25 | dst << 17 | 12 << 9 | src0)?,
        Enc::Vopc if !matches!(pat, Pat::M(_)) => with_lit(0x7c00_0000 | op << 17 | 12 << 9 | src0)?,
        Enc::Vop3 | Enc::Vop3p if matches!(pat, Pat::A | Pat::B | Pat::S | Pat::M(_)) => {
            let (mut hi_mods, mut lo_mods) = (0, 0);
            if let Pat::M(i) = pat {
                let (src, mut hi, lo) = MOD_PROBES[i];
                // Modifier bits of an unused source make the encoding invalid.
                if src < 3 && v[src] == 0 {
                    return None;
                }
                if hi == 1 << 15 {
                    hi = 1 << layout.vop3_clamp_bit;
                } else if (1 << 11..=1 << 14).contains(&hi) && !layout.op_sel {
                    return None;
                }
                (hi_mods, lo_mods) = (hi, lo);
            }
            let prefix = if enc == Enc::Vop3 { layout.vop3_prefix } else { layout.vop3p_prefix };
            if enc == Enc::Vop3p && !layout.vop3p {
                return None;
            }
            vec![prefix | op << layout.vop3_op_shift | hi_mods | dst, s0 | s1 << 9 | s2 << 18 | lo_mods]
        }
        // VINTRP: vdst, op, attr 4, chan x, vsrc.
        Enc::Vintrp if pat == Pat::A => vec![layout.vintrp_prefix | dst << 18 | op << 16 | 4 << 10 | s0],
        _ => return None,
    };
    Some(Probe { dwords })
}

/// Single-modifier probes of VOP3/VOP3P: (source index or 3 for none, bits of the first dword,
/// bits of the second dword). Bit 31 of the second dword (neg of src2, neg_lo of src2, blgp
/// bit 2) stays clear so that the dword decodes alone as a 32-bit VOP2 word.
pub const MOD_PROBES: [(usize, u32, u32); 12] = [
    (0, 1 << 8, 0),  // abs / neg_hi / cbsz bit 0 of src0
    (1, 1 << 9, 0),  // ... src1
    (2, 1 << 10, 0), // ... src2
    (0, 0, 1 << 29), // neg / neg_lo / blgp bit 0 of src0
    (1, 0, 1 << 30), // ... src1
    (3, 1 << 15, 0), // clamp (acc_cd on gfx90a MAI)
    (3, 0, 1 << 27), // omod bit 0 / op_sel_hi of src0
    (1, 0, 1 << 28), // omod bit 1 / op_sel_hi of src1
    (0, 1 << 11, 0), // op_sel / abid of src0
    (1, 1 << 12, 0), // ... src1
    (2, 1 << 13, 0), // ... src2
    (3, 1 << 14, 0), // op_sel of dst / op_sel_hi of src2
];

/// Everything the sweep observed about one opcode on one processor.
#[derive(Clone, Debug, Default)]
pub struct Observed {
    pub a: Option<String>,
    /// Index of the source variant (see `variants`) that decoded.
    pub a_pat: usize,
    pub b: Option<String>,
    pub c: Option<String>,
    pub s: Option<String>,
    /// One text per entry of `MOD_PROBES` (VOP3/VOP3P only).
    pub d: Vec<Option<String>>,
    pub k: Vec<Option<String>>,
}

pub const K_VALUES: [u16; 5] = [0, 5, 0x41, 0x1234, 0xfff0];

/// Sweeps `enc` on `mcpu` (a GFX8/GFX9 processor); one entry per opcode that decodes.
pub fn sweep(tool: &str, mcpu: &str, enc: Enc) -> Result<Vec<(u32, Observed)>> {
    sweep_layout(tool, mcpu, enc, &GCN3)
}

/// Sweeps `enc` on `mcpu` with the probe words of `layout`.
pub fn sweep_layout(tool: &str, mcpu: &str, enc: Enc, layout: &Layout) -> Result<Vec<(u32, Observed)>> {
    let (pad, pad_text) = if enc == Enc::Sopp { (0x7e00_0000, "v_nop") } else { (0xbf80_0000, "s_nop 0") };
    sweep_with(layout, enc, &mut |probes| probe::disassemble_robust(tool, mcpu, probes, pad, pad_text))
}

/// The observations of one sweep: (opcode, what it printed).
pub type Sweep = Vec<(u32, Observed)>;

/// Maps probes to the texts a disassembler prints for them (`None`: invalid).
pub type Oracle<'a> = dyn FnMut(&[Probe]) -> Result<Vec<Option<String>>> + 'a;

/// The sweep of `enc` with the probe words of `layout`; `oracle` maps probes to the texts a
/// disassembler prints for them (`None`: invalid).
pub fn sweep_with(layout: &Layout, enc: Enc, oracle: &mut Oracle<'_>) -> Result<Sweep> {
    let ops: Vec<u32> = enc.opcodes(layout).collect();
    let oracle = std::cell::RefCell::new(oracle);
    // Runs `pat` for the given (op, variant) pairs.
    let run = |pat: Pat, items: &[(u32, [u32; 4])]| -> Result<Vec<Option<String>>> {
        let probes: Vec<Option<Probe>> =
            items.iter().map(|&(op, v)| build(layout, enc, op, pat, v)).collect();
        let present: Vec<Probe> = probes.iter().flatten().cloned().collect();
        let mut texts = (oracle.borrow_mut())(&present)?.into_iter();
        Ok(probes.iter().map(|p| if p.is_some() { texts.next().flatten() } else { None }).collect())
    };
    // Round 1: the first source variant that decodes cleanly.
    let mut chosen: Vec<Option<(usize, String)>> = vec![None; ops.len()];
    for (vi, &v) in variants(enc).iter().enumerate() {
        let todo: Vec<usize> = (0..ops.len()).filter(|&i| chosen[i].is_none()).collect();
        let items: Vec<(u32, [u32; 4])> = todo.iter().map(|&i| (ops[i], v)).collect();
        for (&i, text) in todo.iter().zip(run(Pat::A, &items)?) {
            if let Some(t) = text
                && !t.contains("/*Invalid")
            {
                chosen[i] = Some((vi, t));
            }
        }
    }
    if matches!(enc, Enc::Sopp | Enc::Sopk) {
        // Immediate-less SOPP opcodes (s_barrier, ...) only decode with a zero immediate.
        let todo: Vec<usize> = (0..ops.len()).filter(|&i| chosen[i].is_none()).collect();
        let items: Vec<(u32, [u32; 4])> = todo.iter().map(|&i| (ops[i], variants(enc)[0])).collect();
        for (&i, text) in todo.iter().zip(run(Pat::K(0), &items)?) {
            if let Some(t) = text
                && !t.contains("/*Invalid")
            {
                chosen[i] = Some((0, t));
            }
        }
    }
    let found: Vec<usize> = (0..ops.len()).filter(|&i| chosen[i].is_some()).collect();
    let items: Vec<(u32, [u32; 4])> =
        found.iter().map(|&i| (ops[i], variants(enc)[chosen[i].as_ref().map_or(0, |c| c.0)])).collect();
    let b = run(Pat::B, &items)?;
    let c = run(Pat::C, &items)?;
    let sg = run(Pat::S, &items)?;
    let mut d: Vec<Vec<Option<String>>> = Vec::new();
    if matches!(enc, Enc::Vop3 | Enc::Vop3p) {
        for m in 0..MOD_PROBES.len() {
            d.push(run(Pat::M(m), &items)?);
        }
    }
    let mut ks = Vec::new();
    if matches!(enc, Enc::Sopp | Enc::Sopk) {
        for kv in K_VALUES {
            ks.push(run(Pat::K(kv), &items)?);
        }
    }
    let mut out = Vec::new();
    for (j, &i) in found.iter().enumerate() {
        let (vi, text) = chosen[i].clone().unwrap_or_default();
        out.push((
            ops[i],
            Observed {
                a: Some(text),
                a_pat: vi,
                b: b[j].clone(),
                c: c[j].clone(),
                s: sg[j].clone(),
                d: d.iter().map(|d| d[j].clone()).collect(),
                k: ks.iter().map(|k| k[j].clone()).collect(),
            },
        ));
    }
    Ok(out)
}
