	.amdgcn_target "amdgcn-amd-amdhsa--gfx9-generic"
	.amdhsa_code_object_version 6
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	fm
	.protected	fm
	.type	fm,@function
	.size	fm, 1720
	.globl	fm.kd
	.protected	fm.kd
	.type	fm.kd,@object
	.size	fm.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel fm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 20
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
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
fm:
	s_load_dwordx8 s[8:15], s[4:5], 0x0                        // 000000001700: C00E0202 00000000
	v_lshlrev_b32_e32 v7, 2, v0                                // 000000001708: 240E0082
	s_load_dword s18, s[4:5], 0x28                             // 00000000170C: C0020482 00000028
	s_mov_b64 s[0:1], 0                                        // 000000001714: BE800180
	s_waitcnt lgkmcnt(0)                                       // 000000001718: BF8CC07F
	global_load_dword v1, v7, s[8:9]                           // 00000000171C: DC508000 01080007
	s_cmp_lt_i32 s18, 2                                        // 000000001724: BF048212
	s_cbranch_scc1 .LBB_text_54                                // 000000001728: BF85000A
	s_cmp_gt_i32 s18, 2                                        // 00000000172C: BF028212
	s_cbranch_scc0 .LBB_text_60                                // 000000001730: BF84000B
	s_cmp_eq_u32 s18, 3                                        // 000000001734: BF068312
	s_cbranch_scc0 .LBB_text_6c                                // 000000001738: BF84000C
	s_waitcnt vmcnt(0)                                         // 00000000173C: BF8C0F70
	v_cvt_i32_f32_e32 v2, v1                                   // 000000001740: 7E041101
	s_mov_b64 s[6:7], 0                                        // 000000001744: BE860180
	v_ashrrev_i32_e32 v2, 3, v2                                // 000000001748: 22040483
	v_cvt_f32_i32_e32 v5, v2                                   // 00000000174C: 7E0A0B02
	s_branch .LBB_text_70                                      // 000000001750: BF820007
.LBB_text_54:
	s_mov_b64 s[16:17], -1                                     // 000000001754: BE9001C1
	s_mov_b64 s[6:7], 0                                        // 000000001758: BE860180
	s_branch .LBB_text_a0                                      // 00000000175C: BF820010
.LBB_text_60:
	s_mov_b64 s[2:3], -1                                       // 000000001760: BE8201C1
	s_mov_b64 s[6:7], 0                                        // 000000001764: BE860180
	s_branch .LBB_text_74                                      // 000000001768: BF820002
.LBB_text_6c:
	s_mov_b64 s[6:7], -1                                       // 00000000176C: BE8601C1
.LBB_text_70:
	s_mov_b64 s[2:3], 0                                        // 000000001770: BE820180
.LBB_text_74:
	s_and_b64 vcc, exec, s[2:3]                                // 000000001774: 86EA027E
	s_cbranch_vccz .LBB_text_9c                                // 000000001778: BF860008
	s_waitcnt vmcnt(0)                                         // 00000000177C: BF8C0F70
	v_rcp_f32_e32 v2, v1                                       // 000000001780: 7E044501
	v_xor_b32_e32 v3, 0x80000000, v1                           // 000000001784: 2A0602FF 80000000
	s_brev_b32 s2, -2                                          // 00000000178C: BE8208C2
	v_bfi_b32 v3, s2, 2.0, v3                                  // 000000001790: D1CA0003 040DE802
	v_mul_f32_e32 v5, v2, v3                                   // 000000001798: 0A0A0702
.LBB_text_9c:
	s_mov_b64 s[16:17], 0                                      // 00000000179C: BE900180
