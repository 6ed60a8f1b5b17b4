//! AMDGPU-specific ELF constants (the `object` crate knows only `EM_AMDGPU`).

pub use amdgpu_target::eflags::{
    EF_AMDGPU_MACH, ELFOSABI_AMDGPU_HSA, ELFOSABI_AMDGPU_MESA3D, ELFOSABI_AMDGPU_PAL, ELFOSABI_NONE,
    EM_AMDGPU,
};

/// `STT_AMDGPU_HSA_KERNEL`: the symbol type of a V2 kernel (points at its `amd_kernel_code_t`).
pub const STT_AMDGPU_HSA_KERNEL: u8 = 10;
/// `SHN_AMDGPU_LDS`: the section index of LDS variables (like `SHN_COMMON`).
pub const SHN_AMDGPU_LDS: u16 = 0xff00;

/// Note name of the V2 notes.
pub const NOTE_NAME_AMD: &str = "AMD";
/// Note name of the V3+ notes.
pub const NOTE_NAME_AMDGPU: &str = "AMDGPU";

/// V2: code object version (`major`, `minor` as two u32).
pub const NT_AMD_HSA_CODE_OBJECT_VERSION: u32 = 1;
/// V2: HSAIL properties.
pub const NT_AMD_HSA_HSAIL: u32 = 2;
/// V2: ISA version (vendor and architecture names and major/minor/stepping).
pub const NT_AMD_HSA_ISA_VERSION: u32 = 3;
/// V2 (ROCm runtime documents): producer.
pub const NT_AMD_HSA_PRODUCER: u32 = 4;
/// V2 (ROCm runtime documents): producer options.
pub const NT_AMD_HSA_PRODUCER_OPTIONS: u32 = 5;
/// V2 (ROCm runtime documents): extension.
pub const NT_AMD_HSA_EXTENSION: u32 = 6;
/// V2: metadata YAML (`NT_AMD_AMDGPU_HSA_METADATA` in the older docs).
pub const NT_AMD_HSA_METADATA: u32 = 10;
/// V2: target ID text.
pub const NT_AMD_HSA_ISA_NAME: u32 = 11;
/// PAL metadata (legacy, under the `AMD` name).
pub const NT_AMD_PAL_METADATA: u32 = 12;
/// V3+: metadata MessagePack (under the `AMDGPU` name).
pub const NT_AMDGPU_METADATA: u32 = 32;

/// The name of a note type for its owner (`AMD` or `AMDGPU`), as llvm-readelf-19 prints it
/// (types 4-6 are not known to LLVM; they come from the ROCm code object documents).
#[must_use]
pub fn note_type_name(owner: &str, n_type: u32) -> Option<&'static str> {
    match (owner, n_type) {
        ("AMD", NT_AMD_HSA_CODE_OBJECT_VERSION) => Some("NT_AMD_HSA_CODE_OBJECT_VERSION"),
        ("AMD", NT_AMD_HSA_HSAIL) => Some("NT_AMD_HSA_HSAIL"),
        ("AMD", NT_AMD_HSA_ISA_VERSION) => Some("NT_AMD_HSA_ISA_VERSION"),
        ("AMD", NT_AMD_HSA_PRODUCER) => Some("NT_AMD_HSA_PRODUCER"),
        ("AMD", NT_AMD_HSA_PRODUCER_OPTIONS) => Some("NT_AMD_HSA_PRODUCER_OPTIONS"),
        ("AMD", NT_AMD_HSA_EXTENSION) => Some("NT_AMD_HSA_EXTENSION"),
        ("AMD", NT_AMD_HSA_METADATA) => Some("NT_AMD_HSA_METADATA"),
        ("AMD", NT_AMD_HSA_ISA_NAME) => Some("NT_AMD_HSA_ISA_NAME"),
        ("AMD", NT_AMD_PAL_METADATA) => Some("NT_AMD_PAL_METADATA"),
        ("AMDGPU", NT_AMDGPU_METADATA) => Some("NT_AMDGPU_METADATA"),
        _ => None,
    }
}

