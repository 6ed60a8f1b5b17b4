; options: -mcpu=gfx9-generic --amdhsa-code-object-version=6
// Instructions for a generic target (issue 5/7 gap 4): gfx9-generic accepts what every
// processor it covers (gfx900, gfx902, gfx904, gfx906, gfx909, gfx90c) accepts.
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_mad_f32 v0, v1, v2, v3
	v_add_u32 v0, v1, v2
	v_add_co_u32 v0, vcc, v1, v2
	v_pk_add_f16 v0, v1, v2
	v_screen_partition_4se_b32 v0, v1
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u32 v0, v1, 2, v3
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, g@rel32@lo+4
	s_endpgm
