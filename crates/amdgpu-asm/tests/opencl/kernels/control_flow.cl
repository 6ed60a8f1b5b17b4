kernel void branches(global int *o, global const int *in, int n) {
  uint i = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  for (int k = 0; k < n; ++k) {
    int v = in[k * 64 + i];
    if (v > 100) break;
    if (v & 1) continue;
    switch (v & 7) {
      case 0: acc += v; break;
      case 2: acc -= v; break;
      case 4: acc ^= v; break;
      default: acc *= 3;
    }
  }
  while (acc > 1000) acc >>= 1;
  o[i] = acc;
}
