.macro m
m
.endm
m
