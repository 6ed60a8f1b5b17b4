	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.globl	img
	.protected	img
	.type	img,@function
	.size	img, 576
	.globl	_Z13get_global_idj
	.globl	_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i
	.globl	_Z12write_imagef14ocl_image2d_woDv2_iDv4_f
	.globl	_Z15get_image_width14ocl_image2d_ro
	.globl	_Z16get_image_height14ocl_image2d_ro
	.globl	img.kd
	.type	img.kd,@object
	.size	img.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
img:
	s_add_u32 flat_scratch_lo, s10, s15                        // 000000000000: 80660F0A
	s_addc_u32 flat_scratch_hi, s11, 0                         // 000000000004: 8267800B
	s_add_u32 s0, s0, s15                                      // 000000000008: 80000F00
	s_addc_u32 s1, s1, 0                                       // 00000000000C: 82018001
	s_add_u32 s38, s6, 32                                      // 000000000010: 8026A006
	s_addc_u32 s39, s7, 0                                      // 000000000014: 82278007
	s_mov_b64 s[36:37], s[4:5]                                 // 000000000018: BEA40104
	s_getpc_b64 s[4:5]                                         // 00000000001C: BE841C00
	s_add_u32 s4, s4, _Z13get_global_idj@gotpcrel32@lo+4       // 000000000020: 8004FF04 00000000
	s_addc_u32 s5, s5, _Z13get_global_idj@gotpcrel32@hi+12     // 000000000028: 8205FF05 00000000
	s_load_dwordx2 s[42:43], s[4:5], 0x0                       // 000000000030: C0060A82 00000000
	s_load_dwordx8 s[44:51], s[6:7], 0x0                       // 000000000038: C00E0B03 00000000
	v_lshlrev_b32_e32 v2, 20, v2                               // 000000000040: 24040494
	v_lshlrev_b32_e32 v1, 10, v1                               // 000000000044: 2402028A
	s_mov_b64 s[34:35], s[8:9]                                 // 000000000048: BEA20108
	v_or3_b32 v42, v0, v1, v2                                  // 00000000004C: D202002A 040A0300
	s_mov_b64 s[4:5], s[36:37]                                 // 000000000054: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000000058: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 00000000005C: BE8A0122
	v_mov_b32_e32 v31, v42                                     // 000000000060: 7E3E032A
	v_mov_b32_e32 v0, 0                                        // 000000000064: 7E000280
	s_mov_b32 s32, 0                                           // 000000000068: BEA00080
	s_mov_b32 s33, s14                                         // 00000000006C: BEA1000E
	s_mov_b32 s40, s13                                         // 000000000070: BEA8000D
	s_mov_b32 s41, s12                                         // 000000000074: BEA9000C
	s_waitcnt lgkmcnt(0)                                       // 000000000078: BF8CC07F
	s_swappc_b64 s[30:31], s[42:43]                            // 00000000007C: BE9E1E2A
	v_mov_b32_e32 v40, v0                                      // 000000000080: 7E500300
	s_mov_b64 s[4:5], s[36:37]                                 // 000000000084: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000000088: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 00000000008C: BE8A0122
	s_mov_b32 s12, s41                                         // 000000000090: BE8C0029
	s_mov_b32 s13, s40                                         // 000000000094: BE8D0028
	s_mov_b32 s14, s33                                         // 000000000098: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 00000000009C: 7E3E032A
	v_mov_b32_e32 v0, 1                                        // 0000000000A0: 7E000281
	v_mov_b32_e32 v41, v1                                      // 0000000000A4: 7E520301
	s_swappc_b64 s[30:31], s[42:43]                            // 0000000000A8: BE9E1E2A
	s_getpc_b64 s[4:5]                                         // 0000000000AC: BE841C00
	s_add_u32 s4, s4, _Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i@gotpcrel32@lo+4 // 0000000000B0: 8004FF04 00000000
	s_addc_u32 s5, s5, _Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i@gotpcrel32@hi+12 // 0000000000B8: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 0000000000C0: C0060182 00000000
	v_mov_b32_e32 v43, v0                                      // 0000000000C8: 7E560300
	s_mov_b64 s[4:5], s[36:37]                                 // 0000000000CC: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 0000000000D0: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 0000000000D4: BE8A0122
	s_mov_b32 s12, s41                                         // 0000000000D8: BE8C0029
	s_mov_b32 s13, s40                                         // 0000000000DC: BE8D0028
	s_mov_b32 s14, s33                                         // 0000000000E0: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 0000000000E4: 7E3E032A
	v_mov_b32_e32 v0, s44                                      // 0000000000E8: 7E00022C
	v_mov_b32_e32 v1, s45                                      // 0000000000EC: 7E02022D
	v_mov_b32_e32 v2, s48                                      // 0000000000F0: 7E040230
	v_mov_b32_e32 v3, s49                                      // 0000000000F4: 7E060231
	v_mov_b32_e32 v4, v40                                      // 0000000000F8: 7E080328
	v_mov_b32_e32 v5, v43                                      // 0000000000FC: 7E0A032B
	s_waitcnt lgkmcnt(0)                                       // 000000000100: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 000000000104: BE9E1E06
	s_getpc_b64 s[4:5]                                         // 000000000108: BE841C00
	s_add_u32 s4, s4, _Z12write_imagef14ocl_image2d_woDv2_iDv4_f@gotpcrel32@lo+4 // 00000000010C: 8004FF04 00000000
	s_addc_u32 s5, s5, _Z12write_imagef14ocl_image2d_woDv2_iDv4_f@gotpcrel32@hi+12 // 000000000114: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 00000000011C: C0060182 00000000
	v_mov_b32_e32 v44, v0                                      // 000000000124: 7E580300
	v_mov_b32_e32 v45, v1                                      // 000000000128: 7E5A0301
	v_mov_b32_e32 v46, v2                                      // 00000000012C: 7E5C0302
	v_mov_b32_e32 v47, v3                                      // 000000000130: 7E5E0303
	v_add_f32_e32 v4, v44, v44                                 // 000000000134: 0208592C
	v_add_f32_e32 v5, v45, v45                                 // 000000000138: 020A5B2D
	v_add_f32_e32 v6, v46, v46                                 // 00000000013C: 020C5D2E
	v_add_f32_e32 v7, v47, v47                                 // 000000000140: 020E5F2F
	s_mov_b64 s[4:5], s[36:37]                                 // 000000000144: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000000148: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 00000000014C: BE8A0122
	s_mov_b32 s12, s41                                         // 000000000150: BE8C0029
	s_mov_b32 s13, s40                                         // 000000000154: BE8D0028
	s_mov_b32 s14, s33                                         // 000000000158: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 00000000015C: 7E3E032A
	v_mov_b32_e32 v0, s46                                      // 000000000160: 7E00022E
	v_mov_b32_e32 v1, s47                                      // 000000000164: 7E02022F
	v_mov_b32_e32 v2, v40                                      // 000000000168: 7E040328
	v_mov_b32_e32 v3, v43                                      // 00000000016C: 7E06032B
	s_waitcnt lgkmcnt(0)                                       // 000000000170: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 000000000174: BE9E1E06
	s_getpc_b64 s[4:5]                                         // 000000000178: BE841C00
	s_add_u32 s4, s4, _Z15get_image_width14ocl_image2d_ro@gotpcrel32@lo+4 // 00000000017C: 8004FF04 00000000
	s_addc_u32 s5, s5, _Z15get_image_width14ocl_image2d_ro@gotpcrel32@hi+12 // 000000000184: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 00000000018C: C0060182 00000000
	s_mov_b64 s[4:5], s[36:37]                                 // 000000000194: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000000198: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 00000000019C: BE8A0122
	s_mov_b32 s12, s41                                         // 0000000001A0: BE8C0029
	s_mov_b32 s13, s40                                         // 0000000001A4: BE8D0028
	s_mov_b32 s14, s33                                         // 0000000001A8: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 0000000001AC: 7E3E032A
	v_mov_b32_e32 v0, s44                                      // 0000000001B0: 7E00022C
	v_mov_b32_e32 v1, s45                                      // 0000000001B4: 7E02022D
	s_waitcnt lgkmcnt(0)                                       // 0000000001B8: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 0000000001BC: BE9E1E06
	s_getpc_b64 s[4:5]                                         // 0000000001C0: BE841C00
	s_add_u32 s4, s4, _Z16get_image_height14ocl_image2d_ro@gotpcrel32@lo+4 // 0000000001C4: 8004FF04 00000000
	s_addc_u32 s5, s5, _Z16get_image_height14ocl_image2d_ro@gotpcrel32@hi+12 // 0000000001CC: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 0000000001D4: C0060182 00000000
	v_cvt_f32_i32_e32 v43, v0                                  // 0000000001DC: 7E560B00
	s_mov_b64 s[4:5], s[36:37]                                 // 0000000001E0: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 0000000001E4: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 0000000001E8: BE8A0122
	s_mov_b32 s12, s41                                         // 0000000001EC: BE8C0029
	s_mov_b32 s13, s40                                         // 0000000001F0: BE8D0028
	s_mov_b32 s14, s33                                         // 0000000001F4: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 0000000001F8: 7E3E032A
	v_mov_b32_e32 v0, s44                                      // 0000000001FC: 7E00022C
	v_mov_b32_e32 v1, s45                                      // 000000000200: 7E02022D
	s_waitcnt lgkmcnt(0)                                       // 000000000204: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 000000000208: BE9E1E06
	v_cvt_f32_i32_e32 v1, v0                                   // 00000000020C: 7E020B00
	v_lshlrev_b64 v[4:5], 4, v[40:41]                          // 000000000210: D28F0004 00025084
	v_mov_b32_e32 v6, s51                                      // 000000000218: 7E0C0233
	v_add_co_u32_e32 v4, vcc, s50, v4                          // 00000000021C: 32080832
	v_add_f32_e32 v3, 1.0, v47                                 // 000000000220: 02065EF2
	v_add_f32_e32 v2, 0, v46                                   // 000000000224: 02045C80
	v_add_f32_e32 v0, v44, v43                                 // 000000000228: 0200572C
	v_add_f32_e32 v1, v45, v1                                  // 00000000022C: 0202032D
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc                     // 000000000230: 380A0B06
	global_store_dwordx4 v[4:5], v[0:3], off                   // 000000000234: DC7C8000 007F0004
	s_endpgm                                                   // 00000000023C: BF810000
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
img.kd:
	.long	0x00000000, 0x00000000, 0x00000120, 0x00000000
	.quad img+16-.
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.long	0x00000000, 0x00000000, 0x00af01cb, 0x00001399
	.long	0x0000083b, 0x00000000
