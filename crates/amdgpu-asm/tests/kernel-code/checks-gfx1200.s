; options: -mcpu=gfx1200 -triple=amdgcn-mesa-mesa3d
	.text
k1:
	.amd_kernel_code_t
		enable_ieee_mode = 1
		enable_dx10_clamp = 1
	.end_amd_kernel_code_t
