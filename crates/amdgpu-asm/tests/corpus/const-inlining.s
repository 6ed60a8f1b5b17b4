; options: -mcpu=gfx900
// Symbols whose value is a constant are inlined where they are used: a later reassignment or
// a growing .amdgcn.next_free_vgpr does not change earlier uses.
.text
  v_mov_b32 v3, v0
  s_mov_b32 s7, 0
.rodata
.amdhsa_kernel k
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr + later
.end_amdhsa_kernel
.data
x = 5
.long x, later
x = 6
.long x
.set later, 2
.text
  v_mov_b32 v40, v0
  s_mov_b32 s20, 0
.data
.byte .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr
