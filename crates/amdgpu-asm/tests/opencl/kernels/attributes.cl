__attribute__((reqd_work_group_size(64, 2, 1)))
kernel void reqd(global int *o) { o[__builtin_amdgcn_workitem_id_x()] = 1; }

__attribute__((work_group_size_hint(128, 1, 1)))
kernel void hint(global int *o) { o[__builtin_amdgcn_workitem_id_x()] = 2; }

__attribute__((vec_type_hint(float4)))
kernel void vth(global float4 *o) { o[__builtin_amdgcn_workitem_id_x()] = (float4)(3.0f); }

__attribute__((vec_type_hint(uint2)))
__attribute__((reqd_work_group_size(16, 16, 1)))
kernel void both(global uint2 *o) { o[__builtin_amdgcn_workitem_id_y()] = (uint2)(4u); }
