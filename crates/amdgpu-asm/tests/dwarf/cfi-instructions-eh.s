; options: -mcpu=gfx900
; the same instructions in .eh_frame: records padded to 4, the last one to 8
	
f:
	.cfi_startproc
	.cfi_offset 16, 8
	.cfi_offset 70, 8
	.cfi_offset 70, -8
	.cfi_def_cfa 1, 8
	.cfi_def_cfa 1, -8
	.cfi_def_cfa_offset -4
	.cfi_def_cfa_offset 20
	.cfi_rel_offset 3, 28
	.cfi_restore 70
	s_nop 0
	.cfi_undefined s70
	.cfi_undefined v255
	.cfi_undefined a255
	.cfi_undefined pc
	.cfi_undefined vcc
	.cfi_undefined m0
	.cfi_undefined exec_lo
	.fill 300, 4, 0
	.cfi_same_value 1
	.fill 1000, 4, 0
	.cfi_same_value 1
	.cfi_endproc
