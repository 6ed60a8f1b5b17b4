// Many kernel arguments of every kind, several kernels in one object.
typedef struct { char c; long l; float f[3]; } Big;
typedef struct { int a; short b; } Small;
__kernel void many(__global int *a, __global const float *b, __constant int *c, __local float *d,
                   char e, uchar f, short g, ushort h, int i, uint j, long k, ulong l, float m,
                   double n, int2 o, float4 p, long3 q, Big r, Small s, __global double *out) {
  uint t = __builtin_amdgcn_workitem_id_x();
  d[t] = b[t] + m;
  __builtin_amdgcn_s_barrier();
  a[t] = c[t & 7] + e + f + g + h + i + j + (int)k + (int)l + o.x + o.y + s.a + s.b + r.c + (int)r.l;
  out[t] = n + p.x + p.w + q.z + r.f[2] + d[(t + 1) & 63];
}
__kernel void second(__global uint *p) { p[__builtin_amdgcn_workitem_id_y()] = __builtin_amdgcn_workgroup_id_z(); }
__kernel __attribute__((reqd_work_group_size(16, 4, 2))) void third(__global float *p, float a) {
  uint x = __builtin_amdgcn_workitem_id_x(), y = __builtin_amdgcn_workitem_id_y(), z = __builtin_amdgcn_workitem_id_z();
  p[x + 16 * (y + 4 * z)] = a * (float)(x ^ y ^ z);
}
__kernel void empty(void) {}
