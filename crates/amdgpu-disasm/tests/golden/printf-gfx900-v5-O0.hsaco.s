	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.local	.str
	.type	.str,@object
	.size	.str, 14
	.local	.str.1
	.type	.str.1,@object
	.size	.str.1, 3
	.local	.str.2
	.type	.str.2,@object
	.size	.str.2, 9
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.hidden	printf
	.globl	pr
	.protected	pr
	.type	pr,@function
	.size	pr, 1400
	.globl	__printf_alloc
	.globl	pr.kd
	.protected	pr.kd
	.type	pr.kd,@object
	.size	pr.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel pr
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 44
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
.str:
	.long	0x64253d78, 0x253d6620, 0x73252066
	.byte	0x0a, 0x00
.str.2:
	.byte	0x62, 0x69
	.long	0x6c252067
	.byte	0x64, 0x0a, 0x00
.str.1:
	.byte	0x68
	.byte	0x69, 0x00
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
pr:
	s_mov_b32 s33, 0                                           // 000000001A00: BEA10080
	s_mov_b32 s32, 0x1400                                      // 000000001A04: BEA000FF 00001400
	s_add_u32 flat_scratch_lo, s10, s15                        // 000000001A0C: 80660F0A
	s_addc_u32 flat_scratch_hi, s11, 0                         // 000000001A10: 8267800B
	s_add_u32 s0, s0, s15                                      // 000000001A14: 80000F00
	s_addc_u32 s1, s1, 0                                       // 000000001A18: 82018001
	v_writelane_b32 v3, s14, 0                                 // 000000001A1C: D28A0003 0001000E
	v_writelane_b32 v3, s13, 1                                 // 000000001A24: D28A0003 0001020D
	v_writelane_b32 v3, s12, 2                                 // 000000001A2C: D28A0003 0001040C
	s_mov_b64 s[10:11], s[8:9]                                 // 000000001A34: BE8A0108
	v_writelane_b32 v3, s10, 3                                 // 000000001A38: D28A0003 0001060A
	v_writelane_b32 v3, s11, 4                                 // 000000001A40: D28A0003 0001080B
	v_writelane_b32 v3, s6, 5                                  // 000000001A48: D28A0003 00010A06
	v_writelane_b32 v3, s7, 6                                  // 000000001A50: D28A0003 00010C07
	v_writelane_b32 v3, s4, 7                                  // 000000001A58: D28A0003 00010E04
	v_writelane_b32 v3, s5, 8                                  // 000000001A60: D28A0003 00011005
	s_or_saveexec_b64 s[34:35], -1                             // 000000001A68: BEA221C1
	buffer_store_dword v3, off, s[0:3], s33 offset:44          // 000000001A6C: E070002C 21000300
	s_mov_b64 exec, s[34:35]                                   // 000000001A74: BEFE0122
	buffer_store_dword v2, off, s[0:3], s33 offset:40          // 000000001A78: E0700028 21000200
	buffer_store_dword v1, off, s[0:3], s33 offset:36          // 000000001A80: E0700024 21000100
	buffer_store_dword v0, off, s[0:3], s33 offset:32          // 000000001A88: E0700020 21000000
	s_load_dwordx2 s[16:17], s[6:7], 0x0                       // 000000001A90: C0060403 00000000
	s_load_dword s9, s[6:7], 0x8                               // 000000001A98: C0020243 00000008
	s_load_dword s8, s[6:7], 0xc                               // 000000001AA0: C0020203 0000000C
	s_waitcnt lgkmcnt(0)                                       // 000000001AA8: BF8CC07F
	s_mov_b32 s15, s17                                         // 000000001AAC: BE8F0011
	v_mov_b32_e32 v3, s15                                      // 000000001AB0: 7E06020F
	buffer_store_dword v3, off, s[0:3], s33 offset:4           // 000000001AB4: E0700004 21000300
	s_mov_b32 s15, s16                                         // 000000001ABC: BE8F0010
	v_mov_b32_e32 v3, s15                                      // 000000001AC0: 7E06020F
	buffer_store_dword v3, off, s[0:3], s33                    // 000000001AC4: E0700000 21000300
	v_mov_b32_e32 v3, s9                                       // 000000001ACC: 7E060209
	buffer_store_dword v3, off, s[0:3], s33 offset:8           // 000000001AD0: E0700008 21000300
	v_mov_b32_e32 v3, s8                                       // 000000001AD8: 7E060208
	buffer_store_dword v3, off, s[0:3], s33 offset:12          // 000000001ADC: E070000C 21000300
	buffer_load_dword v3, off, s[0:3], s33 offset:8            // 000000001AE4: E0500008 21000300
	s_waitcnt vmcnt(0)                                         // 000000001AEC: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:28          // 000000001AF0: E070001C 21000300
	buffer_load_dword v3, off, s[0:3], s33 offset:12           // 000000001AF8: E050000C 21000300
	s_waitcnt vmcnt(0)                                         // 000000001B00: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:24          // 000000001B04: E0700018 21000300
	s_mov_b64 s[16:17], 16                                     // 000000001B0C: BE900190
	s_mov_b32 s8, s6                                           // 000000001B10: BE880006
	s_mov_b32 s6, s7                                           // 000000001B14: BE860007
	s_mov_b32 s9, s16                                          // 000000001B18: BE890010
	s_mov_b32 s7, s17                                          // 000000001B1C: BE870011
	s_add_u32 s8, s8, s9                                       // 000000001B20: 80080908
	s_addc_u32 s6, s6, s7                                      // 000000001B24: 82060706
	s_mov_b32 s9, s6                                           // 000000001B28: BE890006
	s_getpc_b64 s[6:7]                                         // 000000001B2C: BE861C00
	s_add_u32 s6, s6, __printf_alloc@gotpcrel32@lo+4           // 000000001B30: 8006FF06 000014E8
	s_addc_u32 s7, s7, __printf_alloc@gotpcrel32@hi+12         // 000000001B38: 8207FF07 00000000
	s_load_dwordx2 s[16:17], s[6:7], 0x0                       // 000000001B40: C0060403 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 000000001B48: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000001B4C: BE940100
	s_mov_b32 s6, 20                                           // 000000001B50: BE860094
	v_lshlrev_b32_e64 v2, s6, v2                               // 000000001B54: D1120002 00020406
	s_mov_b32 s6, 10                                           // 000000001B5C: BE86008A
	v_lshlrev_b32_e64 v1, s6, v1                               // 000000001B60: D1120001 00020206
	v_or3_b32 v31, v0, v1, v2                                  // 000000001B68: D202001F 040A0300
	v_mov_b32_e32 v0, 16                                       // 000000001B70: 7E000290
	s_mov_b64 s[0:1], s[20:21]                                 // 000000001B74: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000001B78: BE820116
	s_waitcnt lgkmcnt(0)                                       // 000000001B7C: BF8CC07F
	s_swappc_b64 s[30:31], s[16:17]                            // 000000001B80: BE9E1E10
	v_mov_b32_e32 v2, v1                                       // 000000001B84: 7E040301
	v_mov_b32_e32 v1, v2                                       // 000000001B88: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:16          // 000000001B8C: E0700010 21000000
	s_waitcnt vmcnt(0)                                         // 000000001B94: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:20          // 000000001B98: E0700014 21000100
	s_or_saveexec_b64 s[34:35], -1                             // 000000001BA0: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000001BA4: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001BAC: BEFE0122
	buffer_load_dword v1, off, s[0:3], s33 offset:16           // 000000001BB0: E0500010 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:20           // 000000001BB8: E0500014 21000200
	s_mov_b64 s[4:5], 0                                        // 000000001BC0: BE840180
	s_waitcnt vmcnt(0)                                         // 000000001BC4: BF8C0F70
	v_cmp_ne_u64_e64 s[6:7], v[1:2], s[4:5]                    // 000000001BC8: D0ED0006 00000901
	s_mov_b64 s[4:5], exec                                     // 000000001BD0: BE84017E
	v_writelane_b32 v0, s4, 9                                  // 000000001BD4: D28A0000 00011204
	v_writelane_b32 v0, s5, 10                                 // 000000001BDC: D28A0000 00011405
	s_or_saveexec_b64 s[34:35], -1                             // 000000001BE4: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:44          // 000000001BE8: E070002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001BF0: BEFE0122
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 000000001BF4: 86840604
	s_mov_b64 exec, s[4:5]                                     // 000000001BF8: BEFE0104
	s_cbranch_execz .LBB_text_254                              // 000000001BFC: BF880015
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000001C00: E0500010 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:20           // 000000001C08: E0500014 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:24           // 000000001C10: E0500018 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:28           // 000000001C18: E050001C 21000300
	v_mov_b32_e32 v4, 2                                        // 000000001C20: 7E080282
	s_waitcnt vmcnt(2)                                         // 000000001C24: BF8C0F72
	global_store_dword v[0:1], v4, off                         // 000000001C28: DC708000 007F0400
	s_waitcnt vmcnt(1)                                         // 000000001C30: BF8C0F71
	global_store_dword v[0:1], v3, off offset:4                // 000000001C34: DC708004 007F0300
	global_store_dword v[0:1], v2, off offset:8                // 000000001C3C: DC708008 007F0200
	v_mov_b32_e32 v2, 0x6968                                   // 000000001C44: 7E0402FF 00006968
	global_store_dword v[0:1], v2, off offset:12               // 000000001C4C: DC70800C 007F0200
