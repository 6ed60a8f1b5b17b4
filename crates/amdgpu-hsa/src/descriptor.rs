//! The 64-byte kernel descriptor of code object V3 and later, with the COMPUTE_PGM_RSRC1/2/3
//! registers and the kernel-code properties, for GFX6-GFX12.
//!
//! Layout (little-endian, 64-byte aligned):
//!
//! | byte | size | field |
//! |---|---|---|
//! | 0 | u32 | GROUP_SEGMENT_FIXED_SIZE |
//! | 4 | u32 | PRIVATE_SEGMENT_FIXED_SIZE |
//! | 8 | u32 | KERNARG_SIZE |
//! | 12 | 4 | reserved |
//! | 16 | i64 | KERNEL_CODE_ENTRY_BYTE_OFFSET |
//! | 24 | 20 | reserved |
//! | 44 | u32 | COMPUTE_PGM_RSRC3 |
//! | 48 | u32 | COMPUTE_PGM_RSRC1 |
//! | 52 | u32 | COMPUTE_PGM_RSRC2 |
//! | 56 | u16 | kernel-code properties |
//! | 58 | u16 | KERNARG_PRELOAD_SPEC_LENGTH (6:0), _OFFSET (15:7) |
//! | 60 | 4 | reserved |
//!
//! Every register bit field is described once, in [`FIELDS`], with the families where that bit
//! range has that meaning and the `.amdhsa_*` directive that sets it. The directive model
//! (defaults, derived values, errors) is in [`crate::directives`].

use crate::target::Family;
use crate::{HsaError, target::AbiTarget};

/// Size of a kernel descriptor in bytes.
pub const KERNEL_DESCRIPTOR_SIZE: usize = 64;

/// Which 32- or 16-bit word of the descriptor a bit field lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Word {
    /// COMPUTE_PGM_RSRC1 (byte 48).
    Rsrc1,
    /// COMPUTE_PGM_RSRC2 (byte 52).
    Rsrc2,
    /// COMPUTE_PGM_RSRC3 (byte 44).
    Rsrc3,
    /// Kernel-code properties (u16 at byte 56).
    Properties,
    /// Kernarg preload specification (u16 at byte 58).
    KernargPreload,
}

impl Word {
    /// Byte offset of the word in the kernel descriptor.
    #[must_use]
    pub fn descriptor_offset(self) -> usize {
        match self {
            Word::Rsrc3 => 44,
            Word::Rsrc1 => 48,
            Word::Rsrc2 => 52,
            Word::Properties => 56,
            Word::KernargPreload => 58,
        }
    }

    /// Width of the word in bits.
    #[must_use]
    pub fn bits(self) -> u32 {
        match self {
            Word::Properties | Word::KernargPreload => 16,
            _ => 32,
        }
    }

    /// Name used in listings.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Word::Rsrc1 => "COMPUTE_PGM_RSRC1",
            Word::Rsrc2 => "COMPUTE_PGM_RSRC2",
            Word::Rsrc3 => "COMPUTE_PGM_RSRC3",
            Word::Properties => "KERNEL_CODE_PROPERTIES",
            Word::KernargPreload => "KERNARG_PRELOAD",
        }
    }
}

/// A set of [`Family`] values, as a bit mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Families(u16);

impl Families {
    const fn bit(f: Family) -> u16 {
        1 << (f as u16)
    }
    /// Every family.
    pub const ALL: Families = Families(0x1FF);
    /// GFX6-GFX9 including GFX90A and GFX940.
    pub const GFX6_9: Families = Families(0x3F);
    /// GFX9 including GFX90A and GFX940, and later.
    pub const GFX9_PLUS: Families = Families(0x1F8);
    /// GFX10 and later.
    pub const GFX10_PLUS: Families = Families(0x1C0);
    /// GFX6-GFX11 (everything but GFX12).
    pub const GFX6_11: Families = Families(0xFF);
    /// GFX90A and GFX940.
    pub const GFX90A: Families = Families(Self::bit(Family::Gfx90a) | Self::bit(Family::Gfx940));
    /// GFX10 and GFX11.
    pub const GFX10_11: Families = Families(Self::bit(Family::Gfx10) | Self::bit(Family::Gfx11));
    /// GFX11 only.
    pub const GFX11: Families = Families(Self::bit(Family::Gfx11));
    /// GFX12 only.
    pub const GFX12: Families = Families(Self::bit(Family::Gfx12));
    /// GFX11 and GFX12.
    pub const GFX11_12: Families = Families(Self::bit(Family::Gfx11) | Self::bit(Family::Gfx12));

