; Debian clang version 19.1.7 (3~deb12u1): clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx906 -nogpulib -O2 -g -mcode-object-version=5 -fdebug-compilation-dir=. -gdwarf-4 -S k2.cl -o -
; options: -mcpu=gfx906
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.hidden	deep                            ; -- Begin function deep
	.globl	deep
	.p2align	2
	.type	deep,@function
deep:                                   ; @deep
.Lfunc_begin0:
	.file	1 "." "./util.h"
	.loc	1 6 0                           ; ./util.h:6:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v42, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	buffer_store_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v40, v3
.Ltmp0:
	;DEBUG_VALUE: deep:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1_vgpr2
	;DEBUG_VALUE: deep:depth <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr40
	.loc	1 8 46 prologue_end             ; ./util.h:8:46
	v_add_u32_e32 v3, 1, v0
	.loc	1 8 51 is_stmt 0                ; ./util.h:8:51
	v_and_b32_e32 v3, 31, v3
	.loc	1 8 41                          ; ./util.h:8:41
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v5, 2, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v3, vcc, v1, v3
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v5, 31, v5
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v4, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v5, 2, v5
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v7, 3, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v5, vcc, v1, v5
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v7, 31, v7
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v6, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v7, 2, v7
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v9, 4, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v7, vcc, v1, v7
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v9, 31, v9
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v8, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v9, 2, v9
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v11, 5, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v9, vcc, v1, v9
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v11, 31, v11
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v10, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v11, 2, v11
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v13, 6, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v11, vcc, v1, v11
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v13, 31, v13
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v12, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v13, 2, v13
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v15, 7, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v13, vcc, v1, v13
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v15, 31, v15
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v14, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v15, 2, v15
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v17, 8, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v15, vcc, v1, v15
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v17, 31, v17
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v16, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v17, 2, v17
	v_add_co_u32_e32 v17, vcc, v1, v17
	v_addc_co_u32_e32 v18, vcc, 0, v2, vcc
	global_load_dword v19, v[3:4], off
	global_load_dword v20, v[5:6], off
	global_load_dword v21, v[7:8], off
	global_load_dword v22, v[9:10], off
	global_load_dword v23, v[11:12], off
	global_load_dword v24, v[13:14], off
	global_load_dword v25, v[15:16], off
	global_load_dword v26, v[17:18], off
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v3, 9, v0
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v3, 31, v3
	.loc	1 8 41                          ; ./util.h:8:41
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v5, 10, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v3, vcc, v1, v3
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v5, 31, v5
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v4, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v5, 2, v5
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v7, 11, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v5, vcc, v1, v5
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v7, 31, v7
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v6, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_co_u32_e32 v7, vcc, v1, v7
	v_addc_co_u32_e32 v8, vcc, 0, v2, vcc
	global_load_dword v11, v[3:4], off
	global_load_dword v12, v[5:6], off
	global_load_dword v13, v[7:8], off
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v3, 12, v0
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v3, 31, v3
	.loc	1 8 41                          ; ./util.h:8:41
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v5, 13, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v3, vcc, v1, v3
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v5, 31, v5
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v4, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v5, 2, v5
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v7, 14, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v5, vcc, v1, v5
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v7, 31, v7
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v6, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v7, 2, v7
	.loc	1 8 46                          ; ./util.h:8:46
	v_add_u32_e32 v9, 15, v0
	.loc	1 8 41                          ; ./util.h:8:41
	v_add_co_u32_e32 v7, vcc, v1, v7
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e32 v9, 31, v9
	.loc	1 8 41                          ; ./util.h:8:41
	v_addc_co_u32_e32 v8, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v9, 2, v9
	v_add_co_u32_e32 v9, vcc, v1, v9
	v_addc_co_u32_e32 v10, vcc, 0, v2, vcc
	global_load_dword v14, v[3:4], off
	global_load_dword v15, v[5:6], off
	global_load_dword v16, v[7:8], off
	global_load_dword v17, v[9:10], off
	v_mov_b32_e32 v3, 0
