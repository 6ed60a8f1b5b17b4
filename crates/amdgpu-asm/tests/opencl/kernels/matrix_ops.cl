// Dot products and packed math (v_dot*, v_pk_*) that gfx906 and later select.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void dots(global float *o, global const half2 *a, global const half2 *b,
                 global const short2 *c, global const ushort2 *d, global half2 *h) {
  uint i = __builtin_amdgcn_workitem_id_x();
  half2 x = a[i], y = b[i];
  h[i] = x * y + x - y;
  h[i + 64] = __builtin_elementwise_max(x, y);
  short2 s = c[i];
  ushort2 u = d[i];
  o[i] = (float)(x.x * y.x + x.y * y.y) + (float)(s.x * s.y) + (float)(u.x + u.y);
}