    /// True when `f` is in the set.
    #[must_use]
    pub fn contains(self, f: Family) -> bool {
        self.0 & Self::bit(f) != 0
    }
}

/// One bit field of a descriptor word.
#[derive(Clone, Copy, Debug)]
pub struct FieldSpec {
    /// The field's name as the ABI documents spell it (e.g. `FLOAT_DENORM_MODE_16_64`).
    pub name: &'static str,
    /// The word holding it.
    pub word: Word,
    /// Lowest bit within the word.
    pub lo: u32,
    /// Width in bits.
    pub width: u32,
    /// Families where this bit range has this meaning.
    pub families: Families,
    /// The `.amdhsa_*` directive that controls it, when it is set directly.
    pub directive: Option<&'static str>,
    /// True when the ABI says the compiler must write 0 (CP fills the hardware field).
    pub must_be_zero: bool,
}

impl FieldSpec {
    /// Mask of the field within its word, unshifted (`(1 << width) - 1`).
    #[must_use]
    pub fn max(&self) -> u32 {
        if self.width >= 32 { u32::MAX } else { (1u32 << self.width) - 1 }
    }
    /// Mask of the field in place.
    #[must_use]
    pub fn mask(&self) -> u32 {
        self.max() << self.lo
    }
    /// Bit range as text, e.g. `19:18` or `21`.
    #[must_use]
    pub fn bit_range(&self) -> String {
        if self.width == 1 {
            format!("{}", self.lo)
        } else {
            format!("{}:{}", self.lo + self.width - 1, self.lo)
        }
    }
}

macro_rules! field {
    ($name:literal, $word:ident, $lo:literal, $w:literal, $fam:ident, $dir:expr, $zero:literal) => {
        FieldSpec {
            name: $name,
            word: Word::$word,
            lo: $lo,
            width: $w,
            families: Families::$fam,
            directive: $dir,
            must_be_zero: $zero,
        }
    };
}

