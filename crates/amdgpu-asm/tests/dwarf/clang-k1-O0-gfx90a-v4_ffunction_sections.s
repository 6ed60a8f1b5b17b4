; Debian clang version 19.1.7 (3~deb12u1): clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O0 -g -mcode-object-version=4 -fdebug-compilation-dir=. -ffunction-sections -S k1.cl -o -
; options: -mcpu=gfx90a
	.text
	.file	0 "." "k1.cl" md5 0x87d1dedd197dfb0134f5983dc73a9c39
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 4
	.section	.text.helper,"ax",@progbits
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x600
	v_mov_b32_e32 v3, v2
	v_accvgpr_write_b32 a0, v1              ;  Reload Reuse
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; implicit-def: $sgpr4_sgpr5
	buffer_store_dword v2, off, s[0:3], s33
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
.Ltmp0:
	.loc	0 3 45 prologue_end             ; k1.cl:3:45
	buffer_load_dword v0, off, s[0:3], s33
	.loc	0 3 49 is_stmt 0                ; k1.cl:3:49
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v1
	s_mov_b32 s4, 7
	.loc	0 3 53                          ; k1.cl:3:53
	v_and_b32_e64 v1, v0, s4
	s_mov_b32 s4, 2
	.loc	0 3 49                          ; k1.cl:3:49
	v_lshlrev_b32_e64 v6, s4, v1
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v1, 0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[4:5], v2, v4
	v_addc_co_u32_e64 v1, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	global_load_dword v1, v[2:3], off
	.loc	0 3 58                          ; k1.cl:3:58
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v0, v1, 3
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	.loc	0 3 38 epilogue_begin           ; k1.cl:3:38
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	helper, .Lfunc_end0-helper
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 220
; NumSgprs: 38
; NumVgprs: 10
; NumAgprs: 1
; TotalNumVgprs: 13
; ScratchSize: 24
; MemoryBound: 0
	.section	.text.f2,"ax",@progbits
	.hidden	f2                              ; -- Begin function f2
	.globl	f2
	.p2align	2
	.type	f2,@function
f2:                                     ; @f2
.Lfunc_begin1:
	.loc	0 4 0 is_stmt 1                 ; k1.cl:4:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[18:19], -1
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, -1
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 4
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_add_i32 s32, s32, 0xc00
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	v_writelane_b32 v2, s15, 0
	v_writelane_b32 v2, s14, 1
	v_writelane_b32 v2, s13, 2
	v_writelane_b32 v2, s12, 3
	v_writelane_b32 v2, s10, 4
	v_writelane_b32 v2, s11, 5
	v_writelane_b32 v2, s8, 6
	v_writelane_b32 v2, s9, 7
	v_writelane_b32 v2, s6, 8
	v_writelane_b32 v2, s7, 9
	v_writelane_b32 v2, s4, 10
	v_writelane_b32 v2, s5, 11
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v2, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
.Ltmp2:
	.loc	0 4 67 prologue_end             ; k1.cl:4:67
	buffer_load_dword v0, off, s[0:3], s33
	.loc	0 4 70 is_stmt 0                ; k1.cl:4:70
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	.loc	0 4 73                          ; k1.cl:4:73
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtf@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v2, 10
	v_readlane_b32 s5, v2, 11
	v_readlane_b32 s6, v2, 8
	v_readlane_b32 s7, v2, 9
	v_readlane_b32 s8, v2, 6
	v_readlane_b32 s9, v2, 7
	v_readlane_b32 s10, v2, 4
	v_readlane_b32 s11, v2, 5
	v_readlane_b32 s12, v2, 3
	v_readlane_b32 s13, v2, 2
	v_readlane_b32 s14, v2, 1
	v_readlane_b32 s15, v2, 0
	v_mov_b32_e32 v2, v0
	.loc	0 4 63                          ; k1.cl:4:63
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3fmafff@rel32@lo+4
	s_addc_u32 s17, s17, _Z3fmafff@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v3, v0
	.loc	0 4 84                          ; k1.cl:4:84
	buffer_load_dword v2, off, s[0:3], s33 offset:4
	.loc	0 4 82                          ; k1.cl:4:82
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v0, s[4:5], v2, v2, v3
	v_rcp_f32_e64 v4, v0
	s_mov_b32 s4, 1.0
	v_fma_f32 v5, -v0, v4, s4
	v_fmac_f32_e64 v4, v5, v4
	v_div_scale_f32 v6, vcc, v3, v2, v3
	v_mul_f32_e64 v5, v6, v4
	v_fma_f32 v7, -v0, v5, v6
	v_fmac_f32_e64 v5, v7, v4
	v_fma_f32 v0, -v0, v5, v6
	v_div_fmas_f32 v0, v0, v4, v5
	v_div_fixup_f32 v0, v0, v2, v3
	.loc	0 4 56                          ; k1.cl:4:56
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
                                        ; kill: killed $vgpr1
	v_readlane_b32 s4, v40, 4
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s35, v40, 3
	s_xor_saveexec_b64 s[6:7], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, -1
	buffer_load_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	0 4 56 epilogue_begin           ; k1.cl:4:56
	s_add_i32 s32, s32, 0xfffff400
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp3:
.Lfunc_end1:
	.size	f2, .Lfunc_end1-f2
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 700
; NumSgprs: 42
; NumVgprs: 41
; NumAgprs: 1
; TotalNumVgprs: 45
; ScratchSize: 16432
; MemoryBound: 0
	.section	.text.reduce,"ax",@progbits
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
.Lfunc_begin2:
	.loc	0 5 0 is_stmt 1                 ; k1.cl:5:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0xc00
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v1, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v1, 0
	v_writelane_b32 v1, s12, 2
	v_writelane_b32 v1, s10, 3
	v_writelane_b32 v1, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v1, s16, 5
	v_writelane_b32 v1, s17, 6
	v_writelane_b32 v1, s6, 7
	v_writelane_b32 v1, s7, 8
	v_writelane_b32 v1, s4, 9
	v_writelane_b32 v1, s5, 10
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v31, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_write_b32 a33, v31            ;  Reload Reuse
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x8
	s_load_dword s9, s[16:17], 0x10
	s_load_dword s8, s[16:17], 0x14
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s21
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s15, s20
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33
	s_mov_b32 s15, s19
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v1, s9
	buffer_store_dword v1, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v1, s8
	buffer_store_dword v1, off, s[0:3], s33 offset:20
	s_mov_b64 s[18:19], 24