.Ltmp1:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v3, off, s[0:3], s33 offset:8
.Ltmp2:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	s_waitcnt vmcnt(15)
	buffer_store_dword v19, off, s[0:3], s33 offset:12
.Ltmp3:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(15)
	v_lshlrev_b32_e32 v3, 1, v20
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v3, off, s[0:3], s33 offset:16
.Ltmp4:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(15)
	v_lshl_add_u32 v3, v21, 1, v21
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v3, off, s[0:3], s33 offset:20
.Ltmp5:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(15)
	v_lshlrev_b32_e32 v3, 2, v22
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v3, off, s[0:3], s33 offset:24
.Ltmp6:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(14)
	v_mul_lo_u32 v3, v24, 6
	v_lshl_add_u32 v5, v23, 2, v23
	s_waitcnt vmcnt(13)
	v_mul_lo_u32 v4, v25, 7
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v5, off, s[0:3], s33 offset:28
.Ltmp7:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	buffer_store_dword v3, off, s[0:3], s33 offset:32
.Ltmp8:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	buffer_store_dword v4, off, s[0:3], s33 offset:36
.Ltmp9:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(15)
	v_lshlrev_b32_e32 v3, 3, v26
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v3, off, s[0:3], s33 offset:40
.Ltmp10:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	.loc	1 0 39                          ; ./util.h:0:39
	v_writelane_b32 v42, s4, 4
	v_writelane_b32 v42, s30, 0
	v_writelane_b32 v42, s31, 1
	v_writelane_b32 v42, s34, 2
	v_writelane_b32 v42, s35, 3
.Ltmp11:
	;DEBUG_VALUE: deep:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: deep:depth <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	1 9 13 is_stmt 1                ; ./util.h:9:13
	v_cmp_gt_i32_e32 vcc, 1, v40
	s_addk_i32 s32, 0x1400
.Ltmp12:
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(15)
	v_lshl_add_u32 v5, v11, 3, v11
	s_waitcnt vmcnt(14)
	v_mul_lo_u32 v3, v12, 10
.Ltmp13:
	s_waitcnt vmcnt(13)
	v_mul_lo_u32 v4, v13, 11
	.loc	1 8 39 is_stmt 0                ; ./util.h:8:39
	buffer_store_dword v5, off, s[0:3], s33 offset:44
.Ltmp14:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	buffer_store_dword v3, off, s[0:3], s33 offset:48
.Ltmp15:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	buffer_store_dword v4, off, s[0:3], s33 offset:52
.Ltmp16:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(15)
	v_mul_lo_u32 v3, v14, 12
	s_waitcnt vmcnt(14)
	v_mul_lo_u32 v4, v15, 13
	s_waitcnt vmcnt(13)
	v_mul_lo_u32 v5, v16, 14
	s_waitcnt vmcnt(12)
	v_mul_lo_u32 v6, v17, 15
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v3, off, s[0:3], s33 offset:56
.Ltmp17:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	buffer_store_dword v4, off, s[0:3], s33 offset:60
.Ltmp18:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	buffer_store_dword v5, off, s[0:3], s33 offset:64
.Ltmp19:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	buffer_store_dword v6, off, s[0:3], s33 offset:68
.Ltmp20:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
                                        ; implicit-def: $vgpr3
	.loc	1 9 7 is_stmt 1                 ; ./util.h:9:7
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_2
.Ltmp21:
; %bb.1:
	;DEBUG_VALUE: deep:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: deep:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1_vgpr2
	.loc	1 0 7 is_stmt 0                 ; ./util.h:0:7
	v_lshrrev_b32_e64 v1, 6, s33
.Ltmp22:
	.loc	1 10 16 is_stmt 1               ; ./util.h:10:16
	v_and_b32_e32 v0, 7, v0