.LBB_text_a0:
	s_load_dwordx2 s[2:3], s[4:5], 0x20                        // 0000000017A0: C0060082 00000020
	v_mov_b32_e32 v2, s9                                       // 0000000017A8: 7E040209
	s_and_b64 vcc, exec, s[16:17]                              // 0000000017AC: 86EA107E
	s_cbranch_vccz .LBB_text_120                               // 0000000017B0: BF86001B
	s_cmp_gt_i32 s18, 0                                        // 0000000017B4: BF028012
	s_cbranch_scc0 .LBB_text_104                               // 0000000017B8: BF840012
	s_mov_b32 s0, 0x800000                                     // 0000000017BC: BE8000FF 00800000
	s_waitcnt vmcnt(0)                                         // 0000000017C4: BF8C0F70
	v_cmp_gt_f32_e32 vcc, s0, v1                               // 0000000017C8: 7C880200
	v_cndmask_b32_e64 v3, 0, 1, vcc                            // 0000000017CC: D1000003 01A90280
	v_lshlrev_b32_e32 v3, 5, v3                                // 0000000017D4: 24060685
	v_ldexp_f32 v3, v1, v3                                     // 0000000017D8: D2880003 00020701
	v_sqrt_f32_e32 v3, v3                                      // 0000000017E0: 7E064F03
	v_cndmask_b32_e64 v4, 0, -16, vcc                          // 0000000017E4: D1000004 01A9A080
	s_mov_b64 s[0:1], 0                                        // 0000000017EC: BE800180
	v_ldexp_f32 v3, v3, v4                                     // 0000000017F0: D2880003 00020903
	v_add_f32_e64 v5, v3, |v1|                                 // 0000000017F8: D1010205 00020303
	s_branch .LBB_text_108                                     // 000000001800: BF820001
.LBB_text_104:
	s_mov_b64 s[0:1], -1                                       // 000000001804: BE8001C1
.LBB_text_108:
	s_andn2_b64 vcc, exec, s[0:1]                              // 000000001808: 89EA007E
	s_mov_b64 s[0:1], 0                                        // 00000000180C: BE800180
	s_cbranch_vccnz .LBB_text_120                              // 000000001810: BF870003
	s_cmp_lg_u32 s18, 0                                        // 000000001814: BF078012
	s_mov_b64 s[0:1], -1                                       // 000000001818: BE8001C1
	s_cselect_b64 s[6:7], -1, 0                                // 00000000181C: 858680C1
.LBB_text_120:
	v_add_co_u32_e32 v3, vcc, s8, v7                           // 000000001820: 32060E08
	v_addc_co_u32_e32 v4, vcc, 0, v2, vcc                      // 000000001824: 38080480
	s_and_b64 vcc, exec, s[6:7]                                // 000000001828: 86EA067E
	s_cbranch_vccz .LBB_text_14c                               // 00000000182C: BF860007
	s_waitcnt vmcnt(0)                                         // 000000001830: BF8C0F70
	v_mul_f32_e32 v2, 0x3e800000, v1                           // 000000001834: 0A0402FF 3E800000
	v_cmp_gt_f32_e32 vcc, 0, v1                                // 00000000183C: 7C880280
	v_cndmask_b32_e64 v5, v2, -v1, vcc                         // 000000001840: D1000005 41AA0302
	s_mov_b64 s[0:1], 0                                        // 000000001848: BE800180
.LBB_text_14c:
	s_andn2_b64 vcc, exec, s[0:1]                              // 00000000184C: 89EA007E
	s_cbranch_vccnz .LBB_text_18c                              // 000000001850: BF87000E
	s_waitcnt vmcnt(0)                                         // 000000001854: BF8C0F70
	v_fma_f32 v2, v1, v1, 1.0                                  // 000000001858: D1CB0002 03CA0301
	v_add_f32_e32 v1, 0x40400000, v1                           // 000000001860: 020202FF 40400000
	v_frexp_mant_f32_e32 v5, v1                                // 000000001868: 7E0A6901
	v_rcp_f32_e32 v5, v5                                       // 00000000186C: 7E0A4505
	v_frexp_exp_i32_f32_e32 v1, v1                             // 000000001870: 7E026701
	v_frexp_exp_i32_f32_e32 v6, v2                             // 000000001874: 7E0C6702
	v_frexp_mant_f32_e32 v2, v2                                // 000000001878: 7E046902
	v_mul_f32_e32 v2, v2, v5                                   // 00000000187C: 0A040B02
	v_sub_u32_e32 v1, v6, v1                                   // 000000001880: 6A020306
	v_ldexp_f32 v5, v2, v1                                     // 000000001884: D2880005 00020302
