	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	reduce
	.protected	reduce
	.type	reduce,@function
	.size	reduce, 1064
	.globl	reduce.kd
	.protected	reduce.kd
	.type	reduce.kd,@object
	.size	reduce.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 1028
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
reduce:
	v_cmp_eq_u32_e32 vcc, 0, v0                                // 000000001700: 7D940080
	s_and_saveexec_b64 s[0:1], vcc                             // 000000001704: BE80206A
	s_cbranch_execz .LBB_text_18                               // 000000001708: BF880003
	v_mov_b32_e32 v1, 0                                        // 00000000170C: 7E020280
	ds_write_b32 v1, v1 offset:1024                            // 000000001710: D81A0400 00000101
.LBB_text_18:
	s_or_b64 exec, exec, s[0:1]                                // 000000001718: 87FE007E
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         // 00000000171C: C00A0002 00000000
	s_load_dword s7, s[4:5], 0x10                              // 000000001724: C00201C2 00000010
	v_lshlrev_b32_e32 v1, 2, v0                                // 00000000172C: 24020082
	s_waitcnt lgkmcnt(0)                                       // 000000001730: BF8CC07F
	global_load_dword v3, v1, s[0:1]                           // 000000001734: DC508000 03000001
	global_load_dword v4, v1, s[0:1] offset:1024               // 00000000173C: DC508400 04000001
	s_movk_i32 s0, 0x80                                        // 000000001744: B0000080
	v_add_u32_e32 v2, s7, v1                                   // 000000001748: 68040207
	v_cmp_gt_u32_e64 s[0:1], s0, v0                            // 00000000174C: D0CC0000 00020000
	s_waitcnt vmcnt(1)                                         // 000000001754: BF8C0F71
	ds_write_b32 v1, v3                                        // 000000001758: D81A0000 00000301
	s_waitcnt vmcnt(0)                                         // 000000001760: BF8C0F70
	ds_write_b32 v2, v4                                        // 000000001764: D81A0000 00000402
	s_waitcnt lgkmcnt(0)                                       // 00000000176C: BF8CC07F
	s_barrier                                                  // 000000001770: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 000000001774: BE882000
	s_cbranch_execz .LBB_text_a0                               // 000000001778: BF880009
	ds_read2st64_b32 v[3:4], v1 offset1:2                      // 00000000177C: D8700200 03000001
	ds_read_b32 v5, v2 offset:512                              // 000000001784: D86C0200 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000178C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000001790: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000001794: 02060903
	ds_write_b32 v1, v3                                        // 000000001798: D81A0000 00000301
.LBB_text_a0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000017A0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 64, v0                            // 0000000017A4: D0CC0000 000200C0
	s_waitcnt lgkmcnt(0)                                       // 0000000017AC: BF8CC07F
	s_barrier                                                  // 0000000017B0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000017B4: BE882000
	s_cbranch_execz .LBB_text_e0                               // 0000000017B8: BF880009
	ds_read2st64_b32 v[3:4], v1 offset1:1                      // 0000000017BC: D8700100 03000001
	ds_read_b32 v5, v2 offset:256                              // 0000000017C4: D86C0100 05000002
	s_waitcnt lgkmcnt(0)                                       // 0000000017CC: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 0000000017D0: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 0000000017D4: 02060903
	ds_write_b32 v1, v3                                        // 0000000017D8: D81A0000 00000301
.LBB_text_e0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000017E0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 32, v0                            // 0000000017E4: D0CC0000 000200A0
	s_waitcnt lgkmcnt(0)                                       // 0000000017EC: BF8CC07F
	s_barrier                                                  // 0000000017F0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000017F4: BE882000
	s_cbranch_execz .LBB_text_120                              // 0000000017F8: BF880009
	ds_read2_b32 v[3:4], v1 offset1:32                         // 0000000017FC: D86E2000 03000001
	ds_read_b32 v5, v2 offset:128                              // 000000001804: D86C0080 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000180C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000001810: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000001814: 02060903
	ds_write_b32 v1, v3                                        // 000000001818: D81A0000 00000301
.LBB_text_120:
	s_or_b64 exec, exec, s[8:9]                                // 000000001820: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 16, v0                            // 000000001824: D0CC0000 00020090
	s_waitcnt lgkmcnt(0)                                       // 00000000182C: BF8CC07F
	s_barrier                                                  // 000000001830: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 000000001834: BE882000
	s_cbranch_execz .LBB_text_160                              // 000000001838: BF880009
	ds_read2_b32 v[3:4], v1 offset1:16                         // 00000000183C: D86E1000 03000001
	ds_read_b32 v5, v2 offset:64                               // 000000001844: D86C0040 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000184C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000001850: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000001854: 02060903
	ds_write_b32 v1, v3                                        // 000000001858: D81A0000 00000301
