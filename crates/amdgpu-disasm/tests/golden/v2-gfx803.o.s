	.globl	hello_world
	.amdgpu_hsa_kernel	hello_world
	.size	hello_world, 296
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
hello_world:
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 8
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 3
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 0
		granulated_wavefront_sgpr_count = 0
		priority = 0
		float_mode = 0
		priv = 0
		enable_dx10_clamp = 0
		debug_mode = 0
		enable_ieee_mode = 0
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 2
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 0
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 0
		enable_sgpr_dispatch_ptr = 0
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 0
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 0
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 0
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 0
		workitem_vgpr_count = 0
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
	s_load_dwordx2 s[0:1], s[0:1], 0x0                         // 000000000100: C0060000 00000000
	v_mov_b32_e32 v0, 0x40490fd0                               // 000000000108: 7E0002FF 40490FD0
	s_waitcnt lgkmcnt(0)                                       // 000000000110: BF8C007F
	v_mov_b32_e32 v1, s0                                       // 000000000114: 7E020200
	v_mov_b32_e32 v2, s1                                       // 000000000118: 7E040201
	flat_store_dword v[1:2], v0                                // 00000000011C: DC700000 00000001
	s_endpgm                                                   // 000000000124: BF810000
	.hsa_code_object_version 1,0
	.hsa_code_object_isa 8,0,3,"AMD","AMDGPU"
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx803"
	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Printf:
  - '1:1:4:%d\n'
  - '2:0:x y'
Kernels:
  - Name:            hello_world
    SymbolName:      'hello_world@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Attrs:
      ReqdWorkGroupSize: [ 64, 1, 1 ]
      WorkGroupSizeHint: [ 8, 2, 1 ]
      VecTypeHint:     int
      RuntimeHandle:   hello_rh
    Args:
      - Name:            out
        TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        PointeeAlign:    4
        AddrSpaceQual:   Global
        AccQual:         ReadOnly
        ActualAccQual:   WriteOnly
        IsConst:         true
        IsRestrict:      true
        IsVolatile:      true
        IsPipe:          true
      - Name:            n
        TypeName:        int
        Size:            4
        Align:           4
        ValueKind:       ByValue
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
    CodeProps:
      KernargSegmentSize: 16
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        2
      NumVGPRs:        3
      MaxFlatWorkGroupSize: 256
      IsDynamicCallStack: true
      IsXNACKEnabled:  true
      NumSpilledSGPRs: 1
      NumSpilledVGPRs: 2
  - Name:            k2
    SymbolName:      'k2@kd'
    CodeProps:
      KernargSegmentSize: 0
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 4
      WavefrontSize:   64
      MaxFlatWorkGroupSize: 64
...
	.end_amd_amdgpu_hsa_metadata
