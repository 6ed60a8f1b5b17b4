// Inline assembly: instructions with operand constraints, local labels, data directives and
// comments inside the text clang copies between ;;#ASMSTART and ;;#ASMEND.
kernel void inl(global int *o, int x) {
  int v, s;
  __asm__ volatile("v_mov_b32 %0, %1\n\tv_add_u32 %0, %0, 7 ; add seven" : "=v"(v) : "v"(x));
  __asm__ volatile("s_mov_b32 %0, 0x1234\n\ts_nop 1" : "=s"(s));
  __asm__ volatile("s_branch 1f\n\ts_nop 0\n1:\n\ts_nop 2");
  __asm__ volatile(".p2align 3\n\ts_nop 0\n\t.long 0xbf800000");
  __asm__ volatile("s_waitcnt vmcnt(0) lgkmcnt(0)" ::: "memory");
  __asm__ volatile(".set my_inline_sym, 42\n\ts_movk_i32 %0, my_inline_sym" : "=s"(s));
  o[__builtin_amdgcn_workitem_id_x()] = v + s;
}
