// Program-scope variables: initialised data, zero data (bss), pointers to other globals
// (data relocations), and a constant pointer table.
global int counter = 5;
global float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
global long zeros[32];
global int *global gptr = &counter;
global float *global tptrs[2] = {&table[1], &table[3]};
constant int cval = 42;
constant const int *constant cptr = &cval;
kernel void use_globals(global int *o) {
  uint i = __builtin_amdgcn_workitem_id_x();
  counter += (int)i;
  zeros[i & 31] = (long)*gptr;
  o[i] = (int)*tptrs[i & 1] + *cptr + (int)table[i & 3];
  gptr = o;
}