__oclc_ABI_version:
	.long	0x000001f4
	.section	.debug_abbrev,"",@progbits
.Lsec_debug_abbrev:
	.long	0x25011101, 0x03051325, 0x10177225, 0x11251b17
	.long	0x7306121b, 0x02000017, 0x1b11012e, 0x197a0612
	.long	0x0b3a2503, 0x0b360b3b, 0x0000193f, 0x03000503
	.long	0x3b0b3a25, 0x0013490b, 0x00340400, 0x0b3a2503
	.long	0x13490b3b, 0x48050000, 0x18018300, 0x00001b7d
	.long	0x49000f06, 0x07000013, 0x25030013, 0x0000193c
	.long	0x49001608, 0x00250313, 0x00160900, 0x25031349
	.long	0x0b3b0b3a, 0x010a0000, 0x19428701, 0x00001349
	.long	0x4900210b, 0x000b3713, 0x00240c00, 0x0b3e2503
	.long	0x00000b0b, 0x0300240d, 0x3e0b0b25, 0x0000000b
	.section	.debug_info,"",@progbits
.Lsec_debug_info:
	.long	0x000000f1, 0x08010005
	.long .Lsec_debug_abbrev
	.long	0x00150001
	.byte	0x01
	.long .Lsec_debug_str_offsets+8
	.long .Lsec_debug_line
	.byte	0x02, 0x00, 0x40
	.byte	0x02, 0x00, 0x00
	.long .Lsec_debug_addr+8
	.byte	0x02
	.long	0x00024000, 0x04000300, 0x000403c7, 0x0000a004
	.long	0x00060300, 0x0000a704, 0x00080300, 0x0000ae04
	.long	0x000b0300, 0x0000bb04, 0x000f0400, 0x0000dc05
	.long	0x00120400, 0x0000c006, 0x90080500, 0x9004933e
	.long	0x0104933f, 0x3e900805, 0x3f900493, 0x05020493
	.long	0x933e9008, 0x933f9004, 0x08050304, 0x04933e90
	.long	0x04933f90, 0x90080504, 0x9004933e, 0x0504933f
	.long	0x3e900805, 0x3f900493, 0x00060493, 0x0000a506
	.long	0x06050700, 0x000000ac, 0xb4080707, 0x0a000000
	.long	0x0000b906, 0x06090700, 0x000000c0, 0x0000c809
	.long	0xd1010e00, 0x0000d40a, 0x00d80b00, 0x00040000
	.long	0x04040c0c, 0x07080d0d, 0x0000e409, 0xbb011100
	.long	0x0000f00a, 0x00d80b00, 0x00020000, 0x0405100c
	.byte	0x00
	.section	.debug_str_offsets,"",@progbits
