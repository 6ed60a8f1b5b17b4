//! Symbolic immediates: `s_waitcnt` counters, `hwreg(...)`, `sendmsg(...)`, `gpr_idx(...)`,
//! `s_waitcnt_depctr` fields.
//!
//! The `sendmsg` texts and `hwreg` names are tables observed from llvm-mc-19
//! (`facts/<family>-symbols.tsv`); the counter layouts of `s_waitcnt` are per generation.

use crate::generated::symbols::{HWREG, SENDMSG};
use crate::target::Target;
use std::fmt::{self, Write};

/// Bit layout of the `s_waitcnt` counters: (vmcnt max, expcnt max, lgkmcnt max).
#[must_use]
pub fn waitcnt_limits(target: &Target) -> (u16, u16, u16) {
    let lgkm = target.layout().lgkmcnt_max;
    if target.is_gfx9() { (63, 7, lgkm) } else { (15, 7, lgkm) }
}

/// Splits an `s_waitcnt` immediate into (vmcnt, expcnt, lgkmcnt).
#[must_use]
pub fn waitcnt_fields(v: u16, target: &Target) -> (u16, u16, u16) {
    let mut vm = v & 0xf;
    if target.is_gfx9() {
        vm |= ((v >> 14) & 3) << 4;
    }
    (vm, (v >> 4) & 7, (v >> 8) & target.layout().lgkmcnt_max)
}

/// Builds an `s_waitcnt` immediate; counters not given are at their maximum (no wait).
#[must_use]
pub fn waitcnt_encode(vm: u16, exp: u16, lgkm: u16, target: &Target) -> u16 {
    let mut v = (vm & 0xf) | (exp & 7) << 4 | (lgkm & target.layout().lgkmcnt_max) << 8;
    if target.is_gfx9() {
        v |= ((vm >> 4) & 3) << 14;
    }
    v
}

/// Prints an `s_waitcnt` immediate: the counters that are not at their maximum, or all three
/// when every counter is.
///
/// # Errors
/// Only those of `out`.
pub fn print_waitcnt(v: u16, target: &Target, out: &mut impl Write) -> fmt::Result {
    let (vm, exp, lgkm) = waitcnt_fields(v, target);
    let (mvm, mexp, mlgkm) = waitcnt_limits(target);
    let all = vm == mvm && exp == mexp && lgkm == mlgkm;
    let mut sep = "";
    for (name, val, max) in [("vmcnt", vm, mvm), ("expcnt", exp, mexp), ("lgkmcnt", lgkm, mlgkm)] {
        if all || val != max {
            out.write_str(sep)?;
            out.write_str(name)?;
            out.write_char('(')?;
            crate::print::write_dec(out, u32::from(val))?;
            out.write_char(')')?;
            sep = " ";
        }
    }
    Ok(())
}

/// The symbolic name of hwreg `id` on `target`, if it has one.
#[must_use]
pub fn hwreg_name(id: u16, target: &Target) -> Option<&'static str> {
    HWREG.iter().find(|(i, p, _)| u16::from(*i) == id && target.has_procs(*p)).map(|(_, _, n)| *n)
}

/// The hwreg id of a symbolic name on `target`.
#[must_use]
pub fn hwreg_id(name: &str, target: &Target) -> Option<u16> {
    HWREG.iter().find(|(_, p, n)| *n == name && target.has_procs(*p)).map(|(i, _, _)| u16::from(*i))
}

/// Prints a `hwreg(...)` immediate: `hwreg(NAME)` for the whole register, else
/// `hwreg(NAME, offset, size)`; unnamed ids print as numbers.
///
/// # Errors
/// Only those of `out`.
pub fn print_hwreg(v: u16, target: &Target, out: &mut impl Write) -> fmt::Result {
    let id = v & 0x3f;
    let offset = (v >> 6) & 0x1f;
    let size = ((v >> 11) & 0x1f) + 1;
    out.write_str("hwreg(")?;
    match hwreg_name(id, target) {
        Some(n) => out.write_str(n)?,
        None => write!(out, "{id}")?,
    }
    if offset != 0 || size != 32 {
        write!(out, ", {offset}, {size}")?;
    }
    out.write_char(')')
}

/// The text llvm-mc prints for a `sendmsg` immediate (`sendmsg(...)` or a plain number).
#[must_use]
pub fn sendmsg_text(v: u16, target: &Target) -> Option<&'static str> {
    let start = SENDMSG.partition_point(|(x, _, _)| *x < v);
    SENDMSG[start..]
        .iter()
        .take_while(|(x, _, _)| *x == v)
        .find(|(_, p, _)| target.has_procs(*p))
        .map(|e| e.2)
}

/// Prints a `sendmsg(...)` immediate.
///
/// # Errors
/// Only those of `out`.
pub fn print_sendmsg(v: u16, target: &Target, out: &mut impl Write) -> fmt::Result {
    // Bits above 9 are ignored by the symbolic form; an immediate without one prints whole.
    match sendmsg_text(v & 0x3ff, target) {
        Some(t) if t.starts_with("sendmsg(") && (v < 0x400 || t.contains("MSG_")) => out.write_str(t),
        _ => write!(out, "{v}"),
    }
}

