//! The processor table: one row per processor, with every fact other crates need.
//!
//! A generation is data: rows point at shared [`RegisterFile`] profiles; no code is specific to
//! one GPU. Sources of each column are listed in `docs/0002-target-model.md`.

use std::fmt;

/// The two AMDGPU target-triple architectures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Arch {
    /// `r600`: HD2000-HD6000 (TeraScale); 32-bit ELF.
    R600,
    /// `amdgcn`: GCN GFX6 onwards; 64-bit ELF.
    Amdgcn,
}

impl Arch {
    /// The triple spelling.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Arch::R600 => "r600",
            Arch::Amdgcn => "amdgcn",
        }
    }
}

impl Arch {
    /// `EI_CLASS`: `ELFCLASS32` (1) for r600, `ELFCLASS64` (2) for amdgcn.
    #[must_use]
    pub const fn elf_class(self) -> u8 {
        match self {
            Arch::R600 => 1,
            Arch::Amdgcn => 2,
        }
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A hardware generation (the row groups of the processor table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Generation {
    /// Radeon HD 2000/3000.
    R600,
    /// Radeon HD 4000.
    R700,
    /// Radeon HD 5000.
    Evergreen,
    /// Radeon HD 6000.
    NorthernIslands,
    /// GCN GFX6 (Southern Islands).
    Gfx6,
    /// GCN GFX7 (Sea Islands).
    Gfx7,
    /// GCN GFX8 (Volcanic Islands).
    Gfx8,
    /// GCN GFX9 (Vega, CDNA 1-3).
    Gfx9,
    /// GFX10 (RDNA 1 and 2).
    Gfx10,
    /// GFX11 (RDNA 3).
    Gfx11,
    /// GFX12 (RDNA 4).
    Gfx12,
}

impl Generation {
    /// Every generation, oldest first.
    pub const ALL: [Generation; 11] = [
        Generation::R600,
        Generation::R700,
        Generation::Evergreen,
        Generation::NorthernIslands,
        Generation::Gfx6,
        Generation::Gfx7,
        Generation::Gfx8,
        Generation::Gfx9,
        Generation::Gfx10,
        Generation::Gfx11,
        Generation::Gfx12,
    ];

    /// The display name (`R600`, `GFX9`, ...).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Generation::R600 => "R600",
            Generation::R700 => "R700",
            Generation::Evergreen => "Evergreen",
            Generation::NorthernIslands => "NorthernIslands",
            Generation::Gfx6 => "GFX6",
            Generation::Gfx7 => "GFX7",
            Generation::Gfx8 => "GFX8",
            Generation::Gfx9 => "GFX9",
            Generation::Gfx10 => "GFX10",
            Generation::Gfx11 => "GFX11",
            Generation::Gfx12 => "GFX12",
        }
    }

    /// The architecture of this generation.
    #[must_use]
    pub const fn arch(self) -> Arch {
        match self {
            Generation::R600 | Generation::R700 | Generation::Evergreen | Generation::NorthernIslands => {
                Arch::R600
            }
            _ => Arch::Amdgcn,
        }
    }
}

impl fmt::Display for Generation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A target feature (the features that matter to code objects and kernel descriptors).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Feature {
    /// Replayable page faults (`xnack`); a target-ID feature, in `e_flags`.
    Xnack,
    /// SRAM ECC (`sramecc`, `sram-ecc` in the code object V2/V3 spelling); a target-ID feature,
    /// in `e_flags`.
    Sramecc,
    /// Threadgroup split mode (`tgsplit`); a `-m` option, not in the target ID.
    Tgsplit,
    /// Wave64 on a wave32-native processor (`wavefrontsize64`); a `-m` option.
    Wavefrontsize64,
    /// CU wavefront execution mode instead of WGP mode (`cumode`); a `-m` option.
    Cumode,
}

impl Feature {
    /// Every feature.
    pub const ALL: [Feature; 5] =
        [Feature::Xnack, Feature::Sramecc, Feature::Tgsplit, Feature::Wavefrontsize64, Feature::Cumode];

