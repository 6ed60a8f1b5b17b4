	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.globl	helper
	.hidden	helper
	.type	helper,@function
	.size	helper, 1160
	.globl	dmath
	.hidden	dmath
	.type	dmath,@function
	.size	dmath, 124
	.globl	calls
	.protected	calls
	.type	calls,@function
	.size	calls, 272
	.globl	calls.kd
	.protected	calls.kd
	.type	calls.kd,@object
	.size	calls.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
helper:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000000000: BF8C0000
	v_and_b32_e32 v4, 63, v2                                   // 000000000004: 260804BF
	v_lshlrev_b32_e32 v4, 2, v4                                // 000000000008: 24080882
	v_add_co_u32_e32 v4, vcc, v0, v4                           // 00000000000C: 32080900
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc                      // 000000000010: 380A0280
	global_load_dword v4, v[4:5], off                          // 000000000014: DC508000 047F0004
	v_add_u32_e32 v5, 1, v2                                    // 00000000001C: 680A0481
	v_add_u32_e32 v10, 5, v2                                   // 000000000020: 68140485
	v_add_u32_e32 v17, 12, v2                                  // 000000000024: 6822048C
	v_add_u32_e32 v18, 14, v2                                  // 000000000028: 6824048E
	s_waitcnt vmcnt(0)                                         // 00000000002C: BF8C0F70
	v_mul_f32_e32 v4, v4, v3                                   // 000000000030: 0A080704
	buffer_store_dword v4, off, s[0:3], s32                    // 000000000034: E0700000 20000400
	v_and_b32_e32 v4, 63, v5                                   // 00000000003C: 26080ABF
	v_lshlrev_b32_e32 v4, 2, v4                                // 000000000040: 24080882
	v_add_co_u32_e32 v6, vcc, v0, v4                           // 000000000044: 320C0900
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc                      // 000000000048: 380E0280
	global_load_dword v4, v[6:7], off                          // 00000000004C: DC508000 047F0006
	s_waitcnt vmcnt(0)                                         // 000000000054: BF8C0F70
	v_mul_f32_e32 v4, v4, v3                                   // 000000000058: 0A080704
	buffer_store_dword v4, off, s[0:3], s32 offset:4           // 00000000005C: E0700004 20000400
	v_add_u32_e32 v4, 2, v2                                    // 000000000064: 68080482
	v_and_b32_e32 v6, 63, v4                                   // 000000000068: 260C08BF
	v_lshlrev_b32_e32 v6, 2, v6                                // 00000000006C: 240C0C82
	v_add_co_u32_e32 v6, vcc, v0, v6                           // 000000000070: 320C0D00
	v_addc_co_u32_e32 v7, vcc, 0, v1, vcc                      // 000000000074: 380E0280
	global_load_dword v6, v[6:7], off                          // 000000000078: DC508000 067F0006
	v_add_u32_e32 v7, 3, v2                                    // 000000000080: 680E0483
	s_waitcnt vmcnt(0)                                         // 000000000084: BF8C0F70
	v_mul_f32_e32 v6, v6, v3                                   // 000000000088: 0A0C0706
	buffer_store_dword v6, off, s[0:3], s32 offset:8           // 00000000008C: E0700008 20000600
	v_and_b32_e32 v6, 63, v7                                   // 000000000094: 260C0EBF
	v_lshlrev_b32_e32 v6, 2, v6                                // 000000000098: 240C0C82
	v_add_co_u32_e32 v8, vcc, v0, v6                           // 00000000009C: 32100D00
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc                      // 0000000000A0: 38120280
	global_load_dword v6, v[8:9], off                          // 0000000000A4: DC508000 067F0008
	s_waitcnt vmcnt(0)                                         // 0000000000AC: BF8C0F70
	v_mul_f32_e32 v6, v6, v3                                   // 0000000000B0: 0A0C0706
	buffer_store_dword v6, off, s[0:3], s32 offset:12          // 0000000000B4: E070000C 20000600
	v_add_u32_e32 v6, 4, v2                                    // 0000000000BC: 680C0484
	v_and_b32_e32 v8, 63, v6                                   // 0000000000C0: 26100CBF
	v_lshlrev_b32_e32 v8, 2, v8                                // 0000000000C4: 24101082
	v_add_co_u32_e32 v8, vcc, v0, v8                           // 0000000000C8: 32101100
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc                      // 0000000000CC: 38120280
	global_load_dword v8, v[8:9], off                          // 0000000000D0: DC508000 087F0008
	s_waitcnt vmcnt(0)                                         // 0000000000D8: BF8C0F70
	v_mul_f32_e32 v8, v8, v3                                   // 0000000000DC: 0A100708
	buffer_store_dword v8, off, s[0:3], s32 offset:16          // 0000000000E0: E0700010 20000800
	v_and_b32_e32 v8, 63, v10                                  // 0000000000E8: 261014BF
	v_lshlrev_b32_e32 v8, 2, v8                                // 0000000000EC: 24101082
	v_add_co_u32_e32 v8, vcc, v0, v8                           // 0000000000F0: 32101100
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc                      // 0000000000F4: 38120280
	global_load_dword v8, v[8:9], off                          // 0000000000F8: DC508000 087F0008
	s_waitcnt vmcnt(0)                                         // 000000000100: BF8C0F70
	v_mul_f32_e32 v8, v8, v3                                   // 000000000104: 0A100708
	buffer_store_dword v8, off, s[0:3], s32 offset:20          // 000000000108: E0700014 20000800
	v_add_u32_e32 v8, 6, v2                                    // 000000000110: 68100486
	v_and_b32_e32 v9, 63, v8                                   // 000000000114: 261210BF
	v_lshlrev_b32_e32 v9, 2, v9                                // 000000000118: 24121282
	v_add_co_u32_e32 v11, vcc, v0, v9                          // 00000000011C: 32161300
	v_addc_co_u32_e32 v12, vcc, 0, v1, vcc                     // 000000000120: 38180280
	global_load_dword v9, v[11:12], off                        // 000000000124: DC508000 097F000B
	v_add_u32_e32 v12, 7, v2                                   // 00000000012C: 68180487
	s_waitcnt vmcnt(0)                                         // 000000000130: BF8C0F70
	v_mul_f32_e32 v9, v9, v3                                   // 000000000134: 0A120709
	buffer_store_dword v9, off, s[0:3], s32 offset:24          // 000000000138: E0700018 20000900
	v_and_b32_e32 v9, 63, v12                                  // 000000000140: 261218BF
	v_lshlrev_b32_e32 v9, 2, v9                                // 000000000144: 24121282
	v_add_co_u32_e32 v13, vcc, v0, v9                          // 000000000148: 321A1300
	v_addc_co_u32_e32 v14, vcc, 0, v1, vcc                     // 00000000014C: 381C0280
	global_load_dword v9, v[13:14], off                        // 000000000150: DC508000 097F000D
	s_waitcnt vmcnt(0)                                         // 000000000158: BF8C0F70
	v_mul_f32_e32 v9, v9, v3                                   // 00000000015C: 0A120709
	buffer_store_dword v9, off, s[0:3], s32 offset:28          // 000000000160: E070001C 20000900
	v_add_u32_e32 v9, 8, v2                                    // 000000000168: 68120488
	v_and_b32_e32 v9, 63, v9                                   // 00000000016C: 261212BF
	v_lshlrev_b32_e32 v9, 2, v9                                // 000000000170: 24121282
	v_add_co_u32_e32 v13, vcc, v0, v9                          // 000000000174: 321A1300
	v_addc_co_u32_e32 v14, vcc, 0, v1, vcc                     // 000000000178: 381C0280
	global_load_dword v9, v[13:14], off                        // 00000000017C: DC508000 097F000D
	s_waitcnt vmcnt(0)                                         // 000000000184: BF8C0F70
	v_mul_f32_e32 v9, v9, v3                                   // 000000000188: 0A120709
	buffer_store_dword v9, off, s[0:3], s32 offset:32          // 00000000018C: E0700020 20000900
	v_add_u32_e32 v9, 9, v2                                    // 000000000194: 68120489
	v_and_b32_e32 v11, 63, v9                                  // 000000000198: 261612BF
	v_lshlrev_b32_e32 v11, 2, v11                              // 00000000019C: 24161682
	v_add_co_u32_e32 v13, vcc, v0, v11                         // 0000000001A0: 321A1700
	v_addc_co_u32_e32 v14, vcc, 0, v1, vcc                     // 0000000001A4: 381C0280
	global_load_dword v11, v[13:14], off                       // 0000000001A8: DC508000 0B7F000D
	v_add_u32_e32 v13, 10, v2                                  // 0000000001B0: 681A048A
	s_waitcnt vmcnt(0)                                         // 0000000001B4: BF8C0F70
	v_mul_f32_e32 v11, v11, v3                                 // 0000000001B8: 0A16070B
	buffer_store_dword v11, off, s[0:3], s32 offset:36         // 0000000001BC: E0700024 20000B00
	v_and_b32_e32 v11, 63, v13                                 // 0000000001C4: 26161ABF
	v_lshlrev_b32_e32 v11, 2, v11                              // 0000000001C8: 24161682
	v_add_co_u32_e32 v14, vcc, v0, v11                         // 0000000001CC: 321C1700
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc                     // 0000000001D0: 381E0280
	global_load_dword v11, v[14:15], off                       // 0000000001D4: DC508000 0B7F000E
	s_waitcnt vmcnt(0)                                         // 0000000001DC: BF8C0F70
	v_mul_f32_e32 v11, v11, v3                                 // 0000000001E0: 0A16070B
	buffer_store_dword v11, off, s[0:3], s32 offset:40         // 0000000001E4: E0700028 20000B00
	v_add_u32_e32 v11, 11, v2                                  // 0000000001EC: 6816048B
	v_and_b32_e32 v14, 63, v11                                 // 0000000001F0: 261C16BF
	v_lshlrev_b32_e32 v14, 2, v14                              // 0000000001F4: 241C1C82
	v_add_co_u32_e32 v14, vcc, v0, v14                         // 0000000001F8: 321C1D00
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc                     // 0000000001FC: 381E0280
	global_load_dword v14, v[14:15], off                       // 000000000200: DC508000 0E7F000E
	s_waitcnt vmcnt(0)                                         // 000000000208: BF8C0F70
	v_mul_f32_e32 v14, v14, v3                                 // 00000000020C: 0A1C070E
	buffer_store_dword v14, off, s[0:3], s32 offset:44         // 000000000210: E070002C 20000E00
	v_and_b32_e32 v14, 63, v17                                 // 000000000218: 261C22BF
	v_lshlrev_b32_e32 v14, 2, v14                              // 00000000021C: 241C1C82
	v_add_co_u32_e32 v14, vcc, v0, v14                         // 000000000220: 321C1D00
	v_addc_co_u32_e32 v15, vcc, 0, v1, vcc                     // 000000000224: 381E0280
	global_load_dword v14, v[14:15], off                       // 000000000228: DC508000 0E7F000E
	s_waitcnt vmcnt(0)                                         // 000000000230: BF8C0F70
	v_mul_f32_e32 v14, v14, v3                                 // 000000000234: 0A1C070E
	buffer_store_dword v14, off, s[0:3], s32 offset:48         // 000000000238: E0700030 20000E00
	v_add_u32_e32 v14, 13, v2                                  // 000000000240: 681C048D
	v_and_b32_e32 v15, 63, v14                                 // 000000000244: 261E1CBF
	v_lshlrev_b32_e32 v15, 2, v15                              // 000000000248: 241E1E82
	v_add_co_u32_e32 v15, vcc, v0, v15                         // 00000000024C: 321E1F00
	v_addc_co_u32_e32 v16, vcc, 0, v1, vcc                     // 000000000250: 38200280
	global_load_dword v15, v[15:16], off                       // 000000000254: DC508000 0F7F000F
	s_waitcnt vmcnt(0)                                         // 00000000025C: BF8C0F70
	v_mul_f32_e32 v15, v15, v3                                 // 000000000260: 0A1E070F
	buffer_store_dword v15, off, s[0:3], s32 offset:52         // 000000000264: E0700034 20000F00
	v_and_b32_e32 v15, 63, v18                                 // 00000000026C: 261E24BF
	v_lshlrev_b32_e32 v15, 2, v15                              // 000000000270: 241E1E82
	v_add_co_u32_e32 v15, vcc, v0, v15                         // 000000000274: 321E1F00
	v_addc_co_u32_e32 v16, vcc, 0, v1, vcc                     // 000000000278: 38200280
	global_load_dword v15, v[15:16], off                       // 00000000027C: DC508000 0F7F000F
	s_waitcnt vmcnt(0)                                         // 000000000284: BF8C0F70
	v_mul_f32_e32 v15, v15, v3                                 // 000000000288: 0A1E070F
	buffer_store_dword v15, off, s[0:3], s32 offset:56         // 00000000028C: E0700038 20000F00
	v_add_u32_e32 v15, 15, v2                                  // 000000000294: 681E048F
	v_and_b32_e32 v16, 63, v15                                 // 000000000298: 26201EBF
	v_lshlrev_b32_e32 v16, 2, v16                              // 00000000029C: 24202082
	v_add_co_u32_e32 v0, vcc, v0, v16                          // 0000000002A0: 32002100
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc                      // 0000000002A4: 38020280
	global_load_dword v0, v[0:1], off                          // 0000000002A8: DC508000 007F0000
	v_lshrrev_b32_e64 v1, 6, s32                               // 0000000002B0: D1100001 00004086
	s_waitcnt vmcnt(0)                                         // 0000000002B8: BF8C0F70
	v_mul_f32_e32 v0, v0, v3                                   // 0000000002BC: 0A000700
	buffer_store_dword v0, off, s[0:3], s32 offset:60          // 0000000002C0: E070003C 20000000
	v_and_b32_e32 v0, 15, v2                                   // 0000000002C8: 2600048F
	v_lshl_add_u32 v2, v0, 2, v1                               // 0000000002CC: D1FD0002 04050500
	v_and_b32_e32 v3, 15, v12                                  // 0000000002D4: 2606188F
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 0000000002D8: E0501000 80000202
	v_lshl_add_u32 v3, v3, 2, v1                               // 0000000002E0: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 0000000002E8: E0501000 80000303
	v_xor_b32_e32 v0, 8, v0                                    // 0000000002F0: 2A000088
	v_lshl_add_u32 v0, v0, 2, v1                               // 0000000002F4: D1FD0000 04050500
	buffer_load_dword v0, v0, s[0:3], 0 offen                  // 0000000002FC: E0501000 80000000
	s_waitcnt vmcnt(2)                                         // 000000000304: BF8C0F72
	v_add_f32_e32 v2, 0, v2                                    // 000000000308: 02040480
	s_waitcnt vmcnt(1)                                         // 00000000030C: BF8C0F71
	v_add_f32_e32 v2, v2, v3                                   // 000000000310: 02040702
	v_and_b32_e32 v3, 15, v18                                  // 000000000314: 2606248F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000000318: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000000320: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000000328: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 00000000032C: 02040702
	v_and_b32_e32 v3, 15, v10                                  // 000000000330: 2606148F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000000334: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 00000000033C: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000000344: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000000348: 02040702
	v_and_b32_e32 v3, 15, v17                                  // 00000000034C: 2606228F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000000350: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000000358: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000000360: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000000364: 02040702
	v_and_b32_e32 v3, 15, v7                                   // 000000000368: 26060E8F
	v_lshl_add_u32 v3, v3, 2, v1                               // 00000000036C: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000000374: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 00000000037C: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 000000000380: 02040702
	v_and_b32_e32 v3, 15, v13                                  // 000000000384: 26061A8F
	v_lshl_add_u32 v3, v3, 2, v1                               // 000000000388: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 000000000390: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 000000000398: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 00000000039C: 02040702
	v_and_b32_e32 v3, 15, v5                                   // 0000000003A0: 26060A8F
	v_lshl_add_u32 v3, v3, 2, v1                               // 0000000003A4: D1FD0003 04050503
	buffer_load_dword v3, v3, s[0:3], 0 offen                  // 0000000003AC: E0501000 80000303
	s_waitcnt vmcnt(0)                                         // 0000000003B4: BF8C0F70
	v_add_f32_e32 v2, v2, v3                                   // 0000000003B8: 02040702
	v_add_f32_e32 v0, v2, v0                                   // 0000000003BC: 02000102
	v_and_b32_e32 v2, 15, v15                                  // 0000000003C0: 26041E8F
	v_lshl_add_u32 v2, v2, 2, v1                               // 0000000003C4: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 0000000003CC: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 0000000003D4: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 0000000003D8: 02000500
	v_and_b32_e32 v2, 15, v8                                   // 0000000003DC: 2604108F
	v_lshl_add_u32 v2, v2, 2, v1                               // 0000000003E0: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 0000000003E8: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 0000000003F0: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 0000000003F4: 02000500
	v_and_b32_e32 v2, 15, v14                                  // 0000000003F8: 26041C8F
	v_lshl_add_u32 v2, v2, 2, v1                               // 0000000003FC: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000000404: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 00000000040C: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000000410: 02000500
	v_and_b32_e32 v2, 15, v6                                   // 000000000414: 26040C8F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000000418: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000000420: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000000428: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 00000000042C: 02000500
	v_and_b32_e32 v2, 15, v11                                  // 000000000430: 2604168F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000000434: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 00000000043C: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000000444: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000000448: 02000500
	v_and_b32_e32 v2, 15, v4                                   // 00000000044C: 2604088F
	v_lshl_add_u32 v2, v2, 2, v1                               // 000000000450: D1FD0002 04050502
	buffer_load_dword v2, v2, s[0:3], 0 offen                  // 000000000458: E0501000 80000202
	s_waitcnt vmcnt(0)                                         // 000000000460: BF8C0F70
	v_add_f32_e32 v0, v0, v2                                   // 000000000464: 02000500
	v_and_b32_e32 v2, 15, v9                                   // 000000000468: 2604128F
	v_lshl_add_u32 v1, v2, 2, v1                               // 00000000046C: D1FD0001 04050502
	buffer_load_dword v1, v1, s[0:3], 0 offen                  // 000000000474: E0501000 80000101
	s_waitcnt vmcnt(0)                                         // 00000000047C: BF8C0F70
	v_add_f32_e32 v0, v0, v1                                   // 000000000480: 02000300
	s_setpc_b64 s[30:31]                                       // 000000000484: BE801D1E
