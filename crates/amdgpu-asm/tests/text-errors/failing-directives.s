; options: -mcpu=gfx900
// Directives that fail print nothing (or what llvm-mc-19 printed before the error): a data
// value out of range ends its directive, bad alignments print rounded, `.fill` takes at
// most 8 bytes per value, `.comm` with a negative size and `.set` with trailing tokens
// print nothing.
.byte 300
.byte 1, 300, 2
.short 70000
.p2align 100
.align 3
.set x
.set y,
.globl
.type foo, @bogus
.size foo
.comm c, -1
.zero -1
.fill -1, 1, 0
.fill 1, 9, 0
.ascii x
.section
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
.uleb128 x
.long 1 +
.weak 1
.set z, 1, 2
.byte 5 extra
