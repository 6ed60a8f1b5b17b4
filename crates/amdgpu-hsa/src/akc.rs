//! `amd_kernel_code_t`: the 256-byte kernel header of code object V2 (seed 002, "AMD Kernel
//! Code"), every field, the `.amd_kernel_code_t` assembler keys, and conversion to and from the
//! V3+ [`KernelDescriptor`].

use crate::HsaError;
use crate::descriptor::KernelDescriptor;
use crate::target::AbiTarget;

/// Size of `amd_kernel_code_t`.
pub const AMD_KERNEL_CODE_SIZE: usize = 256;

/// Where a key's value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    /// A little-endian integer of `size` bytes at `offset` (`signed`: sign-extended on read).
    Bytes {
        /// Byte offset.
        offset: usize,
        /// Size in bytes (1, 2, 4, 8).
        size: usize,
        /// Two's-complement signed.
        signed: bool,
    },
    /// Bits `lo..lo+width` of the u32 at byte `offset`.
    Bits {
        /// Byte offset of the 32-bit word.
        offset: usize,
        /// Lowest bit.
        lo: u32,
        /// Width in bits.
        width: u32,
    },
}

const fn b(offset: usize, size: usize) -> Loc {
    Loc::Bytes { offset, size, signed: false }
}
const fn s(offset: usize, size: usize) -> Loc {
    Loc::Bytes { offset, size, signed: true }
}
const fn r1(lo: u32, width: u32) -> Loc {
    Loc::Bits { offset: 48, lo, width }
}
const fn r2(lo: u32, width: u32) -> Loc {
    Loc::Bits { offset: 52, lo, width }
}
const fn p(lo: u32, width: u32) -> Loc {
    Loc::Bits { offset: 56, lo, width }
}

/// Every field, by its seed 002 / LLVM `.amd_kernel_code_t` key, with LLVM's aliases after the
/// canonical names. The first 32 entries are the scalar fields of seed 002's table in order.
pub const KEYS: &[(&str, Loc)] = &[
    ("amd_code_version_major", b(0, 4)),
    ("amd_code_version_minor", b(4, 4)),
    ("amd_machine_kind", b(8, 2)),
    ("amd_machine_version_major", b(10, 2)),
    ("amd_machine_version_minor", b(12, 2)),
    ("amd_machine_version_stepping", b(14, 2)),
    ("kernel_code_entry_byte_offset", s(16, 8)),
    ("kernel_code_prefetch_byte_offset", s(24, 8)),
    ("kernel_code_prefetch_byte_size", b(32, 8)),
    ("max_scratch_backing_memory_byte_size", b(40, 8)),
    ("compute_pgm_rsrc1", b(48, 4)),
    ("compute_pgm_rsrc2", b(52, 4)),
    ("kernel_code_properties", b(56, 4)),
    ("workitem_private_segment_byte_size", b(60, 4)),
    ("workgroup_group_segment_byte_size", b(64, 4)),
    ("gds_segment_byte_size", b(68, 4)),
    ("kernarg_segment_byte_size", b(72, 8)),
    ("workgroup_fbarrier_count", b(80, 4)),
    ("wavefront_sgpr_count", b(84, 2)),
    ("workitem_vgpr_count", b(86, 2)),
    ("reserved_vgpr_first", b(88, 2)),
    ("reserved_vgpr_count", b(90, 2)),
    ("reserved_sgpr_first", b(92, 2)),
    ("reserved_sgpr_count", b(94, 2)),
    ("debug_wavefront_private_segment_offset_sgpr", b(96, 2)),
    ("debug_private_segment_buffer_sgpr", b(98, 2)),
    ("kernarg_segment_alignment", b(100, 1)),
    ("group_segment_alignment", b(101, 1)),
    ("private_segment_alignment", b(102, 1)),
    ("wavefront_size", b(103, 1)),
    ("call_convention", s(104, 4)),
    ("runtime_loader_kernel_symbol", b(120, 8)),
    // compute_pgm_rsrc1
    ("granulated_workitem_vgpr_count", r1(0, 6)),
    ("granulated_wavefront_sgpr_count", r1(6, 4)),
    ("priority", r1(10, 2)),
    ("float_mode", r1(12, 8)),
    ("float_round_mode_32", r1(12, 2)),
    ("float_round_mode_16_64", r1(14, 2)),
    ("float_denorm_mode_32", r1(16, 2)),
    ("float_denorm_mode_16_64", r1(18, 2)),
    ("priv", r1(20, 1)),
    ("enable_dx10_clamp", r1(21, 1)),
    ("debug_mode", r1(22, 1)),
    ("enable_ieee_mode", r1(23, 1)),
    ("bulky", r1(24, 1)),
    ("cdbg_user", r1(25, 1)),
    ("fp16_ovfl", r1(26, 1)),
    ("enable_wgp_mode", r1(29, 1)),
    ("enable_mem_ordered", r1(30, 1)),
    ("enable_fwd_progress", r1(31, 1)),
    // compute_pgm_rsrc2
    ("enable_sgpr_private_segment_wave_byte_offset", r2(0, 1)),
    ("user_sgpr_count", r2(1, 5)),
    ("enable_trap_handler", r2(6, 1)),
    ("enable_sgpr_workgroup_id_x", r2(7, 1)),
    ("enable_sgpr_workgroup_id_y", r2(8, 1)),
    ("enable_sgpr_workgroup_id_z", r2(9, 1)),
    ("enable_sgpr_workgroup_info", r2(10, 1)),
    ("enable_vgpr_workitem_id", r2(11, 2)),
    ("enable_exception_msb", r2(13, 2)),
    ("granulated_lds_size", r2(15, 9)),
    ("enable_exception", r2(24, 7)),
    // kernel_code_properties
    ("enable_sgpr_private_segment_buffer", p(0, 1)),
    ("enable_sgpr_dispatch_ptr", p(1, 1)),
    ("enable_sgpr_queue_ptr", p(2, 1)),
    ("enable_sgpr_kernarg_segment_ptr", p(3, 1)),
    ("enable_sgpr_dispatch_id", p(4, 1)),
    ("enable_sgpr_flat_scratch_init", p(5, 1)),
    ("enable_sgpr_private_segment_size", p(6, 1)),
    ("enable_sgpr_grid_workgroup_count_x", p(7, 1)),
    ("enable_sgpr_grid_workgroup_count_y", p(8, 1)),
    ("enable_sgpr_grid_workgroup_count_z", p(9, 1)),
    // Bit 10: reserved in seed 002; LLVM 14 sets it for wave32 on GFX10+ (not an assembler key).
    ("enable_wavefront_size32", p(10, 1)),
    ("enable_ordered_append_gds", p(16, 1)),
    ("private_element_size", p(17, 2)),
    ("is_ptr64", p(19, 1)),
    ("is_dynamic_callstack", p(20, 1)),
    ("is_debug_enabled", p(21, 1)),
    ("is_xnack_enabled", p(22, 1)),
    // LLVM assembler aliases
    ("kernel_code_version_major", b(0, 4)),
    ("compute_pgm_rsrc1_vgprs", r1(0, 6)),
    ("compute_pgm_rsrc1_sgprs", r1(6, 4)),
    ("compute_pgm_rsrc1_priority", r1(10, 2)),
    ("compute_pgm_rsrc1_float_mode", r1(12, 8)),
    ("compute_pgm_rsrc1_priv", r1(20, 1)),
    ("compute_pgm_rsrc1_dx10_clamp", r1(21, 1)),
    ("compute_pgm_rsrc1_debug_mode", r1(22, 1)),
    ("compute_pgm_rsrc1_ieee_mode", r1(23, 1)),
    ("compute_pgm_rsrc1_wgp_mode", r1(29, 1)),
    ("compute_pgm_rsrc1_mem_ordered", r1(30, 1)),
    ("compute_pgm_rsrc1_fwd_progress", r1(31, 1)),
    ("compute_pgm_rsrc2_scratch_en", r2(0, 1)),
    ("compute_pgm_rsrc2_user_sgpr", r2(1, 5)),
    ("compute_pgm_rsrc2_trap_handler", r2(6, 1)),
    ("compute_pgm_rsrc2_tgid_x_en", r2(7, 1)),
    ("compute_pgm_rsrc2_tgid_y_en", r2(8, 1)),
    ("compute_pgm_rsrc2_tgid_z_en", r2(9, 1)),
    ("compute_pgm_rsrc2_tg_size_en", r2(10, 1)),
    ("compute_pgm_rsrc2_tidig_comp_cnt", r2(11, 2)),
    ("compute_pgm_rsrc2_excp_en_msb", r2(13, 2)),
    ("compute_pgm_rsrc2_lds_size", r2(15, 9)),
    ("compute_pgm_rsrc2_excp_en", r2(24, 7)),
];