/// The `gpr_idx` mode names, bit i = `GPR_IDX_NAMES[i]`.
pub const GPR_IDX_NAMES: [&str; 4] = ["SRC0", "SRC1", "SRC2", "DST"];

/// Prints a `gpr_idx(...)` immediate (values above 15 as hexadecimal numbers).
///
/// # Errors
/// Only those of `out`.
pub fn print_gpr_idx(v: u16, out: &mut impl Write) -> fmt::Result {
    if v > 15 {
        return write!(out, "{v:#x}");
    }
    out.write_str("gpr_idx(")?;
    let mut sep = "";
    for (i, n) in GPR_IDX_NAMES.iter().enumerate() {
        if v & (1 << i) != 0 {
            write!(out, "{sep}{n}")?;
            sep = ",";
        }
    }
    out.write_char(')')
}

/// The `s_version` names (GFX10+) of the low byte and of the flag bits, as llvm-mc-19 prints
/// and takes them (observed: `s_version UC_VERSION_GFX10|UC_VERSION_W64_BIT`).
const UC_VERSIONS: [(u16, &str); 4] =
    [(0, "UC_VERSION_GFX7"), (4, "UC_VERSION_GFX10"), (6, "UC_VERSION_GFX11"), (9, "UC_VERSION_GFX12")];
const UC_VERSION_BITS: [(u16, &str); 3] =
    [(0x2000, "UC_VERSION_W64_BIT"), (0x4000, "UC_VERSION_W32_BIT"), (0x8000, "UC_VERSION_MDP_BIT")];

/// Prints an `s_version` immediate: with bits 12:8 clear, the version byte (by name or in
/// decimal) joined with the names of the flag bits, each join but the last parenthesised
/// (`(UC_VERSION_GFX12|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT`); otherwise hexadecimal.
///
/// # Errors
/// Only those of `out`.
pub fn print_uc_version(v: u16, out: &mut impl Write) -> fmt::Result {
    if v & 0x1f00 != 0 {
        return crate::print::write_hex(out, u32::from(v));
    }
    let flags = UC_VERSION_BITS.iter().filter(|(b, _)| v & b != 0).count();
    for _ in 1..flags {
        out.write_char('(')?;
    }
    match UC_VERSIONS.iter().find(|(n, _)| *n == v & 0xff) {
        Some((_, name)) => out.write_str(name)?,
        None => crate::print::write_dec(out, u32::from(v & 0xff))?,
    }
    let mut left = flags;
    for (bit, name) in UC_VERSION_BITS {
        if v & bit != 0 {
            out.write_char('|')?;
            out.write_str(name)?;
            left -= 1;
            if left > 0 {
                out.write_char(')')?;
            }
        }
    }
    Ok(())
}

/// Parses an `s_version` operand made of version and flag names (and numbers) joined by `|`,
/// parentheses allowed; `None` when `t` (lower case) names none of them, so that the caller
/// evaluates it as an expression.
#[must_use]
pub fn parse_uc_version(t: &str) -> Option<u16> {
    if !t.contains("uc_version_") {
        return None;
    }
    let mut v = 0u16;
    for part in t.split('|') {
        let p = part.trim().trim_matches(['(', ')', ' ']);
        let named = UC_VERSIONS.iter().chain(&UC_VERSION_BITS).find(|(_, n)| n.eq_ignore_ascii_case(p));
        v |= match named {
            Some((x, _)) => *x,
            None => match p.strip_prefix("0x") {
                Some(h) => u16::from_str_radix(h, 16).ok()?,
                None => p.parse().ok()?,
            },
        };
    }
    Some(v)
}

/// The `s_waitcnt_depctr` fields in llvm-mc-19's print order: (name, first bit, width, first
/// processor version (major, minor) that has it). Observed by disassembling immediates on
/// gfx1010 and gfx1030: a field's default is its maximum (no wait); `depctr_hold_cnt` (bit 7)
/// exists from gfx1030 on.
pub static DEPCTR_FIELDS: [(&str, u32, u32, (u32, u32)); 7] = [
    ("depctr_hold_cnt", 7, 1, (10, 3)),
    ("depctr_sa_sdst", 0, 1, (10, 0)),
    ("depctr_va_vdst", 12, 4, (10, 0)),
    ("depctr_va_sdst", 9, 3, (10, 0)),
    ("depctr_va_ssrc", 8, 1, (10, 0)),
    ("depctr_va_vcc", 1, 1, (10, 0)),
    ("depctr_vm_vsrc", 2, 3, (10, 0)),
];

/// The `s_waitcnt_depctr` fields `target` has.
fn depctr_fields(target: &Target) -> impl Iterator<Item = &'static (&'static str, u32, u32, (u32, u32))> {
    let v = target.processor().version.map_or((0, 0), |v| (v.major, v.minor));
    DEPCTR_FIELDS.iter().filter(move |f| f.3 <= v)
}