    /// The LLVM 19 feature name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Feature::Xnack => "xnack",
            Feature::Sramecc => "sramecc",
            Feature::Tgsplit => "tgsplit",
            Feature::Wavefrontsize64 => "wavefrontsize64",
            Feature::Cumode => "cumode",
        }
    }

    /// The name in the code object V2/V3 target ID spelling (`sram-ecc` there).
    #[must_use]
    pub const fn v3_name(self) -> &'static str {
        match self {
            Feature::Sramecc => "sram-ecc",
            other => other.name(),
        }
    }

    /// True for the features that a V4+ target ID may carry (`xnack`, `sramecc`).
    #[must_use]
    pub const fn in_target_id(self) -> bool {
        matches!(self, Feature::Xnack | Feature::Sramecc)
    }

    /// The default value when the feature is absent from a V4+ target ID or `-mattr`:
    /// `xnack` and `sramecc` are "any"; the `-m` features default to off.
    #[must_use]
    pub const fn default_setting(self) -> crate::FeatureSetting {
        if self.in_target_id() { crate::FeatureSetting::Any } else { crate::FeatureSetting::Off }
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a kernel addresses scratch through flat instructions (processor table "Target Properties").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum FlatScratch {
    /// No flat address space (r600, GFX6).
    None,
    /// `FLAT_SCRATCH` holds an offset (GFX7, GFX8).
    Offset,
    /// `FLAT_SCRATCH` holds an absolute address (GFX9, GFX10).
    Absolute,
    /// A read-only architected register (gfx940+, GFX11+); no SGPRs are set up for it.
    Architected,
}

impl FlatScratch {
    /// Lower-case name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            FlatScratch::None => "none",
            FlatScratch::Offset => "offset",
            FlatScratch::Absolute => "absolute",
            FlatScratch::Architected => "architected",
        }
    }
}

/// Which rule adds the reserved SGPRs (VCC, FLAT_SCRATCH, XNACK_MASK) to a kernel's SGPR count.
///
/// These special registers sit at the top of the addressable SGPRs on GFX6-GFX9, so a kernel
/// descriptor's granulated SGPR count must cover them. GFX10+ keeps them outside the SGPR file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ExtraSgprRule {
    /// r600: no SGPRs.
    None,
    /// GFX6/GFX7: VCC takes 2, FLAT_SCRATCH (above VCC) makes it 4.
    VccFlat,
    /// GFX8/GFX9: VCC 2; XNACK_MASK (above VCC) makes it 4; FLAT_SCRATCH (above XNACK_MASK)
    /// makes it 6.
    VccXnackFlat,
    /// GFX10+: special registers are not in the SGPR file; 0 extra.
    Outside,
}

/// Register files and their allocation granules as a kernel descriptor encodes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RegisterFile {
    /// Addressable VGPRs per lane for one wave (`v0..v255` = 256).
    pub vgprs: u32,
    /// Accumulation VGPRs (`a0..a255`) per lane; 0 when the processor has none.
    pub agprs: u32,
    /// True when VGPRs and AGPRs are allocated from one file (gfx90a, gfx940+), whose total is
    /// `unified_vgprs`; the kernel descriptor then counts both.
    pub unified: bool,
    /// Size of the unified VGPR+AGPR file per lane (0 when not unified).
    pub unified_vgprs: u32,
    /// VGPR encoding granule of `GRANULATED_WORKITEM_VGPR_COUNT` in wave64.
    pub vgpr_granule_wave64: u32,
    /// VGPR encoding granule in wave32 (0 when wave32 is not supported).
    pub vgpr_granule_wave32: u32,
    /// SGPR encoding granule of `GRANULATED_WAVEFRONT_SGPR_COUNT` (0 on GFX10+, where the
    /// field must be 0).
    pub sgpr_granule: u32,
    /// Addressable SGPRs, counting the reserved special registers held in the SGPR file.
    pub addressable_sgprs: u32,
    /// Extra reserved SGPRs rule.
    pub extra_sgprs: ExtraSgprRule,
    /// True when the hardware needs a fixed SGPR allocation ("SGPR init bug", gfx802/gfx805):
    /// the descriptor must declare `fixed_sgprs` SGPRs whatever the kernel uses.
    pub sgpr_init_bug: bool,
    /// The fixed SGPR count when `sgpr_init_bug` is set (0 otherwise).
    pub fixed_sgprs: u32,
}