.LBB_text_254:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001C54: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000001C58: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001C60: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001C64: BF8C0F70
	v_readlane_b32 s4, v0, 9                                   // 000000001C68: D2890004 00011300
	v_readlane_b32 s5, v0, 10                                  // 000000001C70: D2890005 00011500
	s_or_b64 exec, exec, s[4:5]                                // 000000001C78: 87FE047E
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 000000001C7C: E0500008 21000100
	s_mov_b32 s4, 3                                            // 000000001C84: BE840083
	s_waitcnt vmcnt(0)                                         // 000000001C88: BF8C0F70
	v_cmp_gt_i32_e64 s[6:7], v1, s4                            // 000000001C8C: D0C40006 00000901
	s_mov_b64 s[4:5], exec                                     // 000000001C94: BE84017E
	v_writelane_b32 v0, s4, 11                                 // 000000001C98: D28A0000 00011604
	v_writelane_b32 v0, s5, 12                                 // 000000001CA0: D28A0000 00011805
	s_or_saveexec_b64 s[34:35], -1                             // 000000001CA8: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:44          // 000000001CAC: E070002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001CB4: BEFE0122
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 000000001CB8: 86840604
	s_mov_b64 exec, s[4:5]                                     // 000000001CBC: BEFE0104
	s_cbranch_execz .LBB_text_448                              // 000000001CC0: BF880061
	s_or_saveexec_b64 s[34:35], -1                             // 000000001CC4: BEA221C1
	buffer_load_dword v3, off, s[0:3], s33 offset:44           // 000000001CC8: E050002C 21000300
	s_mov_b64 exec, s[34:35]                                   // 000000001CD0: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001CD4: BF8C0F70
	v_readlane_b32 s14, v3, 0                                  // 000000001CD8: D289000E 00010103
	v_readlane_b32 s13, v3, 1                                  // 000000001CE0: D289000D 00010303
	v_readlane_b32 s12, v3, 2                                  // 000000001CE8: D289000C 00010503
	v_readlane_b32 s10, v3, 3                                  // 000000001CF0: D289000A 00010703
	v_readlane_b32 s11, v3, 4                                  // 000000001CF8: D289000B 00010903
	v_readlane_b32 s4, v3, 7                                   // 000000001D00: D2890004 00010F03
	v_readlane_b32 s5, v3, 8                                   // 000000001D08: D2890005 00011103
	v_readlane_b32 s6, v3, 5                                   // 000000001D10: D2890006 00010B03
	v_readlane_b32 s7, v3, 6                                   // 000000001D18: D2890007 00010D03
	buffer_load_dword v0, off, s[0:3], s33 offset:32           // 000000001D20: E0500020 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:36           // 000000001D28: E0500024 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:40           // 000000001D30: E0500028 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:8            // 000000001D38: E0500008 21000300
	s_mov_b32 s8, 0x3b9aca07                                   // 000000001D40: BE8800FF 3B9ACA07
	s_waitcnt vmcnt(0)                                         // 000000001D48: BF8C0F70
	v_mad_i64_i32 v[6:7], s[8:9], v3, s8, 0                    // 000000001D4C: D1E90806 02001103
	v_mov_b32_e32 v3, v6                                       // 000000001D54: 7E060306
	s_mov_b32 s8, 0                                            // 000000001D58: BE880080
	v_mov_b32_e32 v5, 0                                        // 000000001D5C: 7E0A0280
	v_mov_b32_e32 v4, v5                                       // 000000001D60: 7E080305
	v_mov_b32_e32 v5, v4                                       // 000000001D64: 7E0A0304
	v_mov_b32_e32 v6, v7                                       // 000000001D68: 7E0C0307
	v_mov_b32_e32 v8, s8                                       // 000000001D6C: 7E100208
	v_mov_b32_e32 v7, v8                                       // 000000001D70: 7E0E0308
	s_mov_b32 s8, 32                                           // 000000001D74: BE8800A0
	v_lshlrev_b64 v[6:7], s8, v[6:7]                           // 000000001D78: D28F0006 00020C08
	v_mov_b32_e32 v8, v7                                       // 000000001D80: 7E100307
	v_or_b32_e64 v5, v5, v8                                    // 000000001D84: D1140005 00021105
	v_mov_b32_e32 v4, v6                                       // 000000001D8C: 7E080306
	v_or_b32_e64 v3, v3, v4                                    // 000000001D90: D1140003 00020903
	v_mov_b32_e32 v4, v5                                       // 000000001D98: 7E080305
	buffer_store_dword v3, off, s[0:3], s33 offset:56          // 000000001D9C: E0700038 21000300
	s_waitcnt vmcnt(0)                                         // 000000001DA4: BF8C0F70
	buffer_store_dword v4, off, s[0:3], s33 offset:60          // 000000001DA8: E070003C 21000400
	s_mov_b64 s[16:17], 16                                     // 000000001DB0: BE900190
	s_mov_b32 s8, s6                                           // 000000001DB4: BE880006
	s_mov_b32 s6, s7                                           // 000000001DB8: BE860007
	s_mov_b32 s9, s16                                          // 000000001DBC: BE890010
	s_mov_b32 s7, s17                                          // 000000001DC0: BE870011
	s_add_u32 s8, s8, s9                                       // 000000001DC4: 80080908
	s_addc_u32 s6, s6, s7                                      // 000000001DC8: 82060706
	s_mov_b32 s9, s6                                           // 000000001DCC: BE890006
	s_getpc_b64 s[6:7]                                         // 000000001DD0: BE861C00
	s_add_u32 s6, s6, __printf_alloc@gotpcrel32@lo+4           // 000000001DD4: 8006FF06 00001244
	s_addc_u32 s7, s7, __printf_alloc@gotpcrel32@hi+12         // 000000001DDC: 8207FF07 00000000
	s_load_dwordx2 s[16:17], s[6:7], 0x0                       // 000000001DE4: C0060403 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 000000001DEC: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000001DF0: BE940100
	s_mov_b32 s6, 20                                           // 000000001DF4: BE860094
	v_lshlrev_b32_e64 v2, s6, v2                               // 000000001DF8: D1120002 00020406
	s_mov_b32 s6, 10                                           // 000000001E00: BE86008A
	v_lshlrev_b32_e64 v1, s6, v1                               // 000000001E04: D1120001 00020206
	v_or3_b32 v31, v0, v1, v2                                  // 000000001E0C: D202001F 040A0300
	v_mov_b32_e32 v0, 12                                       // 000000001E14: 7E00028C
	s_mov_b64 s[0:1], s[20:21]                                 // 000000001E18: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000001E1C: BE820116
	s_waitcnt lgkmcnt(0)                                       // 000000001E20: BF8CC07F
	s_swappc_b64 s[30:31], s[16:17]                            // 000000001E24: BE9E1E10
	v_mov_b32_e32 v2, v1                                       // 000000001E28: 7E040301
	v_mov_b32_e32 v1, v2                                       // 000000001E2C: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:48          // 000000001E30: E0700030 21000000
	s_waitcnt vmcnt(0)                                         // 000000001E38: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:52          // 000000001E3C: E0700034 21000100
	s_branch .LBB_text_474                                     // 000000001E44: BF82000B
