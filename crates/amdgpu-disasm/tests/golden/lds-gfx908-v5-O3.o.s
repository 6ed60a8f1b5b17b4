	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.globl	reduce
	.protected	reduce
	.type	reduce,@function
	.size	reduce, 1064
	.globl	reduce.kd
	.protected	reduce.kd
	.type	reduce.kd,@object
	.size	reduce.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
reduce:
	v_cmp_eq_u32_e32 vcc, 0, v0                                // 000000000000: 7D940080
	s_and_saveexec_b64 s[0:1], vcc                             // 000000000004: BE80206A
	s_cbranch_execz .LBB_text_18                               // 000000000008: BF880003
	v_mov_b32_e32 v1, 0                                        // 00000000000C: 7E020280
	ds_write_b32 v1, v1 offset:1024                            // 000000000010: D81A0400 00000101
.LBB_text_18:
	s_or_b64 exec, exec, s[0:1]                                // 000000000018: 87FE007E
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         // 00000000001C: C00A0002 00000000
	s_load_dword s7, s[4:5], 0x10                              // 000000000024: C00201C2 00000010
	v_lshlrev_b32_e32 v1, 2, v0                                // 00000000002C: 24020082
	s_waitcnt lgkmcnt(0)                                       // 000000000030: BF8CC07F
	global_load_dword v3, v1, s[0:1]                           // 000000000034: DC508000 03000001
	global_load_dword v4, v1, s[0:1] offset:1024               // 00000000003C: DC508400 04000001
	s_movk_i32 s0, 0x80                                        // 000000000044: B0000080
	v_add_u32_e32 v2, s7, v1                                   // 000000000048: 68040207
	v_cmp_gt_u32_e64 s[0:1], s0, v0                            // 00000000004C: D0CC0000 00020000
	s_waitcnt vmcnt(1)                                         // 000000000054: BF8C0F71
	ds_write_b32 v1, v3                                        // 000000000058: D81A0000 00000301
	s_waitcnt vmcnt(0)                                         // 000000000060: BF8C0F70
	ds_write_b32 v2, v4                                        // 000000000064: D81A0000 00000402
	s_waitcnt lgkmcnt(0)                                       // 00000000006C: BF8CC07F
	s_barrier                                                  // 000000000070: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 000000000074: BE882000
	s_cbranch_execz .LBB_text_a0                               // 000000000078: BF880009
	ds_read2st64_b32 v[3:4], v1 offset1:2                      // 00000000007C: D8700200 03000001
	ds_read_b32 v5, v2 offset:512                              // 000000000084: D86C0200 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000008C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000000090: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000000094: 02060903
	ds_write_b32 v1, v3                                        // 000000000098: D81A0000 00000301
.LBB_text_a0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000000A0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 64, v0                            // 0000000000A4: D0CC0000 000200C0
	s_waitcnt lgkmcnt(0)                                       // 0000000000AC: BF8CC07F
	s_barrier                                                  // 0000000000B0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000000B4: BE882000
	s_cbranch_execz .LBB_text_e0                               // 0000000000B8: BF880009
	ds_read2st64_b32 v[3:4], v1 offset1:1                      // 0000000000BC: D8700100 03000001
	ds_read_b32 v5, v2 offset:256                              // 0000000000C4: D86C0100 05000002
	s_waitcnt lgkmcnt(0)                                       // 0000000000CC: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 0000000000D0: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 0000000000D4: 02060903
	ds_write_b32 v1, v3                                        // 0000000000D8: D81A0000 00000301
.LBB_text_e0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000000E0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 32, v0                            // 0000000000E4: D0CC0000 000200A0
	s_waitcnt lgkmcnt(0)                                       // 0000000000EC: BF8CC07F
	s_barrier                                                  // 0000000000F0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000000F4: BE882000
	s_cbranch_execz .LBB_text_120                              // 0000000000F8: BF880009
	ds_read2_b32 v[3:4], v1 offset1:32                         // 0000000000FC: D86E2000 03000001
	ds_read_b32 v5, v2 offset:128                              // 000000000104: D86C0080 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000010C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000000110: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000000114: 02060903
	ds_write_b32 v1, v3                                        // 000000000118: D81A0000 00000301
