//! The real instruction back end: `amdgpu-isa`'s parser and encoder behind
//! [`InstructionBackend`].

use crate::backend::{
    EncodedInst, ExprContext, ExprHandle, InstError, InstFixup, InstructionBackend, OperandExpr,
};
use crate::section::FixupKind;
use amdgpu_isa::{ExprValue, Operand, OperandExprs, RegFile, Target, WaveSize};
use std::sync::Arc;

/// Encodes instructions for one processor with `amdgpu-isa`.
///
/// A generic processor (`gfx9-generic`) has no table of its own: llvm-mc-19 accepts exactly the
/// instructions every processor it covers accepts (it rejects `v_mad_mix_f32`, gfx900 only,
/// and `v_fma_mix_f32`, gfx906 only, with "instruction not supported on this GPU"). The back
/// end encodes with the first covered processor and checks the instruction on the others.
#[derive(Debug, Clone)]
pub struct IsaBackend {
    /// Shared, not copied, by the back end's forks (the tables are only read).
    target: Arc<Target>,
    /// For a generic processor: the other processors it covers.
    also: Arc<[Target]>,
    /// Register names of `target` that vary by processor.
    regs: RegSet,
}

impl IsaBackend {
    /// The back end for processor `mcpu`.
    ///
    /// # Errors
    /// A message when `amdgpu-isa` has no tables for the processor (for a generic processor,
    /// for one of the processors it covers).
    pub fn new(mcpu: &str) -> Result<Self, String> {
        IsaBackend::with_features(mcpu, "")
    }

    /// The back end for processor `mcpu` with llvm-mc's `-mattr` features `mattr`
    /// (`+wavefrontsize64`: lane masks are SGPR pairs on a GFX10 processor; a wave size the
    /// processor lacks is ignored, as llvm-mc-19 does).
    ///
    /// # Errors
    /// As [`IsaBackend::new`].
    pub fn with_features(mcpu: &str, mattr: &str) -> Result<Self, String> {
        let wave = WaveSize::from_mattr(mattr);
        let target = |name: &str| Target::with_wave_size_if_any(name, wave);
        // Generic targets (`gfx9-generic`, and LLVM's `generic` with the GFX6 instructions)
        // accept what every processor they cover accepts.
        let generic = amdgpu_target::processor(mcpu).filter(|p| !p.covers.is_empty());
        let Some(p) = generic else {
            return target(mcpu)
                .map(|target| IsaBackend {
                    regs: RegSet::of(&target),
                    target: Arc::new(target),
                    also: Arc::new([]),
                })
                .map_err(|e| e.to_string());
        };
        let mut targets = Vec::with_capacity(p.covers.len());
        for name in p.covers {
            targets.push(target(name).map_err(|e| format!("{mcpu}: {e}"))?);
        }
        let target = targets.remove(0);
        Ok(IsaBackend { regs: RegSet::of(&target), target: Arc::new(target), also: targets.into() })
    }
}

/// Replays the operand values of the first parse when checking the other processors of a
/// generic target, so each operand expression is recorded once.
struct Replay<'x> {
    seen: &'x [(String, ExprValue)],
}

impl OperandExprs for Replay<'_> {
    fn eval(&mut self, text: &str) -> Result<ExprValue, String> {
        self.seen
            .iter()
            .find(|(t, _)| t == text)
            .map(|(_, v)| *v)
            .ok_or_else(|| "expression not seen on the first processor".to_string())
    }
}

/// Adapts the assembler's [`ExprContext`] to `amdgpu-isa`'s [`OperandExprs`].
struct Adapter<'x> {
    exprs: &'x mut dyn ExprContext,
    stmt: &'x str,
    /// Quoted symbol names replaced by placeholders in `stmt`: (placeholder, original).
    quoted: &'x [(String, String)],
    /// Every operand text evaluated, with its value (for [`Replay`]; only for a generic
    /// processor).
    seen: Vec<(String, ExprValue)>,
    /// Whether to fill `seen`.
    record: bool,
    /// What the processor has, for [`reserved_register`].
    regs: RegSet,
}

