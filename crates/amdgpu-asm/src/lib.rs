//! The AMDGPU assembler front end and relocatable-object writer.
//!
//! Text goes in, an ELF relocatable object (`ET_REL`, `EM_AMDGPU`) comes out, with the
//! sections, symbols and `R_AMDGPU_*` relocations llvm-mc-19 writes for the same source:
//! labels (named, `.L` local, numeric `1f`/`1b`), assignments, GNU-as expressions with
//! relocation specifiers (`sym@rel32@lo`), macros, loops, conditionals, `.include`, the data,
//! section and symbol directives, `.amdgcn_target`, `.amdhsa_code_object_version`,
//! `.amdhsa_kernel` blocks (the 64-byte kernel descriptor and `<name>.kd`) and
//! `.amdgpu_metadata` and `.amdgpu_pal_metadata` (the `NT_AMDGPU_METADATA` note), and the
//! code object V2 directives (`.hsa_code_object_*`, `.amd_kernel_code_t`,
//! `.amd_amdgpu_hsa_metadata`, `.amd_amdgpu_isa`), and the debug information llvm-mc
//! generates: DWARF line tables from `.file`/`.loc`, `.debug_frame`/`.eh_frame` from
//! `.cfi_startproc`/`.cfi_endproc` (docs/0016-assembler-dwarf.md).
//! Instructions are handed to an
//! [`InstructionBackend`]; [`IsaBackend`] encodes them with `amdgpu-isa` (for a generic
//! processor such as `gfx9-generic`, the instructions every covered processor accepts).
//!
//! Entry points: [`assemble`] (a source, a [`Loader`] for `.include`, a back end and
//! [`AsmOptions`]), [`assemble_file`] (what `amdgpu asm` needs), [`assemble_str`] and the
//! fuzzing entry [`parse`]. Failures come back as [`Diagnostics`]; [`Diagnostics::render`]
//! prints them the way llvm-mc does, with macro-expansion and include chains.
//!
//! ```
//! use amdgpu_asm::{AsmOptions, assemble_str};
//!
//! let src = r#"
//!     .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
//!     .amdhsa_code_object_version 5
//!     .data
//! table:
//!     .long 1, 2, end - table   ; a label difference folds to a constant
//!     .quad extern_sym          ; becomes an R_AMDGPU_ABS64 relocation
//! end:
//!     .rodata
//!     .amdhsa_kernel k
//!       .amdhsa_next_free_vgpr 1
//!       .amdhsa_next_free_sgpr 1
//!     .end_amdhsa_kernel
//! "#;
//! let out = assemble_str(src, &AsmOptions::default()).unwrap();
//! let obj = object::read::elf::ElfFile64::<object::Endianness>::parse(&*out.object).unwrap();
//! use object::{Object, ObjectSection, ObjectSymbol};
//! let data = obj.section_by_name(".data").unwrap();
//! assert_eq!(&data.data().unwrap()[..12], &[1, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 0]);
//! assert!(obj.symbols().any(|s| s.name() == Ok("k.kd") && s.size() == 64));
//!
//! // Errors carry file:line:col and a caret, llvm-mc style.
//! let err = assemble_str(".byte 300\n", &AsmOptions::default()).unwrap_err();
//! assert_eq!(err.render(), "<stdin>:1:7: error: out of range literal value\n.byte 300\n      ^\n");
//! ```

pub mod backend;
pub mod diag;
pub mod expr;
pub mod lexer;
pub mod listing;
pub mod section;
pub mod source;
pub mod symbol;

mod amdgpu;
mod asm;
mod directives;
mod dwarf;
mod elf;
mod isa_backend;
mod layout;
mod pal_regs;
mod read;
mod text_out;

pub use isa_backend::IsaBackend;
pub use listing::{AsmText, Listing, ListingLine, listing_source, listing_str, text_source, text_str};
pub use read::{MainSource, ReadError, read_source_file};
pub use source::Text;

