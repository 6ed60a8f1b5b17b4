//! The few facts about a processor that the runtime ABI depends on.
//!
//! The ABI layer only needs to know which *descriptor family* a processor belongs to (the bit
//! meanings of COMPUTE_PGM_RSRC1/2/3 and of the kernel-code properties differ between GFX6-GFX8,
//! GFX9, GFX90A, GFX940, GFX10, GFX11 and GFX12) plus a handful of target features (wavefront
//! size, XNACK, CU mode, TG split, the GFX8 SGPR initialisation bug). [`AbiTarget`] carries exactly
//! that, so that this crate does not duplicate the processor table of `amdgpu-target`.

use amdgpu_target::processor::Processor;
use amdgpu_target::regs::{self, SgprReserve};

use crate::HsaError;

/// The group of processors that share one layout of the kernel descriptor's register fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Family {
    /// GFX6 (Southern Islands).
    Gfx6,
    /// GFX7 (Sea Islands).
    Gfx7,
    /// GFX8 (Volcanic Islands).
    Gfx8,
    /// GFX9 except gfx90a and gfx940-gfx942.
    Gfx9,
    /// gfx90a (and gfx90c is *not* here: it is plain GFX9).
    Gfx90a,
    /// gfx940, gfx941, gfx942 (and gfx9-4-generic).
    Gfx940,
    /// GFX10 (gfx1010-gfx1036).
    Gfx10,
    /// GFX11 (gfx1100-gfx1152).
    Gfx11,
    /// GFX12 (gfx1200, gfx1201).
    Gfx12,
}

impl Family {
    /// Every family, oldest first.
    pub const ALL: [Family; 9] = [
        Family::Gfx6,
        Family::Gfx7,
        Family::Gfx8,
        Family::Gfx9,
        Family::Gfx90a,
        Family::Gfx940,
        Family::Gfx10,
        Family::Gfx11,
        Family::Gfx12,
    ];

    /// The GFX major version (6..=12).
    #[must_use]
    pub fn major(self) -> u32 {
        match self {
            Family::Gfx6 => 6,
            Family::Gfx7 => 7,
            Family::Gfx8 => 8,
            Family::Gfx9 | Family::Gfx90a | Family::Gfx940 => 9,
            Family::Gfx10 => 10,
            Family::Gfx11 => 11,
            Family::Gfx12 => 12,
        }
    }

