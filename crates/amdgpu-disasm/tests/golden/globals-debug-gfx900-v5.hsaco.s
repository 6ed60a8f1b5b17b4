	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.local	ptrs
	.hidden	ptrs
	.type	ptrs,@object
	.size	ptrs, 16
	.local	table
	.hidden	table
	.type	table,@object
	.size	table, 16
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	gk
	.protected	gk
	.type	gk,@function
	.size	gk, 120
	.globl	gk.kd
	.protected	gk.kd
	.type	gk.kd,@object
	.size	gk.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel gk
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
__oclc_ABI_version:
	.long	0x000001f4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
gk:
	v_and_b32_e32 v1, 1, v0                                    // 000000001600: 26020081
	v_lshlrev_b32_e32 v1, 3, v1                                // 000000001604: 24020283
	s_getpc_b64 s[0:1]                                         // 000000001608: BE801C00
	s_add_u32 s0, s0, ptrs@rel32@lo+4                          // 00000000160C: 8000FF00 0000212C
	s_addc_u32 s1, s1, ptrs@rel32@hi+12                        // 000000001614: 8201FF01 00000000
	global_load_dwordx2 v[1:2], v1, s[0:1]                     // 00000000161C: DC548000 01000001
	v_and_b32_e32 v3, 3, v0                                    // 000000001624: 26060083
	s_getpc_b64 s[0:1]                                         // 000000001628: BE801C00
	s_add_u32 s0, s0, table@rel32@lo+4                         // 00000000162C: 8000FF00 000020FC
	s_addc_u32 s1, s1, table@rel32@hi+12                       // 000000001634: 8201FF01 00000000
	v_lshlrev_b32_e32 v3, 2, v3                                // 00000000163C: 24060682
	v_lshlrev_b32_e32 v0, 2, v0                                // 000000001640: 24000082
	global_load_dword v4, v3, s[0:1]                           // 000000001644: DC508000 04000003
	s_waitcnt vmcnt(1)                                         // 00000000164C: BF8C0F71
	global_load_dword v5, v[1:2], off                          // 000000001650: DC508000 057F0001
	s_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000001658: C0060002 00000000
	s_waitcnt vmcnt(0)                                         // 000000001660: BF8C0F70
	v_add_u32_e32 v1, v4, v5                                   // 000000001664: 68020B04
	s_waitcnt lgkmcnt(0)                                       // 000000001668: BF8CC07F
	global_store_dword v0, v1, s[0:1]                          // 00000000166C: DC708000 00000100
	s_endpgm                                                   // 000000001674: BF810000
	.section	.data,"aw",@progbits
	.p2align	3
.Lsec_data:
table:
	.long	0x00000001, 0x00000002, 0x00000003, 0x00000004
ptrs:
	.quad table
	.quad .Lsec_data+8
	.section	.debug_loclists,"",@progbits
.Lsec_debug_loclists:
	.long	0x00000018, 0x00080005, 0x00000001, 0x00000004
	.long	0x07786004, 0x00148092, 0x00181631
	.section	.debug_abbrev,"",@progbits
.Lsec_debug_abbrev:
	.long	0x25011101, 0x03051325, 0x10177225, 0x11251b17
	.long	0x7306121b, 0x17018c17, 0x34020000, 0x49250300
	.long	0x3a193f13, 0x020b3b0b, 0x03000018, 0x13490101
	.long	0x21040000, 0x37134900, 0x0500000b, 0x25030024
	.long	0x0b0b0b3e, 0x24060000, 0x0b250300, 0x000b3e0b
	.long	0x000f0700, 0x00001349, 0x11012e08, 0x7a06121b
	.long	0x3a250319, 0x360b3b0b, 0x00193f0b, 0x00050900
	.long	0x0b3a2503, 0x13490b3b, 0x340a0000, 0x03220200
	.long	0x3b0b3a25, 0x0013490b, 0x00160b00, 0x25031349
	.long	0x0b3b0b3a
	.byte	0x00, 0x00, 0x00
	.section	.debug_info,"",@progbits
.Lsec_debug_info:
	.long	0x00000087, 0x08010005, 0x00000000, 0x00150001
	.long	0x00000801, 0x00000000, 0x78020200, 0x08000000
	.long	0x0c000000, 0x02000000, 0x00003203, 0x02010000
	.long	0x3e0300a1, 0x04000000, 0x00000042, 0x04050004
	.long	0x05060405, 0x06020708, 0x00000051, 0xa1020200
	.long	0x005d0301, 0x42040000, 0x02000000, 0x003e0700
	.long	0x02080000, 0x00000078, 0xc7030007, 0x03000b09
	.long	0x0000005d, 0x0008000a, 0x00007e04, 0x860b0000
	.long	0x0a000000, 0x09058101
	.byte	0x07, 0x04, 0x00
	.section	.debug_str_offsets,"",@progbits
