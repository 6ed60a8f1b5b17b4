	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.local	.str
	.local	callee
	.hidden	callee
	.type	callee,@function
	.size	callee, 4
	.globl	k
	.protected	k
	.type	k,@function
	.size	k, 72
	.globl	gvar
	.size	gvar, 24
	.globl	k.kd
	.protected	k.kd
	.type	k.kd,@object
	.size	k.kd, 64
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
.str:
	.long	0x6c6c6568, 0x0000006f, 0x00000000, 0x00000000
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 0
		.amdhsa_user_sgpr_count 0
		.amdhsa_user_sgpr_private_segment_buffer 0
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 0
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
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
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
k:
	s_getpc_b64 s[4:5]                                         // 000000001500: BE841C00
	s_add_u32 s4, s4, callee@rel32@lo+4                        // 000000001504: 8004FF04 00000044
	s_addc_u32 s5, s5, callee@rel32@hi+12                      // 00000000150C: 8205FF05 00000000
	s_getpc_b64 s[6:7]                                         // 000000001514: BE861C00
	s_add_u32 s6, s6, gvar@gotpcrel32@lo+4                     // 000000001518: 8006FF06 000010E8
	s_addc_u32 s7, s7, gvar@gotpcrel32@hi+12                   // 000000001520: 8207FF07 00000000
	s_getpc_b64 s[8:9]                                         // 000000001528: BE881C00
	s_add_u32 s8, s8, .str@rel32@lo+4                          // 00000000152C: 8008FF08 FFFFEF54
	s_addc_u32 s9, s9, .str@rel32@hi+12                        // 000000001534: 8209FF09 FFFFFFFF
	s_cbranch_execz .LBB_text_44                               // 00000000153C: BF880001
	s_swappc_b64 s[30:31], s[4:5]                              // 000000001540: BE9E1E04
.LBB_text_44:
	s_endpgm                                                   // 000000001544: BF810000
callee:
	s_setpc_b64 s[30:31]                                       // 000000001548: BE801D1E
	.section	.data,"aw",@progbits
	.p2align	3
.Lsec_data:
gvar:
	.quad gvar
	.quad .Lsec_text+76
	.quad .Lsec_rodata+2
	.section	.comment,"MS",@progbits,1
.Lsec_comment:
	.long	0x6b6e694c, 0x203a7265, 0x69626544, 0x4c206e61
	.long	0x3120444c, 0x2e312e39
	.byte	0x37, 0x00
	.amdgpu_metadata
---
amdhsa.kernels:
  - .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name: k
    .private_segment_fixed_size: 0
    .sgpr_count: 12
    .symbol: k.kd
    .vgpr_count: 1
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
