.set a0, 1
.macro chain n
.set a\n, a\n - 1 + 1
.endm
a1 = a0 + a0
.rept 1
.endr
x = y
y = x
.long x
