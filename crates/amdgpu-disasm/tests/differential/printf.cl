// printf (buffered printf: a call to an undefined __printf_alloc, format strings in .rodata).
__kernel void pr(__global int *out, int x, float f) {
  printf("x=%d f=%f %s\n", x, f, "hi");
  if (x > 3) printf("big %ld\n", (long)x * 1000000007L);
  out[0] = x;
}
