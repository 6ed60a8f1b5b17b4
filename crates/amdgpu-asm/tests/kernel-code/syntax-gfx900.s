; options: -mcpu=gfx900 -triple=amdgcn-mesa-mesa3d
// .amd_kernel_code_t read as llvm-mc-19 reads it: a stream of `key = value` items, one
// token skipped after each value, the block abandoned at the first error (the rest of its
// lines are then ordinary statements, so `.end_amd_kernel_code_t` is an unknown directive).
	.text
k1:
	.amd_kernel_code_t
		priority 1
	.end_amd_kernel_code_t
k2:
	.amd_kernel_code_t
		priority =
	.end_amd_kernel_code_t
k3:
	.amd_kernel_code_t
		priority = 1 2
		priority = 1 , workitem_vgpr_count = 2
	.end_amd_kernel_code_t
k4:
	.amd_kernel_code_t
= 1
	.end_amd_kernel_code_t
k5:
	.amd_kernel_code_t
		.byte 1
	.end_amd_kernel_code_t
k6:
	.amd_kernel_code_t
		priority = 1, 2
	.end_amd_kernel_code_t
k7:
	.amd_kernel_code_t
		priority = 1
		bogus = 1
	.end_amd_kernel_code_t
k8:
	.amd_kernel_code_t
		kernarg_segment_byte_size = later
	.end_amd_kernel_code_t
k9:
	.amd_kernel_code_t
		compute_pgm_rsrc1 = 1
		priority = 1
	.end_amd_kernel_code_t
k10:
	.amd_kernel_code_t
		priority = 1+
	.end_amd_kernel_code_t
k11:
	.amd_kernel_code_t
		float_round_mode_32 = 1
	.end_amd_kernel_code_t
later = 1
