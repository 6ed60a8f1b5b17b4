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
//! use amdgpu_elf::{Metadata, encode_note, read};
//!
//! // A code object linked by ld.lld-19 from clang-19 output (code object V5, gfx900).
//! let data = include_bytes!("../tests/fixtures/k-gfx900-v5.hsaco");
//! let co = read(data).unwrap();
//! assert_eq!(co.version.map(|v| v.number()), Some(5));
//! assert_eq!(co.target_id().as_deref(), Some("amdgcn-amd-amdhsa--gfx900"));
//! let add = &co.kernels[0];
//! assert_eq!(add.name, "add");
//! assert_eq!(add.entry_symbol.as_deref(), Some("add"));
//! let Some(Metadata::MsgPack { typed: Ok(md), .. }) = &co.metadata else { panic!() };
//! assert_eq!(md.kernels[add.metadata_index.unwrap()].kernarg_segment_size, 24);
//! assert!(amdgpu_elf::check::check(&co).is_empty());
//!
//! // Malformed input: a typed error with the byte offset.
//! let err = read(&data[..100]).unwrap_err();
//! assert_eq!(err.offset, 0x28); // e_shoff points past the end
//!
//! // A note as the assembler writes it: "AMDGPU\0" padded to 8, the descriptor padded to 4.
//! let note = encode_note("AMDGPU", amdgpu_elf::consts::NT_AMDGPU_METADATA, &[0x80]);
//! assert_eq!(note.len(), 12 + 8 + 4);
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
pub use note::{Note, V2Note, encode_note};
pub use reader::{Class, Elf, Header, Relocation, RelocationSection, Section, Segment, Symbol, SymbolTable};
