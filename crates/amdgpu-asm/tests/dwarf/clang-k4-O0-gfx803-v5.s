; Debian clang version 19.1.7 (3~deb12u1): clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O0 -g -mcode-object-version=5 -fdebug-compilation-dir=. -S k4.cl -o -
; options: -mcpu=gfx803
	.text
	.file	0 "." "k4.cl" md5 0xd239607a3700abac2e70c9bf4e1d9fc6
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 5
	.hidden	spill                           ; -- Begin function spill
	.globl	spill
	.p2align	2
	.type	spill,@function
spill:                                  ; @spill
.Lfunc_begin0:
	.loc	0 1 0                           ; k4.cl:1:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s14, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0x2800
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	v_mov_b32_e32 v3, v0
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v1
                                        ; implicit-def: $sgpr4_sgpr5
	v_mov_b32_e32 v1, v4
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	v_mov_b32_e32 v1, v3
	buffer_store_dword v1, off, s[0:3], s33
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v1, 0
.Ltmp0:
	.loc	0 3 12 prologue_end             ; k4.cl:3:12
	buffer_store_dword v1, off, s[0:3], s33 offset:140
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	0 3 8 is_stmt 0                 ; k4.cl:3:8
	s_waitcnt vmcnt(4)
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; k4.cl:0:8
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
.Ltmp1:
	.loc	0 3 19                          ; k4.cl:3:19
	buffer_load_dword v1, off, s[0:3], s33 offset:140
	s_mov_b32 s6, 32
	.loc	0 3 21                          ; k4.cl:3:21
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
.Ltmp2:
	.loc	0 3 3                           ; k4.cl:3:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp3:
	.loc	0 3 39                          ; k4.cl:3:39
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	0 3 41                          ; k4.cl:3:41
	buffer_load_dword v1, off, s[0:3], s33 offset:140
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v0
	s_mov_b32 s4, 2
	.loc	0 3 39                          ; k4.cl:3:39
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v2, s[6:7], v2, v4
	v_addc_u32_e64 v0, s[6:7], v0, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v0, v[2:3]
	.loc	0 3 46                          ; k4.cl:3:46
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e64 v2, v2
	.loc	0 3 44                          ; k4.cl:3:44
	v_mul_f32_e64 v0, v0, v2
	.loc	0 3 32                          ; k4.cl:3:32
	v_lshlrev_b32_e64 v2, s4, v1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e64 v1, vcc, 12, v1
	v_add_u32_e64 v1, s[4:5], v1, v2
	.loc	0 3 37                          ; k4.cl:3:37
	buffer_store_dword v0, v1, s[0:3], 0 offen
	.loc	0 3 32                          ; k4.cl:3:32
	s_branch .LBB0_4
.Ltmp4:
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	.loc	0 0 32                          ; k4.cl:0:32
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	.loc	0 3 3                           ; k4.cl:3:3
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
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp5:
	.loc	0 3 27                          ; k4.cl:3:27
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	buffer_load_dword v1, off, s[0:3], s33 offset:140
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, s[6:7], v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:140
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	0 3 3                           ; k4.cl:3:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_3
.Ltmp6:
.LBB0_5:
	.loc	0 3 3                           ; k4.cl:3:3
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
.Ltmp7:
; %bb.6:
	.loc	0 0 3                           ; k4.cl:0:3
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	v_mov_b32_e32 v1, 0
.Ltmp8:
	.loc	0 4 12 is_stmt 1                ; k4.cl:4:12
	buffer_store_dword v1, off, s[0:3], s33 offset:144
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	0 4 8 is_stmt 0                 ; k4.cl:4:8
	s_waitcnt vmcnt(1)
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; k4.cl:0:8
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 16
	v_readlane_b32 s5, v0, 17
	v_readlane_b32 s6, v0, 14
	v_readlane_b32 s7, v0, 15
	v_writelane_b32 v0, s6, 18
	v_writelane_b32 v0, s7, 19
