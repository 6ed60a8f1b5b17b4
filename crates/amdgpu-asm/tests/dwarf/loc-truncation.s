; options: -mcpu=gfx900
; .loc operands are truncated as llvm-mc-19 does: file and line to 32 bits, column to 16 bits; basic_block twice
	.file 1 "x"
	.loc 1 4294967296 0
	s_nop 0
	.loc 1 1 70000
	s_nop 0
	.loc 1 1 4294967297
	s_nop 0
	.loc 1 1 1 basic_block basic_block
	s_nop 0
	.loc 1 0 0
	s_nop 0
