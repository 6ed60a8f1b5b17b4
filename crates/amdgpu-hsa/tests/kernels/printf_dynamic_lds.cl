// hidden: conservative,printf,dynamic-lds
kernel void printf_dynamic_lds(global int *o, local int *l) { generic int *g = l; o[0] = *g + ((constant int *)__builtin_amdgcn_implicitarg_ptr())[3]; printf("%d\n", o[1]); }
