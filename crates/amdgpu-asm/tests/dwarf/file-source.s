; options: -mcpu=gfx900
; LLVM_source file entries
	.file 0 "/d" "a.c" source "int x;\n"
	.file 1 "/d" "b.c" source ""
	.loc 1 3 0
	s_nop 0