impl RegisterFile {
    const NONE: RegisterFile = RegisterFile {
        vgprs: 0,
        agprs: 0,
        unified: false,
        unified_vgprs: 0,
        vgpr_granule_wave64: 0,
        vgpr_granule_wave32: 0,
        sgpr_granule: 0,
        addressable_sgprs: 0,
        extra_sgprs: ExtraSgprRule::None,
        sgpr_init_bug: false,
        fixed_sgprs: 0,
    };
    const GFX6: RegisterFile = RegisterFile {
        vgprs: 256,
        agprs: 0,
        unified: false,
        unified_vgprs: 0,
        vgpr_granule_wave64: 4,
        vgpr_granule_wave32: 0,
        sgpr_granule: 8,
        addressable_sgprs: 104,
        extra_sgprs: ExtraSgprRule::VccFlat,
        sgpr_init_bug: false,
        fixed_sgprs: 0,
    };
    const GFX8: RegisterFile =
        RegisterFile { addressable_sgprs: 102, extra_sgprs: ExtraSgprRule::VccXnackFlat, ..Self::GFX6 };
    const GFX8_SGPR_INIT_BUG: RegisterFile =
        RegisterFile { sgpr_init_bug: true, fixed_sgprs: 96, ..Self::GFX8 };
    const GFX908: RegisterFile = RegisterFile { agprs: 256, ..Self::GFX8 };
    const GFX90A: RegisterFile =
        RegisterFile { agprs: 256, unified: true, unified_vgprs: 512, vgpr_granule_wave64: 8, ..Self::GFX8 };
    const GFX10: RegisterFile = RegisterFile {
        vgprs: 256,
        agprs: 0,
        unified: false,
        unified_vgprs: 0,
        vgpr_granule_wave64: 4,
        vgpr_granule_wave32: 8,
        sgpr_granule: 0,
        addressable_sgprs: 106,
        extra_sgprs: ExtraSgprRule::Outside,
        sgpr_init_bug: false,
        fixed_sgprs: 0,
    };
}

/// `major.minor.stepping` as used by the predefined assembler symbols
/// `.amdgcn.gfx_generation_number`, `.amdgcn.gfx_generation_minor` and
/// `.amdgcn.gfx_generation_stepping` (probed with llvm-mc-19; not always the digits of the
/// name: gfx90a is 9.0.10, gfx90c 9.0.12, gfx11-generic 11.0.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GfxVersion {
    /// Major (the GFX generation number).
    pub major: u32,
    /// Minor.
    pub minor: u32,
    /// Stepping.
    pub stepping: u32,
}

/// One processor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Processor {
    /// Canonical name (`gfx90a`, `cayman`).
    pub name: &'static str,
    /// Alternative names (`tahiti`, `fiji`, ...).
    pub aliases: &'static [&'static str],
    /// Architecture.
    pub arch: Arch,
    /// Generation.
    pub generation: Generation,
    /// Version numbers for the predefined symbols (`None` for r600).
    pub version: Option<GfxVersion>,
    /// True for APUs, false for dGPUs.
    pub apu: bool,
    /// `EF_AMDGPU_MACH` value.
    pub mach: u8,
    /// Supported target features.
    pub features: &'static [Feature],
    /// True for the generic targets (`gfx9-generic`, ...), which need code object V6.
    pub generic: bool,
    /// For generic targets, the processors it covers; empty otherwise.
    pub covers: &'static [&'static str],
    /// Register files and granules.
    pub regs: RegisterFile,
    /// Flat scratch kind.
    pub flat_scratch: FlatScratch,
    /// Work-item IDs packed into one VGPR (gfx90a, gfx940+, GFX11+).
    pub packed_work_item_ids: bool,
    /// Local data share (LDS) bytes addressable by one work-group.
    pub lds_bytes: u32,
    /// True when LLVM 14 (the last writer of code object V3) knows this processor.
    pub llvm14: bool,
}

