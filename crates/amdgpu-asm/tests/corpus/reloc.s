; options: -mcpu=gfx900
// Relocation specifiers, local/global/weak targets and section symbols.
.text
zeta:
.byte 1
.globl gfoo
gfoo:
alpha:
.L.loc:
.long ext@abs32@lo
.long zeta@abs32@hi + 4
.long .L.loc
.quad alpha
.long gfoo@rel32@lo - 4
.long ext2@gotpcrel32@hi
.long ext2@gotpcrel32@lo
.long ext3@gotpcrel
.long ext4@rel32@hi+8
.quad ext4@rel64
.quad ext5 + 2
.long alpha - zeta
1: .long 1f - 1b
1: .byte 0
.long ext - .
.long ext - lab + 4
lab: .quad ext - .
.data
dlab: .quad zeta
.weak wk
.long wk
.hidden gfoo
.long dlab
.quad dlab + 8
.section .foo
f1: .long dlab
.set alias, dlab + 2
.long alias
.set absv, 7
.globl absv
