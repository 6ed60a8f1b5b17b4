; options: -mcpu=gfx900
// Symbol binding, visibility, type, size, common and LDS symbols.
.text
.globl f
.type f,@function
f:
.long 7
.Lend:
.size f, .Lend-f
.local lf
.type lf,%function
lf: .long 0
.size lf, 4
.data
.byte 1
.p2align 2
.globl obj
.type obj,@object
.size obj, 4
obj: .long 1
.protected pr
pr: .long 2
.weak wd
wd: .long 3
.internal it
.globl it
it: .long 4
.comm cm, 16, 8
.comm cm2, 4
.lcomm lcm, 12
.amdgpu_lds ldsv, 64, 16
.amdgpu_lds lds2, 8
.long ldsv
.type bob,@gnu_unique_object
.globl undef_global
.weak undef_weak
.hidden hid
.globl hid
.set abs_local, 3
.set abs_global, 4
.globl abs_global
