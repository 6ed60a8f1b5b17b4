constant float weights[16] = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f,
                              0.9f, 1.0f, 1.1f, 1.2f, 1.3f, 1.4f, 1.5f, 1.6f};
constant int lut[8][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16},
                          {17, 18, 19, 20}, {21, 22, 23, 24}, {25, 26, 27, 28}, {29, 30, 31, 32}};
constant char msg[] = "constant string table";
kernel void tables(global float *o, global int *p, global char *c) {
  uint i = __builtin_amdgcn_workitem_id_x();
  o[i] = weights[i & 15] * o[i];
  p[i] = lut[i & 7][(i >> 3) & 3];
  c[i] = msg[i % sizeof(msg)];
}
