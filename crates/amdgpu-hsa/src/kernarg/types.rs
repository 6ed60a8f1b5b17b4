//! OpenCL C types as laid out by the AMDGPU (amdgcn) ABI.

/// OpenCL address spaces (with AMDGPU pointer sizes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressSpace {
    /// `__global` (64-bit pointer).
    Global,
    /// `__constant` (64-bit pointer).
    Constant,
    /// `__local` / group / LDS (32-bit pointer).
    Local,
    /// `__private` (32-bit pointer).
    Private,
    /// `__generic` / flat (64-bit pointer).
    Generic,
    /// GDS (32-bit pointer); no OpenCL keyword.
    Region,
}

impl AddressSpace {
    /// The metadata spelling (`global`, `local`, ...).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Global => "global",
            AddressSpace::Constant => "constant",
            AddressSpace::Local => "local",
            AddressSpace::Private => "private",
            AddressSpace::Generic => "generic",
            AddressSpace::Region => "region",
        }
    }
    /// Pointer size in bytes.
    #[must_use]
    pub fn pointer_size(self) -> u64 {
        match self {
            AddressSpace::Local | AddressSpace::Private | AddressSpace::Region => 4,
            _ => 8,
        }
    }
}

/// Image/pipe access qualifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// `read_only` (the default for images and pipes).
    ReadOnly,
    /// `write_only`.
    WriteOnly,
    /// `read_write`.
    ReadWrite,
}

impl Access {
    /// The metadata spelling.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Access::ReadOnly => "read_only",
            Access::WriteOnly => "write_only",
            Access::ReadWrite => "read_write",
        }
    }
}

/// Scalar element types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Scalar {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F16,
    F32,
    F64,
}

impl Scalar {
    /// Size (= alignment) in bytes.
    #[must_use]
    pub fn size(self) -> u64 {
        match self {
            Scalar::Bool | Scalar::I8 | Scalar::U8 => 1,
            Scalar::I16 | Scalar::U16 | Scalar::F16 => 2,
            Scalar::I32 | Scalar::U32 | Scalar::F32 => 4,
            Scalar::I64 | Scalar::U64 | Scalar::F64 => 8,
        }
    }
    /// The unsigned counterpart of an integer type.
    #[must_use]
    pub fn to_unsigned(self) -> Scalar {
        match self {
            Scalar::I8 => Scalar::U8,
            Scalar::I16 => Scalar::U16,
            Scalar::I32 => Scalar::U32,
            Scalar::I64 => Scalar::U64,
            s => s,
        }
    }
    /// OpenCL spelling (`uchar`, `half`, ...).
    #[must_use]
    pub fn cl_name(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::I8 => "char",
            Scalar::U8 => "uchar",
            Scalar::I16 => "short",
            Scalar::U16 => "ushort",
            Scalar::I32 => "int",
            Scalar::U32 => "uint",
            Scalar::I64 => "long",
            Scalar::U64 => "ulong",
            Scalar::F16 => "half",
            Scalar::F32 => "float",
            Scalar::F64 => "double",
        }
    }
    /// Code object V2/V3 `ValueType` / `.value_type` spelling.
    #[must_use]
    pub fn value_type(self) -> &'static str {
        match self {
            Scalar::Bool | Scalar::I8 => "i8",
            Scalar::U8 => "u8",
            Scalar::I16 => "i16",
            Scalar::U16 => "u16",
            Scalar::I32 => "i32",
            Scalar::U32 => "u32",
            Scalar::I64 => "i64",
            Scalar::U64 => "u64",
            Scalar::F16 => "f16",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
        }
    }
}

/// OpenCL image types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageKind {
    /// `image1d_t`
    Image1d,
    /// `image1d_array_t`
    Image1dArray,
    /// `image1d_buffer_t`
    Image1dBuffer,
    /// `image2d_t`
    Image2d,
    /// `image2d_array_t`
    Image2dArray,
    /// `image2d_depth_t`
    Image2dDepth,
    /// `image2d_array_depth_t`
    Image2dArrayDepth,
    /// `image2d_msaa_t`
    Image2dMsaa,
    /// `image2d_array_msaa_t`
    Image2dArrayMsaa,
    /// `image2d_msaa_depth_t`
    Image2dMsaaDepth,
    /// `image2d_array_msaa_depth_t`
    Image2dArrayMsaaDepth,
    /// `image3d_t`
    Image3d,
}

