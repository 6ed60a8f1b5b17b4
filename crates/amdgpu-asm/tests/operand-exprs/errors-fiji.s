// options: -triple=amdgcn-amd-amdhsa -mcpu=fiji
// Registers of other processors are not symbols (fiji has no xnack_mask, no ttmp12..15).
  v_sin_f32 v0, xnack_mask_lo
  s_mov_b32 s0, xnack_mask
  s_mov_b32 s0, ttmp12
  v_ceil_f32 v1, 1.0 + 1.0
  v_ceil_f64 v[0:1], u
  v_writelane_b32 v0, lds_direct, s0
  v_subrev_f32 v0, v1, lds_direct
  v_mad_f32 v0, v1, lds_direct, v2
