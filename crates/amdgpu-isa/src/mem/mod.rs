//! Memory encodings of GFX8 and GFX9: SMEM, DS, MUBUF, MTBUF, FLAT, GLOBAL, SCRATCH, EXP and
//! MIMG (see docs/0014-memory-encodings.md; images in [`mimg`]).
//!
//! The forms come from `generated/mem.rs` (opcode sweeps of llvm-mc-19, `facts/*-mem.tsv`); an
//! [`Inst`](crate::Inst) of a memory form has `form >= FORM_BASE`. Its operands are those of the
//! form's [`InstDesc`] in print order (`Operand::None` for an `off` address); the fields of the
//! instruction word that are not operands live in [`MemMods`] (`inst.mods.mem`). An atomic with
//! return (glc set, [`flags::ATOMIC_RET`]) keeps its destination in the last operand slot.
//!
//! ```
//! use amdgpu_isa::{Target, decode, encode, parse_inst, print, PlainExprs};
//! let t = Target::new("gfx900").unwrap();
//! let inst = parse_inst("global_load_dword v6, v[4:5], off offset:-8 glc", &t, &mut PlainExprs).unwrap();
//! let mut bytes = Vec::new();
//! encode(&inst, &t, &mut bytes).unwrap();
//! assert_eq!(bytes, [0xf8, 0x9f, 0x51, 0xdc, 0x04, 0x00, 0x7f, 0x06]);
//! let (back, _) = decode(&bytes, &t).unwrap();
//! let mut text = String::new();
//! print(&back, &t, &mut text).unwrap();
//! assert_eq!(text, "global_load_dword v6, v[4:5], off offset:-8 glc");
//! ```

pub mod decode;
pub mod encode;
pub mod mimg;
pub mod parse;
pub mod print;
pub mod smrd;

pub use crate::generated::mem::UFMT_GFX10;
use crate::generated::mem::{MEM_BY_NAME, MEM_INSTS};
use crate::inst::MAX_OPERANDS;
use crate::table::{Enc, InstDesc};
use crate::target::Target;

/// First form index of the memory forms (`Inst::form - FORM_BASE` indexes `MEM_INSTS`).
pub const FORM_BASE: u16 = 0x8000;

/// The operand slot holding the destination of a returning atomic.
pub const RET_SLOT: usize = MAX_OPERANDS - 1;

/// The encoding field of a memory operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemField {
    /// SMEM data (destination of loads, source of stores); an immediate for `s_atc_probe`.
    Sdata,
    /// SMEM base address (SGPR pair or buffer resource).
    Sbase,
    /// SMEM offset: an SGPR or an immediate.
    SmemOffset,
    /// VMEM/DS destination.
    Vdst,
    /// DS address.
    Addr,
    /// DS data sources.
    Data0,
    Data1,
    /// VMEM data.
    Vdata,
    /// VMEM address (`off` when absent).
    Vaddr,
    /// FLAT-family scalar address (`off` when absent).
    Saddr,
    /// Buffer resource (4 SGPRs).
    Srsrc,
    /// Buffer scalar offset (SGPR or inline constant).
    Soffset,
    /// EXP source i (the operand's position); `off` when disabled.
    ExpSrc,
    /// MIMG sampler (4 SGPRs).
    Ssamp,
}

/// Form flags kept in `InstDesc::mods` of memory forms.
pub mod flags {
    /// DS: two 8-bit offsets (`offset0:`/`offset1:`) instead of one 16-bit offset.
    pub const OFFSET01: u32 = 1;
    /// FLAT family: with glc set the instruction returns the old value into a destination.
    pub const ATOMIC_RET: u32 = 2;
    /// SMEM: the data field is an immediate (`s_atc_probe`).
    pub const SDATA_IMM: u32 = 4;
    /// MUBUF: the form exists only with the lds bit set (`buffer_store_lds_dword`).
    pub const LDS_ONLY: u32 = 8;
    /// DS: the form exists only with the gds bit set (`ds_gws_*`).
    pub const GDS_ONLY: u32 = 16;
    /// DS: the form has no offset and no gds (`ds_nop`); those bits must be zero.
    pub const NO_OFFSET: u32 = 32;
    /// Bits 8..16: width of the value a returning atomic writes.
    pub const RET_WIDTH_SHIFT: u32 = 8;
}

