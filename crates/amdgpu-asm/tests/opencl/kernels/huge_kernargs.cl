kernel void many_args(global int *a0, global int *a1, global int *a2, global int *a3,
                      int b0, int b1, int b2, int b3, long c0, long c1, float d0, float d1,
                      double e0, double e1, char f0, uchar f1, short g0, ushort g1,
                      float4 h0, int8 h1, double4 h2, global float *a4, constant int *a5,
                      local int *a6, uint i0, ulong i1, int16 j0, float16 j1, long16 j2) {
  uint i = __builtin_amdgcn_workitem_id_x();
  a0[i] = b0 + b1 + b2 + b3 + (int)c0 + (int)c1 + (int)d0 + (int)d1 + (int)e0 + (int)e1;
  a1[i] = f0 + f1 + g0 + g1 + (int)h0.w + h1.s7 + (int)h2.z + a5[i] + (int)i0 + (int)i1;
  a2[i] = j0.sf + (int)j1.se + (int)j2.sd;
  a6[i] = (int)a4[i];
  a3[i] = a6[(i + 1) & 63];
}
