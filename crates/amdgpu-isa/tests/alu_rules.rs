//! ALU rules added while closing issue 3's gaps (docs/0015), one case per line: the text or
//! bytes, the processor, and what llvm-mc-19 gives (observed with llvm-mc-19 19.1.7 when each
//! rule went in). Runs without LLVM.

use amdgpu_isa::{ExprValue, OperandExprs, PlainExprs, Target, decode, encode, parse_inst, print};

fn asm_with(cpu: &str, text: &str, exprs: &mut dyn OperandExprs) -> Result<(String, Vec<u8>), String> {
    let t = Target::new(cpu).unwrap();
    let inst = parse_inst(text, &t, exprs).map_err(|e| e.msg)?;
    let mut bytes = Vec::new();
    encode(&inst, &t, &mut bytes).map_err(|e| e.to_string())?;
    let mut s = String::new();
    print(&inst, &t, &mut s).unwrap();
    Ok((s, bytes))
}

fn asm(cpu: &str, text: &str) -> Result<(String, Vec<u8>), String> {
    asm_with(cpu, text, &mut PlainExprs)
}

fn dis(cpu: &str, bytes: &[u8]) -> Option<String> {
    let t = Target::new(cpu).unwrap();
    let (inst, _) = decode(bytes, &t).ok()?;
    let mut s = String::new();
    print(&inst, &t, &mut s).unwrap();
    Some(s)
}

