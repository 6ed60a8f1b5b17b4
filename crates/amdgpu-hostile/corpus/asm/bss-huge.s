.section .bss
.zero 1<<40
.comm big, 0x7fffffffffffffff, 8
