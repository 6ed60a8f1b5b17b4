// hidden: conservative,printf,dynamic-lds,apertures
// mcpu: gfx803
kernel void gfx803_apertures(global int *o, local int *l) { generic int *g = l; private int p[4]; p[o[1] & 3] = 1; generic int *q = p; o[0] = *g + *q + ((constant int *)__builtin_amdgcn_implicitarg_ptr())[3]; printf("%d\n", o[2]); }