.LBB_text_120:
	s_or_b64 exec, exec, s[8:9]                                // 000000000120: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 16, v0                            // 000000000124: D0CC0000 00020090
	s_waitcnt lgkmcnt(0)                                       // 00000000012C: BF8CC07F
	s_barrier                                                  // 000000000130: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 000000000134: BE882000
	s_cbranch_execz .LBB_text_160                              // 000000000138: BF880009
	ds_read2_b32 v[3:4], v1 offset1:16                         // 00000000013C: D86E1000 03000001
	ds_read_b32 v5, v2 offset:64                               // 000000000144: D86C0040 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000014C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000000150: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000000154: 02060903
	ds_write_b32 v1, v3                                        // 000000000158: D81A0000 00000301
.LBB_text_160:
	s_or_b64 exec, exec, s[8:9]                                // 000000000160: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 8, v0                             // 000000000164: D0CC0000 00020088
	s_waitcnt lgkmcnt(0)                                       // 00000000016C: BF8CC07F
	s_barrier                                                  // 000000000170: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 000000000174: BE882000
	s_cbranch_execz .LBB_text_1a0                              // 000000000178: BF880009
	ds_read2_b32 v[3:4], v1 offset1:8                          // 00000000017C: D86E0800 03000001
	ds_read_b32 v5, v2 offset:32                               // 000000000184: D86C0020 05000002
	s_waitcnt lgkmcnt(0)                                       // 00000000018C: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 000000000190: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 000000000194: 02060903
	ds_write_b32 v1, v3                                        // 000000000198: D81A0000 00000301
.LBB_text_1a0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000001A0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 4, v0                             // 0000000001A4: D0CC0000 00020084
	s_waitcnt lgkmcnt(0)                                       // 0000000001AC: BF8CC07F
	s_barrier                                                  // 0000000001B0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000001B4: BE882000
	s_cbranch_execz .LBB_text_1e0                              // 0000000001B8: BF880009
	ds_read2_b32 v[3:4], v1 offset1:4                          // 0000000001BC: D86E0400 03000001
	ds_read_b32 v5, v2 offset:16                               // 0000000001C4: D86C0010 05000002
	s_waitcnt lgkmcnt(0)                                       // 0000000001CC: BF8CC07F
	v_add_f32_e32 v4, v4, v5                                   // 0000000001D0: 02080B04
	v_add_f32_e32 v3, v3, v4                                   // 0000000001D4: 02060903
	ds_write_b32 v1, v3                                        // 0000000001D8: D81A0000 00000301
.LBB_text_1e0:
	s_or_b64 exec, exec, s[8:9]                                // 0000000001E0: 87FE087E
	v_cmp_gt_u32_e64 s[0:1], 2, v0                             // 0000000001E4: D0CC0000 00020082
	s_waitcnt lgkmcnt(0)                                       // 0000000001EC: BF8CC07F
	s_barrier                                                  // 0000000001F0: BF8A0000
	s_and_saveexec_b64 s[8:9], s[0:1]                          // 0000000001F4: BE882000
	s_cbranch_execz .LBB_text_220                              // 0000000001F8: BF880009
	ds_read2_b32 v[3:4], v1 offset1:2                          // 0000000001FC: D86E0200 03000001
	ds_read_b32 v2, v2 offset:8                                // 000000000204: D86C0008 02000002
	s_waitcnt lgkmcnt(0)                                       // 00000000020C: BF8CC07F
	v_add_f32_e32 v2, v4, v2                                   // 000000000210: 02040504
	v_add_f32_e32 v2, v3, v2                                   // 000000000214: 02040503
	ds_write_b32 v1, v2                                        // 000000000218: D81A0000 00000201
.LBB_text_220:
	s_or_b64 exec, exec, s[8:9]                                // 000000000220: 87FE087E
	s_waitcnt lgkmcnt(0)                                       // 000000000224: BF8CC07F
	s_barrier                                                  // 000000000228: BF8A0000
	s_and_saveexec_b64 s[0:1], vcc                             // 00000000022C: BE80206A
	s_cbranch_execz .LBB_text_26c                              // 000000000230: BF88000E
	v_mov_b32_e32 v2, 0                                        // 000000000234: 7E040280
	v_mov_b32_e32 v3, s7                                       // 000000000238: 7E060207
	ds_read_b32 v3, v3 offset:4                                // 00000000023C: D86C0004 03000003
	ds_read_b32 v2, v2 offset:4                                // 000000000244: D86C0004 02000002
	ds_read_b32 v4, v1                                         // 00000000024C: D86C0000 04000001
	s_waitcnt lgkmcnt(1)                                       // 000000000254: BF8CC17F
	v_add_f32_e32 v2, v2, v3                                   // 000000000258: 02040702
	s_waitcnt lgkmcnt(0)                                       // 00000000025C: BF8CC07F
	v_add_f32_e32 v2, v4, v2                                   // 000000000260: 02040504
	ds_write_b32 v1, v2                                        // 000000000264: D81A0000 00000201
