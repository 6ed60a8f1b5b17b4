	.file 1 "x"
	.loc 2 1 0
	.loc 1 -1 0
	.loc 1 1 1 is_stmt 2
	.loc 1 1 1 bogus
	.loc 1 1 1 isa -1
	.loc 1 1 1 prologue_end 3