impl Processor {
    /// The `EF_AMDGPU_MACH_*` constant name, e.g. `EF_AMDGPU_MACH_AMDGCN_GFX90A`,
    /// `EF_AMDGPU_MACH_AMDGCN_GFX9_GENERIC`, `EF_AMDGPU_MACH_R600_CAYMAN`.
    #[must_use]
    pub fn mach_name(&self) -> String {
        format!("EF_AMDGPU_MACH_{}_{}", self.arch.name().to_ascii_uppercase(), self.name.to_ascii_uppercase())
            .replace('-', "_")
    }

    /// Each supported feature with its default when a target ID or `-mattr` leaves it out:
    /// `xnack` and `sramecc` are any (code object V4+; V2/V3 write any as on), the others off.
    /// The wave size default is in [`Processor::default_wave_size`].
    #[must_use]
    pub fn feature_defaults(&self) -> Vec<(Feature, crate::FeatureSetting)> {
        self.features.iter().map(|f| (*f, f.default_setting())).collect()
    }

    /// True when `feature` is supported.
    #[must_use]
    pub fn supports(&self, feature: Feature) -> bool {
        self.features.contains(&feature)
    }

    /// Wave sizes this processor can run (64 for GCN; 32 and 64 for GFX10+; none for r600).
    #[must_use]
    pub fn wave_sizes(&self) -> &'static [u32] {
        match self.arch {
            Arch::R600 => &[],
            Arch::Amdgcn if self.supports(Feature::Wavefrontsize64) => &[32, 64],
            Arch::Amdgcn => &[64],
        }
    }

    /// The wave size used when no wave-size feature is given (32 on GFX10+, 64 before; 0 for
    /// r600).
    #[must_use]
    pub fn default_wave_size(&self) -> u32 {
        match self.arch {
            Arch::R600 => 0,
            Arch::Amdgcn if self.supports(Feature::Wavefrontsize64) => 32,
            Arch::Amdgcn => 64,
        }
    }

    /// The code object versions that can describe this processor, as `(min, max)`:
    /// generic targets need V6; other amdgcn processors V2-V6; r600 has no HSA code object
    /// (`None`).
    #[must_use]
    pub fn code_object_versions(&self) -> Option<(u8, u8)> {
        match (self.arch, self.generic) {
            (Arch::R600, _) => None,
            (Arch::Amdgcn, true) => Some((6, 6)),
            (Arch::Amdgcn, false) => Some((2, 6)),
        }
    }

    /// The features that may appear in a target ID of the given spelling, in print order.
    /// V4+ (`modern`): `sramecc`, `xnack` (alphabetical). V2/V3: `xnack`, `sram-ecc`,
    /// `wavefrontsize64`, `cumode` (the code object V3 table order).
    #[must_use]
    pub fn target_id_features(&self, modern: bool) -> Vec<Feature> {
        let order: &[Feature] = if modern {
            &[Feature::Sramecc, Feature::Xnack]
        } else {
            &[Feature::Xnack, Feature::Sramecc, Feature::Wavefrontsize64, Feature::Cumode]
        };
        order.iter().copied().filter(|f| self.supports(*f)).collect()
    }
}

impl fmt::Display for Processor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

const NO_FEATURES: &[Feature] = &[];
const XNACK: &[Feature] = &[Feature::Xnack];
const XNACK_SRAMECC: &[Feature] = &[Feature::Xnack, Feature::Sramecc];
const XNACK_SRAMECC_TGSPLIT: &[Feature] = &[Feature::Xnack, Feature::Sramecc, Feature::Tgsplit];
const GFX101: &[Feature] = &[Feature::Xnack, Feature::Wavefrontsize64, Feature::Cumode];
const GFX103: &[Feature] = &[Feature::Wavefrontsize64, Feature::Cumode];

const fn r600(name: &'static str, generation: Generation, mach: u8, lds_bytes: u32) -> Processor {
    Processor {
        name,
        aliases: &[],
        arch: Arch::R600,
        generation,
        version: None,
        apu: false,
        mach,
        features: NO_FEATURES,
        generic: false,
        covers: &[],
        regs: RegisterFile::NONE,
        flat_scratch: FlatScratch::None,
        packed_work_item_ids: false,
        lds_bytes,
        llvm14: true,
    }
}