.LBB_text_160:
	s_or_b64 exec, exec, s[8:9]                                // 000000001860: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 8, v0                             // 000000001864: D0CC0000 00020088
	s_waitcnt lgkmcnt(0)                                       // 00000000186C: BF8CC07F
	s_barrier                                                  // 000000001870: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 000000001874: BE882000
	s_cbranch_execz .LBB_text_1a0                              // 000000001878: BF880009
	ds_read2_b32 v[3:4], v1 offset1:8                          // 00000000187C: D86E0800 03000001
	ds_read_b32 v5, v2 offset:32                               // 000000001884: D86C0020 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000188C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000001890: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000001894: 02060903
	ds_write_b32 v1, v3                                        // 000000001898: D81A0000 00000301
.LBB_text_1a0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000018A0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 4, v0                             // 0000000018A4: D0CC0000 00020084
	s_waitcnt lgkmcnt(0)                                       // 0000000018AC: BF8CC07F
	s_barrier                                                  // 0000000018B0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000018B4: BE882000
	s_cbranch_execz .LBB_text_1e0                              // 0000000018B8: BF880009
	ds_read2_b32 v[3:4], v1 offset1:4                          // 0000000018BC: D86E0400 03000001
	ds_read_b32 v5, v2 offset:16                               // 0000000018C4: D86C0010 05000002
	s_waitcnt lgkmcnt(0)                                       // 0000000018CC: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 0000000018D0: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 0000000018D4: 02060903
	ds_write_b32 v1, v3                                        // 0000000018D8: D81A0000 00000301
.LBB_text_1e0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000018E0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 2, v0                             // 0000000018E4: D0CC0000 00020082
	s_waitcnt lgkmcnt(0)                                       // 0000000018EC: BF8CC07F
	s_barrier                                                  // 0000000018F0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000018F4: BE882000
	s_cbranch_execz .LBB_text_220                              // 0000000018F8: BF880009
	ds_read2_b32 v[3:4], v1 offset1:2                          // 0000000018FC: D86E0200 03000001
	ds_read_b32 v2, v2 offset:8                                // 000000001904: D86C0008 02000002
	s_waitcnt lgkmcnt(0)                                       // 00000000190C: BF8CC07F
	v_add_f32_e32 v2, v4, v2                                   // 000000001910: 02040504
	v_add_f32_e32 v2, v3, v2                                   // 000000001914: 02040503
	ds_write_b32 v1, v2                                        // 000000001918: D81A0000 00000201
.LBB_text_220:
	s_or_b64 exec, exec, s[8:9]                                // 000000001920: 87FE087E
	s_waitcnt lgkmcnt(0)                                       // 000000001924: BF8CC07F
	s_barrier                                                  // 000000001928: BF8A0000
	s_and_saveexec_b64 s[0:1], vcc                             // 00000000192C: BE80206A
	s_cbranch_execz .LBB_text_26c                              // 000000001930: BF88000E
	v_mov_b32_e32 v2, 0                                        // 000000001934: 7E040280
	v_mov_b32_e32 v3, s7                                       // 000000001938: 7E060207
	ds_read_b32 v3, v3 offset:4                                // 00000000193C: D86C0004 03000003
	ds_read_b32 v2, v2 offset:4                                // 000000001944: D86C0004 02000002
	ds_read_b32 v4, v1                                         // 00000000194C: D86C0000 04000001
	s_waitcnt lgkmcnt(1)                                       // 000000001954: BF8CC17F
	v_add_f32_e32 v2, v2, v3                                   // 000000001958: 02040702
	s_waitcnt lgkmcnt(0)                                       // 00000000195C: BF8CC07F
	v_add_f32_e32 v2, v4, v2                                   // 000000001960: 02040504
	ds_write_b32 v1, v2                                        // 000000001964: D81A0000 00000201
