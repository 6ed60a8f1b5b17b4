; Debian clang version 19.1.7 (3~deb12u1): clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O0 -g -mcode-object-version=4 -fdebug-compilation-dir=. -S k2.cl -o -
; options: -mcpu=gfx90a
	.text
	.file	0 "." "k2.cl" md5 0xdba65e3531a779eb9b531995e930a5c5
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 4
	.hidden	deep                            ; -- Begin function deep
	.globl	deep
	.p2align	2
	.type	deep,@function
deep:                                   ; @deep
.Lfunc_begin0:
	.file	1 "." "util.h" md5 0xd80c49a6256091a696195495ae03621f
	.loc	1 6 0                           ; ./util.h:6:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[18:19], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_mov_b64 exec, -1
	buffer_store_dword v40, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 4
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_add_i32 s32, s32, 0x2000
                                        ; implicit-def: $vgpr4 : SGPR spill to VGPR lane
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_writelane_b32 v0, s15, 0
	v_writelane_b32 v0, s14, 1
	v_writelane_b32 v0, s13, 2
	v_writelane_b32 v0, s12, 3
	v_writelane_b32 v0, s10, 4
	v_writelane_b32 v0, s11, 5
	v_writelane_b32 v0, s8, 6
	v_writelane_b32 v0, s9, 7
	v_writelane_b32 v0, s6, 8
	v_writelane_b32 v0, s7, 9
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
                                        ; implicit-def: $sgpr4_sgpr5
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	v_mov_b32_e32 v1, v5
	buffer_store_dword v1, off, s[0:3], s33 offset:12
	v_mov_b32_e32 v1, v4
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v1, 0
.Ltmp0:
	.loc	1 8 12 prologue_end             ; ./util.h:8:12
	buffer_store_dword v1, off, s[0:3], s33 offset:84
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	1 8 8 is_stmt 0                 ; ./util.h:8:8
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 8                           ; ./util.h:0:8
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 14
	v_readlane_b32 s5, v0, 15
	v_readlane_b32 s6, v0, 12
	v_readlane_b32 s7, v0, 13
	v_writelane_b32 v0, s6, 16
	v_writelane_b32 v0, s7, 17
.Ltmp1:
	.loc	1 8 19                          ; ./util.h:8:19
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	s_mov_b32 s6, 16
	.loc	1 8 21                          ; ./util.h:8:21
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 18
	v_writelane_b32 v0, s5, 19
.Ltmp2:
	.loc	1 8 3                           ; ./util.h:8:3
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 22
	v_writelane_b32 v0, s5, 23
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp3:
	.loc	1 8 41                          ; ./util.h:8:41
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	1 8 44                          ; ./util.h:8:44
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	.loc	1 8 48                          ; ./util.h:8:48
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	.loc	1 8 46                          ; ./util.h:8:46
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	s_mov_b32 s4, 31
	.loc	1 8 51                          ; ./util.h:8:51
	v_and_b32_e64 v0, v0, s4
	s_mov_b32 s4, 2
	.loc	1 8 41                          ; ./util.h:8:41
	v_lshlrev_b32_e64 v6, s4, v0
	s_mov_b32 s5, 0
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[6:7], v2, v4
	v_addc_co_u32_e64 v0, s[6:7], v0, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	global_load_dword v0, v[2:3], off
	.loc	1 8 57                          ; ./util.h:8:57
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	v_lshrrev_b32_e64 v2, 6, s33
	v_add_u32_e32 v2, 20, v2
	.loc	1 8 32                          ; ./util.h:8:32
	v_lshl_add_u32 v1, v1, s4, v2
	.loc	1 8 39                          ; ./util.h:8:39
	buffer_store_dword v0, v1, s[0:3], 0 offen
	.loc	1 8 32                          ; ./util.h:8:32
	s_branch .LBB0_4
