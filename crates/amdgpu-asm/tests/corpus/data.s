; options: -mcpu=gfx900
// Data directives in several sections.
.data
.byte 1, 2, 0xff, -1, 'a', '\n'
.short 0x1234, -2
.2byte 7
.value 9
.long 0xdeadbeef, -1
.4byte 3
.int 4
.quad 0x0123456789abcdef, -5
.8byte 6
.ascii "ab", "c\t\"q\""
.asciz "x", "y"
.string "z\101\x42"
.zero 3
.zero 2, 0x7
.space 2, 9
.skip 1
.fill 2, 3, 0x010203
.fill 1
.fill 3, 8, 0x11223344
.fill 2, 2
.section .rodata
.byte 2
.bss
.zero 8
.space 4
.section .foo,"aw",@progbits
.byte 3
.section .bar,"a",@nobits
.zero 16
.section .str,"aMS",@progbits,1
.asciz "hello"
.section .AMDGPU.csdata
.section .note.foo
.section .text.x
.section .rodata.y
.section .bss.z
.text
.long 0