impl ImageKind {
    const NAMES: [(&'static str, ImageKind); 12] = [
        ("image1d_t", ImageKind::Image1d),
        ("image1d_array_t", ImageKind::Image1dArray),
        ("image1d_buffer_t", ImageKind::Image1dBuffer),
        ("image2d_t", ImageKind::Image2d),
        ("image2d_array_t", ImageKind::Image2dArray),
        ("image2d_depth_t", ImageKind::Image2dDepth),
        ("image2d_array_depth_t", ImageKind::Image2dArrayDepth),
        ("image2d_msaa_t", ImageKind::Image2dMsaa),
        ("image2d_array_msaa_t", ImageKind::Image2dArrayMsaa),
        ("image2d_msaa_depth_t", ImageKind::Image2dMsaaDepth),
        ("image2d_array_msaa_depth_t", ImageKind::Image2dArrayMsaaDepth),
        ("image3d_t", ImageKind::Image3d),
    ];
    /// The kind named `n`.
    #[must_use]
    pub fn from_name(n: &str) -> Option<ImageKind> {
        Self::NAMES.iter().find(|(s, _)| *s == n).map(|(_, k)| *k)
    }
    /// The OpenCL spelling.
    #[must_use]
    pub fn name(self) -> &'static str {
        Self::NAMES.iter().find(|(_, k)| *k == self).map_or("image", |(s, _)| s)
    }
}

/// A struct or union member.
#[derive(Clone, Debug, PartialEq)]
pub struct Member {
    /// Member name (empty when unnamed).
    pub name: String,
    /// Its type.
    pub ty: Type,
    /// `__attribute__((aligned(N)))` on the member.
    pub aligned: Option<u64>,
}

/// A parameter type.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// `void` (only as a pointee).
    Void,
    /// A scalar.
    Scalar(Scalar),
    /// `<scalar>N`, N in {2,3,4,8,16}.
    Vector(Scalar, u32),
    /// A pointer.
    Pointer {
        /// Address space of the pointee (`None` only transiently while parsing).
        space: Option<AddressSpace>,
        /// The pointee.
        pointee: Box<Type>,
        /// Pointee is `const`.
        is_const: bool,
        /// Pointee is `volatile`.
        is_volatile: bool,
        /// Pointer is `restrict`.
        is_restrict: bool,
    },
    /// A struct or union with C layout.
    Record {
        /// Tag name, when given.
        tag: Option<String>,
        /// Union rather than struct.
        is_union: bool,
        /// Members in order.
        members: Vec<Member>,
        /// `__attribute__((packed))`.
        packed: bool,
        /// `__attribute__((aligned(N)))` on the record.
        aligned: Option<u64>,
    },
    /// `T[N]` (inside records only).
    Array(Box<Type>, u64),
    /// An image handle.
    Image(ImageKind),
    /// `sampler_t`.
    Sampler,
    /// `pipe T`.
    Pipe(Box<Type>),
    /// `queue_t`.
    Queue,
    /// `clk_event_t`, `reserve_id_t`, `event_t`.
    Opaque(&'static str),
}

impl Type {
    /// Size in bytes (`None` on overflow or for `void`).
    #[must_use]
    pub fn size(&self) -> Option<u64> {
        Some(match self {
            Type::Void => return None,
            Type::Scalar(s) => s.size(),
            Type::Vector(s, n) => s.size() * u64::from(if *n == 3 { 4 } else { *n }),
            Type::Pointer { space, .. } => space.unwrap_or(AddressSpace::Generic).pointer_size(),
            Type::Record { .. } => self.record_layout()?.0,
            Type::Array(t, n) => t.size()?.checked_mul(*n)?,
            Type::Image(_) | Type::Sampler | Type::Pipe(_) | Type::Queue | Type::Opaque(_) => 8,
        })
    }

    /// C alignment (honours `aligned`/`packed`).
    #[must_use]
    pub fn align(&self) -> u64 {
        match self {
            Type::Void => 1,
            Type::Scalar(_) | Type::Vector(..) | Type::Pointer { .. } => self.size().unwrap_or(1),
            Type::Record { .. } => self.record_layout().map_or(1, |l| l.1),
            Type::Array(t, _) => t.align(),
            _ => 8,
        }
    }

    /// The alignment the compiler uses when placing a by-value argument of this type in the
    /// kernarg segment: the natural alignment of the lowered (LLVM IR) type. For a record that is
    /// the largest IR alignment of its members, unless that natural layout cannot reproduce the C
    /// layout (a member at an offset its IR type cannot sit at, or a size that is not a multiple
    /// of it), in which case the IR record is packed and the alignment is 1. So `aligned`
    /// attributes only add padding, and `packed` only matters when it misaligns something
    /// (observed with clang-19; docs/0005-hsa-abi.md).
    #[must_use]
    pub fn ir_align(&self) -> u64 {
        match self {
            Type::Record { members, .. } => {
                let Some((size, _, offsets)) = self.record_layout() else { return 1 };
                let aligns: Vec<u64> = members.iter().map(|m| m.ty.ir_align().max(1)).collect();
                let natural = aligns.iter().copied().max().unwrap_or(1);
                let misplaced = offsets.iter().zip(&aligns).any(|(o, a)| o % a != 0);
                if misplaced || size % natural != 0 { 1 } else { natural }
            }
            Type::Array(t, _) => t.ir_align(),
            _ => self.align(),
        }
    }

