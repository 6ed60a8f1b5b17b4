#ifndef UTIL_H
#define UTIL_H
static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}
__attribute__((noinline)) int deep(int x, __global int *p, int depth) {
  int buf[16];
  for (int i = 0; i < 16; i++) buf[i] = p[(x + i) & 31] * i;
  if (depth > 0) return deep(buf[x & 15], p, depth - 1) + buf[depth & 15];
  return buf[x & 7];
}
#endif
