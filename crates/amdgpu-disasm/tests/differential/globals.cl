// Globals: initialised tables, pointers to globals (data relocations), constant strings, .bss.
__constant char msg[] = "constant string data";
__global int table[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
__global int *ptrs[3] = { &table[0], &table[4], 0 };
__global long zeros[16];
__constant float coef[5] = { 0.5f, 1.5f, 2.5f, 3.5f, -1.0f };
__constant char *__constant strs[2] = { msg, msg + 9 };
__kernel void gk(__global int *out, __global float *fo) {
  uint i = __builtin_amdgcn_workitem_id_x();
  zeros[i & 15] += i;
  out[i] = *ptrs[i & 1] + table[i & 7] + msg[i % 20] + strs[i & 1][2];
  fo[i] = coef[i % 5];
}
