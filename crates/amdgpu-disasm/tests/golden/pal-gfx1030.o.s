	.amdgcn_target "amdgcn-amd-amdpal--gfx1030"
	.globl	_amdgpu_cs_main
	.type	_amdgpu_cs_main,@function
	.size	_amdgpu_cs_main, 0
	.section	.text,"ax",@progbits
	.p2align	2
.Lsec_text:
_amdgpu_cs_main:
	s_endpgm                                                   // 000000000000: BF810000
	.amdgpu_pal_metadata
---
amdpal.pipelines:
  - .hardware_stages:
      .cs:
        .entry_point: _amdgpu_cs_main
        .sgpr_count: 4
        .vgpr_count: 2
    .registers:
      11794: 983040
...
	.end_amdgpu_pal_metadata
