; options: -mcpu=gfx900
; the generated table follows what the source put into .debug_line; references to it relocate
	.file 0 "/d" "a.c"
	.section .debug_line,"",@progbits
	.long 7
L:
	.text
	.loc 0 2 0
	s_nop 0
	.section .debug_info,"",@progbits
	.long L
