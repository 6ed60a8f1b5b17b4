; options: -mcpu=gfx900
// Relocations into mergeable sections: a non-zero constant keeps the label as the target,
// zero uses the section symbol (found by the disassembler round trip, linkable fixture).
	.section .rodata.str1.1,"aMS",@progbits,1
	.byte 0
.str:
	.asciz "hi"
	.section .rodata.cst4,"aM",@progbits,4
	.long 0
c4:
	.long 1
	.data
	.quad .str
	.quad .str+2
	.quad c4
	.quad c4+1
	.quad .str-1
	.text
	s_mov_b32 s0, .str
	s_mov_b32 s0, .str@abs32@lo
