; options: -mcpu=gfx900 -triple=amdgcn-mesa-mesa3d
; .amd_kernel_code_t takes a pending .loc (clang -g for mesa3d writes .loc right before it); REL relocations
	.file 0 "/d" "a.c"
	.text
	.p2align 8
k:
	.loc 0 3 0
	.cfi_startproc
	.amd_kernel_code_t
	.end_amd_kernel_code_t
	.loc 0 4 2 prologue_end
	s_endpgm
	.cfi_endproc
