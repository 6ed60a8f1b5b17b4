	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 4
	.globl	add
	.protected	add
	.type	add,@function
	.size	add, 108
	.globl	add.kd
	.protected	add.kd
	.type	add.kd,@object
	.size	add.kd, 64
	.globl	fill
	.protected	fill
	.type	fill,@function
	.size	fill, 76
	.globl	fill.kd
	.protected	fill.kd
	.type	fill.kd,@object
	.size	fill.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
add:
	s_load_dwordx2 s[0:1], s[4:5], 0x10                        // 000000000000: C0060002 00000010
	v_lshl_add_u32 v0, s6, 6, v0                               // 000000000008: D1FD0000 04010C06
	s_waitcnt lgkmcnt(0)                                       // 000000000010: BF8CC07F
	v_cmp_gt_u32_e32 vcc, s1, v0                               // 000000000014: 7D980001
	s_and_saveexec_b64 s[2:3], vcc                             // 000000000018: BE82206A
	s_cbranch_execz .LBB_text_68                               // 00000000001C: BF880012
	s_load_dwordx4 s[4:7], s[4:5], 0x0                         // 000000000020: C00A0102 00000000
	v_mov_b32_e32 v1, 0                                        // 000000000028: 7E020280
	v_lshlrev_b64 v[0:1], 2, v[0:1]                            // 00000000002C: D28F0000 00020082
	s_waitcnt lgkmcnt(0)                                       // 000000000034: BF8CC07F
	v_mov_b32_e32 v3, s7                                       // 000000000038: 7E060207
	v_add_co_u32_e32 v2, vcc, s6, v0                           // 00000000003C: 32040006
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc                     // 000000000040: 38060303
	global_load_dword v2, v[2:3], off                          // 000000000044: DC508000 027F0002
	v_mov_b32_e32 v3, s5                                       // 00000000004C: 7E060205
	v_add_co_u32_e32 v0, vcc, s4, v0                           // 000000000050: 32000004
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc                     // 000000000054: 38020303
	s_waitcnt vmcnt(0)                                         // 000000000058: BF8C0F70
	v_mul_f32_e32 v2, s0, v2                                   // 00000000005C: 0A040400
	global_store_dword v[0:1], v2, off                         // 000000000060: DC708000 007F0200
.LBB_text_68:
	s_endpgm                                                   // 000000000068: BF810000
	s_nop 0                                                    // 00000000006C: BF800000
	s_nop 0                                                    // 000000000070: BF800000
	s_nop 0                                                    // 000000000074: BF800000
	s_nop 0                                                    // 000000000078: BF800000
	s_nop 0                                                    // 00000000007C: BF800000
	s_nop 0                                                    // 000000000080: BF800000
	s_nop 0                                                    // 000000000084: BF800000
	s_nop 0                                                    // 000000000088: BF800000
	s_nop 0                                                    // 00000000008C: BF800000
	s_nop 0                                                    // 000000000090: BF800000
	s_nop 0                                                    // 000000000094: BF800000
	s_nop 0                                                    // 000000000098: BF800000
	s_nop 0                                                    // 00000000009C: BF800000
	s_nop 0                                                    // 0000000000A0: BF800000
	s_nop 0                                                    // 0000000000A4: BF800000
	s_nop 0                                                    // 0000000000A8: BF800000
	s_nop 0                                                    // 0000000000AC: BF800000
	s_nop 0                                                    // 0000000000B0: BF800000
	s_nop 0                                                    // 0000000000B4: BF800000
	s_nop 0                                                    // 0000000000B8: BF800000
	s_nop 0                                                    // 0000000000BC: BF800000
	s_nop 0                                                    // 0000000000C0: BF800000
	s_nop 0                                                    // 0000000000C4: BF800000
	s_nop 0                                                    // 0000000000C8: BF800000
	s_nop 0                                                    // 0000000000CC: BF800000
	s_nop 0                                                    // 0000000000D0: BF800000
	s_nop 0                                                    // 0000000000D4: BF800000
	s_nop 0                                                    // 0000000000D8: BF800000
	s_nop 0                                                    // 0000000000DC: BF800000
	s_nop 0                                                    // 0000000000E0: BF800000
	s_nop 0                                                    // 0000000000E4: BF800000
	s_nop 0                                                    // 0000000000E8: BF800000
	s_nop 0                                                    // 0000000000EC: BF800000
	s_nop 0                                                    // 0000000000F0: BF800000
	s_nop 0                                                    // 0000000000F4: BF800000
	s_nop 0                                                    // 0000000000F8: BF800000
	s_nop 0                                                    // 0000000000FC: BF800000
fill:
	s_load_dword s6, s[4:5], 0x10                              // 000000000100: C0020182 00000010
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         // 000000000108: C00A0002 00000000
	v_lshlrev_b32_e32 v0, 2, v0                                // 000000000110: 24000082
	s_waitcnt lgkmcnt(0)                                       // 000000000114: BF8CC07F
	v_add_u32_e32 v1, s6, v0                                   // 000000000118: 68020006
	v_mov_b32_e32 v2, s2                                       // 00000000011C: 7E040202
	ds_write_b32 v1, v2                                        // 000000000120: D81A0000 00000201
	v_sub_u32_e32 v1, s6, v0                                   // 000000000128: 6A020006
	ds_read_b32 v1, v1 offset:252                              // 00000000012C: D86C00FC 01000001
	v_cvt_i32_f32_e32 v2, s3                                   // 000000000134: 7E041003
	s_waitcnt lgkmcnt(0)                                       // 000000000138: BF8CC07F
	v_add_u32_e32 v1, v1, v2                                   // 00000000013C: 68020501
	global_store_dword v0, v1, s[0:1]                          // 000000000140: DC708000 00000100
	s_endpgm                                                   // 000000000148: BF810000
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel add
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
	.amdhsa_kernel fill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
__oclc_ABI_version:
	.long	0x00000190
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x62654400, 0x206e6169, 0x6e616c63, 0x65762067
	.long	0x6f697372, 0x3931206e, 0x372e312e, 0x7e332820
	.long	0x31626564, 0x29317532
	.byte	0x00
	.section	".note.GNU-stack","",@progbits
.Lsec_note_GNU_stack:
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: float*
        .value_kind: global_buffer
      - .address_space: global
        .is_const: true
        .offset: 8
        .size: 8
        .type_name: float*
        .value_kind: global_buffer
      - .offset: 16
        .size: 4
        .type_name: float
        .value_kind: by_value
      - .offset: 20
        .size: 4
        .type_name: int
        .value_kind: by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: add
    .private_segment_fixed_size: 0
    .sgpr_count: 12
    .sgpr_spill_count: 0
    .symbol: add.kd
    .vgpr_count: 4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: int*
        .value_kind: global_buffer
      - .offset: 8
        .size: 8
        .type_name: S
        .value_kind: by_value
      - .address_space: local
        .offset: 16
        .pointee_align: 4
        .size: 4
        .type_name: int*
        .value_kind: dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name: fill
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count: 11
    .sgpr_spill_count: 0
    .symbol: fill.kd
    .vgpr_count: 3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
