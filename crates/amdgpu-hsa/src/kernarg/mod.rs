//! Kernel argument (kernarg) segment layout for OpenCL C kernels on AMDHSA.
//!
//! Explicit arguments are placed in order at their natural alignment (by-value records at the
//! alignment of their lowered type, see [`Type::ir_align`]); then, when the kernel uses any
//! hidden argument, the implicit block follows at the next 8-byte boundary:
//!
//! * code object V2-V4: the seven 8-byte OpenCL implicit arguments (global offset X/Y/Z, printf
//!   or hostcall buffer, default queue, completion action, multi-grid sync argument), each slot a
//!   `hidden_none` when the kernel does not use it;
//! * code object V5+: the 256-byte implicit block with fixed offsets ([`V5_HIDDEN`]).
//!
//! Which hidden arguments a compiler emits depends on what the kernel uses (clang drops them all
//! when `__builtin_amdgcn_implicitarg_ptr` and the library calls that need it are absent); that
//! is modelled explicitly by [`HiddenUsage`]. See docs/0005-hsa-abi.md.
//!
//! ```
//! use amdgpu_hsa::kernarg::{HiddenUsage, LayoutOptions, kernarg_layout};
//!
//! let opts = LayoutOptions { code_object_version: 5, hidden: HiddenUsage::parse("implicit").unwrap() };
//! let layout = kernarg_layout("typedef struct { char c; double d; } S; global float *out, S s, local int *tmp", &opts)
//!     .unwrap();
//! let explicit: Vec<(u64, u64, &str)> =
//!     layout.args.iter().take(3).map(|a| (a.offset, a.size, a.value_kind.name())).collect();
//! assert_eq!(explicit, [(0, 8, "global_buffer"), (8, 16, "by_value"), (24, 4, "dynamic_shared_pointer")]);
//! // The V5 implicit block starts at the next 8-byte boundary and is 256 bytes long.
//! assert_eq!(layout.args[3].value_kind.name(), "hidden_block_count_x");
//! assert_eq!(layout.args[3].offset, 32);
//! assert_eq!(layout.segment_size, 32 + 256);
//!
//! // Malformed signatures get a located error.
//! let err = kernarg_layout("global int *p, int x[", &opts).unwrap_err();
//! assert!(err.to_string().contains("byte 21"));
//! ```

pub mod parse;
pub mod types;

pub use parse::{Signature, SignatureError, parse_signature, parse_signature_bytes};
pub use types::{Access, AddressSpace, ImageKind, Param, Scalar, Type};

use serde_json::{Map, Value, json};

/// The `.value_kind` of an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum ValueKind {
    ByValue,
    GlobalBuffer,
    DynamicSharedPointer,
    Sampler,
    Image,
    Pipe,
    Queue,
    HiddenGlobalOffsetX,
    HiddenGlobalOffsetY,
    HiddenGlobalOffsetZ,
    HiddenNone,
    HiddenPrintfBuffer,
    HiddenHostcallBuffer,
    HiddenDefaultQueue,
    HiddenCompletionAction,
    HiddenMultigridSyncArg,
    HiddenBlockCountX,
    HiddenBlockCountY,
    HiddenBlockCountZ,
    HiddenGroupSizeX,
    HiddenGroupSizeY,
    HiddenGroupSizeZ,
    HiddenRemainderX,
    HiddenRemainderY,
    HiddenRemainderZ,
    HiddenGridDims,
    HiddenHeapV1,
    HiddenDynamicLdsSize,
    HiddenPrivateBase,
    HiddenSharedBase,
    HiddenQueuePtr,
}

