; options: -mcpu=gfx90a
// AGPRs do not count for .amdgcn.next_free_vgpr.
.text
  v_accvgpr_write_b32 a10, v1
  v_accvgpr_read_b32 v3, a2
.byte .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr
.byte extrasgprs(1, 0, 0), extrasgprs(0, 1, 0), extrasgprs(0, 0, 1), totalnumvgprs(1, 0), totalnumvgprs(4, 4)
