	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 4
	.local	fib
	.hidden	fib
	.type	fib,@function
	.size	fib, 1052
	.local	mix
	.hidden	mix
	.type	mix,@function
	.size	mix, 212
	.local	deep
	.hidden	deep
	.type	deep,@function
	.size	deep, 1200
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	rec
	.protected	rec
	.type	rec,@function
	.size	rec, 2312
	.globl	rec.kd
	.protected	rec.kd
	.type	rec.kd,@object
	.size	rec.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel rec
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 240
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 44
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
		.amdhsa_tg_split 0
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
fib:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000001800: BF8C0000
	s_mov_b32 s16, s33                                         // 000000001804: BE900021
	s_mov_b32 s33, s32                                         // 000000001808: BEA10020
	s_xor_saveexec_b64 s[18:19], -1                            // 00000000180C: BE9222C1
	buffer_store_dword v0, off, s[0:3], s33 offset:28          // 000000001810: E070001C 21000000
	buffer_store_dword v1, off, s[0:3], s33 offset:32          // 000000001818: E0700020 21000100
	s_mov_b64 exec, -1                                         // 000000001820: BEFE01C1
	buffer_store_dword v40, off, s[0:3], s33 offset:4          // 000000001824: E0700004 21002800
	s_mov_b64 exec, s[18:19]                                   // 00000000182C: BEFE0112
	v_writelane_b32 v40, s16, 4                                // 000000001830: D28A0028 00010810
	v_writelane_b32 v40, s34, 2                                // 000000001838: D28A0028 00010422
	v_writelane_b32 v40, s35, 3                                // 000000001840: D28A0028 00010623
	s_add_i32 s32, s32, 0xc00                                  // 000000001848: 8120FF20 00000C00
	v_writelane_b32 v40, s30, 0                                // 000000001850: D28A0028 0001001E
	v_writelane_b32 v40, s31, 1                                // 000000001858: D28A0028 0001021F
	buffer_store_dword v31, off, s[0:3], s33 offset:16         // 000000001860: E0700010 21001F00
	v_mov_b32_e32 v1, v0                                       // 000000001868: 7E020300
	s_or_saveexec_b64 s[34:35], -1                             // 00000000186C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:8            // 000000001870: E0500008 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001878: BEFE0122
	s_waitcnt vmcnt(0)                                         // 00000000187C: BF8C0F70
	v_writelane_b32 v0, s15, 0                                 // 000000001880: D28A0000 0001000F
	v_writelane_b32 v0, s14, 1                                 // 000000001888: D28A0000 0001020E
	v_writelane_b32 v0, s13, 2                                 // 000000001890: D28A0000 0001040D
	v_writelane_b32 v0, s12, 3                                 // 000000001898: D28A0000 0001060C
	v_writelane_b32 v0, s10, 4                                 // 0000000018A0: D28A0000 0001080A
	v_writelane_b32 v0, s11, 5                                 // 0000000018A8: D28A0000 00010A0B
	v_writelane_b32 v0, s8, 6                                  // 0000000018B0: D28A0000 00010C08
	v_writelane_b32 v0, s9, 7                                  // 0000000018B8: D28A0000 00010E09
	v_writelane_b32 v0, s6, 8                                  // 0000000018C0: D28A0000 00011006
	v_writelane_b32 v0, s7, 9                                  // 0000000018C8: D28A0000 00011207
	v_writelane_b32 v0, s4, 10                                 // 0000000018D0: D28A0000 00011404
	v_writelane_b32 v0, s5, 11                                 // 0000000018D8: D28A0000 00011605
	buffer_store_dword v1, off, s[0:3], s33                    // 0000000018E0: E0700000 21000100
	buffer_load_dword v1, off, s[0:3], s33                     // 0000000018E8: E0500000 21000100
	s_mov_b32 s4, 1                                            // 0000000018F0: BE840081
	s_waitcnt vmcnt(0)                                         // 0000000018F4: BF8C0F70
	v_cmp_gt_i32_e64 s[4:5], v1, s4                            // 0000000018F8: D0C40004 00000901
	v_mov_b32_e32 v1, s6                                       // 000000001900: 7E020206
	buffer_store_dword v1, off, s[0:3], s33 offset:12          // 000000001904: E070000C 21000100
	s_mov_b64 s[6:7], exec                                     // 00000000190C: BE86017E
	s_and_b64 s[4:5], s[6:7], s[4:5]                           // 000000001910: 86840406
	s_xor_b64 s[6:7], s[4:5], s[6:7]                           // 000000001914: 88860604
	v_writelane_b32 v0, s6, 12                                 // 000000001918: D28A0000 00011806
	v_writelane_b32 v0, s7, 13                                 // 000000001920: D28A0000 00011A07
	s_or_saveexec_b64 s[34:35], -1                             // 000000001928: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:8           // 00000000192C: E0700008 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001934: BEFE0122
	s_mov_b64 exec, s[4:5]                                     // 000000001938: BEFE0104
	s_cbranch_execz .LBB_text_144                              // 00000000193C: BF880001
	s_branch .LBB_text_1c4                                     // 000000001940: BF820020
.LBB_text_144:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001944: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:8            // 000000001948: E0500008 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001950: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001954: BF8C0F70
	v_readlane_b32 s4, v0, 12                                  // 000000001958: D2890004 00011900
	v_readlane_b32 s5, v0, 13                                  // 000000001960: D2890005 00011B00
	s_or_saveexec_b64 s[4:5], s[4:5]                           // 000000001968: BE842104
	buffer_load_dword v1, off, s[0:3], s33 offset:12           // 00000000196C: E050000C 21000100
	s_waitcnt vmcnt(0)                                         // 000000001974: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:20          // 000000001978: E0700014 21000100
	s_and_b64 s[4:5], exec, s[4:5]                             // 000000001980: 8684047E
	v_writelane_b32 v0, s4, 14                                 // 000000001984: D28A0000 00011C04
	v_writelane_b32 v0, s5, 15                                 // 00000000198C: D28A0000 00011E05
	s_or_saveexec_b64 s[34:35], -1                             // 000000001994: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:8           // 000000001998: E0700008 21000000
	s_mov_b64 exec, s[34:35]                                   // 0000000019A0: BEFE0122
	s_xor_b64 exec, exec, s[4:5]                               // 0000000019A4: 88FE047E
	s_cbranch_execz .LBB_text_384                              // 0000000019A8: BF880076
	buffer_load_dword v0, off, s[0:3], s33                     // 0000000019AC: E0500000 21000000
	s_waitcnt vmcnt(0)                                         // 0000000019B4: BF8C0F70
	buffer_store_dword v0, off, s[0:3], s33 offset:20          // 0000000019B8: E0700014 21000000
	s_branch .LBB_text_384                                     // 0000000019C0: BF820070
.LBB_text_1c4:
	s_or_saveexec_b64 s[34:35], -1                             // 0000000019C4: BEA221C1
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 0000000019C8: E0500008 21000100
	s_mov_b64 exec, s[34:35]                                   // 0000000019D0: BEFE0122
	s_waitcnt vmcnt(0)                                         // 0000000019D4: BF8C0F70
	v_readlane_b32 s15, v1, 0                                  // 0000000019D8: D289000F 00010101
	v_readlane_b32 s14, v1, 1                                  // 0000000019E0: D289000E 00010301
	v_readlane_b32 s13, v1, 2                                  // 0000000019E8: D289000D 00010501
	v_readlane_b32 s12, v1, 3                                  // 0000000019F0: D289000C 00010701
	v_readlane_b32 s10, v1, 4                                  // 0000000019F8: D289000A 00010901
	v_readlane_b32 s11, v1, 5                                  // 000000001A00: D289000B 00010B01
	v_readlane_b32 s8, v1, 6                                   // 000000001A08: D2890008 00010D01
	v_readlane_b32 s9, v1, 7                                   // 000000001A10: D2890009 00010F01
	v_readlane_b32 s6, v1, 8                                   // 000000001A18: D2890006 00011101
	v_readlane_b32 s7, v1, 9                                   // 000000001A20: D2890007 00011301
	v_readlane_b32 s4, v1, 10                                  // 000000001A28: D2890004 00011501
	v_readlane_b32 s5, v1, 11                                  // 000000001A30: D2890005 00011701
	buffer_load_dword v31, off, s[0:3], s33 offset:16          // 000000001A38: E0500010 21001F00
	buffer_load_dword v0, off, s[0:3], s33                     // 000000001A40: E0500000 21000000
	s_mov_b32 s16, -1                                          // 000000001A48: BE9000C1
	s_waitcnt vmcnt(0)                                         // 000000001A4C: BF8C0F70
	v_add_u32_e64 v0, v0, s16                                  // 000000001A50: D1340000 00002100
	s_getpc_b64 s[16:17]                                       // 000000001A58: BE901C00
	s_add_u32 s16, s16, fib@rel32@lo+4                         // 000000001A5C: 8010FF10 FFFFFDA4
	s_addc_u32 s17, s17, fib@rel32@hi+12                       // 000000001A64: 8211FF11 FFFFFFFF
	v_writelane_b32 v1, s16, 16                                // 000000001A6C: D28A0001 00012010
	v_writelane_b32 v1, s17, 17                                // 000000001A74: D28A0001 00012211
	s_or_saveexec_b64 s[34:35], -1                             // 000000001A7C: BEA221C1
	buffer_store_dword v1, off, s[0:3], s33 offset:8           // 000000001A80: E0700008 21000100
	s_mov_b64 exec, s[34:35]                                   // 000000001A88: BEFE0122
	s_mov_b64 s[22:23], s[2:3]                                 // 000000001A8C: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000001A90: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000001A94: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000001A98: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 000000001A9C: BE9E1E10
	s_or_saveexec_b64 s[34:35], -1                             // 000000001AA0: BEA221C1
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 000000001AA4: E0500008 21000100
	s_mov_b64 exec, s[34:35]                                   // 000000001AAC: BEFE0122
	buffer_load_dword v31, off, s[0:3], s33 offset:16          // 000000001AB0: E0500010 21001F00
	s_waitcnt vmcnt(1)                                         // 000000001AB8: BF8C0F71
	v_readlane_b32 s4, v1, 10                                  // 000000001ABC: D2890004 00011501
	v_readlane_b32 s5, v1, 11                                  // 000000001AC4: D2890005 00011701
	v_readlane_b32 s6, v1, 8                                   // 000000001ACC: D2890006 00011101
	v_readlane_b32 s7, v1, 9                                   // 000000001AD4: D2890007 00011301
	v_readlane_b32 s8, v1, 6                                   // 000000001ADC: D2890008 00010D01
	v_readlane_b32 s9, v1, 7                                   // 000000001AE4: D2890009 00010F01
	v_readlane_b32 s10, v1, 4                                  // 000000001AEC: D289000A 00010901
	v_readlane_b32 s11, v1, 5                                  // 000000001AF4: D289000B 00010B01
	v_readlane_b32 s12, v1, 3                                  // 000000001AFC: D289000C 00010701
	v_readlane_b32 s13, v1, 2                                  // 000000001B04: D289000D 00010501
	v_readlane_b32 s14, v1, 1                                  // 000000001B0C: D289000E 00010301
	v_readlane_b32 s15, v1, 0                                  // 000000001B14: D289000F 00010101
	v_readlane_b32 s16, v1, 16                                 // 000000001B1C: D2890010 00012101
	v_readlane_b32 s17, v1, 17                                 // 000000001B24: D2890011 00012301
	buffer_store_dword v0, off, s[0:3], s33 offset:24          // 000000001B2C: E0700018 21000000
	buffer_load_dword v0, off, s[0:3], s33                     // 000000001B34: E0500000 21000000
	s_mov_b32 s18, -2                                          // 000000001B3C: BE9200C2
	s_waitcnt vmcnt(0)                                         // 000000001B40: BF8C0F70
	v_add_u32_e64 v0, v0, s18                                  // 000000001B44: D1340000 00002500
	s_mov_b64 s[22:23], s[2:3]                                 // 000000001B4C: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000001B50: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000001B54: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000001B58: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 000000001B5C: BE9E1E10
	v_mov_b32_e32 v1, v0                                       // 000000001B60: 7E020300
	buffer_load_dword v0, off, s[0:3], s33 offset:24           // 000000001B64: E0500018 21000000
	s_waitcnt vmcnt(0)                                         // 000000001B6C: BF8C0F70
	v_add_u32_e64 v0, v0, v1                                   // 000000001B70: D1340000 00020300
	buffer_store_dword v0, off, s[0:3], s33 offset:12          // 000000001B78: E070000C 21000000
	s_branch .LBB_text_144                                     // 000000001B80: BF82FF70
