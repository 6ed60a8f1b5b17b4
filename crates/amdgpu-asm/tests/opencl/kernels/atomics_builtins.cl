// Clang's __opencl_atomic_* and __hip/__atomic builtins on half-width and float types.
kernel void atom_b(global int *gi, global float *gf, global double *gd, local int *li,
                   global unsigned long *gl) {
  __opencl_atomic_fetch_add((volatile global atomic_int *)gi, 1, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE);
  __atomic_fetch_add(gf, 1.0f, __ATOMIC_RELAXED);
  __atomic_fetch_add(gd, 2.0, __ATOMIC_SEQ_CST);
  __atomic_fetch_sub(li, 4, __ATOMIC_ACQ_REL);
  __atomic_fetch_max(gl, 99ul, __ATOMIC_RELAXED);
  __atomic_fetch_min(gi + 3, -5, __ATOMIC_ACQUIRE);
  __hip_atomic_fetch_add(gf + 1, 3.0f, __ATOMIC_RELAXED, 4 /* agent */);
  __hip_atomic_fetch_max(gf + 2, 3.0f, __ATOMIC_RELAXED, 2 /* wavefront */);
}
