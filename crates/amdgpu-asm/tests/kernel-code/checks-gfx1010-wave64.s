; options: -mcpu=gfx1010 -mattr=+wavefrontsize64 -triple=amdgcn-mesa-mesa3d
	.text
k1:
	.amd_kernel_code_t
		wavefront_size = 5
	.end_amd_kernel_code_t
k2:
	.amd_kernel_code_t
		enable_wavefront_size32 = 1
	.end_amd_kernel_code_t
k3:
	.amd_kernel_code_t
		wavefront_size = 6
	.end_amd_kernel_code_t
