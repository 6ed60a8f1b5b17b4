; options: -mcpu=gfx900
; .debug_frame: one CIE, an FDE per .cfi_startproc/.cfi_endproc in any section
	.cfi_sections .debug_frame
f:
	.cfi_startproc
	s_nop 0
	.cfi_endproc
	.section .text.b,"ax",@progbits
	s_nop 0
g:
	.cfi_startproc
	s_nop 0
	s_nop 0
	.cfi_endproc
	.text
h:
	.cfi_startproc
	s_nop 0
	.cfi_endproc
