// options: -triple=amdgcn-amd-amdhsa -mcpu=gfx900
// .reloc offsets: absolute (current section), label+c and .+c (the label's section), as llvm-mc-19.
.text
  s_nop 0
l1:
  s_nop 0
  .reloc l1, R_AMDGPU_ABS32, foo
  .reloc l1+4, R_AMDGPU_ABS32_LO, foo
  .reloc .+8, R_AMDGPU_REL32, bar
  .reloc 2, R_AMDGPU_ABS64, baz
.data
d1: .long 0
  .reloc d1, R_AMDGPU_ABS32, foo
.text
  .reloc d1, R_AMDGPU_ABS32, qux
  s_nop 0
