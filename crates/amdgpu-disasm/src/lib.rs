//! Disassembling AMDGPU code objects into source that assembles back to the same object, and
//! llvm-objdump-style listings.
//!
//! [`disassemble`] turns a relocatable object (`clang -c`) or a linked code object (`ld.lld
//! -shared`) into assembly text: `.amdgcn_target` and `.amdhsa_code_object_version`, every
//! section with its flags and alignment, every symbol with binding, visibility, type and size,
//! labels at symbols and branch targets, instructions in llvm-mc-19's syntax, data as
//! `.byte`/`.long`/`.quad`, kernel descriptors as `.amdhsa_kernel` blocks and the metadata as an
//! `.amdgpu_metadata` YAML block. Relocations are printed at their operands
//! (`ptrs@rel32@lo+4`, `.quad table+8`); in linked objects `s_getpc_b64` + `s_add_u32` /
//! `s_addc_u32` address computations and `R_AMDGPU_RELATIVE64` data are printed against
//! section labels, so the code rebuilds even when the linker moves things. Words the ISA layer
//! cannot decode yet become `.long` with a comment, so the bytes still come back exactly.
//!
//! ```
//! use amdgpu_disasm::{DisasmOptions, disassemble, disassemble_full, listing};
//!
//! // clang-19 -x cl -mcpu=gfx900 -mcode-object-version=5 -c (see tests/fixtures/README.md)
//! let obj = include_bytes!("../tests/fixtures/k-gfx900-v5.o");
//! let src = disassemble(obj, &DisasmOptions::default()).unwrap();
//! assert!(src.contains(".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\""));
//! assert!(src.contains("\t.amdhsa_kernel add\n"));
//! assert!(src.contains("v_lshl_add_u32 v0, s6, 6, v0"));
//! assert!(src.contains(".amdgpu_metadata"));
//!
//! let out = disassemble_full(obj, &DisasmOptions::default()).unwrap();
//! assert!(out.stats.instructions > 0);
//!
//! let lst = listing(obj, &DisasmOptions::default()).unwrap();
//! assert!(lst.contains("0000000000000000 <add>:"));
//!
//! // Hostile input: a typed error with the byte offset, never a panic.
//! assert!(disassemble(&obj[..100], &DisasmOptions::default()).is_err());
//! ```

mod code;
mod model;
mod stream;
mod text;
pub mod yaml;

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

use amdgpu_elf::{CodeObject, ElfError, Metadata};
use amdgpu_isa::Target;
use amdgpu_target::processor::Arch;

use code::{Item, Labels};
use model::{Model, Sec};
use text::Text;

/// Options for [`disassemble`] and [`listing`].
#[derive(Debug, Clone)]
pub struct DisasmOptions {
    /// Append `// ADDRESS: WORDS` comments to instructions in the source.
    pub comments: bool,
    /// In linked objects, print `s_getpc_b64`-relative literals against section labels.
    pub symbolize_pc_rel: bool,
    /// In listings, print relocations under the instructions they patch.
    pub relocations: bool,
    /// In listings, the file name for llvm-objdump's `NAME:\tfile format elf64-amdgpu` header
    /// line (no header when `None`).
    pub file_name: Option<String>,
    /// Threads that print a large code section (`0`: one per core, at most 8; sections under
    /// 64 KiB use one unless this is set). The text does not depend on it.
    pub threads: usize,
    /// Items per piece of a code section printed on its own (`0`: the default). The text does
    /// not depend on it; tests make it small to cut sections into many pieces.
    #[doc(hidden)]
    pub chunk_items: usize,
    /// The wave size instructions are printed for (`None`: the processor's default, wave32
    /// from GFX10 on, as llvm-objdump-19 prints without `--mattr=+wavefrontsize64`). It
    /// changes only how lane masks print (`vcc` / `s[0:1]` against `vcc_lo` / `s0`), not the
    /// bytes a source rebuilds to; such a source must be assembled in the same wave size.
    pub wave_size: Option<amdgpu_isa::WaveSize>,
}

impl Default for DisasmOptions {
    fn default() -> Self {
        DisasmOptions {
            comments: true,
            symbolize_pc_rel: true,
            relocations: true,
            file_name: None,
            threads: 0,
            chunk_items: 0,
            wave_size: None,
        }
    }
}

/// Counts of what the disassembler did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    /// Instructions printed as text.
    pub instructions: usize,
    /// Bytes of code printed as instructions.
    pub decoded_bytes: usize,
    /// Dwords of code printed as `.long` (not decoded).
    pub fallback_words: usize,
    /// Undecoded words by reason.
    pub fallback_reasons: BTreeMap<String, usize>,
    /// Relocations printed symbolically.
    pub relocations: usize,
    /// PC-relative literals printed symbolically (linked objects).
    pub pc_rel: usize,
    /// Kernel descriptors printed as `.amdhsa_kernel` blocks.
    pub kernel_blocks: usize,
}

/// A disassembly with its statistics and the things it could not express exactly.
#[derive(Debug, Clone)]
pub struct Output {
    pub text: String,
    pub stats: Stats,
    /// What the source does not reproduce exactly, or leaves out.
    pub warnings: Vec<String>,
}

