//! `amdgpu-link`: links AMDGPU relocatable objects (`ET_REL`, as clang and our assembler
//! write them) into a loadable shared code object (`ET_DYN`), doing what
//! `ld.lld -shared a.o b.o -o out.hsaco` does for the amdgcn target.
//!
//! ```
//! use amdgpu_link::{LinkError, LinkOptions, link};
//!
//! // Garbage is rejected with the byte offset of the problem, never a panic.
//! let err = link(&[("junk.o", b"\x7fELF\x01")], &LinkOptions::default()).unwrap_err();
//! assert!(matches!(err, LinkError::Malformed { offset: 0, .. }));
//!
//! // A real object (clang-19, gfx900, code object V5) links into an ET_DYN code object.
//! let obj = include_bytes!("../tests/fixtures/kernels-gfx900-v5.o");
//! let out = link(&[("k1.o", obj)], &LinkOptions::default()).unwrap();
//! assert_eq!(&out[..4], b"\x7fELF");
//! assert_eq!(u16::from_le_bytes([out[16], out[17]]), 3); // ET_DYN
//! ```
//!
//! What it does, in lld's order:
//! * header merge: same OS ABI and ABI version; for code object V4+ the same processor, with
//!   `xnack`/`sramecc` "any" yielding to a specific setting (on + off is an error); V2/V3
//!   inputs must have identical `e_flags`;
//! * symbol resolution: strong beats weak, two strong definitions are an error, the most
//!   constraining visibility wins; hidden symbols become local; default and protected ones go
//!   to `.dynsym` (default ones are preemptible and reached through the GOT);
//! * sections: COMDAT groups de-duplicated (first wins); `SHF_MERGE` sections (string
//!   literals, `.debug_str`) de-duplicated; inputs merged by output name (`.text.*` into
//!   `.text`, ...), ordered notes,
//!   dynamic tables, read-only data, code, RELRO data (`.data.rel.ro`, `.dynamic`, `.got`,
//!   `.relro_padding`), read-write data and `.bss`; four PT_LOADs at most, page-congruent;
//! * relocations: every `R_AMDGPU_*` type; `R_AMDGPU_ABS64` in writable data becomes
//!   `R_AMDGPU_RELATIVE64` (or a symbolic `R_AMDGPU_ABS64` for preemptible symbols) in
//!   `.rela.dyn`; `GOTPCREL*` go through `.got`;
//! * notes are concatenated as lld does (one metadata note per input object), or, with
//!   [`LinkOptions::merge_metadata`], merged into one metadata note listing every kernel.
//!
//! On the 41 fixture links (clang-19 OpenCL and HIP objects, gfx900/gfx906/gfx90a and
//! gfx9-generic, code object V2-V6, debug info, assembler objects), the output is byte-identical to
//! ld.lld-19's when [`LinkOptions::comment`] carries lld's identification string; see
//! `docs/0010-linker.md` for the observed rules this reproduces.
//!
//! The entry point for fuzzing is [`link`]: any bytes give an output or a [`LinkError`].

mod error;
mod hash;
mod input;
mod link;
mod merge;
mod notes;
mod reloc;
mod strings;

pub use error::LinkError;
pub use reloc::name as relocation_name;

/// Options of a link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkOptions {
    /// Report undefined default-visibility symbols as errors (lld's `-z defs`). Without it,
    /// they become undefined dynamic symbols, as with `ld.lld -shared`. Undefined hidden or
    /// protected symbols that a relocation uses are always errors (unused ones are kept, as
    /// lld keeps them).
    pub no_undefined: bool,
    /// The linker identification string placed in `.comment` (without a NUL).
    pub comment: String,
    /// Merge the inputs' `NT_AMDGPU_METADATA` notes into one (kernels of every input, merged
    /// target ID). Off by default: ld.lld keeps one metadata note per input, and byte
    /// identity with it is the default.
    pub merge_metadata: bool,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions { no_undefined: false, comment: default_comment(), merge_metadata: false }
    }
}

/// The default `.comment` identification: `Linker: amdgpu-link <version>`.
#[must_use]
pub fn default_comment() -> String {
    format!("Linker: amdgpu-link {}", env!("CARGO_PKG_VERSION"))
}

/// Links the named relocatable objects into a shared code object.
///
/// # Errors
/// A [`LinkError`]: malformed input (with the input's name and byte offset), incompatible
/// targets, duplicate or undefined symbols, unsupported or overflowing relocations.
pub fn link(inputs: &[(&str, &[u8])], options: &LinkOptions) -> Result<Vec<u8>, LinkError> {
    link::link(inputs, options)
}
