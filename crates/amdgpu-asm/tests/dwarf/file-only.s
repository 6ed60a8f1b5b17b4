; options: -mcpu=gfx900
; a file table without rows still writes the header
	.file 0 "/d" "a.c"
	s_nop 0
