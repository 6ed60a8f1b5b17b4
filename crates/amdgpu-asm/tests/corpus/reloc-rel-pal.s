; options: -mcpu=gfx1030 -triple=amdgcn-amd-amdpal
// Non-HSA objects use REL relocations: the addend is written into the relocated field.
.text
  .long ext + 5
  .quad ext2 + 7
  .long ext3@abs32@lo + 3
  .long ext4@rel32@hi + 0x12345
  .long local_lab - .
local_lab:
  .short local_lab + 2
.data
  .quad local_lab + 8