/// Errors of the disassembler; all carry the byte offset of the offending structure.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DisasmError {
    /// The ELF layer rejected the file.
    #[error(transparent)]
    Elf(#[from] ElfError),
    /// A section's contents lie outside the file.
    #[error("offset {offset:#x}: section {name} lies outside the file")]
    SectionBounds {
        /// File offset of the section header.
        offset: u64,
        name: String,
    },
    /// An object this disassembler does not handle.
    #[error("offset {offset:#x}: {what} is not supported")]
    Unsupported {
        /// Where the deciding field is (e.g. the ELF header's `e_ident`).
        offset: u64,
        what: String,
    },
    /// Writing the text failed ([`disassemble_to`]).
    #[error("output byte {offset}: {message}")]
    Write {
        /// Bytes of text written before the failure.
        offset: u64,
        message: String,
    },
}

/// Statistics and warnings of [`disassemble_to`] (the text went to the writer).
#[derive(Debug, Clone)]
pub struct Summary {
    pub stats: Stats,
    /// What the source does not reproduce exactly, or leaves out.
    pub warnings: Vec<String>,
}

/// Where the text goes: kept whole ([`disassemble_full`]) or written out in pieces of about
/// [`Sink::CHUNK`] bytes ([`disassemble_to`]), so memory does not grow with the output.
pub(crate) struct Sink<'w> {
    w: Option<&'w mut dyn std::io::Write>,
    written: u64,
}

impl Sink<'_> {
    /// Text buffered before it is written out.
    pub const CHUNK: usize = 1 << 20;

    /// Appends the workers' texts to `out` in round-robin order (text `i` comes from worker
    /// `i % rxs.len()`), at most `limit` of them, until a channel closes; writes out whole
    /// pieces directly when nothing is buffered, and flushes `out` once it reaches [`Self::CHUNK`].
    pub fn gather(
        &mut self,
        rxs: &[std::sync::mpsc::Receiver<(Text, Stats)>],
        limit: usize,
        stats: &mut Stats,
        out: &mut Text,
        recycle: &mut dyn FnMut(Text),
    ) -> Result<(), DisasmError> {
        for i in 0..limit {
            let Ok((mut text, st)) = rxs[i % rxs.len()].recv() else {
                break;
            };
            add_stats(stats, st);
            if out.is_empty() && self.w.is_some() {
                self.flush(&mut text)?;
            } else {
                out.append(&text);
                text.clear();
                if out.len() >= Self::CHUNK {
                    self.flush(out)?;
                }
            }
            recycle(text);
        }
        Ok(())
    }

    /// True when the text goes to a writer (not kept).
    pub fn writes(&self) -> bool {
        self.w.is_some()
    }

    /// Writes `out` and empties it (keeps it when there is no writer).
    pub fn flush(&mut self, out: &mut Text) -> Result<(), DisasmError> {
        let Some(w) = self.w.as_mut() else { return Ok(()) };
        w.write_all(out.as_bytes())
            .map_err(|e| DisasmError::Write { offset: self.written, message: e.to_string() })?;
        self.written += out.len() as u64;
        out.clear();
        Ok(())
    }
}

/// Disassembles a code object into assembler source.
///
/// # Errors
/// [`DisasmError`] for malformed or unsupported objects.
pub fn disassemble(data: &[u8], opts: &DisasmOptions) -> Result<String, DisasmError> {
    Ok(disassemble_full(data, opts)?.text)
}

/// [`disassemble`], with statistics and warnings.
///
/// # Errors
/// [`DisasmError`] for malformed or unsupported objects.
pub fn disassemble_full(data: &[u8], opts: &DisasmOptions) -> Result<Output, DisasmError> {
    let (text, stats, warnings) = run(data, opts, &mut Sink { w: None, written: 0 })?;
    Ok(Output { text, stats, warnings })
}

/// [`disassemble_full`], writing the text to `w` as it is made (in pieces of about a megabyte)
/// instead of holding it: the way to disassemble large objects. Code sections are printed by
/// all cores. Nothing is written when the object is rejected; a write error stops the work.
///
/// # Errors
/// [`DisasmError`] for malformed or unsupported objects, [`DisasmError::Write`] when `w` fails.
pub fn disassemble_to(
    data: &[u8],
    opts: &DisasmOptions,
    w: &mut dyn std::io::Write,
) -> Result<Summary, DisasmError> {
    disassemble_to_with(data, opts, None, w)
}

/// [`disassemble_to`] with decoding tables built ahead ([`Isa`]): used when the object names
/// their processor, else the object's own are built (the text is the same either way).
///
/// ```
/// use amdgpu_disasm::{DisasmOptions, Isa, disassemble, disassemble_to_with, header_processor};
///
/// let obj = include_bytes!("../tests/fixtures/k-gfx900-v5.o");
/// let name = header_processor(obj).unwrap();
/// assert_eq!(name, "gfx900");
/// let target = amdgpu_isa::Target::new(name).unwrap();
/// let isa = Isa::new(&target);
/// let mut text = Vec::new();
/// disassemble_to_with(obj, &DisasmOptions::default(), Some(&isa), &mut text).unwrap();
/// assert_eq!(text, disassemble(obj, &DisasmOptions::default()).unwrap().into_bytes());
/// ```
///
/// # Errors
/// As [`disassemble_to`].
pub fn disassemble_to_with(
    data: &[u8],
    opts: &DisasmOptions,
    isa: Option<&Isa<'_>>,
    w: &mut dyn std::io::Write,
) -> Result<Summary, DisasmError> {
    let (_, stats, warnings) = run_with(data, opts, isa, &mut Sink { w: Some(w), written: 0 })?;
    Ok(Summary { stats, warnings })
}

