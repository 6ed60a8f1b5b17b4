//! The bit layouts and operand-code maps that differ between generations, as data selected by
//! the target's generation (docs/0017-gfx6-gfx7.md). Code that decodes, encodes, prints or
//! parses reads these values instead of branching on a generation.
//!
//! ```
//! use amdgpu_isa::Target;
//! let ci = Target::new("gfx700").unwrap();
//! assert_eq!(ci.layout().vop3_op_shift, 17);
//! assert_eq!(ci.layout().flat_scratch, Some(104));
//! let vi = Target::new("gfx803").unwrap();
//! assert_eq!(vi.layout().vop3_op_shift, 16);
//! let rdna = Target::new("gfx1030").unwrap();
//! assert_eq!((rdna.layout().vop3_prefix, rdna.layout().sgprs), (0b11_0101, 106));
//! ```

use amdgpu_target::Generation;

/// Field positions and operand codes of one generation range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// First bit of the VOP3 opcode field (GFX8/9: 16, 10 bits; GFX6/7: 17, 9 bits).
    pub vop3_op_shift: u32,
    /// Mask of the VOP3 opcode field (after the shift).
    pub vop3_op_mask: u32,
    /// The VOP3 clamp bit of the first dword (GFX8/9: 15; GFX6/7: 11).
    pub vop3_clamp_bit: u32,
    /// Bits 31:26 of a VINTRP word (GFX8/9: 0b110101; GFX6/7: 0b110010).
    pub vintrp_prefix: u32,
    /// Number of addressable SGPRs (GFX8/9: 102; GFX6/7: 104).
    pub sgprs: u16,
    /// Operand code of flat_scratch_lo, where it exists (GFX8/9: 102; GFX7: 104; GFX6: none).
    pub flat_scratch: Option<u16>,
    /// Operand code of xnack_mask_lo, where the generation has it (GFX8/9: 104; the processor
    /// must also have the xnack feature).
    pub xnack_mask: Option<u16>,
    /// The inline constant 1/(2*pi) (code 248) exists (GFX8+).
    pub inv_2pi: bool,
    /// SDWA and DPP forms exist (GFX8+).
    pub sdwa_dpp: bool,
    /// Scalar memory instructions use the 32-bit SMRD word (GFX6/7, `crate::mem::smrd`)
    /// instead of the 64-bit SMEM word.
    pub smrd: bool,
    /// SMRD takes a 32-bit literal dword offset (GFX7).
    pub smrd_literal: bool,
    /// First bit of the DS opcode field (GFX8/9: 17; GFX6/7: 18).
    pub ds_op_shift: u32,
    /// The DS gds bit (GFX8/9: 16; GFX6/7: 17).
    pub ds_gds_bit: u32,
    /// MUBUF/MTBUF have the addr64 bit (15) and MUBUF keeps slc in the second dword (bit 22):
    /// GFX6/7.
    pub buf_addr64: bool,
    /// Bits 31:26 of an EXP word (GFX8/9: 0b110001; GFX6/7: 0b111110).
    pub exp_prefix: u32,
    /// MTBUF numeric format names (`BUF_NUM_FORMAT_*`).
    pub nfmt: &'static [&'static str; 8],
    /// MTBUF opcode field: first bit and mask (GFX8/9: 15, 4 bits; GFX6/7 and GFX10: 16, 3
    /// bits; GFX10 has a fourth bit in the second dword, `mtbuf_op_hi`).
    pub mtbuf_op_shift: u32,
    pub mtbuf_op_mask: u32,
    /// Operand codes 235..=239 (src_shared_base .. src_pops_exiting_wave_id) and 125 (null)
    /// decode (GFX8/9 as llvm-mc-19 decodes them); llvm-mc-19 rejects them on GFX6/7.
    pub gfx9_sources: bool,
    /// Bits 31:26 of a VOP3 word (GFX6-9: 0b110100; GFX10: 0b110101).
    pub vop3_prefix: u32,
    /// Bits 31:23 of a VOP3P word (GFX9: 0b110100111, inside the VOP3 prefix; GFX10:
    /// 0b110011000); only GFX9 and later have VOP3P.
    pub vop3p_prefix: u32,
    /// VOP3/VOP3P sources may be a 32-bit literal that follows the 64-bit word (GFX10+).
    pub vop3_literal: bool,
    /// A clamp bit on a VOP3 form without clamp makes the word invalid (GFX8/9, as llvm-mc-19
    /// decodes them); elsewhere it is ignored.
    pub vop3_clamp_strict: bool,
    /// Largest `s_waitcnt` lgkmcnt (bits 11:8 on GFX6-9: 15; bits 13:8 on GFX10: 63).
    pub lgkmcnt_max: u16,
    /// VOP3 compares without a destination (`v_cmpx_*_e64`, opcodes below 256) write exec:
    /// their destination field holds this code (GFX10: 126, exec_lo) when encoded and is
    /// ignored when decoded. `None`: the field must be zero (GFX6-9).
    pub cmpx_e64_dst: Option<u32>,
    /// GFX10+ DPP: the DPP16 controls (row_share, row_xmask; no wave_*/row_bcast), the fi bit
    /// (18) and DPP8 (src0 0xe9, or 0xea with fi).
    pub dpp16: bool,
    /// Scalar values (SGPRs, literals) one VALU instruction may read (GFX6-9: 1; GFX10: 2).
    pub const_bus: usize,
    /// Bits 31:26 of an SMEM word (GFX8/9: 0b110000; GFX10: 0b111101).
    pub smem_prefix: u32,
    /// GFX10 SMEM: no imm/soe bits; the soffset field (second dword bits 31:25) is always
    /// there, 125 (null) meaning none, beside the 21-bit signed offset.
    pub smem_soffset: bool,
    /// `null` (operand code 125) is a register operand of the assembler: a scalar source or
    /// destination, the SMEM soffset, the VOP3b carry-out (GFX10 on; GFX6-9 refuse it).
    pub null_operand: bool,
    /// The dlc cache bit exists (GFX10: SMEM bit 14, FLAT bit 12).
    pub dlc: bool,
    /// The saddr code of `off` in GLOBAL/SCRATCH words (GFX9: 0x7f; GFX10: 0x7d, null), and
    /// the saddr FLAT-segment words must hold (GFX9: 0; GFX10: 0x7d).
    pub flat_off: u32,
    pub flat_saddr: u32,
    /// Width of the FLAT-family offset field (GFX9: 13 bits; GFX10: 12), signed on
    /// GLOBAL/SCRATCH.
    pub flat_offset_bits: u32,
    /// Second-dword bits of a FLAT-family word that must be clear (GFX10: bit 23, gfx90a's AGPR
    /// select; GFX9 ignores it).
    pub flat_reserved_hi: u32,
    /// The saddr code of a SCRATCH word with neither a VGPR nor an SGPR address (GFX10: 0x7f,
    /// `scratch_load_dword v8, off, off`); GFX9 has no such form. The assembler takes the form
    /// from the processor version in `scratch_st_from` on (gfx1030; gfx1010 rejects it).
    pub scratch_st: Option<u32>,
    /// (major, minor) of the first processor whose assembler takes `scratch_st`.
    pub scratch_st_from: (u32, u32),
    /// The words of the MUBUF/MTBUF/FLAT-family cache-policy bits glc, slc and scc, in that
    /// order (GFX6-10: `glc`, `slc`, `scc`; gfx940: `sc0`, `nt`, `sc1`, docs/0020-gfx940.md).
    /// SMEM keeps `glc` everywhere.
    pub cpol: [&'static str; 3],
    /// SCRATCH words carry a vaddr-enable bit (bit 13, gfx940's SVE) instead of GFX9's LDS bit:
    /// set when a VGPR address is used; vaddr and saddr may then both be given, or neither
    /// (`off, off`, saddr `flat_off`).
    pub scratch_sve: bool,
    /// Float atomics encode and decode the scc cache bit (gfx940's `sc1`); gfx90a's assembler
    /// takes `scc` on them without encoding it and its disassembler rejects the bit.
    pub float_atomic_scc: bool,
    /// `buffer_wbl2` and `buffer_inv` carry the glc and scc bits (gfx940's `sc0`, `sc1`); the
    /// slc word (`nt`) is accepted but not encoded, and ignored when decoding (llvm-mc-19).
    pub cache_op_cpol: bool,
    /// Mask of the MUBUF opcode field at bit 18 (GFX6-9: 7 bits; GFX10: 8 bits, 25:18).
    pub mubuf_op_mask: u32,
    /// MUBUF keeps slc in the second dword (bit 22; GFX6/7 and GFX10) instead of bit 17.
    pub mubuf_slc_hi: bool,
    /// The MTBUF opcode has a fourth bit in the second dword (bit 21; GFX10).
    pub mtbuf_op_hi: bool,
    /// MTBUF's format is one 7-bit field (bits 25:19; GFX10) with these `BUF_FMT_*` names
    /// (index = format; higher values print as numbers) instead of dfmt/nfmt. Kept in
    /// `MemMods::dfmt` (low 4 bits) and `MemMods::nfmt` (high 3 bits), as `format:N` is.
    pub ufmt: Option<&'static [&'static str]>,
    /// Export position targets `pos0..` (GFX6-9: 4, codes 12..=15; GFX10: 5, up to 16).
    pub exp_pos: u8,
    /// The export target `prim` (code 20) exists (GFX10).
    pub exp_prim: bool,
}