.Ltmp4:
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	.loc	1 0 32                          ; ./util.h:0:32
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 22
	v_readlane_b32 s5, v0, 23
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 16
	v_readlane_b32 s9, v0, 17
	v_readlane_b32 s6, v0, 20
	v_readlane_b32 s7, v0, 21
	.loc	1 8 3                           ; ./util.h:8:3
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 14
	v_writelane_b32 v0, s7, 15
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp5:
	.loc	1 8 28                          ; ./util.h:8:28
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 18
	v_readlane_b32 s5, v0, 19
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:84
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 8 3                           ; ./util.h:8:3
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_branch .LBB0_3
.Ltmp6:
.LBB0_5:
	.loc	1 8 3                           ; ./util.h:8:3
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 24
	v_readlane_b32 s5, v0, 25
	s_or_b64 exec, exec, s[4:5]
.Ltmp7:
; %bb.6:
	.loc	1 9 7 is_stmt 1                 ; ./util.h:9:7
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_mov_b32 s4, 1
	.loc	1 9 13 is_stmt 0                ; ./util.h:9:13
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], v1, s4
.Ltmp8:
	.loc	1 9 7                           ; ./util.h:9:7
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 26
	v_writelane_b32 v0, s7, 27
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_9
.LBB0_7:
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 26
	v_readlane_b32 s5, v0, 27
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 28
	v_writelane_b32 v0, s5, 29
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.8:
.Ltmp9:
	.loc	1 9 34                          ; ./util.h:9:34
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s15, v2, 0
	v_readlane_b32 s14, v2, 1
	v_readlane_b32 s13, v2, 2
	v_readlane_b32 s12, v2, 3
	v_readlane_b32 s10, v2, 4
	v_readlane_b32 s11, v2, 5
	v_readlane_b32 s8, v2, 6
	v_readlane_b32 s9, v2, 7
	v_readlane_b32 s6, v2, 8
	v_readlane_b32 s7, v2, 9
	v_readlane_b32 s4, v2, 10
	v_readlane_b32 s5, v2, 11
	buffer_load_dword v31, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s16, 15
	.loc	1 9 36                          ; ./util.h:9:36
	v_writelane_b32 v2, s16, 30
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s16
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 20, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b32 s16, 2
	.loc	1 9 30                          ; ./util.h:9:30
	v_writelane_b32 v2, s16, 31
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	v_lshl_add_u32 v0, v0, s16, v1
	buffer_load_dword v0, v0, s[0:3], 0 offen
	.loc	1 9 43                          ; ./util.h:9:43
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
	v_mov_b32_e32 v4, s16
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v2
	.loc	1 9 46                          ; ./util.h:9:46
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	s_mov_b32 s16, -1
	.loc	1 9 52                          ; ./util.h:9:52
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v3, v2, s16
	s_mov_b32 s16, 32
	.loc	1 9 25                          ; ./util.h:9:25
	v_lshrrev_b64 v[4:5], s16, v[4:5]
	v_mov_b32_e32 v2, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, deep@rel32@lo+4
	s_addc_u32 s17, s17, deep@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	buffer_load_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_readlane_b32 s5, v1, 30
	v_readlane_b32 s4, v1, 31
	.loc	1 9 63                          ; ./util.h:9:63
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	.loc	1 9 69                          ; ./util.h:9:69
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, v1, s5
	.loc	1 9 59                          ; ./util.h:9:59
	v_lshl_add_u32 v1, v1, s4, v2
	buffer_load_dword v1, v1, s[0:3], 0 offen
	.loc	1 9 57                          ; ./util.h:9:57
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	.loc	1 9 18                          ; ./util.h:9:18
	buffer_store_dword v0, off, s[0:3], s33
	s_branch .LBB0_10
.Ltmp10:
.LBB0_9:
	.loc	1 10 14 is_stmt 1               ; ./util.h:10:14
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s4, 7
	.loc	1 10 16 is_stmt 0               ; ./util.h:10:16
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 20, v1
	s_mov_b32 s4, 2
	.loc	1 10 10                         ; ./util.h:10:10
	v_lshl_add_u32 v0, v0, s4, v1
	buffer_load_dword v0, v0, s[0:3], 0 offen
	.loc	1 10 3                          ; ./util.h:10:3
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33
	s_branch .LBB0_7
