; options: -mcpu=gfx900
; .file names split with LLVM's path rules ("x/" is "x" "."; "a//b.c" is "a" "b.c"), and a
; directory equal to the root's is dropped only for entries declared after .file 0
	.file 1 "/d" "x.c"
	.file 0 "/d" "a.c"
	.file 2 "/d" "y.c"
	.file 3 "x/"
	.file 4 "a//b.c"
	.file 5 "/abs.c"
	.text
	.loc 1 1
	s_nop 0
	.loc 2 2
	s_nop 0
	.loc 3 3
	s_nop 0
	.loc 4 4
	s_nop 0
	.loc 5 5
	s_nop 0
