kernel void lds_static(global float *out, global const float *in) {
  local float tile[256];
  local int counts[64];
  uint l = __builtin_amdgcn_workitem_id_x();
  tile[l] = in[l];
  counts[l & 63] = (int)l;
  __builtin_amdgcn_s_barrier();
  out[l] = tile[255 - l] + (float)counts[(l + 1) & 63];
}
kernel void lds_dynamic(global float *out, local float *scratch, local int4 *more, int n) {
  uint l = __builtin_amdgcn_workitem_id_x();
  scratch[l] = (float)n;
  more[l] = (int4)(n);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = scratch[(l + 1) % 64] + (float)more[l].w;
}
