	.file 1 "x"
	.file 1 "y"
	.file 0 "d" "x" md5 0x87d1dedd197dfb0134f5983dc73a9c39aa
	.file -1 "x"
	.file 2 "a" "b" extra
	.file 3 "a" "b" source 5