impl ValueKind {
    /// The code object V3+ spelling (`by_value`, `hidden_block_count_x`, ...).
    #[must_use]
    pub fn name(self) -> &'static str {
        use ValueKind as K;
        match self {
            K::ByValue => "by_value",
            K::GlobalBuffer => "global_buffer",
            K::DynamicSharedPointer => "dynamic_shared_pointer",
            K::Sampler => "sampler",
            K::Image => "image",
            K::Pipe => "pipe",
            K::Queue => "queue",
            K::HiddenGlobalOffsetX => "hidden_global_offset_x",
            K::HiddenGlobalOffsetY => "hidden_global_offset_y",
            K::HiddenGlobalOffsetZ => "hidden_global_offset_z",
            K::HiddenNone => "hidden_none",
            K::HiddenPrintfBuffer => "hidden_printf_buffer",
            K::HiddenHostcallBuffer => "hidden_hostcall_buffer",
            K::HiddenDefaultQueue => "hidden_default_queue",
            K::HiddenCompletionAction => "hidden_completion_action",
            K::HiddenMultigridSyncArg => "hidden_multigrid_sync_arg",
            K::HiddenBlockCountX => "hidden_block_count_x",
            K::HiddenBlockCountY => "hidden_block_count_y",
            K::HiddenBlockCountZ => "hidden_block_count_z",
            K::HiddenGroupSizeX => "hidden_group_size_x",
            K::HiddenGroupSizeY => "hidden_group_size_y",
            K::HiddenGroupSizeZ => "hidden_group_size_z",
            K::HiddenRemainderX => "hidden_remainder_x",
            K::HiddenRemainderY => "hidden_remainder_y",
            K::HiddenRemainderZ => "hidden_remainder_z",
            K::HiddenGridDims => "hidden_grid_dims",
            K::HiddenHeapV1 => "hidden_heap_v1",
            K::HiddenDynamicLdsSize => "hidden_dynamic_lds_size",
            K::HiddenPrivateBase => "hidden_private_base",
            K::HiddenSharedBase => "hidden_shared_base",
            K::HiddenQueuePtr => "hidden_queue_ptr",
        }
    }

    /// True for the `hidden_*` kinds.
    #[must_use]
    pub fn is_hidden(self) -> bool {
        self.name().starts_with("hidden_")
    }
}

/// Which hidden arguments the kernel uses (and so which ones a compiler emits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HiddenUsage {
    /// The implicit-argument block is present at all (any use of the implicit-argument pointer,
    /// including through work-item functions and library calls). Without it no hidden argument
    /// is emitted, whatever the other flags say.
    pub implicit: bool,
    /// The module uses `printf` (OpenCL printf buffer).
    pub printf: bool,
    /// The hostcall buffer (V4 slot 3 when no printf; V5 offset 80).
    pub hostcall: bool,
    /// The multi-grid sync argument.
    pub multigrid: bool,
    /// The heap (V5 only).
    pub heap: bool,
    /// The device-enqueue default queue.
    pub default_queue: bool,
    /// The device-enqueue completion action.
    pub completion_action: bool,
    /// The dynamic LDS size (V5 only; kernels with dynamic group memory).
    pub dynamic_lds: bool,
    /// The private/shared aperture bases (V5 only; GFX8 and older flat conversions).
    pub apertures: bool,
    /// The queue pointer (V5 only; pre-GFX9 trap handler ABI and conservative kernels).
    pub queue_ptr: bool,
}

/// The names accepted by [`HiddenUsage::parse`], in order.
pub const HIDDEN_USAGE_NAMES: [&str; 10] = [
    "implicit",
    "printf",
    "hostcall",
    "multigrid",
    "heap",
    "default-queue",
    "completion-action",
    "dynamic-lds",
    "apertures",
    "queue-ptr",
];

impl HiddenUsage {
    /// No hidden arguments.
    #[must_use]
    pub fn none() -> HiddenUsage {
        HiddenUsage::default()
    }

    /// Every hidden argument (what clang emits for a kernel that makes calls it cannot see
    /// through, except that it adds `printf` only when the module uses printf, `dynamic_lds`
    /// only with dynamic LDS and `apertures` only on GFX8 and older).
    #[must_use]
    pub fn all() -> HiddenUsage {
        HiddenUsage {
            implicit: true,
            printf: true,
            hostcall: true,
            multigrid: true,
            heap: true,
            default_queue: true,
            completion_action: true,
            dynamic_lds: true,
            apertures: true,
            queue_ptr: true,
        }
    }