.Ltmp9:
	.loc	0 4 19                          ; k4.cl:4:19
	buffer_load_dword v1, off, s[0:3], s33 offset:144
	s_mov_b32 s6, 32
	.loc	0 4 21                          ; k4.cl:4:21
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
.Ltmp10:
	.loc	0 4 3                           ; k4.cl:4:3
	v_writelane_b32 v0, s4, 22
	v_writelane_b32 v0, s5, 23
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 24
	v_writelane_b32 v0, s5, 25
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
.Ltmp11:
	.loc	0 4 47                          ; k4.cl:4:47
	buffer_load_dword v0, off, s[0:3], s33 offset:144
	s_mov_b32 s4, 7
	.loc	0 4 49                          ; k4.cl:4:49
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v0, s4
	s_mov_b32 s5, 31
	.loc	0 4 54                          ; k4.cl:4:54
	v_and_b32_e64 v1, v1, s5
	s_mov_b32 s4, 2
	.loc	0 4 44                          ; k4.cl:4:44
	v_lshlrev_b32_e64 v2, s4, v1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e64 v1, vcc, 12, v1
	v_add_u32_e64 v1, s[6:7], v1, v2
	buffer_load_dword v2, v1, s[0:3], 0 offen
	.loc	0 4 32                          ; k4.cl:4:32
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v1
	.loc	0 4 37                          ; k4.cl:4:37
	v_sub_u32_e64 v0, s[6:7], s5, v0
	.loc	0 4 32                          ; k4.cl:4:32
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 4 42                          ; k4.cl:4:42
	flat_store_dword v[0:1], v2
	.loc	0 4 32                          ; k4.cl:4:32
	s_branch .LBB0_10
.Ltmp12:
.LBB0_9:                                ;   in Loop: Header=BB0_7 Depth=1
	.loc	0 0 32                          ; k4.cl:0:32
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 24
	v_readlane_b32 s5, v0, 25
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 18
	v_readlane_b32 s9, v0, 19
	v_readlane_b32 s6, v0, 22
	v_readlane_b32 s7, v0, 23
	.loc	0 4 3                           ; k4.cl:4:3
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 16
	v_writelane_b32 v0, s7, 17
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 14
	v_writelane_b32 v0, s7, 15
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 26
	v_writelane_b32 v0, s7, 27
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_7 Depth=1
.Ltmp13:
	.loc	0 4 27                          ; k4.cl:4:27
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 20
	v_readlane_b32 s5, v0, 21
	buffer_load_dword v1, off, s[0:3], s33 offset:144
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, s[6:7], v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:144
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	0 4 3                           ; k4.cl:4:3
	v_writelane_b32 v0, s4, 22
	v_writelane_b32 v0, s5, 23
	s_or_saveexec_b64 s[12:13], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_9
.Ltmp14:
.LBB0_11:
	.loc	0 4 3                           ; k4.cl:4:3
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 26
	v_readlane_b32 s5, v0, 27
	s_or_b64 exec, exec, s[4:5]
.Ltmp15:
; %bb.12:
	.loc	0 5 1 is_stmt 1                 ; k4.cl:5:1
	s_or_saveexec_b64 s[12:13], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[12:13]
                                        ; kill: killed $vgpr0
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	.loc	0 5 1 epilogue_begin is_stmt 0  ; k4.cl:5:1
	s_add_i32 s32, s32, 0xffffd800
	s_mov_b32 s33, s14
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp16:
.Lfunc_end0:
	.size	spill, .Lfunc_end0-spill
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1624
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 160
; MemoryBound: 0
	.text
	.hidden	leaf                            ; -- Begin function leaf
	.globl	leaf
	.p2align	2
	.type	leaf,@function
leaf:                                   ; @leaf
.Lfunc_begin1:
	.loc	0 6 0 is_stmt 1                 ; k4.cl:6:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	buffer_store_dword v0, off, s[0:3], s33
