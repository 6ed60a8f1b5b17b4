// options: -triple=amdgcn-amd-amdhsa -mcpu=gfx900
// SCRATCH_RSRC_DWORD0/1: llvm-mc-19 writes R_AMDGPU_ABS32_LO against these two names whatever
// the fixup (literals, data of every size, @abs32@hi, x - .); other names keep their usual types.
.text
  s_mov_b32 s0, SCRATCH_RSRC_DWORD0
  s_mov_b32 s1, SCRATCH_RSRC_DWORD1+4
  s_mov_b32 s2, scratch_rsrc_dword0
  v_mov_b32 v0, SCRATCH_RSRC_DWORD0@abs32@hi
  s_mov_b32 s3, foo
.data
  .byte SCRATCH_RSRC_DWORD0
  .short SCRATCH_RSRC_DWORD1
  .long SCRATCH_RSRC_DWORD1 - .
  .quad SCRATCH_RSRC_DWORD0
  .long foo
