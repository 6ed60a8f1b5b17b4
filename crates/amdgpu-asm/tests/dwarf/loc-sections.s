; options: -mcpu=gfx900
; a section change drops a pending .loc (also .pushsection/.popsection); const_add_pc and advance_pc choices; sequence end
	.file	0 "/d" "a.cl"
	.section .text.z,"ax",@progbits
	.section .text.b,"ax",@progbits
	.text
	.loc 0 1 0
	.section .text.b,"ax",@progbits
	s_nop 0
	.text
	.loc 0 2 0
	.pushsection .text.z
	.popsection
	s_nop 0
	.loc 0 3 0
	.text
	s_nop 0
	.loc 0 4 0
	s_nop 0
	.fill 17, 4, 0
	.loc 0 5 0
	s_nop 0
	.fill 16, 4, 0
	.loc 0 6 0
	s_nop 0
	.fill 18, 4, 0
	.loc 0 14 0
	s_nop 0
	.fill 34, 4, 0
	.loc 0 7 0
	s_nop 0
	.fill 35, 4, 0
	.loc 0 20 0
	s_nop 0
	.fill 16, 4, 0
	.section .text.z,"ax",@progbits
	.loc 0 9 0
	s_nop 0
	.fill 17, 4, 0