.LBB0_10:
	.loc	1 0 3                           ; ./util.h:0:3
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 28
	v_readlane_b32 s5, v1, 29
	s_or_b64 exec, exec, s[4:5]
	.loc	1 11 1 is_stmt 1                ; ./util.h:11:1
	buffer_load_dword v0, off, s[0:3], s33
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
                                        ; kill: killed $vgpr1
	v_readlane_b32 s4, v40, 4
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s35, v40, 3
	s_xor_saveexec_b64 s[6:7], -1
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 exec, -1
	buffer_load_dword v40, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	1 11 1 epilogue_begin is_stmt 0 ; ./util.h:11:1
	s_add_i32 s32, s32, 0xffffe000
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp11:
.Lfunc_end0:
	.size	deep, .Lfunc_end0-deep
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1852
; NumSgprs: 40
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 128
; MemoryBound: 0
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
.Lfunc_begin1:
	.loc	0 3 0 is_stmt 1                 ; k2.cl:3:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	v_writelane_b32 v3, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v3, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v3, 0
	v_writelane_b32 v3, s12, 2
	v_writelane_b32 v3, s10, 3
	v_writelane_b32 v3, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v3, s6, 5
	v_writelane_b32 v3, s7, 6
	v_writelane_b32 v3, s4, 7
	v_writelane_b32 v3, s5, 8
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x8
	s_load_dword s8, s[16:17], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s21
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s9, s20
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s8, 0x3ff
	v_and_b32_e64 v1, v31, s8
	s_mov_b32 s8, 6
.Ltmp12:
	.loc	0 4 44 prologue_end             ; k2.cl:4:44
	v_mov_b32_e32 v0, s8
	v_lshl_add_u32 v0, s12, v0, v1
	.loc	0 4 7 is_stmt 0                 ; k2.cl:4:7
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	.loc	0 5 18 is_stmt 1                ; k2.cl:5:18
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 5 21 is_stmt 0                ; k2.cl:5:21
	buffer_load_dword v0, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s8, 2
	.loc	0 5 18                          ; k2.cl:5:18
	v_writelane_b32 v3, s8, 9
	v_lshlrev_b64 v[6:7], s8, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[8:9], v0, v4
	v_addc_co_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	.loc	0 5 26                          ; k2.cl:5:26
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	s_mov_b32 s8, 0
	.loc	0 5 25                          ; k2.cl:5:25
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v1, s8, v2
	s_mov_b64 s[18:19], 24
	.loc	0 5 11                          ; k2.cl:5:11
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v3, s8, 10
	v_writelane_b32 v3, s9, 11
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_write_b32 a33, v3             ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, clampi@rel32@lo+4
	s_addc_u32 s17, s17, clampi@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v1, a33              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_readlane_b32 s14, v1, 0
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s8, v1, 10
	v_readlane_b32 s9, v1, 11
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	.loc	0 5 7                           ; k2.cl:5:7
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	.loc	0 6 17 is_stmt 1                ; k2.cl:6:17
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	.loc	0 6 20 is_stmt 0                ; k2.cl:6:20
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v4, s15
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v2
	.loc	0 6 24                          ; k2.cl:6:24
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	s_mov_b32 s15, 3
	.loc	0 6 26                          ; k2.cl:6:26
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v3, v2, s15
	s_mov_b32 s15, 32
	.loc	0 6 12                          ; k2.cl:6:12
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v2, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, deep@rel32@lo+4
	s_addc_u32 s17, s17, deep@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v2, a33              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_readlane_b32 s8, v2, 10
	v_readlane_b32 s9, v2, 11
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s14, v2, 0
	.loc	0 6 39                          ; k2.cl:6:39
	v_accvgpr_write_b32 a34, v0             ;  Reload Reuse
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	.loc	0 6 33                          ; k2.cl:6:33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, twice@rel32@lo+4
	s_addc_u32 s17, s17, twice@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v1, a34              ;  Reload Reuse
	v_readlane_b32 s4, v2, 9
	v_mov_b32_e32 v2, v0
	.loc	0 6 31                          ; k2.cl:6:31
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_add_u32_e64 v1, v1, v2
	.loc	0 6 3                           ; k2.cl:6:3
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v2
	.loc	0 6 7                           ; k2.cl:6:7
	buffer_load_dword v2, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	.loc	0 6 3                           ; k2.cl:6:3
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v2, s[4:5], v2, v5
	v_addc_co_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	.loc	0 6 10                          ; k2.cl:6:10
	global_store_dword v[2:3], v1, off
                                        ; kill: killed $vgpr0
	.loc	0 7 1 is_stmt 1                 ; k2.cl:7:1
	s_endpgm
