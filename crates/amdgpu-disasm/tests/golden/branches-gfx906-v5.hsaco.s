	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.local	coef
	.hidden	coef
	.type	coef,@object
	.size	coef, 16
	.local	acc
	.hidden	acc
	.type	acc,@object
	.size	acc, 32
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	loop
	.protected	loop
	.type	loop,@function
	.size	loop, 228
	.globl	loop.kd
	.protected	loop.kd
	.type	loop.kd,@object
	.size	loop.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel loop
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
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
		.amdhsa_next_free_vgpr 4
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
coef:
	.long	0x3f000000, 0x3fc00000, 0x40200000, 0x40600000
__oclc_ABI_version:
	.long	0x000001f4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
loop:
	s_load_dword s0, s[4:5], 0x8                               // 000000001600: C0020002 00000008
	s_waitcnt lgkmcnt(0)                                       // 000000001608: BF8CC07F
	s_cmp_lt_i32 s0, 1                                         // 00000000160C: BF048100
	s_cbranch_scc1 .LBB_text_84                                // 000000001610: BF85001C
	s_add_i32 s0, s0, -1                                       // 000000001614: 8100C100
	s_mov_b32 s2, 0                                            // 000000001618: BE820080
	v_mov_b32_e32 v1, 0                                        // 00000000161C: 7E020280
	s_mov_b32 s1, 0x42c80000                                   // 000000001620: BE8100FF 42C80000
.LBB_text_28:
	s_and_b32 s3, s2, 3                                        // 000000001628: 86038302
	s_getpc_b64 s[6:7]                                         // 00000000162C: BE861C00
	s_add_u32 s6, s6, coef@rel32@lo+4                          // 000000001630: 8006FF06 FFFFEF10
	s_addc_u32 s7, s7, coef@rel32@hi+12                        // 000000001638: 8207FF07 FFFFFFFF
	s_lshl_b32 s3, s3, 2                                       // 000000001640: 8E038203
	v_cvt_f32_u32_e32 v2, s2                                   // 000000001644: 7E040C02
	s_load_dword s6, s[6:7], s3 offset:0x0                     // 000000001648: C0024183 06000000
	v_mov_b32_e32 v3, v1                                       // 000000001650: 7E060301
	s_add_i32 s8, s2, 1                                        // 000000001654: 81088102
	v_mov_b32_e32 v1, v2                                       // 000000001658: 7E020302
	s_cmp_eq_u32 s0, s2                                        // 00000000165C: BF060200
	s_waitcnt lgkmcnt(0)                                       // 000000001660: BF8CC07F
	v_fmac_f32_e32 v1, s6, v3                                  // 000000001664: 76020606
	s_cselect_b64 s[2:3], -1, 0                                // 000000001668: 858280C1
	v_cmp_lt_f32_e32 vcc, s1, v1                               // 00000000166C: 7C820201
	s_or_b64 s[2:3], vcc, s[2:3]                               // 000000001670: 8782026A
	s_andn2_b64 vcc, exec, s[2:3]                              // 000000001674: 89EA027E
	s_mov_b32 s2, s8                                           // 000000001678: BE820008
	s_cbranch_vccnz .LBB_text_28                               // 00000000167C: BF87FFEA
	s_branch .LBB_text_88                                      // 000000001680: BF820001
.LBB_text_84:
	v_mov_b32_e32 v1, 0                                        // 000000001684: 7E020280
.LBB_text_88:
	v_and_b32_e32 v2, 7, v0                                    // 000000001688: 26040087
	v_lshlrev_b32_e32 v2, 2, v2                                // 00000000168C: 24040482
	s_getpc_b64 s[0:1]                                         // 000000001690: BE801C00
	s_add_u32 s0, s0, acc@rel32@lo+4                           // 000000001694: 8000FF00 000020C4
	s_addc_u32 s1, s1, acc@rel32@hi+12                         // 00000000169C: 8201FF01 00000000
	global_store_dword v2, v1, s[0:1]                          // 0000000016A4: DC708000 00000102
	v_add_u32_e32 v2, 1, v0                                    // 0000000016AC: 68040081
	v_and_b32_e32 v2, 7, v2                                    // 0000000016B0: 26040487
	v_lshlrev_b32_e32 v2, 2, v2                                // 0000000016B4: 24040482
	global_load_dword v2, v2, s[0:1]                           // 0000000016B8: DC508000 02000002
	s_load_dwordx2 s[0:1], s[4:5], 0x0                         // 0000000016C0: C0060002 00000000
	v_lshlrev_b32_e32 v0, 2, v0                                // 0000000016C8: 24000082
	s_waitcnt vmcnt(0)                                         // 0000000016CC: BF8C0F70
	v_add_f32_e32 v1, v1, v2                                   // 0000000016D0: 02020501
	s_waitcnt lgkmcnt(0)                                       // 0000000016D4: BF8CC07F
	global_store_dword v0, v1, s[0:1]                          // 0000000016D8: DC708000 00000100
	s_endpgm                                                   // 0000000016E0: BF810000
	.section	.bss,"aw",@nobits
	.p2align	2
.Lsec_bss:
acc:
	.zero	32
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
        .type_name: float*
        .value_kind: global_buffer
      - .offset: 8
        .size: 4
        .type_name: int
        .value_kind: by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: loop
    .private_segment_fixed_size: 0
    .sgpr_count: 13
    .sgpr_spill_count: 0
    .symbol: loop.kd
    .uses_dynamic_stack: false
    .vgpr_count: 4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
