; options: -mcpu=gfx900
// Relocation corner cases: the specifier alone picks the type, 2-byte data is REL16,
// differences against this section are PC-relative.
.data
.byte ext@rel32@lo
.quad ext@rel32@lo
.quad ext@gotpcrel
.long ext@rel64
.long t - .
.quad t - d
d: .long ext - d
.text
t: .long 0
.short lbl
lbl:
.short lbl + 2
