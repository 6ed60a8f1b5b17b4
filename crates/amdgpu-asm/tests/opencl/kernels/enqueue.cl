kernel void parent(global int *a, int n) {
  queue_t q = get_default_queue();
  ndrange_t nd = ndrange_1D(64);
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^{ a[__builtin_amdgcn_workitem_id_x()] = n; });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, nd,
                 ^(local void *l) { ((local int *)l)[0] = n; a[1] = ((local int *)l)[0]; }, 256u);
}