.Lsec_debug_str_offsets:
	.long	0x00000050, 0x00000005
	.long .Lsec_debug_str_0
	.long .Lsec_debug_str_28
	.long .Lsec_debug_str_42
	.long .Lsec_debug_str_44
	.long .Lsec_debug_str_48
	.long .Lsec_debug_str_4c
	.long .Lsec_debug_str_60
	.long .Lsec_debug_str_64
	.long .Lsec_debug_str_78
	.long .Lsec_debug_str_7c
	.long .Lsec_debug_str_8d
	.long .Lsec_debug_str_97
	.long .Lsec_debug_str_9b
	.long .Lsec_debug_str_a1
	.long .Lsec_debug_str_b5
	.long .Lsec_debug_str_bc
	.long .Lsec_debug_str_be
	.long .Lsec_debug_str_c2
	.long .Lsec_debug_str_c7
	.section	.debug_str,"MS",@progbits,1
.Lsec_debug_str:
.Lsec_debug_str_0:
	.long	0x69626544, 0x63206e61, 0x676e616c, 0x72657620
	.long	0x6e6f6973, 0x2e393120, 0x20372e31, 0x647e3328
	.long	0x32316265, 0x00293175
.Lsec_debug_str_28:
	.long	0x642f2e2e, 0x65666669, 0x746e6572, 0x2f6c6169
	.long	0x67616d69, 0x632e7365
	.byte	0x6c, 0x00