/// GFX8 and GFX9.
pub static GCN3: Layout = Layout {
    vop3_op_shift: 16,
    vop3_op_mask: 0x3ff,
    vop3_clamp_bit: 15,
    vintrp_prefix: 0b11_0101,
    sgprs: 102,
    flat_scratch: Some(102),
    xnack_mask: Some(104),
    inv_2pi: true,
    sdwa_dpp: true,
    smrd: false,
    smrd_literal: false,
    ds_op_shift: 17,
    ds_gds_bit: 16,
    buf_addr64: false,
    exp_prefix: 0b11_0001,
    nfmt: &crate::mem::NFMT,
    mtbuf_op_shift: 15,
    mtbuf_op_mask: 0xf,
    gfx9_sources: true,
    vop3_prefix: 0b11_0100,
    vop3p_prefix: 0b1_1010_0111,
    vop3_literal: false,
    vop3_clamp_strict: true,
    lgkmcnt_max: 15,
    cmpx_e64_dst: None,
    dpp16: false,
    const_bus: 1,
    smem_prefix: 0b11_0000,
    smem_soffset: false,
    null_operand: false,
    dlc: false,
    flat_off: 0x7f,
    flat_saddr: 0,
    flat_offset_bits: 13,
    flat_reserved_hi: 0,
    scratch_st: None,
    scratch_st_from: (u32::MAX, 0),
    cpol: ["glc", "slc", "scc"],
    scratch_sve: false,
    float_atomic_scc: false,
    cache_op_cpol: false,
    mubuf_op_mask: 0x7f,
    mubuf_slc_hi: false,
    mtbuf_op_hi: false,
    ufmt: None,
    exp_pos: 4,
    exp_prim: false,
};

