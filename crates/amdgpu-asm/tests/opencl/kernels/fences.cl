kernel void fences(global int *g, local int *l) {
  uint i = __builtin_amdgcn_workitem_id_x();
  g[i] = 1;
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  l[i] = 2;
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  barrier(CLK_GLOBAL_MEM_FENCE);
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_all_svm_devices);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_sub_group);
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "");
  g[i + 1] = l[(i + 1) & 63];
}