#[allow(clippy::too_many_arguments)]
const fn gcn(
    name: &'static str,
    aliases: &'static [&'static str],
    generation: Generation,
    v: (u32, u32, u32),
    apu: bool,
    mach: u8,
    features: &'static [Feature],
    regs: RegisterFile,
    flat_scratch: FlatScratch,
    llvm14: bool,
) -> Processor {
    Processor {
        name,
        aliases,
        arch: Arch::Amdgcn,
        generation,
        version: Some(GfxVersion { major: v.0, minor: v.1, stepping: v.2 }),
        apu,
        mach,
        features,
        generic: false,
        covers: &[],
        regs,
        flat_scratch,
        packed_work_item_ids: matches!(flat_scratch, FlatScratch::Architected) || regs.unified,
        lds_bytes: 65536,
        llvm14,
    }
}

const fn generic(p: Processor, covers: &'static [&'static str]) -> Processor {
    Processor { generic: true, covers, ..p }
}

use FlatScratch::{Absolute, Architected, Offset};
use Generation::{Evergreen, Gfx6, Gfx7, Gfx8, Gfx9, Gfx10, Gfx11, Gfx12, NorthernIslands, R600, R700};

const DGPU: bool = false;
const APU: bool = true;
const RF6: RegisterFile = RegisterFile::GFX6;
const RF8: RegisterFile = RegisterFile::GFX8;
const RF8B: RegisterFile = RegisterFile::GFX8_SGPR_INIT_BUG;
const RF908: RegisterFile = RegisterFile::GFX908;
const RF90A: RegisterFile = RegisterFile::GFX90A;
const RF10: RegisterFile = RegisterFile::GFX10;
const NOFLAT: FlatScratch = FlatScratch::None;

