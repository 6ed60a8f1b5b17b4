.hsa_code_object_version 2,1
.hsa_code_object_isa
.amd_amdgpu_hsa_metadata
---
Version: [ 1, 0 ]
Kernels:
  - Name:            test
    SymbolName:      'test@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - Name:            a
        TypeName:        char
        Size:            1
        Align:           1
        ValueKind:       ByValue
        ValueType:       I8
      - Name:            p
        TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        ValueType:       I32
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
        ValueType:       I64
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        6
      NumVGPRs:        3
      MaxFlatWorkGroupSize: 256
...
.end_amd_amdgpu_hsa_metadata
.text
.globl test
.p2align 8
.amdgpu_hsa_kernel test
test:
.amd_kernel_code_t
  enable_sgpr_kernarg_segment_ptr = 1
  user_sgpr_count = 2
  kernarg_segment_byte_size = 24
.end_amd_kernel_code_t
s_endpgm
