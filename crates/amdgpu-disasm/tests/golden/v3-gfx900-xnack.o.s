	.amdgcn_target "amdgcn-amd-amdhsa--gfx900+xnack"
	.amdhsa_code_object_version 3
	.globl	hello_world
	.protected	hello_world
	.type	hello_world,@function
	.size	hello_world, 40
	.globl	hello_world.kd
	.type	hello_world.kd,@object
	.size	hello_world.kd, 64
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec2:
hello_world:
	.long	0xc0060000, 0x00000000		// 000000: SMEM not decoded yet
	v_mov_b32_e32 v0, 0x40490fd0                               // 000000000008: 7E0002FF 40490FD0
	s_waitcnt lgkmcnt(0)                                       // 000000000010: BF8CC07F
	v_mov_b32_e32 v1, s0                                       // 000000000014: 7E020200
	v_mov_b32_e32 v2, s1                                       // 000000000018: 7E040201
	.long	0xdc700000, 0x00000001		// 00001c: FLAT not decoded yet
	s_endpgm                                                   // 000000000024: BF810000
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec3:
	.amdhsa_kernel hello_world
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 0
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_private_segment_buffer 0
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 4
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
    .kernarg_segment_align: 4
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name: hello_world
    .private_segment_fixed_size: 0
    .sgpr_count: 2
    .symbol: hello_world.kd
    .vgpr_count: 3
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...
	.end_amdgpu_metadata
