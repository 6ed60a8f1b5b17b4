// OpenCL 1.x atomic functions (atomic_add, atom_*), valid in every -cl-std.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void legacy(volatile global int *g, volatile local uint *l, volatile global long *q) {
  uint i = __builtin_amdgcn_workitem_id_x();
  int a = atomic_add(g, 1) + atomic_sub(g + 1, 2) + atomic_xchg(g + 2, 3) + atomic_min(g + 3, 4)
        + atomic_max(g + 4, 5) + atomic_and(g + 5, 6) + atomic_or(g + 6, 7) + atomic_xor(g + 7, 8)
        + atomic_cmpxchg(g + 8, 9, 10) + atomic_inc(g + 9) + atomic_dec(g + 10);
  uint b = atomic_add(l, 1u) + atomic_max(l + 1, i);
  long c = atom_add(q, 5l) + atom_cmpxchg(q + 1, 1l, 2l) + atom_min(q + 2, -1l);
  g[16 + i] = a + (int)b + (int)c;
}
