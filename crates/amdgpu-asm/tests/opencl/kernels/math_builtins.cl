// Math that lowers to target intrinsics directly (no device library with -nogpulib).
kernel void mathy(global float *o, global const float *a) {
  uint i = __builtin_amdgcn_workitem_id_x();
  float x = a[i];
  o[i] = __builtin_amdgcn_rcpf(x) + __builtin_amdgcn_rsqf(x) + __builtin_amdgcn_sinf(x)
       + __builtin_amdgcn_cosf(x) + __builtin_amdgcn_fractf(x) + __builtin_amdgcn_ldexpf(x, 4)
       + __builtin_amdgcn_fmed3f(x, 0.0f, 1.0f) + __builtin_fmaf(x, x, 2.0f) + __builtin_sqrtf(x)
       + __builtin_fabsf(x) + __builtin_truncf(x) + __builtin_rintf(x) + __builtin_expf(x)
       + __builtin_logf(x) + __builtin_exp2f(x) + __builtin_log2f(x);
  o[i + 64] = (float)__builtin_amdgcn_frexp_expf(x) + __builtin_amdgcn_frexp_mantf(x);
}
