// Scalar-unit intrinsics: messages, program counter, cache control, trace data.
kernel void msgs(global ulong *o, int x) {
  __builtin_amdgcn_s_sendmsg(3, 0);
  o[0] = __builtin_amdgcn_s_getpc();
  __builtin_amdgcn_s_dcache_wb();
  __builtin_amdgcn_buffer_wbinvl1();
  __builtin_amdgcn_s_waitcnt(0);
  __builtin_amdgcn_s_ttracedata(x);
  __builtin_amdgcn_s_incperflevel(1);
  __builtin_amdgcn_s_decperflevel(1);
  o[1] = __builtin_amdgcn_s_memrealtime();
}
