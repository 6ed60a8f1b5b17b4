; options: -mcpu=gfx900
; basic_block sits between negate_stmt and prologue_end; .cfi_sections naming both sections writes .eh_frame, then .debug_frame
	.file 0 "/d" "a.c"
	.cfi_sections .eh_frame, .debug_frame
f:
	.cfi_startproc
	.loc 0 1 1 basic_block prologue_end is_stmt 0 isa 1 discriminator 2 epilogue_begin
	s_nop 0
	.cfi_endproc
