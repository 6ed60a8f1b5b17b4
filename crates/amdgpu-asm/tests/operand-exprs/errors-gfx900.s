// options: -triple=amdgcn-amd-amdhsa -mcpu=gfx900
// Operand expressions llvm-mc-19 rejects, one rule per line (probed): relocatable values only
// in 32-bit literal operands, the wording of each 16-bit field, modifiers and memory offsets.
i1 = 1
  s_movk_i32 s0, u
  s_addk_i32 s2, u@abs32@lo
  s_cmpk_eq_i32 s2, u
  s_setreg_b32 u, s0
  s_getreg_b32 s0, u
  s_waitcnt u
  s_sleep u
  s_sendmsg u
  s_nop u
  s_setreg_imm32_b32 5, u
  v_madak_f32 v1, v2, v3, u
  v_madmk_f32 v1, v2, u, v3
  s_set_gpr_idx_on s0, u
  s_atc_probe u, s[4:5], 1
  v_add_f16 v0, u, v1
  v_add_f64 v[0:1], u, v[2:3]
  s_mov_b64 s[0:1], u
  v_pk_add_f16 v0, u, v1
  v_mov_b32_sdwa v0, u
  v_mov_b32_e64 v0, u
  ds_read_b32 v0, v1 offset:u
  buffer_load_dword v1, off, s[4:7], s1 offset:u
  buffer_load_dword v1, off, s[4:7], u
  s_load_dword s1, s[2:3], u glc
  tbuffer_load_format_x v1, off, s[4:7], dfmt:u, nfmt:1, 0
  v_mov_b32_sdwa v1, sext(u)
  v_ceil_f32 v1, |u|
  v_ceil_f32 v1, neg(u)
  v_ceil_f32 v1, abs(u)
  v_ceil_f32 v1, |1+i1|
  v_ceil_f32 v1, |i1+1|
  v_mov_b32 v0, v0 row_shl:u
  v_mov_b32 v0, v0 quad_perm:[u,0,0,0]
  v_sin_f32 v0, -s1000
  v_sin_f32 v0, v256
  s_mov_b32 s0, s102
  s_mov_b32 s0, s106
  v_sin_f32 v0, a5
  v_sin_f32 v0, -ttmp16
  s_sub_u32 s0, 123, u
  v_bfe_u32 v0, v2, v3, u
