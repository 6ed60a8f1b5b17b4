	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.local	.str
	.globl	k
	.protected	k
	.type	k,@function
	.size	k, 72
	.globl	callee
	.hidden	callee
	.type	callee,@function
	.size	callee, 4
	.globl	gvar
	.size	gvar, 24
	.globl	k.kd
	.protected	k.kd
	.type	k.kd,@object
	.size	k.kd, 64
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
k:
	s_getpc_b64 s[4:5]                                         // 000000000000: BE841C00
	s_add_u32 s4, s4, callee@rel32@lo+4                        // 000000000004: 8004FF04 00000000
	s_addc_u32 s5, s5, callee@rel32@hi+12                      // 00000000000C: 8205FF05 00000000
	s_getpc_b64 s[6:7]                                         // 000000000014: BE861C00
	s_add_u32 s6, s6, gvar@gotpcrel32@lo+4                     // 000000000018: 8006FF06 00000000
	s_addc_u32 s7, s7, gvar@gotpcrel32@hi+12                   // 000000000020: 8207FF07 00000000
	s_getpc_b64 s[8:9]                                         // 000000000028: BE881C00
	s_add_u32 s8, s8, .str@rel32@lo+4                          // 00000000002C: 8008FF08 00000000
	s_addc_u32 s9, s9, .str@rel32@hi+12                        // 000000000034: 8209FF09 00000000
	s_cbranch_execz .LBB_text_44                               // 00000000003C: BF880001
	s_swappc_b64 s[30:31], s[4:5]                              // 000000000040: BE9E1E04
.LBB_text_44:
	s_endpgm                                                   // 000000000044: BF810000
callee:
	s_setpc_b64 s[30:31]                                       // 000000000048: BE801D1E
	.section	.rodata.str1.1,"aMS",@progbits,1
.Lsec_rodata_str1_1:
.str:
	.long	0x6c6c6568
	.byte	0x6f, 0x00
	.section	.data,"aw",@progbits
	.p2align	3
.Lsec_data:
gvar:
	.quad gvar
	.quad callee+4
	.quad .str+2
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
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
