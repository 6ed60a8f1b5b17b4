//! The parsed form of an AMDIL metadata text, and its printer (`Display` gives back the text).

use serde::Serialize;
use std::fmt::{self, Write as _};

use crate::names::named_enum;

named_enum! {
    /// `;memory:AddrSpace:MemSize` address spaces (seed 004 L317-320).
    pub enum MemorySpace {
        /// Emulated local memory.
        Local => "local",
        /// Hardware local memory (LDS).
        HwLocal => "hwlocal",
        /// Emulated private memory.
        Private => "private",
        /// Hardware private memory (scratch).
        HwPrivate => "hwprivate",
    }
}

named_enum! {
    /// Data types of `;value` (11, seed 004 L404) and `;pointer` (7 listed at L418; the other 4
    /// are accepted there and flagged by validation, see docs/0006).
    pub enum DataType {
        /// Boolean, passed as a 32-bit integer with the upper 31 bits masked.
        I1 => "i1",
        /// 8-bit integer.
        I8 => "i8",
        /// 16-bit integer.
        I16 => "i16",
        /// 32-bit integer.
        I32 => "i32",
        /// 64-bit integer.
        I64 => "i64",
        /// 32-bit float.
        Float => "float",
        /// 64-bit float.
        Double => "double",
        /// Structure (size field = total bytes).
        Struct => "struct",
        /// Union (size field = bytes of the largest member).
        Union => "union",
        /// Event.
        Event => "event",
        /// Opaque type.
        Opaque => "opaque",
    }
}

impl DataType {
    /// Byte size of one component in the constant buffer (`i1` travels as 32 bits), or `None`
    /// for aggregates and opaque kinds.
    #[must_use]
    pub const fn component_bytes(self) -> Option<u32> {
        match self {
            DataType::I8 => Some(1),
            DataType::I16 => Some(2),
            DataType::I1 | DataType::I32 | DataType::Float => Some(4),
            DataType::I64 | DataType::Double => Some(8),
            DataType::Struct | DataType::Union | DataType::Event | DataType::Opaque => None,
        }
    }

    /// One of the 7 pointee types seed 004 L418 allows for `;pointer`.
    #[must_use]
    pub const fn is_pointer_type(self) -> bool {
        self.component_bytes().is_some()
    }
}

named_enum! {
    /// `;pointer` memory types (10, seed 004 L423-433).
    pub enum MemType {
        /// Global memory.
        Global => "g",
        /// Emulated private memory.
        Private => "p",
        /// Emulated local memory.
        Local => "l",
        /// A UAV.
        Uav => "uav",
        /// Emulated constant buffer.
        Constant => "c",
        /// Emulated GDS memory.
        Region => "r",
        /// Hardware local memory.
        HwLocal => "hl",
        /// Hardware private memory.
        HwPrivate => "hp",
        /// Hardware constant buffer.
        HwConstant => "hc",
        /// Hardware GDS memory.
        HwRegion => "hr",
    }
}

named_enum! {
    /// `;image` dimensionality (seed 004 L375).
    pub enum ImageDim {
        /// Two-dimensional image.
        D2 => "2D",
        /// Three-dimensional image.
        D3 => "3D",
    }
}

named_enum! {
    /// `;image` access (seed 004 L376).
    pub enum ImageAccess {
        /// Read-only.
        ReadOnly => "RO",
        /// Write-only.
        WriteOnly => "WO",
        /// Read-write.
        ReadWrite => "RW",
    }
}

/// A whole metadata text: kernels' metadata blocks, data segments, debug blocks, the
/// multi-kernel pseudo-instruction, and any other line (IL, comments) kept verbatim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
pub struct Document {
    /// The items in input order.
    pub items: Vec<Item>,
    /// Lines end with `\r\n` (else `\n`).
    pub crlf: bool,
    /// The last line is followed by a line ending.
    pub final_newline: bool,
}

/// One top-level item of a [`Document`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum Item {
    /// A line that is not metadata (IL code, comments, blank lines), kept verbatim.
    Text {
        /// 1-based line number.
        line: usize,
        /// The line without its line ending.
        text: String,
    },
    /// A `;ARGSTART:name` ... `;ARGEND:name` block.
    Kernel(Kernel),
    /// A `;#DATASTART` ... `;#DATAEND` block.
    Data(DataSegment),
    /// A `;DEBUGSTART` ... `;DEBUGEND` block; its inner lines are kept verbatim.
    Debug {
        /// Line of `;DEBUGSTART`.
        line: usize,
        /// The lines between the two markers.
        lines: Vec<String>,
    },
    /// The multi-kernel pseudo-instruction: `;` followed by 8 to 10 `$` (seed 004 L470, L534).
    PseudoCall {
        /// 1-based line number.
        line: usize,
        /// How many `$` were written.
        dollars: u8,
    },
}

