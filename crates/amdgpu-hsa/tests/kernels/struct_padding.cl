// hidden: none
typedef struct { char c; int i; double d; char3 v; } S;
typedef struct { char x[5]; } U;
typedef struct { char a; short b[3]; long c; } T;
typedef struct { S inner[2]; char tail; } Nested;
kernel void struct_padding(U u, T t, char c, S s, Nested n, global int *o) { o[0] = u.x[1] + t.c + c + s.i + n.inner[1].i + n.tail; }
