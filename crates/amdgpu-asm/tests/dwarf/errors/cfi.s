	.cfi_endproc
	.cfi_startproc
	.cfi_startproc
	.cfi_sections .text
	.cfi_startproc bogus
