	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.amdhsa_code_object_version 4
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	many
	.protected	many
	.type	many,@function
	.size	many, 440
	.globl	many.kd
	.protected	many.kd
	.type	many.kd,@object
	.size	many.kd, 64
	.globl	second
	.protected	second
	.type	second,@function
	.size	second, 44
	.globl	second.kd
	.protected	second.kd
	.type	second.kd,@object
	.size	second.kd, 64
	.globl	third
	.protected	third
	.type	third,@function
	.size	third, 80
	.globl	third.kd
	.protected	third.kd
	.type	third.kd,@object
	.size	third.kd, 64
	.globl	empty
	.protected	empty
	.type	empty,@function
	.size	empty, 4
	.globl	empty.kd
	.protected	empty.kd
	.type	empty.kd,@object
	.size	empty.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel many
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 208
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 96
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.amdhsa_kernel second
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 96
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.amdhsa_kernel third
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 96
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.amdhsa_kernel empty
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 0
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 0
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
		.amdhsa_next_free_sgpr 96
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
many:
	s_load_dwordx8 s[8:15], s[4:5], 0x0                        // 000000002000: C00E0202 00000000
	v_lshlrev_b32_e32 v10, 2, v0                               // 000000002008: 24140082
	s_load_dword s0, s[4:5], 0x40                              // 00000000200C: C0020002 00000040
	s_mov_b32 m0, -1                                           // 000000002014: BEFC00C1
	v_lshlrev_b32_e32 v12, 3, v0                               // 000000002018: 24180083
	s_waitcnt lgkmcnt(0)                                       // 00000000201C: BF8C007F
	v_mov_b32_e32 v2, s11                                      // 000000002020: 7E04020B
	v_add_u32_e32 v1, vcc, s10, v10                            // 000000002024: 3202140A
	v_addc_u32_e32 v2, vcc, 0, v2, vcc                         // 000000002028: 38040480
	flat_load_dword v3, v[1:2]                                 // 00000000202C: DC500000 03000001
	v_and_b32_e32 v1, 7, v0                                    // 000000002034: 26020087
	v_lshlrev_b32_e32 v1, 2, v1                                // 000000002038: 24020282
	v_add_u32_e32 v4, vcc, s14, v10                            // 00000000203C: 3208140E
	v_mov_b32_e32 v2, s13                                      // 000000002040: 7E04020D
	v_add_u32_e32 v1, vcc, s12, v1                             // 000000002044: 3202020C
	v_addc_u32_e32 v2, vcc, 0, v2, vcc                         // 000000002048: 38040480
	v_mov_b32_e32 v14, s9                                      // 00000000204C: 7E1C0209
	s_waitcnt vmcnt(0)                                         // 000000002050: BF8C0F70
	v_add_f32_e32 v3, s0, v3                                   // 000000002054: 02060600
	ds_write_b32 v4, v3                                        // 000000002058: D81A0000 00000304
	s_waitcnt lgkmcnt(0)                                       // 000000002060: BF8C007F
	s_barrier                                                  // 000000002064: BF8A0000
	flat_load_dword v11, v[1:2]                                // 000000002068: DC500000 0B000001
	s_load_dwordx4 s[0:3], s[4:5], 0x30                        // 000000002070: C00A0002 00000030
	s_load_dwordx4 s[20:23], s[4:5], 0x1c                      // 000000002078: C00A0502 0000001C
	v_add_u32_e32 v1, vcc, 1, v0                               // 000000002080: 32020081
	s_waitcnt lgkmcnt(0)                                       // 000000002084: BF8C007F
	s_load_dword s1, s[4:5], 0x1c                              // 000000002088: C0020042 0000001C
	s_load_dwordx4 s[16:19], s[4:5], 0x48                      // 000000002090: C00A0402 00000048
	s_load_dwordx4 s[24:27], s[4:5], 0x60                      // 000000002098: C00A0602 00000060
	s_load_dwordx2 s[10:11], s[4:5], 0x90                      // 0000000020A0: C0060282 00000090
	s_load_dword s3, s[4:5], 0xb8                              // 0000000020A8: C00200C2 000000B8
	s_load_dword s12, s[4:5], 0xa8                             // 0000000020B0: C0020302 000000A8
	s_load_dword s13, s[4:5], 0xa0                             // 0000000020B8: C0020342 000000A0
	s_load_dwordx4 s[4:7], s[4:5], 0xc0                        // 0000000020C0: C00A0102 000000C0
	v_and_b32_e32 v0, 63, v1                                   // 0000000020C8: 260002BF
	v_lshlrev_b32_e32 v13, 2, v0                               // 0000000020CC: 241A0082
	s_waitcnt lgkmcnt(0)                                       // 0000000020D0: BF8C007F
	v_cvt_f64_f32_e32 v[0:1], s24                              // 0000000020D4: 7E002018
	v_cvt_f64_i32_e32 v[2:3], s11                              // 0000000020D8: 7E04080B
	v_cvt_f64_f32_e32 v[4:5], s27                              // 0000000020DC: 7E08201B
	v_cvt_f64_u32_e32 v[6:7], s10                              // 0000000020E0: 7E0C2C0A
	v_add_f64 v[0:1], v[0:1], s[16:17]                         // 0000000020E4: D2800000 00002100
	v_ldexp_f64 v[2:3], v[2:3], 32                             // 0000000020EC: D2840002 00014102
	v_cvt_f64_f32_e32 v[8:9], s3                               // 0000000020F4: 7E102003
	s_sext_i32_i8 s11, s15                                     // 0000000020F8: BE8B160F
	s_bfe_u32 s1, s1, 0x80008                                  // 0000000020FC: 9281FF01 00080008
	s_ashr_i32 s15, s20, 16                                    // 000000002104: 900F9014
	s_add_i32 s1, s1, s11                                      // 000000002108: 81010B01
	s_and_b32 s16, s21, 0xffff                                 // 00000000210C: 8610FF15 0000FFFF
	v_add_f64 v[0:1], v[0:1], v[4:5]                           // 000000002114: D2800000 00020900
	v_add_f64 v[2:3], v[2:3], v[6:7]                           // 00000000211C: D2800002 00020D02
	v_add_u32_e32 v6, vcc, s14, v13                            // 000000002124: 320C1A0E
	ds_read_b32 v6, v6                                         // 000000002128: D86C0000 06000006
	v_add_u32_e32 v4, vcc, s8, v10                             // 000000002130: 32081408
	v_addc_u32_e32 v5, vcc, 0, v14, vcc                        // 000000002134: 380A1C80
	v_add_f64 v[0:1], v[0:1], v[2:3]                           // 000000002138: D2800000 00020500
	s_add_i32 s1, s1, s15                                      // 000000002140: 81010F01
	v_mov_b32_e32 v7, s7                                       // 000000002144: 7E0E0207
	v_add_u32_e32 v2, vcc, s6, v12                             // 000000002148: 32041806
	s_add_i32 s1, s1, s16                                      // 00000000214C: 81011001
	v_addc_u32_e32 v3, vcc, 0, v7, vcc                         // 000000002150: 38060E80
	v_add_f64 v[0:1], v[0:1], v[8:9]                           // 000000002154: D2800000 00021100
	s_add_i32 s1, s1, s22                                      // 00000000215C: 81011601
	s_waitcnt lgkmcnt(0)                                       // 000000002160: BF8C007F
	v_cvt_f64_f32_e32 v[6:7], v6                               // 000000002164: 7E0C2106
	s_add_i32 s1, s1, s23                                      // 000000002168: 81011701
	s_add_i32 s0, s1, s0                                       // 00000000216C: 81000001
	s_add_i32 s0, s0, s2                                       // 000000002170: 81000200
	s_add_i32 s0, s0, s18                                      // 000000002174: 81001200
	s_add_i32 s0, s0, s19                                      // 000000002178: 81001300
	v_add_f64 v[0:1], v[0:1], v[6:7]                           // 00000000217C: D2800000 00020D00
	s_sext_i32_i8 s13, s13                                     // 000000002184: BE8D160D
	s_add_i32 s0, s0, s4                                       // 000000002188: 81000400
	s_add_i32 s0, s0, s13                                      // 00000000218C: 81000D00
	s_sext_i32_i16 s5, s5                                      // 000000002190: BE851705
	s_add_i32 s0, s0, s12                                      // 000000002194: 81000C00
	s_add_i32 s0, s0, s5                                       // 000000002198: 81000500
	s_waitcnt vmcnt(0)                                         // 00000000219C: BF8C0F70
	v_add_u32_e32 v6, vcc, s0, v11                             // 0000000021A0: 320C1600
	flat_store_dword v[4:5], v6                                // 0000000021A4: DC700000 00000604
	flat_store_dwordx2 v[2:3], v[0:1]                          // 0000000021AC: DC740000 00000002
	s_endpgm                                                   // 0000000021B4: BF810000
	s_nop 0                                                    // 0000000021B8: BF800000
	s_nop 0                                                    // 0000000021BC: BF800000
	s_nop 0                                                    // 0000000021C0: BF800000
	s_nop 0                                                    // 0000000021C4: BF800000
	s_nop 0                                                    // 0000000021C8: BF800000
	s_nop 0                                                    // 0000000021CC: BF800000
	s_nop 0                                                    // 0000000021D0: BF800000
	s_nop 0                                                    // 0000000021D4: BF800000
	s_nop 0                                                    // 0000000021D8: BF800000
	s_nop 0                                                    // 0000000021DC: BF800000
	s_nop 0                                                    // 0000000021E0: BF800000
	s_nop 0                                                    // 0000000021E4: BF800000
	s_nop 0                                                    // 0000000021E8: BF800000
	s_nop 0                                                    // 0000000021EC: BF800000
	s_nop 0                                                    // 0000000021F0: BF800000
	s_nop 0                                                    // 0000000021F4: BF800000
	s_nop 0                                                    // 0000000021F8: BF800000
	s_nop 0                                                    // 0000000021FC: BF800000