.Ltmp23:
	.loc	1 0 16 is_stmt 0                ; ./util.h:0:16
	v_add_u32_e32 v1, 8, v1
	.loc	1 10 10                         ; ./util.h:10:10
	v_lshl_add_u32 v0, v0, 2, v1
	buffer_load_dword v3, v0, s[0:3], 0 offen
                                        ; implicit-def: $vgpr1_vgpr2
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr40
.LBB0_2:
	.loc	1 9 7 is_stmt 1                 ; ./util.h:9:7
	s_or_saveexec_b64 s[34:35], s[4:5]
.Ltmp24:
	;DEBUG_VALUE: deep:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_xor_b64 exec, exec, s[34:35]
	s_cbranch_execz .LBB0_4
.Ltmp25:
; %bb.3:
	;DEBUG_VALUE: deep:p <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1_vgpr2
	.loc	1 0 7 is_stmt 0                 ; ./util.h:0:7
	v_lshrrev_b32_e64 v41, 6, s33
.Ltmp26:
	.loc	1 9 36                          ; ./util.h:9:36
	v_and_b32_e32 v0, 15, v0
	v_add_u32_e32 v41, 8, v41
	.loc	1 9 30                          ; ./util.h:9:30
	v_lshl_add_u32 v0, v0, 2, v41
	buffer_load_dword v0, v0, s[0:3], 0 offen
	.loc	1 9 52                          ; ./util.h:9:52
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v3, -1, v40
	.loc	1 9 25                          ; ./util.h:9:25
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, deep@rel32@lo+4
	s_addc_u32 s5, s5, deep@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp27:
	.loc	1 9 69                          ; ./util.h:9:69
	v_and_b32_e32 v1, 15, v40
	.loc	1 9 59                          ; ./util.h:9:59
	v_lshl_add_u32 v1, v1, 2, v41
	buffer_load_dword v1, v1, s[0:3], 0 offen
	.loc	1 9 57                          ; ./util.h:9:57
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v1, v0
.Ltmp28:
.LBB0_4:
	.loc	1 0 57                          ; ./util.h:0:57
	s_or_b64 exec, exec, s[34:35]
	.loc	1 11 1 is_stmt 1                ; ./util.h:11:1
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v0, v3
	v_readlane_b32 s35, v42, 3
	v_readlane_b32 s34, v42, 2
	v_readlane_b32 s31, v42, 1
	v_readlane_b32 s30, v42, 0
	v_readlane_b32 s4, v42, 4
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v42, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	1 11 1 epilogue_begin is_stmt 0 ; ./util.h:11:1
	s_addk_i32 s32, 0xec00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp29:
.Lfunc_end0:
	.size	deep, .Lfunc_end0-deep
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1052
; NumSgprs: 40
; NumVgprs: 43
; ScratchSize: 80
; MemoryBound: 0
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
.Lfunc_begin1:
	.file	2 "." "k2.cl"
	.loc	2 3 0 is_stmt 1                 ; k2.cl:3:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s9
.Ltmp30:
	.loc	2 4 11 prologue_end             ; k2.cl:4:11
	s_load_dwordx4 s[36:39], s[4:5], 0x0
	s_load_dword s6, s[4:5], 0x10
	;DEBUG_VALUE: calls:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: calls:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: calls:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 4 44 is_stmt 0                ; k2.cl:4:44
	v_lshl_add_u32 v0, s8, 6, v0
.Ltmp31:
	;DEBUG_VALUE: calls:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	2 5 18 is_stmt 1                ; k2.cl:5:18
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[43:44], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s39
	v_add_co_u32_e32 v0, vcc, s38, v43
.Ltmp32:
	v_addc_co_u32_e32 v1, vcc, v1, v44, vcc
	global_load_dword v0, v[0:1], off
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	.loc	2 6 12                          ; k2.cl:6:12
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, deep@rel32@lo+4
	s_addc_u32 s5, s5, deep@rel32@hi+12
	.loc	2 5 25                          ; k2.cl:5:25
	s_sub_i32 s7, 0, s6
.Ltmp33:
	.loc	1 4 10                          ; ./util.h:4:10
	v_mov_b32_e32 v1, s7
.Ltmp34:
	.loc	2 6 26                          ; k2.cl:6:26
	s_and_b32 s8, s6, 3