fn run(
    data: &[u8],
    opts: &DisasmOptions,
    sink: &mut Sink<'_>,
) -> Result<(String, Stats, Vec<String>), DisasmError> {
    run_with(data, opts, None, sink)
}

fn run_with(
    data: &[u8],
    opts: &DisasmOptions,
    isa: Option<&Isa<'_>>,
    sink: &mut Sink<'_>,
) -> Result<(String, Stats, Vec<String>), DisasmError> {
    let co = amdgpu_elf::read(data)?;
    check_supported(&co)?;
    let mut model = Model::build(&co, data)?;
    // The tables built ahead when they are this object's processor's (by name: `Target::new`
    // depends on the name only), else the object's own.
    let name = co.flags.as_ref().ok().and_then(|f| f.processor).map(|p| isa_name(p.name));
    let isa = isa.filter(|i| {
        name.is_some_and(|n| i.target.processor().name == n)
            && opts.wave_size.is_none_or(|w| i.target.wave_size() == w)
    });
    let own = if isa.is_none() { isa_target(&co, opts) } else { None };
    let target = isa.map(|i| i.target).or(own.as_ref());
    let mut stats = Stats::default();
    let mut out = Text::default();
    let isa_note = co.elf.notes.iter().find(|n| {
        n.name == amdgpu_elf::consts::NOTE_NAME_AMD && n.n_type == amdgpu_elf::consts::NT_AMD_HSA_ISA_NAME
    });
    let v2 = co.version.is_some_and(|v| v.number() == 2);
    let isa_note = isa_note.filter(|_| co.version.is_none());
    if isa_note.is_some() || v2 {
        // Printed after the sections, where clang puts it (it makes the `.note` section).
    } else if co.arch == Arch::R600 {
        // No target directive exists for r600: the processor is an assembler option.
        let cpu = co.flags.as_ref().ok().and_then(|f| f.processor).map_or("?", |p| p.name);
        let _ = writeln!(out, "\t// r600 code (printed as data): llvm-mc-19 -triple=r600 -mcpu={cpu}");
    } else if let Some(id) = co.target_id() {
        let _ = writeln!(out, "\t.amdgcn_target \"{id}\"");
    }
    if let Some(v) = co.version.filter(|_| !v2) {
        let _ = writeln!(out, "\t.amdhsa_code_object_version {}", v.number());
    }
    for d in &model.sym_directives {
        out.push_str(d);
        out.push('\n');
    }
    for si in 0..model.secs.len() {
        let mut sec = model.secs[si].clone();
        section_header(&sec, &mut out);
        let bytes = &data[sec.file_range.clone()];
        if sec.is_code() {
            emit_code(&mut sec, bytes, target, isa, &model, opts, &mut stats, &mut out, sink)?;
        } else {
            emit_data(&sec, bytes, &mut stats, &mut out);
        }
        model.secs[si] = sec;
        if out.len() >= Sink::CHUNK {
            sink.flush(&mut out)?;
        }
    }
    if v2 {
        v2_notes(&co, &mut out, &mut model.warnings);
    }
    if let Some(n) = isa_note {
        // Non-HSA objects (Mesa) carry the target in an ISA-name note, which this directive makes.
        let t = n.desc.strip_suffix(&[0]).unwrap_or(&n.desc);
        let _ = writeln!(out, "\t.amd_amdgpu_isa {}", model::quote_bytes(t));
    }
    if let Some(names) = &model.addrsig {
        out.push_str("\t.addrsig\n");
        for n in names {
            let _ = writeln!(out, "\t.addrsig_sym {n}");
        }
    }
    match &co.metadata {
        Some(Metadata::MsgPack { value, .. }) => {
            let (text, loss) = yaml::to_yaml(value);
            let pal = co.os == Some(amdgpu_target::target_id::Os::Amdpal);
            let directive = if pal { "amdgpu_pal_metadata" } else { "amdgpu_metadata" };
            let _ = writeln!(out, "\t.{directive}");
            out.push_str(&text);
            let _ = writeln!(out, "\t.end_{directive}");
            for p in loss.lossy {
                model.warnings.push(format!("metadata value {p} does not read back exactly"));
            }
        }
        // V2: printed with the other notes.
        Some(Metadata::Yaml { .. }) => {}
        None => {}
    }
    for n in &co.elf.notes {
        let known = (n.name == "AMDGPU" && n.n_type == amdgpu_elf::consts::NT_AMDGPU_METADATA)
            || (v2 && n.name == "AMD" && matches!(n.n_type, 1 | 3 | 10 | 11))
            || (co.version.is_none()
                && n.name == "AMD"
                && n.n_type == amdgpu_elf::consts::NT_AMD_HSA_ISA_NAME);
        if !known {
            model.warnings.push(format!("note {} type {} is not printed", n.name, n.n_type));
        }
    }
    stats.kernel_blocks = model.secs.iter().map(|s| s.kds.len() - s.kds_as_data.len()).sum();
    sink.flush(&mut out)?;
    Ok((out.into_string(), stats, model.warnings))
}

