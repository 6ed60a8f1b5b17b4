//! Register counts as a kernel descriptor encodes them: `GRANULATED_WORKITEM_VGPR_COUNT` and
//! `GRANULATED_WAVEFRONT_SGPR_COUNT` of `COMPUTE_PGM_RSRC1`, and the reserved SGPRs that the
//! SGPR count must include.
//!
//! All functions are total: any inputs give a value (saturating), never a panic.

use crate::processor::{ExtraSgprRule, FlatScratch, Processor};

/// Which special SGPRs a kernel reserves (the `.amdhsa_reserve_*` directives).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SgprReserve {
    /// VCC (`.amdhsa_reserve_vcc`, default on).
    pub vcc: bool,
    /// FLAT_SCRATCH (`.amdhsa_reserve_flat_scratch`, default on).
    pub flat_scratch: bool,
    /// XNACK_MASK (`.amdhsa_reserve_xnack_mask`, default: on when xnack is on or any).
    pub xnack_mask: bool,
}

impl SgprReserve {
    /// Nothing reserved.
    pub const NONE: SgprReserve = SgprReserve { vcc: false, flat_scratch: false, xnack_mask: false };
    /// Everything reserved (the assembler defaults with xnack on/any).
    pub const ALL: SgprReserve = SgprReserve { vcc: true, flat_scratch: true, xnack_mask: true };
}

/// The VGPR encoding granule for a wave size (0 when the processor has no such wave size).
#[must_use]
pub fn vgpr_granule(p: &Processor, wave32: bool) -> u32 {
    if wave32 { p.regs.vgpr_granule_wave32 } else { p.regs.vgpr_granule_wave64 }
}

/// `GRANULATED_WORKITEM_VGPR_COUNT` for a kernel whose highest VGPR (counting AGPRs on
/// unified-file processors, i.e. `accum_offset + agprs`) is `next_free_vgpr - 1`:
/// `ceil(max(1, n) / granule) - 1`. Returns 0 for processors without VGPRs.
#[must_use]
pub fn vgpr_blocks(p: &Processor, next_free_vgpr: u32, wave32: bool) -> u32 {
    let g = vgpr_granule(p, wave32);
    if g == 0 {
        return 0;
    }
    next_free_vgpr.max(1).div_ceil(g) - 1
}

/// The `next_free_vgpr` a kernel descriptor needs for a kernel using `arch_vgprs` VGPRs and
/// `agprs` AGPRs (what clang-19 writes as `.amdhsa_next_free_vgpr`, probed on gfx908 and
/// gfx90a):
/// * unified VGPR+AGPR file (gfx90a, gfx940+): the VGPRs rounded up to 4 (where the AGPRs
///   start, `.amdhsa_accum_offset`) plus the AGPRs (4 VGPRs + 21 AGPRs -> 25);
/// * separate AGPR file (gfx908): the larger of the two (4 VGPRs + 21 AGPRs -> 21), since the
///   hardware allocates the same number of each;
/// * no AGPRs: `arch_vgprs`.
#[must_use]
pub fn descriptor_vgpr_count(p: &Processor, arch_vgprs: u32, agprs: u32) -> u32 {
    if p.regs.unified {
        arch_vgprs.next_multiple_of(4).saturating_add(agprs)
    } else if p.regs.agprs > 0 {
        arch_vgprs.max(agprs)
    } else {
        arch_vgprs
    }
}

/// The VGPR count that `blocks` stands for: `(blocks + 1) * granule` (saturating).
#[must_use]
pub fn vgprs_from_blocks(p: &Processor, blocks: u32, wave32: bool) -> u32 {
    blocks.saturating_add(1).saturating_mul(vgpr_granule(p, wave32))
}

/// Reserved SGPRs counted above `next_free_sgpr`, as LLVM 19 counts them (its
/// `extrasgprs(vcc, flat_scratch, xnack)` assembler function and the metadata's `.sgpr_count`;
/// probed with llvm-mc-19 and clang-19, see the `extra_sgprs_match_llvm19` unit test).
/// GFX6/7: VCC 2, FLAT_SCRATCH makes it 4. GFX8/9: VCC 2, XNACK_MASK makes it 4, FLAT_SCRATCH
/// makes it 6 (they sit in that order at the top of the file, so a higher one implies the lower
/// ones); architected flat scratch (gfx940-gfx942) always counts 6. GFX10+: VCC 2 (the
/// descriptor has no SGPR count there, so [`sgpr_blocks`] is 0 whatever this says).
/// `xnack_mask` counts whether or not the processor has XNACK, as in LLVM's `extrasgprs`;
/// `.amdhsa_reserve_xnack_mask 1` itself is rejected on those processors.
#[must_use]
pub fn extra_sgprs(p: &Processor, reserve: SgprReserve) -> u32 {
    let vcc = if reserve.vcc { 2 } else { 0 };
    match p.regs.extra_sgprs {
        ExtraSgprRule::None => 0,
        ExtraSgprRule::Outside => vcc,
        ExtraSgprRule::VccFlat => {
            if reserve.flat_scratch {
                4
            } else {
                vcc
            }
        }
        ExtraSgprRule::VccXnackFlat => {
            if reserve.flat_scratch || p.flat_scratch == FlatScratch::Architected {
                6
            } else if reserve.xnack_mask {
                4
            } else {
                vcc
            }
        }
    }
}

