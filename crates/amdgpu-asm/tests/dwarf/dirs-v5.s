; options: -mcpu=gfx900
; DWARF 5 directory rules: a file in the root's directory (or none) is split at its last slash
	.file 0 "/d" "a.c"
	.file 1 "/d" "./u.h"
	.file 2 "/e" "../u.h"
	.file 3 "/e" "/abs/u.h"
	.file 4 "/e/" "f/g/h.c"
	.file 5 "./x.c"
	.file 6 "/d" "/d/q.c"