/// The `.amd_kernel_code_t` keys llvm-mc-19 accepts and prints, in the order it prints a block
/// (and clang-19 writes one): observed in `clang-19 -S` output for amdgcn-mesa-mesa3d and by
/// probing llvm-mc-19. Used by the assembler's text output and the disassembler.
pub const LLVM19_PRINT_ORDER: &[&str] = &[
    "amd_code_version_major",
    "amd_code_version_minor",
    "amd_machine_kind",
    "amd_machine_version_major",
    "amd_machine_version_minor",
    "amd_machine_version_stepping",
    "kernel_code_entry_byte_offset",
    "kernel_code_prefetch_byte_size",
    "granulated_workitem_vgpr_count",
    "granulated_wavefront_sgpr_count",
    "priority",
    "float_mode",
    "priv",
    "enable_dx10_clamp",
    "debug_mode",
    "enable_ieee_mode",
    "enable_wgp_mode",
    "enable_mem_ordered",
    "enable_fwd_progress",
    "enable_sgpr_private_segment_wave_byte_offset",
    "user_sgpr_count",
    "enable_trap_handler",
    "enable_sgpr_workgroup_id_x",
    "enable_sgpr_workgroup_id_y",
    "enable_sgpr_workgroup_id_z",
    "enable_sgpr_workgroup_info",
    "enable_vgpr_workitem_id",
    "enable_exception_msb",
    "granulated_lds_size",
    "enable_exception",
    "enable_sgpr_private_segment_buffer",
    "enable_sgpr_dispatch_ptr",
    "enable_sgpr_queue_ptr",
    "enable_sgpr_kernarg_segment_ptr",
    "enable_sgpr_dispatch_id",
    "enable_sgpr_flat_scratch_init",
    "enable_sgpr_private_segment_size",
    "enable_sgpr_grid_workgroup_count_x",
    "enable_sgpr_grid_workgroup_count_y",
    "enable_sgpr_grid_workgroup_count_z",
    "enable_wavefront_size32",
    "enable_ordered_append_gds",
    "private_element_size",
    "is_ptr64",
    "is_dynamic_callstack",
    "is_debug_enabled",
    "is_xnack_enabled",
    "workitem_private_segment_byte_size",
    "workgroup_group_segment_byte_size",
    "gds_segment_byte_size",
    "kernarg_segment_byte_size",
    "workgroup_fbarrier_count",
    "wavefront_sgpr_count",
    "workitem_vgpr_count",
    "reserved_vgpr_first",
    "reserved_vgpr_count",
    "reserved_sgpr_first",
    "reserved_sgpr_count",
    "debug_wavefront_private_segment_offset_sgpr",
    "debug_private_segment_buffer_sgpr",
    "kernarg_segment_alignment",
    "group_segment_alignment",
    "private_segment_alignment",
    "wavefront_size",
    "call_convention",
    "runtime_loader_kernel_symbol",
];

