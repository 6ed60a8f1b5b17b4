// Floating point, doubles, halves, 64-bit integer division, bit tricks, control flow.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void fm(__global float *f, __global double *d, __global half *h, __global long *l, __global uint *u, int mode) {
  uint i = __builtin_amdgcn_workitem_id_x();
  float x = f[i];
  switch (mode) {
  case 0: f[i] = __builtin_fmaf(x, x, 1.0f) / (x + 3.0f); break;
  case 1: f[i] = __builtin_sqrtf(x) + __builtin_fabsf(x); break;
  case 2: f[i] = __builtin_amdgcn_rcpf(x) * __builtin_copysignf(2.0f, -x); break;
  case 3: f[i] = (float)((int)x >> 3); break;
  default: f[i] = x < 0.0f ? -x : x * 0.25f;
  }
  d[i] = d[i] / (double)(i + 1) + __builtin_fma(d[i], 2.0, 0.125);
  h[i] = h[i] * (half)2.0f + h[i + 1];
  l[i] = l[i] / (long)(i + 3) + l[i] % 7 + (l[i] >> 17) * (long)(uint)l[i + 1];
  u[i] = __builtin_popcount(u[i]) + __builtin_clz(u[i] | 1) + __builtin_ctz(u[i] | 0x80000000u) + (u[i] << (i & 31));
}
