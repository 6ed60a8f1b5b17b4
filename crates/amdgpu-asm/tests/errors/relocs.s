// Relocation errors found at the end of assembly.
.text
t: .byte 0
.data
d: .long t - d
.short ext
.byte ext@rel32@lo
.long ext@bogus
.long ext * 2
