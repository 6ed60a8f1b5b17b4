.macro a
b
.endm
.macro b
a
.endm
a
