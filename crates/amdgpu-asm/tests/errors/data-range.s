// Every error in one run, each located.
.byte 256, -129, 255
.short 0x10000
.long 0x100000000
.byte undefined_sym
.byte 1/0
.byte (1
.zero
.fill 1, 2, 3, 4
