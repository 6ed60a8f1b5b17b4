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
	.globl	pr
	.protected	pr
	.type	pr,@function
	.size	pr, 1400
	.globl	__printf_alloc
	.globl	pr.kd
	.protected	pr.kd
	.type	pr.kd,@object
	.size	pr.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.globl	printf
	.hidden	printf
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
pr:
	s_mov_b32 s33, 0                                           // 000000000000: BEA10080
	s_mov_b32 s32, 0x1400                                      // 000000000004: BEA000FF 00001400
	s_add_u32 flat_scratch_lo, s10, s15                        // 00000000000C: 80660F0A
	s_addc_u32 flat_scratch_hi, s11, 0                         // 000000000010: 8267800B
	s_add_u32 s0, s0, s15                                      // 000000000014: 80000F00
	s_addc_u32 s1, s1, 0                                       // 000000000018: 82018001
	v_writelane_b32 v3, s14, 0                                 // 00000000001C: D28A0003 0001000E
	v_writelane_b32 v3, s13, 1                                 // 000000000024: D28A0003 0001020D
	v_writelane_b32 v3, s12, 2                                 // 00000000002C: D28A0003 0001040C
	s_mov_b64 s[10:11], s[8:9]                                 // 000000000034: BE8A0108
	v_writelane_b32 v3, s10, 3                                 // 000000000038: D28A0003 0001060A
	v_writelane_b32 v3, s11, 4                                 // 000000000040: D28A0003 0001080B
	v_writelane_b32 v3, s6, 5                                  // 000000000048: D28A0003 00010A06
	v_writelane_b32 v3, s7, 6                                  // 000000000050: D28A0003 00010C07
	v_writelane_b32 v3, s4, 7                                  // 000000000058: D28A0003 00010E04
	v_writelane_b32 v3, s5, 8                                  // 000000000060: D28A0003 00011005
	s_or_saveexec_b64 s[34:35], -1                             // 000000000068: BEA221C1
	buffer_store_dword v3, off, s[0:3], s33 offset:44          // 00000000006C: E070002C 21000300
	s_mov_b64 exec, s[34:35]                                   // 000000000074: BEFE0122
	buffer_store_dword v2, off, s[0:3], s33 offset:40          // 000000000078: E0700028 21000200
	buffer_store_dword v1, off, s[0:3], s33 offset:36          // 000000000080: E0700024 21000100
	buffer_store_dword v0, off, s[0:3], s33 offset:32          // 000000000088: E0700020 21000000
	s_load_dwordx2 s[16:17], s[6:7], 0x0                       // 000000000090: C0060403 00000000
	s_load_dword s9, s[6:7], 0x8                               // 000000000098: C0020243 00000008
	s_load_dword s8, s[6:7], 0xc                               // 0000000000A0: C0020203 0000000C
	s_waitcnt lgkmcnt(0)                                       // 0000000000A8: BF8CC07F
	s_mov_b32 s15, s17                                         // 0000000000AC: BE8F0011
	v_mov_b32_e32 v3, s15                                      // 0000000000B0: 7E06020F
	buffer_store_dword v3, off, s[0:3], s33 offset:4           // 0000000000B4: E0700004 21000300
	s_mov_b32 s15, s16                                         // 0000000000BC: BE8F0010
	v_mov_b32_e32 v3, s15                                      // 0000000000C0: 7E06020F
	buffer_store_dword v3, off, s[0:3], s33                    // 0000000000C4: E0700000 21000300
	v_mov_b32_e32 v3, s9                                       // 0000000000CC: 7E060209
	buffer_store_dword v3, off, s[0:3], s33 offset:8           // 0000000000D0: E0700008 21000300
	v_mov_b32_e32 v3, s8                                       // 0000000000D8: 7E060208
	buffer_store_dword v3, off, s[0:3], s33 offset:12          // 0000000000DC: E070000C 21000300
	buffer_load_dword v3, off, s[0:3], s33 offset:8            // 0000000000E4: E0500008 21000300
	s_waitcnt vmcnt(0)                                         // 0000000000EC: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:28          // 0000000000F0: E070001C 21000300
	buffer_load_dword v3, off, s[0:3], s33 offset:12           // 0000000000F8: E050000C 21000300
	s_waitcnt vmcnt(0)                                         // 000000000100: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:24          // 000000000104: E0700018 21000300
	s_mov_b64 s[16:17], 16                                     // 00000000010C: BE900190
	s_mov_b32 s8, s6                                           // 000000000110: BE880006
	s_mov_b32 s6, s7                                           // 000000000114: BE860007
	s_mov_b32 s9, s16                                          // 000000000118: BE890010
	s_mov_b32 s7, s17                                          // 00000000011C: BE870011
	s_add_u32 s8, s8, s9                                       // 000000000120: 80080908
	s_addc_u32 s6, s6, s7                                      // 000000000124: 82060706
	s_mov_b32 s9, s6                                           // 000000000128: BE890006
	s_getpc_b64 s[6:7]                                         // 00000000012C: BE861C00
	s_add_u32 s6, s6, __printf_alloc@gotpcrel32@lo+4           // 000000000130: 8006FF06 00000000
	s_addc_u32 s7, s7, __printf_alloc@gotpcrel32@hi+12         // 000000000138: 8207FF07 00000000
	s_load_dwordx2 s[16:17], s[6:7], 0x0                       // 000000000140: C0060403 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 000000000148: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 00000000014C: BE940100
	s_mov_b32 s6, 20                                           // 000000000150: BE860094
	v_lshlrev_b32_e64 v2, s6, v2                               // 000000000154: D1120002 00020406
	s_mov_b32 s6, 10                                           // 00000000015C: BE86008A
	v_lshlrev_b32_e64 v1, s6, v1                               // 000000000160: D1120001 00020206
	v_or3_b32 v31, v0, v1, v2                                  // 000000000168: D202001F 040A0300
	v_mov_b32_e32 v0, 16                                       // 000000000170: 7E000290
	s_mov_b64 s[0:1], s[20:21]                                 // 000000000174: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000000178: BE820116
	s_waitcnt lgkmcnt(0)                                       // 00000000017C: BF8CC07F
	s_swappc_b64 s[30:31], s[16:17]                            // 000000000180: BE9E1E10
	v_mov_b32_e32 v2, v1                                       // 000000000184: 7E040301
	v_mov_b32_e32 v1, v2                                       // 000000000188: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:16          // 00000000018C: E0700010 21000000
	s_waitcnt vmcnt(0)                                         // 000000000194: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:20          // 000000000198: E0700014 21000100
	s_or_saveexec_b64 s[34:35], -1                             // 0000000001A0: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 0000000001A4: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 0000000001AC: BEFE0122
	buffer_load_dword v1, off, s[0:3], s33 offset:16           // 0000000001B0: E0500010 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:20           // 0000000001B8: E0500014 21000200
	s_mov_b64 s[4:5], 0                                        // 0000000001C0: BE840180
	s_waitcnt vmcnt(0)                                         // 0000000001C4: BF8C0F70
	v_cmp_ne_u64_e64 s[6:7], v[1:2], s[4:5]                    // 0000000001C8: D0ED0006 00000901
	s_mov_b64 s[4:5], exec                                     // 0000000001D0: BE84017E
	v_writelane_b32 v0, s4, 9                                  // 0000000001D4: D28A0000 00011204
	v_writelane_b32 v0, s5, 10                                 // 0000000001DC: D28A0000 00011405
	s_or_saveexec_b64 s[34:35], -1                             // 0000000001E4: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:44          // 0000000001E8: E070002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 0000000001F0: BEFE0122
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 0000000001F4: 86840604
	s_mov_b64 exec, s[4:5]                                     // 0000000001F8: BEFE0104
	s_cbranch_execz .LBB_text_254                              // 0000000001FC: BF880015
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000000200: E0500010 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:20           // 000000000208: E0500014 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:24           // 000000000210: E0500018 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:28           // 000000000218: E050001C 21000300
	v_mov_b32_e32 v4, 2                                        // 000000000220: 7E080282
	s_waitcnt vmcnt(2)                                         // 000000000224: BF8C0F72
	global_store_dword v[0:1], v4, off                         // 000000000228: DC708000 007F0400
	s_waitcnt vmcnt(1)                                         // 000000000230: BF8C0F71
	global_store_dword v[0:1], v3, off offset:4                // 000000000234: DC708004 007F0300
	global_store_dword v[0:1], v2, off offset:8                // 00000000023C: DC708008 007F0200
	v_mov_b32_e32 v2, 0x6968                                   // 000000000244: 7E0402FF 00006968
	global_store_dword v[0:1], v2, off offset:12               // 00000000024C: DC70800C 007F0200
