; Debian clang version 19.1.7 (3~deb12u1): clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -g -mcode-object-version=5 -fdebug-compilation-dir=. -S k1.cl -o -
; options: -mcpu=gfx900
	.text
	.file	0 "." "k1.cl" md5 0x87d1dedd197dfb0134f5983dc73a9c39
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.hidden	helper                          ; -- Begin function helper
	.globl	helper
	.p2align	2
	.type	helper,@function
helper:                                 ; @helper
.Lfunc_begin0:
	.loc	0 3 0                           ; k1.cl:3:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: helper:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: helper:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment 32 32] $vgpr2
	;DEBUG_VALUE: helper:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment 0 32] $vgpr1
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp0:
	.loc	0 3 53 prologue_end             ; k1.cl:3:53
	v_and_b32_e32 v3, 7, v0
	.loc	0 3 49 is_stmt 0                ; k1.cl:3:49
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_co_u32_e32 v1, vcc, v1, v3
.Ltmp1:
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
.Ltmp2:
	global_load_dword v1, v[1:2], off
	.loc	0 3 58                          ; k1.cl:3:58
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v1, v0, 3
.Ltmp3:
	.loc	0 3 38                          ; k1.cl:3:38
	s_setpc_b64 s[30:31]
.Ltmp4:
.Lfunc_end0:
	.size	helper, .Lfunc_end0-helper
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 44
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	f2                              ; -- Begin function f2
	.globl	f2
	.p2align	2
	.type	f2,@function
f2:                                     ; @f2
.Lfunc_begin1:
	.loc	0 4 0 is_stmt 1                 ; k1.cl:4:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: f2:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: f2:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, 0x800000
	v_cmp_gt_f32_e32 vcc, s4, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
.Ltmp5:
	.loc	0 4 73 prologue_end             ; k1.cl:4:73
	v_lshlrev_b32_e32 v2, 5, v2
	v_ldexp_f32 v2, v0, v2
	v_sqrt_f32_e32 v2, v2
	v_cndmask_b32_e64 v3, 0, -16, vcc
	v_ldexp_f32 v2, v2, v3
	.loc	0 4 63 is_stmt 0                ; k1.cl:4:63
	v_fma_f32 v0, v0, v1, v2
.Ltmp6:
	.loc	0 4 82                          ; k1.cl:4:82
	v_frexp_mant_f32_e32 v2, v1
	v_rcp_f32_e32 v2, v2
	v_frexp_exp_i32_f32_e32 v1, v1
.Ltmp7:
	v_frexp_exp_i32_f32_e32 v3, v0
	v_frexp_mant_f32_e32 v0, v0
	v_mul_f32_e32 v0, v0, v2
	v_sub_u32_e32 v1, v3, v1
	v_ldexp_f32 v0, v0, v1
	.loc	0 4 56                          ; k1.cl:4:56
	s_setpc_b64 s[30:31]
.Ltmp8:
.Lfunc_end1:
	.size	f2, .Lfunc_end1-f2
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 104
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
.Lfunc_begin2:
	.loc	0 5 0 is_stmt 1                 ; k1.cl:5:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
.Ltmp9:
	.loc	0 6 13 prologue_end             ; k1.cl:6:13
	s_load_dwordx4 s[44:47], s[6:7], 0x0
	s_load_dwordx2 s[48:49], s[6:7], 0x10
	;DEBUG_VALUE: reduce:tmp <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[6:7]
	s_add_u32 s42, s38, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b64 s[34:35], s[8:9]
	s_addc_u32 s43, s39, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[34:35]
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s40, s13
	s_mov_b32 s41, s12
	s_mov_b64 s[36:37], s[4:5]
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v43, 0
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp10:
	v_mov_b32_e32 v41, v0
.Ltmp11:
	;DEBUG_VALUE: reduce:lid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 6 36 is_stmt 0                ; k1.cl:6:36
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp12:
	;DEBUG_VALUE: reduce:gid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 18 is_stmt 1                ; k1.cl:7:18
	v_cmp_gt_i32_e32 vcc, s49, v0
	;DEBUG_VALUE: reduce:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 14 is_stmt 0                ; k1.cl:7:14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
