	.file 5 "x"
	.loc 5 1 0
	s_nop 0
