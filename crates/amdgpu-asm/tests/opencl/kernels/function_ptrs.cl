// Indirect calls through a table of function pointers (clang allows them with __cl_clang_function_pointers).
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
__attribute__((noinline)) int f_add(int a, int b) { return a + b; }
__attribute__((noinline)) int f_mul(int a, int b) { return a * b; }
__attribute__((noinline)) int f_sub(int a, int b) { return a - b; }
kernel void indirect(global int *o, int which) {
  int (*table[3])(int, int) = {f_add, f_mul, f_sub};
  o[0] = table[which % 3](o[1], o[2]);
}