/// Every bit field of every descriptor word, for every family (LLVM 19 AMDGPUUsage tables).
pub const FIELDS: &[FieldSpec] = &[
    // COMPUTE_PGM_RSRC1
    field!("GRANULATED_WORKITEM_VGPR_COUNT", Rsrc1, 0, 6, ALL, Some(".amdhsa_next_free_vgpr"), false),
    field!("GRANULATED_WAVEFRONT_SGPR_COUNT", Rsrc1, 6, 4, ALL, Some(".amdhsa_next_free_sgpr"), false),
    field!("PRIORITY", Rsrc1, 10, 2, ALL, None, true),
    field!("FLOAT_ROUND_MODE_32", Rsrc1, 12, 2, ALL, Some(".amdhsa_float_round_mode_32"), false),
    field!("FLOAT_ROUND_MODE_16_64", Rsrc1, 14, 2, ALL, Some(".amdhsa_float_round_mode_16_64"), false),
    field!("FLOAT_DENORM_MODE_32", Rsrc1, 16, 2, ALL, Some(".amdhsa_float_denorm_mode_32"), false),
    field!("FLOAT_DENORM_MODE_16_64", Rsrc1, 18, 2, ALL, Some(".amdhsa_float_denorm_mode_16_64"), false),
    field!("PRIV", Rsrc1, 20, 1, ALL, None, true),
    field!("ENABLE_DX10_CLAMP", Rsrc1, 21, 1, GFX6_11, Some(".amdhsa_dx10_clamp"), false),
    field!("WG_RR_EN", Rsrc1, 21, 1, GFX12, Some(".amdhsa_round_robin_scheduling"), false),
    field!("DEBUG_MODE", Rsrc1, 22, 1, ALL, None, true),
    field!("ENABLE_IEEE_MODE", Rsrc1, 23, 1, GFX6_11, Some(".amdhsa_ieee_mode"), false),
    field!("DISABLE_PERF", Rsrc1, 23, 1, GFX12, None, true),
    field!("BULKY", Rsrc1, 24, 1, ALL, None, true),
    field!("CDBG_USER", Rsrc1, 25, 1, ALL, None, true),
    field!("FP16_OVFL", Rsrc1, 26, 1, GFX9_PLUS, Some(".amdhsa_fp16_overflow"), false),
    field!("WGP_MODE", Rsrc1, 29, 1, GFX10_PLUS, Some(".amdhsa_workgroup_processor_mode"), false),
    field!("MEM_ORDERED", Rsrc1, 30, 1, GFX10_PLUS, Some(".amdhsa_memory_ordered"), false),
    field!("FWD_PROGRESS", Rsrc1, 31, 1, GFX10_PLUS, Some(".amdhsa_forward_progress"), false),
    // COMPUTE_PGM_RSRC2
    field!(
        "ENABLE_PRIVATE_SEGMENT",
        Rsrc2,
        0,
        1,
        ALL,
        Some(".amdhsa_system_sgpr_private_segment_wavefront_offset"),
        false
    ),
    field!("USER_SGPR_COUNT", Rsrc2, 1, 5, ALL, Some(".amdhsa_user_sgpr_count"), false),
    field!("ENABLE_TRAP_HANDLER", Rsrc2, 6, 1, GFX6_11, None, true),
    field!("ENABLE_SGPR_WORKGROUP_ID_X", Rsrc2, 7, 1, ALL, Some(".amdhsa_system_sgpr_workgroup_id_x"), false),
    field!("ENABLE_SGPR_WORKGROUP_ID_Y", Rsrc2, 8, 1, ALL, Some(".amdhsa_system_sgpr_workgroup_id_y"), false),
    field!("ENABLE_SGPR_WORKGROUP_ID_Z", Rsrc2, 9, 1, ALL, Some(".amdhsa_system_sgpr_workgroup_id_z"), false),
    field!(
        "ENABLE_SGPR_WORKGROUP_INFO",
        Rsrc2,
        10,
        1,
        ALL,
        Some(".amdhsa_system_sgpr_workgroup_info"),
        false
    ),
    field!("ENABLE_VGPR_WORKITEM_ID", Rsrc2, 11, 2, ALL, Some(".amdhsa_system_vgpr_workitem_id"), false),
    field!("ENABLE_EXCEPTION_ADDRESS_WATCH", Rsrc2, 13, 1, ALL, None, true),
    field!("ENABLE_EXCEPTION_MEMORY", Rsrc2, 14, 1, ALL, None, true),
    field!("GRANULATED_LDS_SIZE", Rsrc2, 15, 9, ALL, None, true),
    field!(
        "ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION",
        Rsrc2,
        24,
        1,
        ALL,
        Some(".amdhsa_exception_fp_ieee_invalid_op"),
        false
    ),
    field!(
        "ENABLE_EXCEPTION_FP_DENORMAL_SOURCE",
        Rsrc2,
        25,
        1,
        ALL,
        Some(".amdhsa_exception_fp_denorm_src"),
        false
    ),
    field!(
        "ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO",
        Rsrc2,
        26,
        1,
        ALL,
        Some(".amdhsa_exception_fp_ieee_div_zero"),
        false
    ),
    field!(
        "ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW",
        Rsrc2,
        27,
        1,
        ALL,
        Some(".amdhsa_exception_fp_ieee_overflow"),
        false
    ),
    field!(
        "ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW",
        Rsrc2,
        28,
        1,
        ALL,
        Some(".amdhsa_exception_fp_ieee_underflow"),
        false
    ),
    field!(
        "ENABLE_EXCEPTION_IEEE_754_FP_INEXACT",
        Rsrc2,
        29,
        1,
        ALL,
        Some(".amdhsa_exception_fp_ieee_inexact"),
        false
    ),
    field!(
        "ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO",
        Rsrc2,
        30,
        1,
        ALL,
        Some(".amdhsa_exception_int_div_zero"),
        false
    ),
    // COMPUTE_PGM_RSRC3
    field!("ACCUM_OFFSET", Rsrc3, 0, 6, GFX90A, Some(".amdhsa_accum_offset"), false),
    field!("TG_SPLIT", Rsrc3, 16, 1, GFX90A, Some(".amdhsa_tg_split"), false),
    field!("SHARED_VGPR_COUNT", Rsrc3, 0, 4, GFX10_11, Some(".amdhsa_shared_vgpr_count"), false),
    field!("INST_PREF_SIZE", Rsrc3, 4, 6, GFX11, None, false),
    field!("TRAP_ON_START", Rsrc3, 10, 1, GFX11, None, true),
    field!("TRAP_ON_END", Rsrc3, 11, 1, GFX11, None, true),
    field!("IMAGE_OP", Rsrc3, 31, 1, GFX11_12, None, false),
    field!("INST_PREF_SIZE", Rsrc3, 4, 8, GFX12, None, false),
    field!("GLG_EN", Rsrc3, 13, 1, GFX12, None, false),
    // Kernel-code properties
    field!(
        "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
        Properties,
        0,
        1,
        ALL,
        Some(".amdhsa_user_sgpr_private_segment_buffer"),
        false
    ),
    field!("ENABLE_SGPR_DISPATCH_PTR", Properties, 1, 1, ALL, Some(".amdhsa_user_sgpr_dispatch_ptr"), false),
    field!("ENABLE_SGPR_QUEUE_PTR", Properties, 2, 1, ALL, Some(".amdhsa_user_sgpr_queue_ptr"), false),
    field!(
        "ENABLE_SGPR_KERNARG_SEGMENT_PTR",
        Properties,
        3,
        1,
        ALL,
        Some(".amdhsa_user_sgpr_kernarg_segment_ptr"),
        false
    ),
    field!("ENABLE_SGPR_DISPATCH_ID", Properties, 4, 1, ALL, Some(".amdhsa_user_sgpr_dispatch_id"), false),
    field!(
        "ENABLE_SGPR_FLAT_SCRATCH_INIT",
        Properties,
        5,
        1,
        ALL,
        Some(".amdhsa_user_sgpr_flat_scratch_init"),
        false
    ),
    field!(
        "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE",
        Properties,
        6,
        1,
        ALL,
        Some(".amdhsa_user_sgpr_private_segment_size"),
        false
    ),
    field!("ENABLE_WAVEFRONT_SIZE32", Properties, 10, 1, GFX10_PLUS, Some(".amdhsa_wavefront_size32"), false),
    field!("USES_DYNAMIC_STACK", Properties, 11, 1, ALL, Some(".amdhsa_uses_dynamic_stack"), false),
    // Kernarg preload
    field!(
        "KERNARG_PRELOAD_SPEC_LENGTH",
        KernargPreload,
        0,
        7,
        GFX90A,
        Some(".amdhsa_user_sgpr_kernarg_preload_length"),
        false
    ),
    field!(
        "KERNARG_PRELOAD_SPEC_OFFSET",
        KernargPreload,
        7,
        9,
        GFX90A,
        Some(".amdhsa_user_sgpr_kernarg_preload_offset"),
        false
    ),
];

