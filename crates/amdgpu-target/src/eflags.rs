//! ELF header fields that depend on the target: `e_flags` per code object version, and
//! `EI_OSABI` / `EI_ABIVERSION` per OS and version.

use std::fmt;

use crate::error::TargetError;
use crate::processor::{Arch, Feature, Processor, RESERVED_MACHS, processor_by_mach};
use crate::target_id::{FeatureSetting, Os, Spelling, TargetId};

/// `EM_AMDGPU`.
pub const EM_AMDGPU: u16 = 224;
/// `EF_AMDGPU_MACH` mask.
pub const EF_AMDGPU_MACH: u32 = 0x0ff;
/// Code object V2 (documented layout): xnack enabled.
pub const EF_AMDGPU_FEATURE_XNACK_V2: u32 = 0x01;
/// Code object V2 (documented layout): trap handler enabled.
pub const EF_AMDGPU_FEATURE_TRAP_HANDLER_V2: u32 = 0x02;
/// Code object V3: xnack enabled.
pub const EF_AMDGPU_FEATURE_XNACK_V3: u32 = 0x100;
/// Code object V3: sramecc enabled.
pub const EF_AMDGPU_FEATURE_SRAMECC_V3: u32 = 0x200;
/// Code object V4+: xnack field mask.
pub const EF_AMDGPU_FEATURE_XNACK_V4: u32 = 0x300;
/// Code object V4+: sramecc field mask.
pub const EF_AMDGPU_FEATURE_SRAMECC_V4: u32 = 0xc00;
/// Code object V6+: generic version field mask.
pub const EF_AMDGPU_GENERIC_VERSION: u32 = 0xff00_0000;
/// Shift of the generic version field.
pub const EF_AMDGPU_GENERIC_VERSION_SHIFT: u32 = 24;

/// `ELFOSABI_NONE`.
pub const ELFOSABI_NONE: u8 = 0;
/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `ELFOSABI_AMDGPU_PAL`.
pub const ELFOSABI_AMDGPU_PAL: u8 = 65;
/// `ELFOSABI_AMDGPU_MESA3D`.
pub const ELFOSABI_AMDGPU_MESA3D: u8 = 66;

/// An AMDHSA code object version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CodeObjectVersion {
    /// V2 (`EI_ABIVERSION` 0, note-based metadata).
    V2,
    /// V3 (`EI_ABIVERSION` 1, one-bit xnack/sramecc).
    V3,
    /// V4 (`EI_ABIVERSION` 2, two-bit feature fields).
    V4,
    /// V5 (`EI_ABIVERSION` 3).
    V5,
    /// V6 (`EI_ABIVERSION` 4, generic targets and versions).
    V6,
}

impl CodeObjectVersion {
    /// All versions.
    pub const ALL: [CodeObjectVersion; 5] = [Self::V2, Self::V3, Self::V4, Self::V5, Self::V6];

    /// From the number (2..=6).
    ///
    /// # Errors
    /// [`TargetError::UnsupportedCodeObjectVersion`] for other numbers.
    pub fn from_number(n: u32) -> Result<Self, TargetError> {
        match n {
            2 => Ok(Self::V2),
            3 => Ok(Self::V3),
            4 => Ok(Self::V4),
            5 => Ok(Self::V5),
            6 => Ok(Self::V6),
            _ => Err(TargetError::UnsupportedCodeObjectVersion(n)),
        }
    }

    /// The number (2..=6).
    #[must_use]
    pub const fn number(self) -> u8 {
        match self {
            Self::V2 => 2,
            Self::V3 => 3,
            Self::V4 => 4,
            Self::V5 => 5,
            Self::V6 => 6,
        }
    }

    /// The target-ID spelling of this version.
    #[must_use]
    pub const fn spelling(self) -> Spelling {
        match self {
            Self::V2 | Self::V3 => Spelling::V3,
            _ => Spelling::V4,
        }
    }

    /// `EI_ABIVERSION` for `ELFOSABI_AMDGPU_HSA` (V2 0, V3 1, V4 2, V5 3, V6 4).
    #[must_use]
    pub const fn hsa_abi_version(self) -> u8 {
        self.number() - 2
    }
}

impl fmt::Display for CodeObjectVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "V{}", self.number())
    }
}