/// GFX10 (RDNA 1/2, docs/0019-gfx10.md): VOP3 and VOP3P have their own prefixes and take
/// literals, VINTRP is back at the GFX6/7 prefix, 106 SGPRs and no flat_scratch or xnack_mask
/// operands, DPP16/DPP8, SMEM at 0b111101 with dlc and an soffset field, FLAT/GLOBAL/SCRATCH with
/// 12-bit offsets, dlc and null for `off`, MUBUF with an 8-bit opcode, dlc (bit 15) and slc in
/// the second dword, MTBUF with a 4-bit opcode split over both dwords and the unified format.
/// EXP at GFX6/7's prefix with the targets pos4 and prim. MIMG is not enabled yet.
pub static GFX10: Layout = Layout {
    vop3_op_shift: 16,
    vop3_op_mask: 0x3ff,
    vop3_clamp_bit: 15,
    vintrp_prefix: 0b11_0010,
    sgprs: 106,
    flat_scratch: None,
    xnack_mask: None,
    inv_2pi: true,
    sdwa_dpp: true,
    smrd: false,
    smrd_literal: false,
    ds_op_shift: 18,
    ds_gds_bit: 17,
    buf_addr64: false,
    exp_prefix: 0b11_1110,
    nfmt: &crate::mem::NFMT,
    mtbuf_op_shift: 16,
    mtbuf_op_mask: 7,
    gfx9_sources: true,
    vop3_prefix: 0b11_0101,
    vop3p_prefix: 0b1_1001_1000,
    vop3_literal: true,
    vop3_clamp_strict: true,
    lgkmcnt_max: 63,
    cmpx_e64_dst: Some(126),
    dpp16: true,
    const_bus: 2,
    smem_prefix: 0b11_1101,
    smem_soffset: true,
    null_operand: true,
    dlc: true,
    flat_off: 0x7d,
    flat_saddr: 0x7d,
    flat_offset_bits: 12,
    flat_reserved_hi: 1 << 23,
    scratch_st: Some(0x7f),
    scratch_st_from: (10, 3),
    cpol: ["glc", "slc", "scc"],
    scratch_sve: false,
    float_atomic_scc: false,
    cache_op_cpol: false,
    mubuf_op_mask: 0xff,
    mubuf_slc_hi: true,
    mtbuf_op_hi: true,
    ufmt: Some(&crate::mem::UFMT_GFX10),
    exp_pos: 5,
    exp_prim: true,
};

