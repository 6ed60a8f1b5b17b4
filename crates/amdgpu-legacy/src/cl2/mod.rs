//! The AMD Catalyst OpenCL 2.0 ABI (seed 003, CLRX wiki `AmdCl2Abi`): user-data SGPRs per
//! enabled feature set, the setup buffer, the hidden setup arguments and the argument buffer
//! for 32- and 64-bit, and the image channel data type / order tables.
//!
//! Sizes in seed 003 are in dwords; this module uses bytes for buffer offsets and SGPR numbers
//! for registers. docs/0006-legacy-abis.md records how the seed's ambiguities were resolved
//! (feature precedence, the GFX9 row, vector alignment, sub-dword arguments).

mod image;
mod sig;

use serde::Serialize;

use crate::names::named_enum;

pub use image::{CHANNEL_DATA_TYPE_MASK, CHANNEL_ORDER_MASK, ChannelDataType, ChannelOrder, ImageInfo};
pub use sig::{
    ArgLayout, ArgSlot, Bits, HIDDEN_ARGS, Param, ParamType, Scalar, SignatureError, SignatureErrorKind,
    VectorAlign, layout, parse_signature,
};

named_enum! {
    /// The kernel features a CLRX configuration can enable (seed 003 L19-22).
    pub enum Feature {
        /// Kernel setup and sizes buffer in user data.
        UseSetup => "usesetup",
        /// Kernel arguments pointer in user data.
        UseArgs => "useargs",
        /// Enqueue mechanism support.
        UseEnqueue => "useenqueue",
        /// Generic (flat) pointer support.
        UseGeneric => "usegeneric",
    }
}

/// A set of enabled [`Feature`]s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[allow(missing_docs)]
pub struct Features {
    pub setup: bool,
    pub args: bool,
    pub enqueue: bool,
    pub generic: bool,
}

/// An unknown feature name in a feature list.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("column {col}: unknown feature `{name}` (expected usesetup, useargs, useenqueue or usegeneric)")]
pub struct FeatureError {
    /// 1-based column of the name in the list.
    pub col: usize,
    /// The name (cut to 40 characters).
    pub name: String,
}

impl Features {
    /// Parses a comma- or space-separated list such as `usesetup,useargs`; empty means none.
    ///
    /// # Errors
    /// The first unknown name.
    pub fn parse(list: &str) -> Result<Self, FeatureError> {
        let mut f = Features::default();
        let mut col = 1;
        for part in list.split([',', ' ']) {
            if !part.is_empty() {
                match Feature::from_name(part) {
                    Some(Feature::UseSetup) => f.setup = true,
                    Some(Feature::UseArgs) => f.args = true,
                    Some(Feature::UseEnqueue) => f.enqueue = true,
                    Some(Feature::UseGeneric) => f.generic = true,
                    None => return Err(FeatureError { col, name: part.chars().take(40).collect() }),
                }
            }
            col += part.chars().count() + 1;
        }
        Ok(f)
    }

    /// The enabled features, in the seed's order.
    #[must_use]
    pub fn list(self) -> Vec<Feature> {
        let on = [self.setup, self.args, self.enqueue, self.generic];
        Feature::ALL.iter().zip(on).filter(|(_, b)| *b).map(|(f, _)| *f).collect()
    }
}

named_enum! {
    /// What a group of user-data SGPRs holds.
    pub enum UserSgprRole {
        /// `s[0:3]`: scratch buffer resource descriptor (L93).
        ScratchDescriptor => "scratch buffer descriptor",
        /// Pointer to the setup buffer ([`SetupBuffer`]).
        SetupPointer => "kernel setup pointer",
        /// Pointer to the argument buffer ([`layout`]).
        ArgsPointer => "argument buffer pointer",
        /// With usegeneric: pointer to the buffer whose dwords 16/17 hold the high halves of the
        /// LDS and scratch flat apertures (L97).
        FlatApertureBuffer => "flat aperture buffer pointer",
        /// With usegeneric: s10, FLAT_SCRATCH base offset (L97).
        FlatScratchOffset => "flat scratch base offset",
        /// With usegeneric: s11, scratch size per thread (L97).
        FlatScratchSize => "flat scratch size per thread",
        /// Present but not described by the seed.
        Unspecified => "unspecified",
    }
}

/// A run of user-data SGPRs with one role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct UserSgpr {
    /// First SGPR number.
    pub first: u32,
    /// Number of SGPRs.
    pub count: u32,
    /// What they hold.
    pub role: UserSgprRole,
}

/// Which of the seed's six rules applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UserSgprRule {
    /// No feature: 4 registers.
    None,
    /// useargs: 6.
    UseArgs,
    /// usesetup: 8.
    UseSetup,
    /// useenqueue: 10.
    UseEnqueue,
    /// usegeneric: 12.
    UseGeneric,
    /// usegeneric on GFX9 (Vega): 10.
    Gfx9Generic,
}

