; options: -mcpu=gfx900
; .cfi_escape, .cfi_adjust_cfa_offset, .cfi_rel_offset against the tracked CFA offset, restore forms, a frame in another section
	.cfi_sections .debug_frame
	.section .text.x,"ax",@progbits
g:
	.cfi_startproc
	.cfi_def_cfa_register 2
	s_nop 0
	.cfi_adjust_cfa_offset 8
	.fill 63, 4, 0
	.cfi_escape 1, 2, 255
	.fill 64, 4, 0
	.cfi_restore 5
	.fill 256, 4, 0
	.cfi_restore 5
	.cfi_rel_offset v0, 4
	.cfi_rel_offset v0, 16
	.cfi_offset exec, 400
	.cfi_register s0, s1
	.cfi_endproc
