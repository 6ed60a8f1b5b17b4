; options: -mcpu=gfx900 -triple=amdgcn-mesa-mesa3d
// llvm-mc-19's checks: the wave size fields after each value (error at the next token,
// whose line is then read again as a statement), compute_pgm_rsrc1 when the block ends
// (llvm-mc-19 gives no location; we point at the value that set the bit).
	.text
k1:
	.amd_kernel_code_t
		wavefront_size = 5
		priority = 1
	.end_amd_kernel_code_t
k2:
	.amd_kernel_code_t
		priority = 1
		wavefront_size = 5

		priority = 2
	.end_amd_kernel_code_t
k3:
	.amd_kernel_code_t
		enable_wavefront_size32 = 1
		; a comment
		priority = 2
	.end_amd_kernel_code_t
k4:
	.amd_kernel_code_t
		enable_fwd_progress = 1
		enable_mem_ordered = 1
	.end_amd_kernel_code_t
k5:
	.amd_kernel_code_t
		enable_wgp_mode = later
	.end_amd_kernel_code_t
later = 1