/// Every processor: 16 r600 and the amdgcn processors llvm-mc-19 (19.1.7) accepts, including
/// the generic targets. Ordered by architecture, then generation, then name as in the LLVM
/// processor table.
pub static PROCESSORS: &[Processor] = &[
    r600("r600", R600, 0x01, 0),
    r600("r630", R600, 0x02, 0),
    r600("rs880", R600, 0x03, 0),
    r600("rv670", R600, 0x04, 0),
    r600("rv710", R700, 0x05, 16384),
    r600("rv730", R700, 0x06, 16384),
    r600("rv770", R700, 0x07, 16384),
    r600("cedar", Evergreen, 0x08, 32768),
    r600("cypress", Evergreen, 0x09, 32768),
    r600("juniper", Evergreen, 0x0a, 32768),
    r600("redwood", Evergreen, 0x0b, 32768),
    r600("sumo", Evergreen, 0x0c, 32768),
    r600("barts", NorthernIslands, 0x0d, 32768),
    r600("caicos", NorthernIslands, 0x0e, 32768),
    r600("cayman", NorthernIslands, 0x0f, 32768),
    r600("turks", NorthernIslands, 0x10, 32768),
    gcn("gfx600", &["tahiti"], Gfx6, (6, 0, 0), DGPU, 0x20, NO_FEATURES, RF6, NOFLAT, true),
    gcn("gfx601", &["pitcairn", "verde"], Gfx6, (6, 0, 1), DGPU, 0x21, NO_FEATURES, RF6, NOFLAT, true),
    gcn("gfx602", &["hainan", "oland"], Gfx6, (6, 0, 2), DGPU, 0x3a, NO_FEATURES, RF6, NOFLAT, true),
    gcn("gfx700", &["kaveri"], Gfx7, (7, 0, 0), APU, 0x22, NO_FEATURES, RF6, Offset, true),
    gcn("gfx701", &["hawaii"], Gfx7, (7, 0, 1), DGPU, 0x23, NO_FEATURES, RF6, Offset, true),
    gcn("gfx702", &[], Gfx7, (7, 0, 2), DGPU, 0x24, NO_FEATURES, RF6, Offset, true),
    gcn("gfx703", &["kabini", "mullins"], Gfx7, (7, 0, 3), APU, 0x25, NO_FEATURES, RF6, Offset, true),
    gcn("gfx704", &["bonaire"], Gfx7, (7, 0, 4), DGPU, 0x26, NO_FEATURES, RF6, Offset, true),
    gcn("gfx705", &[], Gfx7, (7, 0, 5), APU, 0x3b, NO_FEATURES, RF6, Offset, true),
    gcn("gfx801", &["carrizo"], Gfx8, (8, 0, 1), APU, 0x28, XNACK, RF8, Offset, true),
    gcn("gfx802", &["iceland", "tonga"], Gfx8, (8, 0, 2), DGPU, 0x29, NO_FEATURES, RF8B, Offset, true),
    gcn(
        "gfx803",
        &["fiji", "polaris10", "polaris11"],
        Gfx8,
        (8, 0, 3),
        DGPU,
        0x2a,
        NO_FEATURES,
        RF8,
        Offset,
        true,
    ),
    gcn("gfx805", &["tongapro"], Gfx8, (8, 0, 5), DGPU, 0x3c, NO_FEATURES, RF8B, Offset, true),
    gcn("gfx810", &["stoney"], Gfx8, (8, 1, 0), APU, 0x2b, XNACK, RF8, Offset, true),
    gcn("gfx900", &[], Gfx9, (9, 0, 0), DGPU, 0x2c, XNACK, RF8, Absolute, true),
    gcn("gfx902", &[], Gfx9, (9, 0, 2), APU, 0x2d, XNACK, RF8, Absolute, true),
    gcn("gfx904", &[], Gfx9, (9, 0, 4), DGPU, 0x2e, XNACK, RF8, Absolute, true),
    gcn("gfx906", &[], Gfx9, (9, 0, 6), DGPU, 0x2f, XNACK_SRAMECC, RF8, Absolute, true),
    gcn("gfx908", &[], Gfx9, (9, 0, 8), DGPU, 0x30, XNACK_SRAMECC, RF908, Absolute, true),
    gcn("gfx909", &[], Gfx9, (9, 0, 9), APU, 0x31, XNACK, RF8, Absolute, true),
    gcn("gfx90a", &[], Gfx9, (9, 0, 10), DGPU, 0x3f, XNACK_SRAMECC_TGSPLIT, RF90A, Absolute, true),
    gcn("gfx90c", &[], Gfx9, (9, 0, 12), APU, 0x32, XNACK, RF8, Absolute, true),
    gcn("gfx940", &[], Gfx9, (9, 4, 0), DGPU, 0x40, XNACK_SRAMECC_TGSPLIT, RF90A, Architected, false),
    gcn("gfx941", &[], Gfx9, (9, 4, 1), DGPU, 0x4b, XNACK_SRAMECC_TGSPLIT, RF90A, Architected, false),
    gcn("gfx942", &[], Gfx9, (9, 4, 2), DGPU, 0x4c, XNACK_SRAMECC_TGSPLIT, RF90A, Architected, false),
    generic(
        gcn("gfx9-generic", &[], Gfx9, (9, 0, 0), DGPU, 0x51, XNACK, RF8, Absolute, false),
        &["gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"],
    ),
    gcn("gfx1010", &[], Gfx10, (10, 1, 0), DGPU, 0x33, GFX101, RF10, Absolute, true),
    gcn("gfx1011", &[], Gfx10, (10, 1, 1), DGPU, 0x34, GFX101, RF10, Absolute, true),
    gcn("gfx1012", &[], Gfx10, (10, 1, 2), DGPU, 0x35, GFX101, RF10, Absolute, true),
    gcn("gfx1013", &[], Gfx10, (10, 1, 3), APU, 0x42, GFX101, RF10, Absolute, true),
    generic(
        gcn("gfx10-1-generic", &[], Gfx10, (10, 1, 0), DGPU, 0x52, GFX101, RF10, Absolute, false),
        &["gfx1010", "gfx1011", "gfx1012", "gfx1013"],
    ),
    gcn("gfx1030", &[], Gfx10, (10, 3, 0), DGPU, 0x36, GFX103, RF10, Absolute, true),
    gcn("gfx1031", &[], Gfx10, (10, 3, 1), DGPU, 0x37, GFX103, RF10, Absolute, true),
    gcn("gfx1032", &[], Gfx10, (10, 3, 2), DGPU, 0x38, GFX103, RF10, Absolute, true),
    gcn("gfx1033", &[], Gfx10, (10, 3, 3), APU, 0x39, GFX103, RF10, Absolute, true),
    gcn("gfx1034", &[], Gfx10, (10, 3, 4), DGPU, 0x3e, GFX103, RF10, Absolute, true),
    gcn("gfx1035", &[], Gfx10, (10, 3, 5), APU, 0x3d, GFX103, RF10, Absolute, true),
    gcn("gfx1036", &[], Gfx10, (10, 3, 6), APU, 0x45, GFX103, RF10, Absolute, false),
    generic(
        gcn("gfx10-3-generic", &[], Gfx10, (10, 3, 0), DGPU, 0x53, GFX103, RF10, Absolute, false),
        &["gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036"],
    ),
    gcn("gfx1100", &[], Gfx11, (11, 0, 0), DGPU, 0x41, GFX103, RF10, Architected, false),
    gcn("gfx1101", &[], Gfx11, (11, 0, 1), DGPU, 0x46, GFX103, RF10, Architected, false),
    gcn("gfx1102", &[], Gfx11, (11, 0, 2), DGPU, 0x47, GFX103, RF10, Architected, false),
    gcn("gfx1103", &[], Gfx11, (11, 0, 3), APU, 0x44, GFX103, RF10, Architected, false),
    gcn("gfx1150", &[], Gfx11, (11, 5, 0), APU, 0x43, GFX103, RF10, Architected, false),
    gcn("gfx1151", &[], Gfx11, (11, 5, 1), APU, 0x4a, GFX103, RF10, Architected, false),
    gcn("gfx1152", &[], Gfx11, (11, 5, 2), APU, 0x55, GFX103, RF10, Architected, false),
    generic(
        gcn("gfx11-generic", &[], Gfx11, (11, 0, 3), DGPU, 0x54, GFX103, RF10, Architected, false),
        &["gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152"],
    ),
    gcn("gfx1200", &[], Gfx12, (12, 0, 0), DGPU, 0x48, GFX103, RF10, Architected, false),
    gcn("gfx1201", &[], Gfx12, (12, 0, 1), DGPU, 0x4e, GFX103, RF10, Architected, false),
    generic(
        gcn("gfx12-generic", &[], Gfx12, (12, 0, 0), DGPU, 0x59, GFX103, RF10, Architected, false),
        &["gfx1200", "gfx1201"],
    ),
];