.LBB_text_18c:
	v_lshlrev_b32_e32 v20, 3, v0                               // 00000000188C: 24280083
	global_load_dwordx2 v[8:9], v20, s[10:11]                  // 000000001890: DC548000 080A0014
	s_waitcnt vmcnt(1)                                         // 000000001898: BF8C0F71
	v_add_u32_e32 v1, 1, v0                                    // 00000000189C: 68020081
	v_cvt_f64_u32_e32 v[10:11], v1                             // 0000000018A0: 7E142D01
	global_load_dwordx2 v[1:2], v20, s[14:15]                  // 0000000018A4: DC548000 010E0014
	v_lshlrev_b32_e32 v21, 1, v0                               // 0000000018AC: 242A0081
	global_store_dword v[3:4], v5, off                         // 0000000018B0: DC708000 007F0503
	v_mov_b32_e32 v4, s15                                      // 0000000018B8: 7E08020F
	v_mov_b32_e32 v5, 0                                        // 0000000018BC: 7E0A0280
	s_waitcnt vmcnt(2)                                         // 0000000018C0: BF8C0F72
	v_div_scale_f64 v[12:13], s[0:1], v[10:11], v[10:11], v[8:9] // 0000000018C4: D1E1000C 0422150A
	s_waitcnt vmcnt(1)                                         // 0000000018CC: BF8C0F71
	v_mov_b32_e32 v6, v2                                       // 0000000018D0: 7E0C0302
	v_rcp_f64_e32 v[14:15], v[12:13]                           // 0000000018D4: 7E1C4B0C
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0               // 0000000018D8: D1CC0010 23CA1D0C
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]           // 0000000018E0: D1CC000E 043A210E
	v_div_scale_f64 v[16:17], vcc, v[8:9], v[10:11], v[8:9]    // 0000000018E8: D1E16A10 04221508
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0               // 0000000018F0: D1CC0012 23CA1D0C
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]           // 0000000018F8: D1CC000E 043A250E
	v_mul_f64 v[18:19], v[16:17], v[14:15]                     // 000000001900: D2810012 00021D10
	v_fma_f64 v[12:13], -v[12:13], v[18:19], v[16:17]          // 000000001908: D1CC000C 2442250C
	global_load_dword v16, v21, s[12:13]                       // 000000001910: DC508000 100C0015
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[18:19]      // 000000001918: D1E3000C 044A1D0C
	v_mov_b32_e32 v14, 0                                       // 000000001920: 7E1C0280
	v_mov_b32_e32 v15, 0x3fc00000                              // 000000001924: 7E1E02FF 3FC00000
	v_fma_f64 v[14:15], v[8:9], 2.0, v[14:15]                  // 00000000192C: D1CC000E 0439E908
	v_add_co_u32_e32 v3, vcc, s14, v20                         // 000000001934: 3206280E
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc                      // 000000001938: 38080880
	v_cmp_ne_u64_e32 vcc, 0, v[5:6]                            // 00000000193C: 7DDA0A80
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]       // 000000001940: D1DF000A 0422150C
	v_add_u32_e32 v9, 3, v0                                    // 000000001948: 68120083
	v_add_f64 v[10:11], v[10:11], v[14:15]                     // 00000000194C: D280000A 00021D0A
	s_waitcnt vmcnt(0)                                         // 000000001954: BF8C0F70
	v_lshrrev_b32_e32 v8, 16, v16                              // 000000001958: 20102090
	v_fma_f16 v8, v16, 2.0, v8                                 // 00000000195C: D2060008 0421E910
	global_store_short v21, v8, s[12:13]                       // 000000001964: DC688000 000C0815
	global_store_dwordx2 v20, v[10:11], s[10:11]               // 00000000196C: DC748000 000A0A14
	v_ashrrev_i32_e32 v8, 31, v2                               // 000000001974: 2210049F
	s_and_saveexec_b64 s[0:1], vcc                             // 000000001978: BE80206A
	s_xor_b64 s[4:5], exec, s[0:1]                             // 00000000197C: 8884007E
	s_cbranch_execz .LBB_text_474                              // 000000001980: BF88007C
	v_cvt_f32_u32_e32 v5, v9                                   // 000000001984: 7E0A0D09
	v_cvt_f32_ubyte0_e32 v6, 0                                 // 000000001988: 7E0C2280
	v_sub_co_u32_e32 v14, vcc, 0, v9                           // 00000000198C: 341C1280
	v_madmk_f32 v5, v6, 0x4f800000, v5                         // 000000001990: 2E0A0B06 4F800000
	v_rcp_f32_e32 v5, v5                                       // 000000001998: 7E0A4505
	v_subb_co_u32_e64 v15, s[0:1], 0, 0, vcc                   // 00000000199C: D11D000F 01A90080
	v_mul_f32_e32 v5, 0x5f7ffffc, v5                           // 0000000019A4: 0A0A0AFF 5F7FFFFC
	v_mul_f32_e32 v6, 0x2f800000, v5                           // 0000000019AC: 0A0C0AFF 2F800000
	v_trunc_f32_e32 v6, v6                                     // 0000000019B4: 7E0C3906
	v_madmk_f32 v5, v6, 0xcf800000, v5                         // 0000000019B8: 2E0A0B06 CF800000
	v_cvt_u32_f32_e32 v12, v6                                  // 0000000019C0: 7E180F06
	v_cvt_u32_f32_e32 v13, v5                                  // 0000000019C4: 7E1A0F05
	v_mul_lo_u32 v10, v14, v12                                 // 0000000019C8: D285000A 0002190E
	v_mul_lo_u32 v11, v15, v13                                 // 0000000019D0: D285000B 00021B0F
	v_mad_u64_u32 v[5:6], s[0:1], v14, v13, 0                  // 0000000019D8: D1E80005 02021B0E
	v_add3_u32 v16, v6, v10, v11                               // 0000000019E0: D1FF0010 042E1506
	v_mul_hi_u32 v6, v13, v5                                   // 0000000019E8: D2860006 00020B0D
	v_mad_u64_u32 v[10:11], s[0:1], v13, v16, 0                // 0000000019F0: D1E8000A 0202210D
	v_add_co_u32_e32 v17, vcc, v6, v10                         // 0000000019F8: 32221506
	v_mad_u64_u32 v[5:6], s[0:1], v12, v5, 0                   // 0000000019FC: D1E80005 02020B0C
	v_addc_co_u32_e32 v18, vcc, 0, v11, vcc                    // 000000001A04: 38241680
	v_mad_u64_u32 v[10:11], s[0:1], v12, v16, 0                // 000000001A08: D1E8000A 0202210C
	v_add_co_u32_e32 v5, vcc, v17, v5                          // 000000001A10: 320A0B11
	v_addc_co_u32_e32 v5, vcc, v18, v6, vcc                    // 000000001A14: 380A0D12
	v_addc_co_u32_e32 v6, vcc, 0, v11, vcc                     // 000000001A18: 380C1680
	v_add_co_u32_e32 v5, vcc, v5, v10                          // 000000001A1C: 320A1505
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc                      // 000000001A20: 380C0C80
	v_add_co_u32_e32 v16, vcc, v13, v5                         // 000000001A24: 32200B0D
	v_addc_co_u32_e32 v17, vcc, v12, v6, vcc                   // 000000001A28: 38220D0C
	v_mul_lo_u32 v10, v14, v17                                 // 000000001A2C: D285000A 0002230E
	v_mul_lo_u32 v11, v15, v16                                 // 000000001A34: D285000B 0002210F
	v_mad_u64_u32 v[5:6], s[0:1], v14, v16, 0                  // 000000001A3C: D1E80005 0202210E
	v_add3_u32 v6, v6, v10, v11                                // 000000001A44: D1FF0006 042E1506
	v_mad_u64_u32 v[12:13], s[0:1], v16, v6, 0                 // 000000001A4C: D1E8000C 02020D10
	v_mul_hi_u32 v14, v16, v5                                  // 000000001A54: D286000E 00020B10
	v_mad_u64_u32 v[10:11], s[0:1], v17, v6, 0                 // 000000001A5C: D1E8000A 02020D11
	v_mad_u64_u32 v[5:6], s[0:1], v17, v5, 0                   // 000000001A64: D1E80005 02020B11
	v_add_co_u32_e32 v12, vcc, v14, v12                        // 000000001A6C: 3218190E
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc                    // 000000001A70: 381A1A80
	v_add_co_u32_e32 v5, vcc, v12, v5                          // 000000001A74: 320A0B0C
	v_addc_co_u32_e32 v5, vcc, v13, v6, vcc                    // 000000001A78: 380A0D0D
	v_addc_co_u32_e32 v6, vcc, 0, v11, vcc                     // 000000001A7C: 380C1680
	v_add_co_u32_e32 v5, vcc, v5, v10                          // 000000001A80: 320A1505
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc                      // 000000001A84: 380C0C80
	v_add_co_u32_e32 v10, vcc, v16, v5                         // 000000001A88: 32140B10
	v_addc_co_u32_e32 v11, vcc, v17, v6, vcc                   // 000000001A8C: 38160D11
	v_add_co_u32_e32 v5, vcc, v1, v8                           // 000000001A90: 320A1101
	v_xor_b32_e32 v13, v5, v8                                  // 000000001A94: 2A1A1105
	v_mad_u64_u32 v[5:6], s[0:1], v13, v11, 0                  // 000000001A98: D1E80005 0202170D
	v_mul_hi_u32 v14, v13, v10                                 // 000000001AA0: D286000E 0002150D
	v_addc_co_u32_e32 v12, vcc, v2, v8, vcc                    // 000000001AA8: 38181102
	v_xor_b32_e32 v12, v12, v8                                 // 000000001AAC: 2A18110C
	v_add_co_u32_e32 v14, vcc, v14, v5                         // 000000001AB0: 321C0B0E
	v_addc_co_u32_e32 v15, vcc, 0, v6, vcc                     // 000000001AB4: 381E0C80
	v_mad_u64_u32 v[5:6], s[0:1], v12, v10, 0                  // 000000001AB8: D1E80005 0202150C
	v_mad_u64_u32 v[10:11], s[0:1], v12, v11, 0                // 000000001AC0: D1E8000A 0202170C
	v_add_co_u32_e32 v5, vcc, v14, v5                          // 000000001AC8: 320A0B0E
	v_addc_co_u32_e32 v5, vcc, v15, v6, vcc                    // 000000001ACC: 380A0D0F
	v_addc_co_u32_e32 v6, vcc, 0, v11, vcc                     // 000000001AD0: 380C1680
	v_add_co_u32_e32 v14, vcc, v5, v10                         // 000000001AD4: 321C1505
	v_addc_co_u32_e32 v15, vcc, 0, v6, vcc                     // 000000001AD8: 381E0C80
	v_mad_u64_u32 v[5:6], s[0:1], v9, v14, 0                   // 000000001ADC: D1E80005 02021D09
	v_mad_u64_u32 v[10:11], s[0:1], v9, v15, v[6:7]            // 000000001AE4: D1E8000A 041A1F09
	v_sub_co_u32_e32 v5, vcc, v13, v5                          // 000000001AEC: 340A0B0D
	v_subb_co_u32_e32 v6, vcc, v12, v10, vcc                   // 000000001AF0: 3A0C150C
	v_sub_co_u32_e32 v10, vcc, v5, v9                          // 000000001AF4: 34141305
	v_subbrev_co_u32_e32 v11, vcc, 0, v6, vcc                  // 000000001AF8: 3C160C80
	v_cmp_ge_u32_e32 vcc, v10, v9                              // 000000001AFC: 7D9C130A
	v_cndmask_b32_e64 v10, 0, -1, vcc                          // 000000001B00: D100000A 01A98280
	v_cmp_eq_u32_e32 vcc, 0, v11                               // 000000001B08: 7D941680
	v_cndmask_b32_e32 v10, -1, v10, vcc                        // 000000001B0C: 001414C1
	v_add_co_u32_e32 v11, vcc, 2, v14                          // 000000001B10: 32161C82
	v_addc_co_u32_e32 v12, vcc, 0, v15, vcc                    // 000000001B14: 38181E80
	v_add_co_u32_e32 v13, vcc, 1, v14                          // 000000001B18: 321A1C81
	v_cmp_ge_u32_e64 s[0:1], v5, v9                            // 000000001B1C: D0CE0000 00021305
	v_addc_co_u32_e32 v16, vcc, 0, v15, vcc                    // 000000001B24: 38201E80
	v_cndmask_b32_e64 v5, 0, -1, s[0:1]                        // 000000001B28: D1000005 00018280
	v_cmp_eq_u32_e64 s[0:1], 0, v6                             // 000000001B30: D0CA0000 00020C80
	v_cmp_ne_u32_e32 vcc, 0, v10                               // 000000001B38: 7D9A1480
	v_cndmask_b32_e64 v5, -1, v5, s[0:1]                       // 000000001B3C: D1000005 00020AC1
	v_cndmask_b32_e32 v10, v16, v12, vcc                       // 000000001B44: 00141910
	v_cmp_ne_u32_e64 s[0:1], 0, v5                             // 000000001B48: D0CD0000 00020A80
	v_cndmask_b32_e32 v6, v13, v11, vcc                        // 000000001B50: 000C170D
	v_cndmask_b32_e64 v5, v15, v10, s[0:1]                     // 000000001B54: D1000005 0002150F
	v_cndmask_b32_e64 v6, v14, v6, s[0:1]                      // 000000001B5C: D1000006 00020D0E
	v_xor_b32_e32 v9, v5, v8                                   // 000000001B64: 2A121105
	v_xor_b32_e32 v5, v6, v8                                   // 000000001B68: 2A0A1106
	v_sub_co_u32_e32 v5, vcc, v5, v8                           // 000000001B6C: 340A1105
	v_subb_co_u32_e32 v6, vcc, v9, v8, vcc                     // 000000001B70: 3A0C1109