.Ltmp13:
; %bb.1:
	.loc	0 7 24                          ; k1.cl:7:24
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[0:1], 30, v[1:2]
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v43, v[0:1], off
.LBB2_2:
	.loc	0 0 24                          ; k1.cl:0:24
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 3 is_stmt 1                 ; k1.cl:8:3
	s_add_u32 s42, s38, 24
	s_addc_u32 s43, s39, 0
	.loc	0 7 3                           ; k1.cl:7:3
	v_lshl_add_u32 v42, v41, 2, s48
	.loc	0 8 3                           ; k1.cl:8:3
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	.loc	0 7 12                          ; k1.cl:7:12
	s_waitcnt vmcnt(0)
	ds_write_b32 v42, v43
	.loc	0 8 3                           ; k1.cl:8:3
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z7barrierj@rel32@lo+4
	s_addc_u32 s7, s7, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp14:
	.loc	0 9 16                          ; k1.cl:9:16
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s7, s7, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp15:
	v_alignbit_b32 v43, v1, v0, 1
.Ltmp16:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 9 41 is_stmt 0                ; k1.cl:9:41
	v_cmp_lt_i32_e32 vcc, 0, v43
.Ltmp17:
	.loc	0 9 3                           ; k1.cl:9:3
	s_and_saveexec_b64 s[42:43], vcc
	s_cbranch_execz .LBB2_7
.Ltmp18:
; %bb.3:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 0 3                           ; k1.cl:0:3
	s_mov_b64 s[46:47], 0
	s_branch .LBB2_5
.Ltmp19:
.LBB2_4:                                ;   in Loop: Header=BB2_5 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr43
	s_or_b64 exec, exec, s[4:5]
.Ltmp20:
	.loc	0 11 5 is_stmt 1                ; k1.cl:11:5
	s_add_u32 s8, s38, 24
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z7barrierj@rel32@lo+4
	s_addc_u32 s7, s7, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp21:
	.loc	0 9 48                          ; k1.cl:9:48
	v_lshrrev_b32_e32 v0, 1, v43
.Ltmp22:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 9 41 is_stmt 0                ; k1.cl:9:41
	v_cmp_gt_u32_e32 vcc, 2, v43
.Ltmp23:
	.loc	0 9 3                           ; k1.cl:9:3
	s_or_b64 s[46:47], vcc, s[46:47]
	v_mov_b32_e32 v43, v0
.Ltmp24:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr43
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execz .LBB2_7
.Ltmp25:
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr43
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 10 13 is_stmt 1               ; k1.cl:10:13
	v_cmp_gt_i32_e32 vcc, v43, v41
.Ltmp26:
	.loc	0 10 9 is_stmt 0                ; k1.cl:10:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
.Ltmp27:
; %bb.6:                                ;   in Loop: Header=BB2_5 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr43
	.loc	0 0 9                           ; k1.cl:0:9
	v_lshl_add_u32 v0, v43, 2, v42
.Ltmp28:
	.loc	0 10 30                         ; k1.cl:10:30
	ds_read_b32 v0, v0
	.loc	0 10 27                         ; k1.cl:10:27
	ds_read_b32 v1, v42
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v42, v0
	s_branch .LBB2_4
.Ltmp29:
.LBB2_7:
	.loc	0 0 27                          ; k1.cl:0:27
	s_or_b64 exec, exec, s[42:43]
.Ltmp30:
	.loc	0 13 11 is_stmt 1               ; k1.cl:13:11
	v_cmp_eq_u32_e32 vcc, 0, v41
.Ltmp31:
	.loc	0 13 7 is_stmt 0                ; k1.cl:13:7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_9
; %bb.8:
.Ltmp32:
	.loc	0 13 40                         ; k1.cl:13:40
	v_mov_b32_e32 v0, s48
	ds_read_b32 v41, v0
	.loc	0 13 53                         ; k1.cl:13:53
	s_add_u32 s8, s38, 24
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp33:
	.loc	0 13 69                         ; k1.cl:13:69
	v_and_b32_e32 v2, 15, v0
	.loc	0 13 49                         ; k1.cl:13:49
	v_lshlrev_b32_e32 v2, 2, v2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, lut@rel32@lo+4
	s_addc_u32 s5, s5, lut@rel32@hi+12
	global_load_dword v2, v2, s[4:5]
	.loc	0 13 17                         ; k1.cl:13:17
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 13 47                         ; k1.cl:13:47
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v41, v2
	.loc	0 13 38                         ; k1.cl:13:38
	global_store_dword v[0:1], v2, off
