.p2align 62, 0, 0xffffffffffffffff
.balign 0x8000000000000000