/// `R_AMDGPU_*` relocation names by number (12 is unassigned).
#[must_use]
pub fn relocation_name(r_type: u32) -> Option<&'static str> {
    Some(match r_type {
        0 => "R_AMDGPU_NONE",
        1 => "R_AMDGPU_ABS32_LO",
        2 => "R_AMDGPU_ABS32_HI",
        3 => "R_AMDGPU_ABS64",
        4 => "R_AMDGPU_REL32",
        5 => "R_AMDGPU_REL64",
        6 => "R_AMDGPU_ABS32",
        7 => "R_AMDGPU_GOTPCREL",
        8 => "R_AMDGPU_GOTPCREL32_LO",
        9 => "R_AMDGPU_GOTPCREL32_HI",
        10 => "R_AMDGPU_REL32_LO",
        11 => "R_AMDGPU_REL32_HI",
        13 => "R_AMDGPU_RELATIVE64",
        14 => "R_AMDGPU_REL16",
        _ => return None,
    })
}

/// `SHT_*` names for the section types AMDGPU objects use.
#[must_use]
pub fn section_type_name(sh_type: u32) -> Option<&'static str> {
    Some(match sh_type {
        0 => "NULL",
        1 => "PROGBITS",
        2 => "SYMTAB",
        3 => "STRTAB",
        4 => "RELA",
        5 => "HASH",
        6 => "DYNAMIC",
        7 => "NOTE",
        8 => "NOBITS",
        9 => "REL",
        11 => "DYNSYM",
        14 => "INIT_ARRAY",
        15 => "FINI_ARRAY",
        17 => "GROUP",
        18 => "SYMTAB_SHNDX",
        0x6fff_4c03 => "LLVM_ADDRSIG",
        0x6fff_4c05 => "LLVM_DEPENDENT_LIBRARIES",
        0x6fff_fff6 => "GNU_HASH",
        _ => return None,
    })
}

/// `STT_*` names (with the AMDGPU processor-specific kernel type).
#[must_use]
pub fn symbol_type_name(st_type: u8) -> &'static str {
    match st_type {
        0 => "NOTYPE",
        1 => "OBJECT",
        2 => "FUNC",
        3 => "SECTION",
        4 => "FILE",
        5 => "COMMON",
        6 => "TLS",
        10 => "AMDGPU_HSA_KERNEL",
        _ => "UNKNOWN",
    }
}

/// `STB_*` names.
#[must_use]
pub fn symbol_bind_name(bind: u8) -> &'static str {
    match bind {
        0 => "LOCAL",
        1 => "GLOBAL",
        2 => "WEAK",
        10 => "GNU_UNIQUE",
        _ => "UNKNOWN",
    }
}

/// `STV_*` names.
#[must_use]
pub fn symbol_visibility_name(vis: u8) -> &'static str {
    match vis & 3 {
        0 => "DEFAULT",
        1 => "INTERNAL",
        2 => "HIDDEN",
        _ => "PROTECTED",
    }
}

/// `ET_*` names.
#[must_use]
pub fn file_type_name(e_type: u16) -> &'static str {
    match e_type {
        0 => "NONE",
        1 => "REL",
        2 => "EXEC",
        3 => "DYN",
        4 => "CORE",
        _ => "UNKNOWN",
    }
}

/// `EI_OSABI` names for AMDGPU objects.
#[must_use]
pub fn os_abi_name(os_abi: u8) -> &'static str {
    match os_abi {
        ELFOSABI_NONE => "NONE",
        ELFOSABI_AMDGPU_HSA => "AMDGPU_HSA",
        ELFOSABI_AMDGPU_PAL => "AMDGPU_PAL",
        ELFOSABI_AMDGPU_MESA3D => "AMDGPU_MESA3D",
        _ => "UNKNOWN",
    }
}
