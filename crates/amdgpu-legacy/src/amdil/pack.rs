//! Constant-buffer packing of kernel arguments (seed 004 L217-249, L251-263).
//!
//! Every argument starts on a 16-byte (128-bit) slot and occupies whole slots:
//!
//! | argument | slots |
//! |---|---|
//! | scalar, pointer, counter, event, opaque | 1 |
//! | struct / union of `size` bytes | `(size + 15) / 16` |
//! | i1/i32/float vector of n (3 counts as 4) | `ceil(4n / 16)` |
//! | i64/double vector of n (3 counts as 4) | `ceil(8n / 16)` (double8 = 4) |
//! | i8/i16 vector of n <= 4 | 1 |
//! | i8/i16 vector of n > 4 | `ceil(n / 4)`: every 4 components start a new slot |
//! | image | 2 (32 bytes of image metadata) |

use serde::Serialize;

use super::model::{DataType, EntryKind, Kernel};

/// Bytes in one constant-buffer slot (a 4 x 32-bit vector).
pub const SLOT_BYTES: u64 = 16;

/// One argument as the constant buffer sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ArgSpec {
    /// Pass-by-value: `size` is the component count, or the byte size for struct/union.
    Value {
        /// The data type.
        data_type: DataType,
        /// Component count, or bytes for aggregates.
        size: u32,
    },
    /// A pointer (its first 32 bits hold the offset into its memory space).
    Pointer,
    /// An image (two slots of image metadata).
    Image,
    /// An atomic counter (a special pointer).
    Counter,
}

impl ArgSpec {
    /// Number of 16-byte slots the argument occupies.
    #[must_use]
    pub fn slots(self) -> u64 {
        match self {
            ArgSpec::Pointer | ArgSpec::Counter => 1,
            ArgSpec::Image => 2,
            ArgSpec::Value { data_type, size } => {
                let n = u64::from(size);
                match data_type {
                    DataType::Struct | DataType::Union => n.div_ceil(SLOT_BYTES),
                    DataType::Event | DataType::Opaque => 1,
                    DataType::I8 | DataType::I16 => n.div_ceil(4).max(1),
                    DataType::I1 | DataType::I32 | DataType::Float | DataType::I64 | DataType::Double => {
                        let comps = if n == 3 { 4 } else { n };
                        let bytes = comps * u64::from(data_type.component_bytes().unwrap_or(4));
                        bytes.div_ceil(SLOT_BYTES).max(1)
                    }
                }
            }
        }
    }

    /// Bytes occupied (whole slots).
    #[must_use]
    pub fn bytes(self) -> u64 {
        self.slots() * SLOT_BYTES
    }

    /// Byte offset of each component from the start of the argument, for vectors and scalars;
    /// empty for aggregates, pointers, images and counters. At most 16 components are listed.
    #[must_use]
    pub fn component_offsets(self) -> Vec<u64> {
        let ArgSpec::Value { data_type, size } = self else { return Vec::new() };
        let Some(elem) = data_type.component_bytes() else { return Vec::new() };
        let (elem, n) = (u64::from(elem), u64::from(size).min(16));
        (0..n)
            .map(|i| match data_type {
                DataType::I8 | DataType::I16 if n > 4 => (i / 4) * SLOT_BYTES + (i % 4) * elem,
                _ => i * elem,
            })
            .collect()
    }
}

/// Places `args` one after another from byte `base` (rounded up to a slot); returns each
/// argument's byte offset. Offsets that would pass `u64::MAX` saturate.
#[must_use]
pub fn pack(args: &[ArgSpec], base: u64) -> Vec<u64> {
    let mut at = base.div_ceil(SLOT_BYTES).saturating_mul(SLOT_BYTES);
    args.iter()
        .map(|a| {
            let here = at;
            at = at.saturating_add(a.bytes());
            here
        })
        .collect()
}

/// Where the metadata of a kernel puts one argument, and how much it occupies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ArgPlacement {
    /// Argument name.
    pub name: String,
    /// Metadata line.
    pub line: usize,
    /// What the argument is.
    pub spec: ArgSpec,
    /// Constant buffer number.
    pub cb: u32,
    /// Byte offset in the constant buffer.
    pub offset: u64,
    /// Bytes occupied (whole 16-byte slots).
    pub bytes: u64,
}

/// The constant-buffer placement of every argument (`;value`, `;pointer`, `;image`, `;counter`
/// and the `;ARG:` forms) of a kernel, in metadata order.
#[must_use]
pub fn kernel_layout(kernel: &Kernel) -> Vec<ArgPlacement> {
    let mut out = Vec::new();
    for e in &kernel.entries {
        let (name, spec, cb, offset) = match &e.kind {
            EntryKind::Value { arg, data_type, size, cb, offset } => {
                (arg, ArgSpec::Value { data_type: *data_type, size: *size }, *cb, *offset)
            }
            EntryKind::LegacyValue { arg, data_type, num_elements, cb, offset, .. } => {
                (arg, ArgSpec::Value { data_type: *data_type, size: *num_elements }, *cb, *offset)
            }
            EntryKind::Pointer { arg, cb, offset, .. } | EntryKind::LegacyPointer { arg, cb, offset, .. } => {
                (arg, ArgSpec::Pointer, *cb, *offset)
            }
            EntryKind::Image { arg, cb, offset, .. } => (arg, ArgSpec::Image, *cb, *offset),
            EntryKind::Counter { arg, cb, offset, .. } => (arg, ArgSpec::Counter, *cb, *offset),
            _ => continue,
        };
        out.push(ArgPlacement {
            name: name.clone(),
            line: e.line,
            spec,
            cb,
            offset: offset.into(),
            bytes: spec.bytes(),
        });
    }
    out
}

/// The 8 words of image metadata in the constant buffer (seed 004 L251-263) for 7XX parts.
/// All words are integers.
#[must_use]
pub fn image_words_7xx(img: &ImageInfo) -> [u32; 8] {
    [
        img.width,
        img.height,
        img.depth,
        img.offset,
        img.data_type,
        img.channel_order,
        img.row_pitch,
        img.slice_pitch,
    ]
}

/// The 8 words of image metadata for 8XX (Evergreen) parts: words 4-6 are the IEEE f32 bit
/// patterns of 1/width, 1/height, 1/depth (0.0 when the size is 0).
#[must_use]
pub fn image_words_8xx(img: &ImageInfo) -> [u32; 8] {
    let recip = |v: u32| if v == 0 { 0 } else { ((1.0f64 / f64::from(v)) as f32).to_bits() };
    [
        img.width,
        img.height,
        img.depth,
        img.data_type,
        recip(img.width),
        recip(img.height),
        recip(img.depth),
        img.channel_order,
    ]
}

/// Inputs of the image metadata words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[allow(missing_docs)]
pub struct ImageInfo {
    pub width: u32,
    pub height: u32,
    /// 1 for 2D images.
    pub depth: u32,
    /// 7XX only.
    pub offset: u32,
    pub data_type: u32,
    pub channel_order: u32,
    /// 7XX only.
    pub row_pitch: u32,
    /// 7XX only.
    pub slice_pitch: u32,
}