/// `EF_AMDGPU_MACH` values that the LLVM 19 table marks reserved.
pub const RESERVED_MACHS: &[u8] = &[
    0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x27, 0x49,
    0x4d, 0x4f, 0x50, 0x56, 0x57, 0x58,
];

/// Looks up a processor by canonical name or alias (exact, case-sensitive, as LLVM does).
#[must_use]
pub fn processor(name: &str) -> Option<&'static Processor> {
    PROCESSORS.iter().find(|p| p.name == name || p.aliases.contains(&name)).or_else(|| {
        // `generic` (llvm-mc without `-mcpu`) is not in PROCESSORS: it has no code-object
        // identity of its own (mach 0), so listings of real processors leave it out.
        (name == "generic").then_some(&GENERIC)
    })
}

/// LLVM's `generic` processor: what llvm-mc-19 assembles for when no `-mcpu` is given
/// (probed): `EF_AMDGPU_MACH_NONE` (e_flags 0 for every code object version), the target ID
/// processor `gfx000` (`.amdgcn_target "amdgcn-amd-amdhsa--gfx000"`), no predefined symbols
/// (not even `.amdgcn.next_free_vgpr`), no target features, the GFX6 register files and
/// kernel-descriptor fields (no `.amdhsa_reserve_flat_scratch`), and GFX6 instructions and
/// encodings (`covers` names the processor whose instruction set it has). Found by
/// [`processor`] under the name `generic`; not part of [`PROCESSORS`].
pub static GENERIC: Processor = Processor {
    name: "gfx000",
    aliases: &["generic"],
    version: None,
    mach: 0,
    covers: &["gfx600"],
    ..gcn("gfx000", &[], Gfx6, (0, 0, 0), DGPU, 0, NO_FEATURES, RF6, NOFLAT, true)
};

