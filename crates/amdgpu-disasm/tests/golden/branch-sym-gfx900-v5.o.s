	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.local	other
	.globl	k
	.type	k,@function
	.size	k, 0
	.section	.text,"ax",@progbits
	.p2align	2
.Lsec_text:
k:
	s_call_b64 s[30:31], .LBB_text_8                           // 000000000000: BA9E0001
	s_nop 0                                                    // 000000000004: BF800000
.LBB_text_8:
	s_setpc_b64 s[30:31]                                       // 000000000008: BE801D1E
	s_branch k                                                 // 00000000000C: BF82FFFF
	s_cbranch_scc0 .LBB_text_18                                // 000000000010: BF840001
	s_endpgm                                                   // 000000000014: BF810000
other:
.LBB_text_18:
	s_branch .LBB_text_8                                       // 000000000018: BF82FFFB
