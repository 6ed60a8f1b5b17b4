; options: -mcpu=gfx900 -mattr=+xnack --amdhsa-code-object-version=3 tool=llvm14
// Code object V3 (only LLVM 14 writes it): V3 e_flags and target-ID spelling.
.amdgcn_target "amdgcn-amd-amdhsa--gfx900+xnack"
.text
.globl k
.p2align 8
.type k,@function
k:
.long 0xbf810000
.rodata
.p2align 6
.amdhsa_kernel k
.amdhsa_next_free_vgpr 1
.amdhsa_next_free_sgpr 1
.amdhsa_reserve_xnack_mask 1
.end_amdhsa_kernel
