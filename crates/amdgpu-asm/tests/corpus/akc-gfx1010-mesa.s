; options: -mcpu=gfx1010 -triple=amdgcn-mesa-mesa3d
// .amd_kernel_code_t defaults on GFX10 (wave32 by default: WGP_MODE, MEM_ORDERED,
// enable_wavefront_size32 and wavefront_size 5) and symbolic fields over them.
	.text
k1:
	.amd_kernel_code_t
	.end_amd_kernel_code_t
k2:
	.amd_kernel_code_t
		priority = u
		enable_fwd_progress = 1
		enable_wavefront_size32 = 1
		wavefront_size = 5
	.end_amd_kernel_code_t
u = 2
