// Every implicit pointer input: dispatch, queue, kernarg segment, implicitarg, s_memrealtime.
kernel void ptrs(global ulong *o, int x) {
  const constant uint *d = (const constant uint *)__builtin_amdgcn_dispatch_ptr();
  const constant uint *q = (const constant uint *)__builtin_amdgcn_queue_ptr();
  const constant uint *k = (const constant uint *)__builtin_amdgcn_kernarg_segment_ptr();
  const constant uint *ia = (const constant uint *)__builtin_amdgcn_implicitarg_ptr();
  o[0] = d[1] + q[2] + k[2] + ia[0] + (ulong)x;
  o[1] = __builtin_amdgcn_s_memrealtime();
  o[2] = __builtin_amdgcn_workgroup_id_x() + __builtin_amdgcn_workgroup_id_y() * 3 + __builtin_amdgcn_workgroup_id_z() * 5;
  o[3] = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workitem_id_y() + __builtin_amdgcn_workitem_id_z();
  o[4] = __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_grid_size_y();
}
