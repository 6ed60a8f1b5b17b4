; options: -mcpu=gfx900
; inconsistent MD5 (warning, no MD5 column), shared strings, is_stmt carried over, rows from data, alignment and .zero, long advances, a second section
	.file	0 "/d" "a.cl" md5 0x00000000000000000000000000000001
	.file	1 "/d" "a.cl"
	.file	2 "/e" "a.cl" md5 0x00000000000000000000000000000002
f:
	.loc	0 3 0 is_stmt 0 discriminator 5 isa 3 prologue_end epilogue_begin
	s_nop 0
	.loc	0 3 0 is_stmt 0
	.loc	0 5 1
	s_nop 0
	.byte 1,2,3,4
	.loc 2 9 9
	.long 5
	.p2align 8
	s_nop 0
	.loc 1 20 0
	.p2align 4
	s_nop 0
	.loc 1 20000 0
	.zero 5000
	s_nop 0
	.loc 1 2 0
	s_nop 0
	.loc 1 2 0
	s_nop 0
	.section .text.b,"ax",@progbits
	.loc 1 7 0
	s_nop 0
	.loc 1 7 1
	.text
	s_nop 0
	.loc 2 7 1
