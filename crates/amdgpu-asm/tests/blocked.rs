//! Cases whose fix belongs to another crate. Each is `#[ignore = "blocked on <crate>: ..."]` and
//! fails today; `amdgpu-asm` works around them (see `src/isa_backend.rs`), so the assembler's
//! output is right either way.

use amdgpu_isa::{ExprHandle, ExprValue, FixupKind, OperandExprs, Target, encode, parse_inst};

struct AllReloc;

impl OperandExprs for AllReloc {
    fn eval(&mut self, _text: &str) -> Result<ExprValue, String> {
        Ok(ExprValue::Reloc(ExprHandle(0)))
    }
}

/// `amdgpu_isa::encode` (src/encode.rs, the `Field::Simm16 | Field::Ssrc1 if ... Operand::Expr`
/// arm) treats an expression in a SOP2/SOPC `ssrc1` register-class operand as a SOPK 16-bit
/// immediate: it returns a `Simm16` fixup and writes neither source code 255 nor a literal
/// dword. llvm-mc-19 encodes `s_add_u32 s6, s6, sym@rel32@lo+4` as `8006ff06 00000000` with a
/// 32-bit fixup on the literal (offset 4).
#[test]
fn ssrc1_expression_is_a_literal() {
    let t = Target::new("gfx900").unwrap();
    for (text, word) in
        [("s_add_u32 s6, s6, sym@rel32@lo+4", 0x8006_ff06u32), ("s_cmp_eq_u32 s0, sym@abs32@lo", 0xbf06_ff00)]
    {
        let inst = parse_inst(text, &t, &mut AllReloc).unwrap();
        let mut bytes = Vec::new();
        let fixup = encode(&inst, &t, &mut bytes).unwrap().expect("a fixup");
        let mut want = word.to_le_bytes().to_vec();
        want.extend_from_slice(&[0; 4]);
        assert_eq!(bytes, want, "{text}");
        assert_eq!((fixup.kind, fixup.offset), (FixupKind::Literal32, 4), "{text}");
    }
}