.Ltmp13:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 160
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
		.amdhsa_next_free_vgpr 79
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
	.text
.Lfunc_end1:
	.size	calls, .Lfunc_end1-calls
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1080
; NumSgprs: 44
; NumVgprs: 41
; NumAgprs: 35
; TotalNumVgprs: 79
; ScratchSize: 160
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 79
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
	.text
	.p2align	2                               ; -- Begin function clampi
	.type	clampi,@function
clampi:                                 ; @clampi
.Lfunc_begin2:
	.loc	1 3 0                           ; ./util.h:3:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s12, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0x600
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	v_mov_b32_e32 v3, v0
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	buffer_store_dword v3, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
.Ltmp14:
	.loc	1 4 10 prologue_end             ; ./util.h:4:10
	buffer_load_dword v1, off, s[0:3], s33
	.loc	1 4 14 is_stmt 0                ; ./util.h:4:14
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:4
	.loc	1 4 12                          ; ./util.h:4:12
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s[4:5], v1, v2
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s6
	.loc	1 4 10                          ; ./util.h:4:10
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_6
	s_branch .LBB1_2
.LBB1_1:
	.loc	1 4 19                          ; ./util.h:4:19
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	.loc	1 4 10                          ; ./util.h:4:10
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a2, v0              ;  Reload Reuse
	s_branch .LBB1_8
.LBB1_2:
	.loc	1 4 25                          ; ./util.h:4:25
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	buffer_load_dword v1, off, s[0:3], s33
	.loc	1 4 29                          ; ./util.h:4:29
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	.loc	1 4 27                          ; ./util.h:4:27
	s_waitcnt vmcnt(0)
	v_cmp_le_i32_e64 s[4:5], v1, v2
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s6
	.loc	1 4 25                          ; ./util.h:4:25
	v_accvgpr_write_b32 a3, v1              ;  Reload Reuse
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
	s_branch .LBB1_5
.LBB1_3:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	v_accvgpr_write_b32 a4, v1              ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 4
	v_writelane_b32 v0, s5, 5
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_7
; %bb.4:
	.loc	1 4 34                          ; ./util.h:4:34
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	.loc	1 4 25                          ; ./util.h:4:25
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
	s_branch .LBB1_7
.LBB1_5:
	.loc	1 4 39                          ; ./util.h:4:39
	buffer_load_dword v0, off, s[0:3], s33
	.loc	1 4 25                          ; ./util.h:4:25
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_branch .LBB1_3
.LBB1_6:
	.loc	1 4 10                          ; ./util.h:4:10
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v0, 0
	v_readlane_b32 s5, v0, 1
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	v_accvgpr_write_b32 a2, v1              ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_8
	s_branch .LBB1_1
.LBB1_7:
	.loc	1 0 10                          ; ./util.h:0:10
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v1, 4
	v_readlane_b32 s5, v1, 5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 4 25                          ; ./util.h:4:25
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
	.loc	1 4 10                          ; ./util.h:4:10
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_branch .LBB1_6
.LBB1_8:
	.loc	1 0 10                          ; ./util.h:0:10
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v1, 6
	v_readlane_b32 s5, v1, 7
	s_or_b64 exec, exec, s[4:5]
	.loc	1 4 10                          ; ./util.h:4:10
	v_accvgpr_read_b32 v0, a2               ;  Reload Reuse
                                        ; kill: killed $vgpr1
	.loc	1 4 3                           ; ./util.h:4:3
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	.loc	1 4 3 epilogue_begin            ; ./util.h:4:3
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s12
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp15:
.Lfunc_end2:
	.size	clampi, .Lfunc_end2-clampi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 716
; NumSgprs: 38
; NumVgprs: 4
; NumAgprs: 5
; TotalNumVgprs: 9
; ScratchSize: 24
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function twice
	.type	twice,@function
