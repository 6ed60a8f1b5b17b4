// .amdhsa_kernel errors are located at the directive.
.rodata
.amdhsa_kernel k1
  .amdhsa_next_free_vgpr 1
.end_amdhsa_kernel
.amdhsa_kernel k2
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
  .amdhsa_next_free_sgpr 2
  .amdhsa_bogus 1
  .amdhsa_ieee_mode 2
  .amdhsa_wavefront_size32 1
  .byte 1
.end_amdhsa_kernel
.amdhsa_kernel k3
  .amdhsa_next_free_vgpr undefined_value
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
.amdhsa_kernel k4
  .amdhsa_next_free_vgpr 1
