.amdhsa_kernel k
.amdhsa_next_free_vgpr 0xffffffffffffffff
.amdhsa_next_free_sgpr -1
.amdhsa_group_segment_fixed_size 1<<63
.amdhsa_user_sgpr_count 99999999999999999999
.end_amdhsa_kernel
