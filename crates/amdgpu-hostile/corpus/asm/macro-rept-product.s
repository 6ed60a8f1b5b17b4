.macro big
.rept 100000
.byte 0
.endr
.endm
.rept 100000
big
.endr
