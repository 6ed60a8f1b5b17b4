; options: -mcpu=gfx900 --amdhsa-code-object-version=2 tool=llvm14
// Code object V2 (LLVM 14): HSA notes, .amdgpu_hsa_kernel and .amd_kernel_code_t.
.hsa_code_object_version 2,1
.hsa_code_object_isa
.hsa_code_object_isa 7,0,0,"AMD","AMDGPU"
.text
.amdgpu_hsa_kernel k
k:
.amd_kernel_code_t
  wavefront_sgpr_count = 8
  workitem_vgpr_count = 2 ; a comment
  enable_sgpr_kernarg_segment_ptr = 1
  kernarg_segment_byte_size = 8
  compute_pgm_rsrc2_user_sgpr = 2
  granulated_workitem_vgpr_count = 1
  enable_sgpr_workgroup_id_x = 1
  call_convention = 0
.end_amd_kernel_code_t
.long 0xbf810000
.globl k2
.amdgpu_hsa_kernel k2
k2:
.amd_kernel_code_t
.end_amd_kernel_code_t
.long 0xbf810000
.amd_amdgpu_hsa_metadata
---
Version: [ 1, 0 ]
Kernels:
  - Name: k
    SymbolName: 'k@kd'
    Language: OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - Size: 8
        Align: 8
        ValueKind: GlobalBuffer
        ValueType: F32
        AddrSpaceQual: Global
        IsConst: false
    CodeProps:
      KernargSegmentSize: 8
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize: 64
      NumSGPRs: 6
      NumVGPRs: 3
      MaxFlatWorkGroupSize: 256
...
.end_amd_amdgpu_hsa_metadata
