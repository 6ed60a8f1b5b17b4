// Cross-lane and wave intrinsics (DPP, ds_swizzle, permute, ballot, readlane).
kernel void cross(global int *o, global const int *a) {
  uint i = __builtin_amdgcn_workitem_id_x();
  int v = a[i];
  int s = __builtin_amdgcn_ds_swizzle(v, 0x201f);
  int p = __builtin_amdgcn_ds_permute((int)(i * 4 + 4), v);
  int b = __builtin_amdgcn_ds_bpermute((int)(i * 4), v);
  int d = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);
  int m = __builtin_amdgcn_mov_dpp(v, 0x141, 0xa, 0x5, true);
  int r = __builtin_amdgcn_readfirstlane(v) + __builtin_amdgcn_readlane(v, 7);
  ulong bal = __builtin_amdgcn_ballot_w64(v > 0);
  o[i] = s + p + b + d + m + r + (int)bal + (int)__builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  o[i + 64] = (int)__builtin_amdgcn_s_memtime() + (int)__builtin_amdgcn_s_getreg(0x1806);
  __builtin_amdgcn_s_sleep(2);
  __builtin_amdgcn_s_setprio(1);
  __builtin_amdgcn_wave_barrier();
}
