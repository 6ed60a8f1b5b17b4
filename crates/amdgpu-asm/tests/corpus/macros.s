; options: -mcpu=gfx900
// Macros, loops and conditional assembly.
.macro bytes a, b=2, c:req
.byte \a, \b, \c
.endm
.macro nest x
bytes \x, c=9
.endm
.macro counter
.byte \@
.endm
.macro va first, rest:vararg
.byte \first
.byte \rest
.endm
.macro cat p
.byte 0x\p\()0
.endm
.data
bytes 1, 3, 4
bytes 5 6 7
bytes 1 + 1, c = 8
nest 3
counter
counter
va 1, 2, 3, 4
cat 7
.rept 3
.byte 0xaa
.endr
.rept 0
.byte 0xbb
.endr
.irp r, 1, 2, 3
.short \r * 2
.endr
.irpc c, 456
.byte \c
.endr
.rept 2
.irp q, 8, 9
.byte \q
.endr
.endr
.if 1
.byte 0x11
.elseif 1
.byte 0x12
.else
.byte 0x13
.endif
.if 0
.byte 0x21
.elseif 2 > 1
.byte 0x22
.else
.byte 0x23
.endif
.if 0
.if 1
.byte 0x31
.endif
.else
.byte 0x32
.endif
.ifdef sym1
.byte 0x41
.endif
sym1 = 1
.ifdef sym1
.byte 0x42
.endif
.ifndef sym2
.byte 0x43
.endif
.ifeq 0
.byte 0x51
.endif
.ifne 0
.byte 0x52
.endif
.ifgt 1
.byte 0x53
.endif
.iflt 1
.byte 0x54
.endif
.ifb
.byte 0x55
.endif
.ifnb x
.byte 0x56
.endif
.ifc a,a
.byte 0x57
.endif
.ifnc a,b
.byte 0x58
.endif