/// The metadata block of one kernel or function.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Kernel {
    /// The function name of `;ARGSTART`.
    pub name: String,
    /// Line of `;ARGSTART`.
    pub line: usize,
    /// The lines between `;ARGSTART` and `;ARGEND`.
    pub entries: Vec<Entry>,
    /// Line of `;ARGEND`.
    pub end_line: usize,
}

/// One metadata line inside a kernel block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// 1-based line number.
    pub line: usize,
    /// What the line says.
    #[serde(flatten)]
    pub kind: EntryKind,
}

/// The 22 token forms of seed 004 (L269-530) plus the `;ARG:` example form of L437.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[allow(missing_docs)] // fields are named as in the seed; see each variant's doc
pub enum EntryKind {
    /// `;version:Major:Minor:Revision`
    Version { major: u32, minor: u32, revision: u32 },
    /// `;device:Name`
    Device { name: String },
    /// `;error:msg` (msg may contain `:`)
    Error { message: String },
    /// `;warning:msg` (msg may contain `:`)
    Warning { message: String },
    /// `;memory:AddrSpace:MemSize`
    Memory { space: MemorySpace, size: u32 },
    /// `;memory:compilerwrite`
    CompilerWrite,
    /// `;memory:datareqd`
    DataRequired,
    /// `;uniqueid:ID`
    UniqueId { id: u32 },
    /// `;sampler:ArgName:id:location:value` (location 1 = kernel defined, 0 = argument)
    Sampler { arg: String, id: u32, location: u32, value: u32 },
    /// `;image:ArgName:dimension:type:id:ConstNum:ConstOffset`
    Image { arg: String, dimension: ImageDim, access: ImageAccess, id: u32, cb: u32, offset: u32 },
    /// `;counter:ArgName:EleSize:id:ConstNum:ConstOffset` (EleSize in bits)
    Counter { arg: String, bits: u32, id: u32, cb: u32, offset: u32 },
    /// `;value:ArgName:Datatype:Size:ConstNum:ConstOffset`
    Value { arg: String, data_type: DataType, size: u32, cb: u32, offset: u32 },
    /// `;pointer:ArgName:DataType:NumEle:ConstNum:ConstOffset:MemType:BufNum:DataTypeAlignment`
    Pointer {
        arg: String,
        data_type: DataType,
        num_elements: u32,
        cb: u32,
        offset: u32,
        memory: MemType,
        buffer: u32,
        alignment: u32,
    },
    /// `;uavid:ID`
    UavId { id: u32 },
    /// `;printf_fmt:ID:numArgs:ArgNSize*:strLen:fmtStr;` — `format` is the text as written
    /// (escapes such as `\n` not decoded); `length` counts decoded bytes.
    Printf { id: u32, arg_sizes: Vec<u32>, length: u32, format: String },
    /// `;function:NumFuncs:UID0:...`
    Function { ids: Vec<u32> },
    /// `;intrinsic:NumIntrs:UID0:...`
    Intrinsic { ids: Vec<u32> },
    /// `;cws:First:Second:Third`
    Cws { sizes: [u32; 3] },
    /// `;lws:size`
    Lws { size: u32 },
    /// `;limitgroupsize`
    LimitGroupSize,
    /// `;ARG:func:name:pointer:NumEle:ConstNum:ConstOffset:MemType:BufNum:Align` (L437)
    LegacyPointer {
        function: String,
        arg: String,
        num_elements: u32,
        cb: u32,
        offset: u32,
        memory: MemType,
        buffer: u32,
        alignment: u32,
    },
    /// `;ARG:func:name:DataType:NumEle:ConstNum:ConstOffset` (L437)
    LegacyValue {
        function: String,
        arg: String,
        data_type: DataType,
        num_elements: u32,
        cb: u32,
        offset: u32,
    },
}

/// A `;#DATASTART[:CBID]:size` ... `;#DATAEND[:CBID]` block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DataSegment {
    /// Line of `;#DATASTART`.
    pub line: usize,
    /// The constant buffer id; `None` = the emulated global segment.
    pub cb: Option<u32>,
    /// Size of the whole segment in bytes.
    pub size: u32,
    /// The data vectors.
    pub vectors: Vec<DataVector>,
    /// Line of `;#DATAEND`.
    pub end_line: usize,
    /// The id written on `;#DATAEND` (seed examples write `:0` for a segment without id).
    pub end_cb: Option<u32>,
}

