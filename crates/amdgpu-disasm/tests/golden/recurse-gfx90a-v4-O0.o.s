	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 4
	.globl	fib
	.hidden	fib
	.type	fib,@function
	.size	fib, 1052
	.globl	mix
	.hidden	mix
	.type	mix,@function
	.size	mix, 212
	.globl	deep
	.hidden	deep
	.type	deep,@function
	.size	deep, 1200
	.globl	rec
	.protected	rec
	.type	rec,@function
	.size	rec, 2312
	.globl	rec.kd
	.protected	rec.kd
	.type	rec.kd,@object
	.size	rec.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
fib:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000000000: BF8C0000
	s_mov_b32 s16, s33                                         // 000000000004: BE900021
	s_mov_b32 s33, s32                                         // 000000000008: BEA10020
	s_xor_saveexec_b64 s[18:19], -1                            // 00000000000C: BE9222C1
	buffer_store_dword v0, off, s[0:3], s33 offset:28          // 000000000010: E070001C 21000000
	buffer_store_dword v1, off, s[0:3], s33 offset:32          // 000000000018: E0700020 21000100
	s_mov_b64 exec, -1                                         // 000000000020: BEFE01C1
	buffer_store_dword v40, off, s[0:3], s33 offset:4          // 000000000024: E0700004 21002800
	s_mov_b64 exec, s[18:19]                                   // 00000000002C: BEFE0112
	v_writelane_b32 v40, s16, 4                                // 000000000030: D28A0028 00010810
	v_writelane_b32 v40, s34, 2                                // 000000000038: D28A0028 00010422
	v_writelane_b32 v40, s35, 3                                // 000000000040: D28A0028 00010623
	s_add_i32 s32, s32, 0xc00                                  // 000000000048: 8120FF20 00000C00
	v_writelane_b32 v40, s30, 0                                // 000000000050: D28A0028 0001001E
	v_writelane_b32 v40, s31, 1                                // 000000000058: D28A0028 0001021F
	buffer_store_dword v31, off, s[0:3], s33 offset:16         // 000000000060: E0700010 21001F00
	v_mov_b32_e32 v1, v0                                       // 000000000068: 7E020300
	s_or_saveexec_b64 s[34:35], -1                             // 00000000006C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:8            // 000000000070: E0500008 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000078: BEFE0122
	s_waitcnt vmcnt(0)                                         // 00000000007C: BF8C0F70
	v_writelane_b32 v0, s15, 0                                 // 000000000080: D28A0000 0001000F
	v_writelane_b32 v0, s14, 1                                 // 000000000088: D28A0000 0001020E
	v_writelane_b32 v0, s13, 2                                 // 000000000090: D28A0000 0001040D
	v_writelane_b32 v0, s12, 3                                 // 000000000098: D28A0000 0001060C
	v_writelane_b32 v0, s10, 4                                 // 0000000000A0: D28A0000 0001080A
	v_writelane_b32 v0, s11, 5                                 // 0000000000A8: D28A0000 00010A0B
	v_writelane_b32 v0, s8, 6                                  // 0000000000B0: D28A0000 00010C08
	v_writelane_b32 v0, s9, 7                                  // 0000000000B8: D28A0000 00010E09
	v_writelane_b32 v0, s6, 8                                  // 0000000000C0: D28A0000 00011006
	v_writelane_b32 v0, s7, 9                                  // 0000000000C8: D28A0000 00011207
	v_writelane_b32 v0, s4, 10                                 // 0000000000D0: D28A0000 00011404
	v_writelane_b32 v0, s5, 11                                 // 0000000000D8: D28A0000 00011605
	buffer_store_dword v1, off, s[0:3], s33                    // 0000000000E0: E0700000 21000100
	buffer_load_dword v1, off, s[0:3], s33                     // 0000000000E8: E0500000 21000100
	s_mov_b32 s4, 1                                            // 0000000000F0: BE840081
	s_waitcnt vmcnt(0)                                         // 0000000000F4: BF8C0F70
	v_cmp_gt_i32_e64 s[4:5], v1, s4                            // 0000000000F8: D0C40004 00000901
	v_mov_b32_e32 v1, s6                                       // 000000000100: 7E020206
	buffer_store_dword v1, off, s[0:3], s33 offset:12          // 000000000104: E070000C 21000100
	s_mov_b64 s[6:7], exec                                     // 00000000010C: BE86017E
	s_and_b64 s[4:5], s[6:7], s[4:5]                           // 000000000110: 86840406
	s_xor_b64 s[6:7], s[4:5], s[6:7]                           // 000000000114: 88860604
	v_writelane_b32 v0, s6, 12                                 // 000000000118: D28A0000 00011806
	v_writelane_b32 v0, s7, 13                                 // 000000000120: D28A0000 00011A07
	s_or_saveexec_b64 s[34:35], -1                             // 000000000128: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:8           // 00000000012C: E0700008 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000134: BEFE0122
	s_mov_b64 exec, s[4:5]                                     // 000000000138: BEFE0104
	s_cbranch_execz .LBB_text_144                              // 00000000013C: BF880001
	s_branch .LBB_text_1c4                                     // 000000000140: BF820020
.LBB_text_144:
	s_or_saveexec_b64 s[34:35], -1                             // 000000000144: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:8            // 000000000148: E0500008 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000150: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000000154: BF8C0F70
	v_readlane_b32 s4, v0, 12                                  // 000000000158: D2890004 00011900
	v_readlane_b32 s5, v0, 13                                  // 000000000160: D2890005 00011B00
	s_or_saveexec_b64 s[4:5], s[4:5]                           // 000000000168: BE842104
	buffer_load_dword v1, off, s[0:3], s33 offset:12           // 00000000016C: E050000C 21000100
	s_waitcnt vmcnt(0)                                         // 000000000174: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:20          // 000000000178: E0700014 21000100
	s_and_b64 s[4:5], exec, s[4:5]                             // 000000000180: 8684047E
	v_writelane_b32 v0, s4, 14                                 // 000000000184: D28A0000 00011C04
	v_writelane_b32 v0, s5, 15                                 // 00000000018C: D28A0000 00011E05
	s_or_saveexec_b64 s[34:35], -1                             // 000000000194: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:8           // 000000000198: E0700008 21000000
	s_mov_b64 exec, s[34:35]                                   // 0000000001A0: BEFE0122
	s_xor_b64 exec, exec, s[4:5]                               // 0000000001A4: 88FE047E
	s_cbranch_execz .LBB_text_384                              // 0000000001A8: BF880076
	buffer_load_dword v0, off, s[0:3], s33                     // 0000000001AC: E0500000 21000000
	s_waitcnt vmcnt(0)                                         // 0000000001B4: BF8C0F70
	buffer_store_dword v0, off, s[0:3], s33 offset:20          // 0000000001B8: E0700014 21000000
	s_branch .LBB_text_384                                     // 0000000001C0: BF820070
.LBB_text_1c4:
	s_or_saveexec_b64 s[34:35], -1                             // 0000000001C4: BEA221C1
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 0000000001C8: E0500008 21000100
	s_mov_b64 exec, s[34:35]                                   // 0000000001D0: BEFE0122
	s_waitcnt vmcnt(0)                                         // 0000000001D4: BF8C0F70
	v_readlane_b32 s15, v1, 0                                  // 0000000001D8: D289000F 00010101
	v_readlane_b32 s14, v1, 1                                  // 0000000001E0: D289000E 00010301
	v_readlane_b32 s13, v1, 2                                  // 0000000001E8: D289000D 00010501
	v_readlane_b32 s12, v1, 3                                  // 0000000001F0: D289000C 00010701
	v_readlane_b32 s10, v1, 4                                  // 0000000001F8: D289000A 00010901
	v_readlane_b32 s11, v1, 5                                  // 000000000200: D289000B 00010B01
	v_readlane_b32 s8, v1, 6                                   // 000000000208: D2890008 00010D01
	v_readlane_b32 s9, v1, 7                                   // 000000000210: D2890009 00010F01
	v_readlane_b32 s6, v1, 8                                   // 000000000218: D2890006 00011101
	v_readlane_b32 s7, v1, 9                                   // 000000000220: D2890007 00011301
	v_readlane_b32 s4, v1, 10                                  // 000000000228: D2890004 00011501
	v_readlane_b32 s5, v1, 11                                  // 000000000230: D2890005 00011701
	buffer_load_dword v31, off, s[0:3], s33 offset:16          // 000000000238: E0500010 21001F00
	buffer_load_dword v0, off, s[0:3], s33                     // 000000000240: E0500000 21000000
	s_mov_b32 s16, -1                                          // 000000000248: BE9000C1
	s_waitcnt vmcnt(0)                                         // 00000000024C: BF8C0F70
	v_add_u32_e64 v0, v0, s16                                  // 000000000250: D1340000 00002100
	s_getpc_b64 s[16:17]                                       // 000000000258: BE901C00
	s_add_u32 s16, s16, fib@rel32@lo+4                         // 00000000025C: 8010FF10 00000000
	s_addc_u32 s17, s17, fib@rel32@hi+12                       // 000000000264: 8211FF11 00000000
	v_writelane_b32 v1, s16, 16                                // 00000000026C: D28A0001 00012010
	v_writelane_b32 v1, s17, 17                                // 000000000274: D28A0001 00012211
	s_or_saveexec_b64 s[34:35], -1                             // 00000000027C: BEA221C1
	buffer_store_dword v1, off, s[0:3], s33 offset:8           // 000000000280: E0700008 21000100
	s_mov_b64 exec, s[34:35]                                   // 000000000288: BEFE0122
	s_mov_b64 s[22:23], s[2:3]                                 // 00000000028C: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000000290: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000000294: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000000298: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 00000000029C: BE9E1E10
	s_or_saveexec_b64 s[34:35], -1                             // 0000000002A0: BEA221C1
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 0000000002A4: E0500008 21000100
	s_mov_b64 exec, s[34:35]                                   // 0000000002AC: BEFE0122
	buffer_load_dword v31, off, s[0:3], s33 offset:16          // 0000000002B0: E0500010 21001F00
	s_waitcnt vmcnt(1)                                         // 0000000002B8: BF8C0F71
	v_readlane_b32 s4, v1, 10                                  // 0000000002BC: D2890004 00011501
	v_readlane_b32 s5, v1, 11                                  // 0000000002C4: D2890005 00011701
	v_readlane_b32 s6, v1, 8                                   // 0000000002CC: D2890006 00011101
	v_readlane_b32 s7, v1, 9                                   // 0000000002D4: D2890007 00011301
	v_readlane_b32 s8, v1, 6                                   // 0000000002DC: D2890008 00010D01
	v_readlane_b32 s9, v1, 7                                   // 0000000002E4: D2890009 00010F01
	v_readlane_b32 s10, v1, 4                                  // 0000000002EC: D289000A 00010901
	v_readlane_b32 s11, v1, 5                                  // 0000000002F4: D289000B 00010B01
	v_readlane_b32 s12, v1, 3                                  // 0000000002FC: D289000C 00010701
	v_readlane_b32 s13, v1, 2                                  // 000000000304: D289000D 00010501
	v_readlane_b32 s14, v1, 1                                  // 00000000030C: D289000E 00010301
	v_readlane_b32 s15, v1, 0                                  // 000000000314: D289000F 00010101
	v_readlane_b32 s16, v1, 16                                 // 00000000031C: D2890010 00012101
	v_readlane_b32 s17, v1, 17                                 // 000000000324: D2890011 00012301
	buffer_store_dword v0, off, s[0:3], s33 offset:24          // 00000000032C: E0700018 21000000
	buffer_load_dword v0, off, s[0:3], s33                     // 000000000334: E0500000 21000000
	s_mov_b32 s18, -2                                          // 00000000033C: BE9200C2
	s_waitcnt vmcnt(0)                                         // 000000000340: BF8C0F70
	v_add_u32_e64 v0, v0, s18                                  // 000000000344: D1340000 00002500
	s_mov_b64 s[22:23], s[2:3]                                 // 00000000034C: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000000350: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000000354: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000000358: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 00000000035C: BE9E1E10
	v_mov_b32_e32 v1, v0                                       // 000000000360: 7E020300
	buffer_load_dword v0, off, s[0:3], s33 offset:24           // 000000000364: E0500018 21000000
	s_waitcnt vmcnt(0)                                         // 00000000036C: BF8C0F70
	v_add_u32_e64 v0, v0, v1                                   // 000000000370: D1340000 00020300
	buffer_store_dword v0, off, s[0:3], s33 offset:12          // 000000000378: E070000C 21000000
	s_branch .LBB_text_144                                     // 000000000380: BF82FF70