dmath:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000000488: BF8C0000
	v_div_scale_f64 v[4:5], s[4:5], v[0:1], v[0:1], 1.0        // 00000000048C: D1E10404 03CA0100
	v_rcp_f64_e32 v[6:7], v[4:5]                               // 000000000494: 7E0C4B04
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0                     // 000000000498: D1CC0008 23CA0D04
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]                   // 0000000004A0: D1CC0006 041A1106
	v_div_scale_f64 v[8:9], vcc, 1.0, v[0:1], 1.0              // 0000000004A8: D1E16A08 03CA00F2
	v_fma_f64 v[10:11], -v[4:5], v[6:7], 1.0                   // 0000000004B0: D1CC000A 23CA0D04
	v_fma_f64 v[6:7], v[6:7], v[10:11], v[6:7]                 // 0000000004B8: D1CC0006 041A1506
	v_mul_f64 v[10:11], v[8:9], v[6:7]                         // 0000000004C0: D281000A 00020D08
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]                // 0000000004C8: D1CC0004 24221504
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]            // 0000000004D0: D1E30004 042A0D04
	v_cvt_f64_i32_e32 v[6:7], v3                               // 0000000004D8: 7E0C0903
	v_cvt_f64_u32_e32 v[2:3], v2                               // 0000000004DC: 7E042D02
	v_ldexp_f64 v[6:7], v[6:7], 32                             // 0000000004E0: D2840006 00014106
	v_add_f64 v[2:3], v[6:7], v[2:3]                           // 0000000004E8: D2800002 00020506
	v_div_fixup_f64 v[4:5], v[4:5], v[0:1], 1.0                // 0000000004F0: D1DF0004 03CA0104
	v_fma_f64 v[0:1], v[0:1], v[2:3], v[4:5]                   // 0000000004F8: D1CC0000 04120500
	s_setpc_b64 s[30:31]                                       // 000000000500: BE801D1E
	s_nop 0                                                    // 000000000504: BF800000
	s_nop 0                                                    // 000000000508: BF800000
	s_nop 0                                                    // 00000000050C: BF800000
	s_nop 0                                                    // 000000000510: BF800000
	s_nop 0                                                    // 000000000514: BF800000
	s_nop 0                                                    // 000000000518: BF800000
	s_nop 0                                                    // 00000000051C: BF800000
	s_nop 0                                                    // 000000000520: BF800000
	s_nop 0                                                    // 000000000524: BF800000
	s_nop 0                                                    // 000000000528: BF800000
	s_nop 0                                                    // 00000000052C: BF800000
	s_nop 0                                                    // 000000000530: BF800000
	s_nop 0                                                    // 000000000534: BF800000
	s_nop 0                                                    // 000000000538: BF800000
	s_nop 0                                                    // 00000000053C: BF800000
	s_nop 0                                                    // 000000000540: BF800000
	s_nop 0                                                    // 000000000544: BF800000
	s_nop 0                                                    // 000000000548: BF800000
	s_nop 0                                                    // 00000000054C: BF800000
	s_nop 0                                                    // 000000000550: BF800000
	s_nop 0                                                    // 000000000554: BF800000
	s_nop 0                                                    // 000000000558: BF800000
	s_nop 0                                                    // 00000000055C: BF800000
	s_nop 0                                                    // 000000000560: BF800000
	s_nop 0                                                    // 000000000564: BF800000
	s_nop 0                                                    // 000000000568: BF800000
	s_nop 0                                                    // 00000000056C: BF800000
	s_nop 0                                                    // 000000000570: BF800000
	s_nop 0                                                    // 000000000574: BF800000
	s_nop 0                                                    // 000000000578: BF800000
	s_nop 0                                                    // 00000000057C: BF800000
	s_nop 0                                                    // 000000000580: BF800000
	s_nop 0                                                    // 000000000584: BF800000
	s_nop 0                                                    // 000000000588: BF800000
	s_nop 0                                                    // 00000000058C: BF800000
	s_nop 0                                                    // 000000000590: BF800000
	s_nop 0                                                    // 000000000594: BF800000
	s_nop 0                                                    // 000000000598: BF800000
	s_nop 0                                                    // 00000000059C: BF800000
	s_nop 0                                                    // 0000000005A0: BF800000
	s_nop 0                                                    // 0000000005A4: BF800000
	s_nop 0                                                    // 0000000005A8: BF800000
	s_nop 0                                                    // 0000000005AC: BF800000
	s_nop 0                                                    // 0000000005B0: BF800000
	s_nop 0                                                    // 0000000005B4: BF800000
	s_nop 0                                                    // 0000000005B8: BF800000
	s_nop 0                                                    // 0000000005BC: BF800000
	s_nop 0                                                    // 0000000005C0: BF800000
	s_nop 0                                                    // 0000000005C4: BF800000
	s_nop 0                                                    // 0000000005C8: BF800000
	s_nop 0                                                    // 0000000005CC: BF800000
	s_nop 0                                                    // 0000000005D0: BF800000
	s_nop 0                                                    // 0000000005D4: BF800000
	s_nop 0                                                    // 0000000005D8: BF800000
	s_nop 0                                                    // 0000000005DC: BF800000
	s_nop 0                                                    // 0000000005E0: BF800000
	s_nop 0                                                    // 0000000005E4: BF800000
	s_nop 0                                                    // 0000000005E8: BF800000
	s_nop 0                                                    // 0000000005EC: BF800000
	s_nop 0                                                    // 0000000005F0: BF800000
	s_nop 0                                                    // 0000000005F4: BF800000
	s_nop 0                                                    // 0000000005F8: BF800000
	s_nop 0                                                    // 0000000005FC: BF800000