/// `EI_OSABI` for an OS.
#[must_use]
pub const fn os_abi(os: Os) -> u8 {
    match os {
        Os::Unknown => ELFOSABI_NONE,
        Os::Amdhsa => ELFOSABI_AMDGPU_HSA,
        Os::Amdpal => ELFOSABI_AMDGPU_PAL,
        Os::Mesa3d => ELFOSABI_AMDGPU_MESA3D,
    }
}

/// `EI_ABIVERSION` for an OS and code object version: the HSA version number for `amdhsa`,
/// 0 for PAL, Mesa3D and unknown.
#[must_use]
pub const fn abi_version(os: Os, version: CodeObjectVersion) -> u8 {
    match os {
        Os::Amdhsa => version.hsa_abi_version(),
        _ => 0,
    }
}

/// Decodes `EI_OSABI` and `EI_ABIVERSION`: the OS, and for HSA the code object version.
///
/// # Errors
/// [`TargetError::UnknownOsAbi`] or [`TargetError::UnknownAbiVersion`].
pub fn decode_ident(os_abi: u8, abi_version: u8) -> Result<(Os, Option<CodeObjectVersion>), TargetError> {
    let os = match os_abi {
        ELFOSABI_NONE => Os::Unknown,
        ELFOSABI_AMDGPU_HSA => Os::Amdhsa,
        ELFOSABI_AMDGPU_PAL => Os::Amdpal,
        ELFOSABI_AMDGPU_MESA3D => Os::Mesa3d,
        other => return Err(TargetError::UnknownOsAbi(other)),
    };
    match os {
        Os::Amdhsa => {
            let v = CodeObjectVersion::from_number(u32::from(abi_version) + 2)
                .map_err(|_| TargetError::UnknownAbiVersion { os_abi, abi_version })?;
            Ok((os, Some(v)))
        }
        _ if abi_version == 0 => Ok((os, None)),
        _ => Err(TargetError::UnknownAbiVersion { os_abi, abi_version }),
    }
}

/// A decoded `e_flags` word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EFlags {
    /// The processor, from `EF_AMDGPU_MACH`; `None` only for the documented code object V2
    /// layout, where the processor is in the `NT_AMD_HSA_ISA_VERSION` note instead.
    pub processor: Option<&'static Processor>,
    /// xnack setting.
    pub xnack: FeatureSetting,
    /// sramecc setting.
    pub sramecc: FeatureSetting,
    /// The trap-handler bit of the documented V2 layout.
    pub trap_handler: bool,
    /// Generic code object version (V6+, generic processors; 0 otherwise).
    pub generic_version: u8,
}

fn v4_field(value: FeatureSetting) -> u32 {
    match value {
        FeatureSetting::Unsupported => 0,
        FeatureSetting::Any => 1,
        FeatureSetting::Off => 2,
        FeatureSetting::On => 3,
    }
}

fn v4_setting(bits: u32) -> FeatureSetting {
    match bits & 3 {
        0 => FeatureSetting::Unsupported,
        1 => FeatureSetting::Any,
        2 => FeatureSetting::Off,
        _ => FeatureSetting::On,
    }
}

/// Encodes `e_flags` for a target ID.
///
/// * V2 and V3: `EF_AMDGPU_MACH` plus `0x100` for xnack and `0x200` for sramecc when on or any
///   (V2/V3 cannot say any; LLVM treats it as on). LLVM 14 writes this same layout for V2, so
///   V2 is encoded like V3 (see `docs/0002-target-model.md`).
/// * V4, V5: the two-bit fields (unsupported 0, any 1, off 2, on 3).
/// * V6: as V4, plus `generic_version` in bits 24-31 for generic processors (1..=255; `None`
///   means 1, what LLVM 19 writes).
///
/// r600 processors get just their MACH.
///
/// # Errors
/// When the processor cannot be described by `version` (generic targets need V6), or a
/// generic version is given for a non-generic processor or is 0.
pub fn encode(
    id: &TargetId,
    version: CodeObjectVersion,
    generic_version: Option<u8>,
) -> Result<u32, TargetError> {
    encode_layout(id, version, true, generic_version)
}

/// The `e_flags` layout an object of `os` uses: `amdhsa` objects follow their code object
/// version; LLVM 19 writes PAL, Mesa3D and unknown-OS objects in the V3 layout (one bit per
/// feature, any written as on, no generic version) whatever version is requested (probed; see
/// `tests/golden/eflags-llvm19.tsv`).
#[must_use]
pub const fn layout_version(os: Os, version: CodeObjectVersion) -> CodeObjectVersion {
    match os {
        Os::Amdhsa => version,
        _ => CodeObjectVersion::V3,
    }
}