/// The register names a processor has beyond the common ones.
#[derive(Clone, Copy, Debug)]
struct RegSet {
    xnack_mask: bool,
    agprs: bool,
}

impl RegSet {
    fn of(target: &Target) -> Self {
        RegSet {
            xnack_mask: target.processor().features.contains(&amdgpu_target::Feature::Xnack),
            agprs: target.has_agprs(),
        }
    }
}

/// Replaces each quoted symbol name (`"odd name"`) by a placeholder identifier of the same
/// length, so `amdgpu-isa`'s operand splitter (which does not know about quotes and splits the
/// last operand at blanks) sees one word, and error offsets stay those of the original text.
/// Returns `None` when there is nothing to replace or a name is too short for a placeholder.
fn hide_quoted(text: &str) -> Option<(String, Vec<(String, String)>)> {
    if !text.contains('"') {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut map = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('"') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let end = after.find('"')?;
        let original = &rest[start..start + end + 2];
        if inside_swizzle(&out, &rest[..start]) {
            // `swizzle(BITMASK_PERM, "01pip")`: a string operand of the ISA, not a symbol name.
            out.push_str(original);
            rest = &after[end + 1..];
            continue;
        }
        let tag = format!("__{}", map.len());
        if original.len() < tag.len() {
            return None;
        }
        let placeholder = format!("{tag}{}", "_".repeat(original.len() - tag.len()));
        out.push_str(&placeholder);
        map.push((placeholder, original.to_string()));
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Some((out, map))
}

/// Whether a quote at the end of `done` + `pending` opens an argument of `swizzle(...)`.
fn inside_swizzle(done: &str, pending: &str) -> bool {
    let last = |t: &str| t.rfind("swizzle(").map(|i| !t[i..].contains(')'));
    last(pending).or_else(|| (!pending.contains(')')).then(|| last(done)).flatten()).unwrap_or(false)
}

impl OperandExprs for Adapter<'_> {
    fn eval(&mut self, text: &str) -> Result<ExprValue, String> {
        // The operand text is a slice of the statement when the parser passes it through;
        // otherwise report at the statement start.
        let base = self.stmt.as_ptr() as usize;
        let at = text.as_ptr() as usize;
        let offset = if at >= base && at + text.len() <= base + self.stmt.len() { at - base } else { 0 };
        if let Some(msg) = reserved_register(text.trim(), self.regs) {
            return Err(msg.into());
        }
        if has_float_literal(text) {
            // `-1.0 + 10000000000`, `1.0 + t`: a floating-point number is an operand of its
            // own, never part of an expression (llvm-mc-19).
            return Err("invalid operand for instruction".into());
        }
        let value = if self.quoted.is_empty() {
            self.exprs.expr(text, offset)?
        } else {
            let mut restored = text.to_string();
            for (placeholder, original) in self.quoted {
                restored = restored.replace(placeholder.as_str(), original);
            }
            self.exprs.expr(&restored, offset)?
        };
        let value = match value {
            OperandExpr::Absolute(v) => ExprValue::Abs(v),
            OperandExpr::Relocatable(h) => ExprValue::Reloc(amdgpu_isa::ExprHandle(h.0)),
        };
        if self.record && self.seen.len() < MAX_REPLAY {
            self.seen.push((text.to_string(), value));
        }
        Ok(value)
    }
}

