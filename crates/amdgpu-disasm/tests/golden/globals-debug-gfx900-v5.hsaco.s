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
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x6e694c00, 0x3a72656b, 0x62654420, 0x206e6169
	.long	0x20444c4c, 0x312e3931, 0x4400372e, 0x61696265
	.long	0x6c63206e, 0x20676e61, 0x73726576, 0x206e6f69
	.long	0x312e3931, 0x2820372e, 0x65647e33, 0x75323162
	.byte	0x31, 0x29, 0x00
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