.LBB_text_384:
	s_or_saveexec_b64 s[34:35], -1                             // 000000000384: BEA221C1
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 000000000388: E0500008 21000100
	s_mov_b64 exec, s[34:35]                                   // 000000000390: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000000394: BF8C0F70
	v_readlane_b32 s4, v1, 14                                  // 000000000398: D2890004 00011D01
	v_readlane_b32 s5, v1, 15                                  // 0000000003A0: D2890005 00011F01
	s_or_b64 exec, exec, s[4:5]                                // 0000000003A8: 87FE047E
	buffer_load_dword v0, off, s[0:3], s33 offset:20           // 0000000003AC: E0500014 21000000
	v_readlane_b32 s31, v40, 1                                 // 0000000003B4: D289001F 00010328
	v_readlane_b32 s30, v40, 0                                 // 0000000003BC: D289001E 00010128
	v_readlane_b32 s4, v40, 4                                  // 0000000003C4: D2890004 00010928
	v_readlane_b32 s34, v40, 2                                 // 0000000003CC: D2890022 00010528
	v_readlane_b32 s35, v40, 3                                 // 0000000003D4: D2890023 00010728
	s_xor_saveexec_b64 s[6:7], -1                              // 0000000003DC: BE8622C1
	s_waitcnt vmcnt(0)                                         // 0000000003E0: BF8C0F70
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 0000000003E4: E050001C 21000000
	s_nop 0                                                    // 0000000003EC: BF800000
	buffer_load_dword v1, off, s[0:3], s33 offset:32           // 0000000003F0: E0500020 21000100
	s_mov_b64 exec, -1                                         // 0000000003F8: BEFE01C1
	buffer_load_dword v40, off, s[0:3], s33 offset:4           // 0000000003FC: E0500004 21002800
	s_mov_b64 exec, s[6:7]                                     // 000000000404: BEFE0106
	s_add_i32 s32, s32, 0xfffff400                             // 000000000408: 8120FF20 FFFFF400
	s_mov_b32 s33, s4                                          // 000000000410: BEA10004
	s_waitcnt vmcnt(0)                                         // 000000000414: BF8C0F70
	s_setpc_b64 s[30:31]                                       // 000000000418: BE801D1E
mix:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 00000000041C: BF8C0000
	s_mov_b32 s6, s33                                          // 000000000420: BE860021
	s_mov_b32 s33, s32                                         // 000000000424: BEA10020
	s_add_i32 s32, s32, 0x500                                  // 000000000428: 8120FF20 00000500
	buffer_store_dword v0, off, s[0:3], s33                    // 000000000430: E0700000 21000000
	buffer_store_dword v1, off, s[0:3], s33 offset:4           // 000000000438: E0700004 21000100
	buffer_store_dword v2, off, s[0:3], s33 offset:8           // 000000000440: E0700008 21000200
	buffer_store_dword v3, off, s[0:3], s33 offset:12          // 000000000448: E070000C 21000300
	buffer_load_dword v0, off, s[0:3], s33                     // 000000000450: E0500000 21000000
	s_nop 0                                                    // 000000000458: BF800000
	buffer_load_dword v2, off, s[0:3], s33 offset:8            // 00000000045C: E0500008 21000200
	buffer_load_dword v1, off, s[0:3], s33 offset:12           // 000000000464: E050000C 21000100
	s_mov_b32 s5, 31                                           // 00000000046C: BE85009F
	s_waitcnt vmcnt(0)                                         // 000000000470: BF8C0F70
	v_and_b32_e64 v1, v1, s5                                   // 000000000474: D1130001 00000B01
	s_mov_b32 s4, 2                                            // 00000000047C: BE840082
	v_lshl_add_u32 v1, v1, s4, v2                              // 000000000480: D1FD0001 04080901
	buffer_store_dword v0, v1, s[0:3], 0 offen                 // 000000000488: E0701000 80000001
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 000000000490: E0500008 21000100
	s_nop 0                                                    // 000000000498: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 00000000049C: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 0000000004A4: BF8C0F70
	v_lshl_add_u32 v0, v0, 2, v0                               // 0000000004A8: D1FD0000 04010500
	v_and_b32_e64 v0, v0, s5                                   // 0000000004B0: D1130000 00000B00
	v_lshl_add_u32 v0, v0, s4, v1                              // 0000000004B8: D1FD0000 04040900
	buffer_load_dword v0, v0, s[0:3], 0 offen                  // 0000000004C0: E0501000 80000000
	s_nop 0                                                    // 0000000004C8: BF800000
	buffer_load_dword v1, off, s[0:3], s33 offset:4            // 0000000004CC: E0500004 21000100
	s_waitcnt vmcnt(0)                                         // 0000000004D4: BF8C0F70
	v_mul_f32_e64 v0, v0, v1                                   // 0000000004D8: D1050000 00020300
	s_add_i32 s32, s32, 0xfffffb00                             // 0000000004E0: 8120FF20 FFFFFB00
	s_mov_b32 s33, s6                                          // 0000000004E8: BEA10006
	s_setpc_b64 s[30:31]                                       // 0000000004EC: BE801D1E
deep:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 0000000004F0: BF8C0000
	s_mov_b32 s16, s33                                         // 0000000004F4: BE900021
	s_mov_b32 s33, s32                                         // 0000000004F8: BEA10020
	s_xor_saveexec_b64 s[18:19], -1                            // 0000000004FC: BE9222C1
	buffer_store_dword v0, off, s[0:3], s33 offset:40          // 000000000500: E0700028 21000000
	buffer_store_dword v2, off, s[0:3], s33 offset:44          // 000000000508: E070002C 21000200
	s_mov_b64 exec, -1                                         // 000000000510: BEFE01C1
	buffer_store_dword v40, off, s[0:3], s33 offset:12         // 000000000514: E070000C 21002800
	s_mov_b64 exec, s[18:19]                                   // 00000000051C: BEFE0112
	v_writelane_b32 v40, s16, 4                                // 000000000520: D28A0028 00010810
	v_writelane_b32 v40, s34, 2                                // 000000000528: D28A0028 00010422
	v_writelane_b32 v40, s35, 3                                // 000000000530: D28A0028 00010623
	s_add_i32 s32, s32, 0x1000                                 // 000000000538: 8120FF20 00001000
	v_writelane_b32 v40, s30, 0                                // 000000000540: D28A0028 0001001E
	v_writelane_b32 v40, s31, 1                                // 000000000548: D28A0028 0001021F
	buffer_store_dword v31, off, s[0:3], s33 offset:28         // 000000000550: E070001C 21001F00
	v_mov_b32_e32 v4, v0                                       // 000000000558: 7E080300
	s_or_saveexec_b64 s[34:35], -1                             // 00000000055C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000000560: E0500010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000568: BEFE0122
	s_waitcnt vmcnt(0)                                         // 00000000056C: BF8C0F70
	v_writelane_b32 v0, s15, 0                                 // 000000000570: D28A0000 0001000F
	v_writelane_b32 v0, s14, 1                                 // 000000000578: D28A0000 0001020E
	v_writelane_b32 v0, s13, 2                                 // 000000000580: D28A0000 0001040D
	v_writelane_b32 v0, s12, 3                                 // 000000000588: D28A0000 0001060C
	v_writelane_b32 v0, s10, 4                                 // 000000000590: D28A0000 0001080A
	v_writelane_b32 v0, s11, 5                                 // 000000000598: D28A0000 00010A0B
	v_writelane_b32 v0, s8, 6                                  // 0000000005A0: D28A0000 00010C08
	v_writelane_b32 v0, s9, 7                                  // 0000000005A8: D28A0000 00010E09
	v_writelane_b32 v0, s6, 8                                  // 0000000005B0: D28A0000 00011006
	v_writelane_b32 v0, s7, 9                                  // 0000000005B8: D28A0000 00011207
	v_writelane_b32 v0, s4, 10                                 // 0000000005C0: D28A0000 00011404
	v_writelane_b32 v0, s5, 11                                 // 0000000005C8: D28A0000 00011605
	v_mov_b32_e32 v5, v1                                       // 0000000005D0: 7E0A0301
	v_mov_b32_e32 v1, v5                                       // 0000000005D4: 7E020305
	buffer_store_dword v1, off, s[0:3], s33 offset:4           // 0000000005D8: E0700004 21000100
	v_mov_b32_e32 v1, v4                                       // 0000000005E0: 7E020304
	buffer_store_dword v1, off, s[0:3], s33                    // 0000000005E4: E0700000 21000100
	buffer_store_dword v2, off, s[0:3], s33 offset:8           // 0000000005EC: E0700008 21000200
	buffer_load_dword v1, off, s[0:3], s33 offset:8            // 0000000005F4: E0500008 21000100
	s_mov_b32 s4, 0                                            // 0000000005FC: BE840080
	s_waitcnt vmcnt(0)                                         // 000000000600: BF8C0F70
	v_cmp_ne_u32_e64 s[4:5], v1, s4                            // 000000000604: D0CD0004 00000901
	v_pk_mov_b32 v[2:3], s[6:7], s[6:7] op_sel:[0,1]           // 00000000060C: D3B35002 18000C06
	buffer_store_dword v2, off, s[0:3], s33 offset:20          // 000000000614: E0700014 21000200
	s_waitcnt vmcnt(0)                                         // 00000000061C: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:24          // 000000000620: E0700018 21000300
	s_mov_b64 s[6:7], exec                                     // 000000000628: BE86017E
	s_and_b64 s[4:5], s[6:7], s[4:5]                           // 00000000062C: 86840406
	s_xor_b64 s[6:7], s[4:5], s[6:7]                           // 000000000630: 88860604
	v_writelane_b32 v0, s6, 12                                 // 000000000634: D28A0000 00011806
	v_writelane_b32 v0, s7, 13                                 // 00000000063C: D28A0000 00011A07
	s_or_saveexec_b64 s[34:35], -1                             // 000000000644: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:16          // 000000000648: E0700010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000650: BEFE0122
	s_mov_b64 exec, s[4:5]                                     // 000000000654: BEFE0104
	s_cbranch_execz .LBB_text_660                              // 000000000658: BF880001
	s_branch .LBB_text_70c                                     // 00000000065C: BF82002B
