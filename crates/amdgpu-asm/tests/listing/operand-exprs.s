// options: -triple=amdgcn-- -mcpu=gfx900
// Operand expressions llvm-mc-19 accepts: blanks inside expressions, '-' before a symbol,
// label differences (always a fixup in an instruction, even between placed labels), a
// variable holding one (PC-relative), constants in registers, DPP controls and op_sel.
zero = 0
two = 2
one = 1
i1 = 1
n = 2
v = 1
  s_mov_b32 s0, sym + 4
  s_mov_b32 s1, 4 + sym
  s_add_u32 s0, s0, sym@rel32@lo + 4
  v_mov_b32 v0, 1 - 2
  v_ceil_f32 v1, -u
  v_sin_f32 v0, -v
  v_and_b32 v0, -i1+3, v0
  v_ceil_f32 v1, |-(i1+1)|
  v_ceil_f32 v1, neg(i1+1)
BB1:
  v_nop_e64
BB2:
  s_sub_u32 vcc_lo, vcc_lo, (BB2+4)-BB1
  s_addc_u32 vcc_hi, vcc_hi, (BB2-BB1)>>32
  v_mov_b32 v0, BB2 - BB1
x = BB2 - BB1
  s_mov_b32 s0, x
  v_mov_b32 v[n * 2], v[n * 2 + 1]
  s_load_dwordx2 s[n * 2:n * 2 + 1], s[0:1], 0
  flat_load_dwordx4 v[8 + (n * 4):8 + (n * 4) + 3], v[2:3]
  v_mov_b32 v0, v0 row_shl: two - 1
  v_mov_b32 v0, v0 quad_perm:[one,two+one,zero,2-one] row_mask:2*5 bank_mask:0x2-one bound_ctrl:1-1
  v_pk_add_u16 v1, v2, v3 op_sel:[2-i1,i1-1]
  v_mov_b32_sdwa v1, sext(i1-2)
  buffer_load_dword v1, off, s[4:7], s1 offset:i1 + 4
