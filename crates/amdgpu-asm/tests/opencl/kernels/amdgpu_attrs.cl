__attribute__((amdgpu_flat_work_group_size(32, 256)))
kernel void fwgs(global float *o) { o[__builtin_amdgcn_workitem_id_x()] *= 2.0f; }

__attribute__((amdgpu_waves_per_eu(2, 4)))
kernel void wpe(global float *o, global const float *a, global const float *b) {
  uint i = __builtin_amdgcn_workitem_id_x();
  o[i] = a[i] * b[i] + a[i + 1] * b[i + 1] + a[i + 2] * b[i + 2];
}

__attribute__((amdgpu_num_vgpr(24)))
__attribute__((amdgpu_num_sgpr(40)))
kernel void nregs(global double *o, double k) {
  uint i = __builtin_amdgcn_workitem_id_x();
  o[i] = o[i] * k + o[i + 1];
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
__attribute__((amdgpu_waves_per_eu(1)))
kernel void big_group(global int *o) { o[__builtin_amdgcn_workitem_id_x()] = 7; }