.Ltmp17:
	.loc	0 6 56 prologue_end             ; k4.cl:6:56
	buffer_load_dword v1, off, s[0:3], s33
	v_mov_b32_e32 v0, 1.0
	.loc	0 6 62 is_stmt 0                ; k4.cl:6:62
	s_waitcnt vmcnt(0)
	v_mac_f32_e64 v0, v1, v1
	.loc	0 6 49 epilogue_begin           ; k4.cl:6:49
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s4
	s_setpc_b64 s[30:31]
.Ltmp18:
.Lfunc_end1:
	.size	leaf, .Lfunc_end1-leaf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 68
; NumSgprs: 34
; NumVgprs: 2
; ScratchSize: 8
; MemoryBound: 0
	.text
	.hidden	mid                             ; -- Begin function mid
	.globl	mid
	.p2align	2
	.type	mid,@function
mid:                                    ; @mid
.Lfunc_begin2:
	.loc	0 7 0 is_stmt 1                 ; k4.cl:7:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s19, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[16:17], -1
	buffer_store_dword v9, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	s_add_i32 s32, s32, 0x1000
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	v_writelane_b32 v9, s30, 0
	v_writelane_b32 v9, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	v_writelane_b32 v3, s6, 0
	v_writelane_b32 v3, s7, 1
	s_or_saveexec_b64 s[26:27], -1
	buffer_store_dword v3, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[26:27]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	s_or_saveexec_b64 s[26:27], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[26:27]
	buffer_store_dword v2, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_writelane_b32 v1, s15, 2
	v_writelane_b32 v1, s14, 3
	v_writelane_b32 v1, s13, 4
	v_writelane_b32 v1, s12, 5
	v_writelane_b32 v1, s10, 6
	v_writelane_b32 v1, s11, 7
	v_writelane_b32 v1, s8, 8
	v_writelane_b32 v1, s9, 9
	v_writelane_b32 v1, s4, 10
	v_writelane_b32 v1, s5, 11
	s_or_saveexec_b64 s[26:27], -1
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[26:27]
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; implicit-def: $sgpr16_sgpr17
	buffer_store_dword v2, off, s[0:3], s33
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(3)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
.Ltmp19:
	.loc	0 7 73 prologue_end             ; k4.cl:7:73
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr17
	v_mov_b32_e32 v3, s16
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	.loc	0 7 81 is_stmt 0                ; k4.cl:7:81
	buffer_load_dword v1, off, s[0:3], s33
	.loc	0 7 76                          ; k4.cl:7:76
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e64 v2, v1
	s_mov_b32 s16, 32
	.loc	0 7 67                          ; k4.cl:7:67
	v_lshrrev_b64 v[3:4], s16, v[3:4]
	v_mov_b32_e32 v1, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, spill@rel32@lo+4
	s_addc_u32 s17, s17, spill@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[26:27], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s15, v0, 2
	v_readlane_b32 s10, v0, 6
	v_readlane_b32 s11, v0, 7
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_readlane_b32 s8, v0, 8
	v_readlane_b32 s9, v0, 9
	v_readlane_b32 s12, v0, 5
	v_readlane_b32 s13, v0, 4
	v_readlane_b32 s14, v0, 3
	.loc	0 7 97                          ; k4.cl:7:97
	buffer_load_dword v0, off, s[0:3], s33
	.loc	0 7 92                          ; k4.cl:7:92
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, leaf@rel32@lo+4
	s_addc_u32 s17, s17, leaf@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[26:27], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s15, v1, 2
	v_readlane_b32 s14, v1, 3
	v_readlane_b32 s13, v1, 4
	v_readlane_b32 s12, v1, 5
	v_readlane_b32 s10, v1, 6
	v_readlane_b32 s11, v1, 7
	v_readlane_b32 s8, v1, 8
	v_readlane_b32 s9, v1, 9
	v_readlane_b32 s6, v1, 0
	v_readlane_b32 s7, v1, 1
	v_readlane_b32 s4, v1, 10
	v_readlane_b32 s5, v1, 11
	.loc	0 7 107                         ; k4.cl:7:107
	buffer_store_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s18, 1.0
	.loc	0 7 109                         ; k4.cl:7:109
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v0, v0, s18
	.loc	0 7 102                         ; k4.cl:7:102
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[26:27], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[26:27]
	v_mov_b32_e32 v2, v0
	.loc	0 7 100                         ; k4.cl:7:100
	buffer_load_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v0, v0, v2
	.loc	0 7 85                          ; k4.cl:7:85
	v_readlane_b32 s31, v9, 1
	v_readlane_b32 s30, v9, 0
                                        ; kill: killed $vgpr1
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v9, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	.loc	0 7 85 epilogue_begin           ; k4.cl:7:85
	s_add_i32 s32, s32, 0xfffff000
	s_mov_b32 s33, s19
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp20:
.Lfunc_end2:
	.size	mid, .Lfunc_end2-mid
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 864
; NumSgprs: 36
; NumVgprs: 32
; ScratchSize: 224
; MemoryBound: 0
	.text
	.protected	top                     ; -- Begin function top
	.globl	top
	.p2align	8
	.type	top,@function
