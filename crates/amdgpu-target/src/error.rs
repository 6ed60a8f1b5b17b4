//! Typed errors of this crate. Every parse error carries the byte offset in the input where
//! the bad part starts.

use thiserror::Error;

/// An error from parsing a triple or target ID, or from encoding/decoding `e_flags`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TargetError {
    /// The input is not UTF-8.
    #[error("at byte {offset}: target ID is not valid UTF-8")]
    InvalidUtf8 {
        /// Offset of the first invalid byte.
        offset: usize,
    },
    /// The input was empty.
    #[error("empty target ID")]
    Empty,
    /// A component of `arch-vendor-os-env` is missing.
    #[error(
        "at byte {offset}: target triple '{triple}' must have the form <arch>-<vendor>-<os>-<environment>"
    )]
    MalformedTriple {
        /// Byte offset of the triple in the input.
        offset: usize,
        /// The triple text seen.
        triple: String,
    },
    /// The architecture is neither `amdgcn` nor `r600`.
    #[error("at byte {offset}: unknown architecture '{found}'; expected one of: amdgcn, r600")]
    UnknownArch {
        /// Byte offset.
        offset: usize,
        /// What was found.
        found: String,
    },
    /// The vendor is not `amd`, `mesa`, `mesa3d`, `unknown` or empty.
    #[error(
        "at byte {offset}: unknown vendor '{found}'; expected one of: amd, mesa, mesa3d, unknown, or empty"
    )]
    UnknownVendor {
        /// Byte offset.
        offset: usize,
        /// What was found.
        found: String,
    },
    /// The OS is not `amdhsa`, `amdpal`, `mesa3d`, `unknown` or empty.
    #[error(
        "at byte {offset}: unknown OS '{found}'; expected one of: amdhsa, amdpal, mesa3d, unknown, or empty"
    )]
    UnknownOs {
        /// Byte offset.
        offset: usize,
        /// What was found.
        found: String,
    },
    /// The environment is not empty.
    #[error("at byte {offset}: unknown environment '{found}'; AMDGPU only has the empty environment")]
    UnknownEnvironment {
        /// Byte offset.
        offset: usize,
        /// What was found.
        found: String,
    },
    /// A processor where the (empty) environment belongs: `amdgcn-amd-amdhsa-gfx900`.
    #[error(
        "at byte {offset}: expected the empty environment before processor '{processor}'; write <arch>-<vendor>-<os>--{processor}"
    )]
    MissingEnvironment {
        /// Byte offset of the processor.
        offset: usize,
        /// The processor name.
        processor: String,
    },
    /// The processor name is not known (as a canonical name or an alias).
    #[error("at byte {offset}: unknown processor '{found}'{hint}")]
    UnknownProcessor {
        /// Byte offset.
        offset: usize,
        /// What was found.
        found: String,
        /// A hint, e.g. "; did you mean gfx90a?" (may be empty).
        hint: String,
    },
    /// The processor belongs to the other architecture than the triple names.
    #[error(
        "at byte {offset}: processor '{processor}' is an {processor_arch} processor, but the triple says {triple_arch}"
    )]
    ArchMismatch {
        /// Byte offset of the processor.
        offset: usize,
        /// Canonical processor name.
        processor: &'static str,
        /// The processor's architecture.
        processor_arch: &'static str,
        /// The triple's architecture.
        triple_arch: &'static str,
    },
    /// `amdhsa` was requested for an r600 processor.
    #[error("at byte {offset}: the amdhsa OS is not supported by r600 processors")]
    OsNotSupported {
        /// Byte offset of the OS component.
        offset: usize,
    },
    /// A feature name that no processor knows (in this target ID spelling).
    #[error("at byte {offset}: unknown target feature '{found}'; {processor} supports: {allowed}")]
    UnknownFeature {
        /// Byte offset.
        offset: usize,
        /// What was found.
        found: String,
        /// Canonical processor name.
        processor: &'static str,
        /// The features this processor allows in this spelling, comma separated (or "none").
        allowed: String,
    },
    /// A known feature that this processor lacks.
    #[error("at byte {offset}: {processor} has no feature '{feature}'; it supports: {allowed}")]
    FeatureNotSupported {
        /// Byte offset.
        offset: usize,
        /// Canonical processor name.
        processor: &'static str,
        /// The feature name as written.
        feature: String,
        /// The features this processor allows in this spelling, comma separated (or "none").
        allowed: String,
    },
    /// A feature that exists but cannot be written in this target-ID spelling.
    #[error(
        "at byte {offset}: '{feature}' is not a target ID feature here ({why}); {processor} allows: {allowed}"
    )]
    NotTargetIdFeature {
        /// Byte offset.
        offset: usize,
        /// The feature as written.
        feature: String,
        /// What to do instead.
        why: String,
        /// Canonical processor name.
        processor: &'static str,
        /// The features this processor allows in this spelling, comma separated (or "none").
        allowed: String,
    },
    /// A feature without its `+`/`-` sign in the V4+ spelling, or with a bad sign.
    #[error("at byte {offset}: target feature '{found}' must end in '+' or '-' (e.g. 'xnack+')")]
    MissingFeatureSign {
        /// Byte offset.
        offset: usize,
        /// The feature text seen.
        found: String,
    },
    /// The same feature twice.
    #[error("at byte {offset}: target feature '{feature}' appears more than once")]
    DuplicateFeature {
        /// Byte offset of the second occurrence.
        offset: usize,
        /// Feature name.
        feature: String,
    },
    /// Features in the V2/V3 spelling must follow the fixed order.
    #[error(
        "at byte {offset}: target feature '{feature}' is out of order; the code object V2/V3 order is: {order}"
    )]
    FeatureOrder {
        /// Byte offset.
        offset: usize,
        /// Feature name.
        feature: String,
        /// The required order.
        order: &'static str,
    },
    /// The two target-ID spellings were mixed (`+xnack` and `:sramecc+`).
    #[error(
        "at byte {offset}: mixes the code object V2/V3 spelling ('+feature') with the V4+ spelling (':feature+')"
    )]
    MixedSpelling {
        /// Byte offset.
        offset: usize,
    },
    /// An unsupported code object version number.
    #[error("unsupported code object version {0}; supported: 2, 3, 4, 5, 6")]
    UnsupportedCodeObjectVersion(u32),
    /// The processor cannot be described by this code object version.
    #[error("{processor} cannot be described by code object V{version}; it needs V{min} to V{max}")]
    VersionNotAllowed {
        /// Canonical processor name.
        processor: &'static str,
        /// Requested version.
        version: u8,
        /// Lowest allowed version.
        min: u8,
        /// Highest allowed version.
        max: u8,
    },
    /// A target feature value that this code object version cannot express.
    #[error("code object V{version} cannot express {feature} '{setting}'")]
    NotExpressible {
        /// Code object version.
        version: u8,
        /// Feature name.
        feature: &'static str,
        /// Setting name.
        setting: &'static str,
    },
    /// A generic version outside 1..=255, or one given for a non-generic processor.
    #[error("generic code object version {version} is invalid for {processor}: {reason}")]
    BadGenericVersion {
        /// Canonical processor name.
        processor: &'static str,
        /// The version.
        version: u32,
        /// Why.
        reason: &'static str,
    },
    /// The `EF_AMDGPU_MACH` field names a reserved value.
    #[error("e_flags 0x{flags:08x}: EF_AMDGPU_MACH 0x{mach:03x} is reserved")]
    ReservedMach {
        /// The whole flags word.
        flags: u32,
        /// The MACH field.
        mach: u32,
    },
    /// The `EF_AMDGPU_MACH` field is beyond every known value.
    #[error("e_flags 0x{flags:08x}: EF_AMDGPU_MACH 0x{mach:03x} is unknown")]
    UnknownMach {
        /// The whole flags word.
        flags: u32,
        /// The MACH field.
        mach: u32,
    },
    /// `EF_AMDGPU_MACH` is 0 where a processor is required.
    #[error("e_flags 0x{flags:08x}: EF_AMDGPU_MACH is 0 (none)")]
    NoMach {
        /// The whole flags word.
        flags: u32,
    },
    /// A feature field is set for a processor that lacks the feature.
    #[error("e_flags 0x{flags:08x}: {feature} bits are set but {processor} has no {feature} feature")]
    FlagForUnsupportedFeature {
        /// The whole flags word.
        flags: u32,
        /// Canonical processor name.
        processor: &'static str,
        /// Feature name.
        feature: &'static str,
    },
    /// A supported feature is marked "unsupported" (V4+ value 0).
    #[error("e_flags 0x{flags:08x}: {processor} supports {feature} but the field says unsupported")]
    FeatureMarkedUnsupported {
        /// The whole flags word.
        flags: u32,
        /// Canonical processor name.
        processor: &'static str,
        /// Feature name.
        feature: &'static str,
    },
    /// Bits outside the fields defined for this code object version.
    #[error("e_flags 0x{flags:08x}: bits 0x{bits:08x} are not defined for code object V{version}")]
    UndefinedBits {
        /// The whole flags word.
        flags: u32,
        /// The offending bits.
        bits: u32,
        /// Code object version.
        version: u8,
    },
    /// The MACH value belongs to the other architecture than the object's ELF class says.
    #[error(
        "e_flags 0x{flags:08x}: EF_AMDGPU_MACH 0x{mach:03x} is {processor} ({processor_arch}), but the object is {arch}"
    )]
    MachArchMismatch {
        /// The whole flags word.
        flags: u32,
        /// The MACH field.
        mach: u32,
        /// The processor the MACH names.
        processor: &'static str,
        /// Its architecture.
        processor_arch: &'static str,
        /// The object's architecture.
        arch: &'static str,
    },
    /// A generic processor without a generic version (V6), or a non-generic one with one.
    #[error("e_flags 0x{flags:08x}: {reason}")]
    GenericVersionMismatch {
        /// The whole flags word.
        flags: u32,
        /// Why.
        reason: String,
    },
    /// An `EI_OSABI` value that is not an AMDGPU OS ABI.
    #[error("EI_OSABI {0} is not an AMDGPU OS ABI (expected 0, 64, 65 or 66)")]
    UnknownOsAbi(u8),
    /// An `EI_ABIVERSION` value that does not belong to the OS ABI.
    #[error("EI_ABIVERSION {abi_version} is not defined for EI_OSABI {os_abi}")]
    UnknownAbiVersion {
        /// `EI_OSABI`.
        os_abi: u8,
        /// `EI_ABIVERSION`.
        abi_version: u8,
    },
}
