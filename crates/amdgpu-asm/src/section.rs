//! Sections being assembled and the fixups recorded in them.

use crate::expr::Expr;

/// Index of a section, in creation order (`.text` is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SectionId(pub u32);

/// ELF section types used by the assembler.
pub mod sht {
    /// Program data.
    pub const PROGBITS: u32 = 1;
    /// Symbol table.
    pub const SYMTAB: u32 = 2;
    /// String table.
    pub const STRTAB: u32 = 3;
    /// Relocations with addends.
    pub const RELA: u32 = 4;
    /// Relocations without addends (the addend is in the relocated field).
    pub const REL: u32 = 9;
    /// Note.
    pub const NOTE: u32 = 7;
    /// Occupies no file space.
    pub const NOBITS: u32 = 8;
    /// Array of constructors.
    pub const INIT_ARRAY: u32 = 14;
    /// Array of destructors.
    pub const FINI_ARRAY: u32 = 15;
    /// Array of pre-constructors.
    pub const PREINIT_ARRAY: u32 = 16;
}

/// ELF section flags used by the assembler.
pub mod shf {
    /// Writable.
    pub const WRITE: u64 = 0x1;
    /// Occupies memory at run time.
    pub const ALLOC: u64 = 0x2;
    /// Executable.
    pub const EXECINSTR: u64 = 0x4;
    /// Mergeable.
    pub const MERGE: u64 = 0x10;
    /// Null-terminated strings.
    pub const STRINGS: u64 = 0x20;
    /// `sh_info` holds a section index.
    pub const INFO_LINK: u64 = 0x40;
    /// Thread-local storage.
    pub const TLS: u64 = 0x400;
    /// Excluded from links.
    pub const EXCLUDE: u64 = 0x8000_0000;
    /// Member of a section group.
    pub const GROUP: u64 = 0x200;
    /// Old HSA code object (V1/V2) section flag: holds code (`SHF_AMDGPU_HSA_CODE`).
    pub const AMDGPU_HSA_CODE: u64 = 0x40_0000;
    /// Old HSA code object (V1/V2) section flag: agent allocation (`SHF_AMDGPU_HSA_AGENT`).
    pub const AMDGPU_HSA_AGENT: u64 = 0x80_0000;
}

/// How a fixup's value is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixupKind {
    /// Data directive (`.byte`, `.short`, `.long`, `.quad`): the value as an integer of the
    /// fixup's size; a relocation when it is not resolved.
    Data,
    /// A 32-bit instruction literal (relocatable with a specifier or as `R_AMDGPU_ABS32`).
    Literal32,
    /// A 16-bit PC-relative branch offset in dwords: `(target - (offset + 4)) / 4`, which must
    /// resolve within the section.
    Branch16,
    /// A plain 16-bit immediate (SOPK/SOPP simm16) that must be absolute at the end.
    Simm16,
    /// The kernel descriptor's `kernel_code_entry_byte_offset`: `kernel - descriptor`,
    /// a PC-relative 64-bit relocation (`R_AMDGPU_REL64`, addend 16) across sections.
    KernelCodeEntry,
}

/// A value to write once all symbols are known.
#[derive(Clone, Debug)]
pub struct Fixup {
    /// Byte offset in the section.
    pub offset: u64,
    /// Width in bytes.
    pub size: u8,
    /// The expression.
    pub expr: Expr,
    /// Encoding.
    pub kind: FixupKind,
}

/// A section with its contents.
#[derive(Clone, Debug)]
pub struct Section {
    /// Name (`.text`).
    pub name: String,
    /// `SHT_*`.
    pub sh_type: u32,
    /// `SHF_*`.
    pub flags: u64,
    /// Alignment in bytes (a power of two).
    pub align: u64,
    /// `sh_entsize`.
    pub entsize: u64,
    /// Contents (empty for NOBITS; see [`Section::size`]).
    pub data: Vec<u8>,
    /// Size of a NOBITS section.
    pub nobits_size: u64,
    /// Values to patch.
    pub fixups: Vec<Fixup>,
    /// True when instructions were emitted (alignment in code sections pads with `s_nop 0`).
    pub has_instructions: bool,
}

impl Section {
    /// A new empty section.
    #[must_use]
    pub fn new(name: &str, sh_type: u32, flags: u64, align: u64) -> Self {
        Section {
            name: name.to_string(),
            sh_type,
            flags,
            align,
            entsize: 0,
            data: Vec::new(),
            nobits_size: 0,
            fixups: Vec::new(),
            has_instructions: false,
        }
    }

    /// Current size (the location counter).
    #[must_use]
    pub fn size(&self) -> u64 {
        if self.sh_type == sht::NOBITS { self.nobits_size } else { self.data.len() as u64 }
    }

    /// True for executable sections (alignment there uses `s_nop` padding).
    #[must_use]
    pub fn is_code(&self) -> bool {
        self.flags & shf::EXECINSTR != 0
    }
}

/// Type and flags LLVM infers for `.section NAME` written without flags (probed with llvm-mc-19).
#[must_use]
pub fn default_kind(name: &str) -> (u32, u64) {
    let pre = |p: &str| name == p || name.starts_with(&format!("{p}."));
    if pre(".text") {
        (sht::PROGBITS, shf::ALLOC | shf::EXECINSTR)
    } else if pre(".bss") || pre(".tbss") || name.starts_with(".sbss") {
        (sht::NOBITS, shf::ALLOC | shf::WRITE | if pre(".tbss") { shf::TLS } else { 0 })
    } else if pre(".data") || pre(".data1") || pre(".sdata") || pre(".data.rel.ro") {
        (sht::PROGBITS, shf::ALLOC | shf::WRITE)
    } else if pre(".tdata") {
        (sht::PROGBITS, shf::ALLOC | shf::WRITE | shf::TLS)
    } else if pre(".rodata") || pre(".rodata1") {
        (sht::PROGBITS, shf::ALLOC)
    } else if name.starts_with(".note") {
        (sht::NOTE, 0)
    } else if pre(".init_array") {
        (sht::INIT_ARRAY, shf::ALLOC | shf::WRITE)
    } else if pre(".fini_array") {
        (sht::FINI_ARRAY, shf::ALLOC | shf::WRITE)
    } else if pre(".preinit_array") {
        (sht::PREINIT_ARRAY, shf::ALLOC | shf::WRITE)
    } else {
        (sht::PROGBITS, 0)
    }
}