/// Looks up a processor by its `EF_AMDGPU_MACH` value.
#[must_use]
pub fn processor_by_mach(mach: u32) -> Option<&'static Processor> {
    PROCESSORS.iter().find(|p| u32::from(p.mach) == mach)
}

/// All processors of an architecture.
pub fn processors_of(arch: Arch) -> impl Iterator<Item = &'static Processor> {
    PROCESSORS.iter().filter(move |p| p.arch == arch)
}

/// A "did you mean" hint for an unknown processor name ("" when nothing is close).
#[must_use]
pub fn suggest(name: &str) -> String {
    let lower = name.to_ascii_lowercase();
    if let Some(p) = processor(&lower) {
        return format!("; did you mean {}?", p.name);
    }
    let best = PROCESSORS
        .iter()
        .flat_map(|p| std::iter::once(p.name).chain(p.aliases.iter().copied()).map(move |n| (n, p)))
        .map(|(n, p)| (edit_distance(&lower, n), p.name))
        .min();
    match best {
        Some((d, n)) if d <= 2 => format!("; did you mean {n}? (`amdgpu targets` lists all)"),
        _ => "; `amdgpu targets` lists all processors".to_string(),
    }
}

/// Levenshtein distance, bounded work: inputs longer than 64 bytes count as far.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() > 64 || b.len() > 64 {
        return usize::MAX;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for p in PROCESSORS {
            for n in std::iter::once(p.name).chain(p.aliases.iter().copied()) {
                assert!(seen.insert(n), "duplicate name {n}");
            }
        }
    }

    #[test]
    fn machs_are_unique_and_not_reserved() {
        let mut seen = std::collections::HashSet::new();
        for p in PROCESSORS {
            assert!(seen.insert(p.mach), "duplicate mach {:#x}", p.mach);
            assert!(!RESERVED_MACHS.contains(&p.mach), "{} uses a reserved mach", p.name);
            assert_eq!(p.arch, p.generation.arch(), "{}", p.name);
        }
    }

    #[test]
    fn seed_counts() {
        assert_eq!(processors_of(Arch::R600).count(), 16);
        assert_eq!(PROCESSORS.iter().filter(|p| p.generic).count(), 5);
        let aliases: usize = PROCESSORS.iter().map(|p| p.aliases.len()).sum();
        // Seed 001 lists 17 alternative names; LLVM 19 adds tongapro (gfx805) and moves
        // hainan/oland to gfx602.
        assert_eq!(aliases, 18);
    }

    #[test]
    fn defaults_and_classes() {
        let p = processor("gfx90a").unwrap();
        let d = p.feature_defaults();
        assert!(d.contains(&(Feature::Xnack, crate::FeatureSetting::Any)));
        assert!(d.contains(&(Feature::Tgsplit, crate::FeatureSetting::Off)));
        assert_eq!(Arch::R600.elf_class(), 1);
        assert_eq!(Arch::Amdgcn.elf_class(), 2);
    }

    #[test]
    fn lookups() {
        assert_eq!(processor("fiji").unwrap().name, "gfx803");
        assert_eq!(processor("polaris11").unwrap().mach, 0x2a);
        assert_eq!(processor_by_mach(0x3f).unwrap().name, "gfx90a");
        assert!(processor("gfx9000").is_none());
        assert!(suggest("gfx90A").contains("gfx90a"));
        assert!(suggest("gfx9O6").contains("gfx906"));
    }

    #[test]
    fn generic_covers_are_real_and_same_generation() {
        for p in PROCESSORS.iter().filter(|p| p.generic) {
            for c in p.covers {
                let q = processor(c).unwrap_or_else(|| panic!("{} covers unknown {c}", p.name));
                assert_eq!(q.generation, p.generation);
                for f in p.features {
                    assert!(q.supports(*f), "{} has {f} but covered {c} lacks it", p.name);
                }
            }
        }
    }
}
