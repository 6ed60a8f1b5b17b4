.p2align 63
.byte 1
