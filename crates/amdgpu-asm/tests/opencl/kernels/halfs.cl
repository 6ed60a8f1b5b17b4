#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void hmath(global half *o, global const half *a, global const half2 *b, half k) {
  uint i = __builtin_amdgcn_workitem_id_x();
  half x = a[i];
  half2 y = b[i];
  o[i] = x * k + (half)1.5 - y.x * y.y;
  o[i + 64] = __builtin_fmaf16(x, y.x, k);
  vstore_half(vload_half(i, (global const half *)a) * 2.0f, i + 128, o);
}
