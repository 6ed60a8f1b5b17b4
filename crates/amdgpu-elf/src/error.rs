//! Errors: every one carries the byte offset (in the file) of the structure that is wrong.

/// Why a file could not be read as an AMDGPU code object.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("byte {offset:#x}: {kind}")]
pub struct ElfError {
    /// Byte offset in the file of the offending structure or field.
    pub offset: u64,
    /// What is wrong.
    pub kind: ErrorKind,
}

/// The kinds of [`ElfError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    /// No `\x7fELF` magic.
    #[error("not an ELF file")]
    NotElf,
    /// `EI_CLASS` is neither ELFCLASS32 nor ELFCLASS64.
    #[error("unsupported ELF class {0}")]
    BadClass(u8),
    /// `EI_DATA` is not little-endian.
    #[error("ELF data encoding {0} is not little-endian (AMDGPU objects are ELFDATA2LSB)")]
    NotLittleEndian(u8),
    /// `e_machine` is not `EM_AMDGPU`.
    #[error("e_machine is {0}, not EM_AMDGPU (224)")]
    NotAmdgpu(u16),
    /// A structure or table extends past the end of the file.
    #[error("{what} extends past the end of the file")]
    OutOfBounds {
        /// What was being read.
        what: String,
    },
    /// A structure is inconsistent.
    #[error("{what}: {detail}")]
    Malformed {
        /// What was being read.
        what: String,
        /// What is wrong with it.
        detail: String,
    },
}

impl ElfError {
    pub(crate) fn oob(offset: u64, what: impl Into<String>) -> Self {
        ElfError { offset, kind: ErrorKind::OutOfBounds { what: what.into() } }
    }

    pub(crate) fn bad(offset: u64, what: impl Into<String>, detail: impl Into<String>) -> Self {
        ElfError { offset, kind: ErrorKind::Malformed { what: what.into(), detail: detail.into() } }
    }
}
