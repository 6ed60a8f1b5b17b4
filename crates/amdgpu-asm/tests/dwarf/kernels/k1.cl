typedef struct { float4 a; int b; char c; } S;
__constant float lut[16] = {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16};
int helper(int x, __global int *p) { return x * p[x & 7] + 3; }
__attribute__((noinline)) float f2(float a, float b) { return fma(a, b, sqrt(a)) / b; }
kernel void reduce(__global float *out, __global const float *in, __local float *tmp, int n) {
  int lid = get_local_id(0), gid = get_global_id(0);
  tmp[lid] = gid < n ? in[gid] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s) tmp[lid] += tmp[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) out[get_group_id(0)] = tmp[0] * lut[get_group_id(0) & 15];
}
kernel void structs(__global S *s, __global int *p, double d, long l, uchar u, float h) {
  int i = get_global_id(0);
  s[i].a = s[i].a * (float4)(d) + (float)l;
  s[i].b = helper(s[i].b, p) + u;
  s[i].c = (char)f2(s[i].a.x, (float)h);
  atomic_add(p, 1);
  atomic_fetch_max_explicit((volatile __global atomic_int *)p + 1, i, memory_order_relaxed, memory_scope_device);
}
kernel void wide(__global double2 *a, __global ulong *b) {
  size_t i = get_global_id(0) + get_global_id(1) * get_global_size(0);
  a[i] = a[i].yx * 2.5 + (double2)(b[i], popcount(b[i]));
  b[i] = mul_hi(b[i], (ulong)i) ^ rotate(b[i], (ulong)13);
}
