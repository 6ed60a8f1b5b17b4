// Large private arrays with dynamic indexing live in scratch.
kernel void scratchy(global int *o, global const int *idx) {
  int priv[1024];
  float f[300];
  uint t = __builtin_amdgcn_workitem_id_x();
  for (int k = 0; k < 1024; ++k) priv[k] = k * (int)t;
  for (int k = 0; k < 300; ++k) f[k] = (float)k * 0.5f;
  o[t] = priv[idx[t] & 1023] + (int)f[idx[t + 1] % 300];
}