    /// Parses a comma-separated list: `none`, `all`, `conservative` (all but printf,
    /// dynamic-lds and apertures), or names from [`HIDDEN_USAGE_NAMES`]; any name implies
    /// `implicit`.
    ///
    /// # Errors
    /// The unknown name.
    pub fn parse(s: &str) -> Result<HiddenUsage, String> {
        let mut u = HiddenUsage::none();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "none" => {}
                "all" => u = HiddenUsage::all(),
                "conservative" => {
                    u = HiddenUsage {
                        printf: u.printf,
                        dynamic_lds: u.dynamic_lds,
                        apertures: u.apertures,
                        ..HiddenUsage::all()
                    }
                }
                "implicit" => u.implicit = true,
                "printf" => u.printf = true,
                "hostcall" => u.hostcall = true,
                "multigrid" => u.multigrid = true,
                "heap" => u.heap = true,
                "default-queue" => u.default_queue = true,
                "completion-action" => u.completion_action = true,
                "dynamic-lds" => u.dynamic_lds = true,
                "apertures" => u.apertures = true,
                "queue-ptr" => u.queue_ptr = true,
                other => {
                    return Err(format!(
                        "unknown hidden-argument use `{other}` (expected none, all, conservative or {})",
                        HIDDEN_USAGE_NAMES.join(", ")
                    ));
                }
            }
            if part != "none" {
                u.implicit = true;
            }
        }
        Ok(u)
    }
}

/// One V5 implicit argument: offset within the implicit block, size, kind.
pub type HiddenSlot = (u64, u64, ValueKind);

/// The code object V5 implicit-argument block (offsets from its start; 256 bytes in all),
/// as clang-19 / LLVM 19 lay it out.
pub const V5_HIDDEN: [HiddenSlot; 23] = [
    (0, 4, ValueKind::HiddenBlockCountX),
    (4, 4, ValueKind::HiddenBlockCountY),
    (8, 4, ValueKind::HiddenBlockCountZ),
    (12, 2, ValueKind::HiddenGroupSizeX),
    (14, 2, ValueKind::HiddenGroupSizeY),
    (16, 2, ValueKind::HiddenGroupSizeZ),
    (18, 2, ValueKind::HiddenRemainderX),
    (20, 2, ValueKind::HiddenRemainderY),
    (22, 2, ValueKind::HiddenRemainderZ),
    (40, 8, ValueKind::HiddenGlobalOffsetX),
    (48, 8, ValueKind::HiddenGlobalOffsetY),
    (56, 8, ValueKind::HiddenGlobalOffsetZ),
    (64, 2, ValueKind::HiddenGridDims),
    (72, 8, ValueKind::HiddenPrintfBuffer),
    (80, 8, ValueKind::HiddenHostcallBuffer),
    (88, 8, ValueKind::HiddenMultigridSyncArg),
    (96, 8, ValueKind::HiddenHeapV1),
    (104, 8, ValueKind::HiddenDefaultQueue),
    (112, 8, ValueKind::HiddenCompletionAction),
    (120, 4, ValueKind::HiddenDynamicLdsSize),
    (192, 4, ValueKind::HiddenPrivateBase),
    (196, 4, ValueKind::HiddenSharedBase),
    (200, 8, ValueKind::HiddenQueuePtr),
];

/// Size of the V5 implicit block.
pub const V5_IMPLICIT_BYTES: u64 = 256;
/// Size of the V2-V4 OpenCL implicit arguments (7 × 8 bytes).
pub const V4_IMPLICIT_BYTES: u64 = 56;

/// Options for [`layout`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LayoutOptions {
    /// Code object version (2..=6).
    pub code_object_version: u32,
    /// Hidden arguments used.
    pub hidden: HiddenUsage,
}

/// One argument of the kernarg segment, in the shape of a metadata `.args` entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernArg {
    /// `.name` (explicit arguments only).
    pub name: Option<String>,
    /// `.type_name` (explicit arguments only).
    pub type_name: Option<String>,
    /// `.offset`.
    pub offset: u64,
    /// `.size`.
    pub size: u64,
    /// `.value_kind`.
    pub value_kind: ValueKind,
    /// `.value_type` (code object V2/V3 only).
    pub value_type: Option<&'static str>,
    /// `.address_space` (pointers).
    pub address_space: Option<AddressSpace>,
    /// `.pointee_align` (`__local` pointers).
    pub pointee_align: Option<u64>,
    /// `.access` (images, pipes).
    pub access: Option<Access>,
    /// `.is_const`.
    pub is_const: bool,
    /// `.is_volatile`.
    pub is_volatile: bool,
    /// `.is_restrict`.
    pub is_restrict: bool,
}

