// Errors inside macros show the expansion chain.
.macro inner v
.byte \v
.endm
.macro outer w
inner \w
.endm
outer 1
outer 400
.rept 2
.byte 256
.endr
.irp x, 1, 300
.byte \x
.endr
.macro needs a:req
.byte \a
.endm
needs