.Ltmp34:
.LBB2_9:
	.loc	0 14 1 is_stmt 1                ; k1.cl:14:1
	s_endpgm
.Ltmp35:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 50
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
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
	.text
.Lfunc_end2:
	.size	reduce, .Lfunc_end2-reduce
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 716
; NumSgprs: 56
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 44
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	structs                 ; -- Begin function structs
	.globl	structs
	.p2align	8
	.type	structs,@function
structs:                                ; @structs
.Lfunc_begin3:
	.loc	0 15 0                          ; k1.cl:15:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
.Ltmp36:
	.loc	0 16 11 prologue_end            ; k1.cl:16:11
	s_load_dwordx8 s[44:51], s[6:7], 0x0
	s_load_dwordx2 s[42:43], s[6:7], 0x20
	;DEBUG_VALUE: structs:h <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: structs:l <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: structs:d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: structs:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: structs:s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_addc_u32 s1, s1, 0
	s_add_u32 s38, s6, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b64 s[34:35], s[8:9]
	s_addc_u32 s39, s7, 0
	v_or3_b32 v42, v0, v1, v2
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s40, s13
	s_mov_b32 s41, s12
	s_mov_b64 s[36:37], s[4:5]
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp37:
	v_mov_b32_e32 v41, v0
.Ltmp38:
	;DEBUG_VALUE: structs:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr41
	.loc	0 17 12                         ; k1.cl:17:12
	v_mov_b32_e32 v40, 0
	v_ashrrev_i64 v[0:1], 27, v[40:41]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v4, vcc, s44, v0
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	.loc	0 17 17 is_stmt 0               ; k1.cl:17:17
	global_load_dwordx4 v[0:3], v[4:5], off
	global_load_dword v6, v[4:5], off offset:16
	.loc	0 17 35                         ; k1.cl:17:35
	s_xor_b32 s5, s50, s51
	s_flbit_i32 s4, s51
	s_ashr_i32 s5, s5, 31
	s_add_i32 s4, s4, -1
	s_add_i32 s5, s5, 32
	s_min_u32 s6, s4, s5
	s_lshl_b64 s[4:5], s[50:51], s6
	s_min_u32 s4, s4, 1
	s_or_b32 s4, s5, s4
	v_cvt_f32_i32_e32 v7, s4
	.loc	0 17 30                         ; k1.cl:17:30
	v_cvt_f32_f64_e32 v8, s[48:49]
	.loc	0 17 35                         ; k1.cl:17:35
	s_sub_i32 s4, 32, s6
	.loc	0 18 32 is_stmt 1               ; k1.cl:18:32
	s_and_b32 s6, s42, 0xff
	;DEBUG_VALUE: structs:u <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 17 35                         ; k1.cl:17:35
	v_ldexp_f32 v7, v7, s4
	.loc	0 19 18                         ; k1.cl:19:18
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, f2@rel32@lo+4
	s_addc_u32 s5, s5, f2@rel32@hi+12
	.loc	0 17 33                         ; k1.cl:17:33
	s_waitcnt vmcnt(1)
	v_fma_f32 v3, v3, v8, v7
	v_fma_f32 v2, v2, v8, v7
	v_fma_f32 v1, v1, v8, v7
	v_fma_f32 v0, v0, v8, v7
.Ltmp39:
	;DEBUG_VALUE: helper:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 3 53                          ; k1.cl:3:53
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 7, v6
.Ltmp40:
	.loc	0 17 10                         ; k1.cl:17:10
	global_store_dwordx4 v[4:5], v[0:3], off
