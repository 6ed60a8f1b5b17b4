// Directive errors.
.bogus_directive 1
.p2align 40
.align 3
.section .x, "q"
.section
.ascii 5
.if
.endif
.else
.endif
.endr
.endm
.include "does-not-exist.s"
.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
.amdhsa_code_object_version 9
.error "user error"
.warning "user warning"
.comm c, -1
.lcomm l, 4, 4
