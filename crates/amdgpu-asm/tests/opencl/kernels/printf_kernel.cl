kernel void say(global int *p, float f, long l) {
  printf("hello %d %f %ld\n", p[0], f, l);
  printf("just text\n");
  printf("%s and %c\n", "str", 'x');
  printf("vec %v4d\n", (int4)(1, 2, 3, p[1]));
}
