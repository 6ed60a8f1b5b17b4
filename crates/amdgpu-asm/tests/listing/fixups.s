// options: -triple=amdgcn-- -mcpu=gfx900
// Instructions with values left to the end of assembly, as -show-encoding shows them.
.text
foo:
  s_mov_b32 s0, sym
  s_branch foo
  s_branch bar
  s_mov_b32 s0, 1+2
  v_add_f32 v0, v1, v2
  s_add_u32 s0, s1, sym@rel32@lo+4
  .byte 1
  .long sym
x = 5
  s_movk_i32 s0, x
  s_mov_b32 s0, sym@abs32@lo
  s_mov_b32 s0, sym@abs32@hi
  s_mov_b32 s0, sym@gotpcrel32@lo
  s_mov_b32 s0, sym+4
  s_mov_b32 s0, (a-b)*2
  s_mov_b32 s0, a-b+4
  v_mov_b32 v0, sym
  s_add_u32 s0, s1, sym@rel32@hi+12
  s_mov_b32 s0, a-(b+c)
  s_mov_b32 s0, fwd
fwd = 7
  s_mov_b32 s0, sym+-4
  s_mov_b32 s0, a+b+c
  s_mov_b32 s0, -(a+b)
  s_mov_b32 s0, a+(-b)
  s_mov_b32 s0, a<<2
  s_mov_b32 s0, a==b
  s_mov_b32 s0, a&&b
  s_mov_b32 s0, a%3
  s_mov_b32 s0, a+0x10
  s_mov_b32 s0, 3-a
  s_mov_b32 s0, !a
  s_mov_b32 s0, a>>1
  s_mov_b32 s0, a|1
  s_mov_b32 s0, a<>1
  s_mov_b32 s0, a||b
  s_mov_b32 s0, sym-4
  s_mov_b32 s0, 4+sym
.macro twice op
  \op
  \op
.endm
  twice "s_add_u32 s0, s0, litsym"
.Ltmp:
  s_cbranch_scc1 .Ltmp
  s_branch 0x10
bar:
  s_nop 0