.Ltmp4:
	.loc	0 6 13 prologue_end             ; k1.cl:6:13
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v0, s8, 11
	v_writelane_b32 v0, s9, 12
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	v_accvgpr_write_b32 a34, v0             ;  Reload Reuse
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v2, 9
	v_readlane_b32 s5, v2, 10
	v_readlane_b32 s6, v2, 7
	v_readlane_b32 s7, v2, 8
	v_readlane_b32 s8, v2, 11
	v_readlane_b32 s9, v2, 12
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s14, v2, 0
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a34              ;  Reload Reuse
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v1, v2
	.loc	0 6 7 is_stmt 0                 ; k1.cl:6:7
	buffer_store_dword v1, off, s[0:3], s33 offset:24
	.loc	0 6 36                          ; k1.cl:6:36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v1, v2
	.loc	0 6 30                          ; k1.cl:6:30
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	.loc	0 7 14 is_stmt 1                ; k1.cl:7:14
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	.loc	0 7 20 is_stmt 0                ; k1.cl:7:20
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:20
	.loc	0 7 18                          ; k1.cl:7:18
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s[4:5], v1, v2
                                        ; implicit-def: $sgpr6
	.loc	0 7 14                          ; k1.cl:7:14
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 13
	v_writelane_b32 v0, s7, 14
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_1
	s_branch .LBB2_3
.LBB2_1:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 13
	v_readlane_b32 s5, v0, 14
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 15
	v_mov_b32_e32 v1, s6
	v_accvgpr_write_b32 a35, v1             ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.2:
	.loc	0 7 24                          ; k1.cl:7:24
	buffer_load_dword v6, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	.loc	0 7 27                          ; k1.cl:7:27
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 2
	.loc	0 7 24                          ; k1.cl:7:24
	v_lshlrev_b64 v[4:5], s4, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	.loc	0 7 14                          ; k1.cl:7:14
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a35, v0             ;  Reload Reuse
	s_branch .LBB2_4
.LBB2_3:
	.loc	0 0 14                          ; k1.cl:0:14
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_mov_b32 s4, 0
	.loc	0 7 14                          ; k1.cl:7:14
	v_writelane_b32 v0, s4, 15
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB2_1
.LBB2_4:
	.loc	0 0 14                          ; k1.cl:0:14
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s8, v0, 16
	v_readlane_b32 s9, v0, 17
	s_or_b64 exec, exec, s[8:9]
	.loc	0 7 14                          ; k1.cl:7:14
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s6, v0, 7
	v_readlane_b32 s7, v0, 8
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	v_readlane_b32 s16, v0, 5
	v_readlane_b32 s17, v0, 6
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	v_accvgpr_read_b32 v2, a35              ;  Reload Reuse
	.loc	0 7 3                           ; k1.cl:7:3
	buffer_load_dword v3, off, s[0:3], s33 offset:16
	.loc	0 7 7                           ; k1.cl:7:7
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_mov_b32 s8, 2
	.loc	0 7 3                           ; k1.cl:7:3
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, s8, v3
	.loc	0 7 12                          ; k1.cl:7:12
	ds_write_b32 v1, v2
	s_mov_b64 s[18:19], 24
	.loc	0 8 3 is_stmt 1                 ; k1.cl:8:3
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v0, s8, 18
	v_writelane_b32 v0, s9, 19
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	v_accvgpr_write_b32 a36, v0             ;  Reload Reuse
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	v_readlane_b32 s6, v0, 7
	v_readlane_b32 s7, v0, 8
	v_readlane_b32 s8, v0, 18
	v_readlane_b32 s9, v0, 19
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s14, v0, 0
.Ltmp5:
	.loc	0 9 16                          ; k1.cl:9:16
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v3, a36              ;  Reload Reuse
	v_mov_b32_e32 v4, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v1, v5
	v_alignbit_b32 v1, v1, v2, v3
	.loc	0 9 12 is_stmt 0                ; k1.cl:9:12
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	0 9 8                           ; k1.cl:9:8
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; k1.cl:0:8
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 22
	v_readlane_b32 s5, v0, 23
	v_readlane_b32 s6, v0, 20
	v_readlane_b32 s7, v0, 21
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
.Ltmp6:
	.loc	0 9 39                          ; k1.cl:9:39
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_mov_b32 s6, 0
	.loc	0 9 41                          ; k1.cl:9:41
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 26
	v_writelane_b32 v0, s5, 27
.Ltmp7:
	.loc	0 9 3                           ; k1.cl:9:3
	v_writelane_b32 v0, s4, 28
	v_writelane_b32 v0, s5, 29
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 30
	v_writelane_b32 v0, s5, 31
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_8
; %bb.6:                                ;   in Loop: Header=BB2_5 Depth=1
.Ltmp8:
	.loc	0 10 9 is_stmt 1                ; k1.cl:10:9
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	.loc	0 10 15 is_stmt 0               ; k1.cl:10:15
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	.loc	0 10 13                         ; k1.cl:10:13
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
.Ltmp9:
	.loc	0 10 9                          ; k1.cl:10:9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_9
