//! Link errors. Malformed input carries the input's name and the byte offset of the bad
//! structure; resolution errors name the objects and symbols involved.

/// Why a link failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// No input objects were given.
    #[error("no input files")]
    NoInputs,
    /// An input is not a well-formed AMDGPU ELF64 relocatable object.
    #[error("{file}: byte {offset:#x}: {detail}")]
    Malformed {
        /// The input's name.
        file: String,
        /// Byte offset in the input of the offending structure or field.
        offset: u64,
        /// What is wrong.
        detail: String,
    },
    /// Two inputs target different processors.
    #[error("incompatible mach: {file} is {found}, the first input is {expected}")]
    IncompatibleMach {
        /// The input that disagrees with the first one.
        file: String,
        /// The first input's processor (EF_AMDGPU_MACH name or number).
        expected: String,
        /// This input's processor.
        found: String,
    },
    /// Two inputs have conflicting `xnack` or `sramecc` settings (one on, one off).
    #[error("incompatible {feature}: {file}")]
    IncompatibleFeature {
        /// The input that disagrees.
        file: String,
        /// `xnack` or `sramecc`.
        feature: &'static str,
    },
    /// Code object V2/V3 inputs whose `e_flags` differ, or inputs with different OS ABI /
    /// ABI version bytes.
    #[error("incompatible {what}: {file} has {found:#x}, the first input has {expected:#x}")]
    IncompatibleHeader {
        /// The input that disagrees.
        file: String,
        /// `e_flags`, `EI_OSABI` or `EI_ABIVERSION`.
        what: &'static str,
        /// The first input's value.
        expected: u32,
        /// This input's value.
        found: u32,
    },
    /// A symbol is defined (strongly) in two places.
    #[error("duplicate symbol: {symbol}\n>>> defined in {first}\n>>> defined in {second}")]
    DuplicateSymbol {
        /// The symbol.
        symbol: String,
        /// The input holding the first definition.
        first: String,
        /// The input holding the second definition.
        second: String,
    },
    /// A symbol is referenced but defined nowhere (and may not stay undefined).
    #[error("undefined {kind}symbol: {symbol}\n>>> referenced by {file}")]
    UndefinedSymbol {
        /// The symbol.
        symbol: String,
        /// The first input that references it.
        file: String,
        /// `"hidden "`, `"protected "` or empty.
        kind: &'static str,
    },
    /// Metadata notes that cannot be merged (`LinkOptions::merge_metadata`).
    #[error("{file}: byte {offset:#x}: cannot merge metadata: {detail}")]
    Metadata {
        /// The input.
        file: String,
        /// Byte offset of the note in the input.
        offset: u64,
        /// What is wrong.
        detail: String,
    },
    /// A relocation type this linker does not handle (or that is not valid in an object).
    #[error("{file}: byte {offset:#x}: unsupported relocation type {rtype} ({name}) against '{symbol}'")]
    UnsupportedRelocation {
        /// The input.
        file: String,
        /// Byte offset of the relocation entry in the input.
        offset: u64,
        /// The relocation type number.
        rtype: u32,
        /// Its R_AMDGPU_* name, or "unknown".
        name: &'static str,
        /// The symbol it refers to.
        symbol: String,
    },
    /// A relocation needs a dynamic relocation this output cannot carry: absolute 32-bit or
    /// PC-relative references to preemptible symbols, or any dynamic relocation in a
    /// read-only section.
    #[error(
        "{file}: byte {offset:#x}: relocation {name} cannot be used against symbol '{symbol}' in a shared code object: {why}"
    )]
    NotPic {
        /// The input.
        file: String,
        /// Byte offset of the relocation entry in the input.
        offset: u64,
        /// The R_AMDGPU_* name.
        name: &'static str,
        /// The symbol.
        symbol: String,
        /// Why (recompile with -fPIC, read-only section, ...).
        why: &'static str,
    },
    /// A relocated value does not fit its field.
    #[error(
        "{file}: byte {offset:#x}: relocation {name} out of range: {value} is not in [{min}, {max}]; references '{symbol}'"
    )]
    Overflow {
        /// The input.
        file: String,
        /// Byte offset of the relocation entry in the input.
        offset: u64,
        /// The R_AMDGPU_* name.
        name: &'static str,
        /// The symbol.
        symbol: String,
        /// The computed value.
        value: i128,
        /// Smallest value that fits.
        min: i128,
        /// Largest value that fits.
        max: i128,
    },
    /// The output would not fit the 64-bit address space or exceeds the size limit.
    #[error("output too large: {0}")]
    TooLarge(String),
}

impl LinkError {
    /// The byte offset in the offending input, when the error is about one place in one file.
    #[must_use]
    pub fn offset(&self) -> Option<u64> {
        match self {
            LinkError::Malformed { offset, .. }
            | LinkError::Metadata { offset, .. }
            | LinkError::UnsupportedRelocation { offset, .. }
            | LinkError::NotPic { offset, .. }
            | LinkError::Overflow { offset, .. } => Some(*offset),
            _ => None,
        }
    }
}
