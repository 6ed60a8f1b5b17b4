kernel void add(global float *a, global const float *b, float s) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  a[i] = a[i] * s + b[i];
  __builtin_amdgcn_s_barrier();
  if (a[i] > 1.0f) a[i + 1] = __builtin_sqrtf(b[i]);
}
kernel void lds(global int *out) {
  local int tmp[64];
  unsigned i = __builtin_amdgcn_workitem_id_x();
  tmp[i] = i * 3;
  __builtin_amdgcn_s_barrier();
  out[i] = tmp[63 - i] + __opencl_atomic_fetch_add((atomic_int*)&tmp[0], 1, memory_order_relaxed, memory_scope_work_group);
}