.Lsec_debug_str_42:
	.byte	0x2e, 0x00
.Lsec_debug_str_44:
	.long	0x00676d69
.Lsec_debug_str_48:
	.long	0x00637273
.Lsec_debug_str_4c:
	.long	0x6e65706f, 0x695f6c63, 0x6567616d, 0x725f6432
	.long	0x00745f6f
.Lsec_debug_str_60:
	.long	0x00747364
.Lsec_debug_str_64:
	.long	0x6e65706f, 0x695f6c63, 0x6567616d, 0x775f6432
	.long	0x00745f6f
.Lsec_debug_str_78:
	.long	0x00706d73
.Lsec_debug_str_7c:
	.long	0x6e65706f, 0x735f6c63, 0x6c706d61, 0x745f7265
	.byte	0x00
.Lsec_debug_str_8d:
	.byte	0x73, 0x61, 0x6d
	.long	0x72656c70
	.byte	0x5f, 0x74, 0x00
.Lsec_debug_str_97:
	.byte	0x6f
	.byte	0x75, 0x74, 0x00
.Lsec_debug_str_9b:
	.byte	0x66
	.long	0x74616f6c
	.byte	0x00
.Lsec_debug_str_a1:
	.byte	0x5f, 0x5f, 0x41
	.long	0x59415252, 0x5a49535f, 0x59545f45, 0x5f5f4550
	.byte	0x00
.Lsec_debug_str_b5:
	.byte	0x66, 0x6c, 0x6f
	.long	0x00347461
.Lsec_debug_str_bc:
	.byte	0x70, 0x00
.Lsec_debug_str_be:
	.byte	0x69, 0x6e
	.byte	0x74, 0x00
.Lsec_debug_str_c2:
	.byte	0x69, 0x6e
	.byte	0x74, 0x32, 0x00
.Lsec_debug_str_c7:
	.byte	0x76
	.byte	0x00
	.section	.debug_addr,"",@progbits
.Lsec_debug_addr:
	.long	0x0000003c, 0x00080005
	.quad .Lsec_text
	.quad .Lsec_text+128
	.quad .Lsec_text+172
	.quad .Lsec_text+264
	.quad .Lsec_text+376
	.quad .Lsec_text+448
	.quad .Lsec_text+524
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x62654400, 0x206e6169, 0x6e616c63, 0x65762067
	.long	0x6f697372, 0x3931206e, 0x372e312e, 0x7e332820
	.long	0x31626564, 0x29317532
	.byte	0x00
	.section	".note.GNU-stack","",@progbits
.Lsec_note_GNU_stack:
	.section	.debug_frame,"",@progbits
	.p2align	3
.Lsec_debug_frame:
	.long	0x0000000c, 0xffffffff, 0x00080004, 0x00100404
	.long	0x00000014
	.long .Lsec_debug_frame
	.quad .Lsec_text
	.long	0x00000240, 0x00000000
	.section	.debug_line,"",@progbits
