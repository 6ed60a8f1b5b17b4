; options: -mcpu=gfx900
// `.` in an instruction operand is a new temporary label printed before the instruction
// (`.Ltmp0-BB1`), numeric labels are `.Ltmp<n>` in order of creation.
BB1:
  s_nop 0
  s_mov_b32 s0, . - BB1
  s_add_u32 s1, s1, (. - BB1) + 4
.long . - BB1
  s_mov_b32 s2, BB1 - .
1:
  s_nop 0
  s_branch 1b
  s_branch 1f
1:
  s_mov_b32 s0, 1b
