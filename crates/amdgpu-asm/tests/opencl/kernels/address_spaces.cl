// Generic (flat) address space: pointers cast between global/local/private.
__attribute__((noinline)) void bump(int *p) { *p += 1; }
kernel void generic_as(global int *g, local int *l) {
  uint i = __builtin_amdgcn_workitem_id_x();
  int priv = (int)i;
  bump(&g[i]);
  bump(&l[i]);
  bump(&priv);
  int *gen = (i & 1) ? (int *)&g[i] : (int *)&l[i];
  *gen += priv;
  global int *back = to_global(gen);
  if (back) back[0] = 9;
  g[i + 64] = l[i] + (to_local(gen) != 0) + (to_private(gen) != 0);
}