.Lsec_debug_line:
	.long	0x000000b0, 0x00080005, 0x00000050, 0xfb010104
	.long	0x01000d0e, 0x00010101, 0x00010000, 0x01010100
	.byte	0x1f, 0x02
	.long .Lsec_debug_line_str_0
	.long .Lsec_debug_line_str_2
	.byte	0x03, 0x01
	.long	0x050f021f
	.byte	0x1e, 0x02
	.long .Lsec_debug_line_str_28
	.byte	0x00, 0x06
	.long	0x7792f1ae, 0x8b6b6d6d, 0x375f8014
	.byte	0x23, 0x90, 0x33
	.long .Lsec_debug_line_str_42
	.byte	0x01
	.long	0x9c2ebae6, 0x5cf4eaa1, 0xea863d75, 0x8c890e43
	.long	0x09000004
	.byte	0x02
	.quad .Lsec_text
	.byte	0x15, 0x05, 0x13
	.long	0x25054b0a, 0x05ba0806, 0x25058213, 0x060e0520
	.long	0x73250521, 0x05210e05, 0x0e05e503, 0x4b1a0573
	.long	0x4a060305, 0xc9062805, 0x08063e05, 0x74280520
	.long	0x05203e05, 0x1d05ba03, 0x4a03054a, 0x05201905
	.long	0x022f0601, 0x01010001
	.section	.debug_line_str,"MS",@progbits,1
.Lsec_debug_line_str:
.Lsec_debug_line_str_0:
	.byte	0x2e, 0x00
.Lsec_debug_line_str_2:
	.byte	0x2f, 0x75
	.long	0x6c2f7273, 0x6c2f6269, 0x2d6d766c, 0x6c2f3931
	.long	0x632f6269, 0x676e616c, 0x2f39312f, 0x6c636e69
	.long	0x00656475
.Lsec_debug_line_str_28:
	.long	0x642f2e2e, 0x65666669, 0x746e6572, 0x2f6c6169
	.long	0x67616d69, 0x632e7365
	.byte	0x6c, 0x00
.Lsec_debug_line_str_42:
	.byte	0x6f, 0x70
	.long	0x6c636e65, 0x622d632d, 0x2e657361
	.byte	0x68, 0x00
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .access: read_only
        .offset: 0
        .size: 8
        .type_name: image2d_t
        .value_kind: image
      - .access: write_only
        .offset: 8
        .size: 8
        .type_name: image2d_t
        .value_kind: image
      - .offset: 16
        .size: 8
        .type_name: sampler_t
        .value_kind: sampler
      - .address_space: global
        .offset: 24
        .size: 8
        .type_name: float4*
        .value_kind: global_buffer
      - .offset: 32
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 36
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 40
        .size: 4
        .value_kind: hidden_block_count_z
      - .offset: 44
        .size: 2
        .value_kind: hidden_group_size_x
      - .offset: 46
        .size: 2
        .value_kind: hidden_group_size_y
      - .offset: 48
        .size: 2
        .value_kind: hidden_group_size_z
      - .offset: 50
        .size: 2
        .value_kind: hidden_remainder_x
      - .offset: 52
        .size: 2
        .value_kind: hidden_remainder_y
      - .offset: 54
        .size: 2
        .value_kind: hidden_remainder_z
      - .offset: 72
        .size: 8
        .value_kind: hidden_global_offset_x
      - .offset: 80
        .size: 8
        .value_kind: hidden_global_offset_y
      - .offset: 88
        .size: 8
        .value_kind: hidden_global_offset_z
      - .offset: 96
        .size: 2
        .value_kind: hidden_grid_dims
      - .offset: 112
        .size: 8
        .value_kind: hidden_hostcall_buffer
      - .offset: 120
        .size: 8
        .value_kind: hidden_multigrid_sync_arg
      - .offset: 128
        .size: 8
        .value_kind: hidden_heap_v1
      - .offset: 136
        .size: 8
        .value_kind: hidden_default_queue
      - .offset: 144
        .size: 8
        .value_kind: hidden_completion_action
      - .offset: 232
        .size: 8
        .value_kind: hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: img
    .private_segment_fixed_size: 0
    .sgpr_count: 58
    .sgpr_spill_count: 0
    .symbol: img.kd
    .uses_dynamic_stack: true
    .vgpr_count: 48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
