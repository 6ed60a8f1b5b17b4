// hidden: none
kernel void one_char(char c) { }
