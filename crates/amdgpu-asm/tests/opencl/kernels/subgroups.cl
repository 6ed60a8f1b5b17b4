#pragma OPENCL EXTENSION cl_khr_subgroups : enable
kernel void sg(global int *o, global float *f) {
  uint i = __builtin_amdgcn_workitem_id_x();
  o[i] = sub_group_reduce_add((int)i) + sub_group_scan_inclusive_max((int)i)
       + (int)sub_group_broadcast(i, 0u) + (int)get_sub_group_size() + (int)get_sub_group_id();
  f[i] = work_group_reduce_add(f[i]) + work_group_scan_exclusive_min(f[i + 1]);
  o[i + 64] = work_group_all((int)i > 3) + sub_group_any((int)i == 5);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
}
