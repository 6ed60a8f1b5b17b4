	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.local	helper
	.hidden	helper
	.type	helper,@function
	.size	helper, 1160
	.local	dmath
	.hidden	dmath
	.type	dmath,@function
	.size	dmath, 124
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	calls
	.protected	calls
	.type	calls,@function
	.size	calls, 272
	.globl	calls.kd
	.protected	calls.kd
	.type	calls.kd,@object
	.size	calls.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel calls
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 68
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 36
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
helper:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000001700: BF8C0000
	v_and_b32_e32 v4, 63, v2                                   // 000000001704: 260804BF
	v_lshlrev_b32_e32 v4, 2, v4                                // 000000001708: 24080882
	v_add_co_u32_e32 v4, vcc, v0, v4                           // 00000000170C: 32080900
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc                      // 000000001710: 380A0280
	global_load_dword v4, v[4:5], off                          // 000000001714: DC508000 047F0004
	v_add_u32_e32 v5, 1, v2                                    // 00000000171C: 680A0481
	v_add_u32_e32 v10, 5, v2                                   // 000000001720: 68140485
	v_add_u32_e32 v17, 12, v2                                  // 000000001724: 6822048C
	v_add_u32_e32 v18, 14, v2                                  // 000000001728: 6824048E
	s_waitcnt vmcnt(0)                                         // 00000000172C: BF8C0F70
	v_mul_f32_e32 v4, v4, v3                                   // 000000001730: 0A080704
	buffer_store_dword v4, off, s[0:3], s32                    // 000000001734: E0700000 20000400
	v_and_b32_e32 v4, 63, v5                                   // 00000000173C: 26080ABF
	v_lshlrev_b32_e32 v4, 2, v4                                // 000000001740: 24080882
	v_add_co_u32_e32 v6, vcc, v0, v4                           // 000000001744: 320C0900
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc                      // 000000001748: 380E0280
	global_load_dword v4, v[6:7], off                          // 00000000174C: DC508000 047F0006
	s_waitcnt vmcnt(0)                                         // 000000001754: BF8C0F70
	v_mul_f32_e32 v4, v4, v3                                   // 000000001758: 0A080704
	buffer_store_dword v4, off, s[0:3], s32 offset:4           // 00000000175C: E0700004 20000400
	v_add_u32_e32 v4, 2, v2                                    // 000000001764: 68080482
	v_and_b32_e32 v6, 63, v4                                   // 000000001768: 260C08BF
	v_lshlrev_b32_e32 v6, 2, v6                                // 00000000176C: 240C0C82
	v_add_co_u32_e32 v6, vcc, v0, v6                           // 000000001770: 320C0D00
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc                      // 000000001774: 380E0280
	global_load_dword v6, v[6:7], off                          // 000000001778: DC508000 067F0006
	v_add_u32_e32 v7, 3, v2                                    // 000000001780: 680E0483
	s_waitcnt vmcnt(0)                                         // 000000001784: BF8C0F70
	v_mul_f32_e32 v6, v6, v3                                   // 000000001788: 0A0C0706
	buffer_store_dword v6, off, s[0:3], s32 offset:8           // 00000000178C: E0700008 20000600
	v_and_b32_e32 v6, 63, v7                                   // 000000001794: 260C0EBF
	v_lshlrev_b32_e32 v6, 2, v6                                // 000000001798: 240C0C82
	v_add_co_u32_e32 v8, vcc, v0, v6                           // 00000000179C: 32100D00
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc                      // 0000000017A0: 38120280
	global_load_dword v6, v[8:9], off                          // 0000000017A4: DC508000 067F0008
	s_waitcnt vmcnt(0)                                         // 0000000017AC: BF8C0F70
	v_mul_f32_e32 v6, v6, v3                                   // 0000000017B0: 0A0C0706
	buffer_store_dword v6, off, s[0:3], s32 offset:12          // 0000000017B4: E070000C 20000600
	v_add_u32_e32 v6, 4, v2                                    // 0000000017BC: 680C0484
	v_and_b32_e32 v8, 63, v6                                   // 0000000017C0: 26100CBF
	v_lshlrev_b32_e32 v8, 2, v8                                // 0000000017C4: 24101082
	v_add_co_u32_e32 v8, vcc, v0, v8                           // 0000000017C8: 32101100
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc                      // 0000000017CC: 38120280
	global_load_dword v8, v[8:9], off                          // 0000000017D0: DC508000 087F0008
	s_waitcnt vmcnt(0)                                         // 0000000017D8: BF8C0F70
	v_mul_f32_e32 v8, v8, v3                                   // 0000000017DC: 0A100708
	buffer_store_dword v8, off, s[0:3], s32 offset:16          // 0000000017E0: E0700010 20000800
	v_and_b32_e32 v8, 63, v10                                  // 0000000017E8: 261014BF
	v_lshlrev_b32_e32 v8, 2, v8                                // 0000000017EC: 24101082
	v_add_co_u32_e32 v8, vcc, v0, v8                           // 0000000017F0: 32101100
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc                      // 0000000017F4: 38120280
	global_load_dword v8, v[8:9], off                          // 0000000017F8: DC508000 087F0008
	s_waitcnt vmcnt(0)                                         // 000000001800: BF8C0F70
	v_mul_f32_e32 v8, v8, v3                                   // 000000001804: 0A100708
	buffer_store_dword v8, off, s[0:3], s32 offset:20          // 000000001808: E0700014 20000800
	v_add_u32_e32 v8, 6, v2                                    // 000000001810: 68100486
	v_and_b32_e32 v9, 63, v8                                   // 000000001814: 261210BF
	v_lshlrev_b32_e32 v9, 2, v9                                // 000000001818: 24121282
	v_add_co_u32_e32 v11, vcc, v0, v9                          // 00000000181C: 32161300
	v_addc_co_u32_e32 v12, vcc, 0, v1, vcc                     // 000000001820: 38180280
	global_load_dword v9, v[11:12], off                        // 000000001824: DC508000 097F000B
	v_add_u32_e32 v12, 7, v2                                   // 00000000182C: 68180487
	s_waitcnt vmcnt(0)                                         // 000000001830: BF8C0F70
	v_mul_f32_e32 v9, v9, v3                                   // 000000001834: 0A120709
	buffer_store_dword v9, off, s[0:3], s32 offset:24          // 000000001838: E0700018 20000900
	v_and_b32_e32 v9, 63, v12                                  // 000000001840: 261218BF
	v_lshlrev_b32_e32 v9, 2, v9                                // 000000001844: 24121282
	v_add_co_u32_e32 v13, vcc, v0, v9                          // 000000001848: 321A1300
	v_addc_co_u32_e32 v14, vcc, 0, v1, vcc                     // 00000000184C: 381C0280
	global_load_dword v9, v[13:14], off                        // 000000001850: DC508000 097F000D
	s_waitcnt vmcnt(0)                                         // 000000001858: BF8C0F70
	v_mul_f32_e32 v9, v9, v3                                   // 00000000185C: 0A120709
	buffer_store_dword v9, off, s[0:3], s32 offset:28          // 000000001860: E070001C 20000900
	v_add_u32_e32 v9, 8, v2                                    // 000000001868: 68120488
	v_and_b32_e32 v9, 63, v9                                   // 00000000186C: 261212BF
	v_lshlrev_b32_e32 v9, 2, v9                                // 000000001870: 24121282
	v_add_co_u32_e32 v13, vcc, v0, v9                          // 000000001874: 321A1300
	v_addc_co_u32_e32 v14, vcc, 0, v1, vcc                     // 000000001878: 381C0280
	global_load_dword v9, v[13:14], off                        // 00000000187C: DC508000 097F000D
	s_waitcnt vmcnt(0)                                         // 000000001884: BF8C0F70
	v_mul_f32_e32 v9, v9, v3                                   // 000000001888: 0A120709
	buffer_store_dword v9, off, s[0:3], s32 offset:32          // 00000000188C: E0700020 20000900
	v_add_u32_e32 v9, 9, v2                                    // 000000001894: 68120489
	v_and_b32_e32 v11, 63, v9                                  // 000000001898: 261612BF
	v_lshlrev_b32_e32 v11, 2, v11                              // 00000000189C: 24161682
	v_add_co_u32_e32 v13, vcc, v0, v11                         // 0000000018A0: 321A1700
	v_addc_co_u32_e32 v14, vcc, 0, v1, vcc                     // 0000000018A4: 381C0280
	global_load_dword v11, v[13:14], off                       // 0000000018A8: DC508000 0B7F000D
	v_add_u32_e32 v13, 10, v2                                  // 0000000018B0: 681A048A
	s_waitcnt vmcnt(0)                                         // 0000000018B4: BF8C0F70
	v_mul_f32_e32 v11, v11, v3                                 // 0000000018B8: 0A16070B
	buffer_store_dword v11, off, s[0:3], s32 offset:36         // 0000000018BC: E0700024 20000B00
	v_and_b32_e32 v11, 63, v13                                 // 0000000018C4: 26161ABF
	v_lshlrev_b32_e32 v11, 2, v11                              // 0000000018C8: 24161682
	v_add_co_u32_e32 v14, vcc, v0, v11                         // 0000000018CC: 321C1700
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc                     // 0000000018D0: 381E0280
	global_load_dword v11, v[14:15], off                       // 0000000018D4: DC508000 0B7F000E
	s_waitcnt vmcnt(0)                                         // 0000000018DC: BF8C0F70
	v_mul_f32_e32 v11, v11, v3                                 // 0000000018E0: 0A16070B
	buffer_store_dword v11, off, s[0:3], s32 offset:40         // 0000000018E4: E0700028 20000B00
	v_add_u32_e32 v11, 11, v2                                  // 0000000018EC: 6816048B
	v_and_b32_e32 v14, 63, v11                                 // 0000000018F0: 261C16BF
	v_lshlrev_b32_e32 v14, 2, v14                              // 0000000018F4: 241C1C82
	v_add_co_u32_e32 v14, vcc, v0, v14                         // 0000000018F8: 321C1D00
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc                     // 0000000018FC: 381E0280
	global_load_dword v14, v[14:15], off                       // 000000001900: DC508000 0E7F000E
	s_waitcnt vmcnt(0)                                         // 000000001908: BF8C0F70
	v_mul_f32_e32 v14, v14, v3                                 // 00000000190C: 0A1C070E
	buffer_store_dword v14, off, s[0:3], s32 offset:44         // 000000001910: E070002C 20000E00
	v_and_b32_e32 v14, 63, v17                                 // 000000001918: 261C22BF
	v_lshlrev_b32_e32 v14, 2, v14                              // 00000000191C: 241C1C82
	v_add_co_u32_e32 v14, vcc, v0, v14                         // 000000001920: 321C1D00
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc                     // 000000001924: 381E0280
	global_load_dword v14, v[14:15], off                       // 000000001928: DC508000 0E7F000E
	s_waitcnt vmcnt(0)                                         // 000000001930: BF8C0F70
	v_mul_f32_e32 v14, v14, v3                                 // 000000001934: 0A1C070E
	buffer_store_dword v14, off, s[0:3], s32 offset:48         // 000000001938: E0700030 20000E00
	v_add_u32_e32 v14, 13, v2                                  // 000000001940: 681C048D
	v_and_b32_e32 v15, 63, v14                                 // 000000001944: 261E1CBF
	v_lshlrev_b32_e32 v15, 2, v15                              // 000000001948: 241E1E82
	v_add_co_u32_e32 v15, vcc, v0, v15                         // 00000000194C: 321E1F00
	v_addc_co_u32_e32 v16, vcc, 0, v1, vcc                     // 000000001950: 38200280
	global_load_dword v15, v[15:16], off                       // 000000001954: DC508000 0F7F000F
	s_waitcnt vmcnt(0)                                         // 00000000195C: BF8C0F70
	v_mul_f32_e32 v15, v15, v3                                 // 000000001960: 0A1E070F
	buffer_store_dword v15, off, s[0:3], s32 offset:52         // 000000001964: E0700034 20000F00
	v_and_b32_e32 v15, 63, v18                                 // 00000000196C: 261E24BF
	v_lshlrev_b32_e32 v15, 2, v15                              // 000000001970: 241E1E82
	v_add_co_u32_e32 v15, vcc, v0, v15                         // 000000001974: 321E1F00
	v_addc_co_u32_e32 v16, vcc, 0, v1, vcc                     // 000000001978: 38200280
	global_load_dword v15, v[15:16], off                       // 00000000197C: DC508000 0F7F000F
	s_waitcnt vmcnt(0)                                         // 000000001984: BF8C0F70
	v_mul_f32_e32 v15, v15, v3                                 // 000000001988: 0A1E070F
	buffer_store_dword v15, off, s[0:3], s32 offset:56         // 00000000198C: E0700038 20000F00
	v_add_u32_e32 v15, 15, v2                                  // 000000001994: 681E048F
	v_and_b32_e32 v16, 63, v15                                 // 000000001998: 26201EBF
	v_lshlrev_b32_e32 v16, 2, v16                              // 00000000199C: 24202082
	v_add_co_u32_e32 v0, vcc, v0, v16                          // 0000000019A0: 32002100
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc                      // 0000000019A4: 38020280
	global_load_dword v0, v[0:1], off                          // 0000000019A8: DC508000 007F0000
	v_lshrrev_b32_e64 v1, 6, s32                               // 0000000019B0: D1100001 00004086
	s_waitcnt vmcnt(0)                                         // 0000000019B8: BF8C0F70
	v_mul_f32_e32 v0, v0, v3                                   // 0000000019BC: 0A000700
	buffer_store_dword v0, off, s[0:3], s32 offset:60          // 0000000019C0: E070003C 20000000
	v_and_b32_e32 v0, 15, v2                                   // 0000000019C8: 2600048F
	v_lshl_add_u32 v2, v0, 2, v1                               // 0000000019CC: D1FD0002 04050500
	v_and_b32_e32 v3, 15, v12                                  // 0000000019D4: 2606188F
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 0000000019D8: E0501000 80000202
	v_lshl_add_u32 v3, v3, 2, v1                               // 0000000019E0: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 0000000019E8: E0501000 80000303
	v_xor_b32_e32 v0, 8, v0                                    // 0000000019F0: 2A000088
	v_lshl_add_u32 v0, v0, 2, v1                               // 0000000019F4: D1FD0000 04050500
	buffer_load_dword v0, v0, s[0:3], 0 offen                  // 0000000019FC: E0501000 80000000
	s_waitcnt vmcnt(2)                                         // 000000001A04: BF8C0F72
	v_add_f32_e32 v2, 0, v2                                    // 000000001A08: 02040480
	s_waitcnt vmcnt(1)                                         // 000000001A0C: BF8C0F71
	v_add_f32_e32 v2, v2, v3                                   // 000000001A10: 02040702
	v_and_b32_e32 v3, 15, v18                                  // 000000001A14: 2606248F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000001A18: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000001A20: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000001A28: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000001A2C: 02040702
	v_and_b32_e32 v3, 15, v10                                  // 000000001A30: 2606148F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000001A34: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000001A3C: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000001A44: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000001A48: 02040702
	v_and_b32_e32 v3, 15, v17                                  // 000000001A4C: 2606228F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000001A50: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000001A58: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000001A60: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000001A64: 02040702
	v_and_b32_e32 v3, 15, v7                                   // 000000001A68: 26060E8F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000001A6C: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000001A74: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000001A7C: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000001A80: 02040702
	v_and_b32_e32 v3, 15, v13                                  // 000000001A84: 26061A8F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000001A88: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000001A90: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000001A98: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000001A9C: 02040702
	v_and_b32_e32 v3, 15, v5                                   // 000000001AA0: 26060A8F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000001AA4: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000001AAC: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000001AB4: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000001AB8: 02040702
	v_add_f32_e32 v0, v2, v0                                   // 000000001ABC: 02000102
	v_and_b32_e32 v2, 15, v15                                  // 000000001AC0: 26041E8F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000001AC4: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000001ACC: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000001AD4: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000001AD8: 02000500
	v_and_b32_e32 v2, 15, v8                                   // 000000001ADC: 2604108F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000001AE0: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000001AE8: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000001AF0: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000001AF4: 02000500
	v_and_b32_e32 v2, 15, v14                                  // 000000001AF8: 26041C8F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000001AFC: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000001B04: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000001B0C: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000001B10: 02000500
	v_and_b32_e32 v2, 15, v6                                   // 000000001B14: 26040C8F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000001B18: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000001B20: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000001B28: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000001B2C: 02000500
	v_and_b32_e32 v2, 15, v11                                  // 000000001B30: 2604168F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000001B34: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000001B3C: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000001B44: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000001B48: 02000500
	v_and_b32_e32 v2, 15, v4                                   // 000000001B4C: 2604088F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000001B50: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000001B58: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000001B60: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000001B64: 02000500
	v_and_b32_e32 v2, 15, v9                                   // 000000001B68: 2604128F
	v_lshl_add_u32 v1, v2, 2, v1                               // 000000001B6C: D1FD0001 04050502
	buffer_load_dword v1, v1, s[0:3], 0 offen                  // 000000001B74: E0501000 80000101
	s_waitcnt vmcnt(0)                                         // 000000001B7C: BF8C0F70
	v_add_f32_e32 v0, v0, v1                                   // 000000001B80: 02000300
	s_setpc_b64 s[30:31]                                       // 000000001B84: BE801D1E