/// r600 objects (ELFCLASS32) have no ISA tables: their code is printed as data, which
/// llvm-mc-19 `-triple=r600` assembles back (docs/0011).
fn check_supported(_co: &CodeObject) -> Result<(), DisasmError> {
    Ok(())
}

/// Code object V2: the `AMD` notes, in their order, as the LLVM 14 directives that make them.
fn v2_notes(co: &CodeObject, out: &mut Text, warnings: &mut Vec<String>) {
    use amdgpu_elf::consts::*;
    let u32_at = |d: &[u8], i: usize| d.get(i..i + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    for n in co.elf.notes.iter().filter(|n| n.name == NOTE_NAME_AMD) {
        let d = &n.desc;
        match n.n_type {
            NT_AMD_HSA_CODE_OBJECT_VERSION => match (u32_at(d, 0), u32_at(d, 4)) {
                (Some(a), Some(b)) => {
                    let _ = writeln!(out, "\t.hsa_code_object_version {a},{b}");
                }
                _ => warnings.push("short code object version note".into()),
            },
            NT_AMD_HSA_ISA_VERSION => {
                let vs = d.get(0..2).map(|b| usize::from(u16::from_le_bytes([b[0], b[1]])));
                let as_ = d.get(2..4).map(|b| usize::from(u16::from_le_bytes([b[0], b[1]])));
                let (Some(vs), Some(as_), Some(ma), Some(mi), Some(st)) =
                    (vs, as_, u32_at(d, 4), u32_at(d, 8), u32_at(d, 12))
                else {
                    warnings.push("short ISA version note".into());
                    continue;
                };
                let name = |b: Option<&[u8]>| b.map(|x| x.strip_suffix(&[0]).unwrap_or(x).to_vec());
                let vendor = name(d.get(16..16 + vs));
                let arch = name(d.get(16 + vs..16 + vs + as_));
                match (vendor, arch) {
                    (Some(v), Some(a)) => {
                        let _ = writeln!(
                            out,
                            "\t.hsa_code_object_isa {ma},{mi},{st},{},{}",
                            model::quote_bytes(&v),
                            model::quote_bytes(&a)
                        );
                    }
                    _ => warnings.push("short ISA version note".into()),
                }
            }
            NT_AMD_HSA_ISA_NAME => {
                let t = d.strip_suffix(&[0]).unwrap_or(d);
                let _ = writeln!(out, "\t.amd_amdgpu_isa {}", model::quote_bytes(t));
            }
            NT_AMD_HSA_METADATA => {
                let t = d.strip_suffix(&[0]).unwrap_or(d);
                let text = String::from_utf8_lossy(t);
                out.push_str("\t.amd_amdgpu_hsa_metadata\n");
                out.push_str(text.trim_end_matches('\0'));
                if !text.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str("\t.end_amd_amdgpu_hsa_metadata\n");
            }
            t => warnings.push(format!("note AMD type {t} is not printed")),
        }
    }
}

fn isa_target(co: &CodeObject, opts: &DisasmOptions) -> Option<Target> {
    Target::with_wave_size_if_any(isa_name(co.flags.as_ref().ok()?.processor?.name), opts.wave_size).ok()
}

/// The processor whose tables decode code of processor `name`: a generic target's ISA is the
/// common subset of its family; its first member's tables decode it (docs/0011-disassembler.md).
fn isa_name(name: &'static str) -> &'static str {
    match name {
        "gfx9-generic" => "gfx900",
        n => n,
    }
}

/// A processor's decoding tables (its [`Target`] and fast path), built ahead
/// of the object: `amdgpu disasm` builds them from the ELF header ([`header_processor`]) on one
/// thread while another reads the file. [`disassemble_to_with`] uses them when the object's
/// flags name this processor and builds its own otherwise, so a wrong guess costs time, never
/// text.
pub struct Isa<'t> {
    target: &'t Target,
    fast: amdgpu_isa::fast::Fast<'t>,
}

impl<'t> Isa<'t> {
    /// The tables of `target` (about 3 ms: the fast path's plans).
    #[must_use]
    pub fn new(target: &'t Target) -> Isa<'t> {
        Isa { target, fast: amdgpu_isa::fast::Fast::new(target) }
    }

    /// The target the tables are for.
    #[must_use]
    pub fn target(&self) -> &'t Target {
        self.target
    }
}

/// The processor to build an [`Isa`] for, from the start of a 64-bit AMDGPU object (its ELF
/// header's `EF_AMDGPU_MACH`; at least 64 bytes). `None` when the header does not name one
/// (not ELF64 AMDGPU, a V2 object with the processor in a note, unknown machine values): only a
/// guess, checked against the parsed object by [`disassemble_to_with`].
#[must_use]
pub fn header_processor(head: &[u8]) -> Option<&'static str> {
    const EM_AMDGPU: u16 = 224;
    let h = head.get(..64)?;
    if h[..4] != *b"\x7fELF" || h[4] != 2 || h[5] != 1 || u16::from_le_bytes([h[18], h[19]]) != EM_AMDGPU {
        return None;
    }
    let flags = u32::from_le_bytes([h[48], h[49], h[50], h[51]]);
    let p = amdgpu_target::processor::processor_by_mach(flags & amdgpu_target::eflags::EF_AMDGPU_MACH)?;
    (p.arch == Arch::Amdgcn).then(|| isa_name(p.name))
}