/// A register name of some AMDGPU processor that `amdgpu-isa` passed on as an expression
/// because the chosen processor does not have it (`ttmp12`-`ttmp15` before GFX9, `tba`/`tma`
/// and their halves from GFX9 on, `null` before GFX10, `xnack_mask` without xnack, `s102`-`s105`,
/// AGPRs before gfx908), or a numbered register past the end of its file (`ttmp16`, `s106`,
/// `v256`, `a256`): llvm-mc-19 never reads these names as symbols in an operand and rejects
/// them with these messages (probed on gfx803 and gfx900).
fn reserved_register(name: &str, regs: RegSet) -> Option<&'static str> {
    const OUT_OF_RANGE: &str = "register index is out of range";
    const NOT_AVAILABLE: &str = "register not available on this GPU";
    let numbered = |prefix: &str| {
        name.strip_prefix(prefix)
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .map(|n| n.parse::<u32>().unwrap_or(u32::MAX))
    };
    if let Some(n) = numbered("ttmp") {
        return Some(if n >= 16 { OUT_OF_RANGE } else { NOT_AVAILABLE });
    }
    if let Some(n) = numbered("s") {
        return match n {
            0..=101 => None,
            102..=105 => Some(NOT_AVAILABLE),
            _ => Some(OUT_OF_RANGE),
        };
    }
    if let Some(n) = numbered("v") {
        return (n >= 256).then_some(OUT_OF_RANGE);
    }
    if let Some(n) = numbered("a") {
        return match n {
            256.. => Some(OUT_OF_RANGE),
            _ if !regs.agprs => Some("invalid operand for instruction"),
            _ => None,
        };
    }
    let trap = matches!(name, "tba" | "tma" | "tba_lo" | "tba_hi" | "tma_lo" | "tma_hi");
    let xnack = !regs.xnack_mask && matches!(name, "xnack_mask" | "xnack_mask_lo" | "xnack_mask_hi");
    if trap || xnack {
        Some(NOT_AVAILABLE)
    } else if name == "null" {
        Some("'null' operand is not supported on this GPU")
    } else {
        None
    }
}

/// True when `text` holds a floating-point number (`1.0`, `2.5e3`) as a token of its own, not
/// inside a name (`x1.0`) or a string.
fn has_float_literal(text: &str) -> bool {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'@');
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'"' {
            // Quoted names.
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += 1;
            }
            i += 1;
            continue;
        }
        if !word(b[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && word(b[i]) {
            i += 1;
        }
        let w = &b[start..i];
        if w[0].is_ascii_digit() && !w.starts_with(b"0x") && !w.starts_with(b"0X") {
            let digits = w.iter().take_while(|c| c.is_ascii_digit()).count();
            let exponent = matches!(w.get(digits), Some(b'e' | b'E'))
                && digits + 1 < w.len()
                && w[digits + 1..].iter().all(u8::is_ascii_digit);
            if w.get(digits) == Some(&b'.') || exponent {
                return true;
            }
        }
    }
    false
}

/// True when an operand word of `text` starts with `.` and a letter or `_` (`.LBB0_1`,
/// `.Ltmp3`): a symbol, so the instruction needs an expression. (A number such as `.5` does
/// not count.)
fn names_dot_symbol(text: &str) -> bool {
    let b = text.as_bytes();
    (1..b.len()).any(|i| {
        b[i] == b'.'
            && matches!(b[i - 1], b' ' | b'\t' | b',')
            && b.get(i + 1).is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
    })
}

/// One past the highest VGPR, SGPR (`s0`-`s105`) and AGPR `inst` names (0 for none).
fn register_maxima(inst: &amdgpu_isa::Inst) -> (u32, u32, u32) {
    let (mut vgpr, mut sgpr, mut agpr) = (0, 0, 0);
    for op in &inst.operands {
        if let Operand::Reg(r) = op {
            let end = u32::from(r.index) + u32::from(r.count.max(1));
            match r.file {
                RegFile::Vgpr => vgpr = vgpr.max(end),
                RegFile::Agpr => agpr = agpr.max(end),
                RegFile::Scalar if r.index <= LAST_SGPR_CODE => sgpr = sgpr.max(end),
                RegFile::Scalar => {}
            }
        }
    }
    (vgpr, sgpr, agpr)
}

