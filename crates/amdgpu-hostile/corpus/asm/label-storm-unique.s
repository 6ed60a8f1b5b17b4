.macro lbl
l\@: .long l\@
.endm
.rept 50000
lbl
.endr
