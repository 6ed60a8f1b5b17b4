.macro m n
.if \n
m (\n-1)
m (\n-1)
.endif
.byte 0
.endm
m 19