.LBB_text_384:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001B84: BEA221C1
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 000000001B88: E0500008 21000100
	s_mov_b64 exec, s[34:35]                                   // 000000001B90: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001B94: BF8C0F70
	v_readlane_b32 s4, v1, 14                                  // 000000001B98: D2890004 00011D01
	v_readlane_b32 s5, v1, 15                                  // 000000001BA0: D2890005 00011F01
	s_or_b64 exec, exec, s[4:5]                                // 000000001BA8: 87FE047E
	buffer_load_dword v0, off, s[0:3], s33 offset:20           // 000000001BAC: E0500014 21000000
	v_readlane_b32 s31, v40, 1                                 // 000000001BB4: D289001F 00010328
	v_readlane_b32 s30, v40, 0                                 // 000000001BBC: D289001E 00010128
	v_readlane_b32 s4, v40, 4                                  // 000000001BC4: D2890004 00010928
	v_readlane_b32 s34, v40, 2                                 // 000000001BCC: D2890022 00010528
	v_readlane_b32 s35, v40, 3                                 // 000000001BD4: D2890023 00010728
	s_xor_saveexec_b64 s[6:7], -1                              // 000000001BDC: BE8622C1
	s_waitcnt vmcnt(0)                                         // 000000001BE0: BF8C0F70
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 000000001BE4: E050001C 21000000
	s_nop 0                                                    // 000000001BEC: BF800000
	buffer_load_dword v1, off, s[0:3], s33 offset:32           // 000000001BF0: E0500020 21000100
	s_mov_b64 exec, -1                                         // 000000001BF8: BEFE01C1
	buffer_load_dword v40, off, s[0:3], s33 offset:4           // 000000001BFC: E0500004 21002800
	s_mov_b64 exec, s[6:7]                                     // 000000001C04: BEFE0106
	s_add_i32 s32, s32, 0xfffff400                             // 000000001C08: 8120FF20 FFFFF400
	s_mov_b32 s33, s4                                          // 000000001C10: BEA10004
	s_waitcnt vmcnt(0)                                         // 000000001C14: BF8C0F70
	s_setpc_b64 s[30:31]                                       // 000000001C18: BE801D1E
mix:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000001C1C: BF8C0000
	s_mov_b32 s6, s33                                          // 000000001C20: BE860021
	s_mov_b32 s33, s32                                         // 000000001C24: BEA10020
	s_add_i32 s32, s32, 0x500                                  // 000000001C28: 8120FF20 00000500
	buffer_store_dword v0, off, s[0:3], s33                    // 000000001C30: E0700000 21000000
	buffer_store_dword v1, off, s[0:3], s33 offset:4           // 000000001C38: E0700004 21000100
	buffer_store_dword v2, off, s[0:3], s33 offset:8           // 000000001C40: E0700008 21000200
	buffer_store_dword v3, off, s[0:3], s33 offset:12          // 000000001C48: E070000C 21000300
	buffer_load_dword v0, off, s[0:3], s33                     // 000000001C50: E0500000 21000000
	s_nop 0                                                    // 000000001C58: BF800000
	buffer_load_dword v2, off, s[0:3], s33 offset:8            // 000000001C5C: E0500008 21000200
	buffer_load_dword v1, off, s[0:3], s33 offset:12           // 000000001C64: E050000C 21000100
	s_mov_b32 s5, 31                                           // 000000001C6C: BE85009F
	s_waitcnt vmcnt(0)                                         // 000000001C70: BF8C0F70
	v_and_b32_e64 v1, v1, s5                                   // 000000001C74: D1130001 00000B01
	s_mov_b32 s4, 2                                            // 000000001C7C: BE840082
	v_lshl_add_u32 v1, v1, s4, v2                              // 000000001C80: D1FD0001 04080901
	buffer_store_dword v0, v1, s[0:3], 0 offen                 // 000000001C88: E0701000 80000001
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 000000001C90: E0500008 21000100
	s_nop 0                                                    // 000000001C98: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 000000001C9C: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 000000001CA4: BF8C0F70
	v_lshl_add_u32 v0, v0, 2, v0                               // 000000001CA8: D1FD0000 04010500
	v_and_b32_e64 v0, v0, s5                                   // 000000001CB0: D1130000 00000B00
	v_lshl_add_u32 v0, v0, s4, v1                              // 000000001CB8: D1FD0000 04040900
	buffer_load_dword v0, v0, s[0:3], 0 offen                  // 000000001CC0: E0501000 80000000
	s_nop 0                                                    // 000000001CC8: BF800000
	buffer_load_dword v1, off, s[0:3], s33 offset:4            // 000000001CCC: E0500004 21000100
	s_waitcnt vmcnt(0)                                         // 000000001CD4: BF8C0F70
	v_mul_f32_e64 v0, v0, v1                                   // 000000001CD8: D1050000 00020300
	s_add_i32 s32, s32, 0xfffffb00                             // 000000001CE0: 8120FF20 FFFFFB00
	s_mov_b32 s33, s6                                          // 000000001CE8: BEA10006
	s_setpc_b64 s[30:31]                                       // 000000001CEC: BE801D1E
deep:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000001CF0: BF8C0000
	s_mov_b32 s16, s33                                         // 000000001CF4: BE900021
	s_mov_b32 s33, s32                                         // 000000001CF8: BEA10020
	s_xor_saveexec_b64 s[18:19], -1                            // 000000001CFC: BE9222C1
	buffer_store_dword v0, off, s[0:3], s33 offset:40          // 000000001D00: E0700028 21000000
	buffer_store_dword v2, off, s[0:3], s33 offset:44          // 000000001D08: E070002C 21000200
	s_mov_b64 exec, -1                                         // 000000001D10: BEFE01C1
	buffer_store_dword v40, off, s[0:3], s33 offset:12         // 000000001D14: E070000C 21002800
	s_mov_b64 exec, s[18:19]                                   // 000000001D1C: BEFE0112
	v_writelane_b32 v40, s16, 4                                // 000000001D20: D28A0028 00010810
	v_writelane_b32 v40, s34, 2                                // 000000001D28: D28A0028 00010422
	v_writelane_b32 v40, s35, 3                                // 000000001D30: D28A0028 00010623
	s_add_i32 s32, s32, 0x1000                                 // 000000001D38: 8120FF20 00001000
	v_writelane_b32 v40, s30, 0                                // 000000001D40: D28A0028 0001001E
	v_writelane_b32 v40, s31, 1                                // 000000001D48: D28A0028 0001021F
	buffer_store_dword v31, off, s[0:3], s33 offset:28         // 000000001D50: E070001C 21001F00
	v_mov_b32_e32 v4, v0                                       // 000000001D58: 7E080300
	s_or_saveexec_b64 s[34:35], -1                             // 000000001D5C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000001D60: E0500010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001D68: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001D6C: BF8C0F70
	v_writelane_b32 v0, s15, 0                                 // 000000001D70: D28A0000 0001000F
	v_writelane_b32 v0, s14, 1                                 // 000000001D78: D28A0000 0001020E
	v_writelane_b32 v0, s13, 2                                 // 000000001D80: D28A0000 0001040D
	v_writelane_b32 v0, s12, 3                                 // 000000001D88: D28A0000 0001060C
	v_writelane_b32 v0, s10, 4                                 // 000000001D90: D28A0000 0001080A
	v_writelane_b32 v0, s11, 5                                 // 000000001D98: D28A0000 00010A0B
	v_writelane_b32 v0, s8, 6                                  // 000000001DA0: D28A0000 00010C08
	v_writelane_b32 v0, s9, 7                                  // 000000001DA8: D28A0000 00010E09
	v_writelane_b32 v0, s6, 8                                  // 000000001DB0: D28A0000 00011006
	v_writelane_b32 v0, s7, 9                                  // 000000001DB8: D28A0000 00011207
	v_writelane_b32 v0, s4, 10                                 // 000000001DC0: D28A0000 00011404
	v_writelane_b32 v0, s5, 11                                 // 000000001DC8: D28A0000 00011605
	v_mov_b32_e32 v5, v1                                       // 000000001DD0: 7E0A0301
	v_mov_b32_e32 v1, v5                                       // 000000001DD4: 7E020305
	buffer_store_dword v1, off, s[0:3], s33 offset:4           // 000000001DD8: E0700004 21000100
	v_mov_b32_e32 v1, v4                                       // 000000001DE0: 7E020304
	buffer_store_dword v1, off, s[0:3], s33                    // 000000001DE4: E0700000 21000100
	buffer_store_dword v2, off, s[0:3], s33 offset:8           // 000000001DEC: E0700008 21000200
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 000000001DF4: E0500008 21000100
	s_mov_b32 s4, 0                                            // 000000001DFC: BE840080
	s_waitcnt vmcnt(0)                                         // 000000001E00: BF8C0F70
	v_cmp_ne_u32_e64 s[4:5], v1, s4                            // 000000001E04: D0CD0004 00000901
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]           // 000000001E0C: D3B35002 18000C06
	buffer_store_dword v2, off, s[0:3], s33 offset:20          // 000000001E14: E0700014 21000200
	s_waitcnt vmcnt(0)                                         // 000000001E1C: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:24          // 000000001E20: E0700018 21000300
	s_mov_b64 s[6:7], exec                                     // 000000001E28: BE86017E
	s_and_b64 s[4:5], s[6:7], s[4:5]                           // 000000001E2C: 86840406
	s_xor_b64 s[6:7], s[4:5], s[6:7]                           // 000000001E30: 88860604
	v_writelane_b32 v0, s6, 12                                 // 000000001E34: D28A0000 00011806
	v_writelane_b32 v0, s7, 13                                 // 000000001E3C: D28A0000 00011A07
	s_or_saveexec_b64 s[34:35], -1                             // 000000001E44: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:16          // 000000001E48: E0700010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001E50: BEFE0122
	s_mov_b64 exec, s[4:5]                                     // 000000001E54: BEFE0104
	s_cbranch_execz .LBB_text_660                              // 000000001E58: BF880001
	s_branch .LBB_text_70c                                     // 000000001E5C: BF82002B
