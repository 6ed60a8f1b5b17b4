; options: -mcpu=gfx900
// A global or weak variable naming a label plus a constant is relocated against itself
// (llvm-mc-19), a local one against the label's section.
.data
p:
  .long 0
  .long 0
.globl s
s = p + 4
.weak w
w = p + 2
l = p + 4
.text
  .long s
  .quad s+8
  .long w
  .long l
  .long s - p
  s_mov_b32 s0, s@abs32@lo
