//! Decoding a code section into items (instructions or undecoded words), finding branch
//! targets and PC-relative address computations.

use std::collections::BTreeMap;
use std::fmt::{self, Write};

use amdgpu_isa::table::ImmFmt;
use amdgpu_isa::{DecodeError, DecodeErrorKind, ExprHandle, Inst, Operand, Reg, Symbolizer, Target};

/// One piece of a code section.
#[derive(Debug, Clone)]
pub(crate) enum Item {
    /// A decoded instruction of `len` bytes at `off`.
    Inst { off: u64, len: usize, inst: Inst },
    /// Undecoded dwords (or trailing bytes) at `off`, with the reason.
    Raw { off: u64, len: usize, why: String },
    /// A kernel descriptor or `amd_kernel_code_t` printed as a directive block.
    Block { off: u64, len: usize },
}

impl Item {
    pub fn off(&self) -> u64 {
        match self {
            Item::Inst { off, .. } | Item::Raw { off, .. } | Item::Block { off, .. } => *off,
        }
    }
    pub fn len(&self) -> usize {
        match self {
            Item::Inst { len, .. } | Item::Raw { len, .. } | Item::Block { len, .. } => *len,
        }
    }
    /// The same item `by` bytes further on.
    pub fn shifted(mut self, by: u64) -> Item {
        match &mut self {
            Item::Inst { off, .. } | Item::Raw { off, .. } | Item::Block { off, .. } => *off += by,
        }
        self
    }
}

/// Size of a GFX8/GFX9 instruction whose encoding the ISA layer does not decode yet, from the
/// encoding bits of its first dword (SMEM, EXP, DS, FLAT/GLOBAL/SCRATCH, MUBUF, MTBUF and MIMG
/// are 8 bytes; VINTRP is 4).
fn unsupported_size(w: u32) -> Option<(usize, &'static str)> {
    match w >> 26 {
        0b110000 => Some((8, "SMEM")),
        0b110001 => Some((8, "EXP")),
        0b110110 => Some((8, "DS")),
        0b110111 => Some((8, "FLAT")),
        0b111000 => Some((8, "MUBUF")),
        0b111010 => Some((8, "MTBUF")),
        0b111100 => Some((8, "MIMG")),
        0b110101 => Some((4, "VINTRP")),
        _ => None,
    }
}

/// Decodes `bytes` (a code section). `no_straddle(start, end)` is false when an instruction
/// over `start..end` would swallow a label or descriptor; such words are printed as data.
pub(crate) fn decode_section(
    bytes: &[u8],
    target: Option<&Target>,
    no_straddle: &dyn Fn(u64, u64) -> bool,
) -> Vec<Item> {
    let mut items = Vec::new();
    let mut pos = 0usize;
    while pos < bytes.len() {
        let rest = &bytes[pos..];
        if rest.len() < 4 {
            items.push(Item::Raw { off: pos as u64, len: rest.len(), why: "trailing bytes".into() });
            break;
        }
        let decoded = match target {
            Some(t) => amdgpu_isa::decode(rest, t).map_err(|e| why_text(&e, rest)),
            None => Err("no instruction tables for this processor".to_string()),
        };
        match decoded {
            Ok((inst, len)) if no_straddle(pos as u64, (pos + len) as u64) => {
                items.push(Item::Inst { off: pos as u64, len, inst });
                pos += len;
            }
            Ok(_) => {
                items.push(Item::Raw {
                    off: pos as u64,
                    len: 4,
                    why: "a label or relocation splits it".into(),
                });
                pos += 4;
            }
            Err(why) => {
                let w = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]);
                let len = match unsupported_size(w) {
                    Some((n, _)) if n <= rest.len() && no_straddle(pos as u64, (pos + n) as u64) => n,
                    _ => 4,
                };
                items.push(Item::Raw { off: pos as u64, len, why });
                pos += len;
            }
        }
    }
    items
}

fn why_text(e: &DecodeError, rest: &[u8]) -> String {
    match e.kind {
        DecodeErrorKind::UnsupportedEncoding => {
            let w = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]);
            match unsupported_size(w) {
                Some((_, name)) => format!("{name} not decoded yet"),
                None => "unsupported encoding".into(),
            }
        }
        k => k.to_string(),
    }
}

/// True for instructions whose simm16 is a branch offset.
pub(crate) fn is_branch(inst: &Inst) -> bool {
    inst.desc().imm == ImmFmt::Label
}

/// The byte offset (in the section) a branch at `off` goes to.
pub(crate) fn branch_target(inst: &Inst, off: u64) -> Option<u64> {
    let simm = inst.operands().iter().find_map(|o| match o {
        Operand::Imm(v) => Some(*v as u16 as i16),
        _ => None,
    })?;
    let t = off as i64 + 4 + i64::from(simm) * 4;
    u64::try_from(t).ok()
}

/// Prints branch targets from a label table.
pub(crate) struct Labels<'a> {
    pub off: u64,
    pub names: &'a BTreeMap<u64, String>,
}

impl Symbolizer for Labels<'_> {
    fn branch_target(&self, simm16: i16, out: &mut dyn Write) -> Option<fmt::Result> {
        let t = u64::try_from(self.off as i64 + 4 + i64::from(simm16) * 4).ok()?;
        let name = self.names.get(&t)?;
        Some(out.write_str(name))
    }
}