/// Bound on the operand values remembered for [`Replay`] (an instruction has a few).
const MAX_REPLAY: usize = 16;

/// Highest SGPR operand code that names an SGPR (s0..s105).
const LAST_SGPR_CODE: u16 = 105;

impl InstructionBackend for IsaBackend {
    fn encode(&mut self, text: &str, exprs: &mut dyn ExprContext) -> Result<EncodedInst, InstError> {
        self.encode_inst(text, exprs).map(|(e, _)| e)
    }

    fn encode_into(
        &mut self,
        text: &str,
        exprs: &mut dyn ExprContext,
        out: &mut EncodedInst,
    ) -> Result<(), InstError> {
        self.encode_inst_into(text, exprs, out).map(|_| ())
    }

    fn encode_plain(&mut self, text: &str, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
        // What `encode_inst_into` does when the fast path answers (a generic processor takes
        // the general way there); an encoding with a fixup is left to it too.
        if !self.also.is_empty() {
            return None;
        }
        // The one-pass lane first (text to bytes, no `Inst`); what it declines takes the fast
        // path and the encoder, whose results it equals where it answers.
        if let Some(regs) = amdgpu_isa::parse::encode_plain(text, &self.target, out) {
            return Some(regs);
        }
        let inst = amdgpu_isa::parse_inst_fast(text, &self.target)?;
        let at = out.len();
        match amdgpu_isa::encode(&inst, &self.target, out) {
            Ok(None) => Some(register_maxima(&inst)),
            _ => {
                out.truncate(at);
                None
            }
        }
    }

    fn encode_plain_line(
        &mut self,
        text: &str,
        s: usize,
        out: &mut Vec<u8>,
    ) -> Option<(usize, (u32, u32, u32))> {
        // The lane's one-pass readers up to the line's `\n`; what they decline, the line found
        // and trimmed as the assembler does, and `encode_plain`.
        if self.also.is_empty() {
            if let Some(r) = amdgpu_isa::parse::encode_plain_line(text, s, out, &self.target) {
                return Some(r);
            }
            // A branch to a name: `encode_plain` would decline it too (after the lane, again,
            // and the fast path); the caller takes the general way.
            if amdgpu_isa::parse::needs_symbol_table(text, s, &self.target) {
                return None;
            }
        }
        crate::backend::encode_plain_line_by_scan(self, text, s, out)
    }

    fn fork(&self) -> Option<Box<dyn InstructionBackend + Send>> {
        // Encoding depends only on the text, the target tables and the operand values; the
        // tables are shared (a reference count), not copied.
        Some(Box::new(self.clone()))
    }
}

impl IsaBackend {
    /// Canonical text of `inst` (llvm-mc-19's spelling); operand expressions print as
    /// `<exprN>`, N being the [`ExprHandle`] number.
    pub(crate) fn print_inst(&self, inst: &amdgpu_isa::Inst) -> String {
        let mut s = String::new();
        let _ = amdgpu_isa::print(inst, &self.target, &mut s);
        s
    }

    /// [`InstructionBackend::encode`], also returning the parsed instruction.
    pub(crate) fn encode_inst(
        &mut self,
        text: &str,
        exprs: &mut dyn ExprContext,
    ) -> Result<(EncodedInst, amdgpu_isa::Inst), InstError> {
        let mut out = EncodedInst::default();
        let inst = self.encode_inst_into(text, exprs, &mut out)?;
        Ok((out, inst))
    }