/// The user-data SGPR assignment of a kernel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UserSgprLayout {
    /// The rule that decided the layout.
    pub rule: UserSgprRule,
    /// Number of user-data SGPRs.
    pub count: u32,
    /// The register groups, from s0 up, covering `0..count`.
    pub groups: Vec<UserSgpr>,
}

impl UserSgprLayout {
    /// First SGPR of the group with `role`, if present.
    #[must_use]
    pub fn find(&self, role: UserSgprRole) -> Option<u32> {
        self.groups.iter().find(|g| g.role == role).map(|g| g.first)
    }
}

/// The user-data SGPRs for a feature set (seed 003 L24-31, L93, L97).
///
/// The seed lists one rule per feature; when several are enabled the highest-ranked decides
/// (usegeneric > useenqueue > usesetup > useargs): each rule's layout contains the registers of
/// the rules ranked below it. `gfx9` selects the Vega row, which replaces the usegeneric row
/// (Vega has hardware flat-aperture registers, so no aperture buffer or flat-scratch SGPRs).
#[must_use]
pub fn user_sgprs(f: Features, gfx9: bool) -> UserSgprLayout {
    use UserSgprRole as R;
    let g = |first, count, role| UserSgpr { first, count, role };
    let scratch = g(0, 4, R::ScratchDescriptor);
    let (rule, groups) = if f.generic && gfx9 {
        (
            UserSgprRule::Gfx9Generic,
            vec![scratch, g(4, 2, R::SetupPointer), g(6, 2, R::ArgsPointer), g(8, 2, R::Unspecified)],
        )
    } else if f.generic {
        (
            UserSgprRule::UseGeneric,
            vec![
                scratch,
                g(4, 2, R::SetupPointer),
                g(6, 2, R::FlatApertureBuffer),
                g(8, 2, R::ArgsPointer),
                g(10, 1, R::FlatScratchOffset),
                g(11, 1, R::FlatScratchSize),
            ],
        )
    } else if f.enqueue {
        (
            UserSgprRule::UseEnqueue,
            vec![scratch, g(4, 2, R::SetupPointer), g(6, 2, R::ArgsPointer), g(8, 2, R::Unspecified)],
        )
    } else if f.setup {
        (UserSgprRule::UseSetup, vec![scratch, g(4, 2, R::SetupPointer), g(6, 2, R::ArgsPointer)])
    } else if f.args {
        (UserSgprRule::UseArgs, vec![scratch, g(4, 2, R::ArgsPointer)])
    } else {
        (UserSgprRule::None, vec![scratch])
    };
    let count = groups.iter().map(|g| g.count).sum();
    UserSgprLayout { rule, count, groups }
}

/// Dword of the flat aperture buffer (`s[6:7]` with usegeneric) holding bits 63:32 of the LDS
/// flat base address.
pub const FLAT_LDS_BASE_HI_DWORD: u32 = 16;
/// Dword of the flat aperture buffer holding bits 63:32 of the scratch flat base address.
pub const FLAT_SCRATCH_BASE_HI_DWORD: u32 = 17;

/// The setup buffer the first user-data pointer points to (seed 003 L35-40): 6 dwords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct SetupBuffer {
    /// Dword 0 bits 0-15 ("general setup", not described further).
    pub general: u16,
    /// Dword 0 bits 16-31: number of dimensions.
    pub dims: u16,
    /// Dword 1 bits 0-15 / 16-31 and dword 2 bits 0-15: (enqueued) local size X, Y, Z.
    pub local_size: [u16; 3],
    /// Dword 2 bits 16-31 (not described by the seed).
    pub reserved: u16,
    /// Dwords 3-5: global size X, Y, Z.
    pub global_size: [u32; 3],
}

impl SetupBuffer {
    /// The 6 dwords.
    #[must_use]
    pub fn to_dwords(&self) -> [u32; 6] {
        let [lx, ly, lz] = self.local_size.map(u32::from);
        let [gx, gy, gz] = self.global_size;
        [
            u32::from(self.general) | (u32::from(self.dims) << 16),
            lx | (ly << 16),
            lz | (u32::from(self.reserved) << 16),
            gx,
            gy,
            gz,
        ]
    }

    /// Decodes 6 dwords (every bit is kept, so `from_dwords(d).to_dwords() == d`).
    #[must_use]
    pub fn from_dwords(d: [u32; 6]) -> Self {
        let lo = |v: u32| (v & 0xFFFF) as u16;
        let hi = |v: u32| (v >> 16) as u16;
        SetupBuffer {
            general: lo(d[0]),
            dims: hi(d[0]),
            local_size: [lo(d[1]), hi(d[1]), lo(d[2])],
            reserved: hi(d[2]),
            global_size: [d[3], d[4], d[5]],
        }
    }
}
