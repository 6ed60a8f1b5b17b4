// Recursion forces a dynamic stack (.amdhsa_uses_dynamic_stack, private segment unknown).
__attribute__((noinline)) int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__attribute__((noinline)) unsigned ack(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
kernel void recurse(global int *o, int n) {
  o[0] = fib(n);
  o[1] = (int)ack(2u, (unsigned)n);
}
