.macro lbl
l\@: .long l\@
.endm
.rept 200000
lbl
.endr
