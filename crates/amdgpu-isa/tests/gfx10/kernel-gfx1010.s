s_load_dwordx4 s[0:3], s[4:5], 0x0
v_lshl_add_u32 v0, s6, 6, v0
s_load_dword s4, s[4:5], 0x10
v_ashrrev_i32_e32 v1, 31, v0
v_lshlrev_b64 v[0:1], 2, v[0:1]
s_waitcnt lgkmcnt(0)
v_add_co_u32 v2, vcc_lo, s0, v0
v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
v_add_co_u32 v0, vcc_lo, s2, v0
v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
global_load_dword v4, v[2:3], off
global_load_dword v5, v[0:1], off
s_waitcnt vmcnt(0)
v_fmac_f32_e32 v5, s4, v4
global_store_dword v[2:3], v5, off
s_endpgm