.LBB_text_660:
	s_or_saveexec_b64 s[34:35], -1                             // 000000000660: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000000664: E0500010 21000000
	s_mov_b64 exec, s[34:35]                                   // 00000000066C: BEFE0122
	s_waitcnt vmcnt(0)                                         // 000000000670: BF8C0F70
	v_readlane_b32 s4, v0, 12                                  // 000000000674: D2890004 00011900
	v_readlane_b32 s5, v0, 13                                  // 00000000067C: D2890005 00011B00
	s_or_saveexec_b64 s[4:5], s[4:5]                           // 000000000684: BE842104
	buffer_load_dword v2, off, s[0:3], s33 offset:20           // 000000000688: E0500014 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:24           // 000000000690: E0500018 21000300
	s_waitcnt vmcnt(0)                                         // 000000000698: BF8C0F70
	buffer_store_dword v2, off, s[0:3], s33 offset:32          // 00000000069C: E0700020 21000200
	s_waitcnt vmcnt(0)                                         // 0000000006A4: BF8C0F70
	buffer_store_dword v3, off, s[0:3], s33 offset:36          // 0000000006A8: E0700024 21000300
	s_and_b64 s[4:5], exec, s[4:5]                             // 0000000006B0: 8684047E
	v_writelane_b32 v0, s4, 14                                 // 0000000006B4: D28A0000 00011C04
	v_writelane_b32 v0, s5, 15                                 // 0000000006BC: D28A0000 00011E05
	s_or_saveexec_b64 s[34:35], -1                             // 0000000006C4: BEA221C1
	buffer_store_dword v0, off, s[0:3], s33 offset:16          // 0000000006C8: E0700010 21000000
	s_mov_b64 exec, s[34:35]                                   // 0000000006D0: BEFE0122
	s_xor_b64 exec, exec, s[4:5]                               // 0000000006D4: 88FE047E
	s_cbranch_execz .LBB_text_8ec                              // 0000000006D8: BF880084
	buffer_load_dword v0, off, s[0:3], s33                     // 0000000006DC: E0500000 21000000
	buffer_load_dword v2, off, s[0:3], s33 offset:4            // 0000000006E4: E0500004 21000200
	s_waitcnt vmcnt(0)                                         // 0000000006EC: BF8C0F70
	v_mov_b32_e32 v1, v2                                       // 0000000006F0: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:32          // 0000000006F4: E0700020 21000000
	s_waitcnt vmcnt(0)                                         // 0000000006FC: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:36          // 000000000700: E0700024 21000100
	s_branch .LBB_text_8ec                                     // 000000000708: BF820078
.LBB_text_70c:
	s_or_saveexec_b64 s[34:35], -1                             // 00000000070C: BEA221C1
	buffer_load_dword v0, off, s[0:3], s33 offset:16           // 000000000710: E0500010 21000000
	s_mov_b64 exec, s[34:35]                                   // 000000000718: BEFE0122
	s_waitcnt vmcnt(0)                                         // 00000000071C: BF8C0F70
	v_readlane_b32 s15, v0, 0                                  // 000000000720: D289000F 00010100
	v_readlane_b32 s14, v0, 1                                  // 000000000728: D289000E 00010300
	v_readlane_b32 s13, v0, 2                                  // 000000000730: D289000D 00010500
	v_readlane_b32 s12, v0, 3                                  // 000000000738: D289000C 00010700
	v_readlane_b32 s10, v0, 4                                  // 000000000740: D289000A 00010900
	v_readlane_b32 s11, v0, 5                                  // 000000000748: D289000B 00010B00
	v_readlane_b32 s8, v0, 6                                   // 000000000750: D2890008 00010D00
	v_readlane_b32 s9, v0, 7                                   // 000000000758: D2890009 00010F00
	v_readlane_b32 s6, v0, 8                                   // 000000000760: D2890006 00011100
	v_readlane_b32 s7, v0, 9                                   // 000000000768: D2890007 00011300
	v_readlane_b32 s4, v0, 10                                  // 000000000770: D2890004 00011500
	v_readlane_b32 s5, v0, 11                                  // 000000000778: D2890005 00011700
	buffer_load_dword v31, off, s[0:3], s33 offset:28          // 000000000780: E050001C 21001F00
	buffer_load_dword v2, off, s[0:3], s33                     // 000000000788: E0500000 21000200
	buffer_load_dword v3, off, s[0:3], s33 offset:4            // 000000000790: E0500004 21000300
	s_waitcnt vmcnt(1)                                         // 000000000798: BF8C0F71
	v_mov_b32_e32 v0, v2                                       // 00000000079C: 7E000302
	s_waitcnt vmcnt(0)                                         // 0000000007A0: BF8C0F70
	v_mov_b32_e32 v1, v3                                       // 0000000007A4: 7E020303
	s_mov_b32 s17, 3                                           // 0000000007A8: BE910083
	v_mad_u64_u32 v[4:5], s[18:19], v2, s17, 0                 // 0000000007AC: D1E81204 02002302
	v_mov_b32_e32 v2, v5                                       // 0000000007B4: 7E040305
	v_mov_b32_e32 v6, s16                                      // 0000000007B8: 7E0C0210
	v_mov_b32_e32 v3, v6                                       // 0000000007BC: 7E060306
	s_mov_b32 s16, 32                                          // 0000000007C0: BE9000A0
	v_lshrrev_b64 v[0:1], s16, v[0:1]                          // 0000000007C4: D2900000 00020010
	v_mad_u64_u32 v[0:1], s[18:19], v0, s17, v[2:3]            // 0000000007CC: D1E81200 04082300
	v_mov_b32_e32 v2, s17                                      // 0000000007D4: 7E040211
	v_mov_b32_e32 v1, v2                                       // 0000000007D8: 7E020302
	v_lshlrev_b64 v[2:3], s16, v[0:1]                          // 0000000007DC: D28F0002 00020010
	v_mov_b32_e32 v1, v3                                       // 0000000007E4: 7E020303
	s_mov_b32 s17, 0                                           // 0000000007E8: BE910080
	v_mov_b32_e32 v0, 0                                        // 0000000007EC: 7E000280
	v_mov_b32_e32 v5, v0                                       // 0000000007F0: 7E0A0300
	v_mov_b32_e32 v0, v5                                       // 0000000007F4: 7E000305
	v_or_b32_e64 v0, v0, v1                                    // 0000000007F8: D1140000 00020300
	v_mov_b32_e32 v1, v4                                       // 000000000800: 7E020304
	v_or_b32_e64 v8, v1, v2                                    // 000000000804: D1140008 00020501
	v_mov_b32_e32 v9, v0                                       // 00000000080C: 7E120300
	buffer_load_dword v0, off, s[0:3], s33 offset:8            // 000000000810: E0500008 21000000
	s_waitcnt vmcnt(0)                                         // 000000000818: BF8C0F70
	v_ashrrev_i32_e64 v1, 31, v0                               // 00000000081C: D1110001 0002009F
	v_mov_b32_e32 v6, v0                                       // 000000000824: 7E0C0300
	v_mov_b32_e32 v7, v1                                       // 000000000828: 7E0E0301
	v_mov_b32_e32 v3, v8                                       // 00000000082C: 7E060308
	v_mov_b32_e32 v4, v6                                       // 000000000830: 7E080306
	v_mov_b32_e32 v1, v9                                       // 000000000834: 7E020309
	v_mov_b32_e32 v2, v7                                       // 000000000838: 7E040307
	v_add_co_u32_e64 v4, s[18:19], v3, v4                      // 00000000083C: D1191204 00020903
	v_addc_co_u32_e64 v1, s[18:19], v1, v2, s[18:19]           // 000000000844: D11C1201 004A0501
	v_mov_b32_e32 v5, v1                                       // 00000000084C: 7E0A0301
	s_mov_b32 s17, -1                                          // 000000000850: BE9100C1
	v_add_u32_e64 v2, v0, s17                                  // 000000000854: D1340002 00002300
	v_mov_b32_e32 v0, v4                                       // 00000000085C: 7E000304
	v_lshrrev_b64 v[4:5], s16, v[4:5]                          // 000000000860: D2900004 00020810
	v_mov_b32_e32 v1, v4                                       // 000000000868: 7E020304
	s_getpc_b64 s[16:17]                                       // 00000000086C: BE901C00
	s_add_u32 s16, s16, deep@rel32@lo+4                        // 000000000870: 8010FF10 00000000
	s_addc_u32 s17, s17, deep@rel32@hi+12                      // 000000000878: 8211FF11 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 000000000880: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000000884: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000000888: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 00000000088C: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 000000000890: BE9E1E10
	v_mov_b32_e32 v2, v1                                       // 000000000894: 7E040301
	v_mov_b32_e32 v1, v2                                       // 000000000898: 7E020302
	buffer_load_dword v4, off, s[0:3], s33                     // 00000000089C: E0500000 21000400
	buffer_load_dword v2, off, s[0:3], s33 offset:4            // 0000000008A4: E0500004 21000200
	s_waitcnt vmcnt(0)                                         // 0000000008AC: BF8C0F70
	v_mov_b32_e32 v5, v2                                       // 0000000008B0: 7E0A0302
	v_mov_b32_e32 v2, v1                                       // 0000000008B4: 7E040301
	v_mov_b32_e32 v3, v5                                       // 0000000008B8: 7E060305
	v_xor_b32_e64 v2, v2, v3                                   // 0000000008BC: D1150002 00020702
	v_mov_b32_e32 v1, v4                                       // 0000000008C4: 7E020304
	v_xor_b32_e64 v0, v0, v1                                   // 0000000008C8: D1150000 00020300
	v_mov_b32_e32 v1, v2                                       // 0000000008D0: 7E020302
	buffer_store_dword v0, off, s[0:3], s33 offset:20          // 0000000008D4: E0700014 21000000
	s_waitcnt vmcnt(0)                                         // 0000000008DC: BF8C0F70
	buffer_store_dword v1, off, s[0:3], s33 offset:24          // 0000000008E0: E0700018 21000100
	s_branch .LBB_text_660                                     // 0000000008E8: BF82FF5D
