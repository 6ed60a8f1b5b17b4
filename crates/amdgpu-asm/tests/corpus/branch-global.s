; options: -mcpu=gfx900
// A branch to a global or weak label stays a relocation (R_AMDGPU_REL16 against the symbol,
// field 0xffff) in llvm-mc-19; local labels resolve (issue 5/7 gap 1).
.text
	.globl k
k:
	s_nop 0
	s_branch k
	s_cbranch_scc0 w
	s_cbranch_execz loc
	s_branch w
loc:
	.weak w
w:
	s_endpgm
// Branches into another section: REL16 against the section symbol plus the offset.
	s_branch h
	.section .text.b,"ax"
	s_nop 0
	s_nop 0
h:
	s_branch k
	s_endpgm