/// The SGPR count a kernel descriptor describes: `next_free_sgpr` plus the reserved
/// registers, or the fixed count on processors with the SGPR init bug.
#[must_use]
pub fn sgpr_count(p: &Processor, next_free_sgpr: u32, reserve: SgprReserve) -> u32 {
    if p.regs.sgpr_init_bug {
        return p.regs.fixed_sgprs;
    }
    next_free_sgpr.saturating_add(extra_sgprs(p, reserve))
}

/// `GRANULATED_WAVEFRONT_SGPR_COUNT`: `ceil(max(1, count) / 8) - 1` with `count` from
/// [`sgpr_count`]; always 0 on GFX10+ (the field is reserved there) and for r600.
#[must_use]
pub fn sgpr_blocks(p: &Processor, next_free_sgpr: u32, reserve: SgprReserve) -> u32 {
    let g = p.regs.sgpr_granule;
    if g == 0 {
        return 0;
    }
    sgpr_count(p, next_free_sgpr, reserve).max(1).div_ceil(g) - 1
}

/// The SGPR count that `blocks` stands for: `(blocks + 1) * 8` (0 where the field is unused).
#[must_use]
pub fn sgprs_from_blocks(p: &Processor, blocks: u32) -> u32 {
    blocks.saturating_add(1).saturating_mul(p.regs.sgpr_granule)
}

/// The largest `next_free_vgpr` whose granulated count fits the 6-bit
/// `GRANULATED_WORKITEM_VGPR_COUNT` field: `64 * granule` (LLVM 19 rejects larger values with
/// "value out of range"). 0 when the processor has no such wave size.
#[must_use]
pub fn max_next_free_vgpr(p: &Processor, wave32: bool) -> u32 {
    64 * vgpr_granule(p, wave32)
}

/// The largest `.amdhsa_next_free_sgpr` LLVM 19 accepts, or `None` where it does not check
/// (GFX10+, r600). GFX6/7: addressable SGPRs minus the reserved ones; GFX8/9: the addressable
/// SGPRs (the reserved ones are not subtracted); SGPR-init-bug processors: the fixed count
/// minus the reserved ones. Probed; see `tests/golden/kd-granules-llvm19.tsv`.
#[must_use]
pub fn max_next_free_sgpr(p: &Processor, reserve: SgprReserve) -> Option<u32> {
    let (limit, includes_extra) = sgpr_limit(p)?;
    Some(if includes_extra { limit.saturating_sub(extra_sgprs(p, reserve)) } else { limit })
}

/// The SGPR limit LLVM 19 checks `.amdhsa_next_free_sgpr` against, and whether the reserved
/// SGPRs ([`extra_sgprs`]) count towards it (GFX6/7 and SGPR-init-bug processors: 104 or the
/// fixed 96, reserved included) or not (GFX8/9: 102). `None` on GFX10+ and r600 (no check).
#[must_use]
pub fn sgpr_limit(p: &Processor) -> Option<(u32, bool)> {
    match p.regs.extra_sgprs {
        ExtraSgprRule::None | ExtraSgprRule::Outside => None,
        _ if p.regs.sgpr_init_bug => Some((p.regs.fixed_sgprs, true)),
        ExtraSgprRule::VccFlat => Some((p.regs.addressable_sgprs, true)),
        ExtraSgprRule::VccXnackFlat => Some((p.regs.addressable_sgprs, false)),
    }
}

/// The predefined version symbols for a processor in a code object version: V2 objects
/// (LLVM 14) define `.option.machine_version_major`, `_minor` and `_stepping`; V3 and later
/// define `.amdgcn.gfx_generation_number`, `_minor` and `_stepping` (see
/// [`predefined_symbols`]). Same values; probed with LLVM 14 and llvm-mc-19.
#[must_use]
pub fn predefined_symbols_for(p: &Processor, version: crate::CodeObjectVersion) -> Vec<(&'static str, u32)> {
    match (version, p.version) {
        (crate::CodeObjectVersion::V2, Some(v)) => vec![
            (".option.machine_version_major", v.major),
            (".option.machine_version_minor", v.minor),
            (".option.machine_version_stepping", v.stepping),
        ],
        _ => predefined_symbols(p),
    }
}

