; options: -mcpu=gfx900
// Alignment in code (s_nop padding) and data (fill) sections.
.text
.long 1
.p2align 3
.long 2
.p2align 4, 0
.long 5
.balign 16, 0x55
.long 4
.p2align 5,,8
.long 6
.p2align 4,,12
.long 7
.align 64
.long 8
.data
.byte 1
.p2align 3
.byte 2
.align 8, 0x11
.byte 3
.balign 4
.byte 4
.p2align 4, 0xee, 5
.byte 5
.p2align 4, 0xee, 15
.byte 6
.section .rodata
.p2align 7
.byte 9
.section .w
.short 1
.p2alignw 3, 0x1234
.long 2
.balignl 16, 0x01020304
.long 3
.balignw 8, 0x5678
.byte 4
