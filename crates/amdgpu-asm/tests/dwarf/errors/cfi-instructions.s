	.cfi_offset 16, 8
	.cfi_startproc
	.cfi_undefined vcc_lo
	.cfi_undefined s[0:1]
	.cfi_offset 16
	.cfi_escape 300
	.section .other,"ax",@progbits
	.cfi_undefined 3
	.text
	.cfi_endproc
