; options: -mcpu=gfx900
; without .cfi_sections the frames go to .eh_frame (zR, PC-relative FDE pointers)
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