/// The predefined assembler symbols and their values for a processor:
/// `.amdgcn.gfx_generation_number`, `.amdgcn.gfx_generation_minor`,
/// `.amdgcn.gfx_generation_stepping` (empty for r600).
#[must_use]
pub fn predefined_symbols(p: &Processor) -> Vec<(&'static str, u32)> {
    match p.version {
        Some(v) => vec![
            (".amdgcn.gfx_generation_number", v.major),
            (".amdgcn.gfx_generation_minor", v.minor),
            (".amdgcn.gfx_generation_stepping", v.stepping),
        ],
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::processor;

    #[test]
    fn vgpr_granules() {
        let p = processor("gfx900").unwrap();
        assert_eq!(vgpr_blocks(p, 0, false), 0);
        assert_eq!(vgpr_blocks(p, 4, false), 0);
        assert_eq!(vgpr_blocks(p, 5, false), 1);
        assert_eq!(vgpr_blocks(p, 256, false), 63);
        assert_eq!(vgprs_from_blocks(p, 63, false), 256);
        let a = processor("gfx90a").unwrap();
        assert_eq!(vgpr_blocks(a, 512, false), 63);
        assert_eq!(vgpr_blocks(a, 9, false), 1);
        let n = processor("gfx1030").unwrap();
        assert_eq!(vgpr_blocks(n, 9, true), 1);
        assert_eq!(vgpr_blocks(n, 9, false), 2);
        assert_eq!(vgpr_blocks(p, u32::MAX, false), u32::MAX.div_ceil(4) - 1);
        assert_eq!(descriptor_vgpr_count(a, 4, 21), 25);
        assert_eq!(descriptor_vgpr_count(a, 5, 16), 24);
        assert_eq!(descriptor_vgpr_count(processor("gfx908").unwrap(), 4, 21), 21);
        assert_eq!(descriptor_vgpr_count(p, 5, 0), 5);
    }

    #[test]
    fn sgpr_granules() {
        let p = processor("gfx900").unwrap();
        assert_eq!(sgpr_blocks(p, 9, SgprReserve::ALL), 1);
        assert_eq!(sgpr_blocks(p, 102, SgprReserve::NONE), 12);
        assert_eq!(sgpr_blocks(processor("gfx1100").unwrap(), 100, SgprReserve::ALL), 0);
        assert_eq!(sgpr_blocks(processor("tonga").unwrap(), 1, SgprReserve::NONE), 11);
        assert_eq!(sgpr_blocks(processor("cayman").unwrap(), 1, SgprReserve::NONE), 0);
        let no_flat = SgprReserve { flat_scratch: false, ..SgprReserve::ALL };
        // gfx803 has no XNACK, but LLVM 19's extrasgprs(1, 0, 1) is 4 there too (was 2 here
        // before the model followed llvm-mc-19; see extra_sgprs_match_llvm19).
        assert_eq!(extra_sgprs(processor("gfx803").unwrap(), no_flat), 4);
        assert_eq!(extra_sgprs(p, no_flat), 4);
        assert_eq!(extra_sgprs(processor("gfx700").unwrap(), no_flat), 2);
        assert_eq!(sgpr_limit(p), Some((102, false)));
        assert_eq!(sgpr_limit(processor("gfx700").unwrap()), Some((104, true)));
        assert_eq!(sgpr_limit(processor("gfx805").unwrap()), Some((96, true)));
        assert_eq!(sgpr_limit(processor("gfx1030").unwrap()), None);
        assert_eq!(max_next_free_sgpr(processor("gfx802").unwrap(), SgprReserve::NONE), Some(96));
    }

    /// `.long extrasgprs(vcc, flat, xnack)` for the six argument triples below, assembled by
    /// llvm-mc-19 (Debian LLVM version 19.1.7) with `-triple amdgcn-amd-amdhsa -mcpu=CPU`.
    #[test]
    fn extra_sgprs_match_llvm19() {
        let args = [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 1), (1, 0, 1)];
        let probed: [(&str, [u32; 6]); 15] = [
            ("gfx600", [0, 2, 4, 0, 4, 2]),
            ("gfx700", [0, 2, 4, 0, 4, 2]),
            ("gfx801", [0, 2, 6, 4, 6, 4]),
            ("gfx802", [0, 2, 6, 4, 6, 4]),
            ("gfx803", [0, 2, 6, 4, 6, 4]),
            ("gfx805", [0, 2, 6, 4, 6, 4]),
            ("gfx900", [0, 2, 6, 4, 6, 4]),
            ("gfx9-generic", [0, 2, 6, 4, 6, 4]),
            ("gfx90a", [0, 2, 6, 4, 6, 4]),
            ("gfx940", [6, 6, 6, 6, 6, 6]),
            ("gfx941", [6, 6, 6, 6, 6, 6]),
            ("gfx1010", [0, 2, 0, 0, 2, 2]),
            ("gfx1030", [0, 2, 0, 0, 2, 2]),
            ("gfx1100", [0, 2, 0, 0, 2, 2]),
            ("gfx1200", [0, 2, 0, 0, 2, 2]),
        ];
        for (cpu, want) in probed {
            let p = processor(cpu).unwrap();
            for ((vcc, flat, xnack), w) in args.into_iter().zip(want) {
                let r = SgprReserve { vcc: vcc == 1, flat_scratch: flat == 1, xnack_mask: xnack == 1 };
                assert_eq!(extra_sgprs(p, r), w, "{cpu} extrasgprs({vcc}, {flat}, {xnack})");
            }
        }
    }
}