second:
	s_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000002200: C0060002 00000000
	v_lshlrev_b32_e32 v0, 2, v1                                // 000000002208: 24000282
	v_mov_b32_e32 v2, s7                                       // 00000000220C: 7E040207
	s_waitcnt lgkmcnt(0)                                       // 000000002210: BF8C007F
	v_mov_b32_e32 v1, s1                                       // 000000002214: 7E020201
	v_add_u32_e32 v0, vcc, s0, v0                              // 000000002218: 32000000
	v_addc_u32_e32 v1, vcc, 0, v1, vcc                         // 00000000221C: 38020280
	flat_store_dword v[0:1], v2                                // 000000002220: DC700000 00000200
	s_endpgm                                                   // 000000002228: BF810000
	s_nop 0                                                    // 00000000222C: BF800000
	s_nop 0                                                    // 000000002230: BF800000
	s_nop 0                                                    // 000000002234: BF800000
	s_nop 0                                                    // 000000002238: BF800000
	s_nop 0                                                    // 00000000223C: BF800000
	s_nop 0                                                    // 000000002240: BF800000
	s_nop 0                                                    // 000000002244: BF800000
	s_nop 0                                                    // 000000002248: BF800000
	s_nop 0                                                    // 00000000224C: BF800000
	s_nop 0                                                    // 000000002250: BF800000
	s_nop 0                                                    // 000000002254: BF800000
	s_nop 0                                                    // 000000002258: BF800000
	s_nop 0                                                    // 00000000225C: BF800000
	s_nop 0                                                    // 000000002260: BF800000
	s_nop 0                                                    // 000000002264: BF800000
	s_nop 0                                                    // 000000002268: BF800000
	s_nop 0                                                    // 00000000226C: BF800000
	s_nop 0                                                    // 000000002270: BF800000
	s_nop 0                                                    // 000000002274: BF800000
	s_nop 0                                                    // 000000002278: BF800000
	s_nop 0                                                    // 00000000227C: BF800000
	s_nop 0                                                    // 000000002280: BF800000
	s_nop 0                                                    // 000000002284: BF800000
	s_nop 0                                                    // 000000002288: BF800000
	s_nop 0                                                    // 00000000228C: BF800000
	s_nop 0                                                    // 000000002290: BF800000
	s_nop 0                                                    // 000000002294: BF800000
	s_nop 0                                                    // 000000002298: BF800000
	s_nop 0                                                    // 00000000229C: BF800000
	s_nop 0                                                    // 0000000022A0: BF800000
	s_nop 0                                                    // 0000000022A4: BF800000
	s_nop 0                                                    // 0000000022A8: BF800000
	s_nop 0                                                    // 0000000022AC: BF800000
	s_nop 0                                                    // 0000000022B0: BF800000
	s_nop 0                                                    // 0000000022B4: BF800000
	s_nop 0                                                    // 0000000022B8: BF800000
	s_nop 0                                                    // 0000000022BC: BF800000
	s_nop 0                                                    // 0000000022C0: BF800000
	s_nop 0                                                    // 0000000022C4: BF800000
	s_nop 0                                                    // 0000000022C8: BF800000
	s_nop 0                                                    // 0000000022CC: BF800000
	s_nop 0                                                    // 0000000022D0: BF800000
	s_nop 0                                                    // 0000000022D4: BF800000
	s_nop 0                                                    // 0000000022D8: BF800000
	s_nop 0                                                    // 0000000022DC: BF800000
	s_nop 0                                                    // 0000000022E0: BF800000
	s_nop 0                                                    // 0000000022E4: BF800000
	s_nop 0                                                    // 0000000022E8: BF800000
	s_nop 0                                                    // 0000000022EC: BF800000
	s_nop 0                                                    // 0000000022F0: BF800000
	s_nop 0                                                    // 0000000022F4: BF800000
	s_nop 0                                                    // 0000000022F8: BF800000
	s_nop 0                                                    // 0000000022FC: BF800000
