// Instruction errors are located inside the statement, also through macros.
.text
  s_nop 0
  v_bogus v0, v1
.macro twice op
  \op v0, v1, v2
  \op v3, v4, v5
.endm
  twice v_add_f32
  twice v_nonexistent
  s_branch undefined_label
  s_nop undefined_value
.data
  s_nop 0
