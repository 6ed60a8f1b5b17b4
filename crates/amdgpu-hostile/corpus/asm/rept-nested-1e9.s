.rept 1000
.rept 1000
.rept 1000
.byte 0
.endr
.endr
.endr