    /// [`IsaBackend::encode_inst`] into a reused [`EncodedInst`] (no allocation once its
    /// buffers have grown).
    pub(crate) fn encode_inst_into(
        &mut self,
        text: &str,
        exprs: &mut dyn ExprContext,
        out: &mut EncodedInst,
    ) -> Result<amdgpu_isa::Inst, InstError> {
        // The ISA parser's fast path first: it takes no quotes and reads no expressions, so
        // neither the placeholders nor the adapter matter for what it accepts (a generic
        // processor checks the other processors below, so it takes the usual way).
        let fast = if self.also.is_empty() { amdgpu_isa::parse_inst_fast(text, &self.target) } else { None };
        let inst = match fast {
            Some(inst) => inst,
            // A branch to `.LBB0_1` and the like would ask for an expression, which this
            // context refuses: no need to run the general parser to find that out.
            None if exprs.refuses_all() && names_dot_symbol(text) => {
                return Err(InstError { offset: 0, message: String::new() });
            }
            None => match self.parse_branch(text, exprs) {
                Some(inst) => inst,
                None => self.parse_slow(text, exprs)?,
            },
        };
        out.bytes.clear();
        out.fixups.clear();
        (out.next_free_vgpr, out.next_free_sgpr, out.next_free_agpr) = (0, 0, 0);
        let fixup = amdgpu_isa::encode(&inst, &self.target, &mut out.bytes)
            .map_err(|e| InstError { offset: 0, message: e.to_string() })?;
        if let Some(f) = fixup {
            let kind = match f.kind {
                amdgpu_isa::FixupKind::Literal32 => FixupKind::Literal32,
                amdgpu_isa::FixupKind::Simm16PcRel => FixupKind::Branch16,
                amdgpu_isa::FixupKind::Simm16 => FixupKind::Simm16,
            };
            out.fixups.push(InstFixup {
                offset: u32::try_from(f.offset).unwrap_or(u32::MAX),
                kind,
                handle: ExprHandle(f.expr.0),
            });
        }
        (out.next_free_vgpr, out.next_free_sgpr, out.next_free_agpr) = register_maxima(&inst);
        Ok(inst)
    }

    /// A branch to a label without the general parser (`amdgpu_isa::parse_inst_branch`; about
    /// 2 % of compiler output, parsed on the main thread). The name has no quotes, so the
    /// adapter needs no placeholders; a generic processor takes the general way.
    fn parse_branch(&mut self, text: &str, exprs: &mut dyn ExprContext) -> Option<amdgpu_isa::Inst> {
        if !self.also.is_empty() {
            return None;
        }
        let mut adapter =
            Adapter { exprs, stmt: text, quoted: &[], seen: Vec::new(), record: false, regs: self.regs };
        amdgpu_isa::parse_inst_branch(text, &self.target, &mut adapter)
    }

    /// The general way: quoted names hidden, operand expressions through the adapter, and a
    /// generic processor's other processors checked.
    fn parse_slow(&mut self, text: &str, exprs: &mut dyn ExprContext) -> Result<amdgpu_isa::Inst, InstError> {
        let hidden = hide_quoted(text);
        let (text, quoted) = match &hidden {
            Some((t, q)) => (t.as_str(), q.as_slice()),
            None => (text, &[][..]),
        };
        let generic = !self.also.is_empty();
        let mut adapter =
            Adapter { exprs, stmt: text, quoted, seen: Vec::new(), record: generic, regs: self.regs };
        let inst = amdgpu_isa::parse_inst(text, &self.target, &mut adapter).map_err(|e| {
            let message = if generic && e.msg.starts_with("instruction not supported on") {
                format!("instruction not supported on this GPU ({})", e.msg)
            } else {
                e.msg
            };
            InstError { offset: e.start, message }
        })?;
        for other in self.also.iter() {
            let mut replay = Replay { seen: &adapter.seen };
            let unsupported = |detail: String| InstError {
                offset: 0,
                message: format!("instruction not supported on this GPU ({detail})"),
            };
            let on_other =
                amdgpu_isa::parse_inst(text, other, &mut replay).map_err(|e| unsupported(e.msg))?;
            let (mut a, mut b) = (Vec::new(), Vec::new());
            let fa =
                amdgpu_isa::encode(&inst, &self.target, &mut a).map_err(|e| unsupported(e.to_string()))?;
            let fb = amdgpu_isa::encode(&on_other, other, &mut b).map_err(|e| unsupported(e.to_string()))?;
            if a != b || fa != fb {
                return Err(unsupported("it encodes differently there".into()));
            }
        }
        Ok(inst)
    }
}

