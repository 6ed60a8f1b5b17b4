// Register names of other processors are not symbols (llvm-mc-19 rejects them on gfx900).
	s_mov_b32 ttmp8, tma_lo
	s_mov_b64 ttmp[4:5], tba
	s_mov_b64 null, s[4:5]
	s_add_u32 s0, s0, tma_hi
	s_mov_b32 s0, ttmp16