/// Word fields of memory instructions that are not operands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemMods {
    /// Immediate offset: DS 16-bit offset (or offset0), MUBUF/MTBUF 12-bit, FLAT 13-bit (signed
    /// for GLOBAL/SCRATCH), SMEM the immediate next to an SGPR offset (GFX9 soffset form).
    pub offset: i32,
    /// DS offset1.
    pub offset1: u8,
    /// SMEM: an SGPR offset and an immediate offset are both present.
    pub smem_both: bool,
    /// GFX9 SMEM: the SGPR offset sits in the soffset field (soe set, imm clear). Printed like
    /// the plain SGPR-offset form; kept so that decoded words re-encode as llvm-mc does.
    pub smem_soe: bool,
    pub glc: bool,
    pub slc: bool,
    /// GFX10 device-level coherence bit (SMEM, FLAT family).
    pub dlc: bool,
    pub nv: bool,
    /// gfx90a system coherence bit.
    pub scc: bool,
    pub gds: bool,
    pub offen: bool,
    /// GFX6/7 MUBUF/MTBUF: the address is a 64-bit VGPR pair added to the resource base.
    pub addr64: bool,
    pub idxen: bool,
    pub lds: bool,
    pub tfe: bool,
    /// MTBUF data and numeric formats.
    pub dfmt: u8,
    pub nfmt: u8,
    /// EXP target (0-7 mrt, 8 mrtz, 9 null, 12-15 pos, 32-63 param), compr, done, vm.
    pub exp_tgt: u8,
    pub compr: bool,
    pub done: bool,
    pub vm: bool,
    /// MIMG: dmask, unorm, r128 (GFX8) / a16 (GFX9), lwe, da, d16 (also glc, slc, scc, tfe
    /// above).
    pub dmask: u8,
    pub unorm: bool,
    pub r128: bool,
    pub lwe: bool,
    pub da: bool,
    pub d16: bool,
}

/// The descriptor of memory form `form` (which must be `>= FORM_BASE`), or `None`.
#[must_use]
pub fn desc(form: u16) -> Option<&'static InstDesc> {
    MEM_INSTS.get(usize::from(form.checked_sub(FORM_BASE)?))
}

/// True when `enc` is one of the memory encodings handled here.
#[must_use]
pub const fn is_mem(enc: Enc) -> bool {
    matches!(
        enc,
        Enc::Smem
            | Enc::Ds
            | Enc::Mubuf
            | Enc::Mtbuf
            | Enc::Flat
            | Enc::Global
            | Enc::Scratch
            | Enc::Exp
            | Enc::Mimg
    )
}

/// The form of `enc` with `opcode` on `target`, as an `Inst::form` value.
#[must_use]
pub fn lookup(enc: Enc, opcode: u32, target: &Target) -> Option<u16> {
    if let Some(form) = target.mem_form_by_opcode(enc, opcode) {
        return form;
    }
    let start = MEM_INSTS.partition_point(|d| (d.enc, u32::from(d.opcode)) < (enc, opcode));
    MEM_INSTS[start..]
        .iter()
        .take_while(|d| d.enc == enc && u32::from(d.opcode) == opcode)
        .position(|d| target.has_procs(d.procs))
        .map(|i| FORM_BASE + (start + i) as u16)
}

