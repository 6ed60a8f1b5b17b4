// OpenCL work-item functions without a device library are calls to external functions:
// undefined symbols and R_AMDGPU_REL32_LO/HI (GOT) relocations in the object.
kernel void ext(global float *o, global const float *a) {
  size_t i = get_global_id(0);
  size_t l = get_local_id(1);
  o[i] = a[i] * (float)get_global_size(0) + (float)l + (float)get_num_groups(2) + sin(a[i]) + pow(a[i], 2.5f);
}