/// How llvm-mc-19 keeps the value of an `.amd_kernel_code_t` key (probed: the keys whose
/// value may name symbols defined later, and how each reaches the 256 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Llvm19Form {
    /// An integer that must be absolute where it is written, truncated to the field's width.
    Plain,
    /// A bit field of `compute_pgm_rsrc1`/`compute_pgm_rsrc2`: the word is an expression
    /// updated as `(word & ~(mask << lo)) | ((value & mask) << lo)`.
    RsrcBits,
    /// `is_dynamic_callstack`: an expression whose bit 0 becomes bit 20 of
    /// `kernel_code_properties`.
    DynamicCallstack,
    /// `workitem_private_segment_byte_size`, `wavefront_sgpr_count`, `workitem_vgpr_count`:
    /// expressions written like a data value of the field's size (relocatable).
    Value,
    /// `max_scratch_backing_memory_byte_size`: an expression that is read and dropped (the
    /// bytes stay 0; llvm-mc-19 and LLVM 14 alike, probed).
    Ignored,
}

/// Keys of [`KEYS`] that llvm-mc-19 (and LLVM 14) reject with "unexpected amd_kernel_code_t
/// field name" (probed one by one).
const LLVM19_REJECTED: &[&str] = &[
    "bulky",
    "cdbg_user",
    "compute_pgm_rsrc1",
    "compute_pgm_rsrc2",
    "float_denorm_mode_16_64",
    "float_denorm_mode_32",
    "float_round_mode_16_64",
    "float_round_mode_32",
    "fp16_ovfl",
    "kernel_code_prefetch_byte_offset",
    "kernel_code_properties",
];

/// The location and value form of key `name` as llvm-mc-19 accepts it in an
/// `.amd_kernel_code_t` block; `None` for a key it rejects.
#[must_use]
pub fn llvm19_key(name: &str) -> Option<(Loc, Llvm19Form)> {
    if LLVM19_REJECTED.contains(&name) {
        return None;
    }
    let loc = key(name)?;
    let form = match (name, loc) {
        ("is_dynamic_callstack", _) => Llvm19Form::DynamicCallstack,
        ("max_scratch_backing_memory_byte_size", _) => Llvm19Form::Ignored,
        ("workitem_private_segment_byte_size" | "wavefront_sgpr_count" | "workitem_vgpr_count", _) => {
            Llvm19Form::Value
        }
        (_, Loc::Bits { offset: 48 | 52, .. }) => Llvm19Form::RsrcBits,
        _ => Llvm19Form::Plain,
    };
    Some((loc, form))
}

/// The location of key `name`.
#[must_use]
pub fn key(name: &str) -> Option<Loc> {
    KEYS.iter().find(|(k, _)| *k == name).map(|(_, l)| *l)
}

/// An `amd_kernel_code_t`, kept as its 256 bytes with typed accessors (every bit pattern is
/// representable, so decoding never loses anything).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AmdKernelCode {
    bytes: [u8; 256],
}

impl Default for AmdKernelCode {
    fn default() -> Self {
        AmdKernelCode { bytes: [0; 256] }
    }
}

/// What a conversion could not carry over.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Conversion<T> {
    /// The converted value.
    pub value: T,
    /// Fields that were non-zero in the source and have no place in the destination.
    pub lost: Vec<String>,
}

impl AmdKernelCode {
    /// Decodes the first 256 bytes of `bytes`.
    ///
    /// # Errors
    /// [`HsaError::Truncated`] when fewer than 256 bytes are given.
    pub fn parse(bytes: &[u8]) -> Result<AmdKernelCode, HsaError> {
        let b: [u8; 256] = bytes
            .get(..AMD_KERNEL_CODE_SIZE)
            .and_then(|s| s.try_into().ok())
            .ok_or(HsaError::Truncated { offset: bytes.len(), needed: AMD_KERNEL_CODE_SIZE })?;
        Ok(AmdKernelCode { bytes: b })
    }

    /// The 256 bytes.
    #[must_use]
    pub fn to_bytes(&self) -> [u8; 256] {
        self.bytes
    }

    /// The 128-byte control directive block (opaque).
    #[must_use]
    pub fn control_directive(&self) -> &[u8] {
        &self.bytes[128..256]
    }

