; options: -mcpu=gfx900
; DWARF 4 directory rules
	.file 1 "/d" "./u.h"
	.file 2 "/e" "../u.h"
	.file 3 "/e" "/abs/u.h"
	.file 4 "/e/" "f/g/h.c"
	.file 5 "./x.c"
	.file 6 "/d" "/d/q.c"
	.file 7 "/d" "f/g.c"
