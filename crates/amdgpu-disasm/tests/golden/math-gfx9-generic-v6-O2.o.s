	.amdgcn_target "amdgcn-amd-amdhsa--gfx9-generic"
	.amdhsa_code_object_version 6
	.globl	fm
	.protected	fm
	.type	fm,@function
	.size	fm, 1720
	.globl	fm.kd
	.protected	fm.kd
	.type	fm.kd,@object
	.size	fm.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
fm:
	s_load_dwordx8 s[8:15], s[4:5], 0x0                        // 000000000000: C00E0202 00000000
	v_lshlrev_b32_e32 v7, 2, v0                                // 000000000008: 240E0082
	s_load_dword s18, s[4:5], 0x28                             // 00000000000C: C0020482 00000028
	s_mov_b64 s[0:1], 0                                        // 000000000014: BE800180
	s_waitcnt lgkmcnt(0)                                       // 000000000018: BF8CC07F
	global_load_dword v1, v7, s[8:9]                           // 00000000001C: DC508000 01080007
	s_cmp_lt_i32 s18, 2                                        // 000000000024: BF048212
	s_cbranch_scc1 .LBB_text_54                                // 000000000028: BF85000A
	s_cmp_gt_i32 s18, 2                                        // 00000000002C: BF028212
	s_cbranch_scc0 .LBB_text_60                                // 000000000030: BF84000B
	s_cmp_eq_u32 s18, 3                                        // 000000000034: BF068312
	s_cbranch_scc0 .LBB_text_6c                                // 000000000038: BF84000C
	s_waitcnt vmcnt(0)                                         // 00000000003C: BF8C0F70
	v_cvt_i32_f32_e32 v2, v1                                   // 000000000040: 7E041101
	s_mov_b64 s[6:7], 0                                        // 000000000044: BE860180
	v_ashrrev_i32_e32 v2, 3, v2                                // 000000000048: 22040483
	v_cvt_f32_i32_e32 v5, v2                                   // 00000000004C: 7E0A0B02
	s_branch .LBB_text_70                                      // 000000000050: BF820007
.LBB_text_54:
	s_mov_b64 s[16:17], -1                                     // 000000000054: BE9001C1
	s_mov_b64 s[6:7], 0                                        // 000000000058: BE860180
	s_branch .LBB_text_a0                                      // 00000000005C: BF820010
.LBB_text_60:
	s_mov_b64 s[2:3], -1                                       // 000000000060: BE8201C1
	s_mov_b64 s[6:7], 0                                        // 000000000064: BE860180
	s_branch .LBB_text_74                                      // 000000000068: BF820002
.LBB_text_6c:
	s_mov_b64 s[6:7], -1                                       // 00000000006C: BE8601C1
.LBB_text_70:
	s_mov_b64 s[2:3], 0                                        // 000000000070: BE820180
.LBB_text_74:
	s_and_b64 vcc, exec, s[2:3]                                // 000000000074: 86EA027E
	s_cbranch_vccz .LBB_text_9c                                // 000000000078: BF860008
	s_waitcnt vmcnt(0)                                         // 00000000007C: BF8C0F70
	v_rcp_f32_e32 v2, v1                                       // 000000000080: 7E044501
	v_xor_b32_e32 v3, 0x80000000, v1                           // 000000000084: 2A0602FF 80000000
	s_brev_b32 s2, -2                                          // 00000000008C: BE8208C2
	v_bfi_b32 v3, s2, 2.0, v3                                  // 000000000090: D1CA0003 040DE802
	v_mul_f32_e32 v5, v2, v3                                   // 000000000098: 0A0A0702
.LBB_text_9c:
	s_mov_b64 s[16:17], 0                                      // 00000000009C: BE900180