.LBB_text_474:
	s_andn2_saveexec_b64 s[0:1], s[4:5]                        // 000000001B74: BE802304
	s_cbranch_execz .LBB_text_4e0                              // 000000001B78: BF880019
	v_cvt_f32_u32_e32 v5, v9                                   // 000000001B7C: 7E0A0D09
	v_sub_u32_e32 v6, 0, v9                                    // 000000001B80: 6A0C1280
	v_rcp_iflag_f32_e32 v5, v5                                 // 000000001B84: 7E0A4705
	v_mul_f32_e32 v5, 0x4f7ffffe, v5                           // 000000001B88: 0A0A0AFF 4F7FFFFE
	v_cvt_u32_f32_e32 v5, v5                                   // 000000001B90: 7E0A0F05
	v_mul_lo_u32 v6, v6, v5                                    // 000000001B94: D2850006 00020B06
	v_mul_hi_u32 v6, v5, v6                                    // 000000001B9C: D2860006 00020D05
	v_add_u32_e32 v5, v5, v6                                   // 000000001BA4: 680A0D05
	v_mul_hi_u32 v5, v1, v5                                    // 000000001BA8: D2860005 00020B01
	v_mul_lo_u32 v6, v5, v9                                    // 000000001BB0: D2850006 00021305
	v_add_u32_e32 v10, 1, v5                                   // 000000001BB8: 68140A81
	v_sub_u32_e32 v6, v1, v6                                   // 000000001BBC: 6A0C0D01
	v_sub_u32_e32 v11, v6, v9                                  // 000000001BC0: 6A161306
	v_cmp_ge_u32_e32 vcc, v6, v9                               // 000000001BC4: 7D9C1306
	v_cndmask_b32_e32 v6, v6, v11, vcc                         // 000000001BC8: 000C1706
	v_cndmask_b32_e32 v5, v5, v10, vcc                         // 000000001BCC: 000A1505
	v_add_u32_e32 v10, 1, v5                                   // 000000001BD0: 68140A81
	v_cmp_ge_u32_e32 vcc, v6, v9                               // 000000001BD4: 7D9C1306
	v_cndmask_b32_e32 v5, v5, v10, vcc                         // 000000001BD8: 000A1505
	v_mov_b32_e32 v6, 0                                        // 000000001BDC: 7E0C0280