    /// Reads a location (signed fields are sign-extended into the i64 range and returned as
    /// their two's-complement u64).
    #[must_use]
    pub fn read(&self, loc: Loc) -> u64 {
        match loc {
            Loc::Bytes { offset, size, signed } => {
                let mut v = 0u64;
                for i in 0..size {
                    v |= u64::from(self.bytes[offset + i]) << (8 * i);
                }
                if signed && size < 8 && v >> (8 * size - 1) & 1 == 1 {
                    v |= u64::MAX << (8 * size);
                }
                v
            }
            Loc::Bits { offset, lo, width } => {
                let w = u32::from_le_bytes([
                    self.bytes[offset],
                    self.bytes[offset + 1],
                    self.bytes[offset + 2],
                    self.bytes[offset + 3],
                ]);
                u64::from((w >> lo) & mask(width))
            }
        }
    }

    /// Writes a location.
    ///
    /// # Errors
    /// [`HsaError::FieldRange`] when `value` does not fit.
    pub fn write(&mut self, name: &'static str, loc: Loc, value: u64) -> Result<(), HsaError> {
        match loc {
            Loc::Bytes { offset, size, signed } => {
                let fits = if size == 8 {
                    true
                } else if signed {
                    let v = value as i64;
                    let half = 1i64 << (8 * size - 1);
                    (-half..half).contains(&v) || value < (1u64 << (8 * size))
                } else {
                    value < (1u64 << (8 * size))
                };
                if !fits {
                    return Err(HsaError::FieldRange { field: name, value, max: (1u64 << (8 * size)) - 1 });
                }
                for i in 0..size {
                    self.bytes[offset + i] = (value >> (8 * i)) as u8;
                }
            }
            Loc::Bits { offset, lo, width } => {
                if value > u64::from(mask(width)) {
                    return Err(HsaError::FieldRange { field: name, value, max: u64::from(mask(width)) });
                }
                let mut w = u32::from_le_bytes([
                    self.bytes[offset],
                    self.bytes[offset + 1],
                    self.bytes[offset + 2],
                    self.bytes[offset + 3],
                ]);
                w = (w & !(mask(width) << lo)) | ((value as u32) << lo);
                self.bytes[offset..offset + 4].copy_from_slice(&w.to_le_bytes());
            }
        }
        Ok(())
    }

    /// Writes `value` truncated to the field's width, as llvm-mc-19 and LLVM 14 store an
    /// `.amd_kernel_code_t` value (`amd_machine_kind = 70000` is 4464, `private_element_size
    /// = 7` is 3; probed).
    pub fn write_truncated(&mut self, loc: Loc, value: i64) {
        let bits = match loc {
            Loc::Bytes { size, .. } => 8 * size as u32,
            Loc::Bits { width, .. } => width,
        };
        let v = if bits >= 64 { value as u64 } else { value as u64 & ((1u64 << bits) - 1) };
        // Cannot fail: the value fits the field now.
        let _ = self.write("", loc, v);
    }

    /// The value at `loc` as llvm-mc-19 prints it in an `.amd_kernel_code_t` block: 8- and
    /// 16-bit fields and bit fields unsigned, 32- and 64-bit fields as a signed 32-bit number
    /// (`kernarg_segment_byte_size = 0xffffffff` prints `-1`, `= 0x100000005` prints `5`;
    /// probed).
    #[must_use]
    pub fn llvm19_text(&self, loc: Loc) -> String {
        let v = self.read(loc);
        match loc {
            Loc::Bytes { size: 4 | 8, .. } => (v as u32 as i32).to_string(),
            _ => v.to_string(),
        }
    }

    /// The value of key `name` (see [`KEYS`]).
    #[must_use]
    pub fn get(&self, name: &str) -> Option<u64> {
        key(name).map(|l| self.read(l))
    }

    /// Sets key `name`.
    ///
    /// # Errors
    /// [`HsaError::UnknownField`] for an unknown key, [`HsaError::FieldRange`] when the value does
    /// not fit.
    pub fn set(&mut self, name: &str, value: u64) -> Result<(), HsaError> {
        let (k, loc) = KEYS
            .iter()
            .find(|(k, _)| *k == name)
            .ok_or_else(|| HsaError::UnknownField { name: name.to_string(), family: "amd_kernel_code_t" })?;
        self.write(k, *loc, value)
    }

    /// Reserved bytes 108..120 and reserved bits of the properties word that are set.
    #[must_use]
    pub fn reserved_violations(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(i) = self.bytes[108..120].iter().position(|&x| x != 0) {
            out.push(format!("reserved byte {} is not 0", 108 + i));
        }
        let props = self.read(b(56, 4));
        let stray = props & !0x007F_07FF;
        if stray != 0 {
            out.push(format!("kernel_code_properties reserved bits {stray:#x} are set"));
        }
        out
    }

    /// The values LLVM 14 writes by default for `.amd_kernel_code_t` on `machine` (version 1.2,
    /// machine kind AMDGPU, entry offset 256, wavefront size 64 (log2 6), segment alignments 16
    /// (log2 4), call convention -1, ptr64).
    #[must_use]
    pub fn llvm_default(machine: (u16, u16, u16)) -> AmdKernelCode {
        let mut a = AmdKernelCode::default();
        let set = |a: &mut AmdKernelCode, k: &str, v: u64| {
            let _ = a.set(k, v);
        };
        set(&mut a, "amd_code_version_major", 1);
        set(&mut a, "amd_code_version_minor", 2);
        set(&mut a, "amd_machine_kind", 1);
        set(&mut a, "amd_machine_version_major", u64::from(machine.0));
        set(&mut a, "amd_machine_version_minor", u64::from(machine.1));
        set(&mut a, "amd_machine_version_stepping", u64::from(machine.2));
        set(&mut a, "kernel_code_entry_byte_offset", 256);
        set(&mut a, "kernarg_segment_alignment", 4);
        set(&mut a, "group_segment_alignment", 4);
        set(&mut a, "private_segment_alignment", 4);
        set(&mut a, "wavefront_size", 6);
        set(&mut a, "call_convention", u64::MAX);
        a
    }