#[cfg(test)]
mod tests {
    use super::{RegSet, has_float_literal, hide_quoted, reserved_register};

    /// Rules probed with llvm-mc-19 (gfx803, gfx900): names that are registers somewhere are
    /// never symbols in an operand.
    #[test]
    fn register_names_are_not_symbols() {
        let gfx900 = RegSet { xnack_mask: true, agprs: false };
        let gfx803 = RegSet { xnack_mask: false, agprs: false };
        let gfx908 = RegSet { xnack_mask: true, agprs: true };
        assert_eq!(reserved_register("s101", gfx900), None);
        assert_eq!(reserved_register("s102", gfx900), Some("register not available on this GPU"));
        assert_eq!(reserved_register("s105", gfx900), Some("register not available on this GPU"));
        assert_eq!(reserved_register("s106", gfx900), Some("register index is out of range"));
        assert_eq!(reserved_register("s1000", gfx900), Some("register index is out of range"));
        assert_eq!(reserved_register("v255", gfx900), None);
        assert_eq!(reserved_register("v256", gfx900), Some("register index is out of range"));
        assert_eq!(reserved_register("a5", gfx900), Some("invalid operand for instruction"));
        assert_eq!(reserved_register("a5", gfx908), None);
        assert_eq!(reserved_register("a256", gfx908), Some("register index is out of range"));
        assert_eq!(reserved_register("ttmp16", gfx900), Some("register index is out of range"));
        assert_eq!(reserved_register("xnack_mask_lo", gfx803), Some("register not available on this GPU"));
        assert_eq!(reserved_register("xnack_mask_lo", gfx900), None);
        // Not register-shaped: ordinary symbols.
        for sym in ["v", "s", "ttmp", "sym", "v1x", "vcc_foo"] {
            assert_eq!(reserved_register(sym, gfx900), None, "{sym}");
        }
    }

    /// A floating-point number cannot be part of an operand expression (llvm-mc-19: "invalid
    /// operand for instruction"); integers, names with digits and hex with an `h` suffix can.
    #[test]
    fn float_literals_in_expressions() {
        for t in ["-1.0 + 10000000000", "1.0 + t", "2 + 1.0", "1e5 + 1"] {
            assert!(has_float_literal(t), "{t}");
        }
        for t in ["i1+1", "x1.0 + 2", "0x1e5", "1eh", "\"a 1.0\" + 4", "sym@abs32@lo", "1b", "2f+4"] {
            assert!(!has_float_literal(t), "{t}");
        }
    }

    #[test]
    fn dot_symbols() {
        for t in ["s_branch .LBB0_1", "s_cbranch_scc0 .L_x", "s_mov_b32 s0,.Ltmp3", "v_mov_b32 v0, ._a"] {
            assert!(super::names_dot_symbol(t), "{t}");
        }
        for t in ["s_branch 4", "v_mov_b32 v0, .5", "v_mov_b32 v0, 1.0", "s_mov_b32 s0, a.b", ".Lx", "x ."] {
            assert!(!super::names_dot_symbol(t), "{t}");
        }
    }

    #[test]
    fn swizzle_strings_are_not_hidden() {
        let (text, map) =
            hide_quoted(r#"ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01pip")"#).unwrap();
        assert_eq!(text, r#"ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01pip")"#);
        assert!(map.is_empty());
        let (text, map) = hide_quoted(r#"s_mov_b32 s0, "odd name" + 4"#).unwrap();
        assert_eq!(text, "s_mov_b32 s0, __0_______ + 4");
        assert_eq!(map, [("__0_______".to_string(), "\"odd name\"".to_string())]);
    }
}