    /// The family of a processor name such as `gfx90a`, `gfx1100` or `gfx9-generic`.
    ///
    /// # Errors
    /// [`HsaError::UnknownProcessor`] when the name is not an AMDGCN `gfx` processor.
    pub fn from_processor(name: &str) -> Result<Family, HsaError> {
        let unknown = || HsaError::UnknownProcessor(name.to_string());
        let digits = name.strip_prefix("gfx").ok_or_else(unknown)?;
        match digits {
            "90a" => return Ok(Family::Gfx90a),
            "940" | "941" | "942" | "9-4-generic" => return Ok(Family::Gfx940),
            _ => {}
        }
        if let Some(major) = digits.strip_suffix("-generic") {
            let major = major.split('-').next().unwrap_or("");
            return match major {
                "9" => Ok(Family::Gfx9),
                "10" => Ok(Family::Gfx10),
                "11" => Ok(Family::Gfx11),
                "12" => Ok(Family::Gfx12),
                _ => Err(unknown()),
            };
        }
        // gfxMmS: the last two characters are minor and stepping (hex stepping allowed).
        if digits.len() < 3 || !digits.is_char_boundary(digits.len() - 2) {
            return Err(unknown());
        }
        let (major, rest) = digits.split_at(digits.len() - 2);
        if !rest.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err(unknown());
        }
        match major {
            "6" => Ok(Family::Gfx6),
            "7" => Ok(Family::Gfx7),
            "8" => Ok(Family::Gfx8),
            "9" => Ok(Family::Gfx9),
            "10" => Ok(Family::Gfx10),
            "11" => Ok(Family::Gfx11),
            "12" => Ok(Family::Gfx12),
            _ => Err(unknown()),
        }
    }

    /// Lower-case display name (`gfx9`, `gfx90a`, ...).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Family::Gfx6 => "gfx6",
            Family::Gfx7 => "gfx7",
            Family::Gfx8 => "gfx8",
            Family::Gfx9 => "gfx9",
            Family::Gfx90a => "gfx90a",
            Family::Gfx940 => "gfx940",
            Family::Gfx10 => "gfx10",
            Family::Gfx11 => "gfx11",
            Family::Gfx12 => "gfx12",
        }
    }

    /// GFX90A and GFX940: unified VGPR/AGPR file, RSRC3 ACCUM_OFFSET and TG_SPLIT.
    #[must_use]
    pub fn has_gfx90a_insts(self) -> bool {
        matches!(self, Family::Gfx90a | Family::Gfx940)
    }

    /// Architected flat scratch (no private segment buffer / flat scratch init user SGPRs):
    /// GFX940 and GFX11+.
    #[must_use]
    pub fn architected_flat_scratch(self) -> bool {
        matches!(self, Family::Gfx940 | Family::Gfx11 | Family::Gfx12)
    }

    /// Work-item IDs packed into v0 (X 9:0, Y 19:10, Z 29:20): GFX90A, GFX940, GFX11+.
    #[must_use]
    pub fn packed_workitem_ids(self) -> bool {
        matches!(self, Family::Gfx90a | Family::Gfx940 | Family::Gfx11 | Family::Gfx12)
    }

    /// Kernarg preloading into user SGPRs (KERNARG_PRELOAD_SPEC_*): GFX90A and GFX940.
    #[must_use]
    pub fn has_kernarg_preload(self) -> bool {
        self.has_gfx90a_insts()
    }
}

/// A processor as far as the runtime ABI cares: its descriptor family and target features.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct AbiTarget {
    /// The descriptor family.
    pub family: Family,
    /// GFX10+: wavefront size 32 is the default (`-wavefrontsize64` absent).
    pub wave32: bool,
    /// XNACK replay may be triggered (`xnack+` or `xnack` "any"); GFX8-GFX10 reserve XNACK_MASK.
    pub xnack: bool,
    /// GFX10+: `cumode` (work-groups in CU mode; clears WGP_MODE).
    pub cumode: bool,
    /// GFX90A/GFX940: `tgsplit`.
    pub tg_split: bool,
    /// The GFX8 SPI SGPR initialisation limitation (gfx802 / iceland / tonga and gfx800):
    /// the SGPR count is always 96.
    pub sgpr_init_bug: bool,
}

impl AbiTarget {
    /// A target of `family` with the features LLVM 19 assumes for a bare `-mcpu` of a typical
    /// member (wave32 on GFX10+, XNACK "any" on GFX9 and GFX10, no cumode, no tgsplit).
    #[must_use]
    pub fn new(family: Family) -> AbiTarget {
        AbiTarget {
            family,
            wave32: family.major() >= 10,
            xnack: (8..=10).contains(&family.major()) && family != Family::Gfx8,
            cumode: false,
            tg_split: false,
            sgpr_init_bug: false,
        }
    }

    /// The target for a processor name (`gfx900`), with LLVM 19's default features taken from
    /// `amdgpu-target`'s processor table: the SGPR initialisation bug (gfx802 and its aliases,
    /// gfx805), and XNACK "any" where the processor supports XNACK (where
    /// `.amdhsa_reserve_xnack_mask` then defaults to 1). A `gfx` name the table does not know
    /// gets its family's defaults ([`AbiTarget::new`]). Callers with a full target ID should
    /// set [`AbiTarget::xnack`] themselves.
    ///
    /// # Errors
    /// [`HsaError::UnknownProcessor`] when the name is not an AMDGCN `gfx` processor.
    pub fn from_processor(name: &str) -> Result<AbiTarget, HsaError> {
        let family = Family::from_processor(name)?;
        let mut t = AbiTarget::new(family);
        if let Some(p) = amdgpu_target::processor::processor(name) {
            t.sgpr_init_bug = p.regs.sgpr_init_bug;
            t.xnack = p.supports(amdgpu_target::processor::Feature::Xnack);
        }
        Ok(t)
    }