; %bb.7:                                ;   in Loop: Header=BB2_5 Depth=1
.Ltmp10:
	.loc	0 10 30                         ; k1.cl:10:30
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	.loc	0 10 34                         ; k1.cl:10:34
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	.loc	0 10 40                         ; k1.cl:10:40
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	.loc	0 10 38                         ; k1.cl:10:38
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v0, v2
	s_mov_b32 s4, 2
	.loc	0 10 30                         ; k1.cl:10:30
	v_lshl_add_u32 v2, v2, s4, v1
	ds_read_b32 v2, v2
	.loc	0 10 18                         ; k1.cl:10:18
	v_lshl_add_u32 v0, v0, s4, v1
	.loc	0 10 27                         ; k1.cl:10:27
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e64 v1, v1, v2
	ds_write_b32 v0, v1
	.loc	0 10 18                         ; k1.cl:10:18
	s_branch .LBB2_9
.Ltmp11:
.LBB2_8:                                ;   in Loop: Header=BB2_5 Depth=1
	.loc	0 0 18                          ; k1.cl:0:18
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 30
	v_readlane_b32 s5, v0, 31
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 24
	v_readlane_b32 s9, v0, 25
	v_readlane_b32 s6, v0, 28
	v_readlane_b32 s7, v0, 29
	.loc	0 9 3 is_stmt 1                 ; k1.cl:9:3
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 22
	v_writelane_b32 v0, s7, 23
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 20
	v_writelane_b32 v0, s7, 21
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 34
	v_writelane_b32 v0, s7, 35
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_5
	s_branch .LBB2_11
.LBB2_9:                                ;   in Loop: Header=BB2_5 Depth=1
	.loc	0 0 3 is_stmt 0                 ; k1.cl:0:3
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s8, v0, 32
	v_readlane_b32 s9, v0, 33
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s6, v0, 7
	v_readlane_b32 s7, v0, 8
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	v_readlane_b32 s16, v0, 5
	v_readlane_b32 s17, v0, 6
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_mov_b64 s[18:19], 24
.Ltmp12:
	.loc	0 11 5 is_stmt 1                ; k1.cl:11:5
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp13:
; %bb.10:                               ;   in Loop: Header=BB2_5 Depth=1
	.loc	0 9 48                          ; k1.cl:9:48
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 26
	v_readlane_b32 s5, v0, 27
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	0 9 3 is_stmt 0                 ; k1.cl:9:3
	v_writelane_b32 v0, s4, 28
	v_writelane_b32 v0, s5, 29
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB2_8
.Ltmp14:
.LBB2_11:
	.loc	0 9 3                           ; k1.cl:9:3
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 34
	v_readlane_b32 s5, v0, 35
	s_or_b64 exec, exec, s[4:5]
.Ltmp15:
; %bb.12:
	.loc	0 13 7 is_stmt 1                ; k1.cl:13:7
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_mov_b32 s4, 0
	.loc	0 13 11 is_stmt 0               ; k1.cl:13:11
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v1, s4
.Ltmp16:
	.loc	0 13 7                          ; k1.cl:13:7
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_14
; %bb.13:
.Ltmp17:
	.loc	0 13 40                         ; k1.cl:13:40
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s6, v0, 7
	v_readlane_b32 s7, v0, 8
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	v_readlane_b32 s16, v0, 5
	v_readlane_b32 s17, v0, 6
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a37, v1             ;  Reload Reuse
	s_mov_b64 s[18:19], 24
	.loc	0 13 53                         ; k1.cl:13:53
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v0, s8, 38
	v_writelane_b32 v0, s9, 39
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	v_writelane_b32 v0, s16, 40
	v_writelane_b32 v0, s17, 41
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	v_accvgpr_write_b32 a38, v0             ;  Reload Reuse
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v3, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v3, 9
	v_readlane_b32 s5, v3, 10
	v_readlane_b32 s6, v3, 7
	v_readlane_b32 s7, v3, 8
	v_readlane_b32 s8, v3, 38
	v_readlane_b32 s9, v3, 39
	v_readlane_b32 s10, v3, 3
	v_readlane_b32 s11, v3, 4
	v_readlane_b32 s12, v3, 2
	v_readlane_b32 s13, v3, 1
	v_readlane_b32 s14, v3, 0
	v_readlane_b32 s16, v3, 40
	v_readlane_b32 s17, v3, 41
	v_mov_b32_e32 v4, v0
	v_accvgpr_read_b32 v0, a38              ;  Reload Reuse
	v_mov_b32_e32 v2, v1
	v_accvgpr_read_b32 v1, a37              ;  Reload Reuse
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	.loc	0 13 69                         ; k1.cl:13:69
	v_mov_b32_e32 v2, v4
	s_mov_b32 s15, 15
	v_and_b32_e64 v2, v2, s15
	s_mov_b32 s15, 2
	.loc	0 13 49                         ; k1.cl:13:49
	v_writelane_b32 v3, s15, 42
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v3             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_lshlrev_b32_e64 v2, s15, v2
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, lut@rel32@lo+4
	s_addc_u32 s19, s19, lut@rel32@hi+12
	global_load_dword v2, v2, s[18:19]
	.loc	0 13 47                         ; k1.cl:13:47
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v1, v1, v2
	.loc	0 13 17                         ; k1.cl:13:17
	v_accvgpr_write_b32 a39, v1             ;  Reload Reuse
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	.loc	0 13 21                         ; k1.cl:13:21
	v_accvgpr_write_b32 a41, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a40, v3             ;  Reload Reuse
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v3, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_read_b32 v8, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v9, a40              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a39              ;  Reload Reuse
	v_readlane_b32 s4, v3, 42
	v_mov_b32_e32 v3, v1
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 13 17                         ; k1.cl:13:17
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 13 38                         ; k1.cl:13:38
	global_store_dword v[0:1], v2, off
.Ltmp18:
.LBB2_14:
	.loc	0 0 38                          ; k1.cl:0:38
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 36
	v_readlane_b32 s5, v0, 37
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	.loc	0 14 1 is_stmt 1                ; k1.cl:14:1
	s_endpgm