.Lsec_debug_str_offsets:
	.long	0x00000034, 0x00000005, 0x00000006, 0x00000095
	.long	0x00000032, 0x00000066, 0x0000002e, 0x00000079
	.long	0x00000090, 0x0000008d, 0x00000000, 0x0000006c
	.long	0x00000061, 0x00000002
	.section	.debug_str,"MS",@progbits,1
.Lsec_debug_str:
	.long	0x756f0069, 0x65440074, 0x6e616962, 0x616c6320
	.long	0x7620676e, 0x69737265, 0x31206e6f, 0x2e312e39
	.long	0x33282037, 0x6265647e, 0x31753231, 0x6e690029
	.long	0x772f0074, 0x2f6b726f, 0x6e69616d, 0x6172632f
	.long	0x2f736574, 0x67646d61, 0x642d7570, 0x73617369
	.long	0x65742f6d, 0x2f737473, 0x74786966, 0x73657275
	.long	0x6e697500, 0x61740074, 0x00656c62, 0x69736e75
	.long	0x64656e67, 0x746e6920, 0x415f5f00, 0x59415252
	.long	0x5a49535f, 0x59545f45, 0x5f5f4550, 0x006b6700
	.long	0x73727470, 0x63727300, 0x6f6c672f, 0x736c6162
	.long	0x006c632e
	.section	.debug_addr,"",@progbits
.Lsec_debug_addr:
	.long	0x0000001c, 0x00080005, 0x00003728, 0x00000000
	.long	0x00003738, 0x00000000, 0x00001600, 0x00000000
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x6e694c00, 0x3a72656b, 0x62654420, 0x206e6169
	.long	0x20444c4c, 0x312e3931, 0x4400372e, 0x61696265
	.long	0x6c63206e, 0x20676e61, 0x73726576, 0x206e6f69
	.long	0x312e3931, 0x2820372e, 0x65647e33, 0x75323162
	.byte	0x31, 0x29, 0x00
	.section	.debug_frame,"",@progbits
	.p2align	3
.Lsec_debug_frame:
	.long	0x0000000c, 0xffffffff, 0x00080004, 0x00100404
	.long	0x00000014, 0x00000000, 0x00001600, 0x00000000
	.long	0x00000078, 0x00000000
	.section	.debug_line,"",@progbits
.Lsec_debug_line:
	.long	0x0000008e, 0x00080005, 0x00000050, 0xfb010104
	.long	0x01000d0e, 0x00010101, 0x00010000, 0x01010100
	.long	0x0010021f, 0x003f0000, 0x01030000, 0x050f021f
	.long	0x0065021e, 0xde000000, 0xbde5385e, 0x7750dde4
	.long	0xf6b6f0bc, 0x007c78d8, 0x01000000, 0x9c2ebae6
	.long	0x5cf4eaa1, 0xea863d75, 0x8c890e43, 0x14050004
	.long	0x0209000a, 0x00001600, 0x00000000, 0x060d0516
	.long	0x82230520, 0x05201b05, 0x1b056603, 0x2e0c0520
	.long	0x19053b06, 0x060a052f, 0x0601052e, 0x0001023d
	.byte	0x01, 0x01
	.section	.debug_line_str,"MS",@progbits,1
.Lsec_debug_line_str:
	.long	0x6e65706f, 0x632d6c63, 0x7361622d, 0x00682e65
	.long	0x726f772f, 0x616d2f6b, 0x632f6e69, 0x65746172
	.long	0x6d612f73, 0x75706764, 0x7369642d, 0x2f6d7361
	.long	0x74736574, 0x69662f73, 0x72757478, 0x2f007365
	.long	0x2f727375, 0x2f62696c, 0x6d766c6c, 0x2f39312d
	.long	0x2f62696c, 0x6e616c63, 0x39312f67, 0x636e692f
	.long	0x6564756c, 0x63727300, 0x6f6c672f, 0x736c6162
	.long	0x006c632e
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: int*
        .value_kind: global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: gk
    .private_segment_fixed_size: 0
    .sgpr_count: 10
    .sgpr_spill_count: 0
    .symbol: gk.kd
    .uses_dynamic_stack: false
    .vgpr_count: 6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
