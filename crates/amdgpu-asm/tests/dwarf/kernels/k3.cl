kernel void simple(__global int *a) {
  a[__builtin_amdgcn_workitem_id_x()] += 1;
}