fn section_header(sec: &Sec, out: &mut Text) {
    use model::*;
    let mut flags = String::new();
    for (bit, c) in [
        (SHF_ALLOC, 'a'),
        (SHF_WRITE, 'w'),
        (SHF_EXECINSTR, 'x'),
        (SHF_MERGE, 'M'),
        (SHF_STRINGS, 'S'),
        (SHF_TLS, 'T'),
        (SHF_GNU_RETAIN, 'R'),
        (SHF_EXCLUDE, 'e'),
    ] {
        // A merged section without an entry size (a linker's output) merges nothing more.
        let unmergeable = matches!(c, 'M' | 'S') && sec.entsize == 0;
        if sec.flags & bit != 0 && !unmergeable {
            flags.push(c);
        }
    }
    let ty = match sec.sh_type {
        SHT_NOBITS => "@nobits",
        14 => "@init_array",
        15 => "@fini_array",
        16 => "@preinit_array",
        _ => "@progbits",
    };
    let _ = write!(out, "\t.section\t{},\"{flags}\",{ty}", sym_name(&sec.name));
    if sec.flags & SHF_MERGE != 0 && sec.entsize != 0 {
        let _ = write!(out, ",{}", sec.entsize);
    }
    out.push('\n');
    if sec.align > 1 && sec.align.is_power_of_two() {
        let _ = writeln!(out, "\t.p2align\t{}", sec.align.trailing_zeros());
    }
    let _ = writeln!(out, "{}:", sec.label());
}

fn emit_labels(sec: &Sec, off: u64, out: &mut Text) {
    if let Some(names) = sec.labels.get(&off) {
        for n in names {
            let _ = writeln!(out, "{n}:");
        }
    }
}

