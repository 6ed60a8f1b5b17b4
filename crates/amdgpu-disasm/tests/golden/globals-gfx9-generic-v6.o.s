	.amdgcn_target "amdgcn-amd-amdhsa--gfx9-generic"
	.amdhsa_code_object_version 6
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
	.long	0x00000258
	.section	.data,"aw",@progbits
	.p2align	3
.Lsec_data:
table:
	.long	0x00000001, 0x00000002, 0x00000003, 0x00000004
ptrs:
	.quad table
	.quad table+8
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x62654400, 0x206e6169, 0x6e616c63, 0x65762067
	.long	0x6f697372, 0x3931206e, 0x372e312e, 0x7e332820
	.long	0x31626564, 0x29317532
	.byte	0x00
	.section	".note.GNU-stack","",@progbits
.Lsec_note_GNU_stack:
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
amdhsa.target: amdgcn-amd-amdhsa--gfx9-generic
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