dmath:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000001B88: BF8C0000
	v_div_scale_f64 v[4:5], s[4:5], v[0:1], v[0:1], 1.0        // 000000001B8C: D1E10404 03CA0100
	v_rcp_f64_e32 v[6:7], v[4:5]                               // 000000001B94: 7E0C4B04
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0                     // 000000001B98: D1CC0008 23CA0D04
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]                   // 000000001BA0: D1CC0006 041A1106
	v_div_scale_f64 v[8:9], vcc, 1.0, v[0:1], 1.0              // 000000001BA8: D1E16A08 03CA00F2
	v_fma_f64 v[10:11], -v[4:5], v[6:7], 1.0                   // 000000001BB0: D1CC000A 23CA0D04
	v_fma_f64 v[6:7], v[6:7], v[10:11], v[6:7]                 // 000000001BB8: D1CC0006 041A1506
	v_mul_f64 v[10:11], v[8:9], v[6:7]                         // 000000001BC0: D281000A 00020D08
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]                // 000000001BC8: D1CC0004 24221504
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]            // 000000001BD0: D1E30004 042A0D04
	v_cvt_f64_i32_e32 v[6:7], v3                               // 000000001BD8: 7E0C0903
	v_cvt_f64_u32_e32 v[2:3], v2                               // 000000001BDC: 7E042D02
	v_ldexp_f64 v[6:7], v[6:7], 32                             // 000000001BE0: D2840006 00014106
	v_add_f64 v[2:3], v[6:7], v[2:3]                           // 000000001BE8: D2800002 00020506
	v_div_fixup_f64 v[4:5], v[4:5], v[0:1], 1.0                // 000000001BF0: D1DF0004 03CA0104
	v_fma_f64 v[0:1], v[0:1], v[2:3], v[4:5]                   // 000000001BF8: D1CC0000 04120500
	s_setpc_b64 s[30:31]                                       // 000000001C00: BE801D1E
	s_nop 0                                                    // 000000001C04: BF800000
	s_nop 0                                                    // 000000001C08: BF800000
	s_nop 0                                                    // 000000001C0C: BF800000
	s_nop 0                                                    // 000000001C10: BF800000
	s_nop 0                                                    // 000000001C14: BF800000
	s_nop 0                                                    // 000000001C18: BF800000
	s_nop 0                                                    // 000000001C1C: BF800000
	s_nop 0                                                    // 000000001C20: BF800000
	s_nop 0                                                    // 000000001C24: BF800000
	s_nop 0                                                    // 000000001C28: BF800000
	s_nop 0                                                    // 000000001C2C: BF800000
	s_nop 0                                                    // 000000001C30: BF800000
	s_nop 0                                                    // 000000001C34: BF800000
	s_nop 0                                                    // 000000001C38: BF800000
	s_nop 0                                                    // 000000001C3C: BF800000
	s_nop 0                                                    // 000000001C40: BF800000
	s_nop 0                                                    // 000000001C44: BF800000
	s_nop 0                                                    // 000000001C48: BF800000
	s_nop 0                                                    // 000000001C4C: BF800000
	s_nop 0                                                    // 000000001C50: BF800000
	s_nop 0                                                    // 000000001C54: BF800000
	s_nop 0                                                    // 000000001C58: BF800000
	s_nop 0                                                    // 000000001C5C: BF800000
	s_nop 0                                                    // 000000001C60: BF800000
	s_nop 0                                                    // 000000001C64: BF800000
	s_nop 0                                                    // 000000001C68: BF800000
	s_nop 0                                                    // 000000001C6C: BF800000
	s_nop 0                                                    // 000000001C70: BF800000
	s_nop 0                                                    // 000000001C74: BF800000
	s_nop 0                                                    // 000000001C78: BF800000
	s_nop 0                                                    // 000000001C7C: BF800000
	s_nop 0                                                    // 000000001C80: BF800000
	s_nop 0                                                    // 000000001C84: BF800000
	s_nop 0                                                    // 000000001C88: BF800000
	s_nop 0                                                    // 000000001C8C: BF800000
	s_nop 0                                                    // 000000001C90: BF800000
	s_nop 0                                                    // 000000001C94: BF800000
	s_nop 0                                                    // 000000001C98: BF800000
	s_nop 0                                                    // 000000001C9C: BF800000
	s_nop 0                                                    // 000000001CA0: BF800000
	s_nop 0                                                    // 000000001CA4: BF800000
	s_nop 0                                                    // 000000001CA8: BF800000
	s_nop 0                                                    // 000000001CAC: BF800000
	s_nop 0                                                    // 000000001CB0: BF800000
	s_nop 0                                                    // 000000001CB4: BF800000
	s_nop 0                                                    // 000000001CB8: BF800000
	s_nop 0                                                    // 000000001CBC: BF800000
	s_nop 0                                                    // 000000001CC0: BF800000
	s_nop 0                                                    // 000000001CC4: BF800000
	s_nop 0                                                    // 000000001CC8: BF800000
	s_nop 0                                                    // 000000001CCC: BF800000
	s_nop 0                                                    // 000000001CD0: BF800000
	s_nop 0                                                    // 000000001CD4: BF800000
	s_nop 0                                                    // 000000001CD8: BF800000
	s_nop 0                                                    // 000000001CDC: BF800000
	s_nop 0                                                    // 000000001CE0: BF800000
	s_nop 0                                                    // 000000001CE4: BF800000
	s_nop 0                                                    // 000000001CE8: BF800000
	s_nop 0                                                    // 000000001CEC: BF800000
	s_nop 0                                                    // 000000001CF0: BF800000
	s_nop 0                                                    // 000000001CF4: BF800000
	s_nop 0                                                    // 000000001CF8: BF800000
	s_nop 0                                                    // 000000001CFC: BF800000
