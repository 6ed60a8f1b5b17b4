	.amdgcn_target "amdgcn-amd-amdhsa--gfx900+xnack"
	.amdhsa_code_object_version 3
	.globl	hello_world
	.protected	hello_world
	.type	hello_world,@function
	.size	hello_world, 40
	.globl	hello_world.kd
	.type	hello_world.kd,@object
	.size	hello_world.kd, 64
	.section	.text,"ax",@progbits
	.p2align	8
.Lsec_text:
hello_world:
	s_load_dwordx2 s[0:1], s[0:1], 0x0                         // 000000000000: C0060000 00000000
	v_mov_b32_e32 v0, 0x40490fd0                               // 000000000008: 7E0002FF 40490FD0
	s_waitcnt lgkmcnt(0)                                       // 000000000010: BF8CC07F
	v_mov_b32_e32 v1, s0                                       // 000000000014: 7E020200
	v_mov_b32_e32 v2, s1                                       // 000000000018: 7E040201
	flat_store_dword v[1:2], v0                                // 00000000001C: DC700000 00000001
	s_endpgm                                                   // 000000000024: BF810000
	.section	.rodata,"a",@progbits
	.p2align	6
.Lsec_rodata:
hello_world.kd:
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.quad hello_world+16-.
	.long	0x00000000, 0x00000000, 0x00000000, 0x00000000
	.long	0x00000000, 0x00000000, 0x00ac0000, 0x00000084
	.long	0x00000008, 0x00000000
	.amdgpu_metadata
---
amdhsa.kernels:
  - .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name: hello_world
    .private_segment_fixed_size: 0
    .sgpr_count: 2
    .symbol: hello_world.kd
    .vgpr_count: 3
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...
	.end_amdgpu_metadata
