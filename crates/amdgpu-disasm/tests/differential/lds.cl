// LDS (static and dynamic), barriers, atomics on global and local memory.
__kernel void reduce(__global float *in, __global float *out, __local float *dyn, __global atomic_int *cnt,
                     __global int *mx) {
  __local float tile[256];
  __local atomic_int lc;
  uint i = __builtin_amdgcn_workitem_id_x();
  if (i == 0) __opencl_atomic_store(&lc, 0, memory_order_relaxed, memory_scope_work_group);
  tile[i] = in[i];
  dyn[i] = in[i + 256];
  __builtin_amdgcn_s_barrier();
  for (uint s = 128; s > 0; s >>= 1) {
    if (i < s) tile[i] += tile[i + s] + dyn[i + s];
    __builtin_amdgcn_s_barrier();
  }
  __opencl_atomic_fetch_add(&lc, 1, memory_order_relaxed, memory_scope_work_group);
  if (i == 0) out[__builtin_amdgcn_workgroup_id_x()] = tile[0];
  __opencl_atomic_fetch_add(cnt, (int)i, memory_order_seq_cst, memory_scope_device);
  __opencl_atomic_fetch_max((volatile __global atomic_int *)mx, (int)i, memory_order_acq_rel, memory_scope_all_svm_devices);
  int expected = 0;
  __opencl_atomic_compare_exchange_strong(cnt, &expected, 7, memory_order_acquire, memory_order_relaxed, memory_scope_device);
  __opencl_atomic_exchange((volatile __global atomic_int *)mx + 1, __opencl_atomic_load(&lc, memory_order_relaxed, memory_scope_work_group), memory_order_release, memory_scope_device);
}
