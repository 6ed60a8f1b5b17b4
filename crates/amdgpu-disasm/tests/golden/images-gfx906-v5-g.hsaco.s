	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.local	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
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
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
img.kd:
	.long	0x00000000, 0x00000000, 0x00000120, 0x00000000
	.long	0x00001100, 0x00000000, 0x00000000, 0x00000000
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.long	0x00af01cb, 0x00001399, 0x0000083b, 0x00000000
__oclc_ABI_version:
	.long	0x000001f4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
img:
	s_add_u32 flat_scratch_lo, s10, s15                        // 000000001C00: 80660F0A
	s_addc_u32 flat_scratch_hi, s11, 0                         // 000000001C04: 8267800B
	s_add_u32 s0, s0, s15                                      // 000000001C08: 80000F00
	s_addc_u32 s1, s1, 0                                       // 000000001C0C: 82018001
	s_add_u32 s38, s6, 32                                      // 000000001C10: 8026A006
	s_addc_u32 s39, s7, 0                                      // 000000001C14: 82278007
	s_mov_b64 s[36:37], s[4:5]                                 // 000000001C18: BEA40104
	s_getpc_b64 s[4:5]                                         // 000000001C1C: BE841C00
	s_add_u32 s4, s4, _Z13get_global_idj@gotpcrel32@lo+4       // 000000001C20: 8004FF04 000012C0
	s_addc_u32 s5, s5, _Z13get_global_idj@gotpcrel32@hi+12     // 000000001C28: 8205FF05 00000000
	s_load_dwordx2 s[42:43], s[4:5], 0x0                       // 000000001C30: C0060A82 00000000
	s_load_dwordx8 s[44:51], s[6:7], 0x0                       // 000000001C38: C00E0B03 00000000
	v_lshlrev_b32_e32 v2, 20, v2                               // 000000001C40: 24040494
	v_lshlrev_b32_e32 v1, 10, v1                               // 000000001C44: 2402028A
	s_mov_b64 s[34:35], s[8:9]                                 // 000000001C48: BEA20108
	v_or3_b32 v42, v0, v1, v2                                  // 000000001C4C: D202002A 040A0300
	s_mov_b64 s[4:5], s[36:37]                                 // 000000001C54: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000001C58: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 000000001C5C: BE8A0122
	v_mov_b32_e32 v31, v42                                     // 000000001C60: 7E3E032A
	v_mov_b32_e32 v0, 0                                        // 000000001C64: 7E000280
	s_mov_b32 s32, 0                                           // 000000001C68: BEA00080
	s_mov_b32 s33, s14                                         // 000000001C6C: BEA1000E
	s_mov_b32 s40, s13                                         // 000000001C70: BEA8000D
	s_mov_b32 s41, s12                                         // 000000001C74: BEA9000C
	s_waitcnt lgkmcnt(0)                                       // 000000001C78: BF8CC07F
	s_swappc_b64 s[30:31], s[42:43]                            // 000000001C7C: BE9E1E2A
	v_mov_b32_e32 v40, v0                                      // 000000001C80: 7E500300
	s_mov_b64 s[4:5], s[36:37]                                 // 000000001C84: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000001C88: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 000000001C8C: BE8A0122
	s_mov_b32 s12, s41                                         // 000000001C90: BE8C0029
	s_mov_b32 s13, s40                                         // 000000001C94: BE8D0028
	s_mov_b32 s14, s33                                         // 000000001C98: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 000000001C9C: 7E3E032A
	v_mov_b32_e32 v0, 1                                        // 000000001CA0: 7E000281
	v_mov_b32_e32 v41, v1                                      // 000000001CA4: 7E520301
	s_swappc_b64 s[30:31], s[42:43]                            // 000000001CA8: BE9E1E2A
	s_getpc_b64 s[4:5]                                         // 000000001CAC: BE841C00
	s_add_u32 s4, s4, _Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i@gotpcrel32@lo+4 // 000000001CB0: 8004FF04 00001238
	s_addc_u32 s5, s5, _Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i@gotpcrel32@hi+12 // 000000001CB8: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 000000001CC0: C0060182 00000000
	v_mov_b32_e32 v43, v0                                      // 000000001CC8: 7E560300
	s_mov_b64 s[4:5], s[36:37]                                 // 000000001CCC: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000001CD0: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 000000001CD4: BE8A0122
	s_mov_b32 s12, s41                                         // 000000001CD8: BE8C0029
	s_mov_b32 s13, s40                                         // 000000001CDC: BE8D0028
	s_mov_b32 s14, s33                                         // 000000001CE0: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 000000001CE4: 7E3E032A
	v_mov_b32_e32 v0, s44                                      // 000000001CE8: 7E00022C
	v_mov_b32_e32 v1, s45                                      // 000000001CEC: 7E02022D
	v_mov_b32_e32 v2, s48                                      // 000000001CF0: 7E040230
	v_mov_b32_e32 v3, s49                                      // 000000001CF4: 7E060231
	v_mov_b32_e32 v4, v40                                      // 000000001CF8: 7E080328
	v_mov_b32_e32 v5, v43                                      // 000000001CFC: 7E0A032B
	s_waitcnt lgkmcnt(0)                                       // 000000001D00: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 000000001D04: BE9E1E06
	s_getpc_b64 s[4:5]                                         // 000000001D08: BE841C00
	s_add_u32 s4, s4, _Z12write_imagef14ocl_image2d_woDv2_iDv4_f@gotpcrel32@lo+4 // 000000001D0C: 8004FF04 000011E4
	s_addc_u32 s5, s5, _Z12write_imagef14ocl_image2d_woDv2_iDv4_f@gotpcrel32@hi+12 // 000000001D14: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 000000001D1C: C0060182 00000000
	v_mov_b32_e32 v44, v0                                      // 000000001D24: 7E580300
	v_mov_b32_e32 v45, v1                                      // 000000001D28: 7E5A0301
	v_mov_b32_e32 v46, v2                                      // 000000001D2C: 7E5C0302
	v_mov_b32_e32 v47, v3                                      // 000000001D30: 7E5E0303
	v_add_f32_e32 v4, v44, v44                                 // 000000001D34: 0208592C
	v_add_f32_e32 v5, v45, v45                                 // 000000001D38: 020A5B2D
	v_add_f32_e32 v6, v46, v46                                 // 000000001D3C: 020C5D2E
	v_add_f32_e32 v7, v47, v47                                 // 000000001D40: 020E5F2F
	s_mov_b64 s[4:5], s[36:37]                                 // 000000001D44: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000001D48: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 000000001D4C: BE8A0122
	s_mov_b32 s12, s41                                         // 000000001D50: BE8C0029
	s_mov_b32 s13, s40                                         // 000000001D54: BE8D0028
	s_mov_b32 s14, s33                                         // 000000001D58: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 000000001D5C: 7E3E032A
	v_mov_b32_e32 v0, s46                                      // 000000001D60: 7E00022E
	v_mov_b32_e32 v1, s47                                      // 000000001D64: 7E02022F
	v_mov_b32_e32 v2, v40                                      // 000000001D68: 7E040328
	v_mov_b32_e32 v3, v43                                      // 000000001D6C: 7E06032B
	s_waitcnt lgkmcnt(0)                                       // 000000001D70: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 000000001D74: BE9E1E06
	s_getpc_b64 s[4:5]                                         // 000000001D78: BE841C00
	s_add_u32 s4, s4, _Z15get_image_width14ocl_image2d_ro@gotpcrel32@lo+4 // 000000001D7C: 8004FF04 0000117C
	s_addc_u32 s5, s5, _Z15get_image_width14ocl_image2d_ro@gotpcrel32@hi+12 // 000000001D84: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 000000001D8C: C0060182 00000000
	s_mov_b64 s[4:5], s[36:37]                                 // 000000001D94: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000001D98: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 000000001D9C: BE8A0122
	s_mov_b32 s12, s41                                         // 000000001DA0: BE8C0029
	s_mov_b32 s13, s40                                         // 000000001DA4: BE8D0028
	s_mov_b32 s14, s33                                         // 000000001DA8: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 000000001DAC: 7E3E032A
	v_mov_b32_e32 v0, s44                                      // 000000001DB0: 7E00022C
	v_mov_b32_e32 v1, s45                                      // 000000001DB4: 7E02022D
	s_waitcnt lgkmcnt(0)                                       // 000000001DB8: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 000000001DBC: BE9E1E06
	s_getpc_b64 s[4:5]                                         // 000000001DC0: BE841C00
	s_add_u32 s4, s4, _Z16get_image_height14ocl_image2d_ro@gotpcrel32@lo+4 // 000000001DC4: 8004FF04 0000113C
	s_addc_u32 s5, s5, _Z16get_image_height14ocl_image2d_ro@gotpcrel32@hi+12 // 000000001DCC: 8205FF05 00000000
	s_load_dwordx2 s[6:7], s[4:5], 0x0                         // 000000001DD4: C0060182 00000000
	v_cvt_f32_i32_e32 v43, v0                                  // 000000001DDC: 7E560B00
	s_mov_b64 s[4:5], s[36:37]                                 // 000000001DE0: BE840124
	s_mov_b64 s[8:9], s[38:39]                                 // 000000001DE4: BE880126
	s_mov_b64 s[10:11], s[34:35]                               // 000000001DE8: BE8A0122
	s_mov_b32 s12, s41                                         // 000000001DEC: BE8C0029
	s_mov_b32 s13, s40                                         // 000000001DF0: BE8D0028
	s_mov_b32 s14, s33                                         // 000000001DF4: BE8E0021
	v_mov_b32_e32 v31, v42                                     // 000000001DF8: 7E3E032A
	v_mov_b32_e32 v0, s44                                      // 000000001DFC: 7E00022C
	v_mov_b32_e32 v1, s45                                      // 000000001E00: 7E02022D
	s_waitcnt lgkmcnt(0)                                       // 000000001E04: BF8CC07F
	s_swappc_b64 s[30:31], s[6:7]                              // 000000001E08: BE9E1E06
	v_cvt_f32_i32_e32 v1, v0                                   // 000000001E0C: 7E020B00
	v_lshlrev_b64 v[4:5], 4, v[40:41]                          // 000000001E10: D28F0004 00025084
	v_mov_b32_e32 v6, s51                                      // 000000001E18: 7E0C0233
	v_add_co_u32_e32 v4, vcc, s50, v4                          // 000000001E1C: 32080832
	v_add_f32_e32 v3, 1.0, v47                                 // 000000001E20: 02065EF2
	v_add_f32_e32 v2, 0, v46                                   // 000000001E24: 02045C80
	v_add_f32_e32 v0, v44, v43                                 // 000000001E28: 0200572C
	v_add_f32_e32 v1, v45, v1                                  // 000000001E2C: 0202032D
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc                     // 000000001E30: 380A0B06
	global_store_dwordx4 v[4:5], v[0:3], off                   // 000000001E34: DC7C8000 007F0004
	s_endpgm                                                   // 000000001E3C: BF810000
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
	.long	0x000000f1, 0x08010005, 0x00000000, 0x00150001
	.long	0x00000801, 0x00000000, 0x40000200, 0x08000002
	.long	0x02000000, 0x00024000, 0x04000300, 0x000403c7
	.long	0x0000a004, 0x00060300, 0x0000a704, 0x00080300
	.long	0x0000ae04, 0x000b0300, 0x0000bb04, 0x000f0400
	.long	0x0000dc05, 0x00120400, 0x0000c006, 0x90080500
	.long	0x9004933e, 0x0104933f, 0x3e900805, 0x3f900493
	.long	0x05020493, 0x933e9008, 0x933f9004, 0x08050304
	.long	0x04933e90, 0x04933f90, 0x90080504, 0x9004933e
	.long	0x0504933f, 0x3e900805, 0x3f900493, 0x00060493
	.long	0x0000a506, 0x06050700, 0x000000ac, 0xb4080707
	.long	0x0a000000, 0x0000b906, 0x06090700, 0x000000c0
	.long	0x0000c809, 0xd1010e00, 0x0000d40a, 0x00d80b00
	.long	0x00040000, 0x04040c0c, 0x07080d0d, 0x0000e409
	.long	0xbb011100, 0x0000f00a, 0x00d80b00, 0x00020000
	.long	0x0405100c
	.byte	0x00
	.section	.debug_str_offsets,"",@progbits
