//! The `.amdhsa_kernel` block: every `.amdhsa_*` directive, its default and target support as
//! LLVM 19 implements them, and the conversion between directive values and a
//! [`KernelDescriptor`] in both directions.
//!
//! [`AmdhsaKernel`] is what an assembler feeds directive by directive; [`to_directives`] is what a
//! disassembler prints. Values the descriptor stores only in granulated form
//! (`.amdhsa_next_free_vgpr`, `.amdhsa_next_free_sgpr`, `.amdhsa_accum_offset`) come back as the
//! largest count that encodes to the same granule, and the `.amdhsa_reserve_*` directives, which
//! only feed the SGPR granule, come back as 0 (with the SGPR count holding the total).

use std::collections::BTreeMap;

use crate::descriptor::{FieldSpec, KernelDescriptor, Word, field};
use amdgpu_target::regs::SgprReserve;

use crate::target::{AbiTarget, Family};

/// What went wrong with a directive (the assembler adds the source location).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DirectiveError {
    /// Not a `.amdhsa_*` directive this model knows.
    #[error("unknown .amdhsa_kernel directive {0}")]
    Unknown(String),
    /// Given twice.
    #[error(".amdhsa_ directives cannot be repeated ({0})")]
    Repeated(&'static str),
    /// Not valid on this target.
    #[error("{directive} is not supported on this target: {reason}")]
    Unsupported {
        /// The directive.
        directive: &'static str,
        /// Why (e.g. "requires gfx10+").
        reason: &'static str,
    },
    /// Value outside the field's range.
    #[error("{directive} value {value} out of range (0..={max})")]
    OutOfRange {
        /// The directive.
        directive: &'static str,
        /// The value given.
        value: i128,
        /// The largest accepted value.
        max: u64,
    },
    /// A "Required" directive is missing.
    #[error("{0} directive is required")]
    Missing(&'static str),
    /// A cross-directive rule is broken.
    #[error("{0}")]
    Invalid(String),
}

/// One `.amdhsa_*` directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Directive {
    GroupSegmentFixedSize,
    PrivateSegmentFixedSize,
    KernargSize,
    UserSgprCount,
    UserSgprPrivateSegmentBuffer,
    UserSgprDispatchPtr,
    UserSgprQueuePtr,
    UserSgprKernargSegmentPtr,
    UserSgprDispatchId,
    UserSgprFlatScratchInit,
    UserSgprKernargPreloadLength,
    UserSgprKernargPreloadOffset,
    UserSgprPrivateSegmentSize,
    WavefrontSize32,
    UsesDynamicStack,
    SystemSgprPrivateSegmentWavefrontOffset,
    EnablePrivateSegment,
    SystemSgprWorkgroupIdX,
    SystemSgprWorkgroupIdY,
    SystemSgprWorkgroupIdZ,
    SystemSgprWorkgroupInfo,
    SystemVgprWorkitemId,
    NextFreeVgpr,
    NextFreeSgpr,
    AccumOffset,
    ReserveVcc,
    ReserveFlatScratch,
    ReserveXnackMask,
    FloatRoundMode32,
    FloatRoundMode1664,
    FloatDenormMode32,
    FloatDenormMode1664,
    Dx10Clamp,
    IeeeMode,
    RoundRobinScheduling,
    Fp16Overflow,
    TgSplit,
    WorkgroupProcessorMode,
    MemoryOrdered,
    ForwardProgress,
    SharedVgprCount,
    ExceptionFpIeeeInvalidOp,
    ExceptionFpDenormSrc,
    ExceptionFpIeeeDivZero,
    ExceptionFpIeeeOverflow,
    ExceptionFpIeeeUnderflow,
    ExceptionFpIeeeInexact,
    ExceptionIntDivZero,
}

use Directive as D;

/// Every directive, in the order of LLVM 19's directive table.
pub const ALL_DIRECTIVES: [Directive; 48] = [
    D::GroupSegmentFixedSize,
    D::PrivateSegmentFixedSize,
    D::KernargSize,
    D::UserSgprCount,
    D::UserSgprPrivateSegmentBuffer,
    D::UserSgprDispatchPtr,
    D::UserSgprQueuePtr,
    D::UserSgprKernargSegmentPtr,
    D::UserSgprDispatchId,
    D::UserSgprFlatScratchInit,
    D::UserSgprKernargPreloadLength,
    D::UserSgprKernargPreloadOffset,
    D::UserSgprPrivateSegmentSize,
    D::WavefrontSize32,
    D::UsesDynamicStack,
    D::SystemSgprPrivateSegmentWavefrontOffset,
    D::EnablePrivateSegment,
    D::SystemSgprWorkgroupIdX,
    D::SystemSgprWorkgroupIdY,
    D::SystemSgprWorkgroupIdZ,
    D::SystemSgprWorkgroupInfo,
    D::SystemVgprWorkitemId,
    D::NextFreeVgpr,
    D::NextFreeSgpr,
    D::AccumOffset,
    D::ReserveVcc,
    D::ReserveFlatScratch,
    D::ReserveXnackMask,
    D::FloatRoundMode32,
    D::FloatRoundMode1664,
    D::FloatDenormMode32,
    D::FloatDenormMode1664,
    D::Dx10Clamp,
    D::IeeeMode,
    D::RoundRobinScheduling,
    D::Fp16Overflow,
    D::TgSplit,
    D::WorkgroupProcessorMode,
    D::MemoryOrdered,
    D::ForwardProgress,
    D::SharedVgprCount,
    D::ExceptionFpIeeeInvalidOp,
    D::ExceptionFpDenormSrc,
    D::ExceptionFpIeeeDivZero,
    D::ExceptionFpIeeeOverflow,
    D::ExceptionFpIeeeUnderflow,
    D::ExceptionFpIeeeInexact,
    D::ExceptionIntDivZero,
];

