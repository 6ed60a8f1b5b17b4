	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.globl	gk
	.protected	gk
	.type	gk,@function
	.size	gk, 120
	.globl	ptrs
	.hidden	ptrs
	.type	ptrs,@object
	.size	ptrs, 16
	.globl	table
	.hidden	table
	.type	table,@object
	.size	table, 16
	.globl	gk.kd
	.protected	gk.kd
	.type	gk.kd,@object
	.size	gk.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
gk:
	v_and_b32_e32 v1, 1, v0                                    // 000000000000: 26020081
	v_lshlrev_b32_e32 v1, 3, v1                                // 000000000004: 24020283
	s_getpc_b64 s[0:1]                                         // 000000000008: BE801C00
	s_add_u32 s0, s0, ptrs@rel32@lo+4                          // 00000000000C: 8000FF00 00000000
	s_addc_u32 s1, s1, ptrs@rel32@hi+12                        // 000000000014: 8201FF01 00000000
	global_load_dwordx2 v[1:2], v1, s[0:1]                     // 00000000001C: DC548000 01000001
	v_and_b32_e32 v3, 3, v0                                    // 000000000024: 26060083
	s_getpc_b64 s[0:1]                                         // 000000000028: BE801C00
	s_add_u32 s0, s0, table@rel32@lo+4                         // 00000000002C: 8000FF00 00000000
	s_addc_u32 s1, s1, table@rel32@hi+12                       // 000000000034: 8201FF01 00000000
	v_lshlrev_b32_e32 v3, 2, v3                                // 00000000003C: 24060682
	v_lshlrev_b32_e32 v0, 2, v0                                // 000000000040: 24000082
	global_load_dword v4, v3, s[0:1]                           // 000000000044: DC508000 04000003
	s_waitcnt vmcnt(1)                                         // 00000000004C: BF8C0F71
	global_load_dword v5, v[1:2], off                          // 000000000050: DC508000 057F0001
	s_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000000058: C0060002 00000000
	s_waitcnt vmcnt(0)                                         // 000000000060: BF8C0F70
	v_add_u32_e32 v1, v4, v5                                   // 000000000064: 68020B04
	s_waitcnt lgkmcnt(0)                                       // 000000000068: BF8CC07F
	global_store_dword v0, v1, s[0:1]                          // 00000000006C: DC708000 00000100
	s_endpgm                                                   // 000000000074: BF810000
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
	.section	.data,"aw",@progbits
	.p2align	3
.Lsec_data:
table:
	.long	0x00000001, 0x00000002, 0x00000003, 0x00000004
ptrs:
	.quad table
	.quad table+8
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
	.long	0x00000087, 0x08010005
	.long .Lsec_debug_abbrev
	.long	0x00150001
	.byte	0x01
	.long .Lsec_debug_str_offsets+8
	.long .Lsec_debug_line
	.byte	0x02, 0x02, 0x78
	.byte	0x00, 0x00, 0x00
	.long .Lsec_debug_addr+8
	.long .Lsec_debug_loclists+12
	.byte	0x02
	.long	0x00003203, 0x02010000, 0x3e0300a1, 0x04000000
	.long	0x00000042, 0x04050004, 0x05060405, 0x06020708
	.long	0x00000051, 0xa1020200, 0x005d0301, 0x42040000
	.long	0x02000000, 0x003e0700, 0x02080000, 0x00000078
	.long	0xc7030007, 0x03000b09, 0x0000005d, 0x0008000a
	.long	0x00007e04, 0x860b0000, 0x0a000000, 0x09058101
	.byte	0x07, 0x04, 0x00
	.section	.debug_str_offsets,"",@progbits
.Lsec_debug_str_offsets:
	.long	0x00000034, 0x00000005
	.long .Lsec_debug_str_0
	.long .Lsec_debug_str_28
	.long .Lsec_debug_str_37
	.long .Lsec_debug_str_66
	.long .Lsec_debug_str_6c
	.long .Lsec_debug_str_70
	.long .Lsec_debug_str_84
	.long .Lsec_debug_str_89
	.long .Lsec_debug_str_8c
	.long .Lsec_debug_str_8e
	.long .Lsec_debug_str_9b
	.long .Lsec_debug_str_a0
	.section	.debug_str,"MS",@progbits,1
.Lsec_debug_str:
.Lsec_debug_str_0:
	.long	0x69626544, 0x63206e61, 0x676e616c, 0x72657620
	.long	0x6e6f6973, 0x2e393120, 0x20372e31, 0x647e3328
	.long	0x32316265, 0x00293175