/// The field called `name` (ABI spelling, case-insensitive) that exists on `family`.
#[must_use]
pub fn field(name: &str, family: Family) -> Option<&'static FieldSpec> {
    FIELDS.iter().find(|f| f.families.contains(family) && f.name.eq_ignore_ascii_case(name))
}

/// The fields of `word` that exist on `family`, lowest bit first.
pub fn fields_of(word: Word, family: Family) -> impl Iterator<Item = &'static FieldSpec> {
    let mut v: Vec<&'static FieldSpec> =
        FIELDS.iter().filter(|f| f.word == word && f.families.contains(family)).collect();
    v.sort_by_key(|f| f.lo);
    v.into_iter()
}

/// The bits of `word` that have a meaning on `family` (all other bits are reserved, must be 0).
#[must_use]
pub fn defined_mask(word: Word, family: Family) -> u32 {
    fields_of(word, family).fold(0, |m, f| m | f.mask())
}

/// A kernel descriptor (code object V3+), with every byte accounted for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct KernelDescriptor {
    /// GROUP_SEGMENT_FIXED_SIZE: fixed LDS bytes per work-group.
    pub group_segment_fixed_size: u32,
    /// PRIVATE_SEGMENT_FIXED_SIZE: fixed scratch bytes per work-item.
    pub private_segment_fixed_size: u32,
    /// KERNARG_SIZE: kernarg segment bytes (0 = unspecified).
    pub kernarg_size: u32,
    /// Bytes 12..16, reserved (must be 0).
    pub reserved0: [u8; 4],
    /// KERNEL_CODE_ENTRY_BYTE_OFFSET: from the descriptor to the entry (256-byte aligned).
    pub kernel_code_entry_byte_offset: i64,
    /// Bytes 24..44, reserved (must be 0).
    pub reserved1: [u8; 20],
    /// COMPUTE_PGM_RSRC3 (GFX90A, GFX940, GFX10+; reserved before).
    pub compute_pgm_rsrc3: u32,
    /// COMPUTE_PGM_RSRC1.
    pub compute_pgm_rsrc1: u32,
    /// COMPUTE_PGM_RSRC2.
    pub compute_pgm_rsrc2: u32,
    /// Kernel-code properties (user-SGPR enables, wave32, dynamic stack).
    pub kernel_code_properties: u16,
    /// KERNARG_PRELOAD_SPEC_LENGTH (6:0) and _OFFSET (15:7).
    pub kernarg_preload: u16,
    /// Bytes 60..64, reserved (must be 0).
    pub reserved2: [u8; 4],
}