named_enum! {
    /// Scalar element type of a data vector.
    pub enum DataScalar {
        /// 8-bit integer.
        I8 => "i8",
        /// 16-bit integer.
        I16 => "i16",
        /// 32-bit integer.
        I32 => "i32",
        /// 64-bit integer.
        I64 => "i64",
        /// 32-bit float, values in hex.
        Float => "float",
        /// 64-bit float, values in hex.
        Double => "double",
    }
}

impl DataScalar {
    /// Byte size of one element.
    #[must_use]
    pub const fn bytes(self) -> u32 {
        match self {
            DataScalar::I8 => 1,
            DataScalar::I16 => 2,
            DataScalar::I32 | DataScalar::Float => 4,
            DataScalar::I64 | DataScalar::Double => 8,
        }
    }

    /// Floating-point types carry their values as hex bit patterns.
    #[must_use]
    pub const fn is_float(self) -> bool {
        matches!(self, DataScalar::Float | DataScalar::Double)
    }
}

/// The type of a data vector: `i32`, `float`, `v3i32`, `v4float`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct VectorType {
    /// Vector width (2, 3, 4, 8, 16), or `None` for scalars.
    pub width: Option<u8>,
    /// The element type.
    pub scalar: DataScalar,
}

impl fmt::Display for VectorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(w) = self.width {
            write!(f, "v{w}")?;
        }
        f.write_str(self.scalar.as_str())
    }
}

/// One data line `;#type:offset:count:v0:...`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DataVector {
    /// 1-based line number.
    pub line: usize,
    /// The element type.
    #[serde(rename = "type")]
    pub ty: VectorType,
    /// Byte offset in the segment.
    pub offset: u32,
    /// The values (their number is the line's count field).
    pub values: Vec<DataValue>,
}

/// One data value: a decimal integer, or the hex bit pattern of a float as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum DataValue {
    /// An integer value.
    Int(i64),
    /// A float bit pattern, with the digit count and letter case it was written with.
    Hex {
        /// The bits.
        bits: u64,
        /// Number of hex digits written (leading zeros included).
        digits: u8,
        /// Letters `A-F` were lower case.
        lowercase: bool,
    },
}

impl fmt::Display for DataValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DataValue::Int(v) => write!(f, "{v}"),
            DataValue::Hex { bits, digits, lowercase } => {
                let w = usize::from(digits);
                if lowercase { write!(f, "{bits:0w$x}") } else { write!(f, "{bits:0w$X}") }
            }
        }
    }
}

impl EntryKind {
    /// The keyword after `;` that starts this form.
    #[must_use]
    pub const fn keyword(&self) -> &'static str {
        match self {
            EntryKind::Version { .. } => "version",
            EntryKind::Device { .. } => "device",
            EntryKind::Error { .. } => "error",
            EntryKind::Warning { .. } => "warning",
            EntryKind::Memory { .. } | EntryKind::CompilerWrite | EntryKind::DataRequired => "memory",
            EntryKind::UniqueId { .. } => "uniqueid",
            EntryKind::Sampler { .. } => "sampler",
            EntryKind::Image { .. } => "image",
            EntryKind::Counter { .. } => "counter",
            EntryKind::Value { .. } => "value",
            EntryKind::Pointer { .. } => "pointer",
            EntryKind::UavId { .. } => "uavid",
            EntryKind::Printf { .. } => "printf_fmt",
            EntryKind::Function { .. } => "function",
            EntryKind::Intrinsic { .. } => "intrinsic",
            EntryKind::Cws { .. } => "cws",
            EntryKind::Lws { .. } => "lws",
            EntryKind::LimitGroupSize => "limitgroupsize",
            EntryKind::LegacyPointer { .. } | EntryKind::LegacyValue { .. } => "ARG",
        }
    }
}