.LBB_text_254:
	s_or_saveexec_b64 s[34:35], -1                             // 000000000254: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000000258: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000260: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000000264: BF8C0F70
	v_readlane_b32 s4, v0, 9                                   // 000000000268: D2890004 00011300
	v_readlane_b32 s5, v0, 10                                  // 000000000270: D2890005 00011500
	s_or_b64 exec, exec, s[4:5]                                // 000000000278: 87FE047E
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 00000000027C: E0500008 21000100
	s_mov_b32 s4, 3                                            // 000000000284: BE840083
	s_waitcnt vmcnt(0)                                         // 000000000288: BF8C0F70
	v_cmp_gt_i32_e64 s[6:7], v1, s4                            // 00000000028C: D0C40006 00000901
	s_mov_b64 s[4:5], exec                                     // 000000000294: BE84017E
	v_writelane_b32 v0, s4, 11                                 // 000000000298: D28A0000 00011604
	v_writelane_b32 v0, s5, 12                                 // 0000000002A0: D28A0000 00011805
	s_or_saveexec_b64 s[34:35], -1                             // 0000000002A8: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:44          // 0000000002AC: E070002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 0000000002B4: BEFE0122
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 0000000002B8: 86840604
	s_mov_b64 exec, s[4:5]                                     // 0000000002BC: BEFE0104
	s_cbranch_execz .LBB_text_448                              // 0000000002C0: BF880061
	s_or_saveexec_b64 s[34:35], -1                             // 0000000002C4: BEA221C1
	buffer_load_dword v3, off, s[0:3], s33 offset:44           // 0000000002C8: E050002C 21000300
	s_mov_b64 exec, s[34:35]                                   // 0000000002D0: BEFE0122
	s_waitcnt vmcnt(0)                                         // 0000000002D4: BF8C0F70
	v_readlane_b32 s14, v3, 0                                  // 0000000002D8: D289000E 00010103
	v_readlane_b32 s13, v3, 1                                  // 0000000002E0: D289000D 00010303
	v_readlane_b32 s12, v3, 2                                  // 0000000002E8: D289000C 00010503
	v_readlane_b32 s10, v3, 3                                  // 0000000002F0: D289000A 00010703
	v_readlane_b32 s11, v3, 4                                  // 0000000002F8: D289000B 00010903
	v_readlane_b32 s4, v3, 7                                   // 000000000300: D2890004 00010F03
	v_readlane_b32 s5, v3, 8                                   // 000000000308: D2890005 00011103
	v_readlane_b32 s6, v3, 5                                   // 000000000310: D2890006 00010B03
	v_readlane_b32 s7, v3, 6                                   // 000000000318: D2890007 00010D03
	buffer_load_dword v0, off, s[0:3], s33 offset:32           // 000000000320: E0500020 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:36           // 000000000328: E0500024 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:40           // 000000000330: E0500028 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:8            // 000000000338: E0500008 21000300
	s_mov_b32 s8, 0x3b9aca07                                   // 000000000340: BE8800FF 3B9ACA07
	s_waitcnt vmcnt(0)                                         // 000000000348: BF8C0F70
	v_mad_i64_i32 v[6:7], s[8:9], v3, s8, 0                    // 00000000034C: D1E90806 02001103
	v_mov_b32_e32 v3, v6                                       // 000000000354: 7E060306
	s_mov_b32 s8, 0                                            // 000000000358: BE880080
	v_mov_b32_e32 v5, 0                                        // 00000000035C: 7E0A0280
	v_mov_b32_e32 v4, v5                                       // 000000000360: 7E080305
	v_mov_b32_e32 v5, v4                                       // 000000000364: 7E0A0304
	v_mov_b32_e32 v6, v7                                       // 000000000368: 7E0C0307
	v_mov_b32_e32 v8, s8                                       // 00000000036C: 7E100208
	v_mov_b32_e32 v7, v8                                       // 000000000370: 7E0E0308
	s_mov_b32 s8, 32                                           // 000000000374: BE8800A0
	v_lshlrev_b64 v[6:7], s8, v[6:7]                           // 000000000378: D28F0006 00020C08
	v_mov_b32_e32 v8, v7                                       // 000000000380: 7E100307
	v_or_b32_e64 v5, v5, v8                                    // 000000000384: D1140005 00021105
	v_mov_b32_e32 v4, v6                                       // 00000000038C: 7E080306
	v_or_b32_e64 v3, v3, v4                                    // 000000000390: D1140003 00020903
	v_mov_b32_e32 v4, v5                                       // 000000000398: 7E080305
	buffer_store_dword v3, off, s[0:3], s33 offset:56          // 00000000039C: E0700038 21000300
	s_waitcnt vmcnt(0)                                         // 0000000003A4: BF8C0F70
	buffer_store_dword v4, off, s[0:3], s33 offset:60          // 0000000003A8: E070003C 21000400
	s_mov_b64 s[16:17], 16                                     // 0000000003B0: BE900190
	s_mov_b32 s8, s6                                           // 0000000003B4: BE880006
	s_mov_b32 s6, s7                                           // 0000000003B8: BE860007
	s_mov_b32 s9, s16                                          // 0000000003BC: BE890010
	s_mov_b32 s7, s17                                          // 0000000003C0: BE870011
	s_add_u32 s8, s8, s9                                       // 0000000003C4: 80080908
	s_addc_u32 s6, s6, s7                                      // 0000000003C8: 82060706
	s_mov_b32 s9, s6                                           // 0000000003CC: BE890006
	s_getpc_b64 s[6:7]                                         // 0000000003D0: BE861C00
	s_add_u32 s6, s6, __printf_alloc@gotpcrel32@lo+4           // 0000000003D4: 8006FF06 00000000
	s_addc_u32 s7, s7, __printf_alloc@gotpcrel32@hi+12         // 0000000003DC: 8207FF07 00000000
	s_load_dwordx2 s[16:17], s[6:7], 0x0                       // 0000000003E4: C0060403 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 0000000003EC: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 0000000003F0: BE940100
	s_mov_b32 s6, 20                                           // 0000000003F4: BE860094
	v_lshlrev_b32_e64 v2, s6, v2                               // 0000000003F8: D1120002 00020406
	s_mov_b32 s6, 10                                           // 000000000400: BE86008A
	v_lshlrev_b32_e64 v1, s6, v1                               // 000000000404: D1120001 00020206
	v_or3_b32 v31, v0, v1, v2                                  // 00000000040C: D202001F 040A0300
	v_mov_b32_e32 v0, 12                                       // 000000000414: 7E00028C
	s_mov_b64 s[0:1], s[20:21]                                 // 000000000418: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 00000000041C: BE820116
	s_waitcnt lgkmcnt(0)                                       // 000000000420: BF8CC07F
	s_swappc_b64 s[30:31], s[16:17]                            // 000000000424: BE9E1E10
	v_mov_b32_e32 v2, v1                                       // 000000000428: 7E040301
	v_mov_b32_e32 v1, v2                                       // 00000000042C: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:48          // 000000000430: E0700030 21000000
	s_waitcnt vmcnt(0)                                         // 000000000438: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:52          // 00000000043C: E0700034 21000100
	s_branch .LBB_text_474                                     // 000000000444: BF82000B
