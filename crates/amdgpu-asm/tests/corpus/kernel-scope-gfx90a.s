; options: -mcpu=gfx90a -triple=amdgcn--
// Non-HSA kernel scopes: .kernel.{sgpr,vgpr,agpr}_count restart at each .amdgpu_hsa_kernel;
// on gfx90a the VGPR count includes the AGPRs (VGPRs rounded up to 4, then AGPRs).
.text
  v_accvgpr_write_b32 a3, v6
  s_mov_b32 s9, 0
.byte .kernel.sgpr_count, .kernel.vgpr_count, .kernel.agpr_count
.amdgpu_hsa_kernel K1
K1:
.byte .kernel.sgpr_count, .kernel.vgpr_count, .kernel.agpr_count
  v_accvgpr_write_b32 a20, v1
.byte .kernel.sgpr_count, .kernel.vgpr_count, .kernel.agpr_count
.byte extrasgprs(1, 1, 1), totalnumvgprs(4, 2), .option.machine_version_major