.LBB_text_26c:
	s_or_b64 exec, exec, s[0:1]                                // 00000000196C: 87FE007E
	s_mov_b64 s[8:9], exec                                     // 000000001970: BE88017E
	v_mbcnt_lo_u32_b32 v1, s8, 0                               // 000000001974: D28C0001 00010008
	v_mbcnt_hi_u32_b32 v1, s9, v1                              // 00000000197C: D28D0001 00020209
	v_cmp_eq_u32_e64 s[0:1], 0, v1                             // 000000001984: D0CA0000 00020280
	s_waitcnt lgkmcnt(0)                                       // 00000000198C: BF8CC07F
	s_barrier                                                  // 000000001990: BF8A0000
	s_and_saveexec_b64 s[10:11], s[0:1]                        // 000000001994: BE8A2000
	s_cbranch_execz .LBB_text_2b0                              // 000000001998: BF880005
	s_bcnt1_i32_b64 s0, s[8:9]                                 // 00000000199C: BE800D08
	v_mov_b32_e32 v1, 0                                        // 0000000019A0: 7E020280
	v_mov_b32_e32 v2, s0                                       // 0000000019A4: 7E040200
	ds_add_u32 v1, v2 offset:1024                              // 0000000019A8: D8000400 00000201
.LBB_text_2b0:
	s_or_b64 exec, exec, s[10:11]                              // 0000000019B0: 87FE0A7E
	s_and_saveexec_b64 s[0:1], vcc                             // 0000000019B4: BE80206A
	s_cbranch_execz .LBB_text_2e4                              // 0000000019B8: BF88000A
	v_mov_b32_e32 v1, 0                                        // 0000000019BC: 7E020280
	ds_read_b32 v2, v1                                         // 0000000019C0: D86C0000 02000001
	s_mov_b32 s7, 0                                            // 0000000019C8: BE870080
	s_lshl_b64 s[6:7], s[6:7], 2                               // 0000000019CC: 8E868206
	s_add_u32 s2, s2, s6                                       // 0000000019D0: 80020602
	s_addc_u32 s3, s3, s7                                      // 0000000019D4: 82030703
	s_waitcnt lgkmcnt(0)                                       // 0000000019D8: BF8CC07F
	global_store_dword v1, v2, s[2:3]                          // 0000000019DC: DC708000 00020201
.LBB_text_2e4:
	s_or_b64 exec, exec, s[0:1]                                // 0000000019E4: 87FE007E
	s_mov_b64 s[0:1], exec                                     // 0000000019E8: BE80017E
	s_mov_b32 s6, 0                                            // 0000000019EC: BE860080
.LBB_text_2f0:
	s_ff1_i32_b64 s2, s[0:1]                                   // 0000000019F0: BE821100
	v_readlane_b32 s7, v0, s2                                  // 0000000019F4: D2890007 00000500
	s_lshl_b64 s[2:3], 1, s2                                   // 0000000019FC: 8E820281
	s_add_i32 s6, s6, s7                                       // 000000001A00: 81060706
	s_andn2_b64 s[0:1], s[0:1], s[2:3]                         // 000000001A04: 89800200
	s_cmp_lg_u64 s[0:1], 0                                     // 000000001A08: BF138000
	s_cbranch_scc1 .LBB_text_2f0                               // 000000001A0C: BF85FFF8
	s_load_dwordx4 s[0:3], s[4:5], 0x18                        // 000000001A10: C00A0002 00000018
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0                          // 000000001A18: D28C0001 0001007E
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1                         // 000000001A20: D28D0001 0002027F
	v_cmp_eq_u32_e32 vcc, 0, v1                                // 000000001A28: 7D940280
	s_and_saveexec_b64 s[4:5], vcc                             // 000000001A2C: BE84206A
	s_xor_b64 s[4:5], exec, s[4:5]                             // 000000001A30: 8884047E
	s_cbranch_execz .LBB_text_358                              // 000000001A34: BF880008
	v_mov_b32_e32 v1, 0                                        // 000000001A38: 7E020280
	v_mov_b32_e32 v2, s6                                       // 000000001A3C: 7E040206
	s_waitcnt vmcnt(0) lgkmcnt(0)                              // 000000001A40: BF8C0070
	global_atomic_add v1, v2, s[0:1]                           // 000000001A44: DD088000 00000201
	s_waitcnt vmcnt(0)                                         // 000000001A4C: BF8C0F70
	buffer_wbinvl1_vol                                         // 000000001A50: E0FC0000 00000000
.LBB_text_358:
	s_or_b64 exec, exec, s[4:5]                                // 000000001A58: 87FE047E
	s_mov_b64 s[4:5], exec                                     // 000000001A5C: BE84017E
	s_brev_b32 s8, 1                                           // 000000001A60: BE880881