.Lsec_debug_str_offsets:
	.long	0x00000050, 0x00000005, 0x00000025, 0x00000081
	.long	0x0000001d, 0x00000009, 0x0000004d, 0x0000009b
	.long	0x00000005, 0x0000006d, 0x0000001f, 0x0000005c
	.long	0x0000000d, 0x00000019, 0x000000c3, 0x000000af
	.long	0x00000051, 0x00000017, 0x00000058, 0x00000000
	.long	0x00000023
	.section	.debug_str,"MS",@progbits,1
.Lsec_debug_str:
	.long	0x32746e69, 0x74736400, 0x676d6900, 0x6d617300
	.long	0x72656c70, 0x7000745f, 0x74756f00, 0x73002e00
	.long	0x7600706d, 0x62654400, 0x206e6169, 0x6e616c63
	.long	0x65762067, 0x6f697372, 0x3931206e, 0x372e312e
	.long	0x7e332820, 0x31626564, 0x29317532, 0x63727300
	.long	0x6f6c6600, 0x00347461, 0x00746e69, 0x6e65706f
	.long	0x735f6c63, 0x6c706d61, 0x745f7265, 0x65706f00
	.long	0x5f6c636e, 0x67616d69, 0x5f643265, 0x745f6f77
	.long	0x2f2e2e00, 0x66666964, 0x6e657265, 0x6c616974
	.long	0x616d692f, 0x2e736567, 0x6f006c63, 0x636e6570
	.long	0x6d695f6c, 0x32656761, 0x6f725f64, 0x5f00745f
	.long	0x5252415f, 0x535f5941, 0x5f455a49, 0x45505954
	.long	0x66005f5f, 0x74616f6c
	.byte	0x00
	.section	.debug_addr,"",@progbits
