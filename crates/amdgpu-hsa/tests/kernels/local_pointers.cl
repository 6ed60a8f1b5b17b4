// hidden: none
kernel void local_pointers(local int *a, local char *b, global int *o, local double2 *c, local void *v) { o[0] = a[0] + b[0] + (int)c[0].y; }
