// Several kernels in one file, sharing a helper that is inlined.
static float scale(float x, float k) { return x * k + 1.0f; }

kernel void k_add(global float *a, global const float *b) {
  size_t i = __builtin_amdgcn_workitem_id_x();
  a[i] += b[i];
}
kernel void k_scale(global float *a, float k) {
  size_t i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  a[i] = scale(a[i], k);
}
kernel void k_empty(void) {}
kernel void k_int(global int *o, int x, int y) { o[__builtin_amdgcn_workitem_id_y()] = x / y; }
kernel void k_ulong(global ulong *o, ulong x) { o[__builtin_amdgcn_workitem_id_z()] = x % 7u; }