pub use backend::{
    EncodedInst, ExprContext, InstError, InstFixup, InstructionBackend, NoInstructions, OperandExpr,
};
pub use diag::{DiagKind, Diagnostic, Diagnostics, Severity};
pub use source::{FsLoader, Loader, MemoryLoader, NoIncludes, SourceMap};

use amdgpu_target::{CodeObjectVersion, FeatureSetting, Os, Spelling, TargetId, Triple};
use section::{Section, SectionId};
use source::Span;
use symbol::Symbols;

/// Hard limits that make hostile input end quickly with a located error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Nested macro / loop expansions (llvm-mc allows 20).
    pub max_macro_depth: usize,
    /// Nested `.include`s.
    pub max_include_depth: usize,
    /// Nested `.if` blocks.
    pub max_cond_depth: usize,
    /// Total bytes of source text, including every expansion.
    pub max_source_bytes: usize,
    /// Total bytes of text produced by expanding macros, `.rept`, `.irp` and `.irpc` (the
    /// work a small input can ask for; see docs/0013-limits.md).
    pub max_expansion_bytes: usize,
    /// Symbols in the symbol table (labels, assigned and referenced names, numeric labels).
    pub max_symbols: usize,
    /// Total bytes of section contents (including NOBITS sizes).
    pub max_output_bytes: u64,
    /// Errors reported before giving up.
    pub max_errors: usize,
}

impl Limits {
    /// Tight limits for fuzzing: small expansions and outputs keep each run fast.
    #[must_use]
    pub fn fuzz() -> Self {
        Limits {
            max_macro_depth: 20,
            max_include_depth: 8,
            max_cond_depth: 64,
            max_source_bytes: 1 << 20,
            max_expansion_bytes: 1 << 20,
            max_symbols: 1 << 16,
            max_output_bytes: 4 << 20,
            max_errors: 100,
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_macro_depth: 20,
            max_include_depth: 32,
            max_cond_depth: 256,
            max_source_bytes: 64 << 20,
            max_expansion_bytes: 4 << 20,
            max_symbols: 1 << 20,
            max_output_bytes: 256 << 20,
            max_errors: 1000,
        }
    }
}

/// What to assemble for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmOptions {
    /// Triple (`amdgcn-amd-amdhsa`).
    pub triple: String,
    /// Processor (`gfx900`; aliases like `fiji` are accepted).
    pub mcpu: String,
    /// Features, llvm-mc style: `+xnack,-sramecc,+wavefrontsize64`.
    pub mattr: String,
    /// Code object version (LLVM 19 default: 5); `.amdhsa_code_object_version` overrides.
    pub code_object_version: Option<u32>,
    /// Resource limits.
    pub limits: Limits,
}

impl Default for AsmOptions {
    fn default() -> Self {
        AsmOptions {
            triple: "amdgcn-amd-amdhsa".into(),
            mcpu: "gfx900".into(),
            mattr: String::new(),
            code_object_version: None,
            limits: Limits::default(),
        }
    }
}

/// A main source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// Name shown in diagnostics.
    pub name: String,
    /// Text.
    pub text: String,
}

/// The result of a successful run.
#[derive(Debug)]
pub struct Output {
    /// The ELF relocatable object.
    pub object: Vec<u8>,
    /// Warnings (render with [`Output::render_warnings`]).
    pub warnings: Vec<Diagnostic>,
    /// Sources the warnings point into.
    pub sources: SourceMap,
}

impl Output {
    /// Warnings in llvm-mc's format.
    #[must_use]
    pub fn render_warnings(&self) -> String {
        diag::render_all(&self.warnings, &self.sources)
    }
}

/// Target facts for one run.
#[derive(Clone, Debug)]
pub struct TargetInfo {
    /// Target ID (processor and xnack/sramecc settings).
    pub id: TargetId,
    /// Code object version in effect.
    pub cov: u32,
    /// OS of the triple.
    pub os: Os,
    /// Kernel-descriptor facts.
    pub abi: amdgpu_hsa::AbiTarget,
    /// Predefined symbols and values.
    pub predefined: Vec<(String, i64)>,
}

