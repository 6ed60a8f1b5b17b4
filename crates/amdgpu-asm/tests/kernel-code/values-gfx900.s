; options: -mcpu=gfx900 -triple=amdgcn-mesa-mesa3d
// Values resolved when the object is written (llvm-mc-19 reports these errors without a
// location; we point at the value).
	.text
k1:
	.amd_kernel_code_t
		wavefront_sgpr_count = 70000
		workitem_private_segment_byte_size = 0x100000000
		workitem_vgpr_count = -32769
	.end_amd_kernel_code_t
k2:
	.amd_kernel_code_t
		granulated_workitem_vgpr_count = nosuch
	.end_amd_kernel_code_t
k3:
	.amd_kernel_code_t
		wavefront_sgpr_count = nosuch2
	.end_amd_kernel_code_t
k4:
	.amd_kernel_code_t
		is_dynamic_callstack = k1+1
	.end_amd_kernel_code_t
k5:
	.amd_kernel_code_t
		priority = 1/0
	.end_amd_kernel_code_t