.LBB_text_448:
	s_or_saveexec_b64 s[34:35], -1                             // 000000000448: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 00000000044C: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000454: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000000458: BF8C0F70
	v_readlane_b32 s4, v0, 11                                  // 00000000045C: D2890004 00011700
	v_readlane_b32 s5, v0, 12                                  // 000000000464: D2890005 00011900
	s_or_b64 exec, exec, s[4:5]                                // 00000000046C: 87FE047E
	s_branch .LBB_text_53c                                     // 000000000470: BF820032
.LBB_text_474:
	s_or_saveexec_b64 s[34:35], -1                             // 000000000474: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000000478: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000480: BEFE0122
	buffer_load_dword v1, off, s[0:3], s33 offset:48           // 000000000484: E0500030 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:52           // 00000000048C: E0500034 21000200
	s_mov_b64 s[4:5], 0                                        // 000000000494: BE840180
	s_waitcnt vmcnt(0)                                         // 000000000498: BF8C0F70
	v_cmp_ne_u64_e64 s[6:7], v[1:2], s[4:5]                    // 00000000049C: D0ED0006 00000901
	s_mov_b64 s[4:5], exec                                     // 0000000004A4: BE84017E
	v_writelane_b32 v0, s4, 13                                 // 0000000004A8: D28A0000 00011A04
	v_writelane_b32 v0, s5, 14                                 // 0000000004B0: D28A0000 00011C05
	s_or_saveexec_b64 s[34:35], -1                             // 0000000004B8: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:44          // 0000000004BC: E070002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 0000000004C4: BEFE0122
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 0000000004C8: 86840604
	s_mov_b64 exec, s[4:5]                                     // 0000000004CC: BEFE0104
	s_cbranch_execz .LBB_text_510                              // 0000000004D0: BF88000F
	buffer_load_dword v0, off, s[0:3], s33 offset:48           // 0000000004D4: E0500030 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:52           // 0000000004DC: E0500034 21000100
	buffer_load_dword v2, off, s[0:3], s33 offset:56           // 0000000004E4: E0500038 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:60           // 0000000004EC: E050003C 21000300
	v_mov_b32_e32 v4, 1                                        // 0000000004F4: 7E080281
	s_waitcnt vmcnt(2)                                         // 0000000004F8: BF8C0F72
	global_store_dword v[0:1], v4, off                         // 0000000004FC: DC708000 007F0400
	s_waitcnt vmcnt(1)                                         // 000000000504: BF8C0F71
	global_store_dwordx2 v[0:1], v[2:3], off offset:4          // 000000000508: DC748004 007F0200