    /// The target for a target ID or processor name as `amdgpu-target` parses it
    /// (`gfx90a:xnack-`, `amdgcn-amd-amdhsa--gfx1030`, `fiji`, `gfx900+xnack`): aliases resolve to
    /// the canonical processor; explicit `xnack`, `wavefrontsize64` and `cumode` settings
    /// override the defaults of [`AbiTarget::from_processor`].
    ///
    /// # Errors
    /// [`HsaError::TargetId`] when the ID does not parse; [`HsaError::UnknownProcessor`] for an
    /// r600 processor.
    pub fn from_target_id(text: &str) -> Result<AbiTarget, HsaError> {
        use amdgpu_target::processor::Feature;
        use amdgpu_target::target_id::{FeatureSetting, TargetId};
        let id = TargetId::parse(text).map_err(|e| HsaError::TargetId(e.to_string()))?;
        if id.processor.arch != amdgpu_target::processor::Arch::Amdgcn {
            return Err(HsaError::TargetId(format!(
                "{} is an r600 processor, which has no HSA ABI",
                id.processor.name
            )));
        }
        let mut t = AbiTarget::from_processor(id.processor.name)?;
        match id.setting(Feature::Xnack) {
            FeatureSetting::On => t.xnack = true,
            FeatureSetting::Off | FeatureSetting::Unsupported => t.xnack = false,
            FeatureSetting::Any => {}
        }
        if id.setting(Feature::Wavefrontsize64) == FeatureSetting::On {
            t.wave32 = false;
        }
        if id.setting(Feature::Cumode) == FeatureSetting::On {
            t.cumode = true;
        }
        Ok(t)
    }

