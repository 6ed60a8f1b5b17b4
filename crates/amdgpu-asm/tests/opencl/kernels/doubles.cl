#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dmath(global double *o, global const double *in, double k) {
  uint i = __builtin_amdgcn_workitem_id_x();
  double x = in[i];
  o[i] = __builtin_fma(x, k, 1.0) / (x + 3.0) + __builtin_sqrt(x) + __builtin_fabs(x - k);
  o[i + 64] = __builtin_floor(x) * __builtin_ceil(k) + (double)(long)x + __builtin_fmin(x, k);
  o[i + 128] = __builtin_ldexp(x, 3) + __builtin_copysign(k, x);
}
