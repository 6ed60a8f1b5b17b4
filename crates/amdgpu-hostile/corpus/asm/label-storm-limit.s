.macro lbl
l\@: .long l\@
.endm
.rept 3000000
lbl
.endr