    /// A processor of `amdgpu-target`'s table whose register file stands for this target's:
    /// the register granules, reserved-SGPR rule and SGPR limits are the same for every member
    /// of a family (checked by the `register_files_agree_within_a_family` test), except the
    /// SGPR initialisation bug, which picks gfx802 on GFX8.
    #[must_use]
    pub fn register_processor(&self) -> &'static Processor {
        let name = match self.family {
            Family::Gfx6 => "gfx600",
            Family::Gfx7 => "gfx700",
            Family::Gfx8 if self.sgpr_init_bug => "gfx802",
            Family::Gfx8 => "gfx803",
            Family::Gfx9 => "gfx900",
            Family::Gfx90a => "gfx90a",
            Family::Gfx940 => "gfx940",
            Family::Gfx10 => "gfx1030",
            Family::Gfx11 => "gfx1100",
            Family::Gfx12 => "gfx1200",
        };
        // Every name above is in the table (the `every_family_has_a_register_processor` test).
        amdgpu_target::processor::processor(name).unwrap_or(&amdgpu_target::processor::PROCESSORS[0])
    }

    /// Number of special SGPRs (VCC, FLAT_SCRATCH, XNACK_MASK) that LLVM 19 adds to
    /// `.amdhsa_next_free_sgpr` (its `extrasgprs(vcc, flat_scratch, xnack)`):
    /// [`amdgpu_target::regs::extra_sgprs`].
    #[must_use]
    pub fn extra_sgprs(&self, vcc: bool, flat_scratch: bool, xnack: bool) -> u32 {
        let reserve = SgprReserve { vcc, flat_scratch, xnack_mask: xnack };
        regs::extra_sgprs(self.register_processor(), reserve)
    }

    /// True when wave32 applies: asked for, and the family has it (GFX10+).
    fn wave32_on(&self, wave32: bool) -> bool {
        wave32 && self.family.major() >= 10
    }

    /// The VGPR encoding granule: 8 on GFX90A/GFX940 and for wave32, else 4
    /// ([`amdgpu_target::regs::vgpr_granule`]).
    #[must_use]
    pub fn vgpr_encoding_granule(&self, wave32: bool) -> u32 {
        regs::vgpr_granule(self.register_processor(), self.wave32_on(wave32))
    }

    /// The largest `.amdhsa_next_free_vgpr` accepted: 512 on GFX90A/GFX940 and for wave32 on
    /// GFX10+ (what the 6-bit field holds with granule 8), 256 otherwise
    /// ([`amdgpu_target::regs::max_next_free_vgpr`]). Checked against llvm-mc-19 by
    /// `tests/descriptor_differential.rs`.
    #[must_use]
    pub fn max_next_free_vgpr(&self, wave32: bool) -> u32 {
        regs::max_next_free_vgpr(self.register_processor(), self.wave32_on(wave32))
    }

    /// The addressable SGPR limit LLVM 19 checks `.amdhsa_next_free_sgpr` against, and whether
    /// the extra SGPRs are included in the check (GFX6-GFX7 and SGPR-init-bug targets) or not
    /// (GFX8+). `None` on GFX10+ (the field is unused; 128 SGPRs are always allocated).
    /// [`amdgpu_target::regs::sgpr_limit`].
    #[must_use]
    pub fn sgpr_limit(&self) -> Option<(u32, bool)> {
        regs::sgpr_limit(self.register_processor())
    }

    /// `GRANULATED_WAVEFRONT_SGPR_COUNT` for `next_free_sgpr` plus `extra` reserved SGPRs
    /// (the fixed count on SGPR-init-bug targets): [`amdgpu_target::regs::sgpr_blocks`].
    #[must_use]
    pub fn sgpr_blocks(&self, next_free_sgpr: u32, reserve: SgprReserve) -> u32 {
        regs::sgpr_blocks(self.register_processor(), next_free_sgpr, reserve)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_from_names() {
        let cases = [
            ("gfx600", Family::Gfx6),
            ("gfx704", Family::Gfx7),
            ("gfx810", Family::Gfx8),
            ("gfx90c", Family::Gfx9),
            ("gfx90a", Family::Gfx90a),
            ("gfx942", Family::Gfx940),
            ("gfx1036", Family::Gfx10),
            ("gfx1151", Family::Gfx11),
            ("gfx1201", Family::Gfx12),
            ("gfx10-3-generic", Family::Gfx10),
            ("gfx9-4-generic", Family::Gfx940),
        ];
        for (n, f) in cases {
            assert_eq!(Family::from_processor(n).unwrap(), f, "{n}");
        }
        for bad in ["", "gfx", "gfx5", "gfx500", "r600", "gfx13xx", "gfxé00", "gfx9-generic-x"] {
            assert!(Family::from_processor(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn from_target_ids() {
        let t = AbiTarget::from_target_id("gfx90a:xnack-").unwrap();
        assert_eq!((t.family, t.xnack), (Family::Gfx90a, false));
        let t = AbiTarget::from_target_id("amdgcn-amd-amdhsa--gfx900").unwrap();
        assert!(t.xnack);
        assert_eq!(AbiTarget::from_target_id("fiji").unwrap().family, Family::Gfx8);
        assert!(AbiTarget::from_target_id("tonga").unwrap().sgpr_init_bug);
        assert!(AbiTarget::from_target_id("cayman").is_err());
        assert!(AbiTarget::from_target_id("gfx9999").is_err());
    }

    #[test]
    fn every_amdgcn_processor_has_a_family() {
        use amdgpu_target::processor::{Arch, Feature, FlatScratch, processors_of};
        for p in processors_of(Arch::Amdgcn) {
            let t = AbiTarget::from_processor(p.name).unwrap_or_else(|e| panic!("{}: {e}", p.name));
            // Our XNACK default agrees with the processor table's XNACK support.
            assert_eq!(t.xnack, p.supports(Feature::Xnack), "{} xnack", p.name);
            assert_eq!(t.family.packed_workitem_ids(), p.packed_work_item_ids, "{} packed ids", p.name);
            assert_eq!(
                t.family.architected_flat_scratch(),
                p.flat_scratch == FlatScratch::Architected,
                "{}",
                p.name
            );
            assert_eq!(t.wave32, p.default_wave_size() == 32, "{} wave size", p.name);
        }
    }

    #[test]
    fn every_family_has_a_register_processor() {
        for f in Family::ALL {
            for bug in [false, true] {
                let t = AbiTarget { sgpr_init_bug: bug, ..AbiTarget::new(f) };
                let p = t.register_processor();
                assert_eq!(Family::from_processor(p.name).unwrap(), f, "{f:?}");
                assert_eq!(p.regs.sgpr_init_bug, bug && f == Family::Gfx8, "{f:?} {bug}");
            }
        }
    }

    #[test]
    fn register_files_agree_within_a_family() {
        use amdgpu_target::processor::{Arch, FlatScratch, processors_of};
        for p in processors_of(Arch::Amdgcn) {
            let t = AbiTarget::from_processor(p.name).unwrap();
            let r = t.register_processor();
            let (a, b) = (&p.regs, &r.regs);
            let same = (
                a.vgpr_granule_wave64 == b.vgpr_granule_wave64,
                a.vgpr_granule_wave32 == b.vgpr_granule_wave32,
                a.sgpr_granule == b.sgpr_granule,
                a.addressable_sgprs == b.addressable_sgprs,
                a.extra_sgprs == b.extra_sgprs,
                a.sgpr_init_bug == b.sgpr_init_bug,
                a.fixed_sgprs == b.fixed_sgprs,
                (p.flat_scratch == FlatScratch::Architected) == (r.flat_scratch == FlatScratch::Architected),
            );
            assert_eq!(same, (true, true, true, true, true, true, true, true), "{} ~ {}", p.name, r.name);
            // The answers the ABI layer uses are the processor's own.
            for reserve in [SgprReserve::NONE, SgprReserve::ALL] {
                assert_eq!(
                    t.extra_sgprs(reserve.vcc, reserve.flat_scratch, reserve.xnack_mask),
                    regs::extra_sgprs(p, reserve),
                    "{}",
                    p.name
                );
            }
        }
    }

    #[test]
    fn gfx805_has_the_sgpr_init_bug() {
        // llvm-mc-19 -mcpu=gfx805 (tongapro): `.amdhsa_next_free_sgpr 10` gives
        // GRANULATED_WAVEFRONT_SGPR_COUNT 11 (96 SGPRs), as on gfx802.
        for name in ["gfx802", "gfx805", "tonga", "tongapro", "iceland"] {
            let t = AbiTarget::from_target_id(name).unwrap();
            assert!(t.sgpr_init_bug, "{name}");
            assert_eq!(t.sgpr_blocks(10, SgprReserve::ALL), 11, "{name}");
        }
        assert!(!AbiTarget::from_processor("gfx803").unwrap().sgpr_init_bug);
    }

    #[test]
    fn extra_sgprs_per_generation() {
        let t7 = AbiTarget::new(Family::Gfx7);
        assert_eq!(t7.extra_sgprs(true, true, false), 4);
        assert_eq!(t7.extra_sgprs(true, false, false), 2);
        let t9 = AbiTarget::new(Family::Gfx9);
        assert_eq!(t9.extra_sgprs(false, false, true), 4);
        assert_eq!(t9.extra_sgprs(true, true, true), 6);
        let t940 = AbiTarget::new(Family::Gfx940);
        assert_eq!(t940.extra_sgprs(false, false, false), 6);
        let t10 = AbiTarget::new(Family::Gfx10);
        assert_eq!(t10.extra_sgprs(true, true, true), 2);
    }
}
