//! DPP controls (GFX8/GFX9 `dpp_ctrl`, GFX10 DPP16 and DPP8): printing and parsing.

use std::fmt::{self, Write};

/// True when `ctrl` is a defined GFX8/GFX9 `dpp_ctrl` value.
#[must_use]
pub fn valid_ctrl(ctrl: u16) -> bool {
    matches!(ctrl, 0..=0xff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x130 | 0x134 | 0x138 | 0x13c | 0x140..=0x143)
}

/// Prints a `dpp_ctrl` value as llvm-mc-19 does for a processor: `row_newbcast:n`
/// (0x150..=0x15f) on gfx90a, where 64-bit operations (`dp64`) take nothing else; controls the
/// processor does not have print as llvm-mc's comments (with its spacing: the text follows one
/// space, the comments about row_newbcast and DP ALU two).
///
/// # Errors
/// Only those of `out`.
pub fn print_ctrl_for(ctrl: u16, gfx90a: bool, dp64: bool, out: &mut impl Write) -> fmt::Result {
    match ctrl {
        0x150..=0x15f if gfx90a => write!(out, "row_newbcast:{}", ctrl & 0xf),
        0x150..=0x15f => {
            out.write_str(" /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */")
        }
        _ if dp64 => out.write_str(" /* DP ALU dpp only supports row_newbcast */"),
        0x160..=0x16f => out.write_str("/* row_xmask is not supported on ASICs earlier than GFX10 */"),
        _ if !valid_ctrl(ctrl) => out.write_str("/* Invalid dpp_ctrl value */"),
        _ => print_ctrl(ctrl, out),
    }
}

/// Prints a `dpp_ctrl` value (`quad_perm:[0,1,2,3]`, `row_shl:1`, `wave_ror:1`, ...).
///
/// # Errors
/// Only those of `out`.
pub fn print_ctrl(ctrl: u16, out: &mut impl Write) -> fmt::Result {
    match ctrl {
        0..=0xff => write!(
            out,
            "quad_perm:[{},{},{},{}]",
            ctrl & 3,
            (ctrl >> 2) & 3,
            (ctrl >> 4) & 3,
            (ctrl >> 6) & 3
        ),
        0x101..=0x10f => write!(out, "row_shl:{}", ctrl & 0xf),
        0x111..=0x11f => write!(out, "row_shr:{}", ctrl & 0xf),
        0x121..=0x12f => write!(out, "row_ror:{}", ctrl & 0xf),
        0x130 => out.write_str("wave_shl:1"),
        0x134 => out.write_str("wave_rol:1"),
        0x138 => out.write_str("wave_shr:1"),
        0x13c => out.write_str("wave_ror:1"),
        0x140 => out.write_str("row_mirror"),
        0x141 => out.write_str("row_half_mirror"),
        0x142 => out.write_str("row_bcast:15"),
        0x143 => out.write_str("row_bcast:31"),
        _ => write!(out, "dpp_ctrl:{ctrl:#x}"),
    }
}

/// Parses a `dpp_ctrl` modifier word (lower case); `None` when `w` is not one.
#[must_use]
pub fn parse_ctrl(w: &str) -> Option<Result<u16, String>> {
    let num = |s: &str| crate::parse::parse_int(s).and_then(|v| u16::try_from(v).ok());
    if let Some(list) = w.strip_prefix("quad_perm:") {
        let inner = list.strip_prefix('[').and_then(|l| l.strip_suffix(']'));
        let Some(inner) = inner else { return Some(Err("expected quad_perm:[a,b,c,d]".into())) };
        let lanes: Vec<Option<u16>> = inner.split(',').map(|s| num(s.trim())).collect();
        if lanes.len() != 4 || lanes.iter().any(|l| l.is_none_or(|v| v > 3)) {
            return Some(Err("quad_perm needs four lane numbers 0..3".into()));
        }
        let v = lanes.iter().enumerate().map(|(i, l)| l.unwrap_or(0) << (2 * i)).sum();
        return Some(Ok(v));
    }
    let ranged = |prefix: &str, base: u16| -> Option<Result<u16, String>> {
        let v = w.strip_prefix(prefix)?;
        Some(match num(v) {
            Some(n) if (1..=15).contains(&n) => Ok(base | n),
            _ => Err(format!("{prefix} needs a value 1..15")),
        })
    };
    if let Some(r) =
        ranged("row_shl:", 0x100).or_else(|| ranged("row_shr:", 0x110)).or_else(|| ranged("row_ror:", 0x120))
    {
        return Some(r);
    }
    for (prefix, base) in [("row_share:", ROW_SHARE_WRITTEN | 0x150), ("row_xmask:", 0x160)] {
        if let Some(v) = w.strip_prefix(prefix) {
            return Some(match num(v) {
                Some(n) if n <= 15 => Ok(base | n),
                _ => Err(format!("invalid {prefix} value")),
            });
        }
    }
    if let Some(v) = w.strip_prefix("row_newbcast:") {
        return Some(match num(v) {
            Some(n) if n <= 15 => Ok(0x150 | n),
            _ => Err("invalid row_newbcast value".into()),
        });
    }
    let fixed = match w {
        "wave_shl:1" => 0x130,
        "wave_rol:1" => 0x134,
        "wave_shr:1" => 0x138,
        "wave_ror:1" => 0x13c,
        "row_mirror" => 0x140,
        "row_half_mirror" => 0x141,
        "row_bcast:15" => 0x142,
        "row_bcast:31" => 0x143,
        _ => {
            if ["wave_shl:", "wave_rol:", "wave_shr:", "wave_ror:", "row_bcast:"]
                .iter()
                .any(|p| w.starts_with(p))
            {
                return Some(Err(format!("invalid value in '{w}'")));
            }
            return None;
        }
    };
    Some(Ok(fixed))
}

