s_clause 0x2
s_load_dword s0, s[4:5], 0x18
s_load_dwordx4 s[8:11], s[4:5], 0x0
s_load_dwordx2 s[2:3], s[4:5], 0x10
v_lshl_add_u32 v2, s6, 6, v0
v_ashrrev_i32_e32 v3, 31, v2
v_lshlrev_b64 v[0:1], 2, v[2:3]
v_lshlrev_b64 v[3:4], 3, v[2:3]
s_waitcnt lgkmcnt(0)
s_ashr_i32 s1, s0, 31
v_add_co_u32 v5, vcc, s10, v0
v_add_co_ci_u32_e32 v6, vcc, s11, v1, vcc
v_add_co_u32 v9, vcc, s2, v3
v_add_co_ci_u32_e32 v10, vcc, s3, v4, vcc
s_lshl_b64 s[2:3], s[0:1], 3
global_load_dword v8, v[5:6], off
v_add_co_u32 v11, vcc, v9, s2
v_add_co_ci_u32_e32 v12, vcc, s3, v10, vcc
s_clause 0x1
global_load_dwordx2 v[3:4], v[9:10], off
global_load_dwordx2 v[5:6], v[11:12], off
s_waitcnt vmcnt(2)
v_cmp_nlt_f32_e32 vcc, 0.5, v8
s_and_saveexec_b64 s[2:3], vcc
s_xor_b64 s[2:3], exec, s[2:3]
v_xor_b32_e32 v7, 0x80000000, v8
s_andn2_saveexec_b64 s[2:3], s[2:3]
s_add_i32 s1, s0, 1
v_frexp_exp_i32_f32_e32 v10, v8
v_cvt_f32_i32_e32 v7, s1
v_frexp_mant_f32_e32 v8, v8
v_frexp_mant_f32_e32 v9, v7
v_frexp_exp_i32_f32_e32 v7, v7
v_rcp_f32_e32 v9, v9
v_sub_nc_u32_e32 v7, v10, v7
v_mul_f32_e32 v8, v8, v9
v_ldexp_f32 v7, v8, v7
s_or_b64 exec, exec, s[2:3]
s_waitcnt vmcnt(0)
v_add_co_u32 v3, vcc, v5, v3
v_add_co_ci_u32_e32 v4, vcc, v6, v4, vcc
v_cmp_gt_i32_e64 s[0:1], s0, v2
v_ashrrev_i64 v[5:6], 3, v[3:4]
v_cmp_ne_u64_e32 vcc, 7, v[3:4]
v_xor_b32_e32 v8, v5, v6
v_ffbh_i32_e32 v9, v6
s_and_b64 vcc, s[0:1], vcc
v_ashrrev_i32_e32 v8, 31, v8
v_add_nc_u32_e32 v9, -1, v9
v_add_nc_u32_e32 v8, 32, v8
v_min_u32_e32 v8, v9, v8
v_lshlrev_b64 v[5:6], v8, v[5:6]
v_min_u32_e32 v5, 1, v5
v_or_b32_e32 v5, v6, v5
v_sub_nc_u32_e32 v6, 32, v8
v_cvt_f32_i32_e32 v5, v5
v_ldexp_f32 v5, v5, v6
v_add_f32_e32 v2, v7, v5
v_cndmask_b32_e32 v2, v7, v2, vcc
v_add_co_u32 v0, vcc, s8, v0
v_add_co_ci_u32_e32 v1, vcc, s9, v1, vcc
global_store_dword v[0:1], v2, off
s_endpgm
