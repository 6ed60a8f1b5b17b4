; options: -mcpu=gfx900
// Constant parts of expressions fold only where llvm-mc-19's parser folds them: a whole
// expression, a parenthesised group, a function argument (docs/0018). The text output
// prints the rest as written (`u+(2*3)`, but `u+(2*3)` in parentheses is `u+6`).
.set a, 3
	.data
.long u + a*2
.long u + 2*3
.long (u+1)+2*3
.long u + (2*3)
.long u + (a*2)
.long 2*3 + u
.long u + 2*3*4
.long u + (2*3)*4
.long u + -1
.long u + ~1
.long u + 1 + 2
.long 1 + 2 + u
.long u + ((1+2))
.long u - (1 - 2)
.long 2*3
.set b, u + 2*3
.set c, 4*5
.long c + u
.long b