impl TargetInfo {
    /// Resolves options to a target.
    ///
    /// # Errors
    /// A message naming the bad triple, processor or feature.
    pub fn from_options(opts: &AsmOptions) -> Result<TargetInfo, String> {
        let triple =
            Triple::parse(&opts.triple).map_err(|e| format!("invalid triple '{}': {e}", opts.triple))?;
        let p = amdgpu_target::processor(&opts.mcpu)
            .ok_or_else(|| format!("'{}' is not a recognized processor for this target", opts.mcpu))?;
        if p.arch != amdgpu_target::Arch::Amdgcn {
            return Err(format!("'{}' is an r600 processor; only amdgcn is supported", opts.mcpu));
        }
        let mut id = TargetId::new(Some(triple), p, Spelling::V4);
        // LLVM's `generic` processor (no `-mcpu`) has the descriptor layout of the processor
        // whose instructions it has (`amdgpu_target::GENERIC`).
        let abi_name = if p.version.is_none() { p.covers.first().copied().unwrap_or(p.name) } else { p.name };
        let mut abi = amdgpu_hsa::AbiTarget::from_processor(abi_name).map_err(|e| e.to_string())?;
        for f in opts.mattr.split(',').map(str::trim).filter(|f| !f.is_empty()) {
            let (on, name) = match f.as_bytes()[0] {
                b'+' => (true, &f[1..]),
                b'-' => (false, &f[1..]),
                _ => (true, f),
            };
            let setting = if on { FeatureSetting::On } else { FeatureSetting::Off };
            match name {
                "xnack" => {
                    if id.xnack != FeatureSetting::Unsupported {
                        id.xnack = setting;
                    }
                    abi.xnack = on && id.xnack != FeatureSetting::Unsupported;
                }
                "sramecc" | "sram-ecc" if id.sramecc != FeatureSetting::Unsupported => id.sramecc = setting,
                "cumode" => abi.cumode = on,
                "tgsplit" => abi.tg_split = on,
                _ => {} // other features do not change the object layer
            }
        }
        // The wave size the instruction forms use too (`IsaBackend::with_features`).
        if let Some(w) = amdgpu_isa::WaveSize::from_mattr(&opts.mattr)
            && p.wave_sizes().contains(&w.lanes())
        {
            abi.wave32 = w == amdgpu_isa::WaveSize::Wave32;
        }
        // HSA objects get `.amdgcn.gfx_generation_*` and the register counters; other OSes
        // the older `.option.machine_version_*` names (probed with llvm-mc-19).
        let hsa = triple.os == Os::Amdhsa;
        let predefined = amdgpu_target::regs::predefined_symbols(p)
            .into_iter()
            .map(|(n, v)| {
                let name = if hsa {
                    n.to_string()
                } else {
                    n.replace(".amdgcn.gfx_generation_number", ".option.machine_version_major")
                        .replace(".amdgcn.gfx_generation_", ".option.machine_version_")
                };
                (name, i64::from(v))
            })
            .chain(
                [(".amdgcn.next_free_vgpr".to_string(), 0), (".amdgcn.next_free_sgpr".to_string(), 0)]
                    .into_iter()
                    // The generic processor has none (probed with llvm-mc-19).
                    .filter(|_| hsa && p.version.is_some()),
            )
            .chain(
                [".kernel.sgpr_count", ".kernel.vgpr_count", ".kernel.agpr_count"]
                    .into_iter()
                    .map(|n| (n.to_string(), 0))
                    .filter(|_| !hsa),
            )
            .collect();
        Ok(TargetInfo { id, cov: opts.code_object_version.unwrap_or(5), os: triple.os, abi, predefined })
    }

