// Symbol errors.
a:
a:
b = 1
b:
c = c + 1
.set d, e
.set e, d
.long d
.long 1b
.type x, @bogus
.size y, z
.long "nul\0name"
.section "sec\0x"