.Ltmp19:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16432
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 86
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 44
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
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text.reduce,"ax",@progbits
.Lfunc_end2:
	.size	reduce, .Lfunc_end2-reduce
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3244
; NumSgprs: 42
; NumVgprs: 41
; NumAgprs: 42
; TotalNumVgprs: 86
; ScratchSize: 16432
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 86
; AccumOffset: 44
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text.structs,"ax",@progbits
	.protected	structs                 ; -- Begin function structs
	.globl	structs
	.p2align	8
	.type	structs,@function
structs:                                ; @structs
.Lfunc_begin3:
	.loc	0 15 0                          ; k1.cl:15:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0xc00
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v1, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v1, 0
	v_writelane_b32 v1, s12, 2
	v_writelane_b32 v1, s10, 3
	v_writelane_b32 v1, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v1, s6, 5
	v_writelane_b32 v1, s7, 6
	v_writelane_b32 v1, s4, 7
	v_writelane_b32 v1, s5, 8
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_mov_b32_e32 v31, v0
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_accvgpr_write_b32 a33, v31            ;  Reload Reuse
	s_load_dwordx2 s[24:25], s[16:17], 0x0
	s_load_dwordx2 s[22:23], s[16:17], 0x8
	s_load_dwordx2 s[20:21], s[16:17], 0x10
	s_load_dwordx2 s[18:19], s[16:17], 0x18
	s_load_dword s9, s[16:17], 0x20
	s_load_dword s8, s[16:17], 0x24
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s25
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s15, s24
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33
	s_mov_b32 s15, s23
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s22
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s21
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s20
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s19
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	s_mov_b32 s15, s18
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v1, s9
	buffer_store_byte v1, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v1, s8
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	s_mov_b64 s[18:19], 40
.Ltmp20:
	.loc	0 16 11 prologue_end            ; k1.cl:16:11
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v0, s8, 9
	v_writelane_b32 v0, s9, 10
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	v_accvgpr_write_b32 a34, v0             ;  Reload Reuse
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v7, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_readlane_b32 s4, v7, 7
	v_readlane_b32 s5, v7, 8
	v_readlane_b32 s6, v7, 5
	v_readlane_b32 s7, v7, 6
	v_readlane_b32 s8, v7, 9
	v_readlane_b32 s9, v7, 10
	v_readlane_b32 s10, v7, 3
	v_readlane_b32 s11, v7, 4
	v_readlane_b32 s12, v7, 2
	v_readlane_b32 s13, v7, 1
	v_readlane_b32 s14, v7, 0
	v_mov_b32_e32 v2, v1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	.loc	0 16 7 is_stmt 0                ; k1.cl:16:7
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	.loc	0 17 12 is_stmt 1               ; k1.cl:17:12
	buffer_load_dword v8, off, s[0:3], s33
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 17 14 is_stmt 0               ; k1.cl:17:14
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s16, 5
	.loc	0 17 12                         ; k1.cl:17:12
	v_writelane_b32 v7, s16, 11
	v_lshlrev_b64 v[4:5], s16, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[18:19], v0, v3
	v_addc_co_u32_e64 v2, s[18:19], v1, v2, s[18:19]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 17 17                         ; k1.cl:17:17
	global_load_dwordx4 v[10:13], v[0:1], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v13
	v_mov_b32_e32 v2, v12
	.loc	0 17 30                         ; k1.cl:17:30
	buffer_load_dword v8, off, s[0:3], s33 offset:16
	buffer_load_dword v3, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v3
	v_cvt_f32_f64_e64 v4, v[8:9]
	.loc	0 17 42                         ; k1.cl:17:42
	buffer_load_dword v6, off, s[0:3], s33 offset:24
	buffer_load_dword v14, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v8, v6
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v14
	.loc	0 17 35                         ; k1.cl:17:35
	v_ffbh_i32_e64 v3, v14
	s_mov_b32 s15, -1
	v_add_u32_e64 v3, v3, s15
	v_xor_b32_e64 v6, v6, v14
	s_mov_b32 s15, 31
	v_ashrrev_i32_e64 v6, s15, v6
	s_mov_b32 s15, 32
	v_writelane_b32 v7, s15, 12
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_write_b32 a32, v7             ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_add_u32_e64 v6, v6, s15
	v_min_u32_e64 v6, v3, v6
	v_lshlrev_b64 v[8:9], v6, v[8:9]
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v7, 1
	v_accvgpr_write_b32 a35, v7             ;  Reload Reuse
	v_min_u32_e64 v7, v3, v7
	v_mov_b32_e32 v3, v9
	v_or_b32_e64 v3, v3, v7
	v_cvt_f32_i32_e64 v3, v3
	v_sub_u32_e64 v6, s15, v6
	v_ldexp_f32 v8, v3, v6
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	.loc	0 17 33                         ; k1.cl:17:33
	v_mov_b32_e32 v9, s17
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, s17
	v_pk_fma_f32 v[2:3], v[2:3], v[4:5], v[8:9] op_sel_hi:[1,0,0]
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v2
	v_pk_mov_b32 v[2:3], v[10:11], v[10:11] op_sel:[0,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[4:5], v[8:9] op_sel_hi:[1,0,0]
	v_mov_b32_e32 v8, v3
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	.loc	0 17 10                         ; k1.cl:17:10
	global_store_dwordx4 v[0:1], v[2:5], off
	.loc	0 18 19 is_stmt 1               ; k1.cl:18:19
	buffer_load_dword v6, off, s[0:3], s33
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	.loc	0 18 21 is_stmt 0               ; k1.cl:18:21
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 18 19                         ; k1.cl:18:19
	v_lshlrev_b64 v[4:5], s16, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[16:17], v0, v3
	v_addc_co_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 18 24                         ; k1.cl:18:24
	global_load_dword v0, v[0:1], off offset:16
	.loc	0 18 27                         ; k1.cl:18:27
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v4, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
	v_mov_b32_e32 v2, s16
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	.loc	0 18 12                         ; k1.cl:18:12
	v_lshrrev_b64 v[2:3], s15, v[2:3]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, helper@rel32@lo+4
	s_addc_u32 s17, s17, helper@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_readlane_b32 s15, v1, 11
	v_readlane_b32 s14, v1, 0
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	.loc	0 18 32                         ; k1.cl:18:32
	buffer_load_ubyte v1, off, s[0:3], s33 offset:32
	.loc	0 18 30                         ; k1.cl:18:30
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v0, v1
	.loc	0 18 3                          ; k1.cl:18:3
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 18 5                          ; k1.cl:18:5
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 18 3                          ; k1.cl:18:3
	v_lshlrev_b64 v[6:7], s15, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[16:17], v0, v4
	v_addc_co_u32_e64 v3, s[16:17], v1, v3, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 18 10                         ; k1.cl:18:10
	global_store_dword v[0:1], v2, off offset:16
	.loc	0 19 21 is_stmt 1               ; k1.cl:19:21
	buffer_load_dword v6, off, s[0:3], s33
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	.loc	0 19 23 is_stmt 0               ; k1.cl:19:23
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 19 21                         ; k1.cl:19:21
	v_lshlrev_b64 v[4:5], s15, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[16:17], v0, v3
	v_addc_co_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dwordx4 v[0:3], v[0:1], off
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1_vgpr2_vgpr3 killed $exec
	.loc	0 19 38                         ; k1.cl:19:38
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	.loc	0 19 18                         ; k1.cl:19:18
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, f2@rel32@lo+4
	s_addc_u32 s17, s17, f2@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v2, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_readlane_b32 s16, v1, 11
	v_readlane_b32 s15, v1, 12
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	.loc	0 19 12                         ; k1.cl:19:12
	v_cvt_i32_f32_e64 v3, v0
	.loc	0 19 3                          ; k1.cl:19:3
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 19 5                          ; k1.cl:19:5
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	.loc	0 19 3                          ; k1.cl:19:3
	v_lshlrev_b64 v[6:7], s16, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v0, s[16:17], v0, v5
	v_addc_co_u32_e64 v4, s[16:17], v1, v4, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	.loc	0 19 10                         ; k1.cl:19:10
	global_store_byte v[0:1], v3, off offset:20
	.loc	0 20 14 is_stmt 1               ; k1.cl:20:14
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
	v_mov_b32_e32 v4, s16
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v1
	.loc	0 20 3 is_stmt 0                ; k1.cl:20:3
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v1, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	v_accvgpr_read_b32 v3, a34              ;  Reload Reuse
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_readlane_b32 s15, v1, 12
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	.loc	0 21 61 is_stmt 1               ; k1.cl:21:61
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	s_mov_b64 s[18:19], 4
	.loc	0 21 63 is_stmt 0               ; k1.cl:21:63
	v_mov_b32_e32 v1, v4
	s_mov_b32 s16, s18
	v_mov_b32_e32 v0, v5
	s_mov_b32 s18, s19
	v_add_co_u32_e64 v4, s[16:17], v1, s16
	v_mov_b32_e32 v1, s18
	v_addc_co_u32_e64 v0, s[16:17], v0, v1, s[16:17]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	.loc	0 21 68                         ; k1.cl:21:68
	buffer_load_dword v2, off, s[0:3], s33 offset:40
	.loc	0 21 3                          ; k1.cl:21:3
	v_mov_b32_e32 v0, v4
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v1, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z25atomic_fetch_max_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope@rel32@lo+4
	s_addc_u32 s17, s17, _Z25atomic_fetch_max_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v4, 2
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
                                        ; kill: def $vgpr1 killed $vgpr0 killed $exec
	.loc	0 22 1 is_stmt 1                ; k1.cl:22:1
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
                                        ; kill: killed $vgpr0
	s_endpgm
.Ltmp21:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel structs
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16480
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 44
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
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text.structs,"ax",@progbits
.Lfunc_end3:
	.size	structs, .Lfunc_end3-structs
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2216
; NumSgprs: 44
; NumVgprs: 41
; NumAgprs: 36
; TotalNumVgprs: 80
; ScratchSize: 16480
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 80
; AccumOffset: 44
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text.wide,"ax",@progbits
	.protected	wide                    ; -- Begin function wide
	.globl	wide
	.p2align	8
	.type	wide,@function
wide:                                   ; @wide
.Lfunc_begin4:
	.loc	0 23 0                          ; k1.cl:23:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x1000
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v1, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v1, 0
	v_writelane_b32 v1, s12, 2
	v_writelane_b32 v1, s10, 3
	v_writelane_b32 v1, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v1, s6, 5
	v_writelane_b32 v1, s7, 6
	v_writelane_b32 v1, s4, 7
	v_writelane_b32 v1, s5, 8
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v31, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_write_b32 a33, v31            ;  Reload Reuse
	s_load_dwordx2 s[18:19], s[16:17], 0x0
	s_load_dwordx2 s[8:9], s[16:17], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s15, s18
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33
	s_mov_b32 s15, s9
	v_mov_b32_e32 v1, s15
	buffer_store_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v1, s8
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	s_mov_b64 s[18:19], 16
.Ltmp22:
	.loc	0 24 14 prologue_end            ; k1.cl:24:14
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v0, s8, 9
	v_writelane_b32 v0, s9, 10
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	v_writelane_b32 v0, s16, 11
	v_writelane_b32 v0, s17, 12
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	v_accvgpr_write_b32 a34, v0             ;  Reload Reuse
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s16, v2, 11
	v_readlane_b32 s17, v2, 12
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_readlane_b32 s8, v2, 9
	v_readlane_b32 s9, v2, 10
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s14, v2, 0
	v_mov_b32_e32 v2, v1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 24 33 is_stmt 0               ; k1.cl:24:33
	v_accvgpr_write_b32 a36, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a35, v1             ;  Reload Reuse
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_readlane_b32 s8, v2, 9
	v_readlane_b32 s9, v2, 10
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s14, v2, 0
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a34              ;  Reload Reuse
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	.loc	0 24 52                         ; k1.cl:24:52
	v_accvgpr_write_b32 a38, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a37, v3             ;  Reload Reuse
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v8, a36              ;  Reload Reuse
	v_accvgpr_read_b32 v9, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_readlane_b32 s8, v2, 9
	v_readlane_b32 s9, v2, 10
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s14, v2, 0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v3, v1
	v_accvgpr_read_b32 v0, a38              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a37              ;  Reload Reuse
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_mov_b32 s15, 32
	.loc	0 24 50                         ; k1.cl:24:50
	v_writelane_b32 v2, s15, 13
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v6
	v_mul_lo_u32 v3, v3, v4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_lshrrev_b64 v[6:7], s15, v[6:7]
	v_mov_b32_e32 v1, v6
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[4:5], s[16:17], v0, v4, 0
	v_mov_b32_e32 v0, v5
	v_add3_u32 v0, v0, v1, v3
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
	v_mov_b32_e32 v3, s16
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[6:7], s15, v[0:1]
	v_mov_b32_e32 v1, v7
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	s_mov_b32 s16, 0
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v5
	v_or_b32_e64 v0, v0, v1
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v4
	v_or_b32_e64 v6, v1, v3
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	.loc	0 24 31                         ; k1.cl:24:31
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[16:17], v0, v4
	v_addc_co_u32_e64 v3, s[16:17], v1, v3, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 24 10                         ; k1.cl:24:10
	v_mov_b32_e32 v3, v1
	buffer_store_dword v3, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	.loc	0 25 10 is_stmt 1               ; k1.cl:25:10
	buffer_load_dword v10, off, s[0:3], s33
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	.loc	0 25 12 is_stmt 0               ; k1.cl:25:12
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v3, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	s_mov_b32 s16, 4
	.loc	0 25 10                         ; k1.cl:25:10
	v_writelane_b32 v2, s16, 14
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	v_lshlrev_b64 v[8:9], s16, v[4:5]
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v5, v9
	v_add_co_u32_e64 v4, s[16:17], v4, v6
	v_addc_co_u32_e64 v3, s[16:17], v3, v5, s[16:17]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	global_load_dwordx4 v[4:7], v[4:5], off
	.loc	0 25 36                         ; k1.cl:25:36
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a42, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a41, v5             ;  Reload Reuse
	v_accvgpr_write_b32 a40, v6             ;  Reload Reuse
	v_accvgpr_write_b32 a39, v7             ;  Reload Reuse
	buffer_load_dword v6, off, s[0:3], s33 offset:8
	buffer_load_dword v3, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v3
	s_mov_b32 s16, 3
	v_writelane_b32 v2, s16, 15
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v2             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_lshlrev_b64 v[4:5], s16, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[16:17], v0, v3
	v_addc_co_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v3
	v_cvt_f64_u32_e64 v[0:1], v0
	v_ldexp_f64 v[4:5], v[0:1], s15
	.loc	0 25 42                         ; k1.cl:25:42
	v_mov_b32_e32 v0, v2
	.loc	0 25 36                         ; k1.cl:25:36
	v_cvt_f64_u32_e64 v[6:7], v0
	v_add_f64 v[4:5], v[4:5], v[6:7]
	v_mov_b32_e32 v1, v4
	v_accvgpr_write_b32 a43, v1             ;  Reload Reuse
	v_mov_b32_e32 v1, v5
	.loc	0 25 42                         ; k1.cl:25:42
	v_accvgpr_write_b32 a44, v1             ;  Reload Reuse
	v_lshrrev_b64 v[2:3], s15, v[2:3]
	v_mov_b32_e32 v1, v2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z8popcountm@rel32@lo+4
	s_addc_u32 s17, s17, _Z8popcountm@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v3, a44              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v8, a42              ;  Reload Reuse
	v_accvgpr_read_b32 v9, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v10, a40             ;  Reload Reuse
	v_accvgpr_read_b32 v11, a39             ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v4, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s17, v4, 14
	v_readlane_b32 s15, v4, 13
	v_readlane_b32 s4, v4, 7
	v_readlane_b32 s5, v4, 8
	v_readlane_b32 s6, v4, 5
	v_readlane_b32 s7, v4, 6
	v_readlane_b32 s8, v4, 9
	v_readlane_b32 s9, v4, 10
	v_readlane_b32 s10, v4, 3
	v_readlane_b32 s11, v4, 4
	v_readlane_b32 s12, v4, 2
	v_readlane_b32 s13, v4, 1
	v_readlane_b32 s14, v4, 0
	v_readlane_b32 s16, v4, 15
	v_mov_b32_e32 v4, v1
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v1
	v_cvt_f64_u32_e64 v[0:1], v0
	v_ldexp_f64 v[0:1], v[0:1], s15
	v_cvt_f64_u32_e64 v[4:5], v4
	v_add_f64 v[4:5], v[0:1], v[4:5]
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	.loc	0 25 26                         ; k1.cl:25:26
	buffer_store_dword v3, off, s[0:3], s33 offset:36
	buffer_store_dword v2, off, s[0:3], s33 offset:32
	buffer_store_dword v1, off, s[0:3], s33 offset:44
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:36
	buffer_load_dword v4, off, s[0:3], s33 offset:40
	buffer_load_dword v3, off, s[0:3], s33 offset:44
	.loc	0 25 24                         ; k1.cl:25:24
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v0, v8
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0x40040000
	s_mov_b64 s[20:21], s[18:19]
	v_fmac_f64_e64 v[4:5], v[0:1], s[20:21]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v4, v10
                                        ; implicit-def: $sgpr20
                                        ; implicit-def: $sgpr20
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
                                        ; implicit-def: $sgpr20
                                        ; implicit-def: $sgpr20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	v_fmac_f64_e64 v[2:3], v[4:5], s[18:19]
	v_mov_b32_e32 v6, v3
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v0
	.loc	0 25 3                          ; k1.cl:25:3
	buffer_load_dword v10, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	.loc	0 25 5                          ; k1.cl:25:5
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v6, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $sgpr18
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	.loc	0 25 3                          ; k1.cl:25:3
	v_lshlrev_b64 v[8:9], s17, v[0:1]
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v6, v9
	v_add_co_u32_e64 v0, s[18:19], v0, v7
	v_addc_co_u32_e64 v6, s[18:19], v1, v6, s[18:19]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	.loc	0 25 8                          ; k1.cl:25:8
	global_store_dwordx4 v[0:1], v[2:5], off
	.loc	0 26 17 is_stmt 1               ; k1.cl:26:17
	buffer_load_dword v10, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	.loc	0 26 19 is_stmt 0               ; k1.cl:26:19
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v3, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	.loc	0 26 17                         ; k1.cl:26:17
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	v_lshlrev_b64 v[8:9], s16, v[4:5]
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v5, v9
	v_add_co_u32_e64 v4, s[16:17], v4, v6
	v_addc_co_u32_e64 v3, s[16:17], v3, v5, s[16:17]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	global_load_dwordx2 v[4:5], v[4:5], off
	.loc	0 26 10                         ; k1.cl:26:10
	v_lshrrev_b64 v[0:1], s15, v[0:1]
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v4
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v1, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6mul_himm@rel32@lo+4
	s_addc_u32 s17, s17, _Z6mul_himm@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	v_accvgpr_read_b32 v3, a34              ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s15, v2, 13
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_readlane_b32 s8, v2, 9
	v_readlane_b32 s9, v2, 10
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s14, v2, 0
	v_readlane_b32 s16, v2, 15
	v_mov_b32_e32 v2, v1
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 26 42                         ; k1.cl:26:42
	v_accvgpr_write_b32 a46, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a45, v1             ;  Reload Reuse
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 26 44                         ; k1.cl:26:44
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	.loc	0 26 42                         ; k1.cl:26:42
	v_lshlrev_b64 v[6:7], s16, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[16:17], v0, v4
	v_addc_co_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dwordx2 v[4:5], v[0:1], off
	.loc	0 26 35                         ; k1.cl:26:35
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v4
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v1, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6rotatemm@rel32@lo+4
	s_addc_u32 s17, s17, _Z6rotatemm@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v2, 13
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v2, a46              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a45              ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v4, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v4, 15
	v_mov_b32_e32 v4, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	.loc	0 26 33                         ; k1.cl:26:33
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v6, v5
	v_xor_b32_e64 v1, v1, v6
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_xor_b32_e64 v4, v2, v3
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	.loc	0 26 3                          ; k1.cl:26:3
	buffer_load_dword v10, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v1
	.loc	0 26 5                          ; k1.cl:26:5
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	.loc	0 26 3                          ; k1.cl:26:3
	v_lshlrev_b64 v[8:9], s4, v[2:3]
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v3, v9
	v_add_co_u32_e64 v2, s[4:5], v2, v6
	v_addc_co_u32_e64 v1, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	.loc	0 26 8                          ; k1.cl:26:8
	global_store_dwordx2 v[2:3], v[4:5], off
                                        ; kill: killed $vgpr0
	.loc	0 27 1 is_stmt 1                ; k1.cl:27:1
	s_endpgm
.Ltmp23:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wide
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16448
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 91
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 44
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
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text.wide,"ax",@progbits
.Lfunc_end4:
	.size	wide, .Lfunc_end4-wide
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2696
; NumSgprs: 42
; NumVgprs: 41
; NumAgprs: 47
; TotalNumVgprs: 91
; ScratchSize: 16448
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 91
; AccumOffset: 44
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
	.long	400                             ; 0x190
	.size	__oclc_ABI_version, 4

	.hidden	_Z3fmafff
	.hidden	_Z4sqrtf
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
	.byte	1                               ; DW_FORM_addr
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
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
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	17                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	18                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
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
	.byte	23                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x2b1 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.quad	0                               ; DW_AT_low_pc
	.byte	0                               ; DW_AT_ranges
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
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
	.byte	15                              ; Abbrev [15] 0xbf:0x2d DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	16                              ; Abbrev [16] 0xcf:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0xdd:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	568                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0xec:0x2d DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	16                              ; Abbrev [16] 0xfc:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x10a:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x119:0x77 DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	16                              ; Abbrev [16] 0x126:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	34                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	573                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x134:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	35                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	578                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x142:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	36                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	588                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x150:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	37                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x15e:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	38                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x16c:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	28
	.byte	49
	.byte	22
	.byte	24
	.byte	39                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x17a:0x15 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp15-.Ltmp5                  ; DW_AT_high_pc
	.byte	18                              ; Abbrev [18] 0x180:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.byte	40                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x190:0x70 DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	16                              ; Abbrev [16] 0x19d:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	40                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	597                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1ab:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	568                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1b9:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	43                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	642                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1c7:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	45                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	646                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1d5:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.byte	47                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	650                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1e3:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	36
	.byte	49
	.byte	22
	.byte	24
	.byte	50                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x1f1:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	40
	.byte	49
	.byte	22
	.byte	24
	.byte	51                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x200:0x38 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	16                              ; Abbrev [16] 0x20d:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	662                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x21b:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	687                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x229:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	51                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	692                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x238:0x5 DW_TAG_pointer_type
	.long	175                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x23d:0x5 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x242:0x5 DW_TAG_pointer_type
	.long	583                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x247:0x5 DW_TAG_const_type
	.long	66                              ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x24c:0x9 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	11                              ; Abbrev [11] 0x255:0x5 DW_TAG_pointer_type
	.long	602                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x25a:0x8 DW_TAG_typedef
	.long	610                             ; DW_AT_type
	.byte	42                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	22                              ; Abbrev [22] 0x262:0x20 DW_TAG_structure_type
	.byte	32                              ; DW_AT_byte_size
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	23                              ; Abbrev [23] 0x266:0x9 DW_TAG_member
	.byte	32                              ; DW_AT_name
	.long	130                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	23                              ; Abbrev [23] 0x26f:0x9 DW_TAG_member
	.byte	33                              ; DW_AT_name
	.long	175                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	16                              ; DW_AT_data_member_location
	.byte	23                              ; Abbrev [23] 0x278:0x9 DW_TAG_member
	.byte	41                              ; DW_AT_name
	.long	150                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.byte	20                              ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x282:0x4 DW_TAG_base_type
	.byte	44                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x286:0x4 DW_TAG_base_type
	.byte	46                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x28a:0x8 DW_TAG_typedef
	.long	658                             ; DW_AT_type
	.byte	49                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0x292:0x4 DW_TAG_base_type
	.byte	48                              ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0x296:0x5 DW_TAG_pointer_type
	.long	667                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x29b:0x8 DW_TAG_typedef
	.long	675                             ; DW_AT_type
	.byte	52                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	224                             ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0x2a3:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	642                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x2a8:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x2af:0x5 DW_TAG_pointer_type
	.long	179                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2b4:0x8 DW_TAG_typedef
	.long	187                             ; DW_AT_type
	.byte	53                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	142                             ; DW_AT_decl_line
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	3                               ; DW_RLE_startx_length
	.byte	1                               ;   start index
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Lfunc_end1-.Lfunc_begin1      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	3                               ;   start index
	.uleb128 .Lfunc_end2-.Lfunc_begin2      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	5                               ;   start index
	.uleb128 .Lfunc_end3-.Lfunc_begin3      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	6                               ;   start index
	.uleb128 .Lfunc_end4-.Lfunc_begin4      ;   length
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end0:
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
	.asciz	"f2"                            ; string offset=395
.Linfo_string27:
	.asciz	"reduce"                        ; string offset=398
.Linfo_string28:
	.asciz	"structs"                       ; string offset=405
.Linfo_string29:
	.asciz	"wide"                          ; string offset=413
.Linfo_string30:
	.asciz	"x"                             ; string offset=418
.Linfo_string31:
	.asciz	"p"                             ; string offset=420
.Linfo_string32:
	.asciz	"a"                             ; string offset=422
.Linfo_string33:
	.asciz	"b"                             ; string offset=424
.Linfo_string34:
	.asciz	"out"                           ; string offset=426
.Linfo_string35:
	.asciz	"in"                            ; string offset=430
.Linfo_string36:
	.asciz	"tmp"                           ; string offset=433
.Linfo_string37:
	.asciz	"n"                             ; string offset=437
.Linfo_string38:
	.asciz	"lid"                           ; string offset=439
.Linfo_string39:
	.asciz	"gid"                           ; string offset=443
.Linfo_string40:
	.asciz	"s"                             ; string offset=447
.Linfo_string41:
	.asciz	"c"                             ; string offset=449
.Linfo_string42:
	.asciz	"S"                             ; string offset=451
.Linfo_string43:
	.asciz	"d"                             ; string offset=453
.Linfo_string44:
	.asciz	"double"                        ; string offset=455
.Linfo_string45:
	.asciz	"l"                             ; string offset=462
.Linfo_string46:
	.asciz	"long"                          ; string offset=464
.Linfo_string47:
	.asciz	"u"                             ; string offset=469
.Linfo_string48:
	.asciz	"unsigned char"                 ; string offset=471
.Linfo_string49:
	.asciz	"uchar"                         ; string offset=485
.Linfo_string50:
	.asciz	"h"                             ; string offset=491
.Linfo_string51:
	.asciz	"i"                             ; string offset=493
.Linfo_string52:
	.asciz	"double2"                       ; string offset=495
.Linfo_string53:
	.asciz	"size_t"                        ; string offset=503
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
	.quad	.Ltmp5
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym helper
	.addrsig_sym f2
	.addrsig_sym _Z3fmafff
	.addrsig_sym _Z4sqrtf
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z7barrierj
	.addrsig_sym _Z14get_local_sizej
	.addrsig_sym _Z12get_group_idj
	.addrsig_sym _Z10atomic_addPU3AS1Vii
	.addrsig_sym _Z25atomic_fetch_max_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope
	.addrsig_sym _Z15get_global_sizej
	.addrsig_sym _Z8popcountm
	.addrsig_sym _Z6mul_himm
	.addrsig_sym _Z6rotatemm
	.addrsig_sym lut
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     42
    .args:
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         64
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         72
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce
    .private_segment_fixed_size: 16432
    .sgpr_count:     42
    .sgpr_spill_count: 47
    .symbol:         reduce.kd
    .vgpr_count:     86
    .vgpr_spill_count: 24
    .wavefront_size: 64
  - .agpr_count:     36
    .args:
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         72
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         80
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           structs
    .private_segment_fixed_size: 16480
    .sgpr_count:     44
    .sgpr_spill_count: 13
    .symbol:         structs.kd
    .vgpr_count:     80
    .vgpr_spill_count: 6
    .wavefront_size: 64
  - .agpr_count:     47
    .args:
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         56
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         64
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           wide
    .private_segment_fixed_size: 16448
    .sgpr_count:     42
    .sgpr_spill_count: 16
    .symbol:         wide.kd
    .vgpr_count:     91
    .vgpr_spill_count: 17
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
