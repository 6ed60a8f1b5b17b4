; options: -mcpu=gfx900
; a second .file 0 replaces the first (no error, unlike other numbers)
.file 0 "d" "a"
.file 0 "e" "b"
.loc 0 1 1
	s_nop 0
