kernel void atomics(global atomic_int *ai, global atomic_long *al, global atomic_uint *au,
                    global atomic_ulong *aul, global atomic_float *af, local atomic_int *li,
                    global int *out) {
  int a = atomic_fetch_add_explicit(ai, 1, memory_order_relaxed, memory_scope_work_item);
  long b = atomic_fetch_sub_explicit(al, 3l, memory_order_acquire, memory_scope_work_group);
  uint c = atomic_fetch_or_explicit(au, 5u, memory_order_release, memory_scope_device);
  ulong d = atomic_fetch_xor_explicit(aul, 9ul, memory_order_acq_rel, memory_scope_all_svm_devices);
  uint e = atomic_fetch_min_explicit(au + 1, 2u, memory_order_seq_cst, memory_scope_sub_group);
  long f = atomic_fetch_max_explicit(al + 1, 7l, memory_order_seq_cst, memory_scope_device);
  int g = atomic_exchange_explicit(ai + 1, 11, memory_order_relaxed, memory_scope_device);
  int expected = 4;
  bool h = atomic_compare_exchange_strong_explicit(ai + 2, &expected, 6, memory_order_seq_cst,
                                                   memory_order_relaxed, memory_scope_work_group);
  long lexp = 2;
  bool k = atomic_compare_exchange_weak_explicit(al + 2, &lexp, 6l, memory_order_acq_rel,
                                                 memory_order_acquire, memory_scope_device);
  atomic_store_explicit(af, 1.5f, memory_order_release, memory_scope_device);
  float fl = atomic_load_explicit(af + 1, memory_order_acquire, memory_scope_work_group);
  int l = atomic_fetch_and_explicit(li, 3, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  out[0] = a + (int)b + (int)c + (int)d + (int)e + (int)f + g + h + k + (int)fl + l + expected;
}
