; options: -mcpu=gfx900 -triple=amdgcn--amdhsa
// .reloc with R_AMDGPU_* names; a section name used as a symbol means the section start.
.text
  .long 0, 0
  .reloc 4, R_AMDGPU_ABS64, .rodata
  .reloc 3, R_AMDGPU_NONE, bar + 12
  .reloc 1, R_AMDGPU_NONE, 16
  .reloc 0, R_AMDGPU_REL32_HI, .rodata
  .reloc 0, R_AMDGPU_GOTPCREL32_LO, bar
  .reloc 2, R_AMDGPU_RELATIVE64, .rodata + 4
  .reloc 0, R_AMDGPU_REL16, local_lab
local_lab:
.rodata
.globl bar
bar:
  .quad 1
