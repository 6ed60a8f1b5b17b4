; options: -mcpu=gfx900
; no .file 0: a DWARF 4 line table with inline strings; addresses truncated to 4-byte units
	.file 1 "a.c"
	.file 2 "sub/b.c"
	.loc 2 3 0
	s_nop 0
	.byte 1
	.loc 1 4 0
	.byte 2
	.loc 1 5 0
	.byte 3
