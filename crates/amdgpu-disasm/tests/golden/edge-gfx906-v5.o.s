	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.local	.str
	.local	helper
	.type	helper,@function
	.size	helper, 4
	.globl	ext_func
	.globl	k
	.protected	k
	.type	k,@function
	.size	k, 116
	.globl	"odd name"
	.hidden	"odd name"
	.globl	abs_sym
	.set	abs_sym, 0x1234
	.globl	lds_var
	.type	lds_var,@object
	.amdgpu_lds	lds_var, 256, 16
	.globl	zeros
	.size	zeros, 64
	.globl	k.kd
	.type	k.kd,@object
	.size	k.kd, 64
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
k:
	s_mov_b32 s0, 0                                            // 000000000000: BE800080
.LBB_text_4:
	s_add_u32 s0, s0, 1                                        // 000000000004: 80008100
	s_cmp_lg_u32 s0, 10                                        // 000000000008: BF078A00
	s_cbranch_scc1 .LBB_text_4                                 // 00000000000C: BF85FFFD
	s_getpc_b64 s[4:5]                                         // 000000000010: BE841C00
	s_add_u32 s4, s4, ext_func@rel32@lo+4                      // 000000000014: 8004FF04 00000000
	s_addc_u32 s5, s5, ext_func@rel32@hi+12                    // 00000000001C: 8205FF05 00000000
	s_getpc_b64 s[6:7]                                         // 000000000024: BE861C00
	s_add_u32 s6, s6, .str@rel32@lo+8                          // 000000000028: 8006FF06 00000000
	s_addc_u32 s7, s7, .str@rel32@hi+16                        // 000000000030: 8207FF07 00000000
	s_getpc_b64 s[8:9]                                         // 000000000038: BE881C00
	s_add_u32 s8, s8, "odd name"@gotpcrel32@lo+4               // 00000000003C: 8008FF08 00000000
	s_addc_u32 s9, s9, "odd name"@gotpcrel32@hi+12             // 000000000044: 8209FF09 00000000
	.long	0xbe8a00ff		// 00004c: a relocation patches it
	.long 0+4660-.
	v_mov_b32_e32 v0, lds_var@abs32@lo                         // 000000000054: 7E0002FF 00000000
	s_branch .LBB_text_70                                      // 00000000005C: BF820004
	v_mul_hi_u32_u24_e32 v26, ttmp12, v43                      // 000000000060: 12345678
	s_nop 0                                                    // 000000000064: BF800000
	s_nop 0                                                    // 000000000068: BF800000
	s_nop 0                                                    // 00000000006C: BF800000
.LBB_text_70:
	s_endpgm                                                   // 000000000070: BF810000
helper:
	s_setpc_b64 s[30:31]                                       // 000000000074: BE801D1E
	.section	.rodata.str1.1,"aMS",@progbits,1
.Lsec_rodata_str1_1:
.str:
	.long	0x6c6c6568, 0x6f77006f, 0x00646c72
	.section	.data,"aw",@progbits
	.p2align	3
.Lsec_data:
"odd name":
	.quad ext_func+8
	.quad .Lsec_text+116
	.long	0x00001234
	.byte	0x01, 0x02, 0x03
	.section	.bss,"aw",@nobits
	.p2align	4
.Lsec_bss:
zeros:
	.zero	64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
k.kd:
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.quad k+16-.
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.long	0x00000000, 0x00000000, 0x00ac0080, 0x00000084
	.long	0x00000008, 0x00000000
	.amdgpu_metadata
---
amdhsa.kernels:
  - .flag: true
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name: k
    .private_segment_fixed_size: 0
    .sgpr_count: 12
    .symbol: k.kd
    .vendor_note: 16
    .vgpr_count: 1
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