.LBB_text_4e0:
	s_or_b64 exec, exec, s[0:1]                                // 000000001BE0: 87FE007E
	global_load_dword v13, v[3:4], off offset:8                // 000000001BE4: DC508008 0D7F0003
	s_waitcnt lgkmcnt(0)                                       // 000000001BEC: BF8CC07F
	global_load_dword v15, v7, s[2:3]                          // 000000001BF0: DC508000 0F020007
	s_add_u32 s0, 0, 0x92481000                                // 000000001BF8: 8000FF80 92481000
	s_addc_u32 s1, 0, 0x64                                     // 000000001C00: 8201FF80 00000064
	s_add_i32 s1, s1, 0x249248c0                               // 000000001C08: 8101FF01 249248C0
	s_mul_hi_u32 s7, s0, -7                                    // 000000001C10: 9607C700
	s_mul_i32 s8, s1, -7                                       // 000000001C14: 9208C701
	s_add_i32 s7, s7, s8                                       // 000000001C18: 81070807
	s_mul_i32 s4, s0, -7                                       // 000000001C1C: 9204C700
	s_sub_i32 s7, s7, s0                                       // 000000001C20: 81870007
	s_mul_hi_u32 s5, s1, s4                                    // 000000001C24: 96050401
	s_mul_i32 s6, s1, s4                                       // 000000001C28: 92060401
	s_mul_i32 s9, s0, s7                                       // 000000001C2C: 92090700
	s_mul_hi_u32 s4, s0, s4                                    // 000000001C30: 96040400
	s_mul_hi_u32 s8, s0, s7                                    // 000000001C34: 96080700
	s_add_u32 s4, s4, s9                                       // 000000001C38: 80040904
	s_addc_u32 s8, 0, s8                                       // 000000001C3C: 82080880
	s_add_u32 s4, s4, s6                                       // 000000001C40: 80040604
	s_mul_hi_u32 s9, s1, s7                                    // 000000001C44: 96090701
	s_addc_u32 s4, s8, s5                                      // 000000001C48: 82040508
	s_addc_u32 s5, s9, 0                                       // 000000001C4C: 82058009
	s_mul_i32 s6, s1, s7                                       // 000000001C50: 92060701
	s_add_u32 s4, s4, s6                                       // 000000001C54: 80040604
	v_mov_b32_e32 v9, s4                                       // 000000001C58: 7E120204
	s_addc_u32 s5, 0, s5                                       // 000000001C5C: 82050580
	v_add_co_u32_e32 v11, vcc, s0, v9                          // 000000001C60: 32161200
	s_cmp_lg_u64 vcc, 0                                        // 000000001C64: BF13806A
	v_add_co_u32_e32 v9, vcc, v1, v8                           // 000000001C68: 32121101
	s_addc_u32 s4, s1, s5                                      // 000000001C6C: 82040501
	v_xor_b32_e32 v14, v9, v8                                  // 000000001C70: 2A1C1109
	v_mad_u64_u32 v[9:10], s[0:1], v14, s4, 0                  // 000000001C74: D1E80009 0200090E
	v_mul_hi_u32 v16, v14, v11                                 // 000000001C7C: D2860010 0002170E
	v_addc_co_u32_e32 v12, vcc, v2, v8, vcc                    // 000000001C84: 38181102
	v_xor_b32_e32 v17, v12, v8                                 // 000000001C88: 2A22110C
	v_add_co_u32_e32 v16, vcc, v16, v9                         // 000000001C8C: 32201310
	v_addc_co_u32_e32 v18, vcc, 0, v10, vcc                    // 000000001C90: 38241480
	v_mad_u64_u32 v[9:10], s[0:1], v17, v11, 0                 // 000000001C94: D1E80009 02021711
	v_mad_u64_u32 v[11:12], s[0:1], v17, s4, 0                 // 000000001C9C: D1E8000B 02000911
	v_add_co_u32_e32 v9, vcc, v16, v9                          // 000000001CA4: 32121310
	v_addc_co_u32_e32 v9, vcc, v18, v10, vcc                   // 000000001CA8: 38121512
	v_addc_co_u32_e32 v10, vcc, 0, v12, vcc                    // 000000001CAC: 38141880
	v_add_co_u32_e32 v9, vcc, v9, v11                          // 000000001CB0: 32121709
	v_addc_co_u32_e32 v11, vcc, 0, v10, vcc                    // 000000001CB4: 38161480
	v_mad_u64_u32 v[9:10], s[0:1], v9, 7, 0                    // 000000001CB8: D1E80009 02010F09
	v_ashrrev_i64 v[1:2], 17, v[1:2]                           // 000000001CC0: D2910001 00020291
	v_mad_u64_u32 v[10:11], s[0:1], v11, 7, v[10:11]           // 000000001CC8: D1E8000A 04290F0B
	v_sub_co_u32_e32 v9, vcc, v14, v9                          // 000000001CD0: 3412130E
	v_subb_co_u32_e32 v10, vcc, v17, v10, vcc                  // 000000001CD4: 3A141511
	v_subrev_co_u32_e32 v11, vcc, 7, v9                        // 000000001CD8: 36161287
	v_subbrev_co_u32_e32 v12, vcc, 0, v10, vcc                 // 000000001CDC: 3C181480
	v_subrev_co_u32_e32 v14, vcc, 7, v11                       // 000000001CE0: 361C1687
	v_subbrev_co_u32_e32 v16, vcc, 0, v12, vcc                 // 000000001CE4: 3C201880
	v_cmp_lt_u32_e32 vcc, 6, v11                               // 000000001CE8: 7D921686
	v_cndmask_b32_e64 v17, 0, -1, vcc                          // 000000001CEC: D1000011 01A98280
	v_cmp_eq_u32_e32 vcc, 0, v12                               // 000000001CF4: 7D941880
	v_cndmask_b32_e32 v17, -1, v17, vcc                        // 000000001CF8: 002222C1
	v_cmp_ne_u32_e32 vcc, 0, v17                               // 000000001CFC: 7D9A2280
	v_cmp_lt_u32_e64 s[0:1], 6, v9                             // 000000001D00: D0C90000 00021286
	v_cndmask_b32_e32 v12, v12, v16, vcc                       // 000000001D08: 0018210C
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]                       // 000000001D0C: D1000010 00018280
	v_cmp_eq_u32_e64 s[0:1], 0, v10                            // 000000001D14: D0CA0000 00021480
	v_cndmask_b32_e64 v16, -1, v16, s[0:1]                     // 000000001D1C: D1000010 000220C1
	v_cmp_ne_u32_e64 s[0:1], 0, v16                            // 000000001D24: D0CD0000 00022080
	v_cndmask_b32_e32 v11, v11, v14, vcc                       // 000000001D2C: 00161D0B
	v_cndmask_b32_e64 v9, v9, v11, s[0:1]                      // 000000001D30: D1000009 00021709
	v_cndmask_b32_e64 v10, v10, v12, s[0:1]                    // 000000001D38: D100000A 0002190A
	v_xor_b32_e32 v9, v9, v8                                   // 000000001D40: 2A121109
	v_xor_b32_e32 v10, v10, v8                                 // 000000001D44: 2A14110A
	v_sub_co_u32_e32 v9, vcc, v9, v8                           // 000000001D48: 34121109
	v_subb_co_u32_e32 v8, vcc, v10, v8, vcc                    // 000000001D4C: 3A10110A
	v_add_co_u32_e32 v5, vcc, v5, v9                           // 000000001D50: 320A1305
	v_addc_co_u32_e32 v6, vcc, v6, v8, vcc                     // 000000001D54: 380C1106
	s_waitcnt vmcnt(1)                                         // 000000001D58: BF8C0F71
	v_mad_u64_u32 v[5:6], s[0:1], v13, v1, v[5:6]              // 000000001D5C: D1E80005 0416030D
	v_mov_b32_e32 v1, v6                                       // 000000001D64: 7E020306
	v_mad_u64_u32 v[1:2], s[0:1], v13, v2, v[1:2]              // 000000001D68: D1E80001 0406050D
	s_waitcnt vmcnt(0)                                         // 000000001D70: BF8C0F70
	v_or_b32_e32 v2, 1, v15                                    // 000000001D74: 28041E81
	v_ffbh_u32_e32 v2, v2                                      // 000000001D78: 7E045B02
	v_mov_b32_e32 v6, v1                                       // 000000001D7C: 7E0C0301
	global_store_dwordx2 v[3:4], v[5:6], off                   // 000000001D80: DC748000 007F0503
	v_bcnt_u32_b32 v1, v15, 0                                  // 000000001D88: D28B0001 0001010F
	v_or_b32_e32 v3, 0x80000000, v15                           // 000000001D90: 28061EFF 80000000
	v_ffbl_b32_e32 v3, v3                                      // 000000001D98: 7E065D03
	v_lshl_add_u32 v0, v15, v0, v1                             // 000000001D9C: D1FD0000 0406010F
	v_add3_u32 v0, v0, v2, v3                                  // 000000001DA4: D1FF0000 040E0500
	global_store_dword v7, v0, s[2:3]                          // 000000001DAC: DC708000 00020007
	s_endpgm                                                   // 000000001DB4: BF810000
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
      - .address_space: global
        .offset: 8
        .size: 8
        .type_name: double*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 16
        .size: 8
        .type_name: half*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 24
        .size: 8
        .type_name: long*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 32
        .size: 8
        .type_name: uint*
        .value_kind: global_buffer
      - .offset: 40
        .size: 4
        .type_name: int
        .value_kind: by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: fm
    .private_segment_fixed_size: 0
    .sgpr_count: 23
    .sgpr_spill_count: 0
    .symbol: fm.kd
    .uses_dynamic_stack: false
    .vgpr_count: 22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx9-generic
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