.Ltmp41:
	;DEBUG_VALUE: helper:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	.loc	0 3 49                          ; k1.cl:3:49
	s_nop 0
	v_lshlrev_b32_e32 v1, 2, v7
	global_load_dword v1, v1, s[46:47]
	.loc	0 3 47 is_stmt 0                ; k1.cl:3:47
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v6
.Ltmp42:
	.loc	0 18 30 is_stmt 1               ; k1.cl:18:30
	v_add3_u32 v1, s6, 3, v1
	.loc	0 18 10 is_stmt 0               ; k1.cl:18:10
	global_store_dword v[4:5], v1, off offset:16
	.loc	0 19 18 is_stmt 1               ; k1.cl:19:18
	v_mov_b32_e32 v1, s43
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp43:
	.loc	0 19 12 is_stmt 0               ; k1.cl:19:12
	v_cvt_i32_f32_e32 v0, v0
	.loc	0 20 3 is_stmt 1                ; k1.cl:20:3
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	.loc	0 19 10                         ; k1.cl:19:10
	global_store_byte v[4:5], v0, off offset:20
	.loc	0 20 3                          ; k1.cl:20:3
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s7, s7, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp44:
	.loc	0 21 63                         ; k1.cl:21:63
	s_add_u32 s15, s46, 4
	s_addc_u32 s16, s47, 0
	.loc	0 21 3 is_stmt 0                ; k1.cl:21:3
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s16
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 2
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z25atomic_fetch_max_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope@rel32@lo+4
	s_addc_u32 s7, s7, _Z25atomic_fetch_max_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp45:
	.loc	0 22 1 is_stmt 1                ; k1.cl:22:1
	s_endpgm
.Ltmp46:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel structs
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 52
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
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
	.text
.Lfunc_end3:
	.size	structs, .Lfunc_end3-structs
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; NumSgprs: 58
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	wide                    ; -- Begin function wide
	.globl	wide
	.p2align	8
	.type	wide,@function
wide:                                   ; @wide
.Lfunc_begin4:
	.loc	0 23 0                          ; k1.cl:23:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
.Ltmp47:
	.loc	0 24 14 prologue_end            ; k1.cl:24:14
	s_load_dwordx4 s[44:47], s[6:7], 0x0
	;DEBUG_VALUE: wide:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: wide:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_add_u32 s38, s6, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b64 s[34:35], s[8:9]
	s_addc_u32 s39, s7, 0
	v_or3_b32 v44, v0, v1, v2
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s40, s13
	s_mov_b32 s41, s12
	s_mov_b64 s[36:37], s[4:5]
	s_getpc_b64 s[42:43]
	s_add_u32 s42, s42, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s43, s43, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[42:43]
.Ltmp48:
	v_mov_b32_e32 v40, v0
	.loc	0 24 33 is_stmt 0               ; k1.cl:24:33
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	.loc	0 24 14                         ; k1.cl:24:14
	v_mov_b32_e32 v41, v1
	.loc	0 24 33                         ; k1.cl:24:33
	s_swappc_b64 s[30:31], s[42:43]
.Ltmp49:
	v_mov_b32_e32 v42, v0
	.loc	0 24 52                         ; k1.cl:24:52
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	.loc	0 24 33                         ; k1.cl:24:33
	v_mov_b32_e32 v43, v1
	.loc	0 24 52                         ; k1.cl:24:52
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s7, s7, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp50:
	.loc	0 24 31                         ; k1.cl:24:31
	v_mad_u64_u32 v[40:41], s[4:5], v0, v42, v[40:41]
	v_mul_lo_u32 v1, v1, v42
	v_mul_lo_u32 v0, v0, v43
	.loc	0 25 36 is_stmt 1               ; k1.cl:25:36
	v_mov_b32_e32 v2, s47
	.loc	0 25 10 is_stmt 0               ; k1.cl:25:10
	v_mov_b32_e32 v4, s45
	.loc	0 25 42                         ; k1.cl:25:42
	s_mov_b64 s[4:5], s[36:37]
	.loc	0 24 31 is_stmt 1               ; k1.cl:24:31
	v_add3_u32 v41, v1, v41, v0