/// Encodes `e_flags` for an object of the given OS: [`encode`] for `amdhsa`, and the V3
/// layout without version restrictions for the other OSes.
///
/// # Errors
/// As [`encode`] for `amdhsa`.
pub fn encode_for_os(
    id: &TargetId,
    os: Os,
    version: CodeObjectVersion,
    generic_version: Option<u8>,
) -> Result<u32, TargetError> {
    match os {
        Os::Amdhsa => encode(id, version, generic_version),
        _ => encode_layout(id, CodeObjectVersion::V3, false, None),
    }
}

fn encode_layout(
    id: &TargetId,
    version: CodeObjectVersion,
    check_version: bool,
    generic_version: Option<u8>,
) -> Result<u32, TargetError> {
    let p = id.processor;
    let mut flags = u32::from(p.mach);
    if p.arch == Arch::R600 {
        return Ok(flags);
    }
    if check_version
        && let Some((min, max)) = p.code_object_versions()
        && !(min..=max).contains(&version.number())
    {
        return Err(TargetError::VersionNotAllowed {
            processor: p.name,
            version: version.number(),
            min,
            max,
        });
    }
    match version {
        CodeObjectVersion::V2 | CodeObjectVersion::V3 => {
            if matches!(id.xnack, FeatureSetting::On | FeatureSetting::Any) {
                flags |= EF_AMDGPU_FEATURE_XNACK_V3;
            }
            if matches!(id.sramecc, FeatureSetting::On | FeatureSetting::Any) {
                flags |= EF_AMDGPU_FEATURE_SRAMECC_V3;
            }
        }
        _ => {
            // A V3-spelled ID has no "any": off/on map directly.
            flags |= v4_field(id.xnack) << 8;
            flags |= v4_field(id.sramecc) << 10;
        }
    }
    match (version, p.generic, generic_version) {
        (CodeObjectVersion::V6, true, g) if check_version => {
            let g = g.unwrap_or(1);
            if g == 0 {
                return Err(TargetError::BadGenericVersion {
                    processor: p.name,
                    version: 0,
                    reason: "generic versions run from 1 to 255",
                });
            }
            flags |= u32::from(g) << EF_AMDGPU_GENERIC_VERSION_SHIFT;
        }
        (_, false, Some(g)) if g != 0 => {
            return Err(TargetError::BadGenericVersion {
                processor: p.name,
                version: u32::from(g),
                reason: "only generic processors carry a generic version",
            });
        }
        _ => {}
    }
    Ok(flags)
}