fn words_hex(bytes: &[u8]) -> String {
    let mut s = String::new();
    for (i, c) in bytes.chunks(4).enumerate() {
        if i > 0 {
            s.push(' ');
        }
        if c.len() == 4 {
            let _ = write!(s, "{:08X}", u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        } else {
            for b in c {
                let _ = write!(s, "{b:02X}");
            }
        }
    }
    s
}

/// Decodes a code section, splitting instructions that a relocation patches anywhere but in
/// their literal.
fn decode_items(sec: &Sec, bytes: &[u8], target: Option<&Target>, split_fixes: bool) -> Vec<Item> {
    code::ItemIter::new(sec, bytes, target, split_fixes).collect()
}

/// Prints a code section: a label pass (item starts, branch targets, PC-relative literals),
/// then the items, in pieces printed by all cores when the section is large
/// (docs/0011-disassembler.md, "Throughput").
#[allow(clippy::too_many_arguments)]
fn emit_code(
    sec: &mut Sec,
    bytes: &[u8],
    target: Option<&Target>,
    isa: Option<&Isa<'_>>,
    model: &Model,
    opts: &DisasmOptions,
    stats: &mut Stats,
    out: &mut Text,
    sink: &mut Sink<'_>,
) -> Result<(), DisasmError> {
    // Decoding asks about the section's own labels only (branch-target labels are added at
    // item starts, so they never change what decodes).
    let bounds = code::Bounds::new(sec);
    // Small sections stay on this thread (asking for the core count reads cgroup files).
    let workers = if opts.threads > 0 {
        opts.threads
    } else if bytes.len() >= 64 * 1024 {
        std::thread::available_parallelism().map_or(1, usize::from).min(8)
    } else {
        1
    };
    let pc_rel = !model.relocatable && opts.symbolize_pc_rel;
    // Where the two-pass printing starts (after what the streaming path wrote).
    let mut from = 0;
    if workers >= 2 && !pc_rel {
        // Chunks decoded and printed on all cores from guessed starts, stitched where their
        // items agree (stream.rs).
        let chunk_items = if opts.chunk_items > 0 { opts.chunk_items } else { stream::CHUNK_ITEMS };
        let s: &Sec = sec;
        match stream::emit(s, bytes, target, isa, opts.comments, workers, chunk_items, stats, out, sink)? {
            stream::Streamed::Done { to_end } => {
                let end = bytes.len() as u64;
                emit_labels(sec, end, out);
                if to_end {
                    let here = sec.labels.get(&end);
                    let existing = here.and_then(|v| v.iter().find(|n| n.starts_with(".L")));
                    if existing.is_none() {
                        let _ = writeln!(out, ".LBB{}_{end:x}:", sec.key);
                    }
                }
                return Ok(());
            }
            // Two chunks found no common item start (hand-made or corrupt code): the rest of
            // the section the two-pass way, on this thread.
            stream::Streamed::Fallback { from: f } => from = f,
        }
    }
    let popts = code::PassOpts { pc_rel, workers, every: code::CHUNK_ITEMS };
    let pass = code::LabelPass::run(sec, bytes, target, &bounds, popts);
    // Branch targets that start an item get a label.
    let mut names: BTreeMap<u64, String> = BTreeMap::new();
    for &(_, t) in &pass.targets {
        if pass.starts_at(t) || t == bytes.len() as u64 {
            let existing = sec.labels.get(&t).and_then(|v| v.iter().find(|n| n.starts_with(".L")).cloned());
            let name = existing.unwrap_or_else(|| format!(".LBB{}_{t:x}", sec.key));
            names.insert(t, name);
        }
    }
    for (t, n) in &names {
        let v = sec.labels.entry(*t).or_default();
        if !v.contains(n) {
            v.push(n.clone());
        }
    }
    // PC-relative literals of linked objects.
    let mut pc_exprs: BTreeMap<u64, String> = BTreeMap::new();
    for p in &pass.pc_rel {
        let g = sec.addr.wrapping_add(p.getpc_off);
        let t = g.wrapping_add(4).wrapping_add(p.disp as u64);
        let lit_addr = sec.addr.wrapping_add(p.lit_off);
        let delta = (lit_addr as i64).wrapping_sub((g as i64).wrapping_add(4));
        let fix = if let Some((sym, off)) = model.addr_expr(t) {
            model::Fix { r_type: if p.hi { 11 } else { 10 }, sym, addend: off.wrapping_add(delta) }
        } else if let Some(sym) = model.got_slots.get(&t) {
            // A GOT entry the linker made for `sym`.
            model::Fix { r_type: if p.hi { 9 } else { 8 }, sym: sym.clone(), addend: delta }
        } else {
            continue;
        };
        if let Some(text) = fix.operand_text() {
            pc_exprs.insert(p.lit_off, text);
        }
    }
    let sec: &Sec = sec;
    let names = code::Names::Map(&names);
    let ctx = code::CodeCtx { sec, bytes, target, names, pc_exprs: &pc_exprs, comments: opts.comments };
    let end = bytes.len() as u64;
    if pass.resume.is_empty() || workers < 2 || from > 0 {
        let mut cache = code::ReparseCache::default();
        code::print_items(&ctx, bounds, from, end, stats, out, &mut cache, &mut |o| sink.flush(o))?;
    } else {
        print_parallel(&ctx, &bounds, &pass.resume, workers, stats, out, sink)?;
    }
    emit_labels(sec, end, out);
    Ok(())
}

/// Prints the pieces of a large code section on `workers` threads: worker `w` prints pieces
/// `w`, `w + workers`, ... into its own buffer and hands each over through a channel of one
/// slot; this thread writes them in order. At most two pieces per worker exist at a time.
fn print_parallel(
    ctx: &code::CodeCtx<'_>,
    bounds: &code::Bounds,
    resume: &[u64],
    workers: usize,
    stats: &mut Stats,
    out: &mut Text,
    sink: &mut Sink<'_>,
) -> Result<(), DisasmError> {
    let end = ctx.bytes.len() as u64;
    let mut cuts = vec![0u64];
    cuts.extend_from_slice(resume);
    cuts.push(end);
    let pieces = cuts.len() - 1;
    let workers = workers.min(pieces);
    std::thread::scope(|scope| {
        let mut rxs = Vec::new();
        for w in 0..workers {
            let (tx, rx) = std::sync::mpsc::sync_channel::<(Text, Stats)>(1);
            rxs.push(rx);
            let cuts = &cuts;
            scope.spawn(move || {
                let mut cache = code::ReparseCache::default();
                for i in (w..pieces).step_by(workers) {
                    let (mut text, mut st) = (Text::with_capacity(4 * Sink::CHUNK), Stats::default());
                    // Pieces are not flushed on their own: the writer thread does that.
                    let r = code::print_items(
                        ctx,
                        bounds.clone(),
                        cuts[i],
                        cuts[i + 1],
                        &mut st,
                        &mut text,
                        &mut cache,
                        &mut |_| Ok(()),
                    );
                    if r.is_err() || tx.send((text, st)).is_err() {
                        return;
                    }
                }
            });
        }
        sink.gather(&rxs, pieces, stats, out, &mut drop)
    })
}

pub(crate) fn add_stats(to: &mut Stats, s: Stats) {
    to.instructions += s.instructions;
    to.decoded_bytes += s.decoded_bytes;
    to.fallback_words += s.fallback_words;
    for (k, v) in s.fallback_reasons {
        *to.fallback_reasons.entry(k).or_default() += v;
    }
    to.relocations += s.relocations;
    to.pc_rel += s.pc_rel;
    to.kernel_blocks += s.kernel_blocks;
}

/// Pads the current line to `col` columns after its leading tab, as llvm-objdump-19 lays out
/// its listings; a line already that long gets `min` spaces (llvm-objdump: none, as in
/// `..., v[8:9]// 0000...`).
fn pad_to(out: &mut String, col: usize, min: usize) {
    let line_start = out.rfind('\n').map_or(0, |i| i + 1);
    let width = out.len() - line_start - 1;
    for _ in 0..col.saturating_sub(width).max(min) {
        out.push(' ');
    }
}

pub(crate) fn raw_words(
    sec: &Sec,
    bytes: &[u8],
    off: u64,
    len: usize,
    why: &str,
    stats: &mut Stats,
    out: &mut Text,
) {
    let mut o = off;
    let end = off + len as u64;
    let mut words = Vec::new();
    let flush = |words: &mut Vec<String>, out: &mut Text, at: u64| {
        if !words.is_empty() {
            let _ = writeln!(out, "\t.long\t{}\t\t// {:06x}: {why}", words.join(", "), at);
            words.clear();
        }
    };
    let mut start = o;
    while o < end {
        let n = (end - o).min(4) as usize;
        let b = &bytes[o as usize..o as usize + n];
        if let Some(f) = sec.fixes.get(&o) {
            flush(&mut words, out, start);
            match f.data_directive() {
                Some(d) if f.width() == n => {
                    let _ = writeln!(out, "\t{d}");
                    stats.relocations += 1;
                }
                _ => byte_line(b, out),
            }
            stats.fallback_words += 1;
            *stats.fallback_reasons.entry(why.to_string()).or_default() += 1;
            o += n as u64;
            start = o;
            continue;
        }
        if n == 4 {
            words.push(format!("0x{:08x}", u32::from_le_bytes([b[0], b[1], b[2], b[3]])));
            stats.fallback_words += 1;
            *stats.fallback_reasons.entry(why.to_string()).or_default() += 1;
        } else {
            flush(&mut words, out, start);
            byte_line(b, out);
        }
        o += n as u64;
    }
    flush(&mut words, out, start);
}

fn byte_line(b: &[u8], out: &mut Text) {
    let list: Vec<String> = b.iter().map(|x| format!("0x{x:02x}")).collect();
    let _ = writeln!(out, "\t.byte\t{}", list.join(", "));
}

fn emit_data(sec: &Sec, bytes: &[u8], stats: &mut Stats, out: &mut Text) {
    let size = sec.size;
    let nobits = sec.sh_type == model::SHT_NOBITS;
    let mut pos = 0u64;
    while pos < size {
        emit_labels(sec, pos, out);
        if let Some(kd) = sec.kds.get(&pos) {
            out.push_str(&kd.text);
            pos += kd.len;
            continue;
        }
        if let Some(f) = sec.fixes.get(&pos)
            && !nobits
            && let Some(d) = f.data_directive()
            && pos + f.width() as u64 <= size
        {
            let _ = writeln!(out, "\t{d}");
            stats.relocations += 1;
            pos += f.width() as u64;
            continue;
        }
        // Run of plain bytes up to the next label, relocation or descriptor.
        let mut next = size;
        for m in [
            sec.labels.range(pos + 1..).next().map(|(k, _)| *k),
            sec.fixes.range(pos + 1..).next().map(|(k, _)| *k),
            sec.kds.range(pos + 1..).next().map(|(k, _)| *k),
        ]
        .into_iter()
        .flatten()
        {
            next = next.min(m);
        }
        if nobits {
            let _ = writeln!(out, "\t.zero\t{}", next - pos);
            pos = next;
            continue;
        }
        let chunk = &bytes[pos as usize..next as usize];
        data_run(chunk, pos, out);
        pos = next;
    }
    emit_labels(sec, size, out);
}

/// Plain bytes: `.long` for aligned dwords, `.byte` for the rest, at most 4 values a line.
fn data_run(chunk: &[u8], start: u64, out: &mut Text) {
    let mut i = 0usize;
    while i < chunk.len() {
        let at = start + i as u64;
        if at % 4 == 0 && chunk.len() - i >= 4 {
            let mut vals = Vec::new();
            while vals.len() < 4 && chunk.len() - i >= 4 {
                let b = &chunk[i..i + 4];
                vals.push(format!("0x{:08x}", u32::from_le_bytes([b[0], b[1], b[2], b[3]])));
                i += 4;
            }
            let _ = writeln!(out, "\t.long\t{}", vals.join(", "));
        } else {
            let n = if at % 4 == 0 { chunk.len() - i } else { ((4 - at % 4) as usize).min(chunk.len() - i) };
            byte_line(&chunk[i..i + n], out);
            i += n;
        }
    }
}

/// An llvm-objdump-style listing (`llvm-objdump -d -r`): per code section, symbol headers,
/// instructions with address and raw words, branch targets annotated `<sym+0xoff>`, and
/// relocations under the instruction they patch.
///
/// # Errors
/// [`DisasmError`] for malformed or unsupported objects.
pub fn listing(data: &[u8], opts: &DisasmOptions) -> Result<String, DisasmError> {
    let co = amdgpu_elf::read(data)?;
    if co.arch != Arch::Amdgcn {
        return Err(DisasmError::Unsupported { offset: 4, what: "r600 (ELFCLASS32) code".into() });
    }
    let model = Model::build(&co, data)?;
    let target = isa_target(&co, opts);
    let mut out = String::new();
    if let Some(name) = &opts.file_name {
        let _ = write!(out, "\n{name}:\tfile format elf64-amdgpu\n");
    }
    // Function/object/notype symbols of each code section, by offset (gathered in one pass:
    // a pass per section was quadratic on objects with tens of thousands of sections).
    let mut heads_of: HashMap<u32, BTreeMap<u64, &str>> = HashMap::new();
    for s in co.symbols() {
        if s.kind == 3 || s.kind == 4 || s.name.is_empty() {
            continue;
        }
        let Some(sec) = model.sec_by_index(u32::from(s.shndx)).map(|i| &model.secs[i]) else { continue };
        if sec.is_code() {
            let off = if model.relocatable { s.value } else { s.value.wrapping_sub(sec.addr) };
            heads_of.entry(sec.index).or_default().entry(off).or_insert(&s.name);
        }
    }
    for sec in model.secs.iter().filter(|s| s.is_code()) {
        let bytes = &data[sec.file_range.clone()];
        let _ = write!(out, "\nDisassembly of section {}:\n", sec.name);
        let heads = heads_of.remove(&sec.index).unwrap_or_default();
        let relocs = listing_relocs(&co, sec, &model);
        let items = decode_items(sec, bytes, target.as_ref(), false);
        for it in items {
            let off = it.off();
            if let Some(name) = heads.get(&off) {
                let _ = write!(out, "\n{:016x} <{name}>:\n", sec.addr.wrapping_add(off));
            }
            let b = &bytes[off as usize..off as usize + it.len()];
            match &it {
                Item::Inst { inst, .. } => {
                    // llvm-objdump's rules: a SOPP branch to exactly a symbol prints the name
                    // as its operand; any other SOPP branch prints the offset and annotates
                    // `<sym+0xoff>`; `s_call_b64` (SOPK) is left numeric and unannotated.
                    let sopp_branch =
                        code::is_branch(inst) && inst.desc().enc == amdgpu_isa::table::Enc::Sopp;
                    let target_off = code::branch_target(inst, off).filter(|_| sopp_branch);
                    let exact: BTreeMap<u64, String> = target_off
                        .and_then(|t| heads.get(&t).map(|n| (t, (*n).to_string())))
                        .into_iter()
                        .collect();
                    let mut text = String::new();
                    if let Some(t) = &target {
                        let lab = Labels { off, names: code::Names::Map(&exact) };
                        let _ = amdgpu_isa::print_with(inst, t, &lab, &mut text);
                    }
                    let _ = write!(out, "\t{text}");
                    pad_to(&mut out, 59, 0);
                    let _ = write!(out, "// {:012X}: {}", sec.addr.wrapping_add(off), words_hex(b));
                    if exact.is_empty()
                        && let Some(t) = target_off
                        && let Some((h, name)) = heads.range(..=t).next_back()
                    {
                        let _ = write!(out, " <{name}+0x{:x}>", t - h);
                    }
                    out.push('\n');
                }
                Item::Block { len, .. } => {
                    let _ =
                        writeln!(out, "\t; {len}-byte kernel code header (amd_kernel_code_t or descriptor)");
                }
                Item::Raw { why, .. } => {
                    let _ = write!(out, "\t<unknown>");
                    pad_to(&mut out, 59, 0);
                    let _ =
                        writeln!(out, "// {:012X}: {}  ; {why}", sec.addr.wrapping_add(off), words_hex(b));
                }
            }
            if opts.relocations {
                for (o, line) in relocs.range(off..off + it.len() as u64) {
                    let _ = writeln!(out, "\t\t{:016x}:  {line}", sec.addr.wrapping_add(*o));
                }
            }
        }
    }
    Ok(out)
}

fn listing_relocs(co: &CodeObject, sec: &Sec, model: &Model) -> BTreeMap<u64, String> {
    let mut m = BTreeMap::new();
    if !model.relocatable {
        return m;
    }
    for rs in co.elf.relocation_sections.iter().filter(|r| r.target == sec.index) {
        let symtab = co.elf.symbol_tables.iter().find(|t| t.section == rs.symtab);
        for r in &rs.relocations {
            let name =
                amdgpu_elf::consts::relocation_name(r.r_type).map_or(format!("{}", r.r_type), String::from);
            let sym = if r.symbol == 0 { Some("*ABS*".to_string()) } else { None };
            let sym = sym
                .or_else(|| {
                    symtab.and_then(|t| t.symbols.get(r.symbol as usize)).map(|s| {
                        if s.kind == 3 {
                            co.elf
                                .sections
                                .get(usize::from(s.shndx))
                                .map_or(String::new(), |x| x.name.clone())
                        } else {
                            s.name.clone()
                        }
                    })
                })
                .unwrap_or_default();
            let a = r.addend.unwrap_or(0);
            let add = match a {
                0 => String::new(),
                a if a < 0 => format!("-0x{:x}", a.unsigned_abs()),
                a => format!("+0x{a:x}"),
            };
            m.insert(r.offset, format!("{name}\t{sym}{add}"));
        }
    }
    m
}