.LBB_text_8ec:
	s_or_saveexec_b64 s[34:35], -1                             // 0000000008EC: BEA221C1
	buffer_load_dword v2, off, s[0:3], s33 offset:16           // 0000000008F0: E0500010 21000200
	s_mov_b64 exec, s[34:35]                                   // 0000000008F8: BEFE0122
	s_waitcnt vmcnt(0)                                         // 0000000008FC: BF8C0F70
	v_readlane_b32 s4, v2, 14                                  // 000000000900: D2890004 00011D02
	v_readlane_b32 s5, v2, 15                                  // 000000000908: D2890005 00011F02
	s_or_b64 exec, exec, s[4:5]                                // 000000000910: 87FE047E
	buffer_load_dword v4, off, s[0:3], s33 offset:32           // 000000000914: E0500020 21000400
	buffer_load_dword v5, off, s[0:3], s33 offset:36           // 00000000091C: E0500024 21000500
	s_mov_b32 s4, 32                                           // 000000000924: BE8400A0
	s_waitcnt vmcnt(0)                                         // 000000000928: BF8C0F70
	v_lshrrev_b64 v[0:1], s4, v[4:5]                           // 00000000092C: D2900000 00020804
	v_mov_b32_e32 v1, v0                                       // 000000000934: 7E020300
	v_mov_b32_e32 v0, v4                                       // 000000000938: 7E000304
	v_readlane_b32 s31, v40, 1                                 // 00000000093C: D289001F 00010328
	v_readlane_b32 s30, v40, 0                                 // 000000000944: D289001E 00010128
	v_readlane_b32 s4, v40, 4                                  // 00000000094C: D2890004 00010928
	v_readlane_b32 s34, v40, 2                                 // 000000000954: D2890022 00010528
	v_readlane_b32 s35, v40, 3                                 // 00000000095C: D2890023 00010728
	s_xor_saveexec_b64 s[6:7], -1                              // 000000000964: BE8622C1
	buffer_load_dword v0, off, s[0:3], s33 offset:40           // 000000000968: E0500028 21000000
	s_nop 0                                                    // 000000000970: BF800000
	buffer_load_dword v2, off, s[0:3], s33 offset:44           // 000000000974: E050002C 21000200
	s_mov_b64 exec, -1                                         // 00000000097C: BEFE01C1
	buffer_load_dword v40, off, s[0:3], s33 offset:12          // 000000000980: E050000C 21002800
	s_mov_b64 exec, s[6:7]                                     // 000000000988: BEFE0106
	s_add_i32 s32, s32, 0xfffff000                             // 00000000098C: 8120FF20 FFFFF000
	s_mov_b32 s33, s4                                          // 000000000994: BEA10004
	s_waitcnt vmcnt(0)                                         // 000000000998: BF8C0F70
	s_setpc_b64 s[30:31]                                       // 00000000099C: BE801D1E
	s_nop 0                                                    // 0000000009A0: BF800000
	s_nop 0                                                    // 0000000009A4: BF800000
	s_nop 0                                                    // 0000000009A8: BF800000
	s_nop 0                                                    // 0000000009AC: BF800000
	s_nop 0                                                    // 0000000009B0: BF800000
	s_nop 0                                                    // 0000000009B4: BF800000
	s_nop 0                                                    // 0000000009B8: BF800000
	s_nop 0                                                    // 0000000009BC: BF800000
	s_nop 0                                                    // 0000000009C0: BF800000
	s_nop 0                                                    // 0000000009C4: BF800000
	s_nop 0                                                    // 0000000009C8: BF800000
	s_nop 0                                                    // 0000000009CC: BF800000
	s_nop 0                                                    // 0000000009D0: BF800000
	s_nop 0                                                    // 0000000009D4: BF800000
	s_nop 0                                                    // 0000000009D8: BF800000
	s_nop 0                                                    // 0000000009DC: BF800000
	s_nop 0                                                    // 0000000009E0: BF800000
	s_nop 0                                                    // 0000000009E4: BF800000
	s_nop 0                                                    // 0000000009E8: BF800000
	s_nop 0                                                    // 0000000009EC: BF800000
	s_nop 0                                                    // 0000000009F0: BF800000
	s_nop 0                                                    // 0000000009F4: BF800000
	s_nop 0                                                    // 0000000009F8: BF800000
	s_nop 0                                                    // 0000000009FC: BF800000
rec:
	s_mov_b32 s33, 0                                           // 000000000A00: BEA10080
	s_mov_b32 s32, 0x2c00                                      // 000000000A04: BEA000FF 00002C00
	s_add_u32 flat_scratch_lo, s12, s17                        // 000000000A0C: 8066110C
	s_addc_u32 flat_scratch_hi, s13, 0                         // 000000000A10: 8267800D
	s_add_u32 s0, s0, s17                                      // 000000000A14: 80001100
	s_addc_u32 s1, s1, 0                                       // 000000000A18: 82018001
	v_writelane_b32 v1, s16, 0                                 // 000000000A1C: D28A0001 00010010
	v_writelane_b32 v1, s15, 1                                 // 000000000A24: D28A0001 0001020F
	v_writelane_b32 v1, s14, 2                                 // 000000000A2C: D28A0001 0001040E
	v_writelane_b32 v1, s10, 3                                 // 000000000A34: D28A0001 0001060A
	v_writelane_b32 v1, s11, 4                                 // 000000000A3C: D28A0001 0001080B
	v_writelane_b32 v1, s8, 5                                  // 000000000A44: D28A0001 00010A08
	v_writelane_b32 v1, s9, 6                                  // 000000000A4C: D28A0001 00010C09
	v_writelane_b32 v1, s6, 7                                  // 000000000A54: D28A0001 00010E06
	v_writelane_b32 v1, s7, 8                                  // 000000000A5C: D28A0001 00011007
	s_mov_b64 s[6:7], s[4:5]                                   // 000000000A64: BE860104
	v_readlane_b32 s4, v1, 5                                   // 000000000A68: D2890004 00010B01
	v_readlane_b32 s5, v1, 6                                   // 000000000A70: D2890005 00010D01
	v_writelane_b32 v1, s6, 9                                  // 000000000A78: D28A0001 00011206
	v_writelane_b32 v1, s7, 10                                 // 000000000A80: D28A0001 00011407
	s_or_saveexec_b64 s[36:37], -1                             // 000000000A88: BEA421C1
	v_accvgpr_write_b32 a32, v1                                // 000000000A8C: D3D94020 18000101
	s_mov_b64 exec, s[36:37]                                   // 000000000A94: BEFE0124
	v_mov_b32_e32 v1, v0                                       // 000000000A98: 7E020300
	s_or_saveexec_b64 s[36:37], -1                             // 000000000A9C: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000000AA0: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000AA8: BEFE0124
	v_accvgpr_write_b32 a33, v1                                // 000000000AAC: D3D94021 18000101
	s_load_dwordx2 s[10:11], s[4:5], 0x0                       // 000000000AB4: C0060282 00000000
	s_load_dwordx2 s[8:9], s[4:5], 0x8                         // 000000000ABC: C0060202 00000008
	s_load_dwordx2 s[6:7], s[4:5], 0x10                        // 000000000AC4: C0060182 00000010
	s_nop 0                                                    // 000000000ACC: BF800000
	s_load_dword s4, s[4:5], 0x18                              // 000000000AD0: C0020102 00000018
	s_waitcnt lgkmcnt(0)                                       // 000000000AD8: BF8CC07F
	s_mov_b32 s5, s11                                          // 000000000ADC: BE85000B
	v_mov_b32_e32 v2, s5                                       // 000000000AE0: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:4           // 000000000AE4: E0700004 21000200
	s_mov_b32 s5, s10                                          // 000000000AEC: BE85000A
	v_mov_b32_e32 v2, s5                                       // 000000000AF0: 7E040205
	buffer_store_dword v2, off, s[0:3], s33                    // 000000000AF4: E0700000 21000200
	s_mov_b32 s5, s9                                           // 000000000AFC: BE850009
	v_mov_b32_e32 v2, s5                                       // 000000000B00: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:12          // 000000000B04: E070000C 21000200
	s_mov_b32 s5, s8                                           // 000000000B0C: BE850008
	v_mov_b32_e32 v2, s5                                       // 000000000B10: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:8           // 000000000B14: E0700008 21000200
	s_mov_b32 s5, s7                                           // 000000000B1C: BE850007
	v_mov_b32_e32 v2, s5                                       // 000000000B20: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:20          // 000000000B24: E0700014 21000200
	s_mov_b32 s5, s6                                           // 000000000B2C: BE850006
	v_mov_b32_e32 v2, s5                                       // 000000000B30: 7E040205
	buffer_store_dword v2, off, s[0:3], s33 offset:16          // 000000000B34: E0700010 21000200
	v_mov_b32_e32 v2, s4                                       // 000000000B3C: 7E040204
	buffer_store_dword v2, off, s[0:3], s33 offset:24          // 000000000B40: E0700018 21000200
	s_mov_b32 s4, 0x3ff                                        // 000000000B48: BE8400FF 000003FF
	v_and_b32_e64 v1, v1, s4                                   // 000000000B50: D1130001 00000901
	buffer_store_dword v1, off, s[0:3], s33 offset:28          // 000000000B58: E070001C 21000100
	v_mov_b32_e32 v1, 0                                        // 000000000B60: 7E020280
	buffer_store_dword v1, off, s[0:3], s33 offset:160         // 000000000B64: E07000A0 21000100
	s_mov_b64 s[4:5], 0                                        // 000000000B6C: BE840180
	v_writelane_b32 v0, s4, 11                                 // 000000000B70: D28A0000 00011604
	v_writelane_b32 v0, s5, 12                                 // 000000000B78: D28A0000 00011805
	s_or_saveexec_b64 s[36:37], -1                             // 000000000B80: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000000B84: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 000000000B8C: BEFE0124