    /// The target ID `.amdgcn_target` must name (spelling depends on the code object version).
    #[must_use]
    pub fn target_id_string(&self) -> String {
        let mut id = if self.cov >= 4 { self.id } else { self.id.respell(Spelling::V3) };
        // llvm-mc normalises an empty vendor to `unknown` (`amdgcn--amdhsa`).
        if let Some(t) = id.triple.as_mut() {
            if t.vendor == amdgpu_target::Vendor::Empty {
                t.vendor = amdgpu_target::Vendor::Unknown;
            }
        }
        id.to_string()
    }

    /// The ISA version `.hsa_code_object_isa` writes without arguments (code object V2): the
    /// processor's version, with the stepping of the XNACK variant (`gfx900` + xnack is 9.0.1,
    /// the old `gfx901`) when XNACK is on (probed with LLVM 14).
    #[must_use]
    pub fn v2_isa_version(&self) -> (u32, u32, u32) {
        let Some(v) = self.id.processor.version else { return (0, 0, 0) };
        let xnack_variant = matches!(self.id.processor.name, "gfx900" | "gfx902" | "gfx904" | "gfx906");
        let on = matches!(self.id.xnack, FeatureSetting::On | FeatureSetting::Any);
        (v.major, v.minor, v.stepping + u32::from(xnack_variant && on))
    }

    /// Local data share size of the processor (bound for `.amdgpu_lds`).
    #[must_use]
    pub fn lds_limit(&self) -> u32 {
        self.id.processor.lds_bytes
    }

    fn version(&self) -> Result<CodeObjectVersion, String> {
        CodeObjectVersion::from_number(self.cov).map_err(|e| e.to_string())
    }
}

/// An `.amdhsa_kernel` block.
#[derive(Clone, Debug)]
pub(crate) struct KernelBlock {
    pub(crate) name: String,
    pub(crate) name_span: Span,
    pub(crate) fields: Vec<(String, expr::Expr, Span)>,
    pub(crate) end_span: Span,
    pub(crate) section: SectionId,
    pub(crate) offset: u64,
}

/// Everything assembled, before layout.
pub(crate) struct Module {
    pub(crate) sections: Vec<Section>,
    pub(crate) section_order: Vec<u64>,
    pub(crate) symbols: Symbols,
    pub(crate) kernels: Vec<KernelBlock>,
    pub(crate) target: TargetInfo,
    /// `.addrsig` was given: write `.llvm_addrsig`.
    pub(crate) addrsig: bool,
    /// Symbols named by `.addrsig_sym`.
    pub(crate) addrsig_syms: Vec<String>,
    /// `.reloc` directives.
    pub(crate) explicit_relocs: Vec<ExplicitReloc>,
}

/// One `.reloc offset, type, expr`.
#[derive(Clone, Debug)]
pub(crate) struct ExplicitReloc {
    pub(crate) section: SectionId,
    pub(crate) offset: u64,
    pub(crate) rtype: u32,
    pub(crate) expr: Option<expr::Expr>,
    pub(crate) span: Span,
}

/// Assembles `src`, reading `.include`d files through `loader` and instructions through
/// `backend`.
///
/// # Errors
/// [`Diagnostics`] with every error found (and any warnings), each located.
pub fn assemble(
    src: &SourceFile,
    loader: &mut dyn Loader,
    backend: &mut dyn InstructionBackend,
    opts: &AsmOptions,
) -> Result<Output, Diagnostics> {
    assemble_inner(src, loader, backend, opts, None).0
}

/// [`assemble`], printing assembly text into `text` when it is given (see `text_out`).
pub(crate) fn assemble_inner(
    src: &SourceFile,
    loader: &mut dyn Loader,
    backend: &mut dyn InstructionBackend,
    opts: &AsmOptions,
    text: Option<Box<text_out::TextOut>>,
) -> (Result<Output, Diagnostics>, Option<Box<text_out::TextOut>>) {
    assemble_text(&src.name, Text::from(src.text.as_str()), loader, backend, opts, text)
}

