__attribute__((noinline)) float poly(float x) { return ((x * 3.0f + 2.0f) * x - 1.0f) * x; }
__attribute__((noinline)) int mix(int a, int b, int c) { return (a ^ b) + c * 17; }
__attribute__((noinline)) void store2(global float *p, float v) { p[0] = v; p[1] = v * 2.0f; }

kernel void callee_user(global float *out, global int *io) {
  uint i = __builtin_amdgcn_workitem_id_x();
  float v = poly(out[i]);
  io[i] = mix(io[i], (int)i, 5);
  store2(out + 2 * i, v);
}
