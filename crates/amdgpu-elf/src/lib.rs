//! Reading AMDGPU ELF code objects: relocatable (`ET_REL`) and loadable (`ET_DYN`) files,
//! ELFCLASS32 (r600) and ELFCLASS64 (amdgcn), code object V2-V6, HSA, PAL and Mesa OS ABIs.
//!
//! [`read`] gives a [`CodeObject`]: the header, sections, symbols, relocations and notes
//! ([`reader`]), the code object version and decoded `e_flags`, the metadata note (V2 YAML or
//! V3+ MessagePack, via `amdgpu-metadata`), and each kernel with its descriptor (V3+, the
//! `name.kd` symbol) or `amd_kernel_code_t` (V2, the `STT_AMDGPU_HSA_KERNEL` symbol), entry
//! point and metadata. Malformed input gives an [`ElfError`] carrying the byte offset; tables
//! are checked against the file size before anything is allocated.
//!
//! ```
//! use amdgpu_elf::{encode_note, read};
//!
//! // Not an ELF file: the error says where.
//! let err = read(b"hello").unwrap_err();
//! assert_eq!(err.offset, 0);
//!
//! // A note as the assembler writes it: "AMDGPU\0" padded to 8, the descriptor padded to 4.
//! let note = encode_note("AMDGPU", amdgpu_elf::consts::NT_AMDGPU_METADATA, &[0x80]);
//! assert_eq!(note.len(), 12 + 8 + 4);
//! let parsed = amdgpu_elf::note::parse_notes(&note, 0, 4).unwrap();
//! assert_eq!(parsed[0].desc, [0x80]);
//! ```

pub mod check;
pub mod code_object;
pub mod consts;
pub mod error;
pub mod inspect;
pub mod note;
pub mod reader;

pub use code_object::{CodeObject, Kernel, Located, Metadata, read};
pub use error::{ElfError, ErrorKind};
pub use note::{Note, encode_note};
pub use reader::{Class, Elf, Header, Relocation, RelocationSection, Section, Segment, Symbol, SymbolTable};
