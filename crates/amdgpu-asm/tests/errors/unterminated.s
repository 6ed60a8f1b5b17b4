// Unterminated blocks.
.if 1
.byte 1
.macro m
.byte 2
