// hidden: none
kernel void qualifiers(global const int *a, global volatile int *restrict b, constant float *c, const global int *restrict d, global int *o) { o[0] = a[0] + b[0] + (int)c[0] + d[0]; }
