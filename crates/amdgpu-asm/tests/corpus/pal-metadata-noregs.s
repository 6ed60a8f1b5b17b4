; options: -mcpu=gfx1030 -triple=amdgcn-amd-amdpal
// `.amdgpu_pal_metadata` without pipelines: llvm-mc-19 adds `amdpal.pipelines: [{.registers: {}}]`.
	.amdgpu_pal_metadata
---
amdpal.version:
  - 2
  - 6
...
	.end_amdgpu_pal_metadata
