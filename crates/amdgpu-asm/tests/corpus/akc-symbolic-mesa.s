; options: -mcpu=gfx900 -triple=amdgcn-mesa-mesa3d
// .amd_kernel_code_t fields given as expressions of symbols defined later (issue 5):
// llvm-mc-19 keeps the compute_pgm_rsrc1/2 bit fields as chains of bit-field updates,
// is_dynamic_callstack and the three counts as expressions, and resolves them when the
// object is written; the counts may even be relocatable (label differences, labels).
.set known, 2
	.text
k1:
	.amd_kernel_code_t
		priority = 1
		granulated_workitem_vgpr_count = later
		float_mode = 2+3
		granulated_wavefront_sgpr_count = later+1
		enable_sgpr_workgroup_id_x = known
		compute_pgm_rsrc2_user_sgpr = later*2
		enable_vgpr_workitem_id = 7
		is_dynamic_callstack = later&1
		enable_sgpr_dispatch_ptr = 3
		amd_machine_kind = 70000
		kernarg_segment_byte_size = 0x100000005
		call_convention = 0x80000000
		reserved_vgpr_first = -1
		max_scratch_backing_memory_byte_size = 9
	.end_amd_kernel_code_t
	s_endpgm
k2:
	.amd_kernel_code_t
		wavefront_sgpr_count = later+(2*3)
		workitem_vgpr_count = k3-k2
		workitem_private_segment_byte_size = k3
		priority = 1/1
	.end_amd_kernel_code_t
	s_endpgm
k3:
	.amd_kernel_code_t
		workitem_private_segment_byte_size = ext+4
		wavefront_sgpr_count = -32768
		workitem_vgpr_count = 0xffff
		compute_pgm_rsrc1_vgprs = later
	.end_amd_kernel_code_t
later = 3
