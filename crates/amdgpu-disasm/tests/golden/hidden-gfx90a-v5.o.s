	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	hid
	.protected	hid
	.type	hid,@function
	.size	hid, 68
	.globl	hid.kd
	.protected	hid.kd
	.type	hid.kd,@object
	.size	hid.kd, 64
	.weak	__oclc_ABI_version
	.hidden	__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.size	__oclc_ABI_version, 4
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
hid:
	v_and_b32_e32 v1, 15, v0                                   // 000000000000: 2602008F
	v_lshlrev_b32_e32 v1, 2, v1                                // 000000000004: 24020282
	global_load_dword v1, v1, s[6:7] offset:8                  // 000000000008: DC508008 01060001
	s_load_dword s2, s[4:5], 0x4                               // 000000000010: C0020082 00000004
	s_load_dwordx2 s[0:1], s[6:7], 0x0                         // 000000000018: C0060003 00000000
	v_lshlrev_b32_e32 v0, 2, v0                                // 000000000020: 24000082
	s_waitcnt lgkmcnt(0)                                       // 000000000024: BF8CC07F
	s_and_b32 s2, s2, 0xffff                                   // 000000000028: 8602FF02 0000FFFF
	s_waitcnt vmcnt(0)                                         // 000000000030: BF8C0F70
	v_add_u32_e32 v1, s2, v1                                   // 000000000034: 68020202
	global_store_dword v0, v1, s[0:1]                          // 000000000038: DC708000 00000100
	s_endpgm                                                   // 000000000040: BF810000
	s_nop 0                                                    // 000000000044: BF800000
	s_nop 0                                                    // 000000000048: BF800000
	s_nop 0                                                    // 00000000004C: BF800000
	s_nop 0                                                    // 000000000050: BF800000
	s_nop 0                                                    // 000000000054: BF800000
	s_nop 0                                                    // 000000000058: BF800000
	s_nop 0                                                    // 00000000005C: BF800000
	s_nop 0                                                    // 000000000060: BF800000
	s_nop 0                                                    // 000000000064: BF800000
	s_nop 0                                                    // 000000000068: BF800000
	s_nop 0                                                    // 00000000006C: BF800000
	s_nop 0                                                    // 000000000070: BF800000
	s_nop 0                                                    // 000000000074: BF800000
	s_nop 0                                                    // 000000000078: BF800000
	s_nop 0                                                    // 00000000007C: BF800000
	s_nop 0                                                    // 000000000080: BF800000
	s_nop 0                                                    // 000000000084: BF800000
	s_nop 0                                                    // 000000000088: BF800000
	s_nop 0                                                    // 00000000008C: BF800000
	s_nop 0                                                    // 000000000090: BF800000
	s_nop 0                                                    // 000000000094: BF800000
	s_nop 0                                                    // 000000000098: BF800000
	s_nop 0                                                    // 00000000009C: BF800000
	s_nop 0                                                    // 0000000000A0: BF800000
	s_nop 0                                                    // 0000000000A4: BF800000
	s_nop 0                                                    // 0000000000A8: BF800000
	s_nop 0                                                    // 0000000000AC: BF800000
	s_nop 0                                                    // 0000000000B0: BF800000
	s_nop 0                                                    // 0000000000B4: BF800000
	s_nop 0                                                    // 0000000000B8: BF800000
	s_nop 0                                                    // 0000000000BC: BF800000
	s_nop 0                                                    // 0000000000C0: BF800000
	s_nop 0                                                    // 0000000000C4: BF800000
	s_nop 0                                                    // 0000000000C8: BF800000
	s_nop 0                                                    // 0000000000CC: BF800000
	s_nop 0                                                    // 0000000000D0: BF800000
	s_nop 0                                                    // 0000000000D4: BF800000
	s_nop 0                                                    // 0000000000D8: BF800000
	s_nop 0                                                    // 0000000000DC: BF800000
	s_nop 0                                                    // 0000000000E0: BF800000
	s_nop 0                                                    // 0000000000E4: BF800000
	s_nop 0                                                    // 0000000000E8: BF800000
	s_nop 0                                                    // 0000000000EC: BF800000
	s_nop 0                                                    // 0000000000F0: BF800000
	s_nop 0                                                    // 0000000000F4: BF800000
	s_nop 0                                                    // 0000000000F8: BF800000
	s_nop 0                                                    // 0000000000FC: BF800000
	s_nop 0                                                    // 000000000100: BF800000
	s_nop 0                                                    // 000000000104: BF800000
	s_nop 0                                                    // 000000000108: BF800000
	s_nop 0                                                    // 00000000010C: BF800000
	s_nop 0                                                    // 000000000110: BF800000
	s_nop 0                                                    // 000000000114: BF800000
	s_nop 0                                                    // 000000000118: BF800000
	s_nop 0                                                    // 00000000011C: BF800000
	s_nop 0                                                    // 000000000120: BF800000
	s_nop 0                                                    // 000000000124: BF800000
	s_nop 0                                                    // 000000000128: BF800000
	s_nop 0                                                    // 00000000012C: BF800000
	s_nop 0                                                    // 000000000130: BF800000
	s_nop 0                                                    // 000000000134: BF800000
	s_nop 0                                                    // 000000000138: BF800000
	s_nop 0                                                    // 00000000013C: BF800000
	s_nop 0                                                    // 000000000140: BF800000
	s_nop 0                                                    // 000000000144: BF800000
	s_nop 0                                                    // 000000000148: BF800000
	s_nop 0                                                    // 00000000014C: BF800000
	s_nop 0                                                    // 000000000150: BF800000
	s_nop 0                                                    // 000000000154: BF800000
	s_nop 0                                                    // 000000000158: BF800000
	s_nop 0                                                    // 00000000015C: BF800000
	s_nop 0                                                    // 000000000160: BF800000
	s_nop 0                                                    // 000000000164: BF800000
	s_nop 0                                                    // 000000000168: BF800000
	s_nop 0                                                    // 00000000016C: BF800000
	s_nop 0                                                    // 000000000170: BF800000
	s_nop 0                                                    // 000000000174: BF800000
	s_nop 0                                                    // 000000000178: BF800000
	s_nop 0                                                    // 00000000017C: BF800000
	s_nop 0                                                    // 000000000180: BF800000
	s_nop 0                                                    // 000000000184: BF800000
	s_nop 0                                                    // 000000000188: BF800000
	s_nop 0                                                    // 00000000018C: BF800000
	s_nop 0                                                    // 000000000190: BF800000
	s_nop 0                                                    // 000000000194: BF800000
	s_nop 0                                                    // 000000000198: BF800000
	s_nop 0                                                    // 00000000019C: BF800000
	s_nop 0                                                    // 0000000001A0: BF800000
	s_nop 0                                                    // 0000000001A4: BF800000
	s_nop 0                                                    // 0000000001A8: BF800000
	s_nop 0                                                    // 0000000001AC: BF800000
	s_nop 0                                                    // 0000000001B0: BF800000
	s_nop 0                                                    // 0000000001B4: BF800000
	s_nop 0                                                    // 0000000001B8: BF800000
	s_nop 0                                                    // 0000000001BC: BF800000
	s_nop 0                                                    // 0000000001C0: BF800000
	s_nop 0                                                    // 0000000001C4: BF800000
	s_nop 0                                                    // 0000000001C8: BF800000
	s_nop 0                                                    // 0000000001CC: BF800000
	s_nop 0                                                    // 0000000001D0: BF800000
	s_nop 0                                                    // 0000000001D4: BF800000
	s_nop 0                                                    // 0000000001D8: BF800000
	s_nop 0                                                    // 0000000001DC: BF800000
	s_nop 0                                                    // 0000000001E0: BF800000
	s_nop 0                                                    // 0000000001E4: BF800000
	s_nop 0                                                    // 0000000001E8: BF800000
	s_nop 0                                                    // 0000000001EC: BF800000
	s_nop 0                                                    // 0000000001F0: BF800000
	s_nop 0                                                    // 0000000001F4: BF800000
	s_nop 0                                                    // 0000000001F8: BF800000
	s_nop 0                                                    // 0000000001FC: BF800000
	s_nop 0                                                    // 000000000200: BF800000
	s_nop 0                                                    // 000000000204: BF800000
	s_nop 0                                                    // 000000000208: BF800000
	s_nop 0                                                    // 00000000020C: BF800000
	s_nop 0                                                    // 000000000210: BF800000
	s_nop 0                                                    // 000000000214: BF800000
	s_nop 0                                                    // 000000000218: BF800000
	s_nop 0                                                    // 00000000021C: BF800000
	s_nop 0                                                    // 000000000220: BF800000
	s_nop 0                                                    // 000000000224: BF800000
	s_nop 0                                                    // 000000000228: BF800000
	s_nop 0                                                    // 00000000022C: BF800000
	s_nop 0                                                    // 000000000230: BF800000
	s_nop 0                                                    // 000000000234: BF800000
	s_nop 0                                                    // 000000000238: BF800000
	s_nop 0                                                    // 00000000023C: BF800000
	s_nop 0                                                    // 000000000240: BF800000
	s_nop 0                                                    // 000000000244: BF800000
	s_nop 0                                                    // 000000000248: BF800000
	s_nop 0                                                    // 00000000024C: BF800000
	s_nop 0                                                    // 000000000250: BF800000
	s_nop 0                                                    // 000000000254: BF800000
	s_nop 0                                                    // 000000000258: BF800000
	s_nop 0                                                    // 00000000025C: BF800000
	s_nop 0                                                    // 000000000260: BF800000
	s_nop 0                                                    // 000000000264: BF800000
	s_nop 0                                                    // 000000000268: BF800000
	s_nop 0                                                    // 00000000026C: BF800000
	s_nop 0                                                    // 000000000270: BF800000
	s_nop 0                                                    // 000000000274: BF800000
	s_nop 0                                                    // 000000000278: BF800000
	s_nop 0                                                    // 00000000027C: BF800000
	s_nop 0                                                    // 000000000280: BF800000
	s_nop 0                                                    // 000000000284: BF800000
	s_nop 0                                                    // 000000000288: BF800000
	s_nop 0                                                    // 00000000028C: BF800000
	s_nop 0                                                    // 000000000290: BF800000
	s_nop 0                                                    // 000000000294: BF800000
	s_nop 0                                                    // 000000000298: BF800000
	s_nop 0                                                    // 00000000029C: BF800000
	s_nop 0                                                    // 0000000002A0: BF800000
	s_nop 0                                                    // 0000000002A4: BF800000
	s_nop 0                                                    // 0000000002A8: BF800000
	s_nop 0                                                    // 0000000002AC: BF800000
	s_nop 0                                                    // 0000000002B0: BF800000
	s_nop 0                                                    // 0000000002B4: BF800000
	s_nop 0                                                    // 0000000002B8: BF800000
	s_nop 0                                                    // 0000000002BC: BF800000
	s_nop 0                                                    // 0000000002C0: BF800000
	s_nop 0                                                    // 0000000002C4: BF800000
	s_nop 0                                                    // 0000000002C8: BF800000
	s_nop 0                                                    // 0000000002CC: BF800000
	s_nop 0                                                    // 0000000002D0: BF800000
	s_nop 0                                                    // 0000000002D4: BF800000
	s_nop 0                                                    // 0000000002D8: BF800000
	s_nop 0                                                    // 0000000002DC: BF800000
	s_nop 0                                                    // 0000000002E0: BF800000
	s_nop 0                                                    // 0000000002E4: BF800000
	s_nop 0                                                    // 0000000002E8: BF800000
	s_nop 0                                                    // 0000000002EC: BF800000
	s_nop 0                                                    // 0000000002F0: BF800000
	s_nop 0                                                    // 0000000002F4: BF800000
	s_nop 0                                                    // 0000000002F8: BF800000
	s_nop 0                                                    // 0000000002FC: BF800000
	s_nop 0                                                    // 000000000300: BF800000
	s_nop 0                                                    // 000000000304: BF800000
	s_nop 0                                                    // 000000000308: BF800000
	s_nop 0                                                    // 00000000030C: BF800000
	s_nop 0                                                    // 000000000310: BF800000
	s_nop 0                                                    // 000000000314: BF800000
	s_nop 0                                                    // 000000000318: BF800000
	s_nop 0                                                    // 00000000031C: BF800000
	s_nop 0                                                    // 000000000320: BF800000
	s_nop 0                                                    // 000000000324: BF800000
	s_nop 0                                                    // 000000000328: BF800000
	s_nop 0                                                    // 00000000032C: BF800000
	s_nop 0                                                    // 000000000330: BF800000
	s_nop 0                                                    // 000000000334: BF800000
	s_nop 0                                                    // 000000000338: BF800000
	s_nop 0                                                    // 00000000033C: BF800000
	s_nop 0                                                    // 000000000340: BF800000
	s_nop 0                                                    // 000000000344: BF800000
	s_nop 0                                                    // 000000000348: BF800000
	s_nop 0                                                    // 00000000034C: BF800000
	s_nop 0                                                    // 000000000350: BF800000
	s_nop 0                                                    // 000000000354: BF800000
	s_nop 0                                                    // 000000000358: BF800000
	s_nop 0                                                    // 00000000035C: BF800000
	s_nop 0                                                    // 000000000360: BF800000
	s_nop 0                                                    // 000000000364: BF800000
	s_nop 0                                                    // 000000000368: BF800000
	s_nop 0                                                    // 00000000036C: BF800000
	s_nop 0                                                    // 000000000370: BF800000
	s_nop 0                                                    // 000000000374: BF800000
	s_nop 0                                                    // 000000000378: BF800000
	s_nop 0                                                    // 00000000037C: BF800000
	s_nop 0                                                    // 000000000380: BF800000
	s_nop 0                                                    // 000000000384: BF800000
	s_nop 0                                                    // 000000000388: BF800000
	s_nop 0                                                    // 00000000038C: BF800000
	s_nop 0                                                    // 000000000390: BF800000
	s_nop 0                                                    // 000000000394: BF800000
	s_nop 0                                                    // 000000000398: BF800000
	s_nop 0                                                    // 00000000039C: BF800000
	s_nop 0                                                    // 0000000003A0: BF800000
	s_nop 0                                                    // 0000000003A4: BF800000
	s_nop 0                                                    // 0000000003A8: BF800000
	s_nop 0                                                    // 0000000003AC: BF800000
	s_nop 0                                                    // 0000000003B0: BF800000
	s_nop 0                                                    // 0000000003B4: BF800000
	s_nop 0                                                    // 0000000003B8: BF800000
	s_nop 0                                                    // 0000000003BC: BF800000
	s_nop 0                                                    // 0000000003C0: BF800000
	s_nop 0                                                    // 0000000003C4: BF800000
	s_nop 0                                                    // 0000000003C8: BF800000
	s_nop 0                                                    // 0000000003CC: BF800000
	s_nop 0                                                    // 0000000003D0: BF800000
	s_nop 0                                                    // 0000000003D4: BF800000
	s_nop 0                                                    // 0000000003D8: BF800000
	s_nop 0                                                    // 0000000003DC: BF800000
	s_nop 0                                                    // 0000000003E0: BF800000
	s_nop 0                                                    // 0000000003E4: BF800000
	s_nop 0                                                    // 0000000003E8: BF800000
	s_nop 0                                                    // 0000000003EC: BF800000
	s_nop 0                                                    // 0000000003F0: BF800000
	s_nop 0                                                    // 0000000003F4: BF800000
	s_nop 0                                                    // 0000000003F8: BF800000
	s_nop 0                                                    // 0000000003FC: BF800000
	s_nop 0                                                    // 000000000400: BF800000
	s_nop 0                                                    // 000000000404: BF800000
	s_nop 0                                                    // 000000000408: BF800000
	s_nop 0                                                    // 00000000040C: BF800000
	s_nop 0                                                    // 000000000410: BF800000
	s_nop 0                                                    // 000000000414: BF800000
	s_nop 0                                                    // 000000000418: BF800000
	s_nop 0                                                    // 00000000041C: BF800000
	s_nop 0                                                    // 000000000420: BF800000
	s_nop 0                                                    // 000000000424: BF800000
	s_nop 0                                                    // 000000000428: BF800000
	s_nop 0                                                    // 00000000042C: BF800000
	s_nop 0                                                    // 000000000430: BF800000
	s_nop 0                                                    // 000000000434: BF800000
	s_nop 0                                                    // 000000000438: BF800000
	s_nop 0                                                    // 00000000043C: BF800000
	s_nop 0                                                    // 000000000440: BF800000
	s_nop 0                                                    // 000000000444: BF800000
	s_nop 0                                                    // 000000000448: BF800000
	s_nop 0                                                    // 00000000044C: BF800000
	s_nop 0                                                    // 000000000450: BF800000
	s_nop 0                                                    // 000000000454: BF800000
	s_nop 0                                                    // 000000000458: BF800000
	s_nop 0                                                    // 00000000045C: BF800000
	s_nop 0                                                    // 000000000460: BF800000
	s_nop 0                                                    // 000000000464: BF800000
	s_nop 0                                                    // 000000000468: BF800000
	s_nop 0                                                    // 00000000046C: BF800000
	s_nop 0                                                    // 000000000470: BF800000
	s_nop 0                                                    // 000000000474: BF800000
	s_nop 0                                                    // 000000000478: BF800000
	s_nop 0                                                    // 00000000047C: BF800000
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
	.amdhsa_kernel hid
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 4
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
  - .agpr_count: 0
    .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: uint*
        .value_kind: global_buffer
      - .offset: 8
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 12
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 16
        .size: 4
        .value_kind: hidden_block_count_z
      - .offset: 20
        .size: 2
        .value_kind: hidden_group_size_x
      - .offset: 22
        .size: 2
        .value_kind: hidden_group_size_y
      - .offset: 24
        .size: 2
        .value_kind: hidden_group_size_z
      - .offset: 26
        .size: 2
        .value_kind: hidden_remainder_x
      - .offset: 28
        .size: 2
        .value_kind: hidden_remainder_y
      - .offset: 30
        .size: 2
        .value_kind: hidden_remainder_z
      - .offset: 48
        .size: 8
        .value_kind: hidden_global_offset_x
      - .offset: 56
        .size: 8
        .value_kind: hidden_global_offset_y
      - .offset: 64
        .size: 8
        .value_kind: hidden_global_offset_z
      - .offset: 72
        .size: 2
        .value_kind: hidden_grid_dims
      - .offset: 88
        .size: 8
        .value_kind: hidden_hostcall_buffer
      - .offset: 96
        .size: 8
        .value_kind: hidden_multigrid_sync_arg
      - .offset: 104
        .size: 8
        .value_kind: hidden_heap_v1
      - .offset: 112
        .size: 8
        .value_kind: hidden_default_queue
      - .offset: 120
        .size: 8
        .value_kind: hidden_completion_action
      - .offset: 208
        .size: 8
        .value_kind: hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name: hid
    .private_segment_fixed_size: 0
    .sgpr_count: 12
    .sgpr_spill_count: 0
    .symbol: hid.kd
    .uses_dynamic_stack: false
    .vgpr_count: 2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
