// hidden: none
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void vectors(global int *out, char3 a, short8 b, double2 c, uchar16 d, half h, float3 f3, long3 l3, double3 d3, half2 h2, ulong u) {
  out[__builtin_amdgcn_workitem_id_x()] = a.x + b.s1 + (int)c.y + d.s5 + (int)h + (int)f3.z + l3.y + (int)d3.x + (int)h2.y + u;
}