.Ltmp35:
	;DEBUG_VALUE: clampi:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: clampi:hi <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: clampi:lo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 6 12 is_stmt 0                ; k2.cl:6:12
	v_mov_b32_e32 v3, s8
	s_mov_b32 s32, 0
.Ltmp36:
	.loc	1 4 10 is_stmt 1                ; ./util.h:4:10
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v2, s6, v0
	.loc	1 4 12 is_stmt 0                ; ./util.h:4:12
	v_cmp_gt_i32_e32 vcc, s7, v0
.Ltmp37:
	;DEBUG_VALUE: clampi:lo <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	1 4 10                          ; ./util.h:4:10
	v_cndmask_b32_e32 v40, v2, v1, vcc
.Ltmp38:
	;DEBUG_VALUE: calls:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr40
	.loc	2 6 12 is_stmt 1                ; k2.cl:6:12
	v_mov_b32_e32 v1, s38
.Ltmp39:
	v_mov_b32_e32 v2, s39
	v_mov_b32_e32 v0, v40
.Ltmp40:
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp41:
	;DEBUG_VALUE: twice:v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr40
	.file	3 "." "./more.h"
	.loc	3 1 43                          ; ./more.h:1:43
	v_lshlrev_b32_e32 v1, 1, v40
	.loc	3 1 52 is_stmt 0                ; ./more.h:1:52
	v_ashrrev_i32_e32 v2, 3, v40
.Ltmp42:
	.loc	2 6 31 is_stmt 1                ; k2.cl:6:31
	v_add3_u32 v2, v2, v0, v1
	.loc	2 6 3 is_stmt 0                 ; k2.cl:6:3
	v_mov_b32_e32 v1, s37
	v_add_co_u32_e32 v0, vcc, s36, v43
	v_addc_co_u32_e32 v1, vcc, v1, v44, vcc
	.loc	2 6 10                          ; k2.cl:6:10
	global_store_dword v[0:1], v2, off
	.loc	2 7 1 is_stmt 1                 ; k2.cl:7:1
	s_endpgm
.Ltmp43:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 40
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
.Lfunc_end1:
	.size	calls, .Lfunc_end1-calls
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; NumSgprs: 46
; NumVgprs: 45
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 45
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	second                  ; -- Begin function second
	.globl	second
	.p2align	8
	.type	second,@function
second:                                 ; @second
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	2 9 16 prologue_end             ; k2.cl:9:16
	s_load_dwordx2 s[0:1], s[4:5], 0x0
.Ltmp44:
	;DEBUG_VALUE: second:t <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: second:o <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 0 16 is_stmt 0                ; k2.cl:0:16
	s_mov_b32 s8, 0
.Ltmp45:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: second:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	.loc	2 11 26 is_stmt 1               ; k2.cl:11:26
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_mov_b32_e32 v1, 0
.Ltmp46:
	.loc	2 11 3 is_stmt 0                ; k2.cl:11:3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_4
.Ltmp47:
; %bb.1:
	;DEBUG_VALUE: second:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: second:t <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	2 0 3                           ; k2.cl:0:3
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[6:7], s[0:1]
.Ltmp48:
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: second:t <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: second:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	2 11 43                         ; k2.cl:11:43
	s_load_dword s9, s[6:7], 0x0
	.loc	2 11 50                         ; k2.cl:11:50
	v_cvt_f32_u32_e32 v2, s8
	.loc	2 11 31                         ; k2.cl:11:31
	s_add_i32 s8, s8, 1
	.loc	2 11 26                         ; k2.cl:11:26
	s_add_u32 s6, s6, 4
	v_cmp_eq_u32_e32 vcc, s8, v0
	s_addc_u32 s7, s7, 0
.Ltmp49:
	.loc	2 11 3                          ; k2.cl:11:3
	s_or_b64 s[4:5], vcc, s[4:5]
.Ltmp50:
	.loc	2 11 40                         ; k2.cl:11:40
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, s9, v2
.Ltmp51:
	;DEBUG_VALUE: second:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	2 11 3                          ; k2.cl:11:3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_2