impl KernArg {
    fn hidden(offset: u64, size: u64, kind: ValueKind) -> KernArg {
        KernArg {
            name: None,
            type_name: None,
            offset,
            size,
            value_kind: kind,
            value_type: None,
            address_space: None,
            pointee_align: None,
            access: None,
            is_const: false,
            is_volatile: false,
            is_restrict: false,
        }
    }

    /// The metadata map (V3+ key spelling), keys sorted as LLVM prints them.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        if let Some(a) = self.access {
            m.insert(".access".into(), json!(a.name()));
        }
        if let Some(s) = self.address_space {
            m.insert(".address_space".into(), json!(s.name()));
        }
        if self.is_const {
            m.insert(".is_const".into(), json!(true));
        }
        if self.is_restrict {
            m.insert(".is_restrict".into(), json!(true));
        }
        if self.is_volatile {
            m.insert(".is_volatile".into(), json!(true));
        }
        if let Some(n) = &self.name {
            m.insert(".name".into(), json!(n));
        }
        m.insert(".offset".into(), json!(self.offset));
        if let Some(p) = self.pointee_align {
            m.insert(".pointee_align".into(), json!(p));
        }
        m.insert(".size".into(), json!(self.size));
        if let Some(t) = &self.type_name {
            m.insert(".type_name".into(), json!(t));
        }
        m.insert(".value_kind".into(), json!(self.value_kind.name()));
        if let Some(v) = self.value_type {
            m.insert(".value_type".into(), json!(v));
        }
        Value::Object(m)
    }
}

/// A computed kernarg segment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernargLayout {
    /// Explicit then hidden arguments, in offset order.
    pub args: Vec<KernArg>,
    /// `.kernarg_segment_size`.
    pub segment_size: u64,
    /// `.kernarg_segment_align`.
    pub segment_align: u64,
}

impl KernargLayout {
    /// The `.args` array as JSON.
    #[must_use]
    pub fn args_json(&self) -> Value {
        Value::Array(self.args.iter().map(KernArg::to_json).collect())
    }
}

/// Errors of [`kernarg_layout`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KernargError {
    /// The signature does not parse.
    #[error(transparent)]
    Signature(#[from] SignatureError),
    /// Code object version outside 2..=6.
    #[error("unsupported code object version {0} (expected 2 to 6)")]
    Version(u32),
    /// The segment would exceed 4 GiB.
    #[error("kernarg segment too large")]
    TooLarge,
}

/// Parses `signature` and lays out its kernarg segment.
///
/// # Errors
/// A located [`SignatureError`], or a bad version.
pub fn kernarg_layout(signature: &str, opts: &LayoutOptions) -> Result<KernargLayout, KernargError> {
    let sig = parse_signature(signature)?;
    layout(&sig.params, opts)
}

fn value_type_of(ty: &Type) -> &'static str {
    match ty {
        Type::Scalar(s) | Type::Vector(s, _) => s.value_type(),
        Type::Pointer { pointee, .. } => match pointee.as_ref() {
            Type::Scalar(_) | Type::Vector(..) => value_type_of(pointee),
            _ => "struct",
        },
        _ => "struct",
    }
}

