; options: -mcpu=gfx803 --amdhsa-code-object-version=2 tool=llvm14
// `.amd_amdgpu_isa` in a code object V2 file (LLVM 14 is the V2 reference): `.note` is
// SHF_ALLOC on amdhsa.
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 8,0,3,"AMD","AMDGPU"
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx803"
	.text
	s_endpgm