.LBB_text_660:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001E60: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000001E64: E0500010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001E6C: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001E70: BF8C0F70
	v_readlane_b32 s4, v0, 12                                  // 000000001E74: D2890004 00011900
	v_readlane_b32 s5, v0, 13                                  // 000000001E7C: D2890005 00011B00
	s_or_saveexec_b64 s[4:5], s[4:5]                           // 000000001E84: BE842104
	buffer_load_dword v2, off, s[0:3], s33 offset:20           // 000000001E88: E0500014 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:24           // 000000001E90: E0500018 21000300
	s_waitcnt vmcnt(0)                                         // 000000001E98: BF8C0F70
	buffer_store_dword v2, off, s[0:3], s33 offset:32          // 000000001E9C: E0700020 21000200
	s_waitcnt vmcnt(0)                                         // 000000001EA4: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:36          // 000000001EA8: E0700024 21000300
	s_and_b64 s[4:5], exec, s[4:5]                             // 000000001EB0: 8684047E
	v_writelane_b32 v0, s4, 14                                 // 000000001EB4: D28A0000 00011C04
	v_writelane_b32 v0, s5, 15                                 // 000000001EBC: D28A0000 00011E05
	s_or_saveexec_b64 s[34:35], -1                             // 000000001EC4: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:16          // 000000001EC8: E0700010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001ED0: BEFE0122
	s_xor_b64 exec, exec, s[4:5]                               // 000000001ED4: 88FE047E
	s_cbranch_execz .LBB_text_8ec                              // 000000001ED8: BF880084
	buffer_load_dword v0, off, s[0:3], s33                     // 000000001EDC: E0500000 21000000
	buffer_load_dword v2, off, s[0:3], s33 offset:4            // 000000001EE4: E0500004 21000200
	s_waitcnt vmcnt(0)                                         // 000000001EEC: BF8C0F70
	v_mov_b32_e32 v1, v2                                       // 000000001EF0: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:32          // 000000001EF4: E0700020 21000000
	s_waitcnt vmcnt(0)                                         // 000000001EFC: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:36          // 000000001F00: E0700024 21000100
	s_branch .LBB_text_8ec                                     // 000000001F08: BF820078
.LBB_text_70c:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001F0C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000001F10: E0500010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001F18: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001F1C: BF8C0F70
	v_readlane_b32 s15, v0, 0                                  // 000000001F20: D289000F 00010100
	v_readlane_b32 s14, v0, 1                                  // 000000001F28: D289000E 00010300
	v_readlane_b32 s13, v0, 2                                  // 000000001F30: D289000D 00010500
	v_readlane_b32 s12, v0, 3                                  // 000000001F38: D289000C 00010700
	v_readlane_b32 s10, v0, 4                                  // 000000001F40: D289000A 00010900
	v_readlane_b32 s11, v0, 5                                  // 000000001F48: D289000B 00010B00
	v_readlane_b32 s8, v0, 6                                   // 000000001F50: D2890008 00010D00
	v_readlane_b32 s9, v0, 7                                   // 000000001F58: D2890009 00010F00
	v_readlane_b32 s6, v0, 8                                   // 000000001F60: D2890006 00011100
	v_readlane_b32 s7, v0, 9                                   // 000000001F68: D2890007 00011300
	v_readlane_b32 s4, v0, 10                                  // 000000001F70: D2890004 00011500
	v_readlane_b32 s5, v0, 11                                  // 000000001F78: D2890005 00011700
	buffer_load_dword v31, off, s[0:3], s33 offset:28          // 000000001F80: E050001C 21001F00
	buffer_load_dword v2, off, s[0:3], s33                     // 000000001F88: E0500000 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:4            // 000000001F90: E0500004 21000300
	s_waitcnt vmcnt(1)                                         // 000000001F98: BF8C0F71
	v_mov_b32_e32 v0, v2                                       // 000000001F9C: 7E000302
	s_waitcnt vmcnt(0)                                         // 000000001FA0: BF8C0F70
	v_mov_b32_e32 v1, v3                                       // 000000001FA4: 7E020303
	s_mov_b32 s17, 3                                           // 000000001FA8: BE910083
	v_mad_u64_u32 v[4:5], s[18:19], v2, s17, 0                 // 000000001FAC: D1E81204 02002302
	v_mov_b32_e32 v2, v5                                       // 000000001FB4: 7E040305
	v_mov_b32_e32 v6, s16                                      // 000000001FB8: 7E0C0210
	v_mov_b32_e32 v3, v6                                       // 000000001FBC: 7E060306
	s_mov_b32 s16, 32                                          // 000000001FC0: BE9000A0
	v_lshrrev_b64 v[0:1], s16, v[0:1]                          // 000000001FC4: D2900000 00020010
	v_mad_u64_u32 v[0:1], s[18:19], v0, s17, v[2:3]            // 000000001FCC: D1E81200 04082300
	v_mov_b32_e32 v2, s17                                      // 000000001FD4: 7E040211
	v_mov_b32_e32 v1, v2                                       // 000000001FD8: 7E020302
	v_lshlrev_b64 v[2:3], s16, v[0:1]                          // 000000001FDC: D28F0002 00020010
	v_mov_b32_e32 v1, v3                                       // 000000001FE4: 7E020303
	s_mov_b32 s17, 0                                           // 000000001FE8: BE910080
	v_mov_b32_e32 v0, 0                                        // 000000001FEC: 7E000280
	v_mov_b32_e32 v5, v0                                       // 000000001FF0: 7E0A0300
	v_mov_b32_e32 v0, v5                                       // 000000001FF4: 7E000305
	v_or_b32_e64 v0, v0, v1                                    // 000000001FF8: D1140000 00020300
	v_mov_b32_e32 v1, v4                                       // 000000002000: 7E020304
	v_or_b32_e64 v8, v1, v2                                    // 000000002004: D1140008 00020501
	v_mov_b32_e32 v9, v0                                       // 00000000200C: 7E120300
	buffer_load_dword v0, off, s[0:3], s33 offset:8            // 000000002010: E0500008 21000000
	s_waitcnt vmcnt(0)                                         // 000000002018: BF8C0F70
	v_ashrrev_i32_e64 v1, 31, v0                               // 00000000201C: D1110001 0002009F
	v_mov_b32_e32 v6, v0                                       // 000000002024: 7E0C0300
	v_mov_b32_e32 v7, v1                                       // 000000002028: 7E0E0301
	v_mov_b32_e32 v3, v8                                       // 00000000202C: 7E060308
	v_mov_b32_e32 v4, v6                                       // 000000002030: 7E080306
	v_mov_b32_e32 v1, v9                                       // 000000002034: 7E020309
	v_mov_b32_e32 v2, v7                                       // 000000002038: 7E040307
	v_add_co_u32_e64 v4, s[18:19], v3, v4                      // 00000000203C: D1191204 00020903
	v_addc_co_u32_e64 v1, s[18:19], v1, v2, s[18:19]           // 000000002044: D11C1201 004A0501
	v_mov_b32_e32 v5, v1                                       // 00000000204C: 7E0A0301
	s_mov_b32 s17, -1                                          // 000000002050: BE9100C1
	v_add_u32_e64 v2, v0, s17                                  // 000000002054: D1340002 00002300
	v_mov_b32_e32 v0, v4                                       // 00000000205C: 7E000304
	v_lshrrev_b64 v[4:5], s16, v[4:5]                          // 000000002060: D2900004 00020810
	v_mov_b32_e32 v1, v4                                       // 000000002068: 7E020304
	s_getpc_b64 s[16:17]                                       // 00000000206C: BE901C00
	s_add_u32 s16, s16, deep@rel32@lo+4                        // 000000002070: 8010FF10 FFFFFC80
	s_addc_u32 s17, s17, deep@rel32@hi+12                      // 000000002078: 8211FF11 FFFFFFFF
	s_mov_b64 s[22:23], s[2:3]                                 // 000000002080: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000002084: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000002088: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 00000000208C: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 000000002090: BE9E1E10
	v_mov_b32_e32 v2, v1                                       // 000000002094: 7E040301
	v_mov_b32_e32 v1, v2                                       // 000000002098: 7E020302
	buffer_load_dword v4, off, s[0:3], s33                     // 00000000209C: E0500000 21000400
	buffer_load_dword v2, off, s[0:3], s33 offset:4            // 0000000020A4: E0500004 21000200
	s_waitcnt vmcnt(0)                                         // 0000000020AC: BF8C0F70
	v_mov_b32_e32 v5, v2                                       // 0000000020B0: 7E0A0302
	v_mov_b32_e32 v2, v1                                       // 0000000020B4: 7E040301
	v_mov_b32_e32 v3, v5                                       // 0000000020B8: 7E060305
	v_xor_b32_e64 v2, v2, v3                                   // 0000000020BC: D1150002 00020702
	v_mov_b32_e32 v1, v4                                       // 0000000020C4: 7E020304
	v_xor_b32_e64 v0, v0, v1                                   // 0000000020C8: D1150000 00020300
	v_mov_b32_e32 v1, v2                                       // 0000000020D0: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:20          // 0000000020D4: E0700014 21000000
	s_waitcnt vmcnt(0)                                         // 0000000020DC: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:24          // 0000000020E0: E0700018 21000100
	s_branch .LBB_text_660                                     // 0000000020E8: BF82FF5D
