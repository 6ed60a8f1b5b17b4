// hidden: implicit
kernel void implicitarg(global int *o, int x) { o[0] = ((constant int *)__builtin_amdgcn_implicitarg_ptr())[3] + x; }