/// Set by [`parse_ctrl`] on `row_share:n` (0x150 | n, the value of gfx90a's `row_newbcast:n`)
/// so that the parser can tell the two spellings apart; cleared before encoding.
pub const ROW_SHARE_WRITTEN: u16 = 0x1000;

/// Marks [`crate::Mods::dpp8`] as set (the lane selects are bits 23:0).
pub const DPP8: u32 = 1 << 31;

/// Prints a GFX10+ DPP8 word's controls: `dpp8:[a,..,h]` (three bits per lane) and `fi:1`.
///
/// # Errors
/// Only those of `out`.
pub fn print_dpp8(sel: u32, fi: bool, out: &mut impl Write) -> fmt::Result {
    out.write_str("dpp8:[")?;
    for i in 0..8 {
        if i > 0 {
            out.write_char(',')?;
        }
        write!(out, "{}", (sel >> (3 * i)) & 7)?;
    }
    out.write_char(']')?;
    if fi {
        out.write_str(" fi:1")?;
    }
    Ok(())
}

/// Prints a GFX10+ (DPP16) `dpp_ctrl` as llvm-mc-19 does: `row_share:n` (0x150..=0x15f) and
/// `row_xmask:n` (0x160..=0x16f) are new, the wave shifts and row broadcasts are gone (a
/// comment says so), other undefined values are "Invalid".
///
/// # Errors
/// Only those of `out`.
pub fn print_ctrl_dpp16(ctrl: u16, out: &mut impl Write) -> fmt::Result {
    match ctrl {
        0x150..=0x15f => write!(out, "row_share:{}", ctrl & 0xf),
        0x160..=0x16f => write!(out, "row_xmask:{}", ctrl & 0xf),
        0x130 | 0x134 | 0x138 | 0x13c => {
            let name = match ctrl {
                0x130 => "wave_shl",
                0x134 => "wave_rol",
                0x138 => "wave_shr",
                _ => "wave_ror",
            };
            write!(out, "/* {name} is not supported starting from GFX10 */")
        }
        0x142 | 0x143 => out.write_str("/* row_bcast is not supported starting from GFX10 */"),
        _ if !valid_ctrl(ctrl) => out.write_str("/* Invalid dpp_ctrl value */"),
        _ => print_ctrl(ctrl, out),
    }
}

/// Parses the GFX10+ DPP modifiers that are not a `dpp_ctrl`: `fi:0`/`fi:1` and
/// `dpp8:[a,..,h]` (lane selects 0..7), setting `fi` and `dpp8`; `None` when `w` (lower case)
/// is neither.
pub fn parse_dpp16_extra(w: &str, fi: &mut bool, dpp8: &mut u32) -> Option<Result<(), String>> {
    if let Some(v) = w.strip_prefix("fi:") {
        return Some(match v {
            "0" | "1" => {
                *fi = v == "1";
                Ok(())
            }
            _ => Err("invalid fi value".into()),
        });
    }
    let list = w.strip_prefix("dpp8:")?;
    let inner = list.strip_prefix('[').and_then(|l| l.strip_suffix(']'));
    let Some(inner) = inner else { return Some(Err("expected dpp8:[a,b,c,d,e,f,g,h]".into())) };
    let mut sel = 0u32;
    let mut n = 0;
    for (i, s) in inner.split(',').enumerate() {
        match crate::parse::parse_int(s.trim()) {
            Some(v @ 0..=7) if i < 8 => sel |= (v as u32) << (3 * i),
            _ => return Some(Err("expected a 3-bit value".into())),
        }
        n += 1;
    }
    if n != 8 {
        return Some(Err("expected dpp8:[a,b,c,d,e,f,g,h]".into()));
    }
    *dpp8 = DPP8 | sel;
    Some(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(ctrl: u16, gfx90a: bool, dp64: bool) -> String {
        let mut s = String::new();
        print_ctrl_for(ctrl, gfx90a, dp64, &mut s).unwrap();
        s
    }

    /// The texts llvm-mc-19 prints (observed with `-disassemble` on gfx900 and gfx90a).
    #[test]
    fn controls_print_per_processor() {
        assert_eq!(text(0x151, true, true), "row_newbcast:1");
        assert_eq!(text(0x150, true, false), "row_newbcast:0");
        assert_eq!(
            text(0x151, false, false),
            " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */"
        );
        assert_eq!(text(0xe4, true, true), " /* DP ALU dpp only supports row_newbcast */");
        assert_eq!(text(0xe4, true, false), "quad_perm:[0,1,2,3]");
        assert_eq!(text(0x161, false, false), "/* row_xmask is not supported on ASICs earlier than GFX10 */");
        assert_eq!(text(0x100, false, false), "/* Invalid dpp_ctrl value */");
        assert_eq!(parse_ctrl("row_newbcast:15"), Some(Ok(0x15f)));
        assert!(matches!(parse_ctrl("row_newbcast:16"), Some(Err(_))));
    }
}