calls:
	s_add_u32 flat_scratch_lo, s6, s9                          // 000000000600: 80660906
	s_addc_u32 flat_scratch_hi, s7, 0                          // 000000000604: 82678007
	s_add_u32 s0, s0, s9                                       // 000000000608: 80000900
	s_load_dwordx8 s[8:15], s[4:5], 0x0                        // 00000000060C: C00E0202 00000000
	v_mov_b32_e32 v19, v0                                      // 000000000614: 7E260300
	v_lshlrev_b32_e32 v20, 2, v19                              // 000000000618: 24282682
	s_load_dword s4, s[4:5], 0x20                              // 00000000061C: C0020102 00000020
	v_and_b32_e32 v1, 63, v19                                  // 000000000624: 260226BF
	s_waitcnt lgkmcnt(0)                                       // 000000000628: BF8CC07F
	global_load_dword v0, v20, s[10:11]                        // 00000000062C: DC508000 000A0014
	v_lshlrev_b32_e32 v1, 2, v1                                // 000000000634: 24020282
	s_addc_u32 s1, s1, 0                                       // 000000000638: 82018001
	v_mov_b32_e32 v2, v19                                      // 00000000063C: 7E040313
	v_mov_b32_e32 v3, s4                                       // 000000000640: 7E060204
	s_mov_b32 s32, 0                                           // 000000000644: BEA00080
	s_getpc_b64 s[6:7]                                         // 000000000648: BE861C00
	s_add_u32 s6, s6, helper@rel32@lo+4                        // 00000000064C: 8006FF06 00000000
	s_addc_u32 s7, s7, helper@rel32@hi+12                      // 000000000654: 8207FF07 00000000
	s_waitcnt vmcnt(0)                                         // 00000000065C: BF8C0F70
	ds_write_b32 v1, v0                                        // 000000000660: D81A0000 00000001
	v_mov_b32_e32 v0, s10                                      // 000000000668: 7E00020A
	v_mov_b32_e32 v1, s11                                      // 00000000066C: 7E02020B
	s_waitcnt lgkmcnt(0)                                       // 000000000670: BF8CC07F
	s_barrier                                                  // 000000000674: BF8A0000
	s_swappc_b64 s[30:31], s[6:7]                              // 000000000678: BE9E1E06
	v_lshlrev_b32_e32 v13, 3, v19                              // 00000000067C: 241A2683
	v_mov_b32_e32 v2, v0                                       // 000000000680: 7E040300
	global_load_dwordx2 v[0:1], v13, s[12:13]                  // 000000000684: DC548000 000C000D
	v_add_u32_e32 v3, 1, v19                                   // 00000000068C: 68062681
	v_and_b32_e32 v3, 63, v3                                   // 000000000690: 260606BF
	v_lshlrev_b32_e32 v3, 2, v3                                // 000000000694: 24060682
	ds_read_b32 v4, v3                                         // 000000000698: D86C0000 04000003
	v_lshlrev_b32_e32 v3, 1, v19                               // 0000000006A0: 24062681
	s_getpc_b64 s[4:5]                                         // 0000000006A4: BE841C00
	s_add_u32 s4, s4, dmath@rel32@lo+4                         // 0000000006A8: 8004FF04 00000000
	s_addc_u32 s5, s5, dmath@rel32@hi+12                       // 0000000006B0: 8205FF05 00000000
	v_mov_b32_e32 v12, 0                                       // 0000000006B8: 7E180280
	s_waitcnt lgkmcnt(0)                                       // 0000000006BC: BF8CC07F
	v_add_f32_e32 v2, v2, v4                                   // 0000000006C0: 02040902
	global_store_dword v20, v2, s[8:9]                         // 0000000006C4: DC708000 00080214
	v_mov_b32_e32 v2, 0                                        // 0000000006CC: 7E040280
	s_swappc_b64 s[30:31], s[4:5]                              // 0000000006D0: BE9E1E04
	s_mov_b64 s[4:5], exec                                     // 0000000006D4: BE84017E
	global_store_dwordx2 v13, v[0:1], s[12:13]                 // 0000000006D8: DC748000 000C000D
	v_mbcnt_lo_u32_b32 v0, s4, 0                               // 0000000006E0: D28C0000 00010004
	v_mbcnt_hi_u32_b32 v0, s5, v0                              // 0000000006E8: D28D0000 00020005
	v_cmp_eq_u32_e32 vcc, 0, v0                                // 0000000006F0: 7D940080
	s_and_saveexec_b64 s[6:7], vcc                             // 0000000006F4: BE86206A
	s_cbranch_execz .LBB_text_70c                              // 0000000006F8: BF880004
	s_bcnt1_i32_b64 s4, s[4:5]                                 // 0000000006FC: BE840D04
	v_mov_b32_e32 v0, s4                                       // 000000000700: 7E000204
	global_atomic_add v12, v0, s[14:15]                        // 000000000704: DD088000 000E000C
.LBB_text_70c:
	s_endpgm                                                   // 00000000070C: BF810000
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