.LBB_text_a0:
	s_load_dwordx2 s[2:3], s[4:5], 0x20                        // 0000000000A0: C0060082 00000020
	v_mov_b32_e32 v2, s9                                       // 0000000000A8: 7E040209
	s_and_b64 vcc, exec, s[16:17]                              // 0000000000AC: 86EA107E
	s_cbranch_vccz .LBB_text_120                               // 0000000000B0: BF86001B
	s_cmp_gt_i32 s18, 0                                        // 0000000000B4: BF028012
	s_cbranch_scc0 .LBB_text_104                               // 0000000000B8: BF840012
	s_mov_b32 s0, 0x800000                                     // 0000000000BC: BE8000FF 00800000
	s_waitcnt vmcnt(0)                                         // 0000000000C4: BF8C0F70
	v_cmp_gt_f32_e32 vcc, s0, v1                               // 0000000000C8: 7C880200
	v_cndmask_b32_e64 v3, 0, 1, vcc                            // 0000000000CC: D1000003 01A90280
	v_lshlrev_b32_e32 v3, 5, v3                                // 0000000000D4: 24060685
	v_ldexp_f32 v3, v1, v3                                     // 0000000000D8: D2880003 00020701
	v_sqrt_f32_e32 v3, v3                                      // 0000000000E0: 7E064F03
	v_cndmask_b32_e64 v4, 0, -16, vcc                          // 0000000000E4: D1000004 01A9A080
	s_mov_b64 s[0:1], 0                                        // 0000000000EC: BE800180
	v_ldexp_f32 v3, v3, v4                                     // 0000000000F0: D2880003 00020903
	v_add_f32_e64 v5, v3, |v1|                                 // 0000000000F8: D1010205 00020303
	s_branch .LBB_text_108                                     // 000000000100: BF820001
.LBB_text_104:
	s_mov_b64 s[0:1], -1                                       // 000000000104: BE8001C1
.LBB_text_108:
	s_andn2_b64 vcc, exec, s[0:1]                              // 000000000108: 89EA007E
	s_mov_b64 s[0:1], 0                                        // 00000000010C: BE800180
	s_cbranch_vccnz .LBB_text_120                              // 000000000110: BF870003
	s_cmp_lg_u32 s18, 0                                        // 000000000114: BF078012
	s_mov_b64 s[0:1], -1                                       // 000000000118: BE8001C1
	s_cselect_b64 s[6:7], -1, 0                                // 00000000011C: 858680C1
.LBB_text_120:
	v_add_co_u32_e32 v3, vcc, s8, v7                           // 000000000120: 32060E08
	v_addc_co_u32_e32 v4, vcc, 0, v2, vcc                      // 000000000124: 38080480
	s_and_b64 vcc, exec, s[6:7]                                // 000000000128: 86EA067E
	s_cbranch_vccz .LBB_text_14c                               // 00000000012C: BF860007
	s_waitcnt vmcnt(0)                                         // 000000000130: BF8C0F70
	v_mul_f32_e32 v2, 0x3e800000, v1                           // 000000000134: 0A0402FF 3E800000
	v_cmp_gt_f32_e32 vcc, 0, v1                                // 00000000013C: 7C880280
	v_cndmask_b32_e64 v5, v2, -v1, vcc                         // 000000000140: D1000005 41AA0302
	s_mov_b64 s[0:1], 0                                        // 000000000148: BE800180
.LBB_text_14c:
	s_andn2_b64 vcc, exec, s[0:1]                              // 00000000014C: 89EA007E
	s_cbranch_vccnz .LBB_text_18c                              // 000000000150: BF87000E
	s_waitcnt vmcnt(0)                                         // 000000000154: BF8C0F70
	v_fma_f32 v2, v1, v1, 1.0                                  // 000000000158: D1CB0002 03CA0301
	v_add_f32_e32 v1, 0x40400000, v1                           // 000000000160: 020202FF 40400000
	v_frexp_mant_f32_e32 v5, v1                                // 000000000168: 7E0A6901
	v_rcp_f32_e32 v5, v5                                       // 00000000016C: 7E0A4505
	v_frexp_exp_i32_f32_e32 v1, v1                             // 000000000170: 7E026701
	v_frexp_exp_i32_f32_e32 v6, v2                             // 000000000174: 7E0C6702
	v_frexp_mant_f32_e32 v2, v2                                // 000000000178: 7E046902
	v_mul_f32_e32 v2, v2, v5                                   // 00000000017C: 0A040B02
	v_sub_u32_e32 v1, v6, v1                                   // 000000000180: 6A020306
	v_ldexp_f32 v5, v2, v1                                     // 000000000184: D2880005 00020302