third:
	s_load_dword s2, s[4:5], 0x8                               // 000000002300: C0020082 00000008
	s_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000002308: C0060002 00000000
	v_xor_b32_e32 v3, v0, v1                                   // 000000002310: 2A060300
	v_lshlrev_b32_e32 v0, 2, v0                                // 000000002314: 24000082
	v_lshlrev_b32_e32 v1, 6, v1                                // 000000002318: 24020286
	v_or_b32_e32 v0, v1, v0                                    // 00000000231C: 28000101
	v_lshlrev_b32_e32 v1, 8, v2                                // 000000002320: 24020488
	v_xor_b32_e32 v3, v3, v2                                   // 000000002324: 2A060503
	v_or_b32_e32 v0, v1, v0                                    // 000000002328: 28000101
	v_cvt_f32_ubyte0_e32 v3, v3                                // 00000000232C: 7E062303
	s_waitcnt lgkmcnt(0)                                       // 000000002330: BF8C007F
	v_mov_b32_e32 v1, s1                                       // 000000002334: 7E020201
	v_add_u32_e32 v0, vcc, s0, v0                              // 000000002338: 32000000
	v_mul_f32_e32 v3, s2, v3                                   // 00000000233C: 0A060602
	v_addc_u32_e32 v1, vcc, 0, v1, vcc                         // 000000002340: 38020280
	flat_store_dword v[0:1], v3                                // 000000002344: DC700000 00000300
	s_endpgm                                                   // 00000000234C: BF810000
	s_nop 0                                                    // 000000002350: BF800000
	s_nop 0                                                    // 000000002354: BF800000
	s_nop 0                                                    // 000000002358: BF800000
	s_nop 0                                                    // 00000000235C: BF800000
	s_nop 0                                                    // 000000002360: BF800000
	s_nop 0                                                    // 000000002364: BF800000
	s_nop 0                                                    // 000000002368: BF800000
	s_nop 0                                                    // 00000000236C: BF800000
	s_nop 0                                                    // 000000002370: BF800000
	s_nop 0                                                    // 000000002374: BF800000
	s_nop 0                                                    // 000000002378: BF800000
	s_nop 0                                                    // 00000000237C: BF800000
	s_nop 0                                                    // 000000002380: BF800000
	s_nop 0                                                    // 000000002384: BF800000
	s_nop 0                                                    // 000000002388: BF800000
	s_nop 0                                                    // 00000000238C: BF800000
	s_nop 0                                                    // 000000002390: BF800000
	s_nop 0                                                    // 000000002394: BF800000
	s_nop 0                                                    // 000000002398: BF800000
	s_nop 0                                                    // 00000000239C: BF800000
	s_nop 0                                                    // 0000000023A0: BF800000
	s_nop 0                                                    // 0000000023A4: BF800000
	s_nop 0                                                    // 0000000023A8: BF800000
	s_nop 0                                                    // 0000000023AC: BF800000
	s_nop 0                                                    // 0000000023B0: BF800000
	s_nop 0                                                    // 0000000023B4: BF800000
	s_nop 0                                                    // 0000000023B8: BF800000
	s_nop 0                                                    // 0000000023BC: BF800000
	s_nop 0                                                    // 0000000023C0: BF800000
	s_nop 0                                                    // 0000000023C4: BF800000
	s_nop 0                                                    // 0000000023C8: BF800000
	s_nop 0                                                    // 0000000023CC: BF800000
	s_nop 0                                                    // 0000000023D0: BF800000
	s_nop 0                                                    // 0000000023D4: BF800000
	s_nop 0                                                    // 0000000023D8: BF800000
	s_nop 0                                                    // 0000000023DC: BF800000
	s_nop 0                                                    // 0000000023E0: BF800000
	s_nop 0                                                    // 0000000023E4: BF800000
	s_nop 0                                                    // 0000000023E8: BF800000
	s_nop 0                                                    // 0000000023EC: BF800000
	s_nop 0                                                    // 0000000023F0: BF800000
	s_nop 0                                                    // 0000000023F4: BF800000
	s_nop 0                                                    // 0000000023F8: BF800000
	s_nop 0                                                    // 0000000023FC: BF800000
