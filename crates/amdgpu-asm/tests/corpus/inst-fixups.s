; options: -mcpu=gfx900
// Instruction operands that are expressions: branch targets, relocated literals, register
// counters, and instructions inside macros.
.text
.globl entry
entry:
  s_branch fwd
back:
  s_nop 0
  s_mov_b32 s0, ext@abs32@lo
  s_mov_b32 s1, ext@abs32@hi
  s_add_u32 s2, data_sym@rel32@lo+4, s2
  s_addc_u32 s3, data_sym@rel32@hi+12, s3
  s_mov_b32 s4, ((1 << 10) + 5)
  s_mov_b32 s5, (fwd - back)
  s_cbranch_scc0 back
  v_add_f32 v7, v1, v2
.macro addn n
  v_add_f32 v\n, v1, v2
.endm
  addn 11
fwd:
  s_branch back
  s_endpgm
.byte .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr
.data
data_sym:
.long 1
