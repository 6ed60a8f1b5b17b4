//! The real instruction back end: `amdgpu-isa`'s parser and encoder behind
//! [`InstructionBackend`].

use crate::backend::{
    EncodedInst, ExprContext, ExprHandle, InstError, InstFixup, InstructionBackend, OperandExpr,
};
use crate::section::FixupKind;
use amdgpu_isa::{ExprValue, Operand, OperandExprs, RegFile, Target};

/// Encodes instructions for one processor with `amdgpu-isa`.
#[derive(Debug)]
pub struct IsaBackend {
    target: Target,
}

impl IsaBackend {
    /// The back end for processor `mcpu`.
    ///
    /// # Errors
    /// A message when `amdgpu-isa` has no tables for the processor.
    pub fn new(mcpu: &str) -> Result<Self, String> {
        Target::new(mcpu).map(|target| IsaBackend { target }).map_err(|e| e.to_string())
    }
}

/// Adapts the assembler's [`ExprContext`] to `amdgpu-isa`'s [`OperandExprs`].
struct Adapter<'x> {
    exprs: &'x mut dyn ExprContext,
    stmt: &'x str,
}

impl OperandExprs for Adapter<'_> {
    fn eval(&mut self, text: &str) -> Result<ExprValue, String> {
        // The operand text is a slice of the statement when the parser passes it through;
        // otherwise report at the statement start.
        let base = self.stmt.as_ptr() as usize;
        let at = text.as_ptr() as usize;
        let offset = if at >= base && at + text.len() <= base + self.stmt.len() { at - base } else { 0 };
        Ok(match self.exprs.expr(text, offset)? {
            OperandExpr::Absolute(v) => ExprValue::Abs(v),
            OperandExpr::Relocatable(h) => ExprValue::Reloc(amdgpu_isa::ExprHandle(h.0)),
        })
    }
}

/// Highest SGPR operand code that names an SGPR (s0..s105).
const LAST_SGPR_CODE: u16 = 105;

impl InstructionBackend for IsaBackend {
    fn encode(&mut self, text: &str, exprs: &mut dyn ExprContext) -> Result<EncodedInst, InstError> {
        let mut adapter = Adapter { exprs, stmt: text };
        let inst = amdgpu_isa::parse_inst(text, &self.target, &mut adapter)
            .map_err(|e| InstError { offset: e.start, message: e.msg })?;
        let mut bytes = Vec::new();
        let fixup = amdgpu_isa::encode(&inst, &self.target, &mut bytes)
            .map_err(|e| InstError { offset: 0, message: e.to_string() })?;
        let mut out = EncodedInst { bytes, ..EncodedInst::default() };
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
        for op in &inst.operands {
            if let Operand::Reg(r) = op {
                let end = u32::from(r.index) + u32::from(r.count.max(1));
                match r.file {
                    RegFile::Vgpr => out.next_free_vgpr = out.next_free_vgpr.max(end),
                    RegFile::Agpr => out.next_free_agpr = out.next_free_agpr.max(end),
                    RegFile::Scalar if r.index <= LAST_SGPR_CODE => {
                        out.next_free_sgpr = out.next_free_sgpr.max(end)
                    }
                    RegFile::Scalar => {}
                }
            }
        }
        Ok(out)
    }
}
