kernel void vecs(global float16 *f16, global char3 *c3, global uchar8 *u8, global short2 *s2,
                 global long4 *l4, global double2 *d2, float8 f8, int3 i3) {
  uint i = __builtin_amdgcn_workitem_id_x();
  f16[i] = f16[i] * f8.s0 + (float16)(f8, f8);
  c3[i] = c3[i] + (char3)(1, 2, 3) + convert_char3(i3);
  u8[i] = u8[i].s76543210;
  s2[i] = s2[i].yx;
  l4[i] = l4[i] + (long4)(i3.x, i3.y, i3.z, 0);
  d2[i] = d2[i] * 2.0;
}