    /// [`AmdKernelCode::llvm_default`] plus what LLVM 14 adds on GFX10+: WGP_MODE (unless
    /// cumode) and MEM_ORDERED in rsrc1, and for wave32 the property bit 10 and wavefront size
    /// 32 (log2 5).
    #[must_use]
    pub fn llvm_default_for(target: &AbiTarget, machine: (u16, u16, u16)) -> AmdKernelCode {
        let mut a = AmdKernelCode::llvm_default(machine);
        if target.family.major() >= 10 {
            let _ = a.set("enable_wgp_mode", u64::from(!target.cumode));
            let _ = a.set("enable_mem_ordered", 1);
            if target.wave32 {
                let _ = a.set("enable_wavefront_size32", 1);
                let _ = a.set("wavefront_size", 5);
            }
        }
        a
    }

    /// Builds the `amd_kernel_code_t` equivalent of `kd` for `target`. Machine version,
    /// versions and alignments come from [`AmdKernelCode::llvm_default`]; `is_ptr64` is set; the
    /// register counts are the largest that the granulated counts allow; the entry offset is
    /// rebased to 256 (code right after the header, as V2 places it).
    #[must_use]
    pub fn from_descriptor(
        kd: &KernelDescriptor,
        target: &AbiTarget,
        machine: (u16, u16, u16),
    ) -> Conversion<AmdKernelCode> {
        let mut a = AmdKernelCode::llvm_default(machine);
        let mut lost = Vec::new();
        let family = target.family;
        let w = |a: &mut AmdKernelCode, k: &'static str, v: u64| {
            // Every value written here comes from a field of at most the destination's width.
            let _ = a.set(k, v);
        };
        w(&mut a, "compute_pgm_rsrc1", u64::from(kd.compute_pgm_rsrc1));
        w(&mut a, "compute_pgm_rsrc2", u64::from(kd.compute_pgm_rsrc2));
        w(&mut a, "workitem_private_segment_byte_size", u64::from(kd.private_segment_fixed_size));
        w(&mut a, "workgroup_group_segment_byte_size", u64::from(kd.group_segment_fixed_size));
        w(&mut a, "kernarg_segment_byte_size", u64::from(kd.kernarg_size));
        let props = u64::from(kd.kernel_code_properties);
        let wave32 = kd.wave32(family);
        w(
            &mut a,
            "kernel_code_properties",
            (props & 0x7F) | (u64::from(wave32) << 10) | (1 << 19) | (((props >> 11) & 1) << 20),
        );
        w(&mut a, "wavefront_size", if wave32 { 5 } else { 6 });
        let vg = u64::from(kd.compute_pgm_rsrc1 & 0x3F);
        w(&mut a, "workitem_vgpr_count", (vg + 1) * u64::from(target.vgpr_encoding_granule(wave32)));
        if family.major() < 10 {
            let sg = u64::from((kd.compute_pgm_rsrc1 >> 6) & 0xF);
            w(&mut a, "wavefront_sgpr_count", (sg + 1) * 8);
        }
        if kd.compute_pgm_rsrc3 != 0 {
            lost.push(format!(
                "COMPUTE_PGM_RSRC3 = {:#x} (no amd_kernel_code_t field)",
                kd.compute_pgm_rsrc3
            ));
        }
        if kd.kernarg_preload != 0 {
            lost.push(format!("kernarg preload {:#x} (no amd_kernel_code_t field)", kd.kernarg_preload));
        }
        let stray = props & !0x0C7F;
        if stray != 0 {
            lost.push(format!("kernel-code property bits {stray:#x}"));
        }
        for (name, bytes) in [
            ("reserved0", &kd.reserved0[..]),
            ("reserved1", &kd.reserved1[..]),
            ("reserved2", &kd.reserved2[..]),
        ] {
            if bytes.iter().any(|&x| x != 0) {
                lost.push(format!("descriptor {name} bytes"));
            }
        }
        Conversion { value: a, lost }
    }

    /// Builds the kernel descriptor equivalent of this header. The entry offset is copied as
    /// is (it is relative to the header; the caller rebases it to where the descriptor lives).
    #[must_use]
    pub fn to_descriptor(&self, target: &AbiTarget) -> Conversion<KernelDescriptor> {
        let mut lost = Vec::new();
        let g = |k: &str| self.get(k).unwrap_or(0);
        let kernarg = g("kernarg_segment_byte_size");
        if kernarg > u64::from(u32::MAX) {
            lost.push(format!("kernarg_segment_byte_size {kernarg} does not fit in 32 bits"));
        }
        let props = g("kernel_code_properties");
        let mut kprops = (props & 0x7F) as u16;
        if props >> 20 & 1 == 1 {
            kprops |= 1 << 11;
        }
        if target.family.major() >= 10 && (g("wavefront_size") == 5 || props >> 10 & 1 == 1) {
            kprops |= 1 << 10;
        }
        for (k, bit) in [
            ("enable_sgpr_grid_workgroup_count_x", 7),
            ("enable_sgpr_grid_workgroup_count_y", 8),
            ("enable_sgpr_grid_workgroup_count_z", 9),
            ("enable_ordered_append_gds", 16),
            ("is_debug_enabled", 21),
            ("is_xnack_enabled", 22),
        ] {
            if props >> bit & 1 == 1 {
                lost.push(format!("{k} (no kernel descriptor field)"));
            }
        }
        for k in [
            "kernel_code_prefetch_byte_offset",
            "kernel_code_prefetch_byte_size",
            "max_scratch_backing_memory_byte_size",
            "gds_segment_byte_size",
            "workgroup_fbarrier_count",
            "reserved_vgpr_first",
            "reserved_vgpr_count",
            "reserved_sgpr_first",
            "reserved_sgpr_count",
            "debug_wavefront_private_segment_offset_sgpr",
            "debug_private_segment_buffer_sgpr",
            "runtime_loader_kernel_symbol",
        ] {
            if g(k) != 0 {
                lost.push(format!("{k} = {} (no kernel descriptor field)", g(k)));
            }
        }
        if self.control_directive().iter().any(|&x| x != 0) {
            lost.push("control_directive bytes (no kernel descriptor field)".into());
        }
        let kd = KernelDescriptor {
            group_segment_fixed_size: g("workgroup_group_segment_byte_size") as u32,
            private_segment_fixed_size: g("workitem_private_segment_byte_size") as u32,
            kernarg_size: u32::try_from(kernarg).unwrap_or(u32::MAX),
            kernel_code_entry_byte_offset: g("kernel_code_entry_byte_offset") as i64,
            compute_pgm_rsrc1: g("compute_pgm_rsrc1") as u32,
            compute_pgm_rsrc2: g("compute_pgm_rsrc2") as u32,
            kernel_code_properties: kprops,
            ..KernelDescriptor::default()
        };
        Conversion { value: kd, lost }
    }

    /// `key = value` lines for every canonical (non-alias) key, as an `.amd_kernel_code_t` block.
    #[must_use]
    pub fn render(&self) -> String {
        let mut s = String::from(".amd_kernel_code_t\n");
        for (k, loc) in KEYS.iter().take_while(|(k, _)| *k != "kernel_code_version_major") {
            if matches!(
                *k,
                "compute_pgm_rsrc1" | "compute_pgm_rsrc2" | "kernel_code_properties" | "float_mode"
            ) {
                continue;
            }
            let v = self.read(*loc);
            let signed = matches!(loc, Loc::Bytes { signed: true, .. });
            if signed {
                s.push_str(&format!("\t{k} = {}\n", v as i64));
            } else {
                s.push_str(&format!("\t{k} = {v}\n"));
            }
        }
        s.push_str(".end_amd_kernel_code_t\n");
        s
    }
}

