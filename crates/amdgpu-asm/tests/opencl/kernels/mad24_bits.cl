kernel void bits(global uint *o, global const uint *a, global ulong *l) {
  uint i = __builtin_amdgcn_workitem_id_x();
  uint x = a[i];
  o[i] = popcount(x) + clz(x) + ctz(x) + rotate(x, 5u) + mad24(x, 3u, 7u) + mul24(x, x)
       + mul_hi(x, 0x12345678u) + (uint)add_sat((int)x, 100) + hadd(x, 9u) + bitselect(x, ~x, 0xf0f0u);
  l[i] = upsample(x, x + 1) + (ulong)__builtin_bitreverse32(x) + __builtin_bswap64(l[i]);
  o[i + 64] = __builtin_amdgcn_ubfe(x, 3, 9) + (uint)__builtin_amdgcn_sbfe((int)x, 2, 7)
            + __builtin_amdgcn_alignbyte(x, x + 1, 2u);
}