.LBB_text_26c:
	s_or_b64 exec, exec, s[0:1]                                // 00000000026C: 87FE007E
	s_mov_b64 s[8:9], exec                                     // 000000000270: BE88017E
	v_mbcnt_lo_u32_b32 v1, s8, 0                               // 000000000274: D28C0001 00010008
	v_mbcnt_hi_u32_b32 v1, s9, v1                              // 00000000027C: D28D0001 00020209
	v_cmp_eq_u32_e64 s[0:1], 0, v1                             // 000000000284: D0CA0000 00020280
	s_waitcnt lgkmcnt(0)                                       // 00000000028C: BF8CC07F
	s_barrier                                                  // 000000000290: BF8A0000
	s_and_saveexec_b64 s[10:11], s[0:1]                        // 000000000294: BE8A2000
	s_cbranch_execz .LBB_text_2b0                              // 000000000298: BF880005
	s_bcnt1_i32_b64 s0, s[8:9]                                 // 00000000029C: BE800D08
	v_mov_b32_e32 v1, 0                                        // 0000000002A0: 7E020280
	v_mov_b32_e32 v2, s0                                       // 0000000002A4: 7E040200
	ds_add_u32 v1, v2 offset:1024                              // 0000000002A8: D8000400 00000201
.LBB_text_2b0:
	s_or_b64 exec, exec, s[10:11]                              // 0000000002B0: 87FE0A7E
	s_and_saveexec_b64 s[0:1], vcc                             // 0000000002B4: BE80206A
	s_cbranch_execz .LBB_text_2e4                              // 0000000002B8: BF88000A
	v_mov_b32_e32 v1, 0                                        // 0000000002BC: 7E020280
	ds_read_b32 v2, v1                                         // 0000000002C0: D86C0000 02000001
	s_mov_b32 s7, 0                                            // 0000000002C8: BE870080
	s_lshl_b64 s[6:7], s[6:7], 2                               // 0000000002CC: 8E868206
	s_add_u32 s2, s2, s6                                       // 0000000002D0: 80020602
	s_addc_u32 s3, s3, s7                                      // 0000000002D4: 82030703
	s_waitcnt lgkmcnt(0)                                       // 0000000002D8: BF8CC07F
	global_store_dword v1, v2, s[2:3]                          // 0000000002DC: DC708000 00020201
.LBB_text_2e4:
	s_or_b64 exec, exec, s[0:1]                                // 0000000002E4: 87FE007E
	s_mov_b64 s[0:1], exec                                     // 0000000002E8: BE80017E
	s_mov_b32 s6, 0                                            // 0000000002EC: BE860080
.LBB_text_2f0:
	s_ff1_i32_b64 s2, s[0:1]                                   // 0000000002F0: BE821100
	v_readlane_b32 s7, v0, s2                                  // 0000000002F4: D2890007 00000500
	s_lshl_b64 s[2:3], 1, s2                                   // 0000000002FC: 8E820281
	s_add_i32 s6, s6, s7                                       // 000000000300: 81060706
	s_andn2_b64 s[0:1], s[0:1], s[2:3]                         // 000000000304: 89800200
	s_cmp_lg_u64 s[0:1], 0                                     // 000000000308: BF138000
	s_cbranch_scc1 .LBB_text_2f0                               // 00000000030C: BF85FFF8
	s_load_dwordx4 s[0:3], s[4:5], 0x18                        // 000000000310: C00A0002 00000018
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0                          // 000000000318: D28C0001 0001007E
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1                         // 000000000320: D28D0001 0002027F
	v_cmp_eq_u32_e32 vcc, 0, v1                                // 000000000328: 7D940280
	s_and_saveexec_b64 s[4:5], vcc                             // 00000000032C: BE84206A
	s_xor_b64 s[4:5], exec, s[4:5]                             // 000000000330: 8884047E
	s_cbranch_execz .LBB_text_358                              // 000000000334: BF880008
	v_mov_b32_e32 v1, 0                                        // 000000000338: 7E020280
	v_mov_b32_e32 v2, s6                                       // 00000000033C: 7E040206
	s_waitcnt vmcnt(0) lgkmcnt(0)                              // 000000000340: BF8C0070
	global_atomic_add v1, v2, s[0:1]                           // 000000000344: DD088000 00000201
	s_waitcnt vmcnt(0)                                         // 00000000034C: BF8C0F70
	buffer_wbinvl1_vol                                         // 000000000350: E0FC0000 00000000
