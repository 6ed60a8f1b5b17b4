// hidden: none
kernel void empty(void) { }