/// Lays out the kernarg segment of `params`.
///
/// # Errors
/// [`KernargError::Version`] for versions outside 2..=6; [`KernargError::TooLarge`].
pub fn layout(params: &[Param], opts: &LayoutOptions) -> Result<KernargLayout, KernargError> {
    let v = opts.code_object_version;
    if !(2..=6).contains(&v) {
        return Err(KernargError::Version(v));
    }
    let mut args = Vec::new();
    let mut end = 0u64;
    let mut align = 4u64;
    for p in params {
        let ty = &p.ty;
        let size = ty.size().ok_or(KernargError::TooLarge)?;
        let a = ty.ir_align().max(1);
        let offset = end.checked_next_multiple_of(a).ok_or(KernargError::TooLarge)?;
        end = offset.checked_add(size).ok_or(KernargError::TooLarge)?;
        align = align.max(a);
        let mut arg = KernArg::hidden(offset, size, ValueKind::ByValue);
        arg.name = Some(p.name.clone());
        arg.type_name = Some(p.type_name.clone());
        if v <= 3 {
            arg.value_type = Some(value_type_of(ty));
        }
        match ty {
            Type::Pointer { space, pointee, is_const, is_volatile, is_restrict } => {
                let space = space.unwrap_or(AddressSpace::Generic);
                arg.address_space = Some(space);
                arg.is_const = *is_const || space == AddressSpace::Constant;
                arg.is_volatile = *is_volatile;
                arg.is_restrict = *is_restrict;
                if space == AddressSpace::Local {
                    arg.value_kind = ValueKind::DynamicSharedPointer;
                    arg.pointee_align = Some(match pointee.as_ref() {
                        Type::Void => 1,
                        t => t.align(),
                    });
                } else {
                    arg.value_kind = ValueKind::GlobalBuffer;
                }
            }
            Type::Image(_) => {
                arg.value_kind = ValueKind::Image;
                arg.access = Some(p.access.unwrap_or(Access::ReadOnly));
            }
            Type::Sampler => arg.value_kind = ValueKind::Sampler,
            Type::Pipe(_) => {
                arg.value_kind = ValueKind::Pipe;
                arg.access = Some(p.access.unwrap_or(Access::ReadOnly));
            }
            Type::Queue => arg.value_kind = ValueKind::Queue,
            _ => {}
        }
        args.push(arg);
    }
    let h = opts.hidden;
    let segment_size = if h.implicit {
        let base = end.checked_next_multiple_of(8).ok_or(KernargError::TooLarge)?;
        align = align.max(8);
        if v >= 5 {
            for (off, size, kind) in V5_HIDDEN {
                let wanted = match kind {
                    ValueKind::HiddenNone => false,
                    ValueKind::HiddenPrintfBuffer => h.printf,
                    ValueKind::HiddenHostcallBuffer => h.hostcall,
                    ValueKind::HiddenMultigridSyncArg => h.multigrid,
                    ValueKind::HiddenHeapV1 => h.heap,
                    ValueKind::HiddenDefaultQueue => h.default_queue,
                    ValueKind::HiddenCompletionAction => h.completion_action,
                    ValueKind::HiddenDynamicLdsSize => h.dynamic_lds,
                    ValueKind::HiddenPrivateBase | ValueKind::HiddenSharedBase => h.apertures,
                    ValueKind::HiddenQueuePtr => h.queue_ptr,
                    _ => true,
                };
                if wanted {
                    args.push(KernArg::hidden(base + off, size, kind));
                }
            }
            base + V5_IMPLICIT_BYTES
        } else {
            let slot3 = if h.printf {
                ValueKind::HiddenPrintfBuffer
            } else if h.hostcall {
                ValueKind::HiddenHostcallBuffer
            } else {
                ValueKind::HiddenNone
            };
            let pick = |on: bool, k: ValueKind| if on { k } else { ValueKind::HiddenNone };
            let slots = [
                ValueKind::HiddenGlobalOffsetX,
                ValueKind::HiddenGlobalOffsetY,
                ValueKind::HiddenGlobalOffsetZ,
                slot3,
                pick(h.default_queue, ValueKind::HiddenDefaultQueue),
                pick(h.completion_action, ValueKind::HiddenCompletionAction),
                pick(h.multigrid, ValueKind::HiddenMultigridSyncArg),
            ];
            for (i, k) in slots.into_iter().enumerate() {
                let mut a = KernArg::hidden(base + 8 * i as u64, 8, k);
                if v <= 3 {
                    // Global offsets are 64-bit integers; the other slots are pointers to
                    // untyped buffers (char). Not checkable with the local tools (LLVM 14 drops
                    // ValueType from V2 notes): docs/0005-hsa-abi.md.
                    a.value_type = Some(if i < 3 { "i64" } else { "i8" });
                }
                args.push(a);
            }
            base + V4_IMPLICIT_BYTES
        }
    } else {
        end.checked_next_multiple_of(4).ok_or(KernargError::TooLarge)?
    };
    if segment_size > u64::from(u32::MAX) {
        return Err(KernargError::TooLarge);
    }
    Ok(KernargLayout { args, segment_size, segment_align: align })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lay(sig: &str, v: u32, hidden: HiddenUsage) -> KernargLayout {
        kernarg_layout(sig, &LayoutOptions { code_object_version: v, hidden }).unwrap()
    }

    #[test]
    fn explicit_offsets_match_clang19() {
        // clang-19 gfx900, see tests/kernels for the full comparison.
        let l = lay(
            "typedef struct { char c; int i; double d; char3 v; } S; global int *out, char3 a, short8 b, \
             double2 c, uchar16 d, S s, local float *l, constant int *cst, half h, float3 f3, ulong u",
            5,
            HiddenUsage::none(),
        );
        let got: Vec<(u64, u64)> = l.args.iter().map(|a| (a.offset, a.size)).collect();
        assert_eq!(
            got,
            [
                (0, 8),
                (8, 4),
                (16, 16),
                (32, 16),
                (48, 16),
                (64, 24),
                (88, 4),
                (96, 8),
                (104, 2),
                (112, 16),
                (128, 8)
            ]
        );
        assert_eq!((l.segment_size, l.segment_align), (136, 16));
        assert_eq!(l.args[6].value_kind, ValueKind::DynamicSharedPointer);
        assert_eq!(l.args[6].pointee_align, Some(4));
        assert!(l.args[7].is_const);
    }

    #[test]
    fn v5_hidden_block() {
        let l = lay("global int *o", 5, HiddenUsage::parse("implicit").unwrap());
        assert_eq!(l.segment_size, 8 + 256);
        let kinds: Vec<&str> = l.args.iter().skip(1).map(|a| a.value_kind.name()).collect();
        assert_eq!(kinds.len(), 13);
        assert_eq!(l.args[13].offset, 72);
        assert_eq!(kinds[12], "hidden_grid_dims");
        let all = lay("global int *o, int x", 5, HiddenUsage::all());
        let q = all.args.iter().find(|a| a.value_kind == ValueKind::HiddenQueuePtr).unwrap();
        assert_eq!(q.offset, 16 + 200);
        assert_eq!(all.segment_size, 272);
    }

    #[test]
    fn v4_hidden_slots() {
        let l = lay("global int *o, int x", 4, HiddenUsage::parse("printf").unwrap());
        let kinds: Vec<(u64, &str)> =
            l.args.iter().skip(2).map(|a| (a.offset, a.value_kind.name())).collect();
        assert_eq!(
            kinds,
            [
                (16, "hidden_global_offset_x"),
                (24, "hidden_global_offset_y"),
                (32, "hidden_global_offset_z"),
                (40, "hidden_printf_buffer"),
                (48, "hidden_none"),
                (56, "hidden_none"),
                (64, "hidden_none")
            ]
        );
        assert_eq!(l.segment_size, 72);
    }

    #[test]
    fn usage_parse() {
        assert_eq!(HiddenUsage::parse("none").unwrap(), HiddenUsage::none());
        assert!(HiddenUsage::parse("conservative").unwrap().queue_ptr);
        assert!(!HiddenUsage::parse("conservative").unwrap().printf);
        assert!(HiddenUsage::parse("bogus").is_err());
        assert!(
            kernarg_layout("int a", &LayoutOptions { code_object_version: 7, hidden: HiddenUsage::none() })
                .is_err()
        );
    }

    #[test]
    fn value_types_only_before_v4() {
        let l = lay("global float4 *p, uchar c", 3, HiddenUsage::none());
        assert_eq!(l.args[0].value_type, Some("f32"));
        assert_eq!(l.args[1].value_type, Some("u8"));
        let l = lay("global float4 *p", 4, HiddenUsage::none());
        assert_eq!(l.args[0].value_type, None);
    }
}