.Lsec_debug_addr:
	.long	0x0000003c, 0x00080005, 0x00001c00, 0x00000000
	.long	0x00001c80, 0x00000000, 0x00001cac, 0x00000000
	.long	0x00001d08, 0x00000000, 0x00001d78, 0x00000000
	.long	0x00001dc0, 0x00000000, 0x00001e0c, 0x00000000
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x6e694c00, 0x3a72656b, 0x62654420, 0x206e6169
	.long	0x20444c4c, 0x312e3931, 0x4400372e, 0x61696265
	.long	0x6c63206e, 0x20676e61, 0x73726576, 0x206e6f69
	.long	0x312e3931, 0x2820372e, 0x65647e33, 0x75323162
	.byte	0x31, 0x29, 0x00
	.section	.debug_frame,"",@progbits
	.p2align	3
.Lsec_debug_frame:
	.long	0x0000000c, 0xffffffff, 0x00080004, 0x00100404
	.long	0x00000014, 0x00000000, 0x00001c00, 0x00000000
	.long	0x00000240, 0x00000000
	.section	.debug_line,"",@progbits
.Lsec_debug_line:
	.long	0x000000b0, 0x00080005, 0x00000050, 0xfb010104
	.long	0x01000d0e, 0x00010101, 0x00010000, 0x01010100
	.long	0x0010021f, 0x002c0000, 0x01030000, 0x050f021f
	.long	0x0012021e, 0x06000000, 0x7792f1ae, 0x8b6b6d6d
	.long	0x375f8014, 0x00339023, 0x01000000, 0x9c2ebae6
	.long	0x5cf4eaa1, 0xea863d75, 0x8c890e43, 0x09000004
	.long	0x001c0002, 0x00000000, 0x13051500, 0x25054b0a
	.long	0x05ba0806, 0x25058213, 0x060e0520, 0x73250521
	.long	0x05210e05, 0x0e05e503, 0x4b1a0573, 0x4a060305
	.long	0xc9062805, 0x08063e05, 0x74280520, 0x05203e05
	.long	0x1d05ba03, 0x4a03054a, 0x05201905, 0x022f0601
	.long	0x01010001
	.section	.debug_line_str,"MS",@progbits,1
.Lsec_debug_line_str:
	.long	0x6e65706f, 0x632d6c63, 0x7361622d, 0x00682e65
	.long	0x2e2e002e, 0x6669642f, 0x65726566, 0x6169746e
	.long	0x6d692f6c, 0x73656761, 0x006c632e, 0x7273752f
	.long	0x62696c2f, 0x766c6c2f, 0x39312d6d, 0x62696c2f
	.long	0x616c632f, 0x312f676e, 0x6e692f39, 0x64756c63
	.byte	0x65, 0x00
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
