; options: -mcpu=gfx900
// Symbols as 32-bit instruction literals (issue 5/7 gap 5): relocation specifiers in the
// second SALU source, plain symbols (PC-relative: R_AMDGPU_REL32, or `sym + c - P` for a
// label in this section) and label differences.
.text
k:
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, coef@rel32@lo+4
	s_addc_u32 s7, s7, coef@rel32@hi+12
	s_add_u32 s8, s8, coef@gotpcrel32@lo+4
	s_addc_u32 s9, s9, coef@gotpcrel32@hi+12
	s_and_b32 s0, s0, g@abs32@lo
	s_or_b32 s1, s1, g@abs32@hi
	s_mov_b32 s0, coef
	s_mov_b32 s0, k
	s_mov_b32 s0, k+8
	s_mov_b32 s0, fwd
	s_mov_b32 s0, g@abs32@lo
	s_mov_b32 s0, k@rel32@lo
	s_add_u32 s0, s0, fwd-k
	s_cmp_eq_u32 s0, coef@abs32@lo
	v_add_u32 v0, coef@abs32@lo, v0
fwd:
	s_nop 0
.data
d:
	.long 0
.text
	s_mov_b32 s0, d
	s_add_u32 s0, s0, d@abs32@lo
