// hidden: none
typedef struct __attribute__((packed)) { char a; int b; } P2;
typedef struct { char a; int b __attribute__((aligned(16))); } A16;
typedef union { char a; double d; int i[3]; } Un;
typedef struct { float4 v; char c; } V16;
kernel void packed_aligned(P2 p, A16 a, Un u, char c, V16 v, global int *o) { o[0] = p.b + a.b + u.i[2] + c + (int)v.v.x; }