/// How a directive maps onto the descriptor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A whole 32-bit descriptor field (segment sizes, kernarg size).
    Size,
    /// A register bit field, value stored as is (named as in [`crate::descriptor::FIELDS`]).
    Field(&'static str),
    /// Feeds a granulated count or other derived value.
    Derived,
}

impl Directive {
    /// The directive's spelling, e.g. `.amdhsa_next_free_vgpr`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            D::GroupSegmentFixedSize => ".amdhsa_group_segment_fixed_size",
            D::PrivateSegmentFixedSize => ".amdhsa_private_segment_fixed_size",
            D::KernargSize => ".amdhsa_kernarg_size",
            D::UserSgprCount => ".amdhsa_user_sgpr_count",
            D::UserSgprPrivateSegmentBuffer => ".amdhsa_user_sgpr_private_segment_buffer",
            D::UserSgprDispatchPtr => ".amdhsa_user_sgpr_dispatch_ptr",
            D::UserSgprQueuePtr => ".amdhsa_user_sgpr_queue_ptr",
            D::UserSgprKernargSegmentPtr => ".amdhsa_user_sgpr_kernarg_segment_ptr",
            D::UserSgprDispatchId => ".amdhsa_user_sgpr_dispatch_id",
            D::UserSgprFlatScratchInit => ".amdhsa_user_sgpr_flat_scratch_init",
            D::UserSgprKernargPreloadLength => ".amdhsa_user_sgpr_kernarg_preload_length",
            D::UserSgprKernargPreloadOffset => ".amdhsa_user_sgpr_kernarg_preload_offset",
            D::UserSgprPrivateSegmentSize => ".amdhsa_user_sgpr_private_segment_size",
            D::WavefrontSize32 => ".amdhsa_wavefront_size32",
            D::UsesDynamicStack => ".amdhsa_uses_dynamic_stack",
            D::SystemSgprPrivateSegmentWavefrontOffset => {
                ".amdhsa_system_sgpr_private_segment_wavefront_offset"
            }
            D::EnablePrivateSegment => ".amdhsa_enable_private_segment",
            D::SystemSgprWorkgroupIdX => ".amdhsa_system_sgpr_workgroup_id_x",
            D::SystemSgprWorkgroupIdY => ".amdhsa_system_sgpr_workgroup_id_y",
            D::SystemSgprWorkgroupIdZ => ".amdhsa_system_sgpr_workgroup_id_z",
            D::SystemSgprWorkgroupInfo => ".amdhsa_system_sgpr_workgroup_info",
            D::SystemVgprWorkitemId => ".amdhsa_system_vgpr_workitem_id",
            D::NextFreeVgpr => ".amdhsa_next_free_vgpr",
            D::NextFreeSgpr => ".amdhsa_next_free_sgpr",
            D::AccumOffset => ".amdhsa_accum_offset",
            D::ReserveVcc => ".amdhsa_reserve_vcc",
            D::ReserveFlatScratch => ".amdhsa_reserve_flat_scratch",
            D::ReserveXnackMask => ".amdhsa_reserve_xnack_mask",
            D::FloatRoundMode32 => ".amdhsa_float_round_mode_32",
            D::FloatRoundMode1664 => ".amdhsa_float_round_mode_16_64",
            D::FloatDenormMode32 => ".amdhsa_float_denorm_mode_32",
            D::FloatDenormMode1664 => ".amdhsa_float_denorm_mode_16_64",
            D::Dx10Clamp => ".amdhsa_dx10_clamp",
            D::IeeeMode => ".amdhsa_ieee_mode",
            D::RoundRobinScheduling => ".amdhsa_round_robin_scheduling",
            D::Fp16Overflow => ".amdhsa_fp16_overflow",
            D::TgSplit => ".amdhsa_tg_split",
            D::WorkgroupProcessorMode => ".amdhsa_workgroup_processor_mode",
            D::MemoryOrdered => ".amdhsa_memory_ordered",
            D::ForwardProgress => ".amdhsa_forward_progress",
            D::SharedVgprCount => ".amdhsa_shared_vgpr_count",
            D::ExceptionFpIeeeInvalidOp => ".amdhsa_exception_fp_ieee_invalid_op",
            D::ExceptionFpDenormSrc => ".amdhsa_exception_fp_denorm_src",
            D::ExceptionFpIeeeDivZero => ".amdhsa_exception_fp_ieee_div_zero",
            D::ExceptionFpIeeeOverflow => ".amdhsa_exception_fp_ieee_overflow",
            D::ExceptionFpIeeeUnderflow => ".amdhsa_exception_fp_ieee_underflow",
            D::ExceptionFpIeeeInexact => ".amdhsa_exception_fp_ieee_inexact",
            D::ExceptionIntDivZero => ".amdhsa_exception_int_div_zero",
        }
    }

    /// The directive with this spelling (with or without the leading dot).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Directive> {
        let n = name.strip_prefix('.').unwrap_or(name);
        ALL_DIRECTIVES.into_iter().find(|d| &d.name()[1..] == n)
    }

    /// How the directive maps onto the descriptor.
    #[must_use]
    pub fn target(self) -> Target {
        match self {
            D::GroupSegmentFixedSize | D::PrivateSegmentFixedSize | D::KernargSize => Target::Size,
            D::UserSgprCount => Target::Field("USER_SGPR_COUNT"),
            D::UserSgprPrivateSegmentBuffer => Target::Field("ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER"),
            D::UserSgprDispatchPtr => Target::Field("ENABLE_SGPR_DISPATCH_PTR"),
            D::UserSgprQueuePtr => Target::Field("ENABLE_SGPR_QUEUE_PTR"),
            D::UserSgprKernargSegmentPtr => Target::Field("ENABLE_SGPR_KERNARG_SEGMENT_PTR"),
            D::UserSgprDispatchId => Target::Field("ENABLE_SGPR_DISPATCH_ID"),
            D::UserSgprFlatScratchInit => Target::Field("ENABLE_SGPR_FLAT_SCRATCH_INIT"),
            D::UserSgprKernargPreloadLength => Target::Field("KERNARG_PRELOAD_SPEC_LENGTH"),
            D::UserSgprKernargPreloadOffset => Target::Field("KERNARG_PRELOAD_SPEC_OFFSET"),
            D::UserSgprPrivateSegmentSize => Target::Field("ENABLE_SGPR_PRIVATE_SEGMENT_SIZE"),
            D::WavefrontSize32 => Target::Field("ENABLE_WAVEFRONT_SIZE32"),
            D::UsesDynamicStack => Target::Field("USES_DYNAMIC_STACK"),
            D::SystemSgprPrivateSegmentWavefrontOffset | D::EnablePrivateSegment => {
                Target::Field("ENABLE_PRIVATE_SEGMENT")
            }
            D::SystemSgprWorkgroupIdX => Target::Field("ENABLE_SGPR_WORKGROUP_ID_X"),
            D::SystemSgprWorkgroupIdY => Target::Field("ENABLE_SGPR_WORKGROUP_ID_Y"),
            D::SystemSgprWorkgroupIdZ => Target::Field("ENABLE_SGPR_WORKGROUP_ID_Z"),
            D::SystemSgprWorkgroupInfo => Target::Field("ENABLE_SGPR_WORKGROUP_INFO"),
            D::SystemVgprWorkitemId => Target::Field("ENABLE_VGPR_WORKITEM_ID"),
            D::FloatRoundMode32 => Target::Field("FLOAT_ROUND_MODE_32"),
            D::FloatRoundMode1664 => Target::Field("FLOAT_ROUND_MODE_16_64"),
            D::FloatDenormMode32 => Target::Field("FLOAT_DENORM_MODE_32"),
            D::FloatDenormMode1664 => Target::Field("FLOAT_DENORM_MODE_16_64"),
            D::Dx10Clamp => Target::Field("ENABLE_DX10_CLAMP"),
            D::IeeeMode => Target::Field("ENABLE_IEEE_MODE"),
            D::RoundRobinScheduling => Target::Field("WG_RR_EN"),
            D::Fp16Overflow => Target::Field("FP16_OVFL"),
            D::TgSplit => Target::Field("TG_SPLIT"),
            D::WorkgroupProcessorMode => Target::Field("WGP_MODE"),
            D::MemoryOrdered => Target::Field("MEM_ORDERED"),
            D::ForwardProgress => Target::Field("FWD_PROGRESS"),
            D::SharedVgprCount => Target::Field("SHARED_VGPR_COUNT"),
            D::ExceptionFpIeeeInvalidOp => Target::Field("ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION"),
            D::ExceptionFpDenormSrc => Target::Field("ENABLE_EXCEPTION_FP_DENORMAL_SOURCE"),
            D::ExceptionFpIeeeDivZero => Target::Field("ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO"),
            D::ExceptionFpIeeeOverflow => Target::Field("ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW"),
            D::ExceptionFpIeeeUnderflow => Target::Field("ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW"),
            D::ExceptionFpIeeeInexact => Target::Field("ENABLE_EXCEPTION_IEEE_754_FP_INEXACT"),
            D::ExceptionIntDivZero => Target::Field("ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO"),
            D::NextFreeVgpr
            | D::NextFreeSgpr
            | D::AccumOffset
            | D::ReserveVcc
            | D::ReserveFlatScratch
            | D::ReserveXnackMask => Target::Derived,
        }
    }

    /// `Err(reason)` when the directive is not valid on `t` (LLVM 19's rules and wording).
    ///
    /// # Errors
    /// The reason the directive is rejected.
    pub fn check_supported(self, t: &AbiTarget) -> Result<(), &'static str> {
        let f = t.family;
        let major = f.major();
        let arch_fs = f.architected_flat_scratch();
        match self {
            D::UserSgprPrivateSegmentBuffer
            | D::UserSgprFlatScratchInit
            | D::SystemSgprPrivateSegmentWavefrontOffset
                if arch_fs =>
            {
                Err("directive is not supported with architected flat scratch")
            }
            D::EnablePrivateSegment if !arch_fs => Err("directive requires architected flat scratch"),
            D::ReserveFlatScratch if major < 7 => Err("directive requires gfx7+"),
            D::ReserveFlatScratch if arch_fs => {
                Err("directive is not supported with architected flat scratch")
            }
            D::ReserveXnackMask if major < 8 => Err("directive requires gfx8+"),
            D::WavefrontSize32 | D::WorkgroupProcessorMode | D::MemoryOrdered | D::ForwardProgress
                if major < 10 =>
            {
                Err("directive requires gfx10+")
            }
            D::SharedVgprCount if !(10..=11).contains(&major) => Err("directive requires gfx10 or gfx11"),
            D::Fp16Overflow if major < 9 => Err("directive requires gfx9+"),
            D::Dx10Clamp | D::IeeeMode if major >= 12 => Err("directive unsupported on gfx12+"),
            D::RoundRobinScheduling if major < 12 => Err("directive requires gfx12+"),
            D::AccumOffset
            | D::TgSplit
            | D::UserSgprKernargPreloadLength
            | D::UserSgprKernargPreloadOffset
                if !f.has_gfx90a_insts() =>
            {
                Err("directive requires gfx90a+")
            }
            _ => Ok(()),
        }
    }

    /// True for the directives that must be present (`next_free_*`, and `accum_offset` on
    /// GFX90A/GFX940).
    #[must_use]
    pub fn required(self, t: &AbiTarget) -> bool {
        match self {
            D::NextFreeVgpr | D::NextFreeSgpr => true,
            D::AccumOffset => t.family.has_gfx90a_insts(),
            _ => false,
        }
    }

    /// LLVM 19's default value on `t` (meaningless for required directives: 0).
    #[must_use]
    pub fn default_value(self, t: &AbiTarget) -> u64 {
        let major = t.family.major();
        match self {
            D::SystemSgprWorkgroupIdX | D::ReserveVcc | D::MemoryOrdered => 1,
            D::ReserveFlatScratch => u64::from(!t.family.architected_flat_scratch()),
            D::ReserveXnackMask => u64::from(t.xnack),
            D::FloatDenormMode1664 => 3,
            D::Dx10Clamp | D::IeeeMode => u64::from(major < 12),
            D::WavefrontSize32 => u64::from(major >= 10 && t.wave32),
            D::WorkgroupProcessorMode => u64::from(major >= 10 && !t.cumode),
            D::TgSplit => u64::from(t.tg_split),
            _ => 0,
        }
    }

    fn spec(self, family: Family) -> Option<&'static FieldSpec> {
        match self.target() {
            Target::Field(n) => field(n, family),
            _ => None,
        }
    }
}

