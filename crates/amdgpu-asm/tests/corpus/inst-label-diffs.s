// options: -triple=amdgcn-amd-amdhsa -mcpu=gfx900
// Label differences in instruction operands stay literals with fixups (never inline
// constants); PC-relative literals whose value ends up absolute become R_AMDGPU_REL32
// against symbol 0; '.set a, foo' puts the undefined foo in the symbol table (llvm-mc-19).
.set a, foo
.set b, bar+4
.text
BB1:
  v_nop_e64
BB2:
  s_mov_b32 s0, BB2-BB1
  s_sub_u32 vcc_lo, vcc_lo, (BB2+4)-BB1
  s_addc_u32 vcc_hi, vcc_hi, (BB2-BB1)>>32
  v_mov_b32 v0, BB2 - BB1
x = BB2 - BB1
  s_mov_b32 s0, x
  s_mov_b32 s0, later
  s_mov_b32 s0, later+BB2-BB1
  s_mov_b32 s0, x*2
later = 5