/// A problem found by [`KernelDescriptor::validate`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Violation {
    /// Byte offset of the offending word in the descriptor.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl KernelDescriptor {
    /// Decodes a descriptor from exactly 64 bytes (or the first 64 of a longer slice).
    ///
    /// # Errors
    /// [`HsaError::Truncated`] when fewer than 64 bytes are given.
    pub fn parse(bytes: &[u8]) -> Result<KernelDescriptor, HsaError> {
        let b: &[u8; 64] = bytes
            .get(..KERNEL_DESCRIPTOR_SIZE)
            .and_then(|s| s.try_into().ok())
            .ok_or(HsaError::Truncated { offset: bytes.len(), needed: KERNEL_DESCRIPTOR_SIZE })?;
        Ok(KernelDescriptor::from_bytes(b))
    }

    /// Decodes the 64 bytes (never fails: every bit pattern is representable).
    #[must_use]
    pub fn from_bytes(b: &[u8; 64]) -> KernelDescriptor {
        let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let u16_at = |o: usize| u16::from_le_bytes([b[o], b[o + 1]]);
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&b[16..24]);
        let mut r0 = [0u8; 4];
        r0.copy_from_slice(&b[12..16]);
        let mut r1 = [0u8; 20];
        r1.copy_from_slice(&b[24..44]);
        let mut r2 = [0u8; 4];
        r2.copy_from_slice(&b[60..64]);
        KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            reserved0: r0,
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            reserved1: r1,
            compute_pgm_rsrc3: u32_at(44),
            compute_pgm_rsrc1: u32_at(48),
            compute_pgm_rsrc2: u32_at(52),
            kernel_code_properties: u16_at(56),
            kernarg_preload: u16_at(58),
            reserved2: r2,
        }
    }

    /// Encodes the 64 bytes.
    #[must_use]
    pub fn to_bytes(&self) -> [u8; 64] {
        let mut b = [0u8; 64];
        b[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        b[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        b[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        b[12..16].copy_from_slice(&self.reserved0);
        b[16..24].copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[24..44].copy_from_slice(&self.reserved1);
        b[44..48].copy_from_slice(&self.compute_pgm_rsrc3.to_le_bytes());
        b[48..52].copy_from_slice(&self.compute_pgm_rsrc1.to_le_bytes());
        b[52..56].copy_from_slice(&self.compute_pgm_rsrc2.to_le_bytes());
        b[56..58].copy_from_slice(&self.kernel_code_properties.to_le_bytes());
        b[58..60].copy_from_slice(&self.kernarg_preload.to_le_bytes());
        b[60..64].copy_from_slice(&self.reserved2);
        b
    }

    /// The raw value of a descriptor word.
    #[must_use]
    pub fn word(&self, w: Word) -> u32 {
        match w {
            Word::Rsrc1 => self.compute_pgm_rsrc1,
            Word::Rsrc2 => self.compute_pgm_rsrc2,
            Word::Rsrc3 => self.compute_pgm_rsrc3,
            Word::Properties => u32::from(self.kernel_code_properties),
            Word::KernargPreload => u32::from(self.kernarg_preload),
        }
    }

    fn word_mut_set(&mut self, w: Word, v: u32) {
        match w {
            Word::Rsrc1 => self.compute_pgm_rsrc1 = v,
            Word::Rsrc2 => self.compute_pgm_rsrc2 = v,
            Word::Rsrc3 => self.compute_pgm_rsrc3 = v,
            // Properties and preload are 16-bit; field masks never exceed bit 15 for them.
            Word::Properties => self.kernel_code_properties = (v & 0xFFFF) as u16,
            Word::KernargPreload => self.kernarg_preload = (v & 0xFFFF) as u16,
        }
    }

    /// The value of a bit field.
    #[must_use]
    pub fn get(&self, f: &FieldSpec) -> u32 {
        (self.word(f.word) >> f.lo) & f.max()
    }

    /// Sets a bit field.
    ///
    /// # Errors
    /// [`HsaError::FieldRange`] when `value` does not fit the field's width.
    pub fn set(&mut self, f: &FieldSpec, value: u32) -> Result<(), HsaError> {
        if value > f.max() {
            return Err(HsaError::FieldRange {
                field: f.name,
                value: u64::from(value),
                max: u64::from(f.max()),
            });
        }
        let w = (self.word(f.word) & !f.mask()) | (value << f.lo);
        self.word_mut_set(f.word, w);
        Ok(())
    }

    /// The value of the field named `name` on `family` (`None` when it does not exist there).
    #[must_use]
    pub fn get_named(&self, name: &str, family: Family) -> Option<u32> {
        field(name, family).map(|f| self.get(f))
    }

    /// Sets the field named `name` on `family`.
    ///
    /// # Errors
    /// [`HsaError::UnknownField`] when no such field exists on `family`; [`HsaError::FieldRange`]
    /// when the value does not fit.
    pub fn set_named(&mut self, name: &str, family: Family, value: u32) -> Result<(), HsaError> {
        let f = field(name, family)
            .ok_or_else(|| HsaError::UnknownField { name: name.to_string(), family: family.name() })?;
        self.set(f, value)
    }

    /// The number of user SGPRs that the enable bits request (private segment buffer 4, dispatch
    /// ptr 2, queue ptr 2, kernarg ptr 2, dispatch id 2, flat scratch init 2, private segment
    /// size 1) plus the preloaded kernarg dwords.
    #[must_use]
    pub fn implied_user_sgpr_count(&self) -> u32 {
        let p = u32::from(self.kernel_code_properties);
        let sizes = [4, 2, 2, 2, 2, 2, 1];
        let enabled: u32 = sizes.iter().enumerate().filter(|(i, _)| p & (1 << i) != 0).map(|(_, s)| s).sum();
        enabled + u32::from(self.kernarg_preload & 0x7F)
    }

    /// Wavefront size 32 (GFX10+ and ENABLE_WAVEFRONT_SIZE32).
    #[must_use]
    pub fn wave32(&self, family: Family) -> bool {
        family.major() >= 10 && self.kernel_code_properties & (1 << 10) != 0
    }

    /// Checks reserved bits, "must be 0" fields and the user-SGPR count for `target`.
    /// Returns every violation found (empty when the descriptor is valid).
    #[must_use]
    pub fn validate(&self, target: &AbiTarget) -> Vec<Violation> {
        let family = target.family;
        let mut out = Vec::new();
        for (off, bytes) in
            [(12usize, &self.reserved0[..]), (24, &self.reserved1[..]), (60, &self.reserved2[..])]
        {
            if let Some(i) = bytes.iter().position(|&x| x != 0) {
                out.push(Violation { offset: off + i, message: "reserved byte is not 0".to_string() });
            }
        }
        for w in [Word::Rsrc3, Word::Rsrc1, Word::Rsrc2, Word::Properties, Word::KernargPreload] {
            let stray = self.word(w) & !defined_mask(w, family);
            if stray != 0 {
                out.push(Violation {
                    offset: w.descriptor_offset(),
                    message: format!("{}: reserved bits {stray:#x} are set on {}", w.name(), family.name()),
                });
            }
            for f in fields_of(w, family).filter(|f| f.must_be_zero) {
                if self.get(f) != 0 {
                    out.push(Violation {
                        offset: w.descriptor_offset(),
                        message: format!("{}.{} must be 0 (CP fills it)", w.name(), f.name),
                    });
                }
            }
        }
        if family.architected_flat_scratch() && self.kernel_code_properties & 0b10_0001 != 0 {
            out.push(Violation {
                offset: 56,
                message: "private segment buffer / flat scratch init user SGPRs are not supported with \
                          architected flat scratch"
                    .to_string(),
            });
        }
        let user = (self.compute_pgm_rsrc2 >> 1) & 0x1F;
        if user < self.implied_user_sgpr_count() {
            out.push(Violation {
                offset: 52,
                message: format!(
                    "USER_SGPR_COUNT {user} is smaller than the {} user SGPRs the enable bits imply",
                    self.implied_user_sgpr_count()
                ),
            });
        }
        if self.kernel_code_entry_byte_offset % 256 != 0 {
            // The entry must be 256-byte aligned; the descriptor is 64-byte aligned, so the offset
            // alone cannot prove misalignment, but LLVM always places both so that it is a
            // multiple of 64. Report offsets that are not even a multiple of 64.
            if self.kernel_code_entry_byte_offset % 64 != 0 {
                out.push(Violation {
                    offset: 16,
                    message: "KERNEL_CODE_ENTRY_BYTE_OFFSET cannot reach a 256-byte aligned entry"
                        .to_string(),
                });
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_do_not_overlap_within_a_family() {
        for fam in Family::ALL {
            for w in [Word::Rsrc1, Word::Rsrc2, Word::Rsrc3, Word::Properties, Word::KernargPreload] {
                let mut seen = 0u32;
                for f in fields_of(w, fam) {
                    assert_eq!(seen & f.mask(), 0, "{} overlaps on {fam:?}", f.name);
                    assert!(f.lo + f.width <= w.bits(), "{} exceeds its word", f.name);
                    seen |= f.mask();
                }
            }
        }
    }

    #[test]
    fn rsrc1_table_gfx6_12() {
        // (name, bit range) from the LLVM 19 compute_pgm_rsrc1 table.
        let expect = [
            ("GRANULATED_WORKITEM_VGPR_COUNT", "5:0"),
            ("GRANULATED_WAVEFRONT_SGPR_COUNT", "9:6"),
            ("PRIORITY", "11:10"),
            ("FLOAT_ROUND_MODE_32", "13:12"),
            ("FLOAT_ROUND_MODE_16_64", "15:14"),
            ("FLOAT_DENORM_MODE_32", "17:16"),
            ("FLOAT_DENORM_MODE_16_64", "19:18"),
            ("PRIV", "20"),
            ("ENABLE_DX10_CLAMP", "21"),
            ("DEBUG_MODE", "22"),
            ("ENABLE_IEEE_MODE", "23"),
            ("BULKY", "24"),
            ("CDBG_USER", "25"),
            ("FP16_OVFL", "26"),
            ("WGP_MODE", "29"),
            ("MEM_ORDERED", "30"),
            ("FWD_PROGRESS", "31"),
        ];
        for (name, bits) in expect {
            let f = field(name, Family::Gfx10).unwrap();
            assert_eq!(f.bit_range(), bits, "{name}");
        }
        assert!(field("WGP_MODE", Family::Gfx9).is_none());
        assert!(field("FP16_OVFL", Family::Gfx8).is_none());
        assert_eq!(field("WG_RR_EN", Family::Gfx12).unwrap().lo, 21);
        assert!(field("ENABLE_DX10_CLAMP", Family::Gfx12).is_none());
        assert_eq!(defined_mask(Word::Rsrc1, Family::Gfx6), 0x03FF_FFFF);
        assert_eq!(defined_mask(Word::Rsrc1, Family::Gfx9), 0x07FF_FFFF);
        assert_eq!(defined_mask(Word::Rsrc1, Family::Gfx10), 0xE7FF_FFFF);
    }

    #[test]
    fn rsrc2_table() {
        let expect = [
            ("ENABLE_PRIVATE_SEGMENT", "0"),
            ("USER_SGPR_COUNT", "5:1"),
            ("ENABLE_TRAP_HANDLER", "6"),
            ("ENABLE_SGPR_WORKGROUP_ID_X", "7"),
            ("ENABLE_SGPR_WORKGROUP_ID_Y", "8"),
            ("ENABLE_SGPR_WORKGROUP_ID_Z", "9"),
            ("ENABLE_SGPR_WORKGROUP_INFO", "10"),
            ("ENABLE_VGPR_WORKITEM_ID", "12:11"),
            ("ENABLE_EXCEPTION_ADDRESS_WATCH", "13"),
            ("ENABLE_EXCEPTION_MEMORY", "14"),
            ("GRANULATED_LDS_SIZE", "23:15"),
            ("ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", "24"),
            ("ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", "25"),
            ("ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", "26"),
            ("ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", "27"),
            ("ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", "28"),
            ("ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", "29"),
            ("ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", "30"),
        ];
        for (name, bits) in expect {
            assert_eq!(field(name, Family::Gfx9).unwrap().bit_range(), bits, "{name}");
        }
        assert_eq!(defined_mask(Word::Rsrc2, Family::Gfx9), 0x7FFF_FFFF);
        assert_eq!(defined_mask(Word::Rsrc2, Family::Gfx12), 0x7FFF_FFBF);
    }

    #[test]
    fn rsrc3_tables() {
        assert_eq!(field("ACCUM_OFFSET", Family::Gfx90a).unwrap().bit_range(), "5:0");
        assert_eq!(field("TG_SPLIT", Family::Gfx940).unwrap().bit_range(), "16");
        assert_eq!(field("SHARED_VGPR_COUNT", Family::Gfx10).unwrap().bit_range(), "3:0");
        assert!(field("INST_PREF_SIZE", Family::Gfx10).is_none());
        assert_eq!(field("INST_PREF_SIZE", Family::Gfx11).unwrap().bit_range(), "9:4");
        assert_eq!(field("INST_PREF_SIZE", Family::Gfx12).unwrap().bit_range(), "11:4");
        assert_eq!(field("GLG_EN", Family::Gfx12).unwrap().bit_range(), "13");
        assert_eq!(field("IMAGE_OP", Family::Gfx11).unwrap().bit_range(), "31");
        assert_eq!(defined_mask(Word::Rsrc3, Family::Gfx9), 0);
        assert_eq!(defined_mask(Word::Rsrc3, Family::Gfx90a), 0x0001_003F);
    }

    #[test]
    fn properties_and_preload() {
        assert_eq!(defined_mask(Word::Properties, Family::Gfx9), 0x087F);
        assert_eq!(defined_mask(Word::Properties, Family::Gfx10), 0x0C7F);
        assert_eq!(defined_mask(Word::KernargPreload, Family::Gfx90a), 0xFFFF);
        assert_eq!(defined_mask(Word::KernargPreload, Family::Gfx11), 0);
    }

    #[test]
    fn bytes_round_trip_every_position() {
        for i in 0..64 {
            let mut b = [0u8; 64];
            b[i] = 0xA5 ^ (i as u8);
            let kd = KernelDescriptor::from_bytes(&b);
            assert_eq!(kd.to_bytes(), b, "byte {i}");
        }
        let mut b = [0u8; 64];
        b[16..24].copy_from_slice(&(-256i64).to_le_bytes());
        b[48] = 0x41;
        let kd = KernelDescriptor::from_bytes(&b);
        assert_eq!(kd.kernel_code_entry_byte_offset, -256);
        assert_eq!(kd.get_named("GRANULATED_WAVEFRONT_SGPR_COUNT", Family::Gfx9), Some(1));
        assert_eq!(kd.get_named("GRANULATED_WORKITEM_VGPR_COUNT", Family::Gfx9), Some(1));
    }

    #[test]
    fn parse_rejects_short_input() {
        assert!(matches!(KernelDescriptor::parse(&[0u8; 63]), Err(HsaError::Truncated { offset: 63, .. })));
        assert!(KernelDescriptor::parse(&[0u8; 100]).is_ok());
    }

    #[test]
    fn set_and_get_every_field_at_max() {
        for fam in Family::ALL {
            for f in FIELDS.iter().filter(|f| f.families.contains(fam)) {
                let mut kd = KernelDescriptor::default();
                kd.set(f, f.max()).unwrap();
                assert_eq!(kd.get(f), f.max(), "{}", f.name);
                assert_eq!(kd.word(f.word), f.mask(), "{}", f.name);
                assert!(kd.set(f, f.max().saturating_add(1)).is_err() || f.width == 32);
            }
        }
    }

    #[test]
    fn validate_reports_reserved_and_must_be_zero() {
        let t9 = AbiTarget::new(Family::Gfx9);
        let mut kd = KernelDescriptor { compute_pgm_rsrc2: 0x80, ..Default::default() };
        assert!(kd.validate(&t9).is_empty());
        kd.compute_pgm_rsrc1 = 1 << 29; // WGP_MODE is reserved on GFX9
        kd.reserved1[3] = 1;
        kd.compute_pgm_rsrc2 |= 1 << 6; // trap handler must be 0
        kd.kernel_code_properties = 1 << 3; // kernarg ptr with user count 0
        let v = kd.validate(&t9);
        assert_eq!(v.len(), 4, "{v:?}");
        assert_eq!(v[0].offset, 27);
        let t11 = AbiTarget::new(Family::Gfx11);
        let kd =
            KernelDescriptor { kernel_code_properties: 1, compute_pgm_rsrc2: 4 << 1, ..Default::default() };
        assert_eq!(kd.validate(&t11).len(), 1);
    }

    #[test]
    fn implied_user_sgprs() {
        let kd = KernelDescriptor { kernel_code_properties: 0x7F, kernarg_preload: 2, ..Default::default() };
        assert_eq!(kd.implied_user_sgpr_count(), 17);
    }
}