/// [`assemble_inner`] with the main file's text borrowed (copied into the source map) or owned
/// (moved there).
fn assemble_text(
    name: &str,
    source: Text,
    loader: &mut dyn Loader,
    backend: &mut dyn InstructionBackend,
    opts: &AsmOptions,
    text: Option<Box<text_out::TextOut>>,
) -> (Result<Output, Diagnostics>, Option<Box<text_out::TextOut>>) {
    let target = match TargetInfo::from_options(opts) {
        Ok(t) => t,
        Err(msg) => {
            let mut sources = SourceMap::new();
            sources.add(name, source, None);
            let d =
                Diagnostic { severity: Severity::Error, kind: DiagKind::Amdgpu, message: msg, span: None };
            return (Err(Diagnostics { items: vec![d], sources }), text);
        }
    };
    let mut a = asm::Assembler::new(opts, target, loader, backend);
    if text.is_some() {
        a.text = text;
        text_out::start(&mut a);
    }
    a.push_file(name, source, None);
    a.run();
    crate::dwarf::finish(&mut a);
    if a.text.is_some() {
        text_out::finish(&mut a);
    }
    let text = a.text.take();
    let (module, mut diags, sm) = a.into_module();
    // The end-of-assembly checks (fixups, descriptors, sizes) run even after errors, so one
    // run reports everything it can.
    let object = match layout::finish(module, &mut diags) {
        Some(bytes) if !diags.iter().any(|d| d.severity == Severity::Error) => bytes,
        _ => return (Err(Diagnostics { items: diags, sources: sm }), text),
    };
    (Ok(Output { object, warnings: diags, sources: sm }), text)
}

/// Assembles one in-memory source named `<stdin>` with no includes, encoding instructions
/// with [`IsaBackend`] for `opts.mcpu` (or rejecting them when `amdgpu-isa` has no tables for
/// that processor).
///
/// # Errors
/// As [`assemble`].
pub fn assemble_str(text: &str, opts: &AsmOptions) -> Result<Output, Diagnostics> {
    let src = SourceFile { name: "<stdin>".into(), text: text.into() };
    assemble_with_isa(&src, &mut NoIncludes, opts)
}

/// Assembles `src`, reading `.include`d files from disk (the including file's folder, then
/// `include_dirs`) and encoding instructions with [`IsaBackend`] for `opts.mcpu` (or
/// rejecting them, located, when `amdgpu-isa` has no tables for that processor). This is what
/// `amdgpu asm` runs.
///
/// # Errors
/// As [`assemble`].
pub fn assemble_source(
    src: &SourceFile,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
) -> Result<Output, Diagnostics> {
    let mut loader = FsLoader { include_dirs: include_dirs.to_vec(), ..FsLoader::default() };
    assemble_with_isa(src, &mut loader, opts)
}

/// [`assemble_source`] taking the source by value: its text moves into the source map of the
/// result instead of being copied, so a large file is held once (the main file is also held
/// once more with comments blanked, which is what the statements read).
///
/// # Errors
/// As [`assemble`].
pub fn assemble_source_owned(
    src: SourceFile,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
) -> Result<Output, Diagnostics> {
    let SourceFile { name, text } = src;
    assemble_main(MainSource::new(name, text), include_dirs, opts)
}

/// [`assemble_source_owned`] for a [`MainSource`] (what [`read_source_file`] returns). This
/// is what `amdgpu asm` runs.
///
/// # Errors
/// As [`assemble`].
pub fn assemble_main(
    src: MainSource,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
) -> Result<Output, Diagnostics> {
    assemble_main_with(src, IsaBackend::with_features(&opts.mcpu, &opts.mattr), include_dirs, opts)
}

