__attribute__((noinline)) void spill(__global float *p, int n) {
  float v[32];
  for (int i = 0; i < 32; ++i) v[i] = p[i] * n;
  for (int i = 0; i < 32; ++i) p[31 - i] = v[(i * 7) & 31];
}
__attribute__((noinline)) float leaf(float a) { return a * a + 1.0f; }
__attribute__((noinline)) float mid(float a, __global float *p) { spill(p, (int)a); return leaf(a) + leaf(a + 1); }
kernel void top(__global float *p, float x) {
  size_t i = __builtin_amdgcn_workitem_id_x();
  p[i] = mid(x + i, p);
}
kernel void empty(void) {}
