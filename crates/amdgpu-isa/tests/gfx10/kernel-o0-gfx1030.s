s_mov_b32 s33, 0
s_add_u32 s0, s0, s15
s_addc_u32 s1, s1, 0
s_mov_b64 s[4:5], s[6:7]
s_load_dwordx2 s[8:9], s[4:5], 0x0
s_load_dwordx2 s[6:7], s[4:5], 0x8
s_load_dword s4, s[4:5], 0x10
s_waitcnt lgkmcnt(0)
s_mov_b32 s5, s9
v_mov_b32_e32 v1, s5
buffer_store_dword v1, off, s[0:3], s33 offset:4
s_mov_b32 s5, s8
v_mov_b32_e32 v1, s5
buffer_store_dword v1, off, s[0:3], s33
s_mov_b32 s5, s7
v_mov_b32_e32 v1, s5
buffer_store_dword v1, off, s[0:3], s33 offset:12
s_mov_b32 s5, s6
v_mov_b32_e32 v1, s5
buffer_store_dword v1, off, s[0:3], s33 offset:8
v_mov_b32_e32 v1, s4
buffer_store_dword v1, off, s[0:3], s33 offset:16
s_mov_b32 s4, 6
v_lshl_add_u32 v0, s12, s4, v0
buffer_store_dword v0, off, s[0:3], s33 offset:20
buffer_load_dword v1, off, s[0:3], s33
buffer_load_dword v0, off, s[0:3], s33 offset:4
s_waitcnt vmcnt(0)
v_mov_b32_e32 v2, v0
buffer_load_dword v3, off, s[0:3], s33 offset:20
s_waitcnt vmcnt(0)
v_ashrrev_i32_e64 v0, 31, v3
v_mov_b32_e32 v4, v0
s_mov_b32 s4, 2
v_lshlrev_b64 v[8:9], s4, v[3:4]
v_mov_b32_e32 v0, v1
v_mov_b32_e32 v3, v8
v_mov_b32_e32 v1, v2
v_mov_b32_e32 v2, v9
v_add_co_u32 v0, s4, v0, v3
v_add_co_ci_u32_e64 v2, s4, v1, v2, s4
v_mov_b32_e32 v1, v2
global_load_dword v3, v[0:1], off
buffer_load_dword v4, off, s[0:3], s33 offset:16
buffer_load_dword v10, off, s[0:3], s33 offset:8
buffer_load_dword v2, off, s[0:3], s33 offset:12
s_waitcnt vmcnt(0)
v_mov_b32_e32 v11, v2
v_mov_b32_e32 v5, v10
v_mov_b32_e32 v7, v8
v_mov_b32_e32 v2, v11
v_mov_b32_e32 v6, v9
v_add_co_u32 v5, s4, v5, v7
v_add_co_ci_u32_e64 v2, s4, v2, v6, s4
v_mov_b32_e32 v6, v2
global_load_dword v2, v[5:6], off
s_waitcnt vmcnt(0)
v_fmac_f32_e64 v2, v3, v4
global_store_dword v[0:1], v2, off
s_endpgm