/// An `.amdhsa_kernel` block being assembled: set directives one by one, then [`finish`].
///
/// [`finish`]: AmdhsaKernel::finish
#[derive(Clone, Debug)]
pub struct AmdhsaKernel {
    target: AbiTarget,
    values: BTreeMap<Directive, u64>,
}

impl AmdhsaKernel {
    /// An empty block for `target`.
    #[must_use]
    pub fn new(target: AbiTarget) -> AmdhsaKernel {
        AmdhsaKernel { target, values: BTreeMap::new() }
    }

    /// Sets the directive spelled `name` (e.g. `.amdhsa_next_free_vgpr`) to `value`.
    ///
    /// # Errors
    /// Unknown, repeated, unsupported or out-of-range directives.
    pub fn set(&mut self, name: &str, value: i128) -> Result<(), DirectiveError> {
        let d = Directive::from_name(name).ok_or_else(|| DirectiveError::Unknown(name.to_string()))?;
        self.set_directive(d, value)
    }

    /// Sets one directive.
    ///
    /// # Errors
    /// Repeated, unsupported or out-of-range directives.
    pub fn set_directive(&mut self, d: Directive, value: i128) -> Result<(), DirectiveError> {
        if self.values.contains_key(&d) {
            return Err(DirectiveError::Repeated(d.name()));
        }
        d.check_supported(&self.target)
            .map_err(|reason| DirectiveError::Unsupported { directive: d.name(), reason })?;
        let max: u64 = match d {
            D::GroupSegmentFixedSize | D::PrivateSegmentFixedSize | D::KernargSize => u64::from(u32::MAX),
            D::NextFreeVgpr => u64::from(self.target.max_next_free_vgpr(self.wave32_for_limits())),
            // GFX10+ does not encode the SGPR count; LLVM 19 accepts any value there.
            D::NextFreeSgpr => match self.target.sgpr_limit() {
                Some((limit, _)) => u64::from(limit),
                None => u64::from(u32::MAX),
            },
            D::AccumOffset => 256,
            D::ReserveVcc | D::ReserveFlatScratch | D::ReserveXnackMask => 1,
            _ => d.spec(self.target.family).map_or(1, |f| u64::from(f.max())),
        };
        let v = u64::try_from(value).ok().filter(|v| *v <= max).ok_or(DirectiveError::OutOfRange {
            directive: d.name(),
            value,
            max,
        })?;
        if d == D::AccumOffset && (v < 4 || v % 4 != 0) {
            return Err(DirectiveError::Invalid(
                "accum_offset should be in range [4..256] in increments of 4".into(),
            ));
        }
        if d == D::ReserveXnackMask && v != u64::from(self.target.xnack) {
            return Err(DirectiveError::Invalid(
                ".amdhsa_reserve_xnack_mask does not match target id".into(),
            ));
        }
        self.values.insert(d, v);
        Ok(())
    }

