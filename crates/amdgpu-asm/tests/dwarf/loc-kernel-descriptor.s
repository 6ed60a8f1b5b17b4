; options: -mcpu=gfx900
; the kernel descriptor of .amdhsa_kernel takes a pending .loc (the row is at the descriptor)
	.file 0 "/d" "a.c"
	.text
	s_nop 0
	.loc 0 5 0
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
	s_nop 0