top:                                    ; @top
.Lfunc_begin3:
	.loc	0 8 0 is_stmt 1                 ; k4.cl:8:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_mov_b32 flat_scratch_lo, s11
	s_add_i32 s10, s10, s15
	s_lshr_b32 flat_scratch_hi, s10, 8
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[10:11], s[8:9]
	s_mov_b64 s[18:19], s[6:7]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v3, v0
	s_load_dwordx2 s[8:9], s[18:19], 0x0
	s_load_dword s6, s[18:19], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s7, s9
	v_mov_b32_e32 v0, s7
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s7, s8
	v_mov_b32_e32 v0, s7
	buffer_store_dword v0, off, s[0:3], s33
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:8
.Ltmp21:
	.loc	0 9 14 prologue_end             ; k4.cl:9:14
	s_mov_b32 s6, 0
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v2
	.loc	0 9 10 is_stmt 0                ; k4.cl:9:10
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	.loc	0 10 14 is_stmt 1               ; k4.cl:10:14
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	.loc	0 10 18 is_stmt 0               ; k4.cl:10:18
	buffer_load_dword v6, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	v_ffbh_u32_e64 v1, v1
	s_mov_b32 s6, 32
	v_min_u32_e64 v2, v1, s6
	v_lshlrev_b64 v[7:8], v2, v[6:7]
	v_mov_b32_e32 v1, v7
	s_mov_b32 s7, 1
	v_min_u32_e64 v6, v1, s7
	v_mov_b32_e32 v1, v8
	v_or_b32_e64 v1, v1, v6
	v_cvt_f32_u32_e64 v1, v1
	v_sub_u32_e64 v2, s[8:9], s6, v2
	v_ldexp_f32 v1, v1, v2
	.loc	0 10 16                         ; k4.cl:10:16
	v_add_f32_e64 v0, v0, v1
	.loc	0 10 21                         ; k4.cl:10:21
	buffer_load_dword v1, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v6, s7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v2
	s_mov_b64 s[16:17], 16
	.loc	0 10 10                         ; k4.cl:10:10
	s_mov_b32 s8, s18
	s_mov_b32 s7, s19
	s_mov_b32 s15, s16
	s_mov_b32 s9, s17
	s_add_u32 s8, s8, s15
	s_addc_u32 s7, s7, s9
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s7
	v_lshrrev_b64 v[6:7], s6, v[6:7]
	v_mov_b32_e32 v2, v6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, mid@rel32@lo+4
	s_addc_u32 s17, s17, mid@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s6, 20
	v_lshlrev_b32_e64 v4, s6, v4
	s_mov_b32 s6, 10
	v_lshlrev_b32_e64 v5, s6, v5
	v_or_b32_e64 v3, v3, v5
	v_or_b32_e64 v31, v3, v4
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	.loc	0 10 3                          ; k4.cl:10:3
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	0 10 5                          ; k4.cl:10:5
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v3, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	.loc	0 10 3                          ; k4.cl:10:3
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 10 8                          ; k4.cl:10:8
	flat_store_dword v[0:1], v2
	.loc	0 11 1 is_stmt 1                ; k4.cl:11:1
	s_endpgm
