// Errors around the issue 5/7 additions.
	.amd_amdgpu_isa 5
	.globl g
	.data
g:
	.text
	s_branch nowhere
	s_add_u32 s0, s0, "unterminated@rel32@lo
	"x" == 5
	.amdgpu_pal_metadata
---
amdpal.pipelines: [1, 2
...
	.end_amdgpu_pal_metadata
	.amdgpu_pal_metadata
- 1
	.end_amdgpu_pal_metadata
	.amdgpu_pal_metadata
amdpal.pipelines: 7
	.end_amdgpu_pal_metadata
