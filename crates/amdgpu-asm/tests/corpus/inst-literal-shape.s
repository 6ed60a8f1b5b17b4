; options: -mcpu=gfx900
// Whether an instruction literal is PC-relative depends on the expression's shape
// (llvm-mc-19): a subtraction is absolute (R_AMDGPU_ABS32), other forms PC-relative.
.text
a:
  s_mov_b32 s0, sym-4
  s_mov_b32 s0, 4+sym
  s_mov_b32 s0, sym+4
  s_mov_b32 s0, a-4
  s_mov_b32 s0, b+4
  v_mov_b32 v0, sym@abs32@lo
b:
  s_add_u32 s0, s1, b+4