.Ltmp22:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel top
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 256
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	top, .Lfunc_end3-top
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; NumSgprs: 40
; NumVgprs: 32
; ScratchSize: 256
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	empty                   ; -- Begin function empty
	.globl	empty
	.p2align	8
	.type	empty,@function
empty:                                  ; @empty
.Lfunc_begin4:
	.loc	0 12 0                          ; k4.cl:12:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
.Ltmp23:
	.loc	0 12 26 prologue_end            ; k4.cl:12:26
	s_endpgm
.Ltmp24:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel empty
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	empty, .Lfunc_end4-empty
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8
; NumSgprs: 34
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 1
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
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
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	10                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x135 DW_TAG_compile_unit
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
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x27:0x63 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	4                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x33:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	287                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x41:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	35                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x4f:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	12
	.byte	49
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	292                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x5d:0x16 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp0                   ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x63:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.ascii	"\214\001"
	.byte	49
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	35                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x73:0x16 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp15-.Ltmp8                  ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x79:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.ascii	"\220\001"
	.byte	49
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	35                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x8a:0x1f DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	5                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	283                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x9a:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	283                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xa9:0x2d DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	283                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0xb9:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	283                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xc7:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	287                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xd6:0x38 DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0xe3:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	287                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xf1:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	283                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xff:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	308                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x10e:0xd DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	2                               ; Abbrev [2] 0x11b:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0x11f:0x5 DW_TAG_pointer_type
	.long	283                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x124:0xc DW_TAG_array_type
	.long	283                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x129:0x6 DW_TAG_subrange_type
	.long	304                             ; DW_AT_type
	.byte	32                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x130:0x4 DW_TAG_base_type
	.byte	13                              ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	14                              ; Abbrev [14] 0x134:0x8 DW_TAG_typedef
	.long	316                             ; DW_AT_type
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	142                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x13c:0x4 DW_TAG_base_type
	.byte	17                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	80                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"k4.cl"                         ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=46
.Linfo_string3:
	.asciz	"int"                           ; string offset=48
.Linfo_string4:
	.asciz	"spill"                         ; string offset=52
.Linfo_string5:
	.asciz	"leaf"                          ; string offset=58
.Linfo_string6:
	.asciz	"float"                         ; string offset=63
.Linfo_string7:
	.asciz	"mid"                           ; string offset=69
.Linfo_string8:
	.asciz	"top"                           ; string offset=73
.Linfo_string9:
	.asciz	"empty"                         ; string offset=77
.Linfo_string10:
	.asciz	"p"                             ; string offset=83
.Linfo_string11:
	.asciz	"n"                             ; string offset=85
.Linfo_string12:
	.asciz	"v"                             ; string offset=87
.Linfo_string13:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=89
.Linfo_string14:
	.asciz	"i"                             ; string offset=109
.Linfo_string15:
	.asciz	"a"                             ; string offset=111
.Linfo_string16:
	.asciz	"x"                             ; string offset=113
.Linfo_string17:
	.asciz	"unsigned long"                 ; string offset=115
.Linfo_string18:
	.asciz	"size_t"                        ; string offset=129
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp0
	.quad	.Ltmp8
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym spill
	.addrsig_sym leaf
	.addrsig_sym mid
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
        .value_kind:     by_value
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
      - .offset:         208
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         212
        .size:           4
        .value_kind:     hidden_shared_base
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
    .name:           top
    .private_segment_fixed_size: 256
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         top.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
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
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         192
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         196
        .size:           4
        .value_kind:     hidden_shared_base
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           empty
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         empty.kd
    .uses_dynamic_stack: false
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