.LBB_text_8ec:
	s_or_saveexec_b64 s[34:35], -1                             // 0000000020EC: BEA221C1
	buffer_load_dword v2, off, s[0:3], s33 offset:16           // 0000000020F0: E0500010 21000200
	s_mov_b64 exec, s[34:35]                                   // 0000000020F8: BEFE0122
	s_waitcnt vmcnt(0)                                         // 0000000020FC: BF8C0F70
	v_readlane_b32 s4, v2, 14                                  // 000000002100: D2890004 00011D02
	v_readlane_b32 s5, v2, 15                                  // 000000002108: D2890005 00011F02
	s_or_b64 exec, exec, s[4:5]                                // 000000002110: 87FE047E
	buffer_load_dword v4, off, s[0:3], s33 offset:32           // 000000002114: E0500020 21000400
	buffer_load_dword v5, off, s[0:3], s33 offset:36           // 00000000211C: E0500024 21000500
	s_mov_b32 s4, 32                                           // 000000002124: BE8400A0
	s_waitcnt vmcnt(0)                                         // 000000002128: BF8C0F70
	v_lshrrev_b64 v[0:1], s4, v[4:5]                           // 00000000212C: D2900000 00020804
	v_mov_b32_e32 v1, v0                                       // 000000002134: 7E020300
	v_mov_b32_e32 v0, v4                                       // 000000002138: 7E000304
	v_readlane_b32 s31, v40, 1                                 // 00000000213C: D289001F 00010328
	v_readlane_b32 s30, v40, 0                                 // 000000002144: D289001E 00010128
	v_readlane_b32 s4, v40, 4                                  // 00000000214C: D2890004 00010928
	v_readlane_b32 s34, v40, 2                                 // 000000002154: D2890022 00010528
	v_readlane_b32 s35, v40, 3                                 // 00000000215C: D2890023 00010728
	s_xor_saveexec_b64 s[6:7], -1                              // 000000002164: BE8622C1
	buffer_load_dword v0, off, s[0:3], s33 offset:40           // 000000002168: E0500028 21000000
	s_nop 0                                                    // 000000002170: BF800000
	buffer_load_dword v2, off, s[0:3], s33 offset:44           // 000000002174: E050002C 21000200
	s_mov_b64 exec, -1                                         // 00000000217C: BEFE01C1
	buffer_load_dword v40, off, s[0:3], s33 offset:12          // 000000002180: E050000C 21002800
	s_mov_b64 exec, s[6:7]                                     // 000000002188: BEFE0106
	s_add_i32 s32, s32, 0xfffff000                             // 00000000218C: 8120FF20 FFFFF000
	s_mov_b32 s33, s4                                          // 000000002194: BEA10004
	s_waitcnt vmcnt(0)                                         // 000000002198: BF8C0F70
	s_setpc_b64 s[30:31]                                       // 00000000219C: BE801D1E
	s_nop 0                                                    // 0000000021A0: BF800000
	s_nop 0                                                    // 0000000021A4: BF800000
	s_nop 0                                                    // 0000000021A8: BF800000
	s_nop 0                                                    // 0000000021AC: BF800000
	s_nop 0                                                    // 0000000021B0: BF800000
	s_nop 0                                                    // 0000000021B4: BF800000
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
rec:
	s_mov_b32 s33, 0                                           // 000000002200: BEA10080
	s_mov_b32 s32, 0x2c00                                      // 000000002204: BEA000FF 00002C00
	s_add_u32 flat_scratch_lo, s12, s17                        // 00000000220C: 8066110C
	s_addc_u32 flat_scratch_hi, s13, 0                         // 000000002210: 8267800D
	s_add_u32 s0, s0, s17                                      // 000000002214: 80001100
	s_addc_u32 s1, s1, 0                                       // 000000002218: 82018001
	v_writelane_b32 v1, s16, 0                                 // 00000000221C: D28A0001 00010010
	v_writelane_b32 v1, s15, 1                                 // 000000002224: D28A0001 0001020F
	v_writelane_b32 v1, s14, 2                                 // 00000000222C: D28A0001 0001040E
	v_writelane_b32 v1, s10, 3                                 // 000000002234: D28A0001 0001060A
	v_writelane_b32 v1, s11, 4                                 // 00000000223C: D28A0001 0001080B
	v_writelane_b32 v1, s8, 5                                  // 000000002244: D28A0001 00010A08
	v_writelane_b32 v1, s9, 6                                  // 00000000224C: D28A0001 00010C09
	v_writelane_b32 v1, s6, 7                                  // 000000002254: D28A0001 00010E06
	v_writelane_b32 v1, s7, 8                                  // 00000000225C: D28A0001 00011007
	s_mov_b64 s[6:7], s[4:5]                                   // 000000002264: BE860104
	v_readlane_b32 s4, v1, 5                                   // 000000002268: D2890004 00010B01
	v_readlane_b32 s5, v1, 6                                   // 000000002270: D2890005 00010D01
	v_writelane_b32 v1, s6, 9                                  // 000000002278: D28A0001 00011206
	v_writelane_b32 v1, s7, 10                                 // 000000002280: D28A0001 00011407
	s_or_saveexec_b64 s[36:37], -1                             // 000000002288: BEA421C1
	v_accvgpr_write_b32 a32, v1                                // 00000000228C: D3D94020 18000101
	s_mov_b64 exec, s[36:37]                                   // 000000002294: BEFE0124
	v_mov_b32_e32 v1, v0                                       // 000000002298: 7E020300
	s_or_saveexec_b64 s[36:37], -1                             // 00000000229C: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 0000000022A0: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 0000000022A8: BEFE0124
	v_accvgpr_write_b32 a33, v1                                // 0000000022AC: D3D94021 18000101
	s_load_dwordx2 s[10:11], s[4:5], 0x0                       // 0000000022B4: C0060282 00000000
	s_load_dwordx2 s[8:9], s[4:5], 0x8                         // 0000000022BC: C0060202 00000008
	s_load_dwordx2 s[6:7], s[4:5], 0x10                        // 0000000022C4: C0060182 00000010
	s_nop 0                                                    // 0000000022CC: BF800000
	s_load_dword s4, s[4:5], 0x18                              // 0000000022D0: C0020102 00000018
	s_waitcnt lgkmcnt(0)                                       // 0000000022D8: BF8CC07F
	s_mov_b32 s5, s11                                          // 0000000022DC: BE85000B
	v_mov_b32_e32 v2, s5                                       // 0000000022E0: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:4           // 0000000022E4: E0700004 21000200
	s_mov_b32 s5, s10                                          // 0000000022EC: BE85000A
	v_mov_b32_e32 v2, s5                                       // 0000000022F0: 7E040205
	buffer_store_dword v2, off, s[0:3], s33                    // 0000000022F4: E0700000 21000200
	s_mov_b32 s5, s9                                           // 0000000022FC: BE850009
	v_mov_b32_e32 v2, s5                                       // 000000002300: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:12          // 000000002304: E070000C 21000200
	s_mov_b32 s5, s8                                           // 00000000230C: BE850008
	v_mov_b32_e32 v2, s5                                       // 000000002310: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:8           // 000000002314: E0700008 21000200
	s_mov_b32 s5, s7                                           // 00000000231C: BE850007
	v_mov_b32_e32 v2, s5                                       // 000000002320: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:20          // 000000002324: E0700014 21000200
	s_mov_b32 s5, s6                                           // 00000000232C: BE850006
	v_mov_b32_e32 v2, s5                                       // 000000002330: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:16          // 000000002334: E0700010 21000200
	v_mov_b32_e32 v2, s4                                       // 00000000233C: 7E040204
	buffer_store_dword v2, off, s[0:3], s33 offset:24          // 000000002340: E0700018 21000200
	s_mov_b32 s4, 0x3ff                                        // 000000002348: BE8400FF 000003FF
	v_and_b32_e64 v1, v1, s4                                   // 000000002350: D1130001 00000901
	buffer_store_dword v1, off, s[0:3], s33 offset:28          // 000000002358: E070001C 21000100
	v_mov_b32_e32 v1, 0                                        // 000000002360: 7E020280
	buffer_store_dword v1, off, s[0:3], s33 offset:160         // 000000002364: E07000A0 21000100
	s_mov_b64 s[4:5], 0                                        // 00000000236C: BE840180
	v_writelane_b32 v0, s4, 11                                 // 000000002370: D28A0000 00011604
	v_writelane_b32 v0, s5, 12                                 // 000000002378: D28A0000 00011805
	s_or_saveexec_b64 s[36:37], -1                             // 000000002380: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000002384: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 00000000238C: BEFE0124