.LBB_text_b90:
	s_or_saveexec_b64 s[36:37], -1                             // 000000000B90: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000000B94: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000B9C: BEFE0124
	v_readlane_b32 s4, v0, 13                                  // 000000000BA0: D2890004 00011B00
	v_readlane_b32 s5, v0, 14                                  // 000000000BA8: D2890005 00011D00
	v_readlane_b32 s6, v0, 11                                  // 000000000BB0: D2890006 00011700
	v_readlane_b32 s7, v0, 12                                  // 000000000BB8: D2890007 00011900
	v_writelane_b32 v0, s6, 15                                 // 000000000BC0: D28A0000 00011E06
	v_writelane_b32 v0, s7, 16                                 // 000000000BC8: D28A0000 00012007
	buffer_load_dword v1, off, s[0:3], s33 offset:160          // 000000000BD0: E05000A0 21000100
	s_mov_b32 s6, 32                                           // 000000000BD8: BE8600A0
	s_waitcnt vmcnt(0)                                         // 000000000BDC: BF8C0F70
	v_cmp_lt_i32_e64 s[6:7], v1, s6                            // 000000000BE0: D0C10006 00000D01
	s_mov_b64 s[8:9], -1                                       // 000000000BE8: BE8801C1
	s_or_b64 s[4:5], s[4:5], exec                              // 000000000BEC: 87847E04
	v_writelane_b32 v0, s4, 17                                 // 000000000BF0: D28A0000 00012204
	v_writelane_b32 v0, s5, 18                                 // 000000000BF8: D28A0000 00012405
	v_writelane_b32 v0, s4, 19                                 // 000000000C00: D28A0000 00012604
	v_writelane_b32 v0, s5, 20                                 // 000000000C08: D28A0000 00012805
	s_mov_b64 s[4:5], exec                                     // 000000000C10: BE84017E
	v_writelane_b32 v0, s4, 21                                 // 000000000C14: D28A0000 00012A04
	v_writelane_b32 v0, s5, 22                                 // 000000000C1C: D28A0000 00012C05
	s_or_saveexec_b64 s[36:37], -1                             // 000000000C24: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000000C28: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 000000000C30: BEFE0124
	s_and_b64 s[4:5], s[4:5], s[6:7]                           // 000000000C34: 86840604
	s_mov_b64 exec, s[4:5]                                     // 000000000C38: BEFE0104
	s_cbranch_execz .LBB_text_ce4                              // 000000000C3C: BF880029
	buffer_load_dword v8, off, s[0:3], s33 offset:8            // 000000000C40: E0500008 21000800
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 000000000C48: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 000000000C50: BF8C0F70
	v_mov_b32_e32 v9, v0                                       // 000000000C54: 7E120300
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 000000000C58: E050001C 21000000
	buffer_load_dword v1, off, s[0:3], s33 offset:160          // 000000000C60: E05000A0 21000100
	s_waitcnt vmcnt(0)                                         // 000000000C68: BF8C0F70
	v_add_u32_e64 v0, v0, v1                                   // 000000000C6C: D1340000 00020300
	s_mov_b32 s4, 0xff                                         // 000000000C74: BE8400FF 000000FF
	v_and_b32_e64 v0, v0, s4                                   // 000000000C7C: D1130000 00000900
	s_mov_b32 s4, 2                                            // 000000000C84: BE840082
	v_lshlrev_b32_e64 v6, s4, v0                               // 000000000C88: D1120006 00020004
	s_mov_b32 s5, 0                                            // 000000000C90: BE850080
	v_mov_b32_e32 v0, 0                                        // 000000000C94: 7E000280
	v_mov_b32_e32 v7, v0                                       // 000000000C98: 7E0E0300
	v_mov_b32_e32 v2, v8                                       // 000000000C9C: 7E040308
	v_mov_b32_e32 v4, v6                                       // 000000000CA0: 7E080306
	v_mov_b32_e32 v0, v9                                       // 000000000CA4: 7E000309
	v_mov_b32_e32 v3, v7                                       // 000000000CA8: 7E060307
	v_add_co_u32_e64 v2, s[6:7], v2, v4                        // 000000000CAC: D1190602 00020902
	v_addc_co_u32_e64 v0, s[6:7], v0, v3, s[6:7]               // 000000000CB4: D11C0600 001A0700
	v_mov_b32_e32 v3, v0                                       // 000000000CBC: 7E060300
	global_load_dword v0, v[2:3], off                          // 000000000CC0: DC508000 007F0002
	v_mov_b32_e32 v2, 32                                       // 000000000CC8: 7E0402A0
	v_lshl_add_u32 v1, v1, s4, v2                              // 000000000CCC: D1FD0001 04080901
	s_waitcnt vmcnt(0)                                         // 000000000CD4: BF8C0F70
	buffer_store_dword v0, v1, s[0:3], 0 offen                 // 000000000CD8: E0701000 80000001
	s_branch .LBB_text_d88                                     // 000000000CE0: BF820029
.LBB_text_ce4:
	s_or_saveexec_b64 s[36:37], -1                             // 000000000CE4: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000000CE8: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000CF0: BEFE0124
	v_readlane_b32 s4, v0, 21                                  // 000000000CF4: D2890004 00012B00
	v_readlane_b32 s5, v0, 22                                  // 000000000CFC: D2890005 00012D00
	s_or_b64 exec, exec, s[4:5]                                // 000000000D04: 87FE047E
	v_readlane_b32 s8, v0, 15                                  // 000000000D08: D2890008 00011F00
	v_readlane_b32 s9, v0, 16                                  // 000000000D10: D2890009 00012100
	v_readlane_b32 s6, v0, 19                                  // 000000000D18: D2890006 00012700
	v_readlane_b32 s7, v0, 20                                  // 000000000D20: D2890007 00012900
	s_mov_b64 s[4:5], s[6:7]                                   // 000000000D28: BE840106
	s_and_b64 s[4:5], exec, s[4:5]                             // 000000000D2C: 8684047E
	s_or_b64 s[4:5], s[4:5], s[8:9]                            // 000000000D30: 87840804
	v_writelane_b32 v0, s6, 13                                 // 000000000D34: D28A0000 00011A06
	v_writelane_b32 v0, s7, 14                                 // 000000000D3C: D28A0000 00011C07
	s_mov_b64 s[6:7], s[4:5]                                   // 000000000D44: BE860104
	v_writelane_b32 v0, s6, 11                                 // 000000000D48: D28A0000 00011606
	v_writelane_b32 v0, s7, 12                                 // 000000000D50: D28A0000 00011807
	s_mov_b64 s[6:7], s[4:5]                                   // 000000000D58: BE860104
	v_writelane_b32 v0, s6, 23                                 // 000000000D5C: D28A0000 00012E06
	v_writelane_b32 v0, s7, 24                                 // 000000000D64: D28A0000 00013007
	s_or_saveexec_b64 s[36:37], -1                             // 000000000D6C: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000000D70: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 000000000D78: BEFE0124
	s_andn2_b64 exec, exec, s[4:5]                             // 000000000D7C: 89FE047E
	s_cbranch_execnz .LBB_text_b90                             // 000000000D80: BF89FF83
	s_branch .LBB_text_df4                                     // 000000000D84: BF82001B
.LBB_text_d88:
	s_or_saveexec_b64 s[36:37], -1                             // 000000000D88: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000000D8C: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000D94: BEFE0124
	v_readlane_b32 s4, v0, 17                                  // 000000000D98: D2890004 00012300
	v_readlane_b32 s5, v0, 18                                  // 000000000DA0: D2890005 00012500
	buffer_load_dword v1, off, s[0:3], s33 offset:160          // 000000000DA8: E05000A0 21000100
	s_mov_b32 s6, 1                                            // 000000000DB0: BE860081
	s_waitcnt vmcnt(0)                                         // 000000000DB4: BF8C0F70
	v_add_u32_e64 v1, v1, s6                                   // 000000000DB8: D1340001 00000D01
	buffer_store_dword v1, off, s[0:3], s33 offset:160         // 000000000DC0: E07000A0 21000100
	s_mov_b64 s[6:7], 0                                        // 000000000DC8: BE860180
	s_andn2_b64 s[4:5], s[4:5], exec                           // 000000000DCC: 89847E04
	v_writelane_b32 v0, s4, 19                                 // 000000000DD0: D28A0000 00012604
	v_writelane_b32 v0, s5, 20                                 // 000000000DD8: D28A0000 00012805
	s_or_saveexec_b64 s[36:37], -1                             // 000000000DE0: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000000DE4: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 000000000DEC: BEFE0124
	s_branch .LBB_text_ce4                                     // 000000000DF0: BF82FFBC