.LBB_text_358:
	s_or_b64 exec, exec, s[4:5]                                // 000000000358: 87FE047E
	s_mov_b64 s[4:5], exec                                     // 00000000035C: BE84017E
	s_brev_b32 s8, 1                                           // 000000000360: BE880881
.LBB_text_364:
	s_ff1_i32_b64 s6, s[4:5]                                   // 000000000364: BE861104
	v_readlane_b32 s9, v0, s6                                  // 000000000368: D2890009 00000D00
	s_lshl_b64 s[6:7], 1, s6                                   // 000000000370: 8E860681
	s_max_i32 s8, s8, s9                                       // 000000000374: 84080908
	s_andn2_b64 s[4:5], s[4:5], s[6:7]                         // 000000000378: 89840604
	s_cmp_lg_u64 s[4:5], 0                                     // 00000000037C: BF138004
	s_cbranch_scc1 .LBB_text_364                               // 000000000380: BF85FFF8
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0                          // 000000000384: D28C0000 0001007E
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0                         // 00000000038C: D28D0000 0002007F
	v_cmp_eq_u32_e32 vcc, 0, v0                                // 000000000394: 7D940080
	s_and_saveexec_b64 s[4:5], vcc                             // 000000000398: BE84206A
	s_xor_b64 s[4:5], exec, s[4:5]                             // 00000000039C: 8884047E
	s_cbranch_execz .LBB_text_3ec                              // 0000000003A0: BF880012
	v_mov_b32_e32 v2, 0                                        // 0000000003A4: 7E040280
	s_waitcnt lgkmcnt(0)                                       // 0000000003A8: BF8CC07F
	global_load_dword v1, v2, s[2:3]                           // 0000000003AC: DC508000 01020002
	s_mov_b64 s[6:7], 0                                        // 0000000003B4: BE860180
.LBB_text_3b8:
	s_waitcnt vmcnt(0)                                         // 0000000003B8: BF8C0F70
	v_max_i32_e32 v0, s8, v1                                   // 0000000003BC: 1A000208
	global_atomic_cmpswap v0, v2, v[0:1], s[2:3] glc           // 0000000003C0: DD058000 00020002
	s_waitcnt vmcnt(0)                                         // 0000000003C8: BF8C0F70
	buffer_wbinvl1_vol                                         // 0000000003CC: E0FC0000 00000000
	v_cmp_eq_u32_e32 vcc, v0, v1                               // 0000000003D4: 7D940300
	s_or_b64 s[6:7], vcc, s[6:7]                               // 0000000003D8: 8786066A
	v_mov_b32_e32 v1, v0                                       // 0000000003DC: 7E020300
	s_andn2_b64 exec, exec, s[6:7]                             // 0000000003E0: 89FE067E
	s_cbranch_execnz .LBB_text_3b8                             // 0000000003E4: BF89FFF4
	s_or_b64 exec, exec, s[6:7]                                // 0000000003E8: 87FE067E
.LBB_text_3ec:
	s_or_b64 exec, exec, s[4:5]                                // 0000000003EC: 87FE047E
	v_mov_b32_e32 v0, 7                                        // 0000000003F0: 7E000287
	v_mov_b32_e32 v1, 0                                        // 0000000003F4: 7E020280
	s_waitcnt lgkmcnt(0)                                       // 0000000003F8: BF8CC07F
	global_atomic_cmpswap v1, v[0:1], s[0:1]                   // 0000000003FC: DD048000 00000001
	s_waitcnt vmcnt(0)                                         // 000000000404: BF8C0F70
	buffer_wbinvl1_vol                                         // 000000000408: E0FC0000 00000000
	ds_read_b32 v0, v1 offset:1024                             // 000000000410: D86C0400 00000001
	s_waitcnt lgkmcnt(0)                                       // 000000000418: BF8CC07F
	global_atomic_swap v1, v0, s[2:3] offset:4                 // 00000000041C: DD008004 00020001
	s_endpgm                                                   // 000000000424: BF810000
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
