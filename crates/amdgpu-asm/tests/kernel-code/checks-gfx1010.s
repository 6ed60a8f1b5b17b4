; options: -mcpu=gfx1010 -triple=amdgcn-mesa-mesa3d
// Wave32 by default on GFX10: wavefront_size 6 and enable_wavefront_size32 0 need
// +wavefrontsize64.
	.text
k1:
	.amd_kernel_code_t
		wavefront_size = 6
	.end_amd_kernel_code_t
k2:
	.amd_kernel_code_t
		enable_wavefront_size32 = 0
	.end_amd_kernel_code_t
k3:
	.amd_kernel_code_t
		wavefront_size = 5
		enable_wgp_mode = 1
		enable_ieee_mode = 1
	.end_amd_kernel_code_t