impl fmt::Display for EntryKind {
    /// The metadata line, starting with `;`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ";{}", self.keyword())?;
        match self {
            EntryKind::Version { major, minor, revision } => write!(f, ":{major}:{minor}:{revision}"),
            EntryKind::Device { name } => write!(f, ":{name}"),
            EntryKind::Error { message } | EntryKind::Warning { message } => write!(f, ":{message}"),
            EntryKind::Memory { space, size } => write!(f, ":{space}:{size}"),
            EntryKind::CompilerWrite => f.write_str(":compilerwrite"),
            EntryKind::DataRequired => f.write_str(":datareqd"),
            EntryKind::UniqueId { id } | EntryKind::UavId { id } => write!(f, ":{id}"),
            EntryKind::Sampler { arg, id, location, value } => write!(f, ":{arg}:{id}:{location}:{value}"),
            EntryKind::Image { arg, dimension, access, id, cb, offset } => {
                write!(f, ":{arg}:{dimension}:{access}:{id}:{cb}:{offset}")
            }
            EntryKind::Counter { arg, bits, id, cb, offset } => write!(f, ":{arg}:{bits}:{id}:{cb}:{offset}"),
            EntryKind::Value { arg, data_type, size, cb, offset } => {
                write!(f, ":{arg}:{data_type}:{size}:{cb}:{offset}")
            }
            EntryKind::Pointer { arg, data_type, num_elements, cb, offset, memory, buffer, alignment } => {
                write!(f, ":{arg}:{data_type}:{num_elements}:{cb}:{offset}:{memory}:{buffer}:{alignment}")
            }
            EntryKind::Printf { id, arg_sizes, length, format } => {
                write!(f, ":{id}:{}", arg_sizes.len())?;
                for s in arg_sizes {
                    write!(f, ":{s}")?;
                }
                write!(f, ":{length}:{format};")
            }
            EntryKind::Function { ids } | EntryKind::Intrinsic { ids } => {
                write!(f, ":{}", ids.len())?;
                ids.iter().try_for_each(|id| write!(f, ":{id}"))
            }
            EntryKind::Cws { sizes: [a, b, c] } => write!(f, ":{a}:{b}:{c}"),
            EntryKind::Lws { size } => write!(f, ":{size}"),
            EntryKind::LimitGroupSize => Ok(()),
            EntryKind::LegacyPointer {
                function,
                arg,
                num_elements,
                cb,
                offset,
                memory,
                buffer,
                alignment,
            } => {
                write!(
                    f,
                    ":{function}:{arg}:pointer:{num_elements}:{cb}:{offset}:{memory}:{buffer}:{alignment}"
                )
            }
            EntryKind::LegacyValue { function, arg, data_type, num_elements, cb, offset } => {
                write!(f, ":{function}:{arg}:{data_type}:{num_elements}:{cb}:{offset}")
            }
        }
    }
}

impl Document {
    /// The kernels (metadata blocks) in order.
    pub fn kernels(&self) -> impl Iterator<Item = &Kernel> {
        self.items.iter().filter_map(|i| if let Item::Kernel(k) = i { Some(k) } else { None })
    }

    /// The data segments in order.
    pub fn data_segments(&self) -> impl Iterator<Item = &DataSegment> {
        self.items.iter().filter_map(|i| if let Item::Data(d) = i { Some(d) } else { None })
    }

    /// The text of every line, without line endings.
    #[must_use]
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        for item in &self.items {
            match item {
                Item::Text { text, .. } => out.push(text.clone()),
                Item::Kernel(k) => {
                    out.push(format!(";ARGSTART:{}", k.name));
                    out.extend(k.entries.iter().map(|e| e.kind.to_string()));
                    out.push(format!(";ARGEND:{}", k.name));
                }
                Item::Data(d) => {
                    let mut s = String::from(";#DATASTART");
                    if let Some(cb) = d.cb {
                        let _ = write!(s, ":{cb}");
                    }
                    let _ = write!(s, ":{}", d.size);
                    out.push(s);
                    for v in &d.vectors {
                        let mut s = format!(";#{}:{}:{}", v.ty, v.offset, v.values.len());
                        for x in &v.values {
                            let _ = write!(s, ":{x}");
                        }
                        out.push(s);
                    }
                    out.push(match d.end_cb {
                        Some(cb) => format!(";#DATAEND:{cb}"),
                        None => ";#DATAEND".to_string(),
                    });
                }
                Item::Debug { lines, .. } => {
                    out.push(";DEBUGSTART".to_string());
                    out.extend(lines.iter().cloned());
                    out.push(";DEBUGEND".to_string());
                }
                Item::PseudoCall { dollars, .. } => {
                    out.push(format!(";{}", "$".repeat(usize::from(*dollars))));
                }
            }
        }
        out
    }
}

impl fmt::Display for Document {
    /// The text form; for any text that [`parse`](super::parse) accepts, printing the result
    /// gives that text back byte for byte.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let eol = if self.crlf { "\r\n" } else { "\n" };
        let lines = self.lines();
        for (i, l) in lines.iter().enumerate() {
            if i > 0 {
                f.write_str(eol)?;
            }
            f.write_str(l)?;
        }
        if self.final_newline && !lines.is_empty() {
            f.write_str(eol)?;
        }
        Ok(())
    }
}
