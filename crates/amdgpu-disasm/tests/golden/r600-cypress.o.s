	// r600 code (printed as data): llvm-mc-19 -triple=r600 -mcpu=cypress
	.local	r$local
	.type	r$local,@function
	.size	r$local, 56
	.globl	r
	.type	r,@function
	.size	r, 56
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
r$local:
r:
	.long	0x80000004		// 000000: no instruction tables for this processor
	.long	0xa0080000		// 000004: no instruction tables for this processor
	.long	0x0000a020		// 000008: no instruction tables for this processor
	.long	0x95e01000		// 00000c: no instruction tables for this processor
	.long	0x00000000		// 000010: no instruction tables for this processor
	.long	0x80200000		// 000014: no instruction tables for this processor
	.long	0x00000000		// 000018: no instruction tables for this processor
	.long	0x00000000		// 00001c: no instruction tables for this processor
	.long	0x001fa482		// 000020: no instruction tables for this processor
	.long	0x00000b10		// 000024: no instruction tables for this processor
	.long	0x809fa882		// 000028: no instruction tables for this processor
	.long	0x00204790		// 00002c: no instruction tables for this processor
	.long	0x00000002		// 000030: no instruction tables for this processor
	.long	0x00000003		// 000034: no instruction tables for this processor
__oclc_ABI_version:
	.long	0x000001f4		// 000038: no instruction tables for this processor
	.section	.AMDGPU.config,"",@progbits
.Lsec_AMDGPU_config:
	.long	0x000288d4, 0x00000002, 0x0002880c, 0x00000000
	.long	0x000288e8, 0x00000000
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x62654400, 0x206e6169, 0x6e616c63, 0x65762067
	.long	0x6f697372, 0x3931206e, 0x372e312e, 0x7e332820
	.long	0x31626564, 0x29317532
	.byte	0x00
	.section	".note.GNU-stack","",@progbits
.Lsec_note_GNU_stack:
	.addrsig