.Ltmp51:
	;DEBUG_VALUE: wide:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr40_vgpr41
	.loc	0 25 36                         ; k1.cl:25:36
	v_lshlrev_b64 v[0:1], 3, v[40:41]
	.loc	0 25 42 is_stmt 0               ; k1.cl:25:42
	s_mov_b64 s[8:9], s[38:39]
	.loc	0 25 36                         ; k1.cl:25:36
	v_add_co_u32_e32 v45, vcc, s46, v0
	v_addc_co_u32_e32 v46, vcc, v2, v1, vcc
	global_load_dwordx2 v[0:1], v[45:46], off
	.loc	0 25 10                         ; k1.cl:25:10
	v_lshlrev_b64 v[2:3], 4, v[40:41]
	.loc	0 25 42                         ; k1.cl:25:42
	s_mov_b64 s[10:11], s[34:35]
	.loc	0 25 10                         ; k1.cl:25:10
	v_add_co_u32_e32 v42, vcc, s44, v2
	v_addc_co_u32_e32 v43, vcc, v4, v3, vcc
	global_load_dwordx4 v[56:59], v[42:43], off
	.loc	0 25 42                         ; k1.cl:25:42
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z8popcountm@rel32@lo+4
	s_addc_u32 s7, s7, _Z8popcountm@rel32@hi+12
	.loc	0 25 36                         ; k1.cl:25:36
	s_waitcnt vmcnt(1)
	v_cvt_f64_u32_e32 v[2:3], v1
	v_cvt_f64_u32_e32 v[4:5], v0
	v_ldexp_f64 v[2:3], v[2:3], 32
	v_add_f64 v[60:61], v[2:3], v[4:5]
	.loc	0 25 42                         ; k1.cl:25:42
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp52:
	v_cvt_f64_u32_e32 v[1:2], v1
	v_cvt_f64_u32_e32 v[3:4], v0
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0x40040000
	v_ldexp_f64 v[1:2], v[1:2], 32
	.loc	0 26 10 is_stmt 1               ; k1.cl:26:10
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z6mul_himm@rel32@lo+4
	s_addc_u32 s7, s7, _Z6mul_himm@rel32@hi+12
	.loc	0 25 42                         ; k1.cl:25:42
	v_add_f64 v[2:3], v[1:2], v[3:4]
	.loc	0 25 24 is_stmt 0               ; k1.cl:25:24
	v_fma_f64 v[0:1], v[58:59], s[4:5], v[60:61]
	v_fma_f64 v[2:3], v[56:57], s[4:5], v[2:3]
	.loc	0 26 10 is_stmt 1               ; k1.cl:26:10
	s_mov_b64 s[4:5], s[36:37]
	.loc	0 25 8                          ; k1.cl:25:8
	global_store_dwordx4 v[42:43], v[0:3], off
	.loc	0 26 17                         ; k1.cl:26:17
	global_load_dwordx2 v[42:43], v[45:46], off
	.loc	0 26 10 is_stmt 0               ; k1.cl:26:10
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp53:
	v_mov_b32_e32 v40, v0
.Ltmp54:
	v_mov_b32_e32 v41, v1
	.loc	0 26 35                         ; k1.cl:26:35
	s_mov_b64 s[4:5], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s41
	s_mov_b32 s13, s40
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, 13
	v_mov_b32_e32 v3, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z6rotatemm@rel32@lo+4
	s_addc_u32 s7, s7, _Z6rotatemm@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp55:
	.loc	0 26 33                         ; k1.cl:26:33
	v_xor_b32_e32 v1, v1, v41
	v_xor_b32_e32 v0, v0, v40
	.loc	0 26 8                          ; k1.cl:26:8
	global_store_dwordx2 v[45:46], v[0:1], off
	.loc	0 27 1 is_stmt 1                ; k1.cl:27:1
	s_endpgm
.Ltmp56:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wide
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 48
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
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
	.text
.Lfunc_end4:
	.size	wide, .Lfunc_end4-wide
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 624
; NumSgprs: 54
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 62
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	lut                             ; @lut
	.type	lut,@object
	.section	.rodata,"a",@progbits
	.globl	lut
	.p2align	2, 0x0
