; options: -mcpu=gfx900
; which data directives take a pending .loc (values, strings, LEB128, .fill) and which do not (.zero, .space, .skip, alignment)
	.file 1 "x"
	.data
	.loc 1 1 0
	.uleb128 5
	.loc 1 2 0
	.ascii "abcd"
	.loc 1 3 0
	.zero 4
	.loc 1 4 0
	.fill 1,4,0
	.loc 1 5 0
	.sleb128 -1
	.loc 1 6 0
	.space 4
	.loc 1 7 0
	.skip 4
	.loc 1 8 0
	.p2align 4
	.loc 1 9 0
	.asciz "ab"
	.loc 1 10 0
	.string ""
	.loc 1 11 0
	.short 1
	.loc 1 12 0
	.8byte 1
	.loc 1 13 0
	.4byte 1
	.loc 1 14 0
	.p2align 1
	.loc 1 15 0
	.ascii ""
	.loc 1 17 0
	.byte 1
