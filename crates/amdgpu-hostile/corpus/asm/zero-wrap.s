.zero 0xffffffffffffffff
.skip -1
.space 1<<63