lut:
	.long	0x3f800000                      ; float 1
	.long	0x40000000                      ; float 2
	.long	0x40400000                      ; float 3
	.long	0x40800000                      ; float 4
	.long	0x40a00000                      ; float 5
	.long	0x40c00000                      ; float 6
	.long	0x40e00000                      ; float 7
	.long	0x41000000                      ; float 8
	.long	0x41100000                      ; float 9
	.long	0x41200000                      ; float 10
	.long	0x41300000                      ; float 11
	.long	0x41400000                      ; float 12
	.long	0x41500000                      ; float 13
	.long	0x41600000                      ; float 14
	.long	0x41700000                      ; float 15
	.long	0x41800000                      ; float 16
	.size	lut, 64

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.hidden	_Z12get_local_idj
	.hidden	_Z13get_global_idj
	.hidden	_Z7barrierj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_group_idj
	.hidden	_Z10atomic_addPU3AS1Vii
	.hidden	_Z25atomic_fetch_max_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope
	.hidden	_Z15get_global_sizej
	.hidden	_Z8popcountm
	.hidden	_Z6mul_himm
	.hidden	_Z6rotatemm
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	7                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	18                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin1-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin1-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	171                             ; 2603
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	171                             ; 2603
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	169                             ; 2601
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	4                               ; DW_TAG_enumeration_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	40                              ; DW_TAG_enumerator
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	53                              ; DW_TAG_volatile_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	71                              ; DW_TAG_atomic_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	24                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	26                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	27                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	28                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	29                              ; Abbreviation Code
	.byte	19                              ; DW_TAG_structure_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	30                              ; Abbreviation Code
	.byte	13                              ; DW_TAG_member
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	56                              ; DW_AT_data_member_location
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x300 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	54                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x36:0xc DW_TAG_array_type
	.long	66                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3b:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x42:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x46:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x4a:0x1a DW_TAG_enumeration_type
	.long	100                             ; DW_AT_type
	.byte	12                              ; DW_AT_name
	.byte	4                               ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.short	422                             ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0x54:0x3 DW_TAG_enumerator
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x57:0x3 DW_TAG_enumerator
	.byte	8                               ; DW_AT_name
	.byte	2                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x5a:0x3 DW_TAG_enumerator
	.byte	9                               ; DW_AT_name
	.byte	3                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x5d:0x3 DW_TAG_enumerator
	.byte	10                              ; DW_AT_name
	.byte	4                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x60:0x3 DW_TAG_enumerator
	.byte	11                              ; DW_AT_name
	.byte	5                               ; DW_AT_const_value
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x64:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x68:0x1a DW_TAG_enumeration_type
	.long	100                             ; DW_AT_type
	.byte	18                              ; DW_AT_name
	.byte	4                               ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.short	388                             ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0x72:0x3 DW_TAG_enumerator
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x75:0x3 DW_TAG_enumerator
	.byte	14                              ; DW_AT_name
	.byte	1                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x78:0x3 DW_TAG_enumerator
	.byte	15                              ; DW_AT_name
	.byte	2                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x7b:0x3 DW_TAG_enumerator
	.byte	16                              ; DW_AT_name
	.byte	3                               ; DW_AT_const_value
	.byte	8                               ; Abbrev [8] 0x7e:0x3 DW_TAG_enumerator
	.byte	17                              ; DW_AT_name
	.byte	4                               ; DW_AT_const_value
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x82:0x8 DW_TAG_typedef
	.long	138                             ; DW_AT_type
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	209                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x8a:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	66                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x8f:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x96:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0x9a:0x5 DW_TAG_pointer_type
	.long	159                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x9f:0x5 DW_TAG_volatile_type
	.long	164                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0xa4:0x6 DW_TAG_typedef
	.long	170                             ; DW_AT_type
	.byte	22                              ; DW_AT_name
	.byte	14                              ; Abbrev [14] 0xaa:0x5 DW_TAG_atomic_type
	.long	175                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xaf:0x4 DW_TAG_base_type
	.byte	21                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0xb3:0x8 DW_TAG_typedef
	.long	187                             ; DW_AT_type
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	134                             ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0xbb:0x4 DW_TAG_base_type
	.byte	23                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	15                              ; Abbrev [15] 0xbf:0x1a DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.long	393                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0xcc:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_location
	.long	401                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0xd2:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.long	409                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0xd9:0x23 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	18                              ; Abbrev [18] 0xe9:0x9 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0xf2:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0xfc:0x8d DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	20                              ; Abbrev [20] 0x106:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	652                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x10e:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	657                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x116:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	667                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x11e:0x8 DW_TAG_formal_parameter
	.byte	38                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x126:0x8 DW_TAG_variable
	.byte	39                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x12e:0x8 DW_TAG_variable
	.byte	40                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x136:0x10 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp29-.Ltmp14                 ; DW_AT_high_pc
	.byte	23                              ; Abbrev [23] 0x13c:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	34                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x146:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	5                               ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x151:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	6                               ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x15c:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	4                               ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x167:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	7                               ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x172:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	8                               ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x17d:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	9                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	25                              ; Abbrev [25] 0x189:0x19 DW_TAG_subprogram
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	20                              ; Abbrev [20] 0x191:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x199:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	418                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x1a2:0x5 DW_TAG_pointer_type
	.long	175                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x1a7:0x80 DW_TAG_subprogram
	.byte	10                              ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	20                              ; Abbrev [20] 0x1b1:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	676                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x1b9:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	418                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x1c1:0x8 DW_TAG_formal_parameter
	.byte	44                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	721                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x1c9:0x8 DW_TAG_formal_parameter
	.byte	46                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	725                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x1d1:0x8 DW_TAG_formal_parameter
	.byte	48                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	729                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x1d9:0x8 DW_TAG_formal_parameter
	.byte	51                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x1e1:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	41                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x1ea:0x10 DW_TAG_inlined_subroutine
	.long	393                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	18                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x1f3:0x6 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.long	401                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x1fa:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	11                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x205:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	12                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x210:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	13                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x21b:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	14                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x227:0x65 DW_TAG_subprogram
	.byte	15                              ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	20                              ; Abbrev [20] 0x231:0x8 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	749                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x239:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	774                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x241:0x8 DW_TAG_variable
	.byte	41                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	741                             ; DW_AT_type
	.byte	24                              ; Abbrev [24] 0x249:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	16                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x254:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	17                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x25f:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	18                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x26a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	19                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x275:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	20                              ; DW_AT_call_return_pc
	.byte	24                              ; Abbrev [24] 0x280:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	21                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x28c:0x5 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x291:0x5 DW_TAG_pointer_type
	.long	662                             ; DW_AT_type
	.byte	27                              ; Abbrev [27] 0x296:0x5 DW_TAG_const_type
	.long	66                              ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x29b:0x9 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	11                              ; Abbrev [11] 0x2a4:0x5 DW_TAG_pointer_type
	.long	681                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2a9:0x8 DW_TAG_typedef
	.long	689                             ; DW_AT_type
	.byte	43                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	29                              ; Abbrev [29] 0x2b1:0x20 DW_TAG_structure_type
	.byte	32                              ; DW_AT_byte_size
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	30                              ; Abbrev [30] 0x2b5:0x9 DW_TAG_member
	.byte	32                              ; DW_AT_name
	.long	130                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	30                              ; Abbrev [30] 0x2be:0x9 DW_TAG_member
	.byte	33                              ; DW_AT_name
	.long	175                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	16                              ; DW_AT_data_member_location
	.byte	30                              ; Abbrev [30] 0x2c7:0x9 DW_TAG_member
	.byte	42                              ; DW_AT_name
	.long	150                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	20                              ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x2d1:0x4 DW_TAG_base_type
	.byte	45                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x2d5:0x4 DW_TAG_base_type
	.byte	47                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x2d9:0x8 DW_TAG_typedef
	.long	737                             ; DW_AT_type
	.byte	50                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0x2e1:0x4 DW_TAG_base_type
	.byte	49                              ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x2e5:0x8 DW_TAG_typedef
	.long	187                             ; DW_AT_type
	.byte	52                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	142                             ; DW_AT_decl_line
	.byte	11                              ; Abbrev [11] 0x2ed:0x5 DW_TAG_pointer_type
	.long	754                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2f2:0x8 DW_TAG_typedef
	.long	762                             ; DW_AT_type
	.byte	53                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	224                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x2fa:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	721                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x2ff:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x306:0x5 DW_TAG_pointer_type
	.long	179                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	220                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"k1.cl"                         ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=46