.LBB_text_448:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001E48: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000001E4C: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001E54: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001E58: BF8C0F70
	v_readlane_b32 s4, v0, 11                                  // 000000001E5C: D2890004 00011700
	v_readlane_b32 s5, v0, 12                                  // 000000001E64: D2890005 00011900
	s_or_b64 exec, exec, s[4:5]                                // 000000001E6C: 87FE047E
	s_branch .LBB_text_53c                                     // 000000001E70: BF820032
.LBB_text_474:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001E74: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000001E78: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001E80: BEFE0122
	buffer_load_dword v1, off, s[0:3], s33 offset:48           // 000000001E84: E0500030 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:52           // 000000001E8C: E0500034 21000200
	s_mov_b64 s[4:5], 0                                        // 000000001E94: BE840180
	s_waitcnt vmcnt(0)                                         // 000000001E98: BF8C0F70
	v_cmp_ne_u64_e64 s[6:7], v[1:2], s[4:5]                    // 000000001E9C: D0ED0006 00000901
	s_mov_b64 s[4:5], exec                                     // 000000001EA4: BE84017E
	v_writelane_b32 v0, s4, 13                                 // 000000001EA8: D28A0000 00011A04
	v_writelane_b32 v0, s5, 14                                 // 000000001EB0: D28A0000 00011C05
	s_or_saveexec_b64 s[34:35], -1                             // 000000001EB8: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:44          // 000000001EBC: E070002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001EC4: BEFE0122
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 000000001EC8: 86840604
	s_mov_b64 exec, s[4:5]                                     // 000000001ECC: BEFE0104
	s_cbranch_execz .LBB_text_510                              // 000000001ED0: BF88000F
	buffer_load_dword v0, off, s[0:3], s33 offset:48           // 000000001ED4: E0500030 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:52           // 000000001EDC: E0500034 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:56           // 000000001EE4: E0500038 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:60           // 000000001EEC: E050003C 21000300
	v_mov_b32_e32 v4, 1                                        // 000000001EF4: 7E080281
	s_waitcnt vmcnt(2)                                         // 000000001EF8: BF8C0F72
	global_store_dword v[0:1], v4, off                         // 000000001EFC: DC708000 007F0400
	s_waitcnt vmcnt(1)                                         // 000000001F04: BF8C0F71
	global_store_dwordx2 v[0:1], v[2:3], off offset:4          // 000000001F08: DC748004 007F0200