fn mask(width: u32) -> u32 {
    if width >= 32 { u32::MAX } else { (1 << width) - 1 }
}

/// The machine version (major, minor, stepping) of a `gfxMmS` processor name (hex stepping).
#[must_use]
pub fn machine_version(processor: &str) -> Option<(u16, u16, u16)> {
    let d = processor.strip_prefix("gfx")?;
    if d.len() < 3 || !d.is_ascii() {
        return None;
    }
    let (major, rest) = d.split_at(d.len() - 2);
    let major: u16 = major.parse().ok()?;
    let minor = u16::from_str_radix(&rest[..1], 16).ok()?;
    let stepping = u16::from_str_radix(&rest[1..], 16).ok()?;
    Some((major, minor, stepping))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Family;

    #[test]
    fn llvm19_keys_and_forms() {
        for k in LLVM19_PRINT_ORDER {
            assert!(llvm19_key(k).is_some(), "{k}");
        }
        for k in LLVM19_REJECTED {
            assert!(key(k).is_some() && llvm19_key(k).is_none(), "{k}");
        }
        let form = |k: &str| llvm19_key(k).map(|(_, f)| f);
        assert_eq!(form("priority"), Some(Llvm19Form::RsrcBits));
        assert_eq!(form("compute_pgm_rsrc2_user_sgpr"), Some(Llvm19Form::RsrcBits));
        assert_eq!(form("enable_sgpr_dispatch_ptr"), Some(Llvm19Form::Plain));
        assert_eq!(form("is_dynamic_callstack"), Some(Llvm19Form::DynamicCallstack));
        assert_eq!(form("wavefront_sgpr_count"), Some(Llvm19Form::Value));
        assert_eq!(form("max_scratch_backing_memory_byte_size"), Some(Llvm19Form::Ignored));
        assert_eq!(form("nonsense"), None);
    }

    #[test]
    fn truncated_writes_and_llvm19_text() {
        let mut a = AmdKernelCode::default();
        let k = |n: &str| key(n).unwrap();
        a.write_truncated(k("amd_machine_kind"), 70000);
        assert_eq!(a.llvm19_text(k("amd_machine_kind")), "4464");
        a.write_truncated(k("reserved_vgpr_first"), -1);
        assert_eq!(a.llvm19_text(k("reserved_vgpr_first")), "65535");
        a.write_truncated(k("private_element_size"), 7);
        assert_eq!(a.llvm19_text(k("private_element_size")), "3");
        a.write_truncated(k("kernarg_segment_byte_size"), 0xffff_ffff);
        assert_eq!(a.llvm19_text(k("kernarg_segment_byte_size")), "-1");
        a.write_truncated(k("kernarg_segment_byte_size"), 0x1_0000_0005);
        assert_eq!(a.llvm19_text(k("kernarg_segment_byte_size")), "5");
        assert_eq!(a.get("kernarg_segment_byte_size"), Some(0x1_0000_0005));
        a.write_truncated(k("gds_segment_byte_size"), 0x8000_0000);
        assert_eq!(a.llvm19_text(k("gds_segment_byte_size")), "-2147483648");
        a.write_truncated(k("call_convention"), 0x1_ffff_ffff);
        assert_eq!(a.llvm19_text(k("call_convention")), "-1");
        a.write_truncated(k("wavefront_size"), 300);
        assert_eq!(a.llvm19_text(k("wavefront_size")), "44");
    }

    #[test]
    fn seed002_scalar_offsets() {
        // Seed 002's table: (bit range start) / 8 = byte offset, size in bytes.
        let table: [(&str, usize, usize); 32] = [
            ("amd_code_version_major", 0, 4),
            ("amd_code_version_minor", 4, 4),
            ("amd_machine_kind", 8, 2),
            ("amd_machine_version_major", 10, 2),
            ("amd_machine_version_minor", 12, 2),
            ("amd_machine_version_stepping", 14, 2),
            ("kernel_code_entry_byte_offset", 16, 8),
            ("kernel_code_prefetch_byte_offset", 24, 8),
            ("kernel_code_prefetch_byte_size", 32, 8),
            ("max_scratch_backing_memory_byte_size", 40, 8),
            ("compute_pgm_rsrc1", 48, 4),
            ("compute_pgm_rsrc2", 52, 4),
            ("kernel_code_properties", 56, 4),
            ("workitem_private_segment_byte_size", 60, 4),
            ("workgroup_group_segment_byte_size", 64, 4),
            ("gds_segment_byte_size", 68, 4),
            ("kernarg_segment_byte_size", 72, 8),
            ("workgroup_fbarrier_count", 80, 4),
            ("wavefront_sgpr_count", 84, 2),
            ("workitem_vgpr_count", 86, 2),
            ("reserved_vgpr_first", 88, 2),
            ("reserved_vgpr_count", 90, 2),
            ("reserved_sgpr_first", 92, 2),
            ("reserved_sgpr_count", 94, 2),
            ("debug_wavefront_private_segment_offset_sgpr", 96, 2),
            ("debug_private_segment_buffer_sgpr", 98, 2),
            ("kernarg_segment_alignment", 100, 1),
            ("group_segment_alignment", 101, 1),
            ("private_segment_alignment", 102, 1),
            ("wavefront_size", 103, 1),
            ("call_convention", 104, 4),
            ("runtime_loader_kernel_symbol", 120, 8),
        ];
        for (i, (name, off, size)) in table.iter().enumerate() {
            assert_eq!(KEYS[i].0, *name);
            let Loc::Bytes { offset, size: sz, .. } = KEYS[i].1 else { panic!("{name}") };
            assert_eq!((offset, sz), (*off, *size), "{name}");
            // A sentinel lands exactly at the offset.
            let mut a = AmdKernelCode::default();
            a.set(name, 0x5A).unwrap();
            let bytes = a.to_bytes();
            assert_eq!(bytes[*off], 0x5A, "{name}");
            assert_eq!(bytes.iter().filter(|&&x| x != 0).count(), 1, "{name}");
        }
    }

    #[test]
    fn seed002_property_bits() {
        let bits: [(&str, u32); 17] = [
            ("enable_sgpr_private_segment_buffer", 0),
            ("enable_sgpr_dispatch_ptr", 1),
            ("enable_sgpr_queue_ptr", 2),
            ("enable_sgpr_kernarg_segment_ptr", 3),
            ("enable_sgpr_dispatch_id", 4),
            ("enable_sgpr_flat_scratch_init", 5),
            ("enable_sgpr_private_segment_size", 6),
            ("enable_sgpr_grid_workgroup_count_x", 7),
            ("enable_sgpr_grid_workgroup_count_y", 8),
            ("enable_sgpr_grid_workgroup_count_z", 9),
            ("enable_wavefront_size32", 10),
            ("enable_ordered_append_gds", 16),
            ("private_element_size", 17),
            ("is_ptr64", 19),
            ("is_dynamic_callstack", 20),
            ("is_debug_enabled", 21),
            ("is_xnack_enabled", 22),
        ];
        for (name, bit) in bits {
            let mut a = AmdKernelCode::default();
            a.set(name, 1).unwrap();
            assert_eq!(a.get("kernel_code_properties"), Some(1 << bit), "{name}");
        }
        // Derived example (spec notes A.7): buffer + dispatch ptr + kernarg ptr, element size 4
        // (encoding 1), ptr64.
        let mut a = AmdKernelCode::default();
        for k in [
            "enable_sgpr_private_segment_buffer",
            "enable_sgpr_dispatch_ptr",
            "enable_sgpr_kernarg_segment_ptr",
            "is_ptr64",
        ] {
            a.set(k, 1).unwrap();
        }
        a.set("private_element_size", 1).unwrap();
        assert_eq!(a.get("kernel_code_properties"), Some(0x000A_000B));
        a.set("user_sgpr_count", 8).unwrap();
        a.set("enable_sgpr_workgroup_id_x", 1).unwrap();
        assert_eq!(a.get("compute_pgm_rsrc2"), Some(0x90));
    }

    #[test]
    fn seed002_rsrc_tables() {
        let r1: [(&str, u32, u32); 13] = [
            ("granulated_workitem_vgpr_count", 0, 6),
            ("granulated_wavefront_sgpr_count", 6, 4),
            ("priority", 10, 2),
            ("float_round_mode_32", 12, 2),
            ("float_round_mode_16_64", 14, 2),
            ("float_denorm_mode_32", 16, 2),
            ("float_denorm_mode_16_64", 18, 2),
            ("priv", 20, 1),
            ("enable_dx10_clamp", 21, 1),
            ("debug_mode", 22, 1),
            ("enable_ieee_mode", 23, 1),
            ("bulky", 24, 1),
            ("cdbg_user", 25, 1),
        ];
        for (name, lo, width) in r1 {
            let mut a = AmdKernelCode::default();
            a.set(name, u64::from(mask(width))).unwrap();
            assert_eq!(a.get("compute_pgm_rsrc1"), Some(u64::from(mask(width) << lo)), "{name}");
            assert!(a.set(name, u64::from(mask(width)) + 1).is_err());
        }
        let r2: [(&str, u32, u32); 11] = [
            ("enable_sgpr_private_segment_wave_byte_offset", 0, 1),
            ("user_sgpr_count", 1, 5),
            ("enable_trap_handler", 6, 1),
            ("enable_sgpr_workgroup_id_x", 7, 1),
            ("enable_sgpr_workgroup_id_y", 8, 1),
            ("enable_sgpr_workgroup_id_z", 9, 1),
            ("enable_sgpr_workgroup_info", 10, 1),
            ("enable_vgpr_workitem_id", 11, 2),
            ("enable_exception_msb", 13, 2),
            ("granulated_lds_size", 15, 9),
            ("enable_exception", 24, 7),
        ];
        for (name, lo, width) in r2 {
            let mut a = AmdKernelCode::default();
            a.set(name, u64::from(mask(width))).unwrap();
            assert_eq!(a.get("compute_pgm_rsrc2"), Some(u64::from(mask(width) << lo)), "{name}");
        }
        let mut a = AmdKernelCode::default();
        a.set("float_mode", 0xC0).unwrap();
        assert_eq!(a.get("float_denorm_mode_16_64"), Some(3));
    }

    #[test]
    fn signed_fields() {
        let mut a = AmdKernelCode::default();
        a.set("call_convention", u64::MAX).unwrap();
        assert_eq!(&a.to_bytes()[104..108], &[0xFF; 4]);
        assert_eq!(a.get("call_convention"), Some(u64::MAX));
        a.set("kernel_code_entry_byte_offset", (-512i64) as u64).unwrap();
        assert_eq!(a.get("kernel_code_entry_byte_offset").map(|v| v as i64), Some(-512));
        assert!(a.set("wavefront_size", 256).is_err());
        assert!(a.set("nonsense", 1).is_err());
        assert!(AmdKernelCode::parse(&[0; 255]).is_err());
    }

    #[test]
    fn descriptor_round_trips() {
        for cpu in ["gfx700", "gfx803", "gfx900", "gfx90a", "gfx1010", "gfx1100"] {
            let t = AbiTarget::from_processor(cpu).unwrap();
            let mut kd = KernelDescriptor {
                group_segment_fixed_size: 4096,
                private_segment_fixed_size: 48,
                kernarg_size: 280,
                kernel_code_entry_byte_offset: 256,
                compute_pgm_rsrc1: 0x00AC_0083,
                compute_pgm_rsrc2: 0x0000_1390 | (1 << 24),
                kernel_code_properties: 0x080B,
                ..KernelDescriptor::default()
            };
            if t.family.major() >= 10 {
                kd.kernel_code_properties |= 1 << 10;
                kd.compute_pgm_rsrc1 = 0x60AC_0003;
            }
            let akc = AmdKernelCode::from_descriptor(&kd, &t, machine_version(cpu).unwrap());
            assert!(akc.lost.is_empty(), "{cpu}: {:?}", akc.lost);
            assert!(akc.value.reserved_violations().is_empty());
            let back = akc.value.to_descriptor(&t);
            assert!(back.lost.is_empty(), "{cpu}: {:?}", back.lost);
            assert_eq!(back.value, kd, "{cpu}");
            // And akc -> kd -> akc is the identity on a header built from a descriptor.
            let again = AmdKernelCode::from_descriptor(&back.value, &t, machine_version(cpu).unwrap());
            assert_eq!(again.value, akc.value, "{cpu}");
        }
        let t = AbiTarget::new(Family::Gfx90a);
        let kd = KernelDescriptor { compute_pgm_rsrc3: 1, kernarg_preload: 2, ..KernelDescriptor::default() };
        assert_eq!(AmdKernelCode::from_descriptor(&kd, &t, (9, 0, 10)).lost.len(), 2);
        let mut a = AmdKernelCode::default();
        a.set("enable_sgpr_grid_workgroup_count_x", 1).unwrap();
        a.set("gds_segment_byte_size", 64).unwrap();
        assert_eq!(a.to_descriptor(&t).lost.len(), 2);
    }

    #[test]
    fn machine_versions() {
        assert_eq!(machine_version("gfx803"), Some((8, 0, 3)));
        assert_eq!(machine_version("gfx90a"), Some((9, 0, 10)));
        assert_eq!(machine_version("gfx1100"), Some((11, 0, 0)));
        assert_eq!(machine_version("gfx"), None);
    }
}