/// Memory forms named `name` on `target`, in table order (a binary search of the generated
/// mnemonic index `MEM_BY_NAME`).
pub(crate) fn by_name<'a>(name: &'a str, target: &'a Target) -> impl Iterator<Item = u16> + 'a {
    let name_at = |i: u16| MEM_INSTS[usize::from(i)].name;
    let start = MEM_BY_NAME.partition_point(|&i| name_at(i) < name);
    MEM_BY_NAME[start..]
        .iter()
        .take_while(move |&&i| name_at(i) == name)
        .filter(move |&&i| target.has_procs(MEM_INSTS[usize::from(i)].procs))
        .map(|&i| FORM_BASE + i)
}

#[cfg(test)]
mod by_name_tests {
    use super::*;

    /// The binary search of `MEM_BY_NAME` finds exactly the forms a scan of `MEM_INSTS` finds,
    /// in the same order, on every processor.
    #[test]
    fn by_name_equals_a_scan() {
        let mut sorted = MEM_BY_NAME.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..MEM_INSTS.len() as u16).collect::<Vec<_>>(), "MEM_BY_NAME is a permutation");
        for cpu in [
            "gfx801", "gfx802", "gfx803", "gfx810", "gfx900", "gfx902", "gfx904", "gfx906", "gfx908",
            "gfx909", "gfx90a", "gfx90c",
        ] {
            let t = Target::new(cpu).unwrap();
            for name in MEM_INSTS.iter().map(|d| d.name).chain(["", "zzz", "buffer_", "s_load_dword_x"]) {
                let scan: Vec<u16> = MEM_INSTS
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| d.name == name && t.has_procs(d.procs))
                    .map(|(i, _)| FORM_BASE + i as u16)
                    .collect();
                assert_eq!(by_name(name, &t).collect::<Vec<_>>(), scan, "{cpu} {name}");
            }
        }
    }
}

/// Width of the destination of a returning atomic.
#[must_use]
pub fn ret_width(d: &InstDesc) -> u8 {
    ((d.mods >> flags::RET_WIDTH_SHIFT) & 0xff) as u8
}

/// MTBUF data format names (`BUF_DATA_FORMAT_*`), by dfmt.
pub const DFMT: [&str; 16] = [
    "INVALID",
    "8",
    "16",
    "8_8",
    "32",
    "16_16",
    "10_11_11",
    "11_11_10",
    "10_10_10_2",
    "2_10_10_10",
    "8_8_8_8",
    "32_32",
    "16_16_16_16",
    "32_32_32",
    "32_32_32_32",
    "RESERVED_15",
];

/// MTBUF numeric format names (`BUF_NUM_FORMAT_*`), by nfmt.
pub const NFMT: [&str; 8] = ["UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT"];