twice:                                  ; @twice
.Lfunc_begin3:
	.file	2 "." "more.h" md5 0xc5b8cac9aed5c732b4c922ecaf1ac9d6
	.loc	2 1 0 is_stmt 1                 ; ./more.h:1:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s5, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	buffer_store_dword v0, off, s[0:3], s33
.Ltmp16:
	.loc	2 1 41 prologue_end             ; ./more.h:1:41
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 3
	.loc	2 1 52 is_stmt 0                ; ./more.h:1:52
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v1, s4, v0
	s_mov_b32 s4, 1
	.loc	2 1 47                          ; ./more.h:1:47
	v_lshl_add_u32 v0, v0, s4, v1
	.loc	2 1 34 epilogue_begin           ; ./more.h:1:34
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s5
	s_setpc_b64 s[30:31]
.Ltmp17:
.Lfunc_end3:
	.size	twice, .Lfunc_end3-twice
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 80
; NumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 8
; MemoryBound: 0
	.text
	.protected	second                  ; -- Begin function second
	.globl	second
	.p2align	8
	.type	second,@function
second:                                 ; @second
.Lfunc_begin4:
	.loc	0 8 0 is_stmt 1                 ; k2.cl:8:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_load_dwordx2 s[4:5], s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s6, s5
	v_mov_b32_e32 v2, s6
	buffer_store_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v2, s4
	buffer_store_dword v2, off, s[0:3], s33
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v1, v1, s4
.Ltmp18:
	.loc	0 9 12 prologue_end             ; k2.cl:9:12
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v1, 0
	.loc	0 10 9                          ; k2.cl:10:9
	buffer_store_dword v1, off, s[0:3], s33 offset:12
.Ltmp19:
	.loc	0 11 17                         ; k2.cl:11:17
	buffer_store_dword v1, off, s[0:3], s33 offset:16
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	0 11 8 is_stmt 0                ; k2.cl:11:8
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; k2.cl:0:8
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
.Ltmp20:
	.loc	0 11 24                         ; k2.cl:11:24
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	.loc	0 11 28                         ; k2.cl:11:28
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	.loc	0 11 26                         ; k2.cl:11:26
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v1, v2
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
.Ltmp21:
	.loc	0 11 3                          ; k2.cl:11:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB4_3
; %bb.2:                                ;   in Loop: Header=BB4_1 Depth=1
.Ltmp22:
	.loc	0 11 43                         ; k2.cl:11:43
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 11 45                         ; k2.cl:11:45
	s_mov_b32 s4, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:16
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_mov_b32 s4, 2
	.loc	0 11 43                         ; k2.cl:11:43
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[4:5], v2, v4
	v_addc_co_u32_e64 v1, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	global_load_dword v1, v[2:3], off
	.loc	0 11 50                         ; k2.cl:11:50
	v_cvt_f32_u32_e64 v2, v0
	.loc	0 11 40                         ; k2.cl:11:40
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	.loc	0 11 36                         ; k2.cl:11:36
	s_branch .LBB4_4
.Ltmp23:
.LBB4_3:                                ;   in Loop: Header=BB4_1 Depth=1
	.loc	0 0 36                          ; k2.cl:0:36
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	.loc	0 11 3                          ; k2.cl:11:3
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB4_1
	s_branch .LBB4_5
.LBB4_4:                                ;   in Loop: Header=BB4_1 Depth=1
.Ltmp24:
	.loc	0 11 31                         ; k2.cl:11:31
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:16
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	0 11 3                          ; k2.cl:11:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_branch .LBB4_3
.Ltmp25:
.LBB4_5:
	.loc	0 11 3                          ; k2.cl:11:3
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
.Ltmp26:
; %bb.6:
	.loc	0 12 3 is_stmt 1                ; k2.cl:12:3
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_barrier
	.loc	0 13 10                         ; k2.cl:13:10
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	.loc	0 13 3 is_stmt 0                ; k2.cl:13:3
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v2
	.loc	0 13 5                          ; k2.cl:13:5
	s_mov_b32 s4, 0
	buffer_load_dword v2, off, s[0:3], s33 offset:8
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 2
	.loc	0 13 3                          ; k2.cl:13:3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v2, s[4:5], v2, v5
	v_addc_co_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	.loc	0 13 8                          ; k2.cl:13:8
	global_store_dword v[2:3], v1, off
                                        ; kill: killed $vgpr0
	.loc	0 14 1 is_stmt 1                ; k2.cl:14:1
	s_endpgm