.LBB_text_df4:
	s_or_saveexec_b64 s[36:37], -1                             // 000000000DF4: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000000DF8: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000E00: BEFE0124
	v_readlane_b32 s4, v0, 23                                  // 000000000E04: D2890004 00012F00
	v_readlane_b32 s5, v0, 24                                  // 000000000E0C: D2890005 00013100
	s_or_b64 exec, exec, s[4:5]                                // 000000000E14: 87FE047E
	s_or_saveexec_b64 s[36:37], -1                             // 000000000E18: BEA421C1
	v_accvgpr_read_b32 v1, a32                                 // 000000000E1C: D3D84001 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000E24: BEFE0124
	v_readlane_b32 s14, v1, 0                                  // 000000000E28: D289000E 00010101
	v_readlane_b32 s13, v1, 1                                  // 000000000E30: D289000D 00010301
	v_readlane_b32 s12, v1, 2                                  // 000000000E38: D289000C 00010501
	v_readlane_b32 s10, v1, 3                                  // 000000000E40: D289000A 00010701
	v_readlane_b32 s11, v1, 4                                  // 000000000E48: D289000B 00010901
	v_readlane_b32 s6, v1, 7                                   // 000000000E50: D2890006 00010F01
	v_readlane_b32 s7, v1, 8                                   // 000000000E58: D2890007 00011101
	v_readlane_b32 s4, v1, 9                                   // 000000000E60: D2890004 00011301
	v_readlane_b32 s5, v1, 10                                  // 000000000E68: D2890005 00011501
	v_readlane_b32 s16, v1, 5                                  // 000000000E70: D2890010 00010B01
	v_readlane_b32 s17, v1, 6                                  // 000000000E78: D2890011 00010D01
	v_accvgpr_read_b32 v31, a33                                // 000000000E80: D3D8401F 18000121
	buffer_load_dword v0, off, s[0:3], s33 offset:24           // 000000000E88: E0500018 21000000
	buffer_load_dword v2, off, s[0:3], s33 offset:28           // 000000000E90: E050001C 21000200
	s_mov_b32 s8, 3                                            // 000000000E98: BE880083
	v_writelane_b32 v1, s8, 25                                 // 000000000E9C: D28A0001 00013208
	s_waitcnt vmcnt(0)                                         // 000000000EA4: BF8C0F70
	v_and_b32_e64 v2, v2, s8                                   // 000000000EA8: D1130002 00001102
	v_add_u32_e64 v0, v0, v2                                   // 000000000EB0: D1340000 00020500
	s_mov_b64 s[18:19], 32                                     // 000000000EB8: BE9201A0
	s_mov_b32 s8, s16                                          // 000000000EBC: BE880010
	s_mov_b32 s9, s17                                          // 000000000EC0: BE890011
	s_mov_b32 s16, s18                                         // 000000000EC4: BE900012
	s_mov_b32 s15, s19                                         // 000000000EC8: BE8F0013
	s_add_u32 s8, s8, s16                                      // 000000000ECC: 80081008
	s_addc_u32 s15, s9, s15                                    // 000000000ED0: 820F0F09
	s_mov_b32 s9, s15                                          // 000000000ED4: BE89000F
	v_writelane_b32 v1, s8, 26                                 // 000000000ED8: D28A0001 00013408
	v_writelane_b32 v1, s9, 27                                 // 000000000EE0: D28A0001 00013609
	s_or_saveexec_b64 s[36:37], -1                             // 000000000EE8: BEA421C1
	v_accvgpr_write_b32 a32, v1                                // 000000000EEC: D3D94020 18000101
	s_mov_b64 exec, s[36:37]                                   // 000000000EF4: BEFE0124
	s_getpc_b64 s[16:17]                                       // 000000000EF8: BE901C00
	s_add_u32 s16, s16, fib@rel32@lo+4                         // 000000000EFC: 8010FF10 00000000
	s_addc_u32 s17, s17, fib@rel32@hi+12                       // 000000000F04: 8211FF11 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 000000000F0C: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 000000000F10: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000000F14: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000000F18: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 000000000F1C: BE9E1E10
	v_accvgpr_read_b32 v31, a33                                // 000000000F20: D3D8401F 18000121
	s_or_saveexec_b64 s[36:37], -1                             // 000000000F28: BEA421C1
	v_accvgpr_read_b32 v1, a32                                 // 000000000F2C: D3D84001 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000F34: BEFE0124
	v_readlane_b32 s4, v1, 9                                   // 000000000F38: D2890004 00011301
	v_readlane_b32 s5, v1, 10                                  // 000000000F40: D2890005 00011501
	v_readlane_b32 s6, v1, 7                                   // 000000000F48: D2890006 00010F01
	v_readlane_b32 s7, v1, 8                                   // 000000000F50: D2890007 00011101
	v_readlane_b32 s8, v1, 26                                  // 000000000F58: D2890008 00013501
	v_readlane_b32 s9, v1, 27                                  // 000000000F60: D2890009 00013701
	v_readlane_b32 s10, v1, 3                                  // 000000000F68: D289000A 00010701
	v_readlane_b32 s11, v1, 4                                  // 000000000F70: D289000B 00010901
	v_readlane_b32 s12, v1, 2                                  // 000000000F78: D289000C 00010501
	v_readlane_b32 s13, v1, 1                                  // 000000000F80: D289000D 00010301
	v_readlane_b32 s14, v1, 0                                  // 000000000F88: D289000E 00010101
	v_mov_b32_e32 v2, v0                                       // 000000000F90: 7E040300
	s_or_saveexec_b64 s[36:37], -1                             // 000000000F94: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000000F98: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000000FA0: BEFE0124
	buffer_load_dword v8, off, s[0:3], s33                     // 000000000FA4: E0500000 21000800
	buffer_load_dword v1, off, s[0:3], s33 offset:4            // 000000000FAC: E0500004 21000100
	s_waitcnt vmcnt(0)                                         // 000000000FB4: BF8C0F70
	v_mov_b32_e32 v9, v1                                       // 000000000FB8: 7E120301
	s_mov_b32 s16, 0                                           // 000000000FBC: BE900080
	v_writelane_b32 v0, s16, 28                                // 000000000FC0: D28A0000 00013810
	s_or_saveexec_b64 s[36:37], -1                             // 000000000FC8: BEA421C1
	v_accvgpr_write_b32 a32, v0                                // 000000000FCC: D3D94020 18000100
	s_mov_b64 exec, s[36:37]                                   // 000000000FD4: BEFE0124
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 000000000FD8: E050001C 21000000
	v_mov_b32_e32 v3, s16                                      // 000000000FE0: 7E060210
	v_mov_b32_e32 v1, v3                                       // 000000000FE4: 7E020303
	s_mov_b32 s17, 2                                           // 000000000FE8: BE910082
	s_waitcnt vmcnt(0)                                         // 000000000FEC: BF8C0F70
	v_lshlrev_b64 v[6:7], s17, v[0:1]                          // 000000000FF0: D28F0006 00020011
	v_mov_b32_e32 v0, v8                                       // 000000000FF8: 7E000308
	v_mov_b32_e32 v4, v6                                       // 000000000FFC: 7E080306
	v_mov_b32_e32 v1, v9                                       // 000000001000: 7E020309
	v_mov_b32_e32 v3, v7                                       // 000000001004: 7E060307
	v_add_co_u32_e64 v0, s[18:19], v0, v4                      // 000000001008: D1191200 00020900
	v_addc_co_u32_e64 v3, s[18:19], v1, v3, s[18:19]           // 000000001010: D11C1203 004A0701
	v_mov_b32_e32 v1, v3                                       // 000000001018: 7E020303
	global_store_dword v[0:1], v2, off                         // 00000000101C: DC708000 007F0200
	buffer_load_dword v8, off, s[0:3], s33 offset:8            // 000000001024: E0500008 21000800
	s_nop 0                                                    // 00000000102C: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 000000001030: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 000000001038: BF8C0F70
	v_mov_b32_e32 v9, v0                                       // 00000000103C: 7E120300
	buffer_load_dword v3, off, s[0:3], s33 offset:28           // 000000001040: E050001C 21000300
	v_mov_b32_e32 v2, s16                                      // 000000001048: 7E040210
	s_waitcnt vmcnt(0)                                         // 00000000104C: BF8C0F70
	v_mov_b32_e32 v0, v3                                       // 000000001050: 7E000303
	v_mov_b32_e32 v1, v2                                       // 000000001054: 7E020302
	v_lshlrev_b64 v[6:7], s17, v[0:1]                          // 000000001058: D28F0006 00020011
	v_mov_b32_e32 v0, v8                                       // 000000001060: 7E000308
	v_mov_b32_e32 v4, v6                                       // 000000001064: 7E080306
	v_mov_b32_e32 v1, v9                                       // 000000001068: 7E020309
	v_mov_b32_e32 v2, v7                                       // 00000000106C: 7E040307
	v_add_co_u32_e64 v0, s[18:19], v0, v4                      // 000000001070: D1191200 00020900
	v_addc_co_u32_e64 v2, s[18:19], v1, v2, s[18:19]           // 000000001078: D11C1202 004A0501
	v_mov_b32_e32 v1, v2                                       // 000000001080: 7E020302
	global_load_dword v0, v[0:1], off                          // 000000001084: DC508000 007F0000
	s_mov_b32 s15, 31                                          // 00000000108C: BE8F009F
	v_and_b32_e64 v1, v3, s15                                  // 000000001090: D1130001 00001F03
	v_mov_b32_e32 v2, 32                                       // 000000001098: 7E0402A0
	v_lshl_add_u32 v1, v1, s17, v2                             // 00000000109C: D1FD0001 04082301
	buffer_load_dword v1, v1, s[0:3], 0 offen                  // 0000000010A4: E0501000 80000101
	s_getpc_b64 s[18:19]                                       // 0000000010AC: BE921C00
	s_add_u32 s18, s18, mix@rel32@lo+4                         // 0000000010B0: 8012FF12 00000000
	s_addc_u32 s19, s19, mix@rel32@hi+12                       // 0000000010B8: 8213FF13 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 0000000010C0: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 0000000010C4: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 0000000010C8: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 0000000010CC: BE820116
	s_swappc_b64 s[30:31], s[18:19]                            // 0000000010D0: BE9E1E12
	v_accvgpr_read_b32 v31, a33                                // 0000000010D4: D3D8401F 18000121
	s_or_saveexec_b64 s[36:37], -1                             // 0000000010DC: BEA421C1
	v_accvgpr_read_b32 v1, a32                                 // 0000000010E0: D3D84001 18000120
	s_mov_b64 exec, s[36:37]                                   // 0000000010E8: BEFE0124
	v_readlane_b32 s15, v1, 25                                 // 0000000010EC: D289000F 00013301
	v_readlane_b32 s14, v1, 0                                  // 0000000010F4: D289000E 00010101
	v_readlane_b32 s13, v1, 1                                  // 0000000010FC: D289000D 00010301
	v_readlane_b32 s12, v1, 2                                  // 000000001104: D289000C 00010501
	v_readlane_b32 s10, v1, 3                                  // 00000000110C: D289000A 00010701
	v_readlane_b32 s11, v1, 4                                  // 000000001114: D289000B 00010901
	v_readlane_b32 s8, v1, 26                                  // 00000000111C: D2890008 00013501
	v_readlane_b32 s9, v1, 27                                  // 000000001124: D2890009 00013701
	v_readlane_b32 s4, v1, 9                                   // 00000000112C: D2890004 00011301
	v_readlane_b32 s5, v1, 10                                  // 000000001134: D2890005 00011501
	v_readlane_b32 s6, v1, 7                                   // 00000000113C: D2890006 00010F01
	v_readlane_b32 s7, v1, 8                                   // 000000001144: D2890007 00011101
	v_mov_b32_e32 v2, v0                                       // 00000000114C: 7E040300
	buffer_load_dword v8, off, s[0:3], s33 offset:8            // 000000001150: E0500008 21000800
	buffer_load_dword v0, off, s[0:3], s33 offset:12           // 000000001158: E050000C 21000000
	s_waitcnt vmcnt(0)                                         // 000000001160: BF8C0F70
	v_mov_b32_e32 v9, v0                                       // 000000001164: 7E120300
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 000000001168: E050001C 21000000
	v_mov_b32_e32 v3, s16                                      // 000000001170: 7E060210
	v_mov_b32_e32 v1, v3                                       // 000000001174: 7E020303
	s_waitcnt vmcnt(0)                                         // 000000001178: BF8C0F70
	v_lshlrev_b64 v[6:7], s17, v[0:1]                          // 00000000117C: D28F0006 00020011
	v_mov_b32_e32 v0, v8                                       // 000000001184: 7E000308
	v_mov_b32_e32 v4, v6                                       // 000000001188: 7E080306
	v_mov_b32_e32 v1, v9                                       // 00000000118C: 7E020309
	v_mov_b32_e32 v3, v7                                       // 000000001190: 7E060307
	v_add_co_u32_e64 v0, s[18:19], v0, v4                      // 000000001194: D1191200 00020900
	v_addc_co_u32_e64 v3, s[18:19], v1, v3, s[18:19]           // 00000000119C: D11C1203 004A0701
	v_mov_b32_e32 v1, v3                                       // 0000000011A4: 7E020303
	global_store_dword v[0:1], v2, off                         // 0000000011A8: DC708000 007F0200
	buffer_load_dword v6, off, s[0:3], s33 offset:16           // 0000000011B0: E0500010 21000600
	s_nop 0                                                    // 0000000011B8: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:20           // 0000000011BC: E0500014 21000000
	s_waitcnt vmcnt(0)                                         // 0000000011C4: BF8C0F70
	v_mov_b32_e32 v7, v0                                       // 0000000011C8: 7E0E0300
	buffer_load_dword v0, off, s[0:3], s33 offset:28           // 0000000011CC: E050001C 21000000
	v_mov_b32_e32 v2, s16                                      // 0000000011D4: 7E040210
	v_mov_b32_e32 v1, v2                                       // 0000000011D8: 7E020302
	s_waitcnt vmcnt(0)                                         // 0000000011DC: BF8C0F70
	v_lshlrev_b64 v[4:5], s15, v[0:1]                          // 0000000011E0: D28F0004 0002000F
	v_mov_b32_e32 v0, v6                                       // 0000000011E8: 7E000306
	v_mov_b32_e32 v3, v4                                       // 0000000011EC: 7E060304
	v_mov_b32_e32 v1, v7                                       // 0000000011F0: 7E020307
	v_mov_b32_e32 v2, v5                                       // 0000000011F4: 7E040305
	v_add_co_u32_e64 v0, s[16:17], v0, v3                      // 0000000011F8: D1191000 00020700
	v_addc_co_u32_e64 v2, s[16:17], v1, v2, s[16:17]           // 000000001200: D11C1002 00420501
	v_mov_b32_e32 v1, v2                                       // 000000001208: 7E020302
	global_load_dwordx2 v[4:5], v[0:1], off                    // 00000000120C: DC548000 047F0000
	s_nop 0                                                    // 000000001214: BF800000
	buffer_load_dword v0, off, s[0:3], s33 offset:24           // 000000001218: E0500018 21000000
	s_mov_b32 s15, 15                                          // 000000001220: BE8F008F
	s_waitcnt vmcnt(0)                                         // 000000001224: BF8C0F70
	v_and_b32_e64 v2, v0, s15                                  // 000000001228: D1130002 00001F00
	v_mov_b32_e32 v0, v4                                       // 000000001230: 7E000304
	s_mov_b32 s15, 32                                          // 000000001234: BE8F00A0
	v_lshrrev_b64 v[4:5], s15, v[4:5]                          // 000000001238: D2900004 0002080F
	v_mov_b32_e32 v1, v4                                       // 000000001240: 7E020304
	s_getpc_b64 s[16:17]                                       // 000000001244: BE901C00
	s_add_u32 s16, s16, deep@rel32@lo+4                        // 000000001248: 8010FF10 00000000
	s_addc_u32 s17, s17, deep@rel32@hi+12                      // 000000001250: 8211FF11 00000000
	s_mov_b64 s[22:23], s[2:3]                                 // 000000001258: BE960102
	s_mov_b64 s[20:21], s[0:1]                                 // 00000000125C: BE940100
	s_mov_b64 s[0:1], s[20:21]                                 // 000000001260: BE800114
	s_mov_b64 s[2:3], s[22:23]                                 // 000000001264: BE820116
	s_swappc_b64 s[30:31], s[16:17]                            // 000000001268: BE9E1E10
	s_or_saveexec_b64 s[36:37], -1                             // 00000000126C: BEA421C1
	v_accvgpr_read_b32 v2, a32                                 // 000000001270: D3D84002 18000120
	s_mov_b64 exec, s[36:37]                                   // 000000001278: BEFE0124
	v_readlane_b32 s5, v2, 28                                  // 00000000127C: D2890005 00013902
	v_readlane_b32 s4, v2, 25                                  // 000000001284: D2890004 00013302
	v_mov_b32_e32 v4, v0                                       // 00000000128C: 7E080300
	s_or_saveexec_b64 s[36:37], -1                             // 000000001290: BEA421C1
	v_accvgpr_read_b32 v0, a32                                 // 000000001294: D3D84000 18000120
	s_mov_b64 exec, s[36:37]                                   // 00000000129C: BEFE0124
	v_mov_b32_e32 v5, v1                                       // 0000000012A0: 7E0A0301
	buffer_load_dword v10, off, s[0:3], s33 offset:16          // 0000000012A4: E0500010 21000A00
	buffer_load_dword v1, off, s[0:3], s33 offset:20           // 0000000012AC: E0500014 21000100
	s_waitcnt vmcnt(0)                                         // 0000000012B4: BF8C0F70
	v_mov_b32_e32 v11, v1                                      // 0000000012B8: 7E160301
	buffer_load_dword v2, off, s[0:3], s33 offset:28           // 0000000012BC: E050001C 21000200
	v_mov_b32_e32 v1, s5                                       // 0000000012C4: 7E020205
	v_mov_b32_e32 v3, v1                                       // 0000000012C8: 7E060301
	s_waitcnt vmcnt(0)                                         // 0000000012CC: BF8C0F70
	v_lshlrev_b64 v[8:9], s4, v[2:3]                           // 0000000012D0: D28F0008 00020404
	v_mov_b32_e32 v2, v10                                      // 0000000012D8: 7E04030A
	v_mov_b32_e32 v6, v8                                       // 0000000012DC: 7E0C0308
	v_mov_b32_e32 v1, v11                                      // 0000000012E0: 7E02030B
	v_mov_b32_e32 v3, v9                                       // 0000000012E4: 7E060309
	v_add_co_u32_e64 v2, s[4:5], v2, v6                        // 0000000012E8: D1190402 00020D02
	v_addc_co_u32_e64 v1, s[4:5], v1, v3, s[4:5]               // 0000000012F0: D11C0401 00120701
	v_mov_b32_e32 v3, v1                                       // 0000000012F8: 7E060301
	global_store_dwordx2 v[2:3], v[4:5], off                   // 0000000012FC: DC748000 007F0402
	s_endpgm                                                   // 000000001304: BF810000
	s_nop 0                                                    // 000000001308: BF800000
	s_nop 0                                                    // 00000000130C: BF800000
	s_nop 0                                                    // 000000001310: BF800000
	s_nop 0                                                    // 000000001314: BF800000
	s_nop 0                                                    // 000000001318: BF800000
	s_nop 0                                                    // 00000000131C: BF800000
	s_nop 0                                                    // 000000001320: BF800000
	s_nop 0                                                    // 000000001324: BF800000
	s_nop 0                                                    // 000000001328: BF800000
	s_nop 0                                                    // 00000000132C: BF800000
	s_nop 0                                                    // 000000001330: BF800000
	s_nop 0                                                    // 000000001334: BF800000
	s_nop 0                                                    // 000000001338: BF800000
	s_nop 0                                                    // 00000000133C: BF800000
	s_nop 0                                                    // 000000001340: BF800000
	s_nop 0                                                    // 000000001344: BF800000
	s_nop 0                                                    // 000000001348: BF800000
	s_nop 0                                                    // 00000000134C: BF800000
	s_nop 0                                                    // 000000001350: BF800000
	s_nop 0                                                    // 000000001354: BF800000
	s_nop 0                                                    // 000000001358: BF800000
	s_nop 0                                                    // 00000000135C: BF800000
	s_nop 0                                                    // 000000001360: BF800000
	s_nop 0                                                    // 000000001364: BF800000
	s_nop 0                                                    // 000000001368: BF800000
	s_nop 0                                                    // 00000000136C: BF800000
	s_nop 0                                                    // 000000001370: BF800000
	s_nop 0                                                    // 000000001374: BF800000
	s_nop 0                                                    // 000000001378: BF800000
	s_nop 0                                                    // 00000000137C: BF800000
	s_nop 0                                                    // 000000001380: BF800000
	s_nop 0                                                    // 000000001384: BF800000
	s_nop 0                                                    // 000000001388: BF800000
	s_nop 0                                                    // 00000000138C: BF800000
	s_nop 0                                                    // 000000001390: BF800000
	s_nop 0                                                    // 000000001394: BF800000
	s_nop 0                                                    // 000000001398: BF800000
	s_nop 0                                                    // 00000000139C: BF800000
	s_nop 0                                                    // 0000000013A0: BF800000
	s_nop 0                                                    // 0000000013A4: BF800000
	s_nop 0                                                    // 0000000013A8: BF800000
	s_nop 0                                                    // 0000000013AC: BF800000
	s_nop 0                                                    // 0000000013B0: BF800000
	s_nop 0                                                    // 0000000013B4: BF800000
	s_nop 0                                                    // 0000000013B8: BF800000
	s_nop 0                                                    // 0000000013BC: BF800000
	s_nop 0                                                    // 0000000013C0: BF800000
	s_nop 0                                                    // 0000000013C4: BF800000
	s_nop 0                                                    // 0000000013C8: BF800000
	s_nop 0                                                    // 0000000013CC: BF800000
	s_nop 0                                                    // 0000000013D0: BF800000
	s_nop 0                                                    // 0000000013D4: BF800000
	s_nop 0                                                    // 0000000013D8: BF800000
	s_nop 0                                                    // 0000000013DC: BF800000
	s_nop 0                                                    // 0000000013E0: BF800000
	s_nop 0                                                    // 0000000013E4: BF800000
	s_nop 0                                                    // 0000000013E8: BF800000
	s_nop 0                                                    // 0000000013EC: BF800000
	s_nop 0                                                    // 0000000013F0: BF800000
	s_nop 0                                                    // 0000000013F4: BF800000
	s_nop 0                                                    // 0000000013F8: BF800000
	s_nop 0                                                    // 0000000013FC: BF800000
	s_nop 0                                                    // 000000001400: BF800000
	s_nop 0                                                    // 000000001404: BF800000
	s_nop 0                                                    // 000000001408: BF800000
	s_nop 0                                                    // 00000000140C: BF800000
	s_nop 0                                                    // 000000001410: BF800000
	s_nop 0                                                    // 000000001414: BF800000
	s_nop 0                                                    // 000000001418: BF800000
	s_nop 0                                                    // 00000000141C: BF800000
	s_nop 0                                                    // 000000001420: BF800000
	s_nop 0                                                    // 000000001424: BF800000
	s_nop 0                                                    // 000000001428: BF800000
	s_nop 0                                                    // 00000000142C: BF800000
	s_nop 0                                                    // 000000001430: BF800000
	s_nop 0                                                    // 000000001434: BF800000
	s_nop 0                                                    // 000000001438: BF800000
	s_nop 0                                                    // 00000000143C: BF800000
	s_nop 0                                                    // 000000001440: BF800000
	s_nop 0                                                    // 000000001444: BF800000
	s_nop 0                                                    // 000000001448: BF800000
	s_nop 0                                                    // 00000000144C: BF800000
	s_nop 0                                                    // 000000001450: BF800000
	s_nop 0                                                    // 000000001454: BF800000
	s_nop 0                                                    // 000000001458: BF800000
	s_nop 0                                                    // 00000000145C: BF800000
	s_nop 0                                                    // 000000001460: BF800000
	s_nop 0                                                    // 000000001464: BF800000
	s_nop 0                                                    // 000000001468: BF800000
	s_nop 0                                                    // 00000000146C: BF800000
	s_nop 0                                                    // 000000001470: BF800000
	s_nop 0                                                    // 000000001474: BF800000
	s_nop 0                                                    // 000000001478: BF800000
	s_nop 0                                                    // 00000000147C: BF800000
	s_nop 0                                                    // 000000001480: BF800000
	s_nop 0                                                    // 000000001484: BF800000
	s_nop 0                                                    // 000000001488: BF800000
	s_nop 0                                                    // 00000000148C: BF800000
	s_nop 0                                                    // 000000001490: BF800000
	s_nop 0                                                    // 000000001494: BF800000
	s_nop 0                                                    // 000000001498: BF800000
	s_nop 0                                                    // 00000000149C: BF800000
	s_nop 0                                                    // 0000000014A0: BF800000
	s_nop 0                                                    // 0000000014A4: BF800000
	s_nop 0                                                    // 0000000014A8: BF800000
	s_nop 0                                                    // 0000000014AC: BF800000
	s_nop 0                                                    // 0000000014B0: BF800000
	s_nop 0                                                    // 0000000014B4: BF800000
	s_nop 0                                                    // 0000000014B8: BF800000
	s_nop 0                                                    // 0000000014BC: BF800000
	s_nop 0                                                    // 0000000014C0: BF800000
	s_nop 0                                                    // 0000000014C4: BF800000
	s_nop 0                                                    // 0000000014C8: BF800000
	s_nop 0                                                    // 0000000014CC: BF800000
	s_nop 0                                                    // 0000000014D0: BF800000
	s_nop 0                                                    // 0000000014D4: BF800000
	s_nop 0                                                    // 0000000014D8: BF800000
	s_nop 0                                                    // 0000000014DC: BF800000
	s_nop 0                                                    // 0000000014E0: BF800000
	s_nop 0                                                    // 0000000014E4: BF800000
	s_nop 0                                                    // 0000000014E8: BF800000
	s_nop 0                                                    // 0000000014EC: BF800000
	s_nop 0                                                    // 0000000014F0: BF800000
	s_nop 0                                                    // 0000000014F4: BF800000
	s_nop 0                                                    // 0000000014F8: BF800000
	s_nop 0                                                    // 0000000014FC: BF800000
	s_nop 0                                                    // 000000001500: BF800000
	s_nop 0                                                    // 000000001504: BF800000
	s_nop 0                                                    // 000000001508: BF800000
	s_nop 0                                                    // 00000000150C: BF800000
	s_nop 0                                                    // 000000001510: BF800000
	s_nop 0                                                    // 000000001514: BF800000
	s_nop 0                                                    // 000000001518: BF800000
	s_nop 0                                                    // 00000000151C: BF800000
	s_nop 0                                                    // 000000001520: BF800000
	s_nop 0                                                    // 000000001524: BF800000
	s_nop 0                                                    // 000000001528: BF800000
	s_nop 0                                                    // 00000000152C: BF800000
	s_nop 0                                                    // 000000001530: BF800000
	s_nop 0                                                    // 000000001534: BF800000
	s_nop 0                                                    // 000000001538: BF800000
	s_nop 0                                                    // 00000000153C: BF800000
	s_nop 0                                                    // 000000001540: BF800000
	s_nop 0                                                    // 000000001544: BF800000
	s_nop 0                                                    // 000000001548: BF800000
	s_nop 0                                                    // 00000000154C: BF800000
	s_nop 0                                                    // 000000001550: BF800000
	s_nop 0                                                    // 000000001554: BF800000
	s_nop 0                                                    // 000000001558: BF800000
	s_nop 0                                                    // 00000000155C: BF800000
	s_nop 0                                                    // 000000001560: BF800000
	s_nop 0                                                    // 000000001564: BF800000
	s_nop 0                                                    // 000000001568: BF800000
	s_nop 0                                                    // 00000000156C: BF800000
	s_nop 0                                                    // 000000001570: BF800000
	s_nop 0                                                    // 000000001574: BF800000
	s_nop 0                                                    // 000000001578: BF800000
	s_nop 0                                                    // 00000000157C: BF800000
	s_nop 0                                                    // 000000001580: BF800000
	s_nop 0                                                    // 000000001584: BF800000
	s_nop 0                                                    // 000000001588: BF800000
	s_nop 0                                                    // 00000000158C: BF800000
	s_nop 0                                                    // 000000001590: BF800000
	s_nop 0                                                    // 000000001594: BF800000
	s_nop 0                                                    // 000000001598: BF800000
	s_nop 0                                                    // 00000000159C: BF800000
	s_nop 0                                                    // 0000000015A0: BF800000
	s_nop 0                                                    // 0000000015A4: BF800000
	s_nop 0                                                    // 0000000015A8: BF800000
	s_nop 0                                                    // 0000000015AC: BF800000
	s_nop 0                                                    // 0000000015B0: BF800000
	s_nop 0                                                    // 0000000015B4: BF800000
	s_nop 0                                                    // 0000000015B8: BF800000
	s_nop 0                                                    // 0000000015BC: BF800000
	s_nop 0                                                    // 0000000015C0: BF800000
	s_nop 0                                                    // 0000000015C4: BF800000
	s_nop 0                                                    // 0000000015C8: BF800000
	s_nop 0                                                    // 0000000015CC: BF800000
	s_nop 0                                                    // 0000000015D0: BF800000
	s_nop 0                                                    // 0000000015D4: BF800000
	s_nop 0                                                    // 0000000015D8: BF800000
	s_nop 0                                                    // 0000000015DC: BF800000
	s_nop 0                                                    // 0000000015E0: BF800000
	s_nop 0                                                    // 0000000015E4: BF800000
	s_nop 0                                                    // 0000000015E8: BF800000
	s_nop 0                                                    // 0000000015EC: BF800000
	s_nop 0                                                    // 0000000015F0: BF800000
	s_nop 0                                                    // 0000000015F4: BF800000
	s_nop 0                                                    // 0000000015F8: BF800000
	s_nop 0                                                    // 0000000015FC: BF800000
	s_nop 0                                                    // 000000001600: BF800000
	s_nop 0                                                    // 000000001604: BF800000
	s_nop 0                                                    // 000000001608: BF800000
	s_nop 0                                                    // 00000000160C: BF800000
	s_nop 0                                                    // 000000001610: BF800000
	s_nop 0                                                    // 000000001614: BF800000
	s_nop 0                                                    // 000000001618: BF800000
	s_nop 0                                                    // 00000000161C: BF800000
	s_nop 0                                                    // 000000001620: BF800000
	s_nop 0                                                    // 000000001624: BF800000
	s_nop 0                                                    // 000000001628: BF800000
	s_nop 0                                                    // 00000000162C: BF800000
	s_nop 0                                                    // 000000001630: BF800000
	s_nop 0                                                    // 000000001634: BF800000
	s_nop 0                                                    // 000000001638: BF800000
	s_nop 0                                                    // 00000000163C: BF800000
	s_nop 0                                                    // 000000001640: BF800000
	s_nop 0                                                    // 000000001644: BF800000
	s_nop 0                                                    // 000000001648: BF800000
	s_nop 0                                                    // 00000000164C: BF800000
	s_nop 0                                                    // 000000001650: BF800000
	s_nop 0                                                    // 000000001654: BF800000
	s_nop 0                                                    // 000000001658: BF800000
	s_nop 0                                                    // 00000000165C: BF800000
	s_nop 0                                                    // 000000001660: BF800000
	s_nop 0                                                    // 000000001664: BF800000
	s_nop 0                                                    // 000000001668: BF800000
	s_nop 0                                                    // 00000000166C: BF800000
	s_nop 0                                                    // 000000001670: BF800000
	s_nop 0                                                    // 000000001674: BF800000
	s_nop 0                                                    // 000000001678: BF800000
	s_nop 0                                                    // 00000000167C: BF800000
	s_nop 0                                                    // 000000001680: BF800000
	s_nop 0                                                    // 000000001684: BF800000
	s_nop 0                                                    // 000000001688: BF800000
	s_nop 0                                                    // 00000000168C: BF800000
	s_nop 0                                                    // 000000001690: BF800000
	s_nop 0                                                    // 000000001694: BF800000
	s_nop 0                                                    // 000000001698: BF800000
	s_nop 0                                                    // 00000000169C: BF800000
	s_nop 0                                                    // 0000000016A0: BF800000
	s_nop 0                                                    // 0000000016A4: BF800000
	s_nop 0                                                    // 0000000016A8: BF800000
	s_nop 0                                                    // 0000000016AC: BF800000
	s_nop 0                                                    // 0000000016B0: BF800000
	s_nop 0                                                    // 0000000016B4: BF800000
	s_nop 0                                                    // 0000000016B8: BF800000
	s_nop 0                                                    // 0000000016BC: BF800000
	s_nop 0                                                    // 0000000016C0: BF800000
	s_nop 0                                                    // 0000000016C4: BF800000
	s_nop 0                                                    // 0000000016C8: BF800000
	s_nop 0                                                    // 0000000016CC: BF800000
	s_nop 0                                                    // 0000000016D0: BF800000
	s_nop 0                                                    // 0000000016D4: BF800000
	s_nop 0                                                    // 0000000016D8: BF800000
	s_nop 0                                                    // 0000000016DC: BF800000
	s_nop 0                                                    // 0000000016E0: BF800000
	s_nop 0                                                    // 0000000016E4: BF800000
	s_nop 0                                                    // 0000000016E8: BF800000
	s_nop 0                                                    // 0000000016EC: BF800000
	s_nop 0                                                    // 0000000016F0: BF800000
	s_nop 0                                                    // 0000000016F4: BF800000
	s_nop 0                                                    // 0000000016F8: BF800000
	s_nop 0                                                    // 0000000016FC: BF800000
	s_nop 0                                                    // 000000001700: BF800000
	s_nop 0                                                    // 000000001704: BF800000
	s_nop 0                                                    // 000000001708: BF800000
	s_nop 0                                                    // 00000000170C: BF800000
	s_nop 0                                                    // 000000001710: BF800000
	s_nop 0                                                    // 000000001714: BF800000
	s_nop 0                                                    // 000000001718: BF800000
	s_nop 0                                                    // 00000000171C: BF800000
	s_nop 0                                                    // 000000001720: BF800000
	s_nop 0                                                    // 000000001724: BF800000
	s_nop 0                                                    // 000000001728: BF800000
	s_nop 0                                                    // 00000000172C: BF800000
	s_nop 0                                                    // 000000001730: BF800000
	s_nop 0                                                    // 000000001734: BF800000
	s_nop 0                                                    // 000000001738: BF800000
	s_nop 0                                                    // 00000000173C: BF800000
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
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x62654400, 0x206e6169, 0x6e616c63, 0x65762067
	.long	0x6f697372, 0x3931206e, 0x372e312e, 0x7e332820
	.long	0x31626564, 0x29317532
	.byte	0x00
	.section	".note.GNU-stack","",@progbits
.Lsec_note_GNU_stack:
	.addrsig
	.addrsig_sym fib
	.addrsig_sym mix
	.addrsig_sym deep
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