.Linfo_string3:
	.asciz	"lut"                           ; string offset=48
.Linfo_string4:
	.asciz	"float"                         ; string offset=52
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=58
.Linfo_string6:
	.asciz	"unsigned int"                  ; string offset=78
.Linfo_string7:
	.asciz	"memory_order_relaxed"          ; string offset=91
.Linfo_string8:
	.asciz	"memory_order_acquire"          ; string offset=112
.Linfo_string9:
	.asciz	"memory_order_release"          ; string offset=133
.Linfo_string10:
	.asciz	"memory_order_acq_rel"          ; string offset=154
.Linfo_string11:
	.asciz	"memory_order_seq_cst"          ; string offset=175
.Linfo_string12:
	.asciz	"memory_order"                  ; string offset=196
.Linfo_string13:
	.asciz	"memory_scope_work_item"        ; string offset=209
.Linfo_string14:
	.asciz	"memory_scope_work_group"       ; string offset=232
.Linfo_string15:
	.asciz	"memory_scope_device"           ; string offset=256
.Linfo_string16:
	.asciz	"memory_scope_all_svm_devices"  ; string offset=276
.Linfo_string17:
	.asciz	"memory_scope_sub_group"        ; string offset=305
.Linfo_string18:
	.asciz	"memory_scope"                  ; string offset=328