.LBB_text_18c:
	v_lshlrev_b32_e32 v20, 3, v0                               // 00000000018C: 24280083
	global_load_dwordx2 v[8:9], v20, s[10:11]                  // 000000000190: DC548000 080A0014
	s_waitcnt vmcnt(1)                                         // 000000000198: BF8C0F71
	v_add_u32_e32 v1, 1, v0                                    // 00000000019C: 68020081
	v_cvt_f64_u32_e32 v[10:11], v1                             // 0000000001A0: 7E142D01
	global_load_dwordx2 v[1:2], v20, s[14:15]                  // 0000000001A4: DC548000 010E0014
	v_lshlrev_b32_e32 v21, 1, v0                               // 0000000001AC: 242A0081
	global_store_dword v[3:4], v5, off                         // 0000000001B0: DC708000 007F0503
	v_mov_b32_e32 v4, s15                                      // 0000000001B8: 7E08020F
	v_mov_b32_e32 v5, 0                                        // 0000000001BC: 7E0A0280
	s_waitcnt vmcnt(2)                                         // 0000000001C0: BF8C0F72
	v_div_scale_f64 v[12:13], s[0:1], v[10:11], v[10:11], v[8:9] // 0000000001C4: D1E1000C 0422150A
	s_waitcnt vmcnt(1)                                         // 0000000001CC: BF8C0F71
	v_mov_b32_e32 v6, v2                                       // 0000000001D0: 7E0C0302
	v_rcp_f64_e32 v[14:15], v[12:13]                           // 0000000001D4: 7E1C4B0C
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0               // 0000000001D8: D1CC0010 23CA1D0C
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]           // 0000000001E0: D1CC000E 043A210E
	v_div_scale_f64 v[16:17], vcc, v[8:9], v[10:11], v[8:9]    // 0000000001E8: D1E16A10 04221508
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0               // 0000000001F0: D1CC0012 23CA1D0C
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]           // 0000000001F8: D1CC000E 043A250E
	v_mul_f64 v[18:19], v[16:17], v[14:15]                     // 000000000200: D2810012 00021D10
	v_fma_f64 v[12:13], -v[12:13], v[18:19], v[16:17]          // 000000000208: D1CC000C 2442250C
	global_load_dword v16, v21, s[12:13]                       // 000000000210: DC508000 100C0015
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[18:19]      // 000000000218: D1E3000C 044A1D0C
	v_mov_b32_e32 v14, 0                                       // 000000000220: 7E1C0280
	v_mov_b32_e32 v15, 0x3fc00000                              // 000000000224: 7E1E02FF 3FC00000
	v_fma_f64 v[14:15], v[8:9], 2.0, v[14:15]                  // 00000000022C: D1CC000E 0439E908
	v_add_co_u32_e32 v3, vcc, s14, v20                         // 000000000234: 3206280E
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc                      // 000000000238: 38080880
	v_cmp_ne_u64_e32 vcc, 0, v[5:6]                            // 00000000023C: 7DDA0A80
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]       // 000000000240: D1DF000A 0422150C
	v_add_u32_e32 v9, 3, v0                                    // 000000000248: 68120083
	v_add_f64 v[10:11], v[10:11], v[14:15]                     // 00000000024C: D280000A 00021D0A
	s_waitcnt vmcnt(0)                                         // 000000000254: BF8C0F70
	v_lshrrev_b32_e32 v8, 16, v16                              // 000000000258: 20102090
	v_fma_f16 v8, v16, 2.0, v8                                 // 00000000025C: D2060008 0421E910
	global_store_short v21, v8, s[12:13]                       // 000000000264: DC688000 000C0815
	global_store_dwordx2 v20, v[10:11], s[10:11]               // 00000000026C: DC748000 000A0A14
	v_ashrrev_i32_e32 v8, 31, v2                               // 000000000274: 2210049F
	s_and_saveexec_b64 s[0:1], vcc                             // 000000000278: BE80206A
	s_xor_b64 s[4:5], exec, s[0:1]                             // 00000000027C: 8884007E
	s_cbranch_execz .LBB_text_474                              // 000000000280: BF88007C
	v_cvt_f32_u32_e32 v5, v9                                   // 000000000284: 7E0A0D09
	v_cvt_f32_ubyte0_e32 v6, 0                                 // 000000000288: 7E0C2280
	v_sub_co_u32_e32 v14, vcc, 0, v9                           // 00000000028C: 341C1280
	v_madmk_f32 v5, v6, 0x4f800000, v5                         // 000000000290: 2E0A0B06 4F800000
	v_rcp_f32_e32 v5, v5                                       // 000000000298: 7E0A4505
	v_subb_co_u32_e64 v15, s[0:1], 0, 0, vcc                   // 00000000029C: D11D000F 01A90080
	v_mul_f32_e32 v5, 0x5f7ffffc, v5                           // 0000000002A4: 0A0A0AFF 5F7FFFFC
	v_mul_f32_e32 v6, 0x2f800000, v5                           // 0000000002AC: 0A0C0AFF 2F800000
	v_trunc_f32_e32 v6, v6                                     // 0000000002B4: 7E0C3906
	v_madmk_f32 v5, v6, 0xcf800000, v5                         // 0000000002B8: 2E0A0B06 CF800000
	v_cvt_u32_f32_e32 v12, v6                                  // 0000000002C0: 7E180F06
	v_cvt_u32_f32_e32 v13, v5                                  // 0000000002C4: 7E1A0F05
	v_mul_lo_u32 v10, v14, v12                                 // 0000000002C8: D285000A 0002190E
	v_mul_lo_u32 v11, v15, v13                                 // 0000000002D0: D285000B 00021B0F
	v_mad_u64_u32 v[5:6], s[0:1], v14, v13, 0                  // 0000000002D8: D1E80005 02021B0E
	v_add3_u32 v16, v6, v10, v11                               // 0000000002E0: D1FF0010 042E1506
	v_mul_hi_u32 v6, v13, v5                                   // 0000000002E8: D2860006 00020B0D
	v_mad_u64_u32 v[10:11], s[0:1], v13, v16, 0                // 0000000002F0: D1E8000A 0202210D
	v_add_co_u32_e32 v17, vcc, v6, v10                         // 0000000002F8: 32221506
	v_mad_u64_u32 v[5:6], s[0:1], v12, v5, 0                   // 0000000002FC: D1E80005 02020B0C
	v_addc_co_u32_e32 v18, vcc, 0, v11, vcc                    // 000000000304: 38241680
	v_mad_u64_u32 v[10:11], s[0:1], v12, v16, 0                // 000000000308: D1E8000A 0202210C
	v_add_co_u32_e32 v5, vcc, v17, v5                          // 000000000310: 320A0B11
	v_addc_co_u32_e32 v5, vcc, v18, v6, vcc                    // 000000000314: 380A0D12
	v_addc_co_u32_e32 v6, vcc, 0, v11, vcc                     // 000000000318: 380C1680
	v_add_co_u32_e32 v5, vcc, v5, v10                          // 00000000031C: 320A1505
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc                      // 000000000320: 380C0C80
	v_add_co_u32_e32 v16, vcc, v13, v5                         // 000000000324: 32200B0D
	v_addc_co_u32_e32 v17, vcc, v12, v6, vcc                   // 000000000328: 38220D0C
	v_mul_lo_u32 v10, v14, v17                                 // 00000000032C: D285000A 0002230E
	v_mul_lo_u32 v11, v15, v16                                 // 000000000334: D285000B 0002210F
	v_mad_u64_u32 v[5:6], s[0:1], v14, v16, 0                  // 00000000033C: D1E80005 0202210E
	v_add3_u32 v6, v6, v10, v11                                // 000000000344: D1FF0006 042E1506
	v_mad_u64_u32 v[12:13], s[0:1], v16, v6, 0                 // 00000000034C: D1E8000C 02020D10
	v_mul_hi_u32 v14, v16, v5                                  // 000000000354: D286000E 00020B10
	v_mad_u64_u32 v[10:11], s[0:1], v17, v6, 0                 // 00000000035C: D1E8000A 02020D11
	v_mad_u64_u32 v[5:6], s[0:1], v17, v5, 0                   // 000000000364: D1E80005 02020B11
	v_add_co_u32_e32 v12, vcc, v14, v12                        // 00000000036C: 3218190E
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc                    // 000000000370: 381A1A80
	v_add_co_u32_e32 v5, vcc, v12, v5                          // 000000000374: 320A0B0C
	v_addc_co_u32_e32 v5, vcc, v13, v6, vcc                    // 000000000378: 380A0D0D
	v_addc_co_u32_e32 v6, vcc, 0, v11, vcc                     // 00000000037C: 380C1680
	v_add_co_u32_e32 v5, vcc, v5, v10                          // 000000000380: 320A1505
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc                      // 000000000384: 380C0C80
	v_add_co_u32_e32 v10, vcc, v16, v5                         // 000000000388: 32140B10
	v_addc_co_u32_e32 v11, vcc, v17, v6, vcc                   // 00000000038C: 38160D11
	v_add_co_u32_e32 v5, vcc, v1, v8                           // 000000000390: 320A1101
	v_xor_b32_e32 v13, v5, v8                                  // 000000000394: 2A1A1105
	v_mad_u64_u32 v[5:6], s[0:1], v13, v11, 0                  // 000000000398: D1E80005 0202170D
	v_mul_hi_u32 v14, v13, v10                                 // 0000000003A0: D286000E 0002150D
	v_addc_co_u32_e32 v12, vcc, v2, v8, vcc                    // 0000000003A8: 38181102
	v_xor_b32_e32 v12, v12, v8                                 // 0000000003AC: 2A18110C
	v_add_co_u32_e32 v14, vcc, v14, v5                         // 0000000003B0: 321C0B0E
	v_addc_co_u32_e32 v15, vcc, 0, v6, vcc                     // 0000000003B4: 381E0C80
	v_mad_u64_u32 v[5:6], s[0:1], v12, v10, 0                  // 0000000003B8: D1E80005 0202150C
	v_mad_u64_u32 v[10:11], s[0:1], v12, v11, 0                // 0000000003C0: D1E8000A 0202170C
	v_add_co_u32_e32 v5, vcc, v14, v5                          // 0000000003C8: 320A0B0E
	v_addc_co_u32_e32 v5, vcc, v15, v6, vcc                    // 0000000003CC: 380A0D0F
	v_addc_co_u32_e32 v6, vcc, 0, v11, vcc                     // 0000000003D0: 380C1680
	v_add_co_u32_e32 v14, vcc, v5, v10                         // 0000000003D4: 321C1505
	v_addc_co_u32_e32 v15, vcc, 0, v6, vcc                     // 0000000003D8: 381E0C80
	v_mad_u64_u32 v[5:6], s[0:1], v9, v14, 0                   // 0000000003DC: D1E80005 02021D09
	v_mad_u64_u32 v[10:11], s[0:1], v9, v15, v[6:7]            // 0000000003E4: D1E8000A 041A1F09
	v_sub_co_u32_e32 v5, vcc, v13, v5                          // 0000000003EC: 340A0B0D
	v_subb_co_u32_e32 v6, vcc, v12, v10, vcc                   // 0000000003F0: 3A0C150C
	v_sub_co_u32_e32 v10, vcc, v5, v9                          // 0000000003F4: 34141305
	v_subbrev_co_u32_e32 v11, vcc, 0, v6, vcc                  // 0000000003F8: 3C160C80
	v_cmp_ge_u32_e32 vcc, v10, v9                              // 0000000003FC: 7D9C130A
	v_cndmask_b32_e64 v10, 0, -1, vcc                          // 000000000400: D100000A 01A98280
	v_cmp_eq_u32_e32 vcc, 0, v11                               // 000000000408: 7D941680
	v_cndmask_b32_e32 v10, -1, v10, vcc                        // 00000000040C: 001414C1
	v_add_co_u32_e32 v11, vcc, 2, v14                          // 000000000410: 32161C82
	v_addc_co_u32_e32 v12, vcc, 0, v15, vcc                    // 000000000414: 38181E80
	v_add_co_u32_e32 v13, vcc, 1, v14                          // 000000000418: 321A1C81
	v_cmp_ge_u32_e64 s[0:1], v5, v9                            // 00000000041C: D0CE0000 00021305
	v_addc_co_u32_e32 v16, vcc, 0, v15, vcc                    // 000000000424: 38201E80
	v_cndmask_b32_e64 v5, 0, -1, s[0:1]                        // 000000000428: D1000005 00018280
	v_cmp_eq_u32_e64 s[0:1], 0, v6                             // 000000000430: D0CA0000 00020C80
	v_cmp_ne_u32_e32 vcc, 0, v10                               // 000000000438: 7D9A1480
	v_cndmask_b32_e64 v5, -1, v5, s[0:1]                       // 00000000043C: D1000005 00020AC1
	v_cndmask_b32_e32 v10, v16, v12, vcc                       // 000000000444: 00141910
	v_cmp_ne_u32_e64 s[0:1], 0, v5                             // 000000000448: D0CD0000 00020A80
	v_cndmask_b32_e32 v6, v13, v11, vcc                        // 000000000450: 000C170D
	v_cndmask_b32_e64 v5, v15, v10, s[0:1]                     // 000000000454: D1000005 0002150F
	v_cndmask_b32_e64 v6, v14, v6, s[0:1]                      // 00000000045C: D1000006 00020D0E
	v_xor_b32_e32 v9, v5, v8                                   // 000000000464: 2A121105
	v_xor_b32_e32 v5, v6, v8                                   // 000000000468: 2A0A1106
	v_sub_co_u32_e32 v5, vcc, v5, v8                           // 00000000046C: 340A1105
	v_subb_co_u32_e32 v6, vcc, v9, v8, vcc                     // 000000000470: 3A0C1109
