// A long straight-line kernel (fully unrolled loops): the biggest generated assembly, used
// for timing as well.
kernel void big(global float *o, global const float *a, global const float *b, int n) {
  uint i = __builtin_amdgcn_workitem_id_x();
  float acc[16];
#pragma unroll
  for (int k = 0; k < 16; ++k) acc[k] = a[i + k];
#pragma unroll
  for (int r = 0; r < 48; ++r) {
#pragma unroll
    for (int k = 0; k < 16; ++k) acc[k] = acc[k] * b[r * 16 + k] + acc[(k + 1) & 15] * (float)(r + 1);
  }
#pragma unroll
  for (int k = 0; k < 16; ++k) o[i * 16 + k] = acc[k] + (float)n;
}