.Lsec_debug_str_28:
	.long	0x2f637273, 0x626f6c67, 0x2e736c61
	.byte	0x63, 0x6c, 0x00
.Lsec_debug_str_37:
	.byte	0x2f
	.long	0x6b726f77, 0x69616d2f, 0x72632f6e, 0x73657461
	.long	0x646d612f, 0x2d757067, 0x61736964, 0x742f6d73
	.long	0x73747365, 0x7869662f, 0x65727574
	.byte	0x73, 0x00
.Lsec_debug_str_66:
	.byte	0x74, 0x61
	.long	0x00656c62
.Lsec_debug_str_6c:
	.long	0x00746e69
.Lsec_debug_str_70:
	.long	0x52415f5f, 0x5f594152, 0x455a4953, 0x5059545f
	.long	0x005f5f45
.Lsec_debug_str_84:
	.long	0x73727470
	.byte	0x00
.Lsec_debug_str_89:
	.byte	0x67, 0x6b, 0x00
.Lsec_debug_str_8c:
	.byte	0x69, 0x00
.Lsec_debug_str_8e:
	.byte	0x75, 0x6e
	.long	0x6e676973, 0x69206465
	.byte	0x6e, 0x74, 0x00
.Lsec_debug_str_9b:
	.byte	0x75
	.long	0x00746e69
.Lsec_debug_str_a0:
	.long	0x0074756f
	.section	.debug_addr,"",@progbits
.Lsec_debug_addr:
	.long	0x0000001c, 0x00080005
	.quad table
	.quad ptrs
	.quad .Lsec_text
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x62654400, 0x206e6169, 0x6e616c63, 0x65762067
	.long	0x6f697372, 0x3931206e, 0x372e312e, 0x7e332820
	.long	0x31626564, 0x29317532
	.byte	0x00
	.section	".note.GNU-stack","",@progbits
.Lsec_note_GNU_stack:
	.section	.debug_frame,"",@progbits
	.p2align	3
.Lsec_debug_frame:
	.long	0x0000000c, 0xffffffff, 0x00080004, 0x00100404
	.long	0x00000014
	.long .Lsec_debug_frame
	.quad .Lsec_text
	.long	0x00000078, 0x00000000
	.section	.debug_line,"",@progbits
.Lsec_debug_line:
	.long	0x0000008e, 0x00080005, 0x00000050, 0xfb010104
	.long	0x01000d0e, 0x00010101, 0x00010000, 0x01010100
	.byte	0x1f, 0x02
	.long .Lsec_debug_line_str_0
	.long .Lsec_debug_line_str_2f
	.byte	0x03, 0x01
	.long	0x050f021f
	.byte	0x1e, 0x02
	.long .Lsec_debug_line_str_55
	.byte	0x00, 0xde
	.long	0xbde5385e, 0x7750dde4, 0xf6b6f0bc
	.byte	0xd8, 0x78, 0x7c
	.long .Lsec_debug_line_str_64
	.byte	0x01
	.long	0x9c2ebae6, 0x5cf4eaa1, 0xea863d75, 0x8c890e43
	.long	0x14050004, 0x0209000a
	.quad .Lsec_text
	.long	0x060d0516, 0x82230520, 0x05201b05, 0x1b056603
	.long	0x2e0c0520, 0x19053b06, 0x060a052f, 0x0601052e
	.long	0x0001023d
	.byte	0x01, 0x01
	.section	.debug_line_str,"MS",@progbits,1
.Lsec_debug_line_str:
.Lsec_debug_line_str_0:
	.long	0x726f772f, 0x616d2f6b, 0x632f6e69, 0x65746172
	.long	0x6d612f73, 0x75706764, 0x7369642d, 0x2f6d7361
	.long	0x74736574, 0x69662f73, 0x72757478
	.byte	0x65, 0x73, 0x00
.Lsec_debug_line_str_2f:
	.byte	0x2f
	.long	0x2f727375, 0x2f62696c, 0x6d766c6c, 0x2f39312d
	.long	0x2f62696c, 0x6e616c63, 0x39312f67, 0x636e692f
	.long	0x6564756c
	.byte	0x00
.Lsec_debug_line_str_55:
	.byte	0x73, 0x72, 0x63
	.long	0x6f6c672f, 0x736c6162, 0x006c632e
.Lsec_debug_line_str_64:
	.long	0x6e65706f, 0x632d6c63, 0x7361622d, 0x00682e65
	.addrsig
	.addrsig_sym table
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