#[track_caller]
fn check_asm(cpu: &str, text: &str, want: &str, bytes: &[u8]) {
    let (s, b) = asm(cpu, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!((s.as_str(), b.as_slice()), (want, bytes), "{text} on {cpu}");
}

#[track_caller]
fn check_err(cpu: &str, text: &str, msg: &str) {
    match asm(cpu, text) {
        Err(e) => assert!(e.contains(msg), "{text} on {cpu}: {e:?}, want {msg:?}"),
        Ok((s, _)) => panic!("{text} on {cpu} assembled to {s}, want error {msg:?}"),
    }
}

#[test]
fn float_spelled_constants_in_16_bit_integer_operands() {
    // Assembled: printed as written; decoded: the half-precision bits.
    check_asm("gfx900", "v_add_u16 v5, 0.5, v2", "v_add_u16_e32 v5, 0.5, v2", &[0xf0, 0x04, 0x0a, 0x4c]);
    check_asm(
        "gfx802",
        "v_mad_u16 v5, v1, v2, -4.0",
        "v_mad_u16 v5, v1, v2, -4.0",
        &[0x05, 0x00, 0xeb, 0xd1, 0x01, 0x05, 0xde, 0x03],
    );
    assert_eq!(dis("gfx900", &[0xf0, 0x04, 0x0a, 0x4c]).unwrap(), "v_add_u16_e32 v5, 0x3800, v2");
    // 0xfff0 stays a literal in a 16-bit integer operand (an inline -16 in a half one).
    check_asm(
        "gfx900",
        "v_add_u16 v5, 0xfff0, v2",
        "v_add_u16_e32 v5, 0xfff0, v2",
        &[0xff, 0x04, 0x0a, 0x4c, 0xf0, 0xff, 0x00, 0x00],
    );
    check_asm("gfx900", "v_add_f16 v5, 0xfff0, v2", "v_add_f16_e32 v5, -16, v2", &[0xd0, 0x04, 0x0a, 0x3e]);
    // A 16-bit integer literal is small only as a whole dword.
    assert_eq!(
        dis("gfx900", &[0xff, 0x04, 0x0a, 0x4c, 0x05, 0x00, 0x01, 0x00]).unwrap(),
        "v_add_u16_e32 v5, 0x5, v2"
    );
    assert_eq!(
        dis("gfx900", &[0xff, 0x04, 0x0a, 0x4c, 0xf0, 0xff, 0xff, 0xff]).unwrap(),
        "v_add_u16_e32 v5, -16, v2"
    );
}

#[test]
fn half_precision_k_of_madmk_f16() {
    check_asm(
        "gfx802",
        "v_madmk_f16 v1, v2, 1.0, v3",
        "v_madmk_f16 v1, v2, 0x3c00, v3",
        &[0x02, 0x07, 0x02, 0x48, 0x00, 0x3c, 0x00, 0x00],
    );
    check_asm(
        "gfx900",
        "v_madmk_f16 v1, v2, -16, v3",
        "v_madmk_f16 v1, v2, 0xfff0, v3",
        &[0x02, 0x07, 0x02, 0x48, 0xf0, 0xff, 0x00, 0x00],
    );
    check_err("gfx900", "v_madmk_f16 v1, v2, 0x13800, v3", "16-bit constant");
    check_err("gfx900", "v_madmk_f16 v1, v2, 1.0e10, v3", "16-bit constant");
}

#[test]
fn operands_separated_by_blanks() {
    check_asm(
        "gfx802",
        "v_cmp_lt_f32 s[2:3] -v4, v6",
        "v_cmp_lt_f32_e64 s[2:3], -v4, v6",
        &[0x02, 0x00, 0x41, 0xd0, 0x04, 0x0d, 0x02, 0x20],
    );
    check_asm(
        "gfx900",
        "v_add_f32_e64 v0 v1 v2 clamp",
        "v_add_f32_e64 v0, v1, v2 clamp",
        &[0x00, 0x80, 0x01, 0xd1, 0x01, 0x05, 0x02, 0x00],
    );
}

#[test]
fn lit_and_float_range() {
    check_asm(
        "gfx900",
        "v_sqrt_f32 v2, lit(123)",
        "v_sqrt_f32_e32 v2, 0x7b",
        &[0xff, 0x4e, 0x04, 0x7e, 0x7b, 0x00, 0x00, 0x00],
    );
    check_asm("gfx900", "v_sqrt_f32 v2, lit(1.0)", "v_sqrt_f32_e32 v2, 1.0", &[0xf2, 0x4e, 0x04, 0x7e]);
    check_err("gfx900", "v_sqrt_f32 v2, lit(v1)", "expected immediate with lit modifier");
    // Underflow and overflow in the operand's format.
    check_err("gfx900", "v_trunc_f32 v0, 2.3509886e-70", "invalid");
    check_err("gfx900", "v_add_f16 v0, 65520.0, v1", "invalid");
    check_asm(
        "gfx900",
        "v_add_f32 v0, 1.17549435e-38, v1",
        "v_add_f32_e32 v0, 0x800000, v1",
        &[0xff, 0x02, 0x00, 0x02, 0x00, 0x00, 0x80, 0x00],
    );
    check_err("gfx802", "v_ceil_f32 v0, --1", "expected 'neg' modifier");
    check_asm("gfx802", "s_mov_b32 s0, --1", "s_mov_b32 s0, 1", &[0x81, 0x00, 0x80, 0xbe]);
}

/// Symbols for the symbolic-operand cases, as the assembler would resolve them.
struct Syms;

impl OperandExprs for Syms {
    fn eval(&mut self, text: &str) -> Result<ExprValue, String> {
        let v = match text.replace(' ', "").as_str() {
            "x+1" | "1+x" => 2,
            "reg+1" => 51,
            "offset-1" => 1,
            "width+1" => 31,
            "msg" => 2,
            "op" => 1,
            "sendmsg" => 2,
            "gpr_idx" => 1,
            t => return PlainExprs.eval(t),
        };
        Ok(ExprValue::Abs(v))
    }
}

#[test]
fn symbolic_operands_take_expressions() {
    let a = |cpu: &str, text: &str| asm_with(cpu, text, &mut Syms).map(|(s, _)| s);
    assert_eq!(a("gfx802", "s_waitcnt lgkmcnt_sat(x+1)").unwrap(), "s_waitcnt lgkmcnt(2)");
    assert_eq!(
        a("gfx802", "s_waitcnt expcnt_sat(0xFFFF0000)").unwrap(),
        "s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15)"
    );
    assert_eq!(
        a("gfx900", "s_getreg_b32 s2, hwreg(reg + 1, offset - 1, width + 1)").unwrap(),
        "s_getreg_b32 s2, hwreg(51, 1, 31)"
    );
    assert_eq!(
        a("gfx900", "s_getreg_b32 s2, {id: 51, offset: 1, size: 31}").unwrap(),
        "s_getreg_b32 s2, hwreg(51, 1, 31)"
    );
    assert_eq!(a("gfx900", "s_getreg_b32 s2, {size: 32, id: 51}").unwrap(), "s_getreg_b32 s2, hwreg(51)");
    assert_eq!(a("gfx900", "s_getreg_b32 s2, {}").unwrap(), "s_getreg_b32 s2, hwreg(0)");
    assert!(a("gfx900", "s_getreg_b32 s2, {id: 1, id: 2}").unwrap_err().contains("duplicate field"));
    assert!(a("gfx900", "s_getreg_b32 s2, {id: 64}").unwrap_err().contains("only 6-bit values"));
    assert_eq!(a("gfx802", "s_sendmsg sendmsg(msg, op)").unwrap(), "s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0)");
    // A bare macro name is a symbol.
    assert_eq!(a("gfx802", "s_sendmsg sendmsg").unwrap(), "s_sendmsg sendmsg(2, 0, 0)");
    assert_eq!(a("gfx802", "s_set_gpr_idx_on s0, gpr_idx").unwrap(), "s_set_gpr_idx_on s0, gpr_idx(SRC0)");
}

#[test]
fn sdwa_clamp_on_integer_forms() {
    // Every VOP1/VOP2 SDWA form takes clamp; VOPC SDWA on GFX8 only.
    let w = [0xf9, 0x06, 0x02, 0x26, 0x02, 0x36, 0x06, 0x06];
    for cpu in ["gfx802", "gfx900"] {
        assert_eq!(
            dis(cpu, &w).unwrap(),
            "v_and_b32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD"
        );
    }
    let c = [0xf9, 0x04, 0x84, 0x7d, 0x01, 0x20, 0x06, 0x06];
    assert_eq!(dis("gfx802", &c).unwrap(), "v_cmp_eq_i32 vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD");
    assert_eq!(dis("gfx900", &c).unwrap(), "v_cmp_eq_i32_sdwa vcc, v1, v2 src0_sel:DWORD src1_sel:DWORD");
    check_asm(
        "gfx802",
        "v_cvt_u32_f32 v0, v0 clamp dst_sel:DWORD",
        "v_cvt_u32_f32_sdwa v0, v0 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
        &[0xf9, 0x0e, 0x00, 0x7e, 0x00, 0x36, 0x06, 0x00],
    );
    check_err(
        "gfx802",
        "v_mac_f32_sdwa v194, v13, v1 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:BYTE_2",
        "invalid operand",
    );
}

#[test]
fn registers_by_processor() {
    check_asm(
        "gfx908",
        "v_accvgpr_read_b32 v2, acc0",
        "v_accvgpr_read_b32 v2, a0",
        &[0x02, 0x40, 0xd8, 0xd3, 0x00, 0x01, 0x00, 0x18],
    );
    check_err("gfx802", "s_add_i32 s0, src_shared_base, s0", "register not available on this GPU");
    check_asm(
        "gfx900",
        "s_add_i32 s0, src_shared_base, s0",
        "s_add_i32 s0, src_shared_base, s0",
        &[0xeb, 0x00, 0x00, 0x81],
    );
    assert_eq!(dis("gfx802", &[0xeb, 0x00, 0x00, 0x81]).unwrap(), "s_add_i32 s0, src_shared_base, s0");
}

#[test]
fn gfx90a_float_atomics_drop_scc_from_the_encoding() {
    check_asm(
        "gfx90a",
        "global_atomic_add_f32 v[0:1], v2, off scc",
        "global_atomic_add_f32 v[0:1], v2, off scc",
        &[0x00, 0x80, 0x34, 0xdd, 0x00, 0x02, 0x7f, 0x00],
    );
    check_asm(
        "gfx90a",
        "global_atomic_add v[2:3], v3, off scc",
        "global_atomic_add v[2:3], v3, off scc",
        &[0x00, 0x80, 0x08, 0xdf, 0x02, 0x03, 0x7f, 0x00],
    );
}

#[test]
fn decoder_rules_from_random_words() {
    // VOP1 forms without src0 ignore the field (also 0xf9/0xfa when there is no SDWA/DPP form).
    assert_eq!(dis("gfx906", &[0xd0, 0x6b, 0x00, 0x7e]).unwrap(), "v_clrexcp");
    assert_eq!(dis("gfx909", &[0xd4, 0x00, 0x00, 0x7e]).unwrap(), "v_nop");
    assert_eq!(dis("gfx900", &[0xfa, 0x6a, 0x00, 0x7e]).unwrap(), "v_clrexcp");
    assert_eq!(dis("gfx900", &[0x00, 0x6b, 0x02, 0x7e]), None);
    // v_cvt_pk_u8_f32: src1/src2 neg is sext; their abs bits are ignored.
    let w = [0xe4, 0x0a, 0xdd, 0xd1, 0xaa, 0x6d, 0x60, 0x82];
    assert_eq!(dis("gfx906", &w).unwrap(), "v_cvt_pk_u8_f32 v228, v170, s54, sext(24)");
    check_asm(
        "gfx900",
        "v_cvt_pk_u8_f32 v228, v170, sext(v54), 24",
        "v_cvt_pk_u8_f32 v228, v170, sext(v54), 24",
        &[0xe4, 0x00, 0xdd, 0xd1, 0xaa, 0x6d, 0x62, 0x42],
    );
    check_err("gfx900", "v_cvt_pk_u8_f32 v228, v170, -v54, 24", "does not accept modifiers");
    // Clamp bit of a VOP3 form without clamp: invalid.
    assert_eq!(dis("gfx900", &[0x02, 0x80, 0xff, 0xd1, 0x08, 0x11, 0x22, 0x04]), None);
    assert_eq!(
        dis("gfx900", &[0x02, 0x00, 0xff, 0xd1, 0x08, 0x11, 0x22, 0x04]).unwrap(),
        "v_add3_u32 v2, v8, v8, v8"
    );
    // Packed two-source forms: op_sel of the missing src2 is invalid, its op_sel_hi free.
    assert_eq!(dis("gfx908", &[0x92, 0xe0, 0x8d, 0xd3, 0x6b, 0xdc, 0x01, 0x08]), None);
    assert_eq!(
        dis("gfx908", &[0x92, 0x40, 0x8d, 0xd3, 0x6b, 0xdc, 0x01, 0x08]).unwrap(),
        "v_pk_min_u16 v146, vcc_hi, src_private_limit op_sel_hi:[1,0]"
    );
    // Special sources as the scalar destination of v_readfirstlane/v_readlane, lds_direct as
    // their source.
    assert_eq!(
        dis("gfx90c", &[0xc5, 0x05, 0xd8, 0x7f]).unwrap(),
        "v_readfirstlane_b32 src_shared_limit, v197"
    );
    assert_eq!(dis("gfx900", &[0xfe, 0x04, 0x00, 0x7e]).unwrap(), "v_readfirstlane_b32 s0, src_lds_direct");
}

#[test]
fn mfma_accumulator_operand() {
    // Non-f64 MFMA: constants are 32-bit per element (1/(2*pi) prints and parses short).
    let w = [0x9a, 0x27, 0xd4, 0xd3, 0x9e, 0xe7, 0xe3, 0x43];
    assert_eq!(
        dis("gfx90a", &w).unwrap(),
        "v_mfma_i32_32x32x8i8 v[154:169], v158, v243, 0.15915494 cbsz:7 abid:4 blgp:2"
    );
    check_asm(
        "gfx90a",
        "v_mfma_i32_32x32x8i8 v[154:169], v158, v243, 0.15915494",
        "v_mfma_i32_32x32x8i8 v[154:169], v158, v243, 0.15915494",
        &[0x9a, 0x00, 0xd4, 0xd3, 0x9e, 0xe7, 0xe3, 0x03],
    );
    check_asm(
        "gfx90a",
        "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], 0.15915494309189532",
        "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], 0.15915494309189532",
        &[0x00, 0x00, 0xee, 0xd3, 0x00, 0x05, 0xe2, 0x03],
    );
    // Special sources as src C (null decodes but does not assemble).
    assert_eq!(
        dis("gfx908", &[0xe6, 0x41, 0xed, 0xd3, 0x50, 0x05, 0xb7, 0x7b]).unwrap(),
        "v_mfma_f32_16x16x8bf16 a[230:233], a80, a130, src_private_base cbsz:1 abid:8 blgp:3"
    );
    assert_eq!(
        dis("gfx90a", &[0xad, 0xce, 0xeb, 0xd3, 0xc7, 0x97, 0xf6, 0x51]).unwrap(),
        "v_mfma_f32_4x4x2bf16 a[173:176], v199, a75, null cbsz:6 abid:9 blgp:2"
    );
    check_asm(
        "gfx908",
        "v_mfma_f32_32x32x2f32 a[30:45], v39, a63, src_vccz",
        "v_mfma_f32_32x32x2f32 a[30:45], v39, a63, src_vccz",
        &[0x1e, 0x00, 0xc4, 0xd3, 0x27, 0x7f, 0xee, 0x13],
    );
    check_err("gfx90a", "v_mfma_f32_32x32x2f32 a[30:45], v39, a63, null", "'null' operand");
}

#[test]
fn diagnostics_name_processors_and_operands() {
    // Issue 3 item 5: an instruction of other processors names them; a bad operand names which
    // operand and what it takes.
    let e = asm("gfx802", "v_cvt_norm_i16_f16_dpp v5, |v1| quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0")
        .unwrap_err();
    assert!(e.starts_with("instruction not supported on gfx802; available on gfx900"), "{e}");
    let e = asm("gfx900", "v_mfma_f32_32x32x1f32 a[0:31], a0, a1, a[32:63]").unwrap_err();
    assert!(e.contains("available on gfx908, gfx90a"), "{e}");
    let e = asm("gfx900", "v_add_f32 v0, s[0:1], v1").unwrap_err();
    assert!(e.starts_with("operand 2 is invalid: expected a 32-bit"), "{e}");
    let e = asm("gfx900", "v_mov_b32 s0, v1").unwrap_err();
    assert!(e.starts_with("operand 1 is invalid: expected a VGPR"), "{e}");
}

#[test]
fn v_nop_sdwa_and_dpp() {
    check_asm("gfx900", "v_nop_sdwa", "v_nop", &[0xf9, 0x00, 0x00, 0x7e, 0x00, 0x00, 0x00, 0x00]);
    check_asm(
        "gfx802",
        "v_nop row_shl:1 row_mask:0xa bank_mask:0x1 bound_ctrl:0",
        "v_nop row_shl:1 row_mask:0xa bank_mask:0x1 bound_ctrl:1",
        &[0xfa, 0x00, 0x00, 0x7e, 0x00, 0x01, 0x09, 0xa1],
    );
    check_asm("gfx900", "v_nop", "v_nop", &[0x00, 0x00, 0x00, 0x7e]);
    // SDWA v_nop ignores the dst_sel/dst_unused bits and bits 22 and 30; other bits make the
    // first dword a plain v_nop (4 bytes), as does a DPP word with a src0 field or neg/abs.
    let t = Target::new("gfx900").unwrap();
    let len = |b: &[u8]| decode(b, &t).map(|(_, n)| n).ok();
    assert_eq!(len(&[0xf9, 0x00, 0x00, 0x7e, 0x00, 0x1f, 0x40, 0x40]), Some(8));
    assert_eq!(len(&[0xf9, 0x00, 0x00, 0x7e, 0x01, 0x00, 0x00, 0x00]), Some(4));
    assert_eq!(len(&[0xf9, 0x00, 0x00, 0x7e, 0x00, 0x20, 0x00, 0x00]), Some(4));
    assert_eq!(len(&[0xfa, 0x00, 0x00, 0x7e, 0x05, 0x01, 0x09, 0xa1]), Some(4));
    assert_eq!(len(&[0xfa, 0x00, 0x00, 0x7e, 0x00, 0x01, 0x19, 0xa1]), Some(4));
    assert_eq!(len(&[0xfa, 0x00, 0x00, 0x7e, 0x00, 0x01, 0x09, 0xa1]), Some(8));
    assert_eq!(dis("gfx900", &[0xf9, 0x00, 0x00, 0x7e, 0x00, 0x1f, 0x40, 0x40]).unwrap(), "v_nop");
}

#[test]
fn register_lists_with_expression_indices() {
    check_asm(
        "fiji",
        "s_buffer_load_dwordx4 [ttmp[8],ttmp[8+1],ttmp[5*2],ttmp[(3+2)*2+1]], ttmp[45/11:(33+45)/11], ttmp4",
        "s_buffer_load_dwordx4 ttmp[8:11], ttmp[4:7], ttmp4",
        &[0x3a, 0x1e, 0x28, 0xc0, 0x74, 0x00, 0x00, 0x00],
    );
    check_asm(
        "fiji",
        "flat_load_dwordx4   [v[8/2+4],v9,v[10],v[11/2+6]], v[2:3]",
        "flat_load_dwordx4 v[8:11], v[2:3]",
        &[0x00, 0x00, 0x5c, 0xdc, 0x02, 0x00, 0x00, 0x08],
    );
    check_asm("gfx900", "v_mov_b32 [v[1+1]], [v[3]]", "v_mov_b32_e32 v2, v3", &[0x03, 0x03, 0x04, 0x7e]);
    check_err("gfx900", "v_add_f32 v0, [v[1],v[3]], v1", "registers in a list must have consecutive indices");
}