.LBB_text_364:
	s_ff1_i32_b64 s6, s[4:5]                                   // 000000001A64: BE861104
	v_readlane_b32 s9, v0, s6                                  // 000000001A68: D2890009 00000D00
	s_lshl_b64 s[6:7], 1, s6                                   // 000000001A70: 8E860681
	s_max_i32 s8, s8, s9                                       // 000000001A74: 84080908
	s_andn2_b64 s[4:5], s[4:5], s[6:7]                         // 000000001A78: 89840604
	s_cmp_lg_u64 s[4:5], 0                                     // 000000001A7C: BF138004
	s_cbranch_scc1 .LBB_text_364                               // 000000001A80: BF85FFF8
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0                          // 000000001A84: D28C0000 0001007E
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0                         // 000000001A8C: D28D0000 0002007F
	v_cmp_eq_u32_e32 vcc, 0, v0                                // 000000001A94: 7D940080
	s_and_saveexec_b64 s[4:5], vcc                             // 000000001A98: BE84206A
	s_xor_b64 s[4:5], exec, s[4:5]                             // 000000001A9C: 8884047E
	s_cbranch_execz .LBB_text_3ec                              // 000000001AA0: BF880012
	v_mov_b32_e32 v2, 0                                        // 000000001AA4: 7E040280
	s_waitcnt lgkmcnt(0)                                       // 000000001AA8: BF8CC07F
	global_load_dword v1, v2, s[2:3]                           // 000000001AAC: DC508000 01020002
	s_mov_b64 s[6:7], 0                                        // 000000001AB4: BE860180
.LBB_text_3b8:
	s_waitcnt vmcnt(0)                                         // 000000001AB8: BF8C0F70
	v_max_i32_e32 v0, s8, v1                                   // 000000001ABC: 1A000208
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] glc           // 000000001AC0: DD058000 00020002
	s_waitcnt vmcnt(0)                                         // 000000001AC8: BF8C0F70
	buffer_wbinvl1_vol                                         // 000000001ACC: E0FC0000 00000000
	v_cmp_eq_u32_e32 vcc, v0, v1                               // 000000001AD4: 7D940300
	s_or_b64 s[6:7], vcc, s[6:7]                               // 000000001AD8: 8786066A
	v_mov_b32_e32 v1, v0                                       // 000000001ADC: 7E020300
	s_andn2_b64 exec, exec, s[6:7]                             // 000000001AE0: 89FE067E
	s_cbranch_execnz .LBB_text_3b8                             // 000000001AE4: BF89FFF4
	s_or_b64 exec, exec, s[6:7]                                // 000000001AE8: 87FE067E
.LBB_text_3ec:
	s_or_b64 exec, exec, s[4:5]                                // 000000001AEC: 87FE047E
	v_mov_b32_e32 v0, 7                                        // 000000001AF0: 7E000287
	v_mov_b32_e32 v1, 0                                        // 000000001AF4: 7E020280
	s_waitcnt lgkmcnt(0)                                       // 000000001AF8: BF8CC07F
	global_atomic_cmpswap v1, v[0:1], s[0:1]                   // 000000001AFC: DD048000 00000001
	s_waitcnt vmcnt(0)                                         // 000000001B04: BF8C0F70
	buffer_wbinvl1_vol                                         // 000000001B08: E0FC0000 00000000
	ds_read_b32 v0, v1 offset:1024                             // 000000001B10: D86C0400 00000001
	s_waitcnt lgkmcnt(0)                                       // 000000001B18: BF8CC07F
	global_atomic_swap v1, v0, s[2:3] offset:4                 // 000000001B1C: DD008004 00020001
	s_endpgm                                                   // 000000001B24: BF810000
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
  - .agpr_count: 0
    .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: float*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 8
        .size: 8
        .type_name: float*
        .value_kind: global_buffer
      - .address_space: local
        .offset: 16
        .pointee_align: 4
        .size: 4
        .type_name: float*
        .value_kind: dynamic_shared_pointer
      - .address_space: global
        .offset: 24
        .size: 8
        .type_name: atomic_int*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 32
        .size: 8
        .type_name: int*
        .value_kind: global_buffer
    .group_segment_fixed_size: 1028
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: reduce
    .private_segment_fixed_size: 0
    .sgpr_count: 16
    .sgpr_spill_count: 0
    .symbol: reduce.kd
    .uses_dynamic_stack: false
    .vgpr_count: 6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
