; options: -mcpu=gfx803 -triple=amdgcn-mesa-mesa3d
// `.amd_amdgpu_isa` (issue 5/7 gap 3): an NT_AMD_HSA_ISA_NAME note (type 11, "AMD", the
// string without NUL); `.note` is not SHF_ALLOC outside amdhsa.
	.text
	s_endpgm
	.section .note.GNU-stack,"",@progbits
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx803"