/// Prints every branch target as one fixed text (a relocated branch: `s_branch sym+4`).
pub(crate) struct Fixed(pub String);

impl Symbolizer for Fixed {
    fn branch_target(&self, _simm16: i16, out: &mut dyn Write) -> Option<fmt::Result> {
        Some(out.write_str(&self.0))
    }
}

/// A PC-relative address computation found in linked code: the literal at `lit_off` (lo or
/// hi half) of `s_getpc_b64` at `getpc_off` + a 64-bit displacement.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PcRel {
    pub getpc_off: u64,
    pub lit_off: u64,
    pub hi: bool,
    /// Displacement from the address after `s_getpc_b64`.
    pub disp: i64,
}

fn sgpr(op: Operand) -> Option<(u16, u8)> {
    match op {
        Operand::Reg(Reg { file: amdgpu_isa::RegFile::Scalar, index, count }) => Some((index, count)),
        _ => None,
    }
}

fn literal(op: Operand) -> Option<u32> {
    match op {
        Operand::Literal(v) => Some(v),
        _ => None,
    }
}

/// Finds `s_getpc_b64 s[n:n+1]` followed (within a few instructions) by
/// `s_add_u32 sn, sn, lit` and directly by `s_addc_u32 sn+1, sn+1, lit`.
pub(crate) fn find_pc_rel(items: &[Item]) -> Vec<PcRel> {
    let mut out = Vec::new();
    for (i, it) in items.iter().enumerate() {
        let Item::Inst { off, inst, .. } = it else { continue };
        if inst.mnemonic() != "s_getpc_b64" {
            continue;
        }
        let Some((n, 2)) = inst.operands().first().copied().and_then(sgpr) else { continue };
        for j in i + 1..items.len().min(i + 6) {
            let Item::Inst { off: add_off, len: add_len, inst: add } = &items[j] else { break };
            let ops = add.operands();
            if add.mnemonic() == "s_add_u32" && ops.len() == 3 {
                let (d, s0) = (sgpr(ops[0]), sgpr(ops[1]));
                let (Some(lo), true) = (literal(ops[2]), d == Some((n, 1)) && s0 == Some((n, 1))) else {
                    break;
                };
                let Some(Item::Inst { off: addc_off, len: addc_len, inst: addc }) = items.get(j + 1) else {
                    break;
                };
                let ops2 = addc.operands();
                if addc.mnemonic() != "s_addc_u32" || ops2.len() != 3 {
                    break;
                }
                let ok2 = sgpr(ops2[0]) == Some((n + 1, 1)) && sgpr(ops2[1]) == Some((n + 1, 1));
                let Some(hi) = literal(ops2[2]).filter(|_| ok2) else { break };
                let disp = ((u64::from(hi) << 32) | u64::from(lo)) as i64;
                // The literal is the last dword of each instruction.
                let lit = |o: u64, len: usize| o + len as u64 - 4;
                out.push(PcRel { getpc_off: *off, lit_off: lit(*add_off, *add_len), hi: false, disp });
                out.push(PcRel { getpc_off: *off, lit_off: lit(*addc_off, *addc_len), hi: true, disp });
                break;
            }
            // Anything that writes s[n:n+1] ends the search.
            if ops.first().copied().and_then(sgpr).is_some_and(|(r, c)| r <= n + 1 && n < r + u16::from(c)) {
                break;
            }
        }
    }
    out
}

/// Prints `inst` with the literal replaced by `expr` (a relocation or symbolic address).
pub(crate) fn print_with_expr(
    inst: &Inst,
    target: &Target,
    sym: &dyn Symbolizer,
    expr: Option<&str>,
) -> Option<String> {
    let mut inst = *inst;
    if let Some(e) = expr {
        let slot = inst.operands.iter_mut().find(|o| matches!(o, Operand::Literal(_)))?;
        *slot = Operand::Expr(ExprHandle(0));
        let mut s = String::new();
        amdgpu_isa::print_with(&inst, target, sym, &mut s).ok()?;
        let marker = "<expr0>";
        if !s.contains(marker) {
            return None;
        }
        return Some(s.replacen(marker, e, 1));
    }
    let mut s = String::new();
    amdgpu_isa::print_with(&inst, target, sym, &mut s).ok()?;
    Some(s)
}

/// False when `text` parses (with the ISA layer's parser) and encodes to bytes other than
/// `bytes`: a non-canonical encoding (e.g. a literal that an assembler would turn into an
/// inline constant), which must be printed as data to come back exactly. Text the parser does
/// not take is trusted.
pub(crate) fn reencodes(inst: &Inst, text: &str, target: &Target, bytes: &[u8]) -> bool {
    // Only a literal can be folded into another encoding; skip the parse for everything else.
    if !inst.operands().iter().any(|o| matches!(o, Operand::Literal(_))) {
        return true;
    }
    let Ok(inst) = amdgpu_isa::parse_inst(text, target, &mut amdgpu_isa::PlainExprs) else {
        return true;
    };
    let mut out = Vec::with_capacity(bytes.len());
    match amdgpu_isa::encode(&inst, target, &mut out) {
        Ok(_) => out == bytes,
        Err(_) => true,
    }
}
