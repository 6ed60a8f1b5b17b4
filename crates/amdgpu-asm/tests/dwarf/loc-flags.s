; options: -mcpu=gfx900
; .loc sub-directives: the order of set_file/column/discriminator/isa/negate_stmt/prologue_end/epilogue_begin; DWARF 5 with MD5
	.text
	.file	0 "/tmp/lead" "k1.cl" md5 0x87d1dedd197dfb0134f5983dc73a9c39
	.file	1 "/usr/include" "b.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
f:
	.loc	0 3 0
	.cfi_sections .debug_frame
	.cfi_startproc
	s_nop 0
	.loc	0 3 53 prologue_end
	s_nop 0
	.loc	0 4 49 is_stmt 0
	s_nop 0
	.loc	1 400 2 discriminator 3
	s_nop 0
	s_nop 0
	.loc	1 2 2 epilogue_begin isa 2
	s_setpc_b64 s[30:31]
	.cfi_endproc
