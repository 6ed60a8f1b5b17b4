// .amdgcn.next_free_{v,s}gpr set to a value that is not absolute (llvm-mc-19 errors at each
// instruction that would raise it); amdhsa only.
.set .amdgcn.next_free_vgpr, "foo"
	s_mov_b32 s0, 1
	v_mov_b32_e32 v0, s0
