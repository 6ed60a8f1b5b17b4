//! The seam between the statement layer and the instruction encoder.
//!
//! The assembler hands every statement that is not a label, assignment, directive or macro call
//! to an [`InstructionBackend`]. Operands that are expressions (`s_branch .LBB0_1`,
//! `s_mov_b32 s0, sym@abs32@lo`, `s_movk_i32 s0, (1 << 4) - 1`) come back to the assembler
//! through [`ExprContext`]: an absolute value is returned directly, anything else becomes an
//! [`ExprHandle`] that the back end attaches to a [`InstFixup`].

use crate::section::FixupKind;

/// Refers to an expression the assembler keeps for one statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExprHandle(pub u32);

/// What an operand expression evaluated to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandExpr {
    /// Known now.
    Absolute(i64),
    /// Only known at the end (forward label, external symbol, relocation specifier).
    Relocatable(ExprHandle),
}

/// Evaluates operand expressions for the back end.
pub trait ExprContext {
    /// Parses and evaluates the expression `text`, which starts `offset` bytes into the
    /// statement text passed to [`InstructionBackend::encode`] (used for error locations).
    ///
    /// # Errors
    /// A message when `text` is not a valid expression.
    fn expr(&mut self, text: &str, offset: usize) -> Result<OperandExpr, String>;

    /// How a relocatable operand expression prints in a listing (llvm-mc-19's
    /// `-show-encoding` form, `sym+4`) and whether an instruction literal holding it is
    /// PC-relative; `None` for an unknown handle or a context that does not keep expressions.
    fn describe(&self, _h: ExprHandle) -> Option<(String, bool)> {
        None
    }

    /// True for a context that refuses every expression (the assembler's pre-encoding
    /// thread, which leaves such lines to the statement layer): a back end may then give up
    /// on a text that certainly names a symbol without parsing it. False by default.
    fn refuses_all(&self) -> bool {
        false
    }
}

/// A value the back end could not finish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstFixup {
    /// Byte offset inside the instruction.
    pub offset: u32,
    /// [`FixupKind::Literal32`] or [`FixupKind::Branch16`] (offset of the 16-bit field; the
    /// branch base is the end of a 4-byte instruction).
    pub kind: FixupKind,
    /// The expression.
    pub handle: ExprHandle,
}

/// An encoded instruction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EncodedInst {
    /// Little-endian bytes.
    pub bytes: Vec<u8>,
    /// Values to patch later.
    pub fixups: Vec<InstFixup>,
    /// One past the highest VGPR the instruction names (0 if none); feeds
    /// `.amdgcn.next_free_vgpr`.
    pub next_free_vgpr: u32,
    /// One past the highest SGPR the instruction names (0 if none); feeds
    /// `.amdgcn.next_free_sgpr`.
    pub next_free_sgpr: u32,
    /// One past the highest AGPR the instruction names (0 if none); feeds `.kernel.agpr_count`
    /// (AGPRs do not count for `.amdgcn.next_free_vgpr`).
    pub next_free_agpr: u32,
}

/// An instruction error at a byte offset of the statement text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstError {
    /// Offset in the statement text.
    pub offset: usize,
    /// Message (llvm-mc wording where possible, e.g. "invalid instruction").
    pub message: String,
}

/// Encodes one instruction statement.
pub trait InstructionBackend {
    /// Encodes `text` (mnemonic and operands, comments removed, no leading labels).
    ///
    /// # Errors
    /// [`InstError`] when the instruction is unknown or its operands are invalid.
    fn encode(&mut self, text: &str, exprs: &mut dyn ExprContext) -> Result<EncodedInst, InstError>;

    /// [`encode`](Self::encode) into `out`, whose buffers keep their capacity between calls
    /// (the assembler reuses one value for every instruction). On an error `out` holds
    /// nothing meaningful. The default calls `encode`.
    ///
    /// # Errors
    /// As [`encode`](Self::encode).
    fn encode_into(
        &mut self,
        text: &str,
        exprs: &mut dyn ExprContext,
        out: &mut EncodedInst,
    ) -> Result<(), InstError> {
        *out = self.encode(text, exprs)?;
        Ok(())
    }