/// Decodes `e_flags` of an object of the given architecture and code object version.
///
/// For V2, both the layout LLVM 14 writes (MACH + V3 bits) and the documented one
/// (`0x01` xnack, `0x02` trap handler, processor in a note) are accepted: an amdgcn word with
/// only bits 0-1 set (and not 0) is the documented layout.
///
/// # Errors
/// Reserved or unknown MACH values, feature bits for processors without the feature, bits
/// outside the version's fields, and generic-version mismatches.
pub fn decode(flags: u32, arch: Arch, version: CodeObjectVersion) -> Result<EFlags, TargetError> {
    let mach = flags & EF_AMDGPU_MACH;
    let v = version.number();
    if version == CodeObjectVersion::V2 && arch == Arch::Amdgcn && flags & !0x3 == 0 && flags != 0 {
        // The documented V2 layout; amdgcn MACH values start at 0x20, so 1..=3 cannot be one.
        let x = flags & EF_AMDGPU_FEATURE_XNACK_V2 != 0;
        return Ok(EFlags {
            processor: None,
            xnack: if x { FeatureSetting::On } else { FeatureSetting::Off },
            sramecc: FeatureSetting::Unsupported,
            trap_handler: flags & EF_AMDGPU_FEATURE_TRAP_HANDLER_V2 != 0,
            generic_version: 0,
        });
    }
    if mach == 0 {
        return Err(TargetError::NoMach { flags });
    }
    let p = match processor_by_mach(mach) {
        Some(p) => p,
        None if RESERVED_MACHS.iter().any(|&r| u32::from(r) == mach) => {
            return Err(TargetError::ReservedMach { flags, mach });
        }
        None => return Err(TargetError::UnknownMach { flags, mach }),
    };
    if p.arch != arch {
        return Err(TargetError::MachArchMismatch {
            flags,
            mach,
            processor: p.name,
            processor_arch: p.arch.name(),
            arch: arch.name(),
        });
    }
    if p.arch == Arch::R600 {
        if flags & !EF_AMDGPU_MACH != 0 {
            return Err(TargetError::UndefinedBits { flags, bits: flags & !EF_AMDGPU_MACH, version: v });
        }
        return Ok(EFlags {
            processor: Some(p),
            xnack: FeatureSetting::Unsupported,
            sramecc: FeatureSetting::Unsupported,
            trap_handler: false,
            generic_version: 0,
        });
    }
    let defined = match version {
        CodeObjectVersion::V2 | CodeObjectVersion::V3 => 0x3ff,
        CodeObjectVersion::V4 | CodeObjectVersion::V5 => 0xfff,
        CodeObjectVersion::V6 => 0xff00_0fff,
    };
    if flags & !defined != 0 {
        return Err(TargetError::UndefinedBits { flags, bits: flags & !defined, version: v });
    }
    let (xnack, sramecc) = match version {
        CodeObjectVersion::V2 | CodeObjectVersion::V3 => {
            let one = |bit: u32, f: Feature| {
                if !p.supports(f) {
                    if flags & bit != 0 {
                        return Err(TargetError::FlagForUnsupportedFeature {
                            flags,
                            processor: p.name,
                            feature: f.name(),
                        });
                    }
                    Ok(FeatureSetting::Unsupported)
                } else if flags & bit != 0 {
                    Ok(FeatureSetting::On)
                } else {
                    Ok(FeatureSetting::Off)
                }
            };
            (
                one(EF_AMDGPU_FEATURE_XNACK_V3, Feature::Xnack)?,
                one(EF_AMDGPU_FEATURE_SRAMECC_V3, Feature::Sramecc)?,
            )
        }
        _ => {
            let two = |shift: u32, f: Feature| {
                let s = v4_setting(flags >> shift);
                match (p.supports(f), s) {
                    (false, FeatureSetting::Unsupported) | (true, _) => Ok(s),
                    (false, _) => Err(TargetError::FlagForUnsupportedFeature {
                        flags,
                        processor: p.name,
                        feature: f.name(),
                    }),
                }
            };
            (two(8, Feature::Xnack)?, two(10, Feature::Sramecc)?)
        }
    };
    let generic_version = ((flags & EF_AMDGPU_GENERIC_VERSION) >> EF_AMDGPU_GENERIC_VERSION_SHIFT) as u8;
    if version == CodeObjectVersion::V6 {
        if p.generic && generic_version == 0 {
            return Err(TargetError::GenericVersionMismatch {
                flags,
                reason: format!("{} is a generic processor but EF_AMDGPU_GENERIC_VERSION is 0", p.name),
            });
        }
        if !p.generic && generic_version != 0 {
            return Err(TargetError::GenericVersionMismatch {
                flags,
                reason: format!(
                    "{} is not generic but EF_AMDGPU_GENERIC_VERSION is {generic_version}",
                    p.name
                ),
            });
        }
    }
    Ok(EFlags { processor: Some(p), xnack, sramecc, trap_handler: false, generic_version })
}

impl EFlags {
    /// The target ID these flags describe (no triple), in the spelling of `version`.
    #[must_use]
    pub fn target_id(&self, version: CodeObjectVersion) -> Option<TargetId> {
        let p = self.processor?;
        let mut id = TargetId::new(None, p, version.spelling());
        id.xnack = self.xnack;
        id.sramecc = self.sramecc;
        Some(id)
    }
}

