kernel void add(global float *a, global const float *b, float s) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  a[i] = a[i] * s + b[i];
}