    /// Encodes `text` when that needs no expression and no state of the statement, appending
    /// its bytes to `out` and returning one past the highest VGPR, SGPR and AGPR it names;
    /// `None` with `out` unchanged otherwise (the caller then uses
    /// [`encode_into`](Self::encode_into)). The result must be what `encode_into` gives with a
    /// context that refuses every expression. The pre-encoding threads try it first (no
    /// [`EncodedInst`] to fill and copy, no context); the default is `None`.
    fn encode_plain(&mut self, _text: &str, _out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
        None
    }

    /// [`encode_plain`](Self::encode_plain) for the instruction whose mnemonic starts at
    /// `text[s]` and which ends at the first `\n` at or after `s` (or at the end of `text`),
    /// trailing white space ignored as the assembler trims a statement: returns the position of
    /// that `\n` (or `text.len()`) and the register maxima, or `None` with `out` unchanged (the
    /// caller then finds the line's end itself and uses [`encode_into`](Self::encode_into)).
    /// The result must be what `encode_plain` gives for the trimmed line, and `None` when the
    /// first word is followed, after blanks, by `:` or `=` (a label or an assignment: the
    /// pre-encoding calls this on every line that starts with a letter and looks at the first
    /// word itself only when the answer is `None`). The default finds the line's end, checks
    /// the first word and calls `encode_plain`; a back end that reads the line in one pass
    /// overrides it, so the pre-encoding does not scan each line twice.
    fn encode_plain_line(
        &mut self,
        text: &str,
        s: usize,
        out: &mut Vec<u8>,
    ) -> Option<(usize, (u32, u32, u32))> {
        encode_plain_line_by_scan(self, text, s, out)
    }

    /// Called when a label is defined (listings print it); `name` is the symbol's name
    /// (numeric labels `1:` get an internal name).
    fn label(&mut self, _name: &str) {}

    /// The listing line of the instruction just encoded, for back ends that print (the
    /// assembly text output asks for it after each instruction); `None` by default.
    fn take_listed(&mut self) -> Option<crate::listing::ListingLine> {
        None
    }

    /// An independent copy that may encode on another thread. The assembler uses it to encode
    /// instruction lines of a large main file ahead of time, and keeps a result only when the
    /// copy asked [`ExprContext`] for nothing, so the result depends on the text alone. A back
    /// end whose output depends on anything else (per-statement state, call order, labels)
    /// must return `None`, the default.
    fn fork(&self) -> Option<Box<dyn InstructionBackend + Send>> {
        None
    }
}

/// A back end that rejects every instruction (data-only assembly).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoInstructions;

impl InstructionBackend for NoInstructions {
    fn encode(&mut self, _text: &str, _exprs: &mut dyn ExprContext) -> Result<EncodedInst, InstError> {
        Err(InstError { offset: 0, message: "instructions are not supported by this back end".into() })
    }
}

/// The default [`InstructionBackend::encode_plain_line`]: finds the line's `\n` (or the end of
/// `text`), trims the statement as the assembler does and calls
/// [`encode_plain`](InstructionBackend::encode_plain). Back ends that override the method fall
/// back to it for what their one-pass reader declines.
pub(crate) fn encode_plain_line_by_scan<B: InstructionBackend + ?Sized>(
    backend: &mut B,
    text: &str,
    s: usize,
    out: &mut Vec<u8>,
) -> Option<(usize, (u32, u32, u32))> {
    let b = text.as_bytes();
    let nl = b.get(s..).map(|rest| memchr::memchr(b'\n', rest).map_or(b.len(), |i| s + i))?;
    if !crate::asm::first_word_plain(b, s, nl) {
        return None;
    }
    let line = crate::asm::inst_text(text, s, nl)?;
    backend.encode_plain(line, out).map(|regs| (nl, regs))
}
