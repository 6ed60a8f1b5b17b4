; options: -mcpu=gfx906
// Quoted symbol names in instruction operands and directives (issue 5/7 gap 2), and
// `c - .` data (PC-relative against no symbol), both met in the disassembler round trip.
.text
	.globl "odd name"
	.hidden "odd name"
	.type "odd name",@object
	.globl "sym.with.dots"
k:
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, "odd name"@gotpcrel32@lo+4
	s_addc_u32 s9, s9, "odd name"@gotpcrel32@hi+12
	s_mov_b32 s0, "sym.with.dots"@abs32@lo
	s_add_u32 s0, s0, "a b c"@rel32@lo+4
	v_mov_b32 v0, "x y"@abs32@hi
	s_branch "local label"
	s_nop 0
"local label":
	s_endpgm
	.long 4660-.
	.quad 8-.
.data
"odd name":
	.long 1
	.size "odd name", 4
	.quad "sym.with.dots" + 4
	"a.b" = 12
	.long "a.b"