.Ltmp52:
; %bb.3:
	;DEBUG_VALUE: second:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: second:t <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	2 0 3                           ; k2.cl:0:3
	s_or_b64 exec, exec, s[4:5]
.Ltmp53:
.LBB2_4:
	;DEBUG_VALUE: second:t <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	s_or_b64 exec, exec, s[2:3]
	.loc	2 13 3 is_stmt 1                ; k2.cl:13:3
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp54:
	.loc	2 12 3                          ; k2.cl:12:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	2 13 8                          ; k2.cl:13:8
	global_store_dword v0, v1, s[0:1]
	.loc	2 14 1                          ; k2.cl:14:1
	s_endpgm
.Ltmp55:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel second
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	second, .Lfunc_end2-second
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; NumSgprs: 14
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 3
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.section	.debug_loc,"",@progbits
.Ldebug_loc0:
	.quad	.Ltmp0-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	168                             ; 2600
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc1:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.short	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc2:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc3:
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc4:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc5:
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc6:
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Lfunc_end1-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	168                             ; 2600
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc7:
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc8:
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.short	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
.Ldebug_loc9:
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.short	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.ascii	"\227B"                         ; DW_AT_GNU_all_call_sites
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
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
	.byte	4                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	23                              ; DW_FORM_sec_offset
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	23                              ; DW_FORM_sec_offset
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.ascii	"\211\202\001"                  ; DW_TAG_GNU_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\223B"                         ; DW_AT_GNU_call_site_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.ascii	"\227B"                         ; DW_AT_GNU_all_call_sites
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
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
	.byte	12                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	23                              ; DW_FORM_sec_offset
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x216 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x7 DW_TAG_base_type
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x31:0x7c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
                                        ; DW_AT_GNU_all_call_sites
	.long	.Linfo_string10                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x4b:0xf DW_TAG_formal_parameter
	.long	.Ldebug_loc2                    ; DW_AT_location
	.long	.Linfo_string18                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5a:0xb DW_TAG_formal_parameter
	.long	.Linfo_string15                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	527                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x65:0xf DW_TAG_formal_parameter
	.long	.Ldebug_loc0                    ; DW_AT_location
	.long	.Linfo_string16                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x74:0x11 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.long	.Linfo_string13                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	508                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x85:0x15 DW_TAG_lexical_block
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	8                               ; Abbrev [8] 0x8a:0xf DW_TAG_variable
	.long	.Ldebug_loc1                    ; DW_AT_location
	.long	.Linfo_string17                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x9a:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp27                         ; DW_AT_low_pc
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xad:0x2e DW_TAG_subprogram
	.long	.Linfo_string4                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	1                               ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0xb9:0xb DW_TAG_formal_parameter
	.long	.Linfo_string6                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xc4:0xb DW_TAG_formal_parameter
	.long	.Linfo_string7                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xcf:0xb DW_TAG_formal_parameter
	.long	.Linfo_string8                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xdb:0x7 DW_TAG_base_type
	.long	.Linfo_string5                  ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0xe2:0x18 DW_TAG_subprogram
	.long	.Linfo_string9                  ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	1                               ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0xee:0xb DW_TAG_formal_parameter
	.long	.Linfo_string6                  ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xfa:0xa7 DW_TAG_subprogram
	.quad	.Lfunc_begin1                   ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_GNU_all_call_sites
	.long	.Linfo_string11                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x10e:0xb DW_TAG_formal_parameter
	.long	.Linfo_string19                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	527                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x119:0xb DW_TAG_formal_parameter
	.long	.Linfo_string20                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	527                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x124:0xb DW_TAG_formal_parameter
	.long	.Linfo_string21                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x12f:0xf DW_TAG_variable
	.long	.Ldebug_loc3                    ; DW_AT_location
	.long	.Linfo_string17                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x13e:0xf DW_TAG_variable
	.long	.Ldebug_loc6                    ; DW_AT_location
	.long	.Linfo_string6                  ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	219                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x14d:0x1f DW_TAG_inlined_subroutine
	.long	173                             ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	5                               ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x159:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc4                    ; DW_AT_location
	.long	185                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x162:0x9 DW_TAG_formal_parameter
	.long	.Ldebug_loc5                    ; DW_AT_location
	.long	196                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x16c:0x22 DW_TAG_inlined_subroutine
	.long	226                             ; DW_AT_abstract_origin
	.quad	.Ltmp41                         ; DW_AT_low_pc
	.long	.Ltmp42-.Ltmp41                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	6                               ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x180:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\250\024"
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.long	238                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x18e:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp41                         ; DW_AT_low_pc
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x1a1:0x5b DW_TAG_subprogram
	.quad	.Lfunc_begin2                   ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_GNU_all_call_sites
	.long	.Linfo_string12                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x1b5:0xb DW_TAG_formal_parameter
	.long	.Linfo_string26                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	539                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x1c0:0xf DW_TAG_variable
	.long	.Ldebug_loc7                    ; DW_AT_location
	.long	.Linfo_string22                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	532                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x1cf:0xf DW_TAG_variable
	.long	.Ldebug_loc9                    ; DW_AT_location
	.long	.Linfo_string25                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	42                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1de:0x1d DW_TAG_lexical_block
	.quad	.Ltmp45                         ; DW_AT_low_pc
	.long	.Ltmp52-.Ltmp45                 ; DW_AT_high_pc
	.byte	8                               ; Abbrev [8] 0x1eb:0xf DW_TAG_variable
	.long	.Ldebug_loc8                    ; DW_AT_location
	.long	.Linfo_string24                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	532                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x1fc:0xc DW_TAG_array_type
	.long	219                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x201:0x6 DW_TAG_subrange_type
	.long	520                             ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x208:0x7 DW_TAG_base_type
	.long	.Linfo_string14                 ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	20                              ; Abbrev [20] 0x20f:0x5 DW_TAG_pointer_type
	.long	219                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x214:0x7 DW_TAG_base_type
	.long	.Linfo_string23                 ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	20                              ; Abbrev [20] 0x21b:0x5 DW_TAG_pointer_type
	.long	42                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp0-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"k2.cl"                         ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=46
