; options: -mcpu=gfx900
// Integer expressions: precedence, unary operators, comparisons, shifts, symbols.
.data
.byte 1+2*3, (1<2), (2<1), 1==1, 6>>1, 1|2^3&1, 3 - 1 < 3, 1 + 2 << 1, !0, ~0
.byte 1 || 0, 7 % 4, -7/2, 1 <> 2, 2&&3, 5-3-1, 0x10, 010, 0b11, 'a'
.byte 2 | 1 + 1, 4 - 1 & 1, 2 << 1 * 3, 1 == 1 == 1, 1 || 0 && 0, - - 1, +3, 1 + -~1, 3 >= 3, 1 != 1, 6 / 4 % 3
.short 1 << 2 + 1, 2 * 3 << 1, 1 | 2 + 4, 12 & 4 == 4, -7 % 2, 1 + 2 == 3, 0 || 2 && 0, 4 ^ 1 | 2
.quad -8 >> 1, 1 << 63, 0xffffffffffffffff
x = 5
.byte x
x = 6
.byte x
.set y, x * 2
.equ z, y + 1
.byte y, z
.equ z, 40
.byte z
start:
.long end - start, . - start, end - .
.long fwd * 2
fwd = 21
end:
.byte 0
1: .byte 1b - start
.byte 2f - 1b
2: .byte 0
1: .long 1b - 2b