.Linfo_string19:
	.asciz	"float4"                        ; string offset=341
.Linfo_string20:
	.asciz	"char"                          ; string offset=348
.Linfo_string21:
	.asciz	"int"                           ; string offset=353
.Linfo_string22:
	.asciz	"atomic_int"                    ; string offset=357
.Linfo_string23:
	.asciz	"unsigned long"                 ; string offset=368
.Linfo_string24:
	.asciz	"ulong"                         ; string offset=382
.Linfo_string25:
	.asciz	"helper"                        ; string offset=388
.Linfo_string26:
	.asciz	"x"                             ; string offset=395
.Linfo_string27:
	.asciz	"p"                             ; string offset=397
.Linfo_string28:
	.asciz	"f2"                            ; string offset=399
.Linfo_string29:
	.asciz	"reduce"                        ; string offset=402
.Linfo_string30:
	.asciz	"structs"                       ; string offset=409
.Linfo_string31:
	.asciz	"wide"                          ; string offset=417
.Linfo_string32:
	.asciz	"a"                             ; string offset=422
.Linfo_string33:
	.asciz	"b"                             ; string offset=424
.Linfo_string34:
	.asciz	"s"                             ; string offset=426
.Linfo_string35:
	.asciz	"out"                           ; string offset=428
.Linfo_string36:
	.asciz	"in"                            ; string offset=432
.Linfo_string37:
	.asciz	"tmp"                           ; string offset=435
.Linfo_string38:
	.asciz	"n"                             ; string offset=439
.Linfo_string39:
	.asciz	"lid"                           ; string offset=441
.Linfo_string40:
	.asciz	"gid"                           ; string offset=445
.Linfo_string41:
	.asciz	"i"                             ; string offset=449
.Linfo_string42:
	.asciz	"c"                             ; string offset=451
.Linfo_string43:
	.asciz	"S"                             ; string offset=453
.Linfo_string44:
	.asciz	"d"                             ; string offset=455
.Linfo_string45:
	.asciz	"double"                        ; string offset=457
.Linfo_string46:
	.asciz	"l"                             ; string offset=464
.Linfo_string47:
	.asciz	"long"                          ; string offset=466
.Linfo_string48:
	.asciz	"u"                             ; string offset=471
.Linfo_string49:
	.asciz	"unsigned char"                 ; string offset=473
.Linfo_string50:
	.asciz	"uchar"                         ; string offset=487
.Linfo_string51:
	.asciz	"h"                             ; string offset=493
.Linfo_string52:
	.asciz	"size_t"                        ; string offset=495
.Linfo_string53:
	.asciz	"double2"                       ; string offset=502
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.long	.Linfo_string35
	.long	.Linfo_string36
	.long	.Linfo_string37
	.long	.Linfo_string38
	.long	.Linfo_string39
	.long	.Linfo_string40
	.long	.Linfo_string41
	.long	.Linfo_string42
	.long	.Linfo_string43
	.long	.Linfo_string44
	.long	.Linfo_string45
	.long	.Linfo_string46
	.long	.Linfo_string47
	.long	.Linfo_string48
	.long	.Linfo_string49
	.long	.Linfo_string50
	.long	.Linfo_string51
	.long	.Linfo_string52
	.long	.Linfo_string53
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	lut
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Ltmp14
	.quad	.Ltmp10
	.quad	.Ltmp12
	.quad	.Ltmp15
	.quad	.Ltmp21
	.quad	.Ltmp33
	.quad	.Lfunc_begin3
	.quad	.Ltmp37
	.quad	.Ltmp43
	.quad	.Ltmp44
	.quad	.Ltmp45
	.quad	.Lfunc_begin4
	.quad	.Ltmp48
	.quad	.Ltmp49
	.quad	.Ltmp50
	.quad	.Ltmp52
	.quad	.Ltmp53
	.quad	.Ltmp55
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         144
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .uses_dynamic_stack: true
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'S*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         32
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           structs
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         structs.kd
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           wide
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         wide.kd
    .uses_dynamic_stack: true
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