.LBB_text_b90:
	s_or_saveexec_b64 s[36:37], -1                             // 000000002390: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000002394: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 00000000239C: BEFE0124
	v_readlane_b32 s4, v0, 13                                  // 0000000023A0: D2890004 00011B00
	v_readlane_b32 s5, v0, 14                                  // 0000000023A8: D2890005 00011D00
	v_readlane_b32 s6, v0, 11                                  // 0000000023B0: D2890006 00011700
	v_readlane_b32 s7, v0, 12                                  // 0000000023B8: D2890007 00011900
	v_writelane_b32 v0, s6, 15                                 // 0000000023C0: D28A0000 00011E06
	v_writelane_b32 v0, s7, 16                                 // 0000000023C8: D28A0000 00012007
	buffer_load_dword v1, off, s[0:3], s33 offset:160          // 0000000023D0: E05000A0 21000100
	s_mov_b32 s6, 32                                           // 0000000023D8: BE8600A0
	s_waitcnt vmcnt(0)                                         // 0000000023DC: BF8C0F70
	v_cmp_lt_i32_e64 s[6:7], v1, s6                            // 0000000023E0: D0C10006 00000D01
	s_mov_b64 s[8:9], -1                                       // 0000000023E8: BE8801C1
	s_or_b64 s[4:5], s[4:5], exec                              // 0000000023EC: 87847E04
	v_writelane_b32 v0, s4, 17                                 // 0000000023F0: D28A0000 00012204
	v_writelane_b32 v0, s5, 18                                 // 0000000023F8: D28A0000 00012405
	v_writelane_b32 v0, s4, 19                                 // 000000002400: D28A0000 00012604
	v_writelane_b32 v0, s5, 20                                 // 000000002408: D28A0000 00012805
	s_mov_b64 s[4:5], exec                                     // 000000002410: BE84017E
	v_writelane_b32 v0, s4, 21                                 // 000000002414: D28A0000 00012A04
	v_writelane_b32 v0, s5, 22                                 // 00000000241C: D28A0000 00012C05
	s_or_saveexec_b64 s[36:37], -1                             // 000000002424: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000002428: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 000000002430: BEFE0124
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 000000002434: 86840604
	s_mov_b64 exec, s[4:5]                                     // 000000002438: BEFE0104
	s_cbranch_execz .LBB_text_ce4                              // 00000000243C: BF880029
	buffer_load_dword v8, off, s[0:3], s33 offset:8            // 000000002440: E0500008 21000800
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 000000002448: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 000000002450: BF8C0F70
	v_mov_b32_e32 v9, v0                                       // 000000002454: 7E120300
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 000000002458: E050001C 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:160          // 000000002460: E05000A0 21000100
	s_waitcnt vmcnt(0)                                         // 000000002468: BF8C0F70
	v_add_u32_e64 v0, v0, v1                                   // 00000000246C: D1340000 00020300
	s_mov_b32 s4, 0xff                                         // 000000002474: BE8400FF 000000FF
	v_and_b32_e64 v0, v0, s4                                   // 00000000247C: D1130000 00000900
	s_mov_b32 s4, 2                                            // 000000002484: BE840082
	v_lshlrev_b32_e64 v6, s4, v0                               // 000000002488: D1120006 00020004
	s_mov_b32 s5, 0                                            // 000000002490: BE850080
	v_mov_b32_e32 v0, 0                                        // 000000002494: 7E000280
	v_mov_b32_e32 v7, v0                                       // 000000002498: 7E0E0300
	v_mov_b32_e32 v2, v8                                       // 00000000249C: 7E040308
	v_mov_b32_e32 v4, v6                                       // 0000000024A0: 7E080306
	v_mov_b32_e32 v0, v9                                       // 0000000024A4: 7E000309
	v_mov_b32_e32 v3, v7                                       // 0000000024A8: 7E060307
	v_add_co_u32_e64 v2, s[6:7], v2, v4                        // 0000000024AC: D1190602 00020902
	v_addc_co_u32_e64 v0, s[6:7], v0, v3, s[6:7]               // 0000000024B4: D11C0600 001A0700
	v_mov_b32_e32 v3, v0                                       // 0000000024BC: 7E060300
	global_load_dword v0, v[2:3], off                          // 0000000024C0: DC508000 007F0002
	v_mov_b32_e32 v2, 32                                       // 0000000024C8: 7E0402A0
	v_lshl_add_u32 v1, v1, s4, v2                              // 0000000024CC: D1FD0001 04080901
	s_waitcnt vmcnt(0)                                         // 0000000024D4: BF8C0F70
	buffer_store_dword v0, v1, s[0:3], 0 offen                 // 0000000024D8: E0701000 80000001
	s_branch .LBB_text_d88                                     // 0000000024E0: BF820029
.LBB_text_ce4:
	s_or_saveexec_b64 s[36:37], -1                             // 0000000024E4: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 0000000024E8: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 0000000024F0: BEFE0124
	v_readlane_b32 s4, v0, 21                                  // 0000000024F4: D2890004 00012B00
	v_readlane_b32 s5, v0, 22                                  // 0000000024FC: D2890005 00012D00
	s_or_b64 exec, exec, s[4:5]                                // 000000002504: 87FE047E
	v_readlane_b32 s8, v0, 15                                  // 000000002508: D2890008 00011F00
	v_readlane_b32 s9, v0, 16                                  // 000000002510: D2890009 00012100
	v_readlane_b32 s6, v0, 19                                  // 000000002518: D2890006 00012700
	v_readlane_b32 s7, v0, 20                                  // 000000002520: D2890007 00012900
	s_mov_b64 s[4:5], s[6:7]                                   // 000000002528: BE840106
	s_and_b64 s[4:5], exec, s[4:5]                             // 00000000252C: 8684047E
	s_or_b64 s[4:5], s[4:5], s[8:9]                            // 000000002530: 87840804
	v_writelane_b32 v0, s6, 13                                 // 000000002534: D28A0000 00011A06
	v_writelane_b32 v0, s7, 14                                 // 00000000253C: D28A0000 00011C07
	s_mov_b64 s[6:7], s[4:5]                                   // 000000002544: BE860104
	v_writelane_b32 v0, s6, 11                                 // 000000002548: D28A0000 00011606
	v_writelane_b32 v0, s7, 12                                 // 000000002550: D28A0000 00011807
	s_mov_b64 s[6:7], s[4:5]                                   // 000000002558: BE860104
	v_writelane_b32 v0, s6, 23                                 // 00000000255C: D28A0000 00012E06
	v_writelane_b32 v0, s7, 24                                 // 000000002564: D28A0000 00013007
	s_or_saveexec_b64 s[36:37], -1                             // 00000000256C: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000002570: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 000000002578: BEFE0124
	s_andn2_b64 exec, exec, s[4:5]                             // 00000000257C: 89FE047E
	s_cbranch_execnz .LBB_text_b90                             // 000000002580: BF89FF83
	s_branch .LBB_text_df4                                     // 000000002584: BF82001B
.LBB_text_d88:
	s_or_saveexec_b64 s[36:37], -1                             // 000000002588: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 00000000258C: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000002594: BEFE0124
	v_readlane_b32 s4, v0, 17                                  // 000000002598: D2890004 00012300
	v_readlane_b32 s5, v0, 18                                  // 0000000025A0: D2890005 00012500
	buffer_load_dword v1, off, s[0:3], s33 offset:160          // 0000000025A8: E05000A0 21000100
	s_mov_b32 s6, 1                                            // 0000000025B0: BE860081
	s_waitcnt vmcnt(0)                                         // 0000000025B4: BF8C0F70
	v_add_u32_e64 v1, v1, s6                                   // 0000000025B8: D1340001 00000D01
	buffer_store_dword v1, off, s[0:3], s33 offset:160         // 0000000025C0: E07000A0 21000100
	s_mov_b64 s[6:7], 0                                        // 0000000025C8: BE860180
	s_andn2_b64 s[4:5], s[4:5], exec                           // 0000000025CC: 89847E04
	v_writelane_b32 v0, s4, 19                                 // 0000000025D0: D28A0000 00012604
	v_writelane_b32 v0, s5, 20                                 // 0000000025D8: D28A0000 00012805
	s_or_saveexec_b64 s[36:37], -1                             // 0000000025E0: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 0000000025E4: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 0000000025EC: BEFE0124
	s_branch .LBB_text_ce4                                     // 0000000025F0: BF82FFBC