.LBB_text_510:
	s_or_saveexec_b64 s[34:35], -1                             // 000000000510: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000000514: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 00000000051C: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000000520: BF8C0F70
	v_readlane_b32 s4, v0, 13                                  // 000000000524: D2890004 00011B00
	v_readlane_b32 s5, v0, 14                                  // 00000000052C: D2890005 00011D00
	s_or_b64 exec, exec, s[4:5]                                // 000000000534: 87FE047E
	s_branch .LBB_text_448                                     // 000000000538: BF82FFC3
.LBB_text_53c:
	s_or_saveexec_b64 s[34:35], -1                             // 00000000053C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:44           // 000000000540: E050002C 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000548: BEFE0122
	buffer_load_dword v3, off, s[0:3], s33 offset:8            // 00000000054C: E0500008 21000300
	buffer_load_dword v1, off, s[0:3], s33                     // 000000000554: E0500000 21000100
	buffer_load_dword v4, off, s[0:3], s33 offset:4            // 00000000055C: E0500004 21000400
	s_waitcnt vmcnt(0)                                         // 000000000564: BF8C0F70
	v_mov_b32_e32 v2, v4                                       // 000000000568: 7E040304
	global_store_dword v[1:2], v3, off                         // 00000000056C: DC708000 007F0301
	s_endpgm                                                   // 000000000574: BF810000
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
	.section	.rodata.str1.1,"aMS",@progbits,1
.Lsec_rodata_str1_1:
.str:
	.long	0x64253d78, 0x253d6620, 0x73252066
	.byte	0x0a, 0x00
.str.1:
	.byte	0x68, 0x69
	.byte	0x00
.str.2:
	.byte	0x62, 0x69, 0x67
	.long	0x646c2520
	.byte	0x0a, 0x00
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x62654400, 0x206e6169, 0x6e616c63, 0x65762067
	.long	0x6f697372, 0x3931206e, 0x372e312e, 0x7e332820
	.long	0x31626564, 0x29317532
	.byte	0x00
	.section	".note.GNU-stack","",@progbits
.Lsec_note_GNU_stack:
	.addrsig
	.addrsig_sym __printf_alloc
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