.Linfo_string3:
	.asciz	"float"                         ; string offset=48
.Linfo_string4:
	.asciz	"clampi"                        ; string offset=54
.Linfo_string5:
	.asciz	"int"                           ; string offset=61
.Linfo_string6:
	.asciz	"v"                             ; string offset=65
.Linfo_string7:
	.asciz	"lo"                            ; string offset=67
.Linfo_string8:
	.asciz	"hi"                            ; string offset=70
.Linfo_string9:
	.asciz	"twice"                         ; string offset=73
.Linfo_string10:
	.asciz	"deep"                          ; string offset=79
.Linfo_string11:
	.asciz	"calls"                         ; string offset=84
.Linfo_string12:
	.asciz	"second"                        ; string offset=90
.Linfo_string13:
	.asciz	"buf"                           ; string offset=97
.Linfo_string14:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=101
.Linfo_string15:
	.asciz	"p"                             ; string offset=121
.Linfo_string16:
	.asciz	"depth"                         ; string offset=123
.Linfo_string17:
	.asciz	"i"                             ; string offset=129
.Linfo_string18:
	.asciz	"x"                             ; string offset=131
.Linfo_string19:
	.asciz	"out"                           ; string offset=133
.Linfo_string20:
	.asciz	"in"                            ; string offset=137
.Linfo_string21:
	.asciz	"n"                             ; string offset=140
.Linfo_string22:
	.asciz	"t"                             ; string offset=142
.Linfo_string23:
	.asciz	"unsigned int"                  ; string offset=144
.Linfo_string24:
	.asciz	"k"                             ; string offset=157
.Linfo_string25:
	.asciz	"acc"                           ; string offset=159
.Linfo_string26:
	.asciz	"o"                             ; string offset=163
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           calls
    .private_segment_fixed_size: 80
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         calls.kd
    .uses_dynamic_stack: false
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           second
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         second.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