/// GFX7 (CI): GFX8/9's layout where the fields below do not say otherwise.
pub static GFX7: Layout = Layout {
    vop3_op_shift: 17,
    vop3_op_mask: 0x1ff,
    vop3_clamp_bit: 11,
    vintrp_prefix: 0b11_0010,
    sgprs: 104,
    flat_scratch: Some(104),
    xnack_mask: None,
    inv_2pi: false,
    sdwa_dpp: false,
    smrd: true,
    smrd_literal: true,
    ds_op_shift: 18,
    ds_gds_bit: 17,
    buf_addr64: true,
    exp_prefix: 0b11_1110,
    nfmt: &crate::mem::NFMT_SICI,
    mtbuf_op_shift: 16,
    mtbuf_op_mask: 7,
    gfx9_sources: false,
    vop3_clamp_strict: false,
    mubuf_slc_hi: true,
    ..GCN3
};

/// GFX6 (SI): GFX7 without flat_scratch and SMRD literals.
pub static GFX6: Layout = Layout { flat_scratch: None, smrd_literal: false, ..GFX7 };

/// gfx940/gfx941/gfx942 (MI300, docs/0020-gfx940.md): GFX9's fields with the cache-policy
/// bits named `sc0`, `nt`, `sc1` and SCRATCH's vaddr-enable bit.
pub static GFX940: Layout = Layout {
    cpol: ["sc0", "nt", "sc1"],
    scratch_sve: true,
    float_atomic_scc: true,
    cache_op_cpol: true,
    ..GCN3
};

/// Processors whose layout is not their generation's: (processor name, layout).
pub static PROCESSOR_LAYOUTS: [(&str, &Layout); 3] =
    [("gfx940", &GFX940), ("gfx941", &GFX940), ("gfx942", &GFX940)];

/// The layout of a processor: its entry in [`PROCESSOR_LAYOUTS`], else its generation's.
#[must_use]
pub fn for_processor(p: &amdgpu_target::Processor) -> &'static Layout {
    PROCESSOR_LAYOUTS
        .iter()
        .find(|(n, _)| *n == p.name)
        .map_or_else(|| for_generation(p.generation), |(_, l)| l)
}

/// The layout of a generation (GFX8/9 for everything the tables cover that is not GFX6/7).
#[must_use]
pub fn for_generation(g: Generation) -> &'static Layout {
    match g {
        Generation::Gfx6 => &GFX6,
        Generation::Gfx7 => &GFX7,
        Generation::Gfx10 => &GFX10,
        _ => &GCN3,
    }
}
