; options: -mcpu=gfx900 -triple=amdgcn--
// Outside amdhsa, .amdgcn.next_free_{v,s}gpr are ordinary symbols: instructions leave them alone.
.set .amdgcn.next_free_vgpr, 0
v_mov_b32 v5, 0
.long .amdgcn.next_free_vgpr
