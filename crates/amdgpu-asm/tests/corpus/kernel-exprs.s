; options: -mcpu=gfx900
// .amdhsa_kernel blocks with expressions, forward references, defaults, a local kernel and a
// kernel whose code sits in the same section as its descriptor.
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdhsa_code_object_version 5
.text
.globl kern
.p2align 8
.type kern,@function
kern:
.long 0xbf810000
.Lfunc_end0:
.size kern, .Lfunc_end0-kern
.p2align 8
local_kern:
.long 0xbf810000
.rodata
.p2align 6
.amdhsa_kernel kern
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 8
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_group_segment_fixed_size 1024 * 2
  .amdhsa_private_segment_fixed_size fwd + 4
  .amdhsa_kernarg_size 16
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_float_denorm_mode_32 0
  .amdhsa_ieee_mode 0
  .amdhsa_exception_int_div_zero 1
.end_amdhsa_kernel
.amdhsa_kernel ext_kern
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr fwd
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
.end_amdhsa_kernel
.amdhsa_kernel local_kern
  .amdhsa_next_free_vgpr 256
  .amdhsa_next_free_sgpr 102
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_reserve_xnack_mask 1
.end_amdhsa_kernel
fwd = 5
.byte .amdgcn.gfx_generation_number, .amdgcn.gfx_generation_minor, .amdgcn.gfx_generation_stepping
.text
.p2align 8
same:
.long 0xbf810000
.p2align 6
.amdhsa_kernel same
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