/// Prints an `s_waitcnt_depctr` immediate as llvm-mc-19 does: hexadecimal when a bit outside
/// the fields is set; else the fields that are not at their maximum, or all of them when every
/// field is.
///
/// # Errors
/// Only those of `out`.
pub fn print_depctr(v: u16, target: &Target, out: &mut impl Write) -> fmt::Result {
    let v = u32::from(v);
    let mask = depctr_fields(target).fold(0u32, |m, f| m | ((1 << f.2) - 1) << f.1);
    if v & !mask != 0 {
        return crate::print::write_hex(out, v);
    }
    let value = |f: &(&str, u32, u32, (u32, u32))| (v >> f.1) & ((1 << f.2) - 1);
    let all = v == mask;
    let mut first = true;
    for f in depctr_fields(target) {
        let n = value(f);
        if all || n != (1 << f.2) - 1 {
            if !first {
                out.write_char(' ')?;
            }
            first = false;
            write!(out, "{}({n})", f.0)?;
        }
    }
    Ok(())
}

/// Parses `depctr_*(n)` fields (lower case), separated by blanks, `&` or `,`; fields not
/// given are at their maximum. Errors name an unknown or repeated field or a value that does
/// not fit.
///
/// # Errors
/// The message for the caller's diagnostic.
pub fn parse_depctr(t: &str, target: &Target) -> Result<u16, String> {
    let mut v: u32 = depctr_fields(target).fold(0u32, |m, f| m | ((1 << f.2) - 1) << f.1);
    let mut seen = 0u32;
    let mut rest = t.trim();
    while !rest.is_empty() {
        let (name, after) = rest.split_once('(').ok_or("expected a left parenthesis")?;
        let name = name.trim();
        let (num, after) = after.split_once(')').ok_or("expected a closing parenthesis")?;
        let (i, f) = depctr_fields(target)
            .enumerate()
            .find(|(_, f)| f.0 == name)
            .ok_or_else(|| format!("invalid counter name {name}"))?;
        if seen & 1 << i != 0 {
            return Err(format!("duplicate counter name {name}"));
        }
        seen |= 1 << i;
        let n: u32 = num.trim().parse().map_err(|_| "expected absolute expression".to_string())?;
        if n >= 1 << f.2 {
            return Err(format!("invalid value for {name}"));
        }
        v = v & !(((1 << f.2) - 1) << f.1) | n << f.1;
        rest = after.trim_start();
        if let Some(r) = rest.strip_prefix(['&', ',']) {
            rest = r.trim_start();
            if rest.is_empty() {
                return Err("expected a counter name".into());
            }
        }
    }
    Ok(v as u16)
}

#[cfg(test)]
mod depctr_tests {
    use super::*;

    /// Texts llvm-mc-19 (19.1.7) prints for these immediates; each parses back to its value.
    #[test]
    fn depctr_prints_and_parses_like_llvm_mc() {
        let all0 = "depctr_sa_sdst(0) depctr_va_vdst(0) depctr_va_sdst(0) depctr_va_ssrc(0) depctr_va_vcc(0) depctr_vm_vsrc(0)";
        let cases: [(&str, u16, String); 8] = [
            ("gfx1010", 0x0000, all0.to_string()),
            ("gfx1030", 0x0000, format!("depctr_hold_cnt(0) {all0}")),
            ("gfx1010", 0x0020, "0x20".into()),
            ("gfx1010", 0x0080, "0x80".into()),
            ("gfx1030", 0x0080, all0.to_string()),
            ("gfx1010", 0xff1f, "depctr_sa_sdst(1) depctr_va_vdst(15) depctr_va_sdst(7) depctr_va_ssrc(1) depctr_va_vcc(1) depctr_vm_vsrc(7)".into()),
            ("gfx1030", 0xff1f, "depctr_hold_cnt(0)".into()),
            ("gfx1030", 0x7f1f, "depctr_hold_cnt(0) depctr_va_vdst(7)".into()),
        ];
        for (cpu, v, want) in cases {
            let t = Target::new(cpu).unwrap();
            let mut s = String::new();
            print_depctr(v, &t, &mut s).unwrap();
            assert_eq!(s, want, "{cpu} {v:#x}");
            if !want.starts_with("0x") {
                assert_eq!(parse_depctr(&want, &t), Ok(v), "{cpu} {want}");
            }
        }
        let t = Target::new("gfx1010").unwrap();
        assert_eq!(parse_depctr("depctr_va_vdst(14) & depctr_va_sdst(6), depctr_vm_vsrc(6)", &t), Ok(0xed1b));
        assert!(parse_depctr("depctr_hold_cnt(0)", &t).is_err());
        assert!(parse_depctr("depctr_va_vdst(16)", &t).is_err());
        assert!(parse_depctr("depctr_vm_vsrc(0) ,", &t).is_err());
        assert!(parse_depctr("depctr_vm_vsrc(0) depctr_vm_vsrc(1)", &t).is_err());
    }
}