    /// (size, alignment, member offsets) of a record.
    #[must_use]
    pub fn record_layout(&self) -> Option<(u64, u64, Vec<u64>)> {
        let Type::Record { is_union, members, packed, aligned, .. } = self else { return None };
        let mut off = 0u64;
        let mut size = 0u64;
        let mut align = 1u64;
        let mut offsets = Vec::with_capacity(members.len());
        for m in members {
            let msize = m.ty.size()?;
            let mut malign = if *packed { 1 } else { m.ty.align() };
            if let Some(a) = m.aligned {
                malign = malign.max(a);
            }
            align = align.max(malign);
            if *is_union {
                offsets.push(0);
                size = size.max(msize);
            } else {
                off = off.checked_next_multiple_of(malign)?;
                offsets.push(off);
                off = off.checked_add(msize)?;
                size = off;
            }
        }
        if let Some(a) = aligned {
            align = align.max(*a);
        }
        Some((size.checked_next_multiple_of(align)?, align, offsets))
    }

    /// An OpenCL-style type name (`int*`, `float4`, `S`, ...), as clang writes `.type_name`.
    #[must_use]
    pub fn type_name(&self) -> String {
        match self {
            Type::Void => "void".into(),
            Type::Scalar(s) => s.cl_name().into(),
            Type::Vector(s, n) => format!("{}{n}", s.cl_name()),
            Type::Pointer { pointee, .. } => format!("{}*", pointee.type_name()),
            Type::Record { tag, is_union, .. } => {
                let kw = if *is_union { "union" } else { "struct" };
                match tag {
                    Some(t) => format!("{kw} {t}"),
                    None => format!("{kw} (unnamed)"),
                }
            }
            Type::Array(t, n) => format!("{}[{n}]", t.type_name()),
            Type::Image(k) => k.name().into(),
            Type::Sampler => "sampler_t".into(),
            Type::Pipe(t) => t.type_name(),
            Type::Queue => "queue_t".into(),
            Type::Opaque(n) => (*n).into(),
        }
    }
}

/// One kernel parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Its name (or `argN`).
    pub name: String,
    /// Its type.
    pub ty: Type,
    /// Access qualifier (images and pipes).
    pub access: Option<Access>,
    /// The type as written (typedef names kept), for `.type_name`.
    pub type_name: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(members: Vec<Type>, packed: bool) -> Type {
        Type::Record {
            tag: None,
            is_union: false,
            members: members
                .into_iter()
                .map(|ty| Member { name: String::new(), ty, aligned: None })
                .collect(),
            packed,
            aligned: None,
        }
    }

    #[test]
    fn sizes_and_alignments() {
        assert_eq!(Type::Vector(Scalar::I8, 3).size(), Some(4));
        assert_eq!(Type::Vector(Scalar::I64, 3).size(), Some(32));
        assert_eq!(Type::Vector(Scalar::U8, 16).align(), 16);
        let s =
            rec(vec![Type::Scalar(Scalar::I8), Type::Scalar(Scalar::I32), Type::Scalar(Scalar::F64)], false);
        assert_eq!(s.record_layout().unwrap(), (16, 8, vec![0, 4, 8]));
        let p = rec(vec![Type::Scalar(Scalar::I8), Type::Scalar(Scalar::I32)], true);
        assert_eq!((p.size(), p.align(), p.ir_align()), (Some(5), 1, 1));
        // Packed but nothing misaligned: the IR record keeps its natural alignment.
        let q = rec(vec![Type::Scalar(Scalar::I32), Type::Scalar(Scalar::I32)], true);
        assert_eq!((q.align(), q.ir_align()), (1, 4));
        // A packed union holding a 64-byte vector: IR alignment 64 (clang-19 places it at 64).
        let u = Type::Record {
            tag: None,
            is_union: true,
            members: vec![
                Member { name: String::new(), ty: Type::Vector(Scalar::U64, 8), aligned: None },
                Member { name: String::new(), ty: Type::Scalar(Scalar::U8), aligned: None },
            ],
            packed: true,
            aligned: None,
        };
        assert_eq!((u.align(), u.ir_align()), (1, 64));
        // ... and a struct putting it at offset 16 is packed in IR.
        let r = Type::Record {
            tag: None,
            is_union: false,
            members: vec![
                Member { name: String::new(), ty: Type::Vector(Scalar::I32, 3), aligned: None },
                Member { name: String::new(), ty: u, aligned: None },
            ],
            packed: false,
            aligned: None,
        };
        assert_eq!((r.size(), r.ir_align()), (Some(80), 1));
        let a = Type::Array(Box::new(Type::Scalar(Scalar::I16)), 3);
        assert_eq!((a.size(), a.align()), (Some(6), 2));
        let huge = Type::Array(Box::new(Type::Array(Box::new(Type::Scalar(Scalar::I64)), u64::MAX / 2)), 4);
        assert_eq!(huge.size(), None);
    }
}