/// The MTBUF numeric format names of GFX6/7 (6 is `SNORM_OGL`; see `Layout::nfmt`).
pub const NFMT_SICI: [&str; 8] =
    ["UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "SNORM_OGL", "FLOAT"];

/// `ds_swizzle_b32` offsets in llvm-mc's symbolic `swizzle(...)` syntax.
pub mod swizzle {
    use std::fmt::{self, Write};

    /// Prints the offset of `ds_swizzle_b32` as llvm-mc does (`swizzle(SWAP,1)`, ...), or as a
    /// number when no symbolic form applies.
    ///
    /// # Errors
    /// Only those of `out`.
    pub fn print(v: u16, out: &mut impl Write) -> fmt::Result {
        if v & 0x8000 != 0 {
            if v & 0x7f00 != 0 {
                return write!(out, "{v}");
            }
            let l = |i: u16| (v >> (2 * i)) & 3;
            return write!(out, "swizzle(QUAD_PERM,{},{},{},{})", l(0), l(1), l(2), l(3));
        }
        let (and, or, xor) = (v & 0x1f, (v >> 5) & 0x1f, (v >> 10) & 0x1f);
        if and == 0x1f && or == 0 && xor.is_power_of_two() {
            return write!(out, "swizzle(SWAP,{xor})");
        }
        if and == 0x1f && or == 0 && xor >= 3 && (xor + 1).is_power_of_two() {
            return write!(out, "swizzle(REVERSE,{})", xor + 1);
        }
        if xor == 0 {
            for size in [2u16, 4, 8, 16, 32] {
                if and == 0x1f & !(size - 1) && or < size {
                    return write!(out, "swizzle(BROADCAST,{size},{or})");
                }
            }
        }
        out.write_str("swizzle(BITMASK_PERM,\"")?;
        for i in (0..5).rev() {
            let (a, o, x) = ((and >> i) & 1, (or >> i) & 1, (xor >> i) & 1);
            let c = match (a, o, x) {
                (0, o, x) => {
                    if o ^ x == 1 {
                        '1'
                    } else {
                        '0'
                    }
                }
                (_, 1, x) => {
                    if x == 0 {
                        '1'
                    } else {
                        '0'
                    }
                }
                (_, _, 0) => 'p',
                _ => 'i',
            };
            out.write_char(c)?;
        }
        out.write_str("\")")
    }

    /// Parses `swizzle(...)` (the text after `offset:`) into the 16-bit offset.
    #[must_use]
    pub fn parse(t: &str) -> Option<u16> {
        let inner = t.strip_prefix("swizzle(")?.strip_suffix(')')?;
        // At most five arguments (QUAD_PERM); more is invalid.
        let mut buf = [""; 5];
        let mut len = 0;
        for a in inner.split(',') {
            *buf.get_mut(len)? = a.trim();
            len += 1;
        }
        let args = &buf[..len];
        let num = |s: &str| crate::parse::parse_int(s).and_then(|v| u16::try_from(v).ok());
        let kind = args.first()?;
        let is = |k: &str| kind.eq_ignore_ascii_case(k);
        match () {
            () if is("QUAD_PERM") && args.len() == 5 => {
                let mut v = 0x8000u16;
                for (i, a) in args[1..].iter().enumerate() {
                    let l = num(a).filter(|l| *l < 4)?;
                    v |= l << (2 * i);
                }
                Some(v)
            }
            () if is("SWAP") && args.len() == 2 => {
                let n = num(args[1]).filter(|n| n.is_power_of_two() && *n <= 16)?;
                Some(0x1f | n << 10)
            }
            () if is("REVERSE") && args.len() == 2 => {
                let n = num(args[1]).filter(|n| n.is_power_of_two() && (2..=32).contains(n))?;
                Some(0x1f | (n - 1) << 10)
            }
            () if is("BROADCAST") && args.len() == 3 => {
                let size = num(args[1]).filter(|n| n.is_power_of_two() && (2..=32).contains(n))?;
                let lane = num(args[2]).filter(|l| *l < size)?;
                Some((0x1f & !(size - 1)) | lane << 5)
            }
            () if is("BITMASK_PERM") && args.len() == 2 => {
                let s = args[1].strip_prefix('"')?.strip_suffix('"')?;
                if s.len() != 5 {
                    return None;
                }
                let (mut and, mut or, mut xor) = (0u16, 0u16, 0u16);
                for (i, c) in s.chars().enumerate() {
                    let m = 1 << (4 - i);
                    match c {
                        '0' => {}
                        '1' => or |= m,
                        'p' | 'P' => and |= m,
                        'i' | 'I' => {
                            and |= m;
                            xor |= m;
                        }
                        _ => return None,
                    }
                }
                Some(and | or << 5 | xor << 10)
            }
            _ => None,
        }
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn symbolic_forms_round_trip() {
            for v in 0..=u16::MAX {
                let mut s = String::new();
                super::print(v, &mut s).unwrap();
                if let Some(back) = super::parse(&s) {
                    // Text that denotes `back` prints as a fixed point (llvm-mc's printer maps
                    // some non-canonical masks to the text of a canonical one).
                    let mut again = String::new();
                    super::print(back, &mut again).unwrap();
                    assert_eq!(super::parse(&again), Some(back), "{v:#x}: {s} / {again}");
                    if back == v {
                        assert_eq!(s, again, "{v:#x}");
                    }
                } else {
                    assert!(s.parse::<u16>().is_ok(), "{v:#x} printed as {s}");
                }
            }
            for (v, text) in [
                (0x041f, "swizzle(SWAP,1)"),
                (0x0c1f, "swizzle(REVERSE,4)"),
                (0x0038, "swizzle(BROADCAST,8,1)"),
                (0x80e4, "swizzle(QUAD_PERM,0,1,2,3)"),
                (0x07ff, "swizzle(BITMASK_PERM,\"11110\")"),
                (0xffff, "65535"),
            ] {
                let mut s = String::new();
                super::print(v, &mut s).unwrap();
                assert_eq!(s, text);
            }
        }
    }
}

/// EXP targets.
pub mod exp {
    use crate::layout::Layout;
    use std::fmt::{self, Write};

    /// Prints an export target as llvm-mc does (`mrt0`, `mrtz`, `null`, `pos0`, `prim`,
    /// `param31`, `invalid_target_N`); the position targets and `prim` per `layout`
    /// (`Layout::exp_pos`, `Layout::exp_prim`).
    ///
    /// # Errors
    /// Only those of `out`.
    pub fn print_target(t: u8, layout: &Layout, out: &mut impl Write) -> fmt::Result {
        match t {
            0..=7 => write!(out, "mrt{t}"),
            8 => out.write_str("mrtz"),
            9 => out.write_str("null"),
            12..=31 if t - 12 < layout.exp_pos => write!(out, "pos{}", t - 12),
            20 if layout.exp_prim => out.write_str("prim"),
            32..=63 => write!(out, "param{}", t - 32),
            _ => write!(out, "invalid_target_{t}"),
        }
    }

    /// Parses an export target name (the position targets and `prim` per `layout`).
    #[must_use]
    pub fn parse_target(t: &str, layout: &Layout) -> Option<u8> {
        // Decimal numbers without leading zeros (`pos00` is no target).
        let num = |p: &str, max: u8| {
            t.strip_prefix(p)
                .filter(|n| n.len() == 1 || !n.starts_with('0'))
                .and_then(|n| n.parse::<u8>().ok())
                .filter(|n| *n <= max)
        };
        match t {
            "mrtz" => Some(8),
            "null" => Some(9),
            "prim" if layout.exp_prim => Some(20),
            _ => num("mrt", 7)
                .or_else(|| num("pos", layout.exp_pos.saturating_sub(1)).map(|n| n + 12))
                .or_else(|| num("param", 31).map(|n| n + 32)),
        }
    }
}

#[cfg(test)]
mod lookup_tests {
    use super::*;

    /// The opcode index answers as the binary search of `MEM_INSTS` does, on every processor.
    #[test]
    fn indexed_lookup_equals_the_search() {
        let search = |enc: Enc, opcode: u32, target: &Target| {
            let start = MEM_INSTS.partition_point(|d| (d.enc, u32::from(d.opcode)) < (enc, opcode));
            MEM_INSTS[start..]
                .iter()
                .take_while(|d| d.enc == enc && u32::from(d.opcode) == opcode)
                .position(|d| target.has_procs(d.procs))
                .map(|i| FORM_BASE + (start + i) as u16)
        };
        let mut found = 0;
        for name in crate::table::PROCESSORS {
            let Ok(target) = Target::new(name) else { continue };
            for enc in [
                Enc::Smem,
                Enc::Ds,
                Enc::Mubuf,
                Enc::Mtbuf,
                Enc::Flat,
                Enc::Global,
                Enc::Scratch,
                Enc::Exp,
                Enc::Mimg,
            ] {
                for opcode in 0..300 {
                    let got = lookup(enc, opcode, &target);
                    assert_eq!(got, search(enc, opcode, &target), "{name} {enc:?} {opcode}");
                    found += usize::from(got.is_some());
                }
            }
        }
        assert!(found > 1000, "{found}");
    }
}
