; options: -mcpu=gfx900 -triple=amdgcn-amd-amdpal
// PAL register keys written as quoted text ('0x2e12 (NAME)', "0x2e13 (NAME)", '12 (DEC)') become
// numbers, as in clang-19's -S output; keys outside .registers stay text (llvm-mc-19).
	.amdgpu_pal_metadata
---
amdpal.pipelines:
  - .hardware_stages:
      .cs:
        '0x10 (FOO)': 5
        .entry_point:    empty
    .registers:
      '0x2e12 (COMPUTE_PGM_RSRC1)': 0xaf010d
      "0x2e13 (COMPUTE_PGM_RSRC2)": 0x85
      '12 (DEC)': 1
      0x2e14 (X): 3
...
	.end_amdgpu_pal_metadata