calls:
	s_add_u32 flat_scratch_lo, s6, s9                          // 000000001D00: 80660906
	s_addc_u32 flat_scratch_hi, s7, 0                          // 000000001D04: 82678007
	s_add_u32 s0, s0, s9                                       // 000000001D08: 80000900
	s_load_dwordx8 s[8:15], s[4:5], 0x0                        // 000000001D0C: C00E0202 00000000
	v_mov_b32_e32 v19, v0                                      // 000000001D14: 7E260300
	v_lshlrev_b32_e32 v20, 2, v19                              // 000000001D18: 24282682
	s_load_dword s4, s[4:5], 0x20                              // 000000001D1C: C0020102 00000020
	v_and_b32_e32 v1, 63, v19                                  // 000000001D24: 260226BF
	s_waitcnt lgkmcnt(0)                                       // 000000001D28: BF8CC07F
	global_load_dword v0, v20, s[10:11]                        // 000000001D2C: DC508000 000A0014
	v_lshlrev_b32_e32 v1, 2, v1                                // 000000001D34: 24020282
	s_addc_u32 s1, s1, 0                                       // 000000001D38: 82018001
	v_mov_b32_e32 v2, v19                                      // 000000001D3C: 7E040313
	v_mov_b32_e32 v3, s4                                       // 000000001D40: 7E060204
	s_mov_b32 s32, 0                                           // 000000001D44: BEA00080
	s_getpc_b64 s[6:7]                                         // 000000001D48: BE861C00
	s_add_u32 s6, s6, helper@rel32@lo+4                        // 000000001D4C: 8006FF06 FFFFF9B4
	s_addc_u32 s7, s7, helper@rel32@hi+12                      // 000000001D54: 8207FF07 FFFFFFFF
	s_waitcnt vmcnt(0)                                         // 000000001D5C: BF8C0F70
	ds_write_b32 v1, v0                                        // 000000001D60: D81A0000 00000001
	v_mov_b32_e32 v0, s10                                      // 000000001D68: 7E00020A
	v_mov_b32_e32 v1, s11                                      // 000000001D6C: 7E02020B
	s_waitcnt lgkmcnt(0)                                       // 000000001D70: BF8CC07F
	s_barrier                                                  // 000000001D74: BF8A0000
	s_swappc_b64 s[30:31], s[6:7]                              // 000000001D78: BE9E1E06
	v_lshlrev_b32_e32 v13, 3, v19                              // 000000001D7C: 241A2683
	v_mov_b32_e32 v2, v0                                       // 000000001D80: 7E040300
	global_load_dwordx2 v[0:1], v13, s[12:13]                  // 000000001D84: DC548000 000C000D
	v_add_u32_e32 v3, 1, v19                                   // 000000001D8C: 68062681
	v_and_b32_e32 v3, 63, v3                                   // 000000001D90: 260606BF
	v_lshlrev_b32_e32 v3, 2, v3                                // 000000001D94: 24060682
	ds_read_b32 v4, v3                                         // 000000001D98: D86C0000 04000003
	v_lshlrev_b32_e32 v3, 1, v19                               // 000000001DA0: 24062681
	s_getpc_b64 s[4:5]                                         // 000000001DA4: BE841C00
	s_add_u32 s4, s4, dmath@rel32@lo+4                         // 000000001DA8: 8004FF04 FFFFFDE0
	s_addc_u32 s5, s5, dmath@rel32@hi+12                       // 000000001DB0: 8205FF05 FFFFFFFF
	v_mov_b32_e32 v12, 0                                       // 000000001DB8: 7E180280
	s_waitcnt lgkmcnt(0)                                       // 000000001DBC: BF8CC07F
	v_add_f32_e32 v2, v2, v4                                   // 000000001DC0: 02040902
	global_store_dword v20, v2, s[8:9]                         // 000000001DC4: DC708000 00080214
	v_mov_b32_e32 v2, 0                                        // 000000001DCC: 7E040280
	s_swappc_b64 s[30:31], s[4:5]                              // 000000001DD0: BE9E1E04
	s_mov_b64 s[4:5], exec                                     // 000000001DD4: BE84017E
	global_store_dwordx2 v13, v[0:1], s[12:13]                 // 000000001DD8: DC748000 000C000D
	v_mbcnt_lo_u32_b32 v0, s4, 0                               // 000000001DE0: D28C0000 00010004
	v_mbcnt_hi_u32_b32 v0, s5, v0                              // 000000001DE8: D28D0000 00020005
	v_cmp_eq_u32_e32 vcc, 0, v0                                // 000000001DF0: 7D940080
	s_and_saveexec_b64 s[6:7], vcc                             // 000000001DF4: BE86206A
	s_cbranch_execz .LBB_text_70c                              // 000000001DF8: BF880004
	s_bcnt1_i32_b64 s4, s[4:5]                                 // 000000001DFC: BE840D04
	v_mov_b32_e32 v0, s4                                       // 000000001E00: 7E000204
	global_atomic_add v12, v0, s[14:15]                        // 000000001E04: DD088000 000E000C
.LBB_text_70c:
	s_endpgm                                                   // 000000001E0C: BF810000
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
        .type_name: float*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 16
        .size: 8
        .type_name: double*
        .value_kind: global_buffer
      - .address_space: global
        .offset: 24
        .size: 8
        .type_name: int*
        .value_kind: global_buffer
      - .offset: 32
        .size: 4
        .type_name: float
        .value_kind: by_value
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: calls
    .private_segment_fixed_size: 68
    .sgpr_count: 39
    .sgpr_spill_count: 0
    .symbol: calls.kd
    .uses_dynamic_stack: false
    .vgpr_count: 21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