/// [`read_source_file`] and [`assemble_main`] in one, as `amdgpu asm` runs them: the
/// instruction back end for `opts.mcpu` (the processor's tables, a few milliseconds) is built
/// on a second thread while this one reads the file.
///
/// # Errors
/// The outer error when the file cannot be read or is not UTF-8 (as [`read_source_file`]);
/// the inner result is [`assemble_main`]'s.
pub fn assemble_path(
    path: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
) -> Result<Result<Output, Diagnostics>, ReadError> {
    let (src, isa) = std::thread::scope(|s| {
        let isa = std::thread::Builder::new()
            .spawn_scoped(s, || IsaBackend::with_features(&opts.mcpu, &opts.mattr));
        let src = read_source_file(path);
        // A thread that could not start, or panicked, only loses the head start.
        let isa = isa.ok().and_then(|h| h.join().ok());
        (src, isa)
    });
    let src = src?;
    let isa = isa.unwrap_or_else(|| IsaBackend::with_features(&opts.mcpu, &opts.mattr));
    Ok(assemble_main_with(src, isa, include_dirs, opts))
}

/// [`assemble_main`] with the back end already built (or the reason there is none).
fn assemble_main_with(
    src: MainSource,
    isa: Result<IsaBackend, String>,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
) -> Result<Output, Diagnostics> {
    let mut loader = FsLoader { include_dirs: include_dirs.to_vec(), ..FsLoader::default() };
    let MainSource { name, text } = src;
    match isa {
        Ok(mut isa) => assemble_text(&name, text, &mut loader, &mut isa, opts, None).0,
        Err(_) => assemble_text(&name, text, &mut loader, &mut NoInstructions, opts, None).0,
    }
}

/// [`assemble`] with the instruction back end chosen for `opts.mcpu`.
fn assemble_with_isa(
    src: &SourceFile,
    loader: &mut dyn Loader,
    opts: &AsmOptions,
) -> Result<Output, Diagnostics> {
    match IsaBackend::with_features(&opts.mcpu, &opts.mattr) {
        Ok(mut isa) => assemble(src, loader, &mut isa, opts),
        Err(_) => assemble(src, loader, &mut NoInstructions, opts),
    }
}

/// Assembles the file at `path` as the `amdgpu asm` command does: `.include`s are looked up
/// next to the including file and then in `include_dirs`; instructions are encoded with
/// [`IsaBackend`] when `amdgpu-isa` knows `opts.mcpu`.
///
/// # Errors
/// As [`assemble`]; an unreadable main file is one unlocated error.
pub fn assemble_file(
    path: &std::path::Path,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
) -> Result<Output, Diagnostics> {
    let src = match read_source_file(path) {
        Ok(src) => src,
        // Not UTF-8: assembled as decoded lossily (each bad sequence becomes U+FFFD).
        Err(ReadError::InvalidUtf8 { name, .. }) => match std::fs::read(path) {
            Ok(b) => MainSource::new(name, String::from_utf8_lossy(&b).into_owned()),
            Err(e) => return Err(unreadable(format!("cannot read '{name}': {e}"))),
        },
        Err(e @ ReadError::Io { .. }) => return Err(unreadable(e.to_string())),
    };
    assemble_main(src, include_dirs, opts)
}

/// The one unlocated error of a main file that cannot be read.
fn unreadable(message: String) -> Diagnostics {
    let d = Diagnostic { severity: Severity::Error, kind: DiagKind::Include, message, span: None };
    Diagnostics { items: vec![d], sources: SourceMap::new() }
}

/// Fuzzing entry point: assembles arbitrary bytes (lossily decoded as UTF-8) for gfx900 with
/// [`Limits::fuzz`]. Never panics; hostile input ends quickly with located errors.
///
/// # Errors
/// As [`assemble`].
pub fn parse(bytes: &[u8]) -> Result<Output, Diagnostics> {
    let text = String::from_utf8_lossy(bytes);
    let opts = AsmOptions { limits: Limits::fuzz(), ..AsmOptions::default() };
    assemble_str(&text, &opts)
}