    fn wave32_for_limits(&self) -> bool {
        self.values
            .get(&D::WavefrontSize32)
            .map_or(self.target.wave32 && self.target.family.major() >= 10, |v| *v != 0)
    }

    /// The value of `d`: given, or the default.
    #[must_use]
    pub fn value(&self, d: Directive) -> u64 {
        self.values.get(&d).copied().unwrap_or_else(|| d.default_value(&self.target))
    }

    /// Builds the descriptor (KERNEL_CODE_ENTRY_BYTE_OFFSET is left 0: it is a relocation or a
    /// label difference the assembler fills in).
    ///
    /// # Errors
    /// Missing required directives, and cross-directive rules (user SGPR count, accum offset,
    /// SGPR limits).
    pub fn finish(&self) -> Result<KernelDescriptor, DirectiveError> {
        let t = &self.target;
        let family = t.family;
        for d in ALL_DIRECTIVES {
            if d.required(t) && !self.values.contains_key(&d) {
                return Err(DirectiveError::Missing(d.name()));
            }
        }
        let to_u32 = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
        let mut kd = KernelDescriptor {
            group_segment_fixed_size: to_u32(self.value(D::GroupSegmentFixedSize)),
            private_segment_fixed_size: to_u32(self.value(D::PrivateSegmentFixedSize)),
            kernarg_size: to_u32(self.value(D::KernargSize)),
            ..KernelDescriptor::default()
        };
        for d in ALL_DIRECTIVES {
            if d == D::UserSgprCount || d.check_supported(t).is_err() {
                continue;
            }
            if let Some(spec) = d.spec(family) {
                // EnablePrivateSegment and the wavefront-offset directive share a bit; only the
                // supported one reaches here.
                kd.set(spec, to_u32(self.value(d))).map_err(|e| DirectiveError::Invalid(e.to_string()))?;
            }
        }
        // User SGPR count: implied by the enables (+ preload), or given and at least that.
        let implied = kd.implied_user_sgpr_count();
        let count = match self.values.get(&D::UserSgprCount) {
            Some(&given) => {
                if given < u64::from(implied) {
                    return Err(DirectiveError::Invalid(
                        "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs".into(),
                    ));
                }
                to_u32(given)
            }
            None => implied,
        };
        // Preloaded kernel arguments must lie inside a kernarg segment of known (non-zero)
        // size (llvm-mc-19, user-sgpr-count-diag.s: length 1 + offset 1 needs 8 bytes).
        let preload_end = self
            .value(D::UserSgprKernargPreloadLength)
            .saturating_add(self.value(D::UserSgprKernargPreloadOffset))
            .saturating_mul(4);
        if kd.kernarg_size != 0 && preload_end > u64::from(kd.kernarg_size) {
            return Err(DirectiveError::Invalid(
                "Kernarg preload length + offset is larger than the kernarg segment size".into(),
            ));
        }
        let user_spec =
            field("USER_SGPR_COUNT", family).ok_or(DirectiveError::Invalid("no USER_SGPR_COUNT".into()))?;
        if count > user_spec.max() {
            return Err(DirectiveError::Invalid("too many user SGPRs enabled".into()));
        }
        kd.set(user_spec, count).map_err(|e| DirectiveError::Invalid(e.to_string()))?;

        // VGPR granule.
        let wave32 = kd.wave32(family);
        let granule = t.vgpr_encoding_granule(wave32);
        let nfv = to_u32(self.value(D::NextFreeVgpr));
        let vblocks = nfv.max(1).div_ceil(granule) - 1;
        let vspec = field("GRANULATED_WORKITEM_VGPR_COUNT", family)
            .ok_or(DirectiveError::Invalid("no VGPR field".into()))?;
        kd.set(vspec, vblocks).map_err(|_| DirectiveError::OutOfRange {
            directive: D::NextFreeVgpr.name(),
            value: i128::from(nfv),
            max: u64::from(t.max_next_free_vgpr(wave32)),
        })?;

        // Shared VGPRs (GFX10/GFX11 wave64 only): LLVM 19 rejects them with an explicit
        // `.amdhsa_wavefront_size32 1`, and limits shared_vgpr_count * 2 + VGPR blocks to 63.
        let shared = self.value(D::SharedVgprCount);
        if shared != 0 {
            if self.values.get(&D::WavefrontSize32) == Some(&1) {
                return Err(DirectiveError::Invalid(
                    "shared_vgpr_count directive not valid on wavefront size 32".into(),
                ));
            }
            if shared * 2 + u64::from(vblocks) > 63 {
                return Err(DirectiveError::Invalid(
                    "shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT cannot exceed 63"
                        .into(),
                ));
            }
        }

        // SGPR granule (always 0 on GFX10+).
        if family.major() < 10 {
            let nfs = to_u32(self.value(D::NextFreeSgpr));
            let flat = family.major() >= 7 || !self.values.contains_key(&D::ReserveFlatScratch);
            let flat = flat && self.value(D::ReserveFlatScratch) != 0;
            let reserve = SgprReserve {
                vcc: self.value(D::ReserveVcc) != 0,
                flat_scratch: flat,
                xnack_mask: self.value(D::ReserveXnackMask) != 0,
            };
            let extra = t.extra_sgprs(reserve.vcc, reserve.flat_scratch, reserve.xnack_mask);
            let (limit, with_extra) = t.sgpr_limit().unwrap_or((u32::MAX, false));
            let checked = if with_extra { nfs + extra } else { nfs };
            if checked > limit {
                return Err(DirectiveError::OutOfRange {
                    directive: D::NextFreeSgpr.name(),
                    value: i128::from(nfs),
                    max: u64::from(if with_extra { limit.saturating_sub(extra) } else { limit }),
                });
            }
            let sblocks = t.sgpr_blocks(nfs, reserve);
            let sspec = field("GRANULATED_WAVEFRONT_SGPR_COUNT", family)
                .ok_or(DirectiveError::Invalid("no SGPR field".into()))?;
            kd.set(sspec, sblocks).map_err(|e| DirectiveError::Invalid(e.to_string()))?;
        }

        // ACCUM_OFFSET.
        if family.has_gfx90a_insts() {
            let acc = to_u32(self.value(D::AccumOffset));
            if acc > nfv.max(1).next_multiple_of(4) {
                return Err(DirectiveError::Invalid("accum_offset exceeds total VGPR allocation".into()));
            }
            let aspec =
                field("ACCUM_OFFSET", family).ok_or(DirectiveError::Invalid("no ACCUM_OFFSET".into()))?;
            kd.set(aspec, acc / 4 - 1).map_err(|e| DirectiveError::Invalid(e.to_string()))?;
        }
        Ok(kd)
    }
}

