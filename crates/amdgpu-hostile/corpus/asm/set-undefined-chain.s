.rept 100000
.set s, s + 1
.endr
.long s