.LBB_text_474:
	s_andn2_saveexec_b64 s[0:1], s[4:5]                        // 000000000474: BE802304
	s_cbranch_execz .LBB_text_4e0                              // 000000000478: BF880019
	v_cvt_f32_u32_e32 v5, v9                                   // 00000000047C: 7E0A0D09
	v_sub_u32_e32 v6, 0, v9                                    // 000000000480: 6A0C1280
	v_rcp_iflag_f32_e32 v5, v5                                 // 000000000484: 7E0A4705
	v_mul_f32_e32 v5, 0x4f7ffffe, v5                           // 000000000488: 0A0A0AFF 4F7FFFFE
	v_cvt_u32_f32_e32 v5, v5                                   // 000000000490: 7E0A0F05
	v_mul_lo_u32 v6, v6, v5                                    // 000000000494: D2850006 00020B06
	v_mul_hi_u32 v6, v5, v6                                    // 00000000049C: D2860006 00020D05
	v_add_u32_e32 v5, v5, v6                                   // 0000000004A4: 680A0D05
	v_mul_hi_u32 v5, v1, v5                                    // 0000000004A8: D2860005 00020B01
	v_mul_lo_u32 v6, v5, v9                                    // 0000000004B0: D2850006 00021305
	v_add_u32_e32 v10, 1, v5                                   // 0000000004B8: 68140A81
	v_sub_u32_e32 v6, v1, v6                                   // 0000000004BC: 6A0C0D01
	v_sub_u32_e32 v11, v6, v9                                  // 0000000004C0: 6A161306
	v_cmp_ge_u32_e32 vcc, v6, v9                               // 0000000004C4: 7D9C1306
	v_cndmask_b32_e32 v6, v6, v11, vcc                         // 0000000004C8: 000C1706
	v_cndmask_b32_e32 v5, v5, v10, vcc                         // 0000000004CC: 000A1505
	v_add_u32_e32 v10, 1, v5                                   // 0000000004D0: 68140A81
	v_cmp_ge_u32_e32 vcc, v6, v9                               // 0000000004D4: 7D9C1306
	v_cndmask_b32_e32 v5, v5, v10, vcc                         // 0000000004D8: 000A1505
	v_mov_b32_e32 v6, 0                                        // 0000000004DC: 7E0C0280