/// The directive values that reproduce `kd` on `target`, for printing an `.amdhsa_kernel` block.
/// Directives not valid on the target are left out; `.amdhsa_reserve_*` are emitted as 0 and
/// `.amdhsa_next_free_sgpr` then holds the whole granulated count, so that reassembling gives
/// the same bytes (except on SGPR-init-bug targets, whose count is fixed).
#[must_use]
pub fn to_directives(kd: &KernelDescriptor, target: &AbiTarget) -> Vec<(Directive, u64)> {
    let family = target.family;
    let mut out = Vec::new();
    for d in ALL_DIRECTIVES {
        if d.check_supported(target).is_err() {
            continue;
        }
        let v: u64 = match d {
            D::GroupSegmentFixedSize => u64::from(kd.group_segment_fixed_size),
            D::PrivateSegmentFixedSize => u64::from(kd.private_segment_fixed_size),
            D::KernargSize => u64::from(kd.kernarg_size),
            D::NextFreeVgpr => {
                let g = kd.get_named("GRANULATED_WORKITEM_VGPR_COUNT", family).unwrap_or(0);
                u64::from((g + 1) * target.vgpr_encoding_granule(kd.wave32(family)))
            }
            D::NextFreeSgpr => {
                if family.major() >= 10 {
                    // GFX10+ reserves GRANULATED_WAVEFRONT_SGPR_COUNT: llvm-mc-19 writes 0
                    // there whatever this directive says (probed with 0..=106 on gfx1030),
                    // so no value rebuilds the non-zero granule clang-19's code generator
                    // writes; such descriptors are not expressible as a block.
                    0
                } else {
                    let g = kd.get_named("GRANULATED_WAVEFRONT_SGPR_COUNT", family).unwrap_or(0);
                    // With reserve_vcc/flat_scratch at 0 only what cannot be turned off still adds
                    // SGPRs: FLAT_SCRATCH on GFX6 (no directive), architected flat scratch, and
                    // XNACK_MASK (its directive must match the target ID).
                    let xnack = target.xnack && D::ReserveXnackMask.check_supported(target).is_ok();
                    let extra = target.extra_sgprs(false, family.major() < 7, xnack);
                    let mut v = ((g + 1) * 8).saturating_sub(extra);
                    // The top granule can hold more SGPRs than the directive accepts (e.g.
                    // granule 12 is 97..=104 SGPRs but GFX8/9 allow 102): clamp to the limit.
                    // Only when the clamped count still encodes to the same granule; otherwise
                    // the granule is unreachable and the out-of-range value is kept visible.
                    if let Some((limit, with_extra)) = target.sgpr_limit() {
                        let clamped = v.min(if with_extra { limit.saturating_sub(extra) } else { limit });
                        if !target.sgpr_init_bug && (clamped + extra).max(1).div_ceil(8) - 1 == g {
                            v = clamped;
                        }
                    }
                    u64::from(v)
                }
            }
            D::AccumOffset => u64::from((kd.get_named("ACCUM_OFFSET", family).unwrap_or(0) + 1) * 4),
            D::ReserveVcc | D::ReserveFlatScratch => 0,
            D::ReserveXnackMask => u64::from(target.xnack),
            D::WavefrontSize32 => {
                let v = u64::from(kd.wave32(family));
                // LLVM 19 rejects shared VGPRs next to an explicit `.amdhsa_wavefront_size32 1`
                // but accepts them when wave32 is only the default: leave the default implicit.
                let shared = kd.get_named("SHARED_VGPR_COUNT", family).unwrap_or(0);
                if shared != 0 && v == 1 && d.default_value(target) == 1 {
                    continue;
                }
                v
            }
            _ => match d.spec(family) {
                Some(spec) => u64::from(kd.get(spec)),
                None => continue,
            },
        };
        out.push((d, v));
    }
    out
}