.LBB_text_510:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001F10: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000001F14: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001F1C: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000001F20: BF8C0F70
	v_readlane_b32 s4, v0, 13                                  // 000000001F24: D2890004 00011B00
	v_readlane_b32 s5, v0, 14                                  // 000000001F2C: D2890005 00011D00
	s_or_b64 exec, exec, s[4:5]                                // 000000001F34: 87FE047E
	s_branch .LBB_text_448                                     // 000000001F38: BF82FFC3
.LBB_text_53c:
	s_or_saveexec_b64 s[34:35], -1                             // 000000001F3C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000001F40: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000001F48: BEFE0122
	buffer_load_dword v3, off, s[0:3], s33 offset:8            // 000000001F4C: E0500008 21000300
	buffer_load_dword v1, off, s[0:3], s33                     // 000000001F54: E0500000 21000100
	buffer_load_dword v4, off, s[0:3], s33 offset:4            // 000000001F5C: E0500004 21000400
	s_waitcnt vmcnt(0)                                         // 000000001F64: BF8C0F70
	v_mov_b32_e32 v2, v4                                       // 000000001F68: 7E040304
	global_store_dword v[1:2], v3, off                         // 000000001F6C: DC708000 007F0301
	s_endpgm                                                   // 000000001F74: BF810000
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
      - .offset: 8
        .size: 4
        .type_name: int
        .value_kind: by_value
      - .offset: 12
        .size: 4
        .type_name: float
        .value_kind: by_value
      - .offset: 16
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 20
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 24
        .size: 4
        .value_kind: hidden_block_count_z
      - .offset: 28
        .size: 2
        .value_kind: hidden_group_size_x
      - .offset: 30
        .size: 2
        .value_kind: hidden_group_size_y
      - .offset: 32
        .size: 2
        .value_kind: hidden_group_size_z
      - .offset: 34
        .size: 2
        .value_kind: hidden_remainder_x
      - .offset: 36
        .size: 2
        .value_kind: hidden_remainder_y
      - .offset: 38
        .size: 2
        .value_kind: hidden_remainder_z
      - .offset: 56
        .size: 8
        .value_kind: hidden_global_offset_x
      - .offset: 64
        .size: 8
        .value_kind: hidden_global_offset_y
      - .offset: 72
        .size: 8
        .value_kind: hidden_global_offset_z
      - .offset: 80
        .size: 2
        .value_kind: hidden_grid_dims
      - .offset: 88
        .size: 8
        .value_kind: hidden_printf_buffer
      - .offset: 96
        .size: 8
        .value_kind: hidden_hostcall_buffer
      - .offset: 104
        .size: 8
        .value_kind: hidden_multigrid_sync_arg
      - .offset: 112
        .size: 8
        .value_kind: hidden_heap_v1
      - .offset: 120
        .size: 8
        .value_kind: hidden_default_queue
      - .offset: 128
        .size: 8
        .value_kind: hidden_completion_action
      - .offset: 216
        .size: 8
        .value_kind: hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: pr
    .private_segment_fixed_size: 80
    .sgpr_count: 42
    .sgpr_spill_count: 15
    .symbol: pr.kd
    .uses_dynamic_stack: true
    .vgpr_count: 32
    .vgpr_spill_count: 15
    .wavefront_size: 64
amdhsa.printf:
  - 1:1:8:big %ld\n
  - 2:3:4:4:4:x=%d f=%f %s\n
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
