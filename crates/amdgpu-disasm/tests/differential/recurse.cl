// Non-inlined calls, recursion (dynamic stack), a large private array (scratch).
__attribute__((noinline)) int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__attribute__((noinline)) float mix(float a, float b, __private float *tmp, int k) {
  tmp[k & 31] = a;
  return tmp[(k * 5) & 31] * b;
}
__attribute__((noinline)) long deep(long x, int d) { return d == 0 ? x : deep(x * 3 + d, d - 1) ^ x; }
__kernel void rec(__global int *out, __global float *f, __global long *l, int n) {
  uint i = __builtin_amdgcn_workitem_id_x();
  float tmp[32];
  for (int k = 0; k < 32; k++) tmp[k] = f[(i + k) & 255];
  out[i] = fib(n + (i & 3));
  f[i] = mix(f[i], tmp[i & 31], tmp, i);
  l[i] = deep(l[i], n & 15);
}