.LBB_text_df4:
	s_or_saveexec_b64 s[36:37], -1                             // 0000000025F4: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 0000000025F8: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000002600: BEFE0124
	v_readlane_b32 s4, v0, 23                                  // 000000002604: D2890004 00012F00
	v_readlane_b32 s5, v0, 24                                  // 00000000260C: D2890005 00013100
	s_or_b64 exec, exec, s[4:5]                                // 000000002614: 87FE047E
	s_or_saveexec_b64 s[36:37], -1                             // 000000002618: BEA421C1
	v_accvgpr_read_b32 v1, a32                                 // 00000000261C: D3D84001 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000002624: BEFE0124
	v_readlane_b32 s14, v1, 0                                  // 000000002628: D289000E 00010101
	v_readlane_b32 s13, v1, 1                                  // 000000002630: D289000D 00010301
	v_readlane_b32 s12, v1, 2                                  // 000000002638: D289000C 00010501
	v_readlane_b32 s10, v1, 3                                  // 000000002640: D289000A 00010701
	v_readlane_b32 s11, v1, 4                                  // 000000002648: D289000B 00010901
	v_readlane_b32 s6, v1, 7                                   // 000000002650: D2890006 00010F01
	v_readlane_b32 s7, v1, 8                                   // 000000002658: D2890007 00011101
	v_readlane_b32 s4, v1, 9                                   // 000000002660: D2890004 00011301
	v_readlane_b32 s5, v1, 10                                  // 000000002668: D2890005 00011501
	v_readlane_b32 s16, v1, 5                                  // 000000002670: D2890010 00010B01
	v_readlane_b32 s17, v1, 6                                  // 000000002678: D2890011 00010D01
	v_accvgpr_read_b32 v31, a33                                // 000000002680: D3D8401F 18000121
	buffer_load_dword v0, off, s[0:3], s33 offset:24           // 000000002688: E0500018 21000000
	buffer_load_dword v2, off, s[0:3], s33 offset:28           // 000000002690: E050001C 21000200
	s_mov_b32 s8, 3                                            // 000000002698: BE880083
	v_writelane_b32 v1, s8, 25                                 // 00000000269C: D28A0001 00013208
	s_waitcnt vmcnt(0)                                         // 0000000026A4: BF8C0F70
	v_and_b32_e64 v2, v2, s8                                   // 0000000026A8: D1130002 00001102
	v_add_u32_e64 v0, v0, v2                                   // 0000000026B0: D1340000 00020500
	s_mov_b64 s[18:19], 32                                     // 0000000026B8: BE9201A0
	s_mov_b32 s8, s16                                          // 0000000026BC: BE880010
	s_mov_b32 s9, s17                                          // 0000000026C0: BE890011
	s_mov_b32 s16, s18                                         // 0000000026C4: BE900012
	s_mov_b32 s15, s19                                         // 0000000026C8: BE8F0013
	s_add_u32 s8, s8, s16                                      // 0000000026CC: 80081008
	s_addc_u32 s15, s9, s15                                    // 0000000026D0: 820F0F09
	s_mov_b32 s9, s15                                          // 0000000026D4: BE89000F
	v_writelane_b32 v1, s8, 26                                 // 0000000026D8: D28A0001 00013408
	v_writelane_b32 v1, s9, 27                                 // 0000000026E0: D28A0001 00013609
	s_or_saveexec_b64 s[36:37], -1                             // 0000000026E8: BEA421C1
	v_accvgpr_write_b32 a32, v1                                // 0000000026EC: D3D94020 18000101
	s_mov_b64 exec, s[36:37]                                   // 0000000026F4: BEFE0124
	s_getpc_b64 s[16:17]                                       // 0000000026F8: BE901C00
	s_add_u32 s16, s16, fib@rel32@lo+4                         // 0000000026FC: 8010FF10 FFFFF104
	s_addc_u32 s17, s17, fib@rel32@hi+12                       // 000000002704: 8211FF11 FFFFFFFF
	s_mov_b64 s[22:23], s[2:3]                                 // 00000000270C: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000002710: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000002714: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000002718: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 00000000271C: BE9E1E10
	v_accvgpr_read_b32 v31, a33                                // 000000002720: D3D8401F 18000121
	s_or_saveexec_b64 s[36:37], -1                             // 000000002728: BEA421C1
	v_accvgpr_read_b32 v1, a32                                 // 00000000272C: D3D84001 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000002734: BEFE0124
	v_readlane_b32 s4, v1, 9                                   // 000000002738: D2890004 00011301
	v_readlane_b32 s5, v1, 10                                  // 000000002740: D2890005 00011501
	v_readlane_b32 s6, v1, 7                                   // 000000002748: D2890006 00010F01
	v_readlane_b32 s7, v1, 8                                   // 000000002750: D2890007 00011101
	v_readlane_b32 s8, v1, 26                                  // 000000002758: D2890008 00013501
	v_readlane_b32 s9, v1, 27                                  // 000000002760: D2890009 00013701
	v_readlane_b32 s10, v1, 3                                  // 000000002768: D289000A 00010701
	v_readlane_b32 s11, v1, 4                                  // 000000002770: D289000B 00010901
	v_readlane_b32 s12, v1, 2                                  // 000000002778: D289000C 00010501
	v_readlane_b32 s13, v1, 1                                  // 000000002780: D289000D 00010301
	v_readlane_b32 s14, v1, 0                                  // 000000002788: D289000E 00010101
	v_mov_b32_e32 v2, v0                                       // 000000002790: 7E040300
	s_or_saveexec_b64 s[36:37], -1                             // 000000002794: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000002798: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 0000000027A0: BEFE0124
	buffer_load_dword v8, off, s[0:3], s33                     // 0000000027A4: E0500000 21000800
	buffer_load_dword v1, off, s[0:3], s33 offset:4            // 0000000027AC: E0500004 21000100
	s_waitcnt vmcnt(0)                                         // 0000000027B4: BF8C0F70
	v_mov_b32_e32 v9, v1                                       // 0000000027B8: 7E120301
	s_mov_b32 s16, 0                                           // 0000000027BC: BE900080
	v_writelane_b32 v0, s16, 28                                // 0000000027C0: D28A0000 00013810
	s_or_saveexec_b64 s[36:37], -1                             // 0000000027C8: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 0000000027CC: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 0000000027D4: BEFE0124
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 0000000027D8: E050001C 21000000
	v_mov_b32_e32 v3, s16                                      // 0000000027E0: 7E060210
	v_mov_b32_e32 v1, v3                                       // 0000000027E4: 7E020303
	s_mov_b32 s17, 2                                           // 0000000027E8: BE910082
	s_waitcnt vmcnt(0)                                         // 0000000027EC: BF8C0F70
	v_lshlrev_b64 v[6:7], s17, v[0:1]                          // 0000000027F0: D28F0006 00020011
	v_mov_b32_e32 v0, v8                                       // 0000000027F8: 7E000308
	v_mov_b32_e32 v4, v6                                       // 0000000027FC: 7E080306
	v_mov_b32_e32 v1, v9                                       // 000000002800: 7E020309
	v_mov_b32_e32 v3, v7                                       // 000000002804: 7E060307
	v_add_co_u32_e64 v0, s[18:19], v0, v4                      // 000000002808: D1191200 00020900
	v_addc_co_u32_e64 v3, s[18:19], v1, v3, s[18:19]           // 000000002810: D11C1203 004A0701
	v_mov_b32_e32 v1, v3                                       // 000000002818: 7E020303
	global_store_dword v[0:1], v2, off                         // 00000000281C: DC708000 007F0200
	buffer_load_dword v8, off, s[0:3], s33 offset:8            // 000000002824: E0500008 21000800
	s_nop 0                                                    // 00000000282C: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 000000002830: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 000000002838: BF8C0F70
	v_mov_b32_e32 v9, v0                                       // 00000000283C: 7E120300
	buffer_load_dword v3, off, s[0:3], s33 offset:28           // 000000002840: E050001C 21000300
	v_mov_b32_e32 v2, s16                                      // 000000002848: 7E040210
	s_waitcnt vmcnt(0)                                         // 00000000284C: BF8C0F70
	v_mov_b32_e32 v0, v3                                       // 000000002850: 7E000303
	v_mov_b32_e32 v1, v2                                       // 000000002854: 7E020302
	v_lshlrev_b64 v[6:7], s17, v[0:1]                          // 000000002858: D28F0006 00020011
	v_mov_b32_e32 v0, v8                                       // 000000002860: 7E000308
	v_mov_b32_e32 v4, v6                                       // 000000002864: 7E080306
	v_mov_b32_e32 v1, v9                                       // 000000002868: 7E020309
	v_mov_b32_e32 v2, v7                                       // 00000000286C: 7E040307
	v_add_co_u32_e64 v0, s[18:19], v0, v4                      // 000000002870: D1191200 00020900
	v_addc_co_u32_e64 v2, s[18:19], v1, v2, s[18:19]           // 000000002878: D11C1202 004A0501
	v_mov_b32_e32 v1, v2                                       // 000000002880: 7E020302
	global_load_dword v0, v[0:1], off                          // 000000002884: DC508000 007F0000
	s_mov_b32 s15, 31                                          // 00000000288C: BE8F009F
	v_and_b32_e64 v1, v3, s15                                  // 000000002890: D1130001 00001F03
	v_mov_b32_e32 v2, 32                                       // 000000002898: 7E0402A0
	v_lshl_add_u32 v1, v1, s17, v2                             // 00000000289C: D1FD0001 04082301
	buffer_load_dword v1, v1, s[0:3], 0 offen                  // 0000000028A4: E0501000 80000101
	s_getpc_b64 s[18:19]                                       // 0000000028AC: BE921C00
	s_add_u32 s18, s18, mix@rel32@lo+4                         // 0000000028B0: 8012FF12 FFFFF36C
	s_addc_u32 s19, s19, mix@rel32@hi+12                       // 0000000028B8: 8213FF13 FFFFFFFF
	s_mov_b64 s[22:23], s[2:3]                                 // 0000000028C0: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 0000000028C4: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 0000000028C8: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 0000000028CC: BE820116
	s_swappc_b64 s[30:31], s[18:19]                            // 0000000028D0: BE9E1E12
	v_accvgpr_read_b32 v31, a33                                // 0000000028D4: D3D8401F 18000121
	s_or_saveexec_b64 s[36:37], -1                             // 0000000028DC: BEA421C1
	v_accvgpr_read_b32 v1, a32                                 // 0000000028E0: D3D84001 18000120
	s_mov_b64 exec, s[36:37]                                   // 0000000028E8: BEFE0124
	v_readlane_b32 s15, v1, 25                                 // 0000000028EC: D289000F 00013301
	v_readlane_b32 s14, v1, 0                                  // 0000000028F4: D289000E 00010101
	v_readlane_b32 s13, v1, 1                                  // 0000000028FC: D289000D 00010301
	v_readlane_b32 s12, v1, 2                                  // 000000002904: D289000C 00010501
	v_readlane_b32 s10, v1, 3                                  // 00000000290C: D289000A 00010701
	v_readlane_b32 s11, v1, 4                                  // 000000002914: D289000B 00010901
	v_readlane_b32 s8, v1, 26                                  // 00000000291C: D2890008 00013501
	v_readlane_b32 s9, v1, 27                                  // 000000002924: D2890009 00013701
	v_readlane_b32 s4, v1, 9                                   // 00000000292C: D2890004 00011301
	v_readlane_b32 s5, v1, 10                                  // 000000002934: D2890005 00011501
	v_readlane_b32 s6, v1, 7                                   // 00000000293C: D2890006 00010F01
	v_readlane_b32 s7, v1, 8                                   // 000000002944: D2890007 00011101
	v_mov_b32_e32 v2, v0                                       // 00000000294C: 7E040300
	buffer_load_dword v8, off, s[0:3], s33 offset:8            // 000000002950: E0500008 21000800
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 000000002958: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 000000002960: BF8C0F70
	v_mov_b32_e32 v9, v0                                       // 000000002964: 7E120300
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 000000002968: E050001C 21000000
	v_mov_b32_e32 v3, s16                                      // 000000002970: 7E060210
	v_mov_b32_e32 v1, v3                                       // 000000002974: 7E020303
	s_waitcnt vmcnt(0)                                         // 000000002978: BF8C0F70
	v_lshlrev_b64 v[6:7], s17, v[0:1]                          // 00000000297C: D28F0006 00020011
	v_mov_b32_e32 v0, v8                                       // 000000002984: 7E000308
	v_mov_b32_e32 v4, v6                                       // 000000002988: 7E080306
	v_mov_b32_e32 v1, v9                                       // 00000000298C: 7E020309
	v_mov_b32_e32 v3, v7                                       // 000000002990: 7E060307
	v_add_co_u32_e64 v0, s[18:19], v0, v4                      // 000000002994: D1191200 00020900
	v_addc_co_u32_e64 v3, s[18:19], v1, v3, s[18:19]           // 00000000299C: D11C1203 004A0701
	v_mov_b32_e32 v1, v3                                       // 0000000029A4: 7E020303
	global_store_dword v[0:1], v2, off                         // 0000000029A8: DC708000 007F0200
	buffer_load_dword v6, off, s[0:3], s33 offset:16           // 0000000029B0: E0500010 21000600
	s_nop 0                                                    // 0000000029B8: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:20           // 0000000029BC: E0500014 21000000
	s_waitcnt vmcnt(0)                                         // 0000000029C4: BF8C0F70
	v_mov_b32_e32 v7, v0                                       // 0000000029C8: 7E0E0300
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 0000000029CC: E050001C 21000000
	v_mov_b32_e32 v2, s16                                      // 0000000029D4: 7E040210
	v_mov_b32_e32 v1, v2                                       // 0000000029D8: 7E020302
	s_waitcnt vmcnt(0)                                         // 0000000029DC: BF8C0F70
	v_lshlrev_b64 v[4:5], s15, v[0:1]                          // 0000000029E0: D28F0004 0002000F
	v_mov_b32_e32 v0, v6                                       // 0000000029E8: 7E000306
	v_mov_b32_e32 v3, v4                                       // 0000000029EC: 7E060304
	v_mov_b32_e32 v1, v7                                       // 0000000029F0: 7E020307
	v_mov_b32_e32 v2, v5                                       // 0000000029F4: 7E040305
	v_add_co_u32_e64 v0, s[16:17], v0, v3                      // 0000000029F8: D1191000 00020700
	v_addc_co_u32_e64 v2, s[16:17], v1, v2, s[16:17]           // 000000002A00: D11C1002 00420501
	v_mov_b32_e32 v1, v2                                       // 000000002A08: 7E020302
	global_load_dwordx2 v[4:5], v[0:1], off                    // 000000002A0C: DC548000 047F0000
	s_nop 0                                                    // 000000002A14: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:24           // 000000002A18: E0500018 21000000
	s_mov_b32 s15, 15                                          // 000000002A20: BE8F008F
	s_waitcnt vmcnt(0)                                         // 000000002A24: BF8C0F70
	v_and_b32_e64 v2, v0, s15                                  // 000000002A28: D1130002 00001F00
	v_mov_b32_e32 v0, v4                                       // 000000002A30: 7E000304
	s_mov_b32 s15, 32                                          // 000000002A34: BE8F00A0
	v_lshrrev_b64 v[4:5], s15, v[4:5]                          // 000000002A38: D2900004 0002080F
	v_mov_b32_e32 v1, v4                                       // 000000002A40: 7E020304
	s_getpc_b64 s[16:17]                                       // 000000002A44: BE901C00
	s_add_u32 s16, s16, deep@rel32@lo+4                        // 000000002A48: 8010FF10 FFFFF2A8
	s_addc_u32 s17, s17, deep@rel32@hi+12                      // 000000002A50: 8211FF11 FFFFFFFF
	s_mov_b64 s[22:23], s[2:3]                                 // 000000002A58: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000002A5C: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000002A60: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000002A64: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 000000002A68: BE9E1E10
	s_or_saveexec_b64 s[36:37], -1                             // 000000002A6C: BEA421C1
	v_accvgpr_read_b32 v2, a32                                 // 000000002A70: D3D84002 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000002A78: BEFE0124
	v_readlane_b32 s5, v2, 28                                  // 000000002A7C: D2890005 00013902
	v_readlane_b32 s4, v2, 25                                  // 000000002A84: D2890004 00013302
	v_mov_b32_e32 v4, v0                                       // 000000002A8C: 7E080300
	s_or_saveexec_b64 s[36:37], -1                             // 000000002A90: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000002A94: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000002A9C: BEFE0124
	v_mov_b32_e32 v5, v1                                       // 000000002AA0: 7E0A0301
	buffer_load_dword v10, off, s[0:3], s33 offset:16          // 000000002AA4: E0500010 21000A00
	buffer_load_dword v1, off, s[0:3], s33 offset:20           // 000000002AAC: E0500014 21000100
	s_waitcnt vmcnt(0)                                         // 000000002AB4: BF8C0F70
	v_mov_b32_e32 v11, v1                                      // 000000002AB8: 7E160301
	buffer_load_dword v2, off, s[0:3], s33 offset:28           // 000000002ABC: E050001C 21000200
	v_mov_b32_e32 v1, s5                                       // 000000002AC4: 7E020205
	v_mov_b32_e32 v3, v1                                       // 000000002AC8: 7E060301
	s_waitcnt vmcnt(0)                                         // 000000002ACC: BF8C0F70
	v_lshlrev_b64 v[8:9], s4, v[2:3]                           // 000000002AD0: D28F0008 00020404
	v_mov_b32_e32 v2, v10                                      // 000000002AD8: 7E04030A
	v_mov_b32_e32 v6, v8                                       // 000000002ADC: 7E0C0308
	v_mov_b32_e32 v1, v11                                      // 000000002AE0: 7E02030B
	v_mov_b32_e32 v3, v9                                       // 000000002AE4: 7E060309
	v_add_co_u32_e64 v2, s[4:5], v2, v6                        // 000000002AE8: D1190402 00020D02
	v_addc_co_u32_e64 v1, s[4:5], v1, v3, s[4:5]               // 000000002AF0: D11C0401 00120701
	v_mov_b32_e32 v3, v1                                       // 000000002AF8: 7E060301
	global_store_dwordx2 v[2:3], v[4:5], off                   // 000000002AFC: DC748000 007F0402
	s_endpgm                                                   // 000000002B04: BF810000
	s_nop 0                                                    // 000000002B08: BF800000
	s_nop 0                                                    // 000000002B0C: BF800000
	s_nop 0                                                    // 000000002B10: BF800000
	s_nop 0                                                    // 000000002B14: BF800000
	s_nop 0                                                    // 000000002B18: BF800000
	s_nop 0                                                    // 000000002B1C: BF800000
	s_nop 0                                                    // 000000002B20: BF800000
	s_nop 0                                                    // 000000002B24: BF800000
	s_nop 0                                                    // 000000002B28: BF800000
	s_nop 0                                                    // 000000002B2C: BF800000
	s_nop 0                                                    // 000000002B30: BF800000
	s_nop 0                                                    // 000000002B34: BF800000
	s_nop 0                                                    // 000000002B38: BF800000
	s_nop 0                                                    // 000000002B3C: BF800000
	s_nop 0                                                    // 000000002B40: BF800000
	s_nop 0                                                    // 000000002B44: BF800000
	s_nop 0                                                    // 000000002B48: BF800000
	s_nop 0                                                    // 000000002B4C: BF800000
	s_nop 0                                                    // 000000002B50: BF800000
	s_nop 0                                                    // 000000002B54: BF800000
	s_nop 0                                                    // 000000002B58: BF800000
	s_nop 0                                                    // 000000002B5C: BF800000
	s_nop 0                                                    // 000000002B60: BF800000
	s_nop 0                                                    // 000000002B64: BF800000
	s_nop 0                                                    // 000000002B68: BF800000
	s_nop 0                                                    // 000000002B6C: BF800000
	s_nop 0                                                    // 000000002B70: BF800000
	s_nop 0                                                    // 000000002B74: BF800000
	s_nop 0                                                    // 000000002B78: BF800000
	s_nop 0                                                    // 000000002B7C: BF800000
	s_nop 0                                                    // 000000002B80: BF800000
	s_nop 0                                                    // 000000002B84: BF800000
	s_nop 0                                                    // 000000002B88: BF800000
	s_nop 0                                                    // 000000002B8C: BF800000
	s_nop 0                                                    // 000000002B90: BF800000
	s_nop 0                                                    // 000000002B94: BF800000
	s_nop 0                                                    // 000000002B98: BF800000
	s_nop 0                                                    // 000000002B9C: BF800000
	s_nop 0                                                    // 000000002BA0: BF800000
	s_nop 0                                                    // 000000002BA4: BF800000
	s_nop 0                                                    // 000000002BA8: BF800000
	s_nop 0                                                    // 000000002BAC: BF800000
	s_nop 0                                                    // 000000002BB0: BF800000
	s_nop 0                                                    // 000000002BB4: BF800000
	s_nop 0                                                    // 000000002BB8: BF800000
	s_nop 0                                                    // 000000002BBC: BF800000
	s_nop 0                                                    // 000000002BC0: BF800000
	s_nop 0                                                    // 000000002BC4: BF800000
	s_nop 0                                                    // 000000002BC8: BF800000
	s_nop 0                                                    // 000000002BCC: BF800000
	s_nop 0                                                    // 000000002BD0: BF800000
	s_nop 0                                                    // 000000002BD4: BF800000
	s_nop 0                                                    // 000000002BD8: BF800000
	s_nop 0                                                    // 000000002BDC: BF800000
	s_nop 0                                                    // 000000002BE0: BF800000
	s_nop 0                                                    // 000000002BE4: BF800000
	s_nop 0                                                    // 000000002BE8: BF800000
	s_nop 0                                                    // 000000002BEC: BF800000
	s_nop 0                                                    // 000000002BF0: BF800000
	s_nop 0                                                    // 000000002BF4: BF800000
	s_nop 0                                                    // 000000002BF8: BF800000
	s_nop 0                                                    // 000000002BFC: BF800000
	s_nop 0                                                    // 000000002C00: BF800000
	s_nop 0                                                    // 000000002C04: BF800000
	s_nop 0                                                    // 000000002C08: BF800000
	s_nop 0                                                    // 000000002C0C: BF800000
	s_nop 0                                                    // 000000002C10: BF800000
	s_nop 0                                                    // 000000002C14: BF800000
	s_nop 0                                                    // 000000002C18: BF800000
	s_nop 0                                                    // 000000002C1C: BF800000
	s_nop 0                                                    // 000000002C20: BF800000
	s_nop 0                                                    // 000000002C24: BF800000
	s_nop 0                                                    // 000000002C28: BF800000
	s_nop 0                                                    // 000000002C2C: BF800000
	s_nop 0                                                    // 000000002C30: BF800000
	s_nop 0                                                    // 000000002C34: BF800000
	s_nop 0                                                    // 000000002C38: BF800000
	s_nop 0                                                    // 000000002C3C: BF800000
	s_nop 0                                                    // 000000002C40: BF800000
	s_nop 0                                                    // 000000002C44: BF800000
	s_nop 0                                                    // 000000002C48: BF800000
	s_nop 0                                                    // 000000002C4C: BF800000
	s_nop 0                                                    // 000000002C50: BF800000
	s_nop 0                                                    // 000000002C54: BF800000
	s_nop 0                                                    // 000000002C58: BF800000
	s_nop 0                                                    // 000000002C5C: BF800000
	s_nop 0                                                    // 000000002C60: BF800000
	s_nop 0                                                    // 000000002C64: BF800000
	s_nop 0                                                    // 000000002C68: BF800000
	s_nop 0                                                    // 000000002C6C: BF800000
	s_nop 0                                                    // 000000002C70: BF800000
	s_nop 0                                                    // 000000002C74: BF800000
	s_nop 0                                                    // 000000002C78: BF800000
	s_nop 0                                                    // 000000002C7C: BF800000
	s_nop 0                                                    // 000000002C80: BF800000
	s_nop 0                                                    // 000000002C84: BF800000
	s_nop 0                                                    // 000000002C88: BF800000
	s_nop 0                                                    // 000000002C8C: BF800000
	s_nop 0                                                    // 000000002C90: BF800000
	s_nop 0                                                    // 000000002C94: BF800000
	s_nop 0                                                    // 000000002C98: BF800000
	s_nop 0                                                    // 000000002C9C: BF800000
	s_nop 0                                                    // 000000002CA0: BF800000
	s_nop 0                                                    // 000000002CA4: BF800000
	s_nop 0                                                    // 000000002CA8: BF800000
	s_nop 0                                                    // 000000002CAC: BF800000
	s_nop 0                                                    // 000000002CB0: BF800000
	s_nop 0                                                    // 000000002CB4: BF800000
	s_nop 0                                                    // 000000002CB8: BF800000
	s_nop 0                                                    // 000000002CBC: BF800000
	s_nop 0                                                    // 000000002CC0: BF800000
	s_nop 0                                                    // 000000002CC4: BF800000
	s_nop 0                                                    // 000000002CC8: BF800000
	s_nop 0                                                    // 000000002CCC: BF800000
	s_nop 0                                                    // 000000002CD0: BF800000
	s_nop 0                                                    // 000000002CD4: BF800000
	s_nop 0                                                    // 000000002CD8: BF800000
	s_nop 0                                                    // 000000002CDC: BF800000
	s_nop 0                                                    // 000000002CE0: BF800000
	s_nop 0                                                    // 000000002CE4: BF800000
	s_nop 0                                                    // 000000002CE8: BF800000
	s_nop 0                                                    // 000000002CEC: BF800000
	s_nop 0                                                    // 000000002CF0: BF800000
	s_nop 0                                                    // 000000002CF4: BF800000
	s_nop 0                                                    // 000000002CF8: BF800000
	s_nop 0                                                    // 000000002CFC: BF800000
	s_nop 0                                                    // 000000002D00: BF800000
	s_nop 0                                                    // 000000002D04: BF800000
	s_nop 0                                                    // 000000002D08: BF800000
	s_nop 0                                                    // 000000002D0C: BF800000
	s_nop 0                                                    // 000000002D10: BF800000
	s_nop 0                                                    // 000000002D14: BF800000
	s_nop 0                                                    // 000000002D18: BF800000
	s_nop 0                                                    // 000000002D1C: BF800000
	s_nop 0                                                    // 000000002D20: BF800000
	s_nop 0                                                    // 000000002D24: BF800000
	s_nop 0                                                    // 000000002D28: BF800000
	s_nop 0                                                    // 000000002D2C: BF800000
	s_nop 0                                                    // 000000002D30: BF800000
	s_nop 0                                                    // 000000002D34: BF800000
	s_nop 0                                                    // 000000002D38: BF800000
	s_nop 0                                                    // 000000002D3C: BF800000
	s_nop 0                                                    // 000000002D40: BF800000
	s_nop 0                                                    // 000000002D44: BF800000
	s_nop 0                                                    // 000000002D48: BF800000
	s_nop 0                                                    // 000000002D4C: BF800000
	s_nop 0                                                    // 000000002D50: BF800000
	s_nop 0                                                    // 000000002D54: BF800000
	s_nop 0                                                    // 000000002D58: BF800000
	s_nop 0                                                    // 000000002D5C: BF800000
	s_nop 0                                                    // 000000002D60: BF800000
	s_nop 0                                                    // 000000002D64: BF800000
	s_nop 0                                                    // 000000002D68: BF800000
	s_nop 0                                                    // 000000002D6C: BF800000
	s_nop 0                                                    // 000000002D70: BF800000
	s_nop 0                                                    // 000000002D74: BF800000
	s_nop 0                                                    // 000000002D78: BF800000
	s_nop 0                                                    // 000000002D7C: BF800000
	s_nop 0                                                    // 000000002D80: BF800000
	s_nop 0                                                    // 000000002D84: BF800000
	s_nop 0                                                    // 000000002D88: BF800000
	s_nop 0                                                    // 000000002D8C: BF800000
	s_nop 0                                                    // 000000002D90: BF800000
	s_nop 0                                                    // 000000002D94: BF800000
	s_nop 0                                                    // 000000002D98: BF800000
	s_nop 0                                                    // 000000002D9C: BF800000
	s_nop 0                                                    // 000000002DA0: BF800000
	s_nop 0                                                    // 000000002DA4: BF800000
	s_nop 0                                                    // 000000002DA8: BF800000
	s_nop 0                                                    // 000000002DAC: BF800000
	s_nop 0                                                    // 000000002DB0: BF800000
	s_nop 0                                                    // 000000002DB4: BF800000
	s_nop 0                                                    // 000000002DB8: BF800000
	s_nop 0                                                    // 000000002DBC: BF800000
	s_nop 0                                                    // 000000002DC0: BF800000
	s_nop 0                                                    // 000000002DC4: BF800000
	s_nop 0                                                    // 000000002DC8: BF800000
	s_nop 0                                                    // 000000002DCC: BF800000
	s_nop 0                                                    // 000000002DD0: BF800000
	s_nop 0                                                    // 000000002DD4: BF800000
	s_nop 0                                                    // 000000002DD8: BF800000
	s_nop 0                                                    // 000000002DDC: BF800000
	s_nop 0                                                    // 000000002DE0: BF800000
	s_nop 0                                                    // 000000002DE4: BF800000
	s_nop 0                                                    // 000000002DE8: BF800000
	s_nop 0                                                    // 000000002DEC: BF800000
	s_nop 0                                                    // 000000002DF0: BF800000
	s_nop 0                                                    // 000000002DF4: BF800000
	s_nop 0                                                    // 000000002DF8: BF800000
	s_nop 0                                                    // 000000002DFC: BF800000
	s_nop 0                                                    // 000000002E00: BF800000
	s_nop 0                                                    // 000000002E04: BF800000
	s_nop 0                                                    // 000000002E08: BF800000
	s_nop 0                                                    // 000000002E0C: BF800000
	s_nop 0                                                    // 000000002E10: BF800000
	s_nop 0                                                    // 000000002E14: BF800000
	s_nop 0                                                    // 000000002E18: BF800000
	s_nop 0                                                    // 000000002E1C: BF800000
	s_nop 0                                                    // 000000002E20: BF800000
	s_nop 0                                                    // 000000002E24: BF800000
	s_nop 0                                                    // 000000002E28: BF800000
	s_nop 0                                                    // 000000002E2C: BF800000
	s_nop 0                                                    // 000000002E30: BF800000
	s_nop 0                                                    // 000000002E34: BF800000
	s_nop 0                                                    // 000000002E38: BF800000
	s_nop 0                                                    // 000000002E3C: BF800000
	s_nop 0                                                    // 000000002E40: BF800000
	s_nop 0                                                    // 000000002E44: BF800000
	s_nop 0                                                    // 000000002E48: BF800000
	s_nop 0                                                    // 000000002E4C: BF800000
	s_nop 0                                                    // 000000002E50: BF800000
	s_nop 0                                                    // 000000002E54: BF800000
	s_nop 0                                                    // 000000002E58: BF800000
	s_nop 0                                                    // 000000002E5C: BF800000
	s_nop 0                                                    // 000000002E60: BF800000
	s_nop 0                                                    // 000000002E64: BF800000
	s_nop 0                                                    // 000000002E68: BF800000
	s_nop 0                                                    // 000000002E6C: BF800000
	s_nop 0                                                    // 000000002E70: BF800000
	s_nop 0                                                    // 000000002E74: BF800000
	s_nop 0                                                    // 000000002E78: BF800000
	s_nop 0                                                    // 000000002E7C: BF800000
	s_nop 0                                                    // 000000002E80: BF800000
	s_nop 0                                                    // 000000002E84: BF800000
	s_nop 0                                                    // 000000002E88: BF800000
	s_nop 0                                                    // 000000002E8C: BF800000
	s_nop 0                                                    // 000000002E90: BF800000
	s_nop 0                                                    // 000000002E94: BF800000
	s_nop 0                                                    // 000000002E98: BF800000
	s_nop 0                                                    // 000000002E9C: BF800000
	s_nop 0                                                    // 000000002EA0: BF800000
	s_nop 0                                                    // 000000002EA4: BF800000
	s_nop 0                                                    // 000000002EA8: BF800000
	s_nop 0                                                    // 000000002EAC: BF800000
	s_nop 0                                                    // 000000002EB0: BF800000
	s_nop 0                                                    // 000000002EB4: BF800000
	s_nop 0                                                    // 000000002EB8: BF800000
	s_nop 0                                                    // 000000002EBC: BF800000
	s_nop 0                                                    // 000000002EC0: BF800000
	s_nop 0                                                    // 000000002EC4: BF800000
	s_nop 0                                                    // 000000002EC8: BF800000
	s_nop 0                                                    // 000000002ECC: BF800000
	s_nop 0                                                    // 000000002ED0: BF800000
	s_nop 0                                                    // 000000002ED4: BF800000
	s_nop 0                                                    // 000000002ED8: BF800000
	s_nop 0                                                    // 000000002EDC: BF800000
	s_nop 0                                                    // 000000002EE0: BF800000
	s_nop 0                                                    // 000000002EE4: BF800000
	s_nop 0                                                    // 000000002EE8: BF800000
	s_nop 0                                                    // 000000002EEC: BF800000
	s_nop 0                                                    // 000000002EF0: BF800000
	s_nop 0                                                    // 000000002EF4: BF800000
	s_nop 0                                                    // 000000002EF8: BF800000
	s_nop 0                                                    // 000000002EFC: BF800000
	s_nop 0                                                    // 000000002F00: BF800000
	s_nop 0                                                    // 000000002F04: BF800000
	s_nop 0                                                    // 000000002F08: BF800000
	s_nop 0                                                    // 000000002F0C: BF800000
	s_nop 0                                                    // 000000002F10: BF800000
	s_nop 0                                                    // 000000002F14: BF800000
	s_nop 0                                                    // 000000002F18: BF800000
	s_nop 0                                                    // 000000002F1C: BF800000
	s_nop 0                                                    // 000000002F20: BF800000
	s_nop 0                                                    // 000000002F24: BF800000
	s_nop 0                                                    // 000000002F28: BF800000
	s_nop 0                                                    // 000000002F2C: BF800000
	s_nop 0                                                    // 000000002F30: BF800000
	s_nop 0                                                    // 000000002F34: BF800000
	s_nop 0                                                    // 000000002F38: BF800000
	s_nop 0                                                    // 000000002F3C: BF800000
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
  - .agpr_count: 34
    .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: int*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 8
        .size: 8
        .type_name: float*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 16
        .size: 8
        .type_name: long*
        .value_kind: global_buffer
      - .offset: 24
        .size: 4
        .type_name: int
        .value_kind: by_value
      - .offset: 32
        .size: 8
        .value_kind: hidden_global_offset_x
      - .offset: 40
        .size: 8
        .value_kind: hidden_global_offset_y
      - .offset: 48
        .size: 8
        .value_kind: hidden_global_offset_z
      - .offset: 56
        .size: 8
        .value_kind: hidden_hostcall_buffer
      - .offset: 64
        .size: 8
        .value_kind: hidden_default_queue
      - .offset: 72
        .size: 8
        .value_kind: hidden_completion_action
      - .offset: 80
        .size: 8
        .value_kind: hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: rec
    .private_segment_fixed_size: 240
    .sgpr_count: 44
    .sgpr_spill_count: 33
    .symbol: rec.kd
    .vgpr_count: 78
    .vgpr_spill_count: 8
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
