; options: -mcpu=gfx900
; sequences in the order of each section's first row; DW_LNS_copy vs special opcodes; advance_pc then special
	.file	0 "/d" "a.cl"
	.section .text.x,"ax",@progbits
	.section .text.y,"ax",@progbits
	.loc 0 1 0
	s_nop 0
	.section .text.x,"ax",@progbits
	.loc 0 1 0
	s_nop 0
	.loc 0 1 0
	s_nop 0
	.loc 0 1 0
	.loc 0 2 0
	.fill 39,4,0
	s_nop 0
	.loc 0 1 0
	.fill 1000,4,0
	s_nop 0
	.loc 0 1 0
	.fill 32,4,0
	s_nop 0
	.loc 0 2 0
	.fill 33,4,0
	s_nop 0
	.loc 0 3 0
	.fill 16,4,0
	s_nop 0
	.loc 0 2 0
	s_nop 0
	.text
	.loc 0 5 0
	s_nop 0