impl EFlags {
    /// Names the fields of `flags` as decoded for `layout` (see [`layout_version`]), e.g.
    /// `["EF_AMDGPU_MACH_AMDGCN_GFX90A", "EF_AMDGPU_FEATURE_XNACK_OFF_V4",
    /// "EF_AMDGPU_FEATURE_SRAMECC_ON_V4"]`. Unsupported V4 fields (value 0) are left out.
    #[must_use]
    pub fn describe(&self, layout: CodeObjectVersion) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(p) = self.processor {
            out.push(p.mach_name());
        }
        match layout {
            CodeObjectVersion::V2 if self.processor.is_none() => {
                if self.xnack == FeatureSetting::On {
                    out.push("EF_AMDGPU_FEATURE_XNACK_V2".to_string());
                }
                if self.trap_handler {
                    out.push("EF_AMDGPU_FEATURE_TRAP_HANDLER_V2".to_string());
                }
            }
            CodeObjectVersion::V2 | CodeObjectVersion::V3 => {
                if self.xnack == FeatureSetting::On {
                    out.push("EF_AMDGPU_FEATURE_XNACK_V3".to_string());
                }
                if self.sramecc == FeatureSetting::On {
                    out.push("EF_AMDGPU_FEATURE_SRAMECC_V3".to_string());
                }
            }
            _ => {
                for (name, s) in [("XNACK", self.xnack), ("SRAMECC", self.sramecc)] {
                    if s != FeatureSetting::Unsupported {
                        out.push(format!("EF_AMDGPU_FEATURE_{name}_{}_V4", s.name().to_ascii_uppercase()));
                    }
                }
                if self.generic_version != 0 {
                    out.push(format!("EF_AMDGPU_GENERIC_VERSION {}", self.generic_version));
                }
            }
        }
        out
    }
}

/// The name of an `EI_OSABI` value (`ELFOSABI_AMDGPU_HSA`, ...), if it is an AMDGPU one.
#[must_use]
pub const fn os_abi_name(os_abi: u8) -> Option<&'static str> {
    match os_abi {
        ELFOSABI_NONE => Some("ELFOSABI_NONE"),
        ELFOSABI_AMDGPU_HSA => Some("ELFOSABI_AMDGPU_HSA"),
        ELFOSABI_AMDGPU_PAL => Some("ELFOSABI_AMDGPU_PAL"),
        ELFOSABI_AMDGPU_MESA3D => Some("ELFOSABI_AMDGPU_MESA3D"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::processor;

    #[test]
    fn describe_names_fields() {
        let p = processor("gfx90a").unwrap();
        let d = decode(0xe3f, Arch::Amdgcn, CodeObjectVersion::V5).unwrap();
        assert_eq!(d.processor, Some(p));
        assert_eq!(
            d.describe(CodeObjectVersion::V5),
            [
                "EF_AMDGPU_MACH_AMDGCN_GFX90A",
                "EF_AMDGPU_FEATURE_XNACK_OFF_V4",
                "EF_AMDGPU_FEATURE_SRAMECC_ON_V4"
            ]
        );
        let g = decode(0x0100_0151, Arch::Amdgcn, CodeObjectVersion::V6).unwrap();
        assert_eq!(g.describe(CodeObjectVersion::V6).last().unwrap(), "EF_AMDGPU_GENERIC_VERSION 1");
        let v2 = decode(0x3, Arch::Amdgcn, CodeObjectVersion::V2).unwrap();
        assert_eq!(
            v2.describe(CodeObjectVersion::V2),
            ["EF_AMDGPU_FEATURE_XNACK_V2", "EF_AMDGPU_FEATURE_TRAP_HANDLER_V2"]
        );
        assert_eq!(processor("cayman").unwrap().mach_name(), "EF_AMDGPU_MACH_R600_CAYMAN");
    }

    #[test]
    fn ident_round_trip() {
        for v in CodeObjectVersion::ALL {
            for os in [Os::Amdhsa, Os::Amdpal, Os::Mesa3d, Os::Unknown] {
                let (o, ver) = decode_ident(os_abi(os), abi_version(os, v)).unwrap();
                assert_eq!(o, os);
                assert_eq!(ver, (os == Os::Amdhsa).then_some(v));
            }
        }
        assert_eq!(decode_ident(3, 0), Err(TargetError::UnknownOsAbi(3)));
        assert!(decode_ident(64, 5).is_err());
        assert!(decode_ident(65, 1).is_err());
    }

    #[test]
    fn encode_rejects_bad_versions() {
        let g = TargetId::parse("gfx11-generic").unwrap();
        assert!(matches!(
            encode(&g, CodeObjectVersion::V5, None),
            Err(TargetError::VersionNotAllowed { .. })
        ));
        assert_eq!(encode(&g, CodeObjectVersion::V6, Some(3)), Ok(0x0300_0054));
        assert!(encode(&g, CodeObjectVersion::V6, Some(0)).is_err());
        let n = TargetId::parse("gfx1100").unwrap();
        assert!(encode(&n, CodeObjectVersion::V6, Some(2)).is_err());
        assert_eq!(encode_for_os(&g, Os::Amdpal, CodeObjectVersion::V5, None), Ok(0x54));
    }
}