.LBB_text_4e0:
	s_or_b64 exec, exec, s[0:1]                                // 0000000004E0: 87FE007E
	global_load_dword v13, v[3:4], off offset:8                // 0000000004E4: DC508008 0D7F0003
	s_waitcnt lgkmcnt(0)                                       // 0000000004EC: BF8CC07F
	global_load_dword v15, v7, s[2:3]                          // 0000000004F0: DC508000 0F020007
	s_add_u32 s0, 0, 0x92481000                                // 0000000004F8: 8000FF80 92481000
	s_addc_u32 s1, 0, 0x64                                     // 000000000500: 8201FF80 00000064
	s_add_i32 s1, s1, 0x249248c0                               // 000000000508: 8101FF01 249248C0
	s_mul_hi_u32 s7, s0, -7                                    // 000000000510: 9607C700
	s_mul_i32 s8, s1, -7                                       // 000000000514: 9208C701
	s_add_i32 s7, s7, s8                                       // 000000000518: 81070807
	s_mul_i32 s4, s0, -7                                       // 00000000051C: 9204C700
	s_sub_i32 s7, s7, s0                                       // 000000000520: 81870007
	s_mul_hi_u32 s5, s1, s4                                    // 000000000524: 96050401
	s_mul_i32 s6, s1, s4                                       // 000000000528: 92060401
	s_mul_i32 s9, s0, s7                                       // 00000000052C: 92090700
	s_mul_hi_u32 s4, s0, s4                                    // 000000000530: 96040400
	s_mul_hi_u32 s8, s0, s7                                    // 000000000534: 96080700
	s_add_u32 s4, s4, s9                                       // 000000000538: 80040904
	s_addc_u32 s8, 0, s8                                       // 00000000053C: 82080880
	s_add_u32 s4, s4, s6                                       // 000000000540: 80040604
	s_mul_hi_u32 s9, s1, s7                                    // 000000000544: 96090701
	s_addc_u32 s4, s8, s5                                      // 000000000548: 82040508
	s_addc_u32 s5, s9, 0                                       // 00000000054C: 82058009
	s_mul_i32 s6, s1, s7                                       // 000000000550: 92060701
	s_add_u32 s4, s4, s6                                       // 000000000554: 80040604
	v_mov_b32_e32 v9, s4                                       // 000000000558: 7E120204
	s_addc_u32 s5, 0, s5                                       // 00000000055C: 82050580
	v_add_co_u32_e32 v11, vcc, s0, v9                          // 000000000560: 32161200
	s_cmp_lg_u64 vcc, 0                                        // 000000000564: BF13806A
	v_add_co_u32_e32 v9, vcc, v1, v8                           // 000000000568: 32121101
	s_addc_u32 s4, s1, s5                                      // 00000000056C: 82040501
	v_xor_b32_e32 v14, v9, v8                                  // 000000000570: 2A1C1109
	v_mad_u64_u32 v[9:10], s[0:1], v14, s4, 0                  // 000000000574: D1E80009 0200090E
	v_mul_hi_u32 v16, v14, v11                                 // 00000000057C: D2860010 0002170E
	v_addc_co_u32_e32 v12, vcc, v2, v8, vcc                    // 000000000584: 38181102
	v_xor_b32_e32 v17, v12, v8                                 // 000000000588: 2A22110C
	v_add_co_u32_e32 v16, vcc, v16, v9                         // 00000000058C: 32201310
	v_addc_co_u32_e32 v18, vcc, 0, v10, vcc                    // 000000000590: 38241480
	v_mad_u64_u32 v[9:10], s[0:1], v17, v11, 0                 // 000000000594: D1E80009 02021711
	v_mad_u64_u32 v[11:12], s[0:1], v17, s4, 0                 // 00000000059C: D1E8000B 02000911
	v_add_co_u32_e32 v9, vcc, v16, v9                          // 0000000005A4: 32121310
	v_addc_co_u32_e32 v9, vcc, v18, v10, vcc                   // 0000000005A8: 38121512
	v_addc_co_u32_e32 v10, vcc, 0, v12, vcc                    // 0000000005AC: 38141880
	v_add_co_u32_e32 v9, vcc, v9, v11                          // 0000000005B0: 32121709
	v_addc_co_u32_e32 v11, vcc, 0, v10, vcc                    // 0000000005B4: 38161480
	v_mad_u64_u32 v[9:10], s[0:1], v9, 7, 0                    // 0000000005B8: D1E80009 02010F09
	v_ashrrev_i64 v[1:2], 17, v[1:2]                           // 0000000005C0: D2910001 00020291
	v_mad_u64_u32 v[10:11], s[0:1], v11, 7, v[10:11]           // 0000000005C8: D1E8000A 04290F0B
	v_sub_co_u32_e32 v9, vcc, v14, v9                          // 0000000005D0: 3412130E
	v_subb_co_u32_e32 v10, vcc, v17, v10, vcc                  // 0000000005D4: 3A141511
	v_subrev_co_u32_e32 v11, vcc, 7, v9                        // 0000000005D8: 36161287
	v_subbrev_co_u32_e32 v12, vcc, 0, v10, vcc                 // 0000000005DC: 3C181480
	v_subrev_co_u32_e32 v14, vcc, 7, v11                       // 0000000005E0: 361C1687
	v_subbrev_co_u32_e32 v16, vcc, 0, v12, vcc                 // 0000000005E4: 3C201880
	v_cmp_lt_u32_e32 vcc, 6, v11                               // 0000000005E8: 7D921686
	v_cndmask_b32_e64 v17, 0, -1, vcc                          // 0000000005EC: D1000011 01A98280
	v_cmp_eq_u32_e32 vcc, 0, v12                               // 0000000005F4: 7D941880
	v_cndmask_b32_e32 v17, -1, v17, vcc                        // 0000000005F8: 002222C1
	v_cmp_ne_u32_e32 vcc, 0, v17                               // 0000000005FC: 7D9A2280
	v_cmp_lt_u32_e64 s[0:1], 6, v9                             // 000000000600: D0C90000 00021286
	v_cndmask_b32_e32 v12, v12, v16, vcc                       // 000000000608: 0018210C
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]                       // 00000000060C: D1000010 00018280
	v_cmp_eq_u32_e64 s[0:1], 0, v10                            // 000000000614: D0CA0000 00021480
	v_cndmask_b32_e64 v16, -1, v16, s[0:1]                     // 00000000061C: D1000010 000220C1
	v_cmp_ne_u32_e64 s[0:1], 0, v16                            // 000000000624: D0CD0000 00022080
	v_cndmask_b32_e32 v11, v11, v14, vcc                       // 00000000062C: 00161D0B
	v_cndmask_b32_e64 v9, v9, v11, s[0:1]                      // 000000000630: D1000009 00021709
	v_cndmask_b32_e64 v10, v10, v12, s[0:1]                    // 000000000638: D100000A 0002190A
	v_xor_b32_e32 v9, v9, v8                                   // 000000000640: 2A121109
	v_xor_b32_e32 v10, v10, v8                                 // 000000000644: 2A14110A
	v_sub_co_u32_e32 v9, vcc, v9, v8                           // 000000000648: 34121109
	v_subb_co_u32_e32 v8, vcc, v10, v8, vcc                    // 00000000064C: 3A10110A
	v_add_co_u32_e32 v5, vcc, v5, v9                           // 000000000650: 320A1305
	v_addc_co_u32_e32 v6, vcc, v6, v8, vcc                     // 000000000654: 380C1106
	s_waitcnt vmcnt(1)                                         // 000000000658: BF8C0F71
	v_mad_u64_u32 v[5:6], s[0:1], v13, v1, v[5:6]              // 00000000065C: D1E80005 0416030D
	v_mov_b32_e32 v1, v6                                       // 000000000664: 7E020306
	v_mad_u64_u32 v[1:2], s[0:1], v13, v2, v[1:2]              // 000000000668: D1E80001 0406050D
	s_waitcnt vmcnt(0)                                         // 000000000670: BF8C0F70
	v_or_b32_e32 v2, 1, v15                                    // 000000000674: 28041E81
	v_ffbh_u32_e32 v2, v2                                      // 000000000678: 7E045B02
	v_mov_b32_e32 v6, v1                                       // 00000000067C: 7E0C0301
	global_store_dwordx2 v[3:4], v[5:6], off                   // 000000000680: DC748000 007F0503
	v_bcnt_u32_b32 v1, v15, 0                                  // 000000000688: D28B0001 0001010F
	v_or_b32_e32 v3, 0x80000000, v15                           // 000000000690: 28061EFF 80000000
	v_ffbl_b32_e32 v3, v3                                      // 000000000698: 7E065D03
	v_lshl_add_u32 v0, v15, v0, v1                             // 00000000069C: D1FD0000 0406010F
	v_add3_u32 v0, v0, v2, v3                                  // 0000000006A4: D1FF0000 040E0500
	global_store_dword v7, v0, s[2:3]                          // 0000000006AC: DC708000 00020007
	s_endpgm                                                   // 0000000006B4: BF810000
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
