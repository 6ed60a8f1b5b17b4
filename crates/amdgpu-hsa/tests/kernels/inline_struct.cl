// hidden: none
struct Q { int a; char b; };
kernel void inline_struct(global int *o, struct { int a; float b; } s, global struct Q *q, struct Q byval) { o[0] = s.a + byval.b; }
