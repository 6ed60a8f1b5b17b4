; options: -mcpu=gfx900
; isa and discriminator keep the low 32 bits; a negative discriminator is accepted
	.file 1 "x"
	.loc 1 1 1 discriminator -1
	s_nop 0
	.loc 1 1 1 discriminator 0x100000000
	s_nop 0
	.loc 1 1 1 isa 0x100000001
	s_nop 0