empty:
	s_endpgm                                                   // 000000002400: BF810000
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
      - .address_space: global
        .is_const: true
        .offset: 8
        .size: 8
        .type_name: float*
        .value_kind: global_buffer
      - .address_space: constant
        .is_const: true
        .offset: 16
        .size: 8
        .type_name: int*
        .value_kind: global_buffer
      - .address_space: local
        .offset: 24
        .pointee_align: 4
        .size: 4
        .type_name: float*
        .value_kind: dynamic_shared_pointer
      - .offset: 28
        .size: 1
        .type_name: char
        .value_kind: by_value
      - .offset: 29
        .size: 1
        .type_name: uchar
        .value_kind: by_value
      - .offset: 30
        .size: 2
        .type_name: short
        .value_kind: by_value
      - .offset: 32
        .size: 2
        .type_name: ushort
        .value_kind: by_value
      - .offset: 36
        .size: 4
        .type_name: int
        .value_kind: by_value
      - .offset: 40
        .size: 4
        .type_name: uint
        .value_kind: by_value
      - .offset: 48
        .size: 8
        .type_name: long
        .value_kind: by_value
      - .offset: 56
        .size: 8
        .type_name: ulong
        .value_kind: by_value
      - .offset: 64
        .size: 4
        .type_name: float
        .value_kind: by_value
      - .offset: 72
        .size: 8
        .type_name: double
        .value_kind: by_value
      - .offset: 80
        .size: 8
        .type_name: int2
        .value_kind: by_value
      - .offset: 96
        .size: 16
        .type_name: float4
        .value_kind: by_value
      - .offset: 128
        .size: 32
        .type_name: long3
        .value_kind: by_value
      - .offset: 160
        .size: 32
        .type_name: Big
        .value_kind: by_value
      - .offset: 192
        .size: 8
        .type_name: Small
        .value_kind: by_value
      - .address_space: global
        .offset: 200
        .size: 8
        .type_name: double*
        .value_kind: global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 32
    .kernarg_segment_size: 208
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: many
    .private_segment_fixed_size: 0
    .sgpr_count: 96
    .sgpr_spill_count: 0
    .symbol: many.kd
    .vgpr_count: 15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: uint*
        .value_kind: global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: second
    .private_segment_fixed_size: 0
    .sgpr_count: 96
    .sgpr_spill_count: 0
    .symbol: second.kd
    .vgpr_count: 3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: float*
        .value_kind: global_buffer
      - .offset: 8
        .size: 4
        .type_name: float
        .value_kind: by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name: third
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 4
      - 2
    .sgpr_count: 96
    .sgpr_spill_count: 0
    .symbol: third.kd
    .vgpr_count: 4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args: []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: empty
    .private_segment_fixed_size: 0
    .sgpr_count: 96
    .sgpr_spill_count: 0
    .symbol: empty.kd
    .vgpr_count: 0
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
