// Buffer-style loads and stores of every width, with constant-address-space reads (SMEM).
kernel void widths(global uchar *b, global ushort *s, global uint *w, global ulong *q,
                   global uint4 *v4, constant uint4 *cv, constant ulong *cq, global float3 *f3) {
  uint i = __builtin_amdgcn_workitem_id_x();
  b[i] = b[i + 1] + 1;
  s[i] = s[i + 2] + 2;
  w[i] = w[i + 3] + cv[1].y;
  q[i] = q[i + 4] + cq[2];
  v4[i] = v4[i + 5] + cv[0];
  f3[i] = f3[i + 1] * 0.5f;
}
