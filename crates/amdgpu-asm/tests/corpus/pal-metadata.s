; options: -mcpu=gfx1030 -triple=amdgcn-amd-amdpal
// `.amdgpu_pal_metadata` (issue 5/7 gap 3): MessagePack note written at the end of assembly
// (after later sections), not SHF_ALLOC outside amdhsa; register keys with names; integer
// typing as llvm-mc-19. The first block is replaced by the second.
	.text
	.long 0xbf810000
	.amdgpu_pal_metadata
---
amdpal.version:
  - 9
...
	.end_amdgpu_pal_metadata
	.amdgpu_pal_metadata
---
amdpal.pipelines:
  - .hardware_stages:
      .cs:
        .entry_point: _amdgpu_cs_main
        .sgpr_count: 0x4
        .vgpr_count: 2
        .wavefront_size: 64
    .registers:
      0x2e12: 0xf0000
      0x2e13 (COMPUTE_PGM_RSRC2): 0x8c
    .internal_pipeline_hash:
      - 0x1234
      - 0x5678
    .api: Vulkan
amdpal.version:
  - 0x2
  - 0x6
...
	.end_amdgpu_pal_metadata
	.section .foo,"a"
	.byte 1