.Ltmp27:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel second
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 24
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
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
	.text
.Lfunc_end4:
	.size	second, .Lfunc_end4-second
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 924
; NumSgprs: 38
; NumVgprs: 10
; NumAgprs: 1
; TotalNumVgprs: 13
; ScratchSize: 24
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	400                             ; 0x190
	.size	__oclc_ABI_version, 4

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
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
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
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
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
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x198 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x27:0x5f DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x37:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	10                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x45:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	389                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x61:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	394                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6f:0x16 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp0                   ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x75:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\324"
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x86:0x54 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x93:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	389                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xa1:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	389                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xaf:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xbd:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xcb:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xda:0x3b DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xea:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xf8:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x106:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x115:0x1f DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	8                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x125:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x134:0x4d DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x141:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	410                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x14f:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	415                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x15d:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	12
	.byte	49
	.byte	22
	.byte	24
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	35                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x16b:0x15 DW_TAG_lexical_block
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp26-.Ltmp19                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x171:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	415                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x181:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x185:0x5 DW_TAG_pointer_type
	.long	385                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x18a:0xc DW_TAG_array_type
	.long	385                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x18f:0x6 DW_TAG_subrange_type
	.long	406                             ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x196:0x4 DW_TAG_base_type
	.byte	14                              ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	9                               ; Abbrev [9] 0x19a:0x5 DW_TAG_pointer_type
	.long	35                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x19f:0x4 DW_TAG_base_type
	.byte	24                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	112                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
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
	.asciz	"deep"                          ; string offset=54
.Linfo_string5:
	.asciz	"int"                           ; string offset=59
.Linfo_string6:
	.asciz	"calls"                         ; string offset=63
.Linfo_string7:
	.asciz	"clampi"                        ; string offset=69
.Linfo_string8:
	.asciz	"twice"                         ; string offset=76
.Linfo_string9:
	.asciz	"second"                        ; string offset=82
.Linfo_string10:
	.asciz	"x"                             ; string offset=89
.Linfo_string11:
	.asciz	"p"                             ; string offset=91
.Linfo_string12:
	.asciz	"depth"                         ; string offset=93
.Linfo_string13:
	.asciz	"buf"                           ; string offset=99
.Linfo_string14:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=103
.Linfo_string15:
	.asciz	"i"                             ; string offset=123
.Linfo_string16:
	.asciz	"out"                           ; string offset=125
.Linfo_string17:
	.asciz	"in"                            ; string offset=129
.Linfo_string18:
	.asciz	"n"                             ; string offset=132
.Linfo_string19:
	.asciz	"v"                             ; string offset=134
.Linfo_string20:
	.asciz	"lo"                            ; string offset=136
.Linfo_string21:
	.asciz	"hi"                            ; string offset=139
.Linfo_string22:
	.asciz	"o"                             ; string offset=142
.Linfo_string23:
	.asciz	"t"                             ; string offset=144
.Linfo_string24:
	.asciz	"unsigned int"                  ; string offset=146
.Linfo_string25:
	.asciz	"acc"                           ; string offset=159
.Linfo_string26:
	.asciz	"k"                             ; string offset=163
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
	.quad	.Ltmp19
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym deep
	.addrsig_sym clampi
	.addrsig_sym twice
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     35
    .args:
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
    .name:           calls
    .private_segment_fixed_size: 160
    .sgpr_count:     44
    .sgpr_spill_count: 12
    .symbol:         calls.kd
    .vgpr_count:     79
    .vgpr_spill_count: 3
    .wavefront_size: 64
  - .agpr_count:     1
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         32
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         48
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         56
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           second
    .private_segment_fixed_size: 24
    .sgpr_count:     38
    .sgpr_spill_count: 18
    .symbol:         second.kd
    .vgpr_count:     13
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
