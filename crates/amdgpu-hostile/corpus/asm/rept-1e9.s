.rept 1000000000
.byte 0
.endr