/// Renders `kd` as an `.amdhsa_kernel name` ... `.end_amdhsa_kernel` block.
#[must_use]
pub fn render(kd: &KernelDescriptor, target: &AbiTarget, name: &str) -> String {
    let mut s = format!(".amdhsa_kernel {name}\n");
    for (d, v) in to_directives(kd, target) {
        s.push_str(&format!("\t{} {v}\n", d.name()));
    }
    s.push_str(".end_amdhsa_kernel\n");
    s
}

/// Bits of the descriptor that the directives cannot express (CP-filled "must be 0" fields,
/// reserved bits, entry offset); [`render`] loses them.
#[must_use]
pub fn unrepresentable(kd: &KernelDescriptor, target: &AbiTarget) -> Vec<String> {
    let mut out = Vec::new();
    for v in kd.validate(target) {
        out.push(v.message);
    }
    for w in [Word::Rsrc1, Word::Rsrc2, Word::Rsrc3] {
        for f in crate::descriptor::fields_of(w, target.family) {
            if f.directive.is_none() && !f.must_be_zero && kd.get(f) != 0 {
                out.push(format!("{}.{} = {} has no directive", w.name(), f.name, kd.get(f)));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kd_for(cpu: &str, dirs: &[(&str, i128)]) -> Result<KernelDescriptor, DirectiveError> {
        let t = AbiTarget::from_processor(cpu).unwrap();
        let mut k = AmdhsaKernel::new(t);
        for (n, v) in dirs {
            k.set(n, *v)?;
        }
        k.finish()
    }

    const MIN: [(&str, i128); 2] = [(".amdhsa_next_free_vgpr", 0), (".amdhsa_next_free_sgpr", 0)];

    #[test]
    fn kernarg_preload_must_fit_a_sized_segment() {
        // llvm-mc-19 on gfx90a: preload length 1 + offset 1 (8 bytes) against kernarg sizes.
        let with = |size: Option<i128>| {
            let mut d = vec![
                (".amdhsa_next_free_vgpr", 32),
                (".amdhsa_next_free_sgpr", 32),
                (".amdhsa_accum_offset", 4),
                (".amdhsa_user_sgpr_count", 4),
                (".amdhsa_user_sgpr_queue_ptr", 1),
                (".amdhsa_user_sgpr_kernarg_preload_length", 1),
                (".amdhsa_user_sgpr_kernarg_preload_offset", 1),
            ];
            d.extend(size.map(|s| (".amdhsa_kernarg_size", s)));
            kd_for("gfx90a", &d)
        };
        for bad in [4, 7] {
            let e = with(Some(bad)).unwrap_err().to_string();
            assert!(e.contains("Kernarg preload length + offset is larger"), "{bad}: {e}");
        }
        for good in [None, Some(0), Some(8)] {
            assert!(with(good).is_ok(), "{good:?}");
        }
    }

    #[test]
    fn names_round_trip_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for d in ALL_DIRECTIVES {
            assert!(seen.insert(d.name()));
            assert_eq!(Directive::from_name(d.name()), Some(d));
            assert_eq!(Directive::from_name(&d.name()[1..]), Some(d));
            if let Target::Field(n) = d.target() {
                assert!(Family::ALL.iter().any(|f| field(n, *f).is_some()), "{n}");
            }
        }
    }

    #[test]
    fn llvm19_minimal_defaults() {
        // Observed with llvm-mc-19 (see tests/descriptor_oracle.rs for the live check).
        let kd = kd_for("gfx900", &MIN).unwrap();
        assert_eq!(
            (kd.compute_pgm_rsrc1, kd.compute_pgm_rsrc2, kd.kernel_code_properties),
            (0x00AC_0000, 0x80, 0)
        );
        let kd = kd_for("gfx1010", &MIN).unwrap();
        assert_eq!((kd.compute_pgm_rsrc1, kd.kernel_code_properties), (0x60AC_0000, 0x400));
        let kd = kd_for("gfx1200", &MIN).unwrap();
        assert_eq!(kd.compute_pgm_rsrc1, 0x600C_0000);
        let kd = kd_for("gfx802", &MIN).unwrap();
        assert_eq!(kd.compute_pgm_rsrc1, 0x00AC_02C0);
        assert!(matches!(kd_for("gfx90a", &MIN), Err(DirectiveError::Missing(".amdhsa_accum_offset"))));
    }

    #[test]
    fn granules_match_llvm19() {
        let cases: [(&str, i128, i128, u32); 8] = [
            ("gfx700", 1, 17, 0x80),
            ("gfx700", 1, 100, 0x300),
            ("gfx801", 1, 100, 0x340),
            ("gfx900", 9, 17, 0x82),
            ("gfx900", 256, 1, 0x3F),
            ("gfx1010", 9, 1, 0x1),
            ("gfx1100", 257, 1, 0x20),
            ("gfx600", 1, 5, 0x40),
        ];
        for (cpu, v, s, rsrc1_low) in cases {
            let kd = kd_for(cpu, &[(".amdhsa_next_free_vgpr", v), (".amdhsa_next_free_sgpr", s)]).unwrap();
            assert_eq!(kd.compute_pgm_rsrc1 & 0x3FF, rsrc1_low, "{cpu} v={v} s={s}");
        }
    }

    #[test]
    fn llvm19_errors() {
        let e = |cpu: &str, extra: &[(&str, i128)]| {
            let mut d = MIN.to_vec();
            d.extend_from_slice(extra);
            kd_for(cpu, &d).unwrap_err()
        };
        assert!(matches!(e("gfx900", &[(".amdhsa_next_free_sgpr", 2)]), DirectiveError::Repeated(_)));
        assert!(matches!(
            e("gfx900", &[(".amdhsa_wavefront_size32", 1)]),
            DirectiveError::Unsupported { .. }
        ));
        assert!(matches!(
            e("gfx900", &[(".amdhsa_float_round_mode_32", 4)]),
            DirectiveError::OutOfRange { .. }
        ));
        assert!(matches!(e("gfx900", &[(".amdhsa_user_sgpr_count", 32)]), DirectiveError::OutOfRange { .. }));
        assert!(matches!(e("gfx900", &[(".amdhsa_reserve_xnack_mask", 0)]), DirectiveError::Invalid(_)));
        assert!(matches!(e("gfx1100", &[(".amdhsa_tg_split", 1)]), DirectiveError::Unsupported { .. }));
        assert!(matches!(
            e("gfx1100", &[(".amdhsa_system_sgpr_private_segment_wavefront_offset", 1)]),
            DirectiveError::Unsupported { .. }
        ));
        assert!(matches!(e("gfx1200", &[(".amdhsa_dx10_clamp", 1)]), DirectiveError::Unsupported { .. }));
        assert!(matches!(e("gfx90a", &[(".amdhsa_accum_offset", 6)]), DirectiveError::Invalid(_)));
        assert!(matches!(e("gfx900", &[(".amdhsa_bogus", 1)]), DirectiveError::Unknown(_)));
        assert!(matches!(e("gfx900", &[(".amdhsa_kernarg_size", -1)]), DirectiveError::OutOfRange { .. }));
        let e2 = kd_for(
            "gfx90a",
            &[
                (".amdhsa_next_free_vgpr", 9),
                (".amdhsa_next_free_sgpr", 1),
                (".amdhsa_accum_offset", 8),
                (".amdhsa_user_sgpr_kernarg_segment_ptr", 1),
                (".amdhsa_user_sgpr_count", 1),
            ],
        );
        assert!(matches!(e2, Err(DirectiveError::Invalid(_))));
        let big = kd_for("gfx700", &[(".amdhsa_next_free_vgpr", 1), (".amdhsa_next_free_sgpr", 101)]);
        assert!(matches!(big, Err(DirectiveError::OutOfRange { .. })));
        let ok = kd_for("gfx900", &[(".amdhsa_next_free_vgpr", 1), (".amdhsa_next_free_sgpr", 102)]);
        assert!(ok.is_ok());
        let acc = kd_for(
            "gfx90a",
            &[(".amdhsa_next_free_vgpr", 8), (".amdhsa_next_free_sgpr", 1), (".amdhsa_accum_offset", 12)],
        );
        assert!(matches!(acc, Err(DirectiveError::Invalid(_))));
    }

    #[test]
    fn every_granule_decodes_and_reassembles() {
        for cpu in [
            "gfx600", "gfx700", "gfx801", "gfx802", "gfx803", "gfx900", "gfx90a", "gfx940", "gfx1010",
            "gfx1100", "gfx1200",
        ] {
            let t = AbiTarget::from_processor(cpu).unwrap();
            for vg in 0..=63 {
                for sg in 0..16u32 {
                    let sg = if t.family.major() >= 10 {
                        0
                    } else if t.sgpr_init_bug {
                        11
                    } else {
                        sg
                    };
                    let mut kd = KernelDescriptor {
                        compute_pgm_rsrc1: 0x00AC_0000 | vg | (sg << 6),
                        compute_pgm_rsrc2: 0x80,
                        ..Default::default()
                    };
                    if t.family.major() >= 10 {
                        kd.compute_pgm_rsrc1 |= 0x6000_0000;
                        kd.kernel_code_properties = 1 << 10;
                        if t.family.major() >= 12 {
                            kd.compute_pgm_rsrc1 &= !0x00A0_0000;
                        }
                    }
                    let mut k = AmdhsaKernel::new(t);
                    let r = to_directives(&kd, &t)
                        .into_iter()
                        .try_for_each(|(d, v)| k.set_directive(d, i128::from(v)));
                    match r.and_then(|()| k.finish()) {
                        Ok(back) => assert_eq!(back, kd, "{cpu} vgpr blocks {vg} sgpr blocks {sg}"),
                        // Granules whose smallest count is above the directive's limit cannot be
                        // written (GFX8/9 granule 13 needs more than 102 SGPRs).
                        Err(DirectiveError::OutOfRange { directive, .. }) => {
                            assert_eq!(directive, ".amdhsa_next_free_sgpr", "{cpu} {vg} {sg}");
                            assert!(sg >= 12 && !t.sgpr_init_bug, "{cpu} {vg} {sg}");
                        }
                        Err(e) => panic!("{cpu} {vg} {sg}: {e}"),
                    }
                }
            }
        }
    }

    #[test]
    fn shared_vgpr_rules() {
        let base = [(".amdhsa_next_free_sgpr", 1)];
        let run = |cpu: &str, extra: &[(&str, i128)]| {
            let mut d = base.to_vec();
            d.extend_from_slice(extra);
            kd_for(cpu, &d)
        };
        assert!(run("gfx1100", &[(".amdhsa_next_free_vgpr", 1), (".amdhsa_shared_vgpr_count", 1)]).is_ok());
        assert!(
            run(
                "gfx1100",
                &[
                    (".amdhsa_next_free_vgpr", 1),
                    (".amdhsa_wavefront_size32", 1),
                    (".amdhsa_shared_vgpr_count", 1)
                ]
            )
            .is_err()
        );
        let wave64 = [(".amdhsa_wavefront_size32", 0), (".amdhsa_shared_vgpr_count", 1)];
        let mut a = wave64.to_vec();
        a.push((".amdhsa_next_free_vgpr", 249));
        assert!(run("gfx1010", &a).is_err());
        let mut b = wave64.to_vec();
        b.push((".amdhsa_next_free_vgpr", 244));
        assert!(run("gfx1010", &b).is_ok());
    }

    #[test]
    fn gfx90a_preload_and_tgsplit() {
        let kd = kd_for(
            "gfx90a",
            &[
                (".amdhsa_next_free_vgpr", 9),
                (".amdhsa_next_free_sgpr", 17),
                (".amdhsa_accum_offset", 8),
                (".amdhsa_user_sgpr_kernarg_segment_ptr", 1),
                (".amdhsa_user_sgpr_kernarg_preload_length", 2),
                (".amdhsa_tg_split", 1),
            ],
        )
        .unwrap();
        assert_eq!(kd.compute_pgm_rsrc3, 0x0001_0001);
        assert_eq!(kd.compute_pgm_rsrc1, 0x00AC_0081);
        assert_eq!(kd.compute_pgm_rsrc2, 0x88);
        assert_eq!(kd.kernel_code_properties, 8);
        assert_eq!(kd.kernarg_preload, 2);
    }

    #[test]
    fn directives_reassemble_to_same_bytes() {
        for cpu in [
            "gfx600", "gfx700", "gfx801", "gfx900", "gfx90a", "gfx940", "gfx1010", "gfx1030", "gfx1100",
            "gfx1200",
        ] {
            let t = AbiTarget::from_processor(cpu).unwrap();
            let mut k = AmdhsaKernel::new(t);
            for (n, v) in [
                (".amdhsa_next_free_vgpr", 37),
                (".amdhsa_next_free_sgpr", 29),
                (".amdhsa_group_segment_fixed_size", 1024),
                (".amdhsa_kernarg_size", 56),
                (".amdhsa_user_sgpr_dispatch_ptr", 1),
                (".amdhsa_user_sgpr_kernarg_segment_ptr", 1),
                (".amdhsa_system_sgpr_workgroup_id_y", 1),
                (".amdhsa_system_vgpr_workitem_id", 2),
                (".amdhsa_float_denorm_mode_32", 3),
                (".amdhsa_exception_int_div_zero", 1),
            ] {
                k.set(n, v).unwrap();
            }
            if t.family.has_gfx90a_insts() {
                k.set(".amdhsa_accum_offset", 28).unwrap();
            }
            let kd = k.finish().unwrap();
            let mut again = AmdhsaKernel::new(t);
            for (d, v) in to_directives(&kd, &t) {
                again.set_directive(d, i128::from(v)).unwrap_or_else(|e| panic!("{cpu}: {e}"));
            }
            assert_eq!(again.finish().unwrap(), kd, "{cpu}");
            assert!(unrepresentable(&kd, &t).is_empty(), "{cpu}");
        }
    }
}
