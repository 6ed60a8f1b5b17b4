//! `-show-encoding` listings made by the real assembler: every instruction of a source
//! (labels, macros, loops, conditionals, `.include`s and symbols included) in llvm-mc-19's
//! canonical text with its encoding, fixups shown as llvm-mc-19 shows them:
//!
//! ```text
//! foo:
//! <TAB>s_branch foo                            ; encoding: [A,A,0x82,0xbf]
//!                                         ;   fixup A - offset: 0, value: foo, kind: fixup_si_sopp_br
//! ```
//!
//! (`<TAB>` is a tab.) Fixup bytes are letters (`A` for the first fixup of the instruction,
//! `B` for the second); the kinds are `fixup_si_sopp_br` (branches), `FK_PCRel_4` and `FK_Data_4` (32-bit
//! literals; see [`crate::expr::is_pc_relative`]). Directives are not echoed (llvm-mc-19
//! prints them back in its own normalised spelling); the listing starts with `\t.text`.

use crate::backend::{EncodedInst, ExprContext, ExprHandle, InstError, InstructionBackend};
use crate::section::FixupKind;
use crate::{AsmOptions, Diagnostics, FsLoader, IsaBackend, Loader, NoIncludes, Output, SourceFile};
use std::collections::HashMap;
use std::fmt::Write as _;

/// One fixup of a listed instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedFixup {
    /// Byte offset in the instruction.
    pub offset: u32,
    /// Bytes covered.
    pub size: u32,
    /// The expression as llvm-mc-19 prints it (`sym@rel32@lo+4`).
    pub value: String,
    /// llvm-mc-19's fixup kind name (`FK_PCRel_4`, `FK_Data_4`, `fixup_si_sopp_br`).
    pub kind: &'static str,
}

/// A line of a listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListingLine {
    /// `name:`.
    Label(String),
    /// An instruction.
    Inst {
        /// Canonical text.
        text: String,
        /// Encoding (fixup bytes hold what the encoder wrote before layout).
        bytes: Vec<u8>,
        /// Values left to the end of assembly.
        fixups: Vec<ListedFixup>,
    },
}

impl ListingLine {
    /// The line(s) llvm-mc-19 prints for it (an instruction line is followed by one line per
    /// fixup), without a final newline.
    #[must_use]
    pub fn render(&self) -> String {
        match self {
            ListingLine::Label(name) => format!("{}:", label_text(name)),
            ListingLine::Inst { text, bytes, fixups } => {
                let mut s = format!("\t{text}");
                // llvm-mc pads the text (after the tab) to 40 columns.
                let width = text.chars().count();
                s.extend(std::iter::repeat_n(' ', 40usize.saturating_sub(width).max(1)));
                s.push_str("; encoding: [");
                for (i, b) in bytes.iter().enumerate() {
                    if i > 0 {
                        s.push(',');
                    }
                    let fix = fixups
                        .iter()
                        .position(|f| (f.offset as usize..(f.offset + f.size) as usize).contains(&i));
                    match fix {
                        Some(k) => s.push(fixup_letter(k)),
                        None => {
                            let _ = write!(s, "{b:#04x}");
                        }
                    }
                }
                s.push(']');
                for (k, f) in fixups.iter().enumerate() {
                    let _ = write!(
                        s,
                        "\n{:40};   fixup {} - offset: {}, value: {}, kind: {}",
                        "",
                        fixup_letter(k),
                        f.offset,
                        f.value,
                        f.kind
                    );
                }
                s
            }
        }
    }
}

fn fixup_letter(k: usize) -> char {
    char::from(b'A' + u8::try_from(k.min(25)).unwrap_or(25))
}

/// Numeric labels (`1:`) carry an internal name; print them as `.Ltmp<n>_<k>`.
fn label_text(name: &str) -> String {
    match name.strip_prefix("\u{1}L") {
        Some(rest) => {
            let (n, k) = rest.split_once('\u{2}').unwrap_or((rest, "0"));
            format!(".Ltmp{n}_{k}")
        }
        None => name.to_string(),
    }
}

/// The `.Ltmp<n>` name of a temporary label (`internal` is a numeric label's internal name or
/// a key made for one `.`), numbered in order of first use as llvm-mc-19 numbers them.
pub(crate) fn tmp_name(tmp: &mut HashMap<String, usize>, internal: &str) -> String {
    let n = tmp.len();
    let k = *tmp.entry(internal.to_string()).or_insert(n);
    format!(".Ltmp{k}")
}

/// True when a listed instruction names a temporary label ([`resolve_temps`] has work).
pub(crate) fn has_temps(line: &ListingLine) -> bool {
    let mark = crate::expr::TEMP_MARK;
    match line {
        ListingLine::Inst { text, fixups, .. } => {
            text.contains(mark) || fixups.iter().any(|f| f.value.contains(mark))
        }
        ListingLine::Label(_) => false,
    }
}

/// Names the temporary labels of a listed instruction ([`crate::expr::display`]'s markers):
/// numeric labels by their `.Ltmp<n>`, each `.` of the instruction text by a new one (the
/// fixup values reuse those, in order). Returns the labels to print before the instruction.
pub(crate) fn resolve_temps(line: &mut ListingLine, tmp: &mut HashMap<String, usize>) -> Vec<String> {
    let ListingLine::Inst { text, fixups, .. } = line else { return Vec::new() };
    let mut dots = Vec::new();
    *text = replace_marks(text, tmp, &mut |tmp, k| {
        if let Some(n) = dots.get(k) {
            return String::clone(n);
        }
        let key = format!("\u{1}.{}", tmp.len());
        let n = tmp_name(tmp, &key);
        dots.push(n.clone());
        n
    });
    let mut labels = dots.clone();
    for f in fixups {
        f.value = replace_marks(&f.value, tmp, &mut |tmp, k| match dots.get(k) {
            Some(n) => n.clone(),
            None => {
                let key = format!("\u{1}.{}", tmp.len());
                let n = tmp_name(tmp, &key);
                labels.push(n.clone());
                n
            }
        });
    }
    labels
}

/// `text` with each marker replaced: numeric labels by name, the `k`-th `.` by `dot(tmp, k)`.
fn replace_marks(
    text: &str,
    tmp: &mut HashMap<String, usize>,
    dot: &mut dyn FnMut(&mut HashMap<String, usize>, usize) -> String,
) -> String {
    use crate::expr::{TEMP_END, TEMP_MARK};
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut k = 0;
    while let Some(i) = rest.find(TEMP_MARK) {
        out.push_str(&rest[..i]);
        let after = &rest[i + TEMP_MARK.len_utf8()..];
        let Some(j) = after.find(TEMP_END) else {
            rest = after;
            continue;
        };
        let mark = &after[..j];
        if let Some(internal) = mark.strip_prefix('T') {
            out.push_str(&tmp_name(tmp, internal));
        } else {
            out.push_str(&dot(tmp, k));
            k += 1;
        }
        rest = &after[j + TEMP_END.len_utf8()..];
    }
    out.push_str(rest);
    out
}

/// A listing and the outcome of the assembly that made it.
#[derive(Debug)]
pub struct Listing {
    /// Labels and instructions in source order (instructions that failed are left out).
    pub lines: Vec<ListingLine>,
    /// The assembly's result: the object and warnings, or every diagnostic.
    pub result: Result<Output, Diagnostics>,
}

impl Listing {
    /// The listing as llvm-mc-19 `-show-encoding` prints it: `\t.text`, then one entry per
    /// line (see [`ListingLine::render`]).
    #[must_use]
    pub fn render(&self) -> String {
        let mut s = String::from("\t.text\n");
        for l in &self.lines {
            s.push_str(&l.render());
            s.push('\n');
        }
        s
    }
}

/// Wraps [`IsaBackend`] and records what it encodes.
struct ListingBackend {
    isa: IsaBackend,
    lines: Vec<ListingLine>,
    /// Text output mode: only the last instruction is kept, for `take_listed` (the text
    /// printer names its temporary labels).
    text_mode: bool,
    /// Listing mode: the temporary labels named so far.
    tmp: HashMap<String, usize>,
}

impl InstructionBackend for ListingBackend {
    fn encode(&mut self, text: &str, exprs: &mut dyn ExprContext) -> Result<EncodedInst, InstError> {
        let (enc, inst) = self.isa.encode_inst(text, exprs)?;
        let mut printed = self.isa.print_inst(&inst);
        // Operand expressions print as `<exprN>`: put llvm-mc's form of each in its place.
        while let Some(start) = printed.find("<expr") {
            let Some(len) = printed[start..].find('>') else { break };
            let n: u32 = printed[start + 5..start + len].parse().unwrap_or(u32::MAX);
            let value = exprs.describe(ExprHandle(n)).map_or_else(|| "?".to_string(), |(v, _)| v);
            printed.replace_range(start..=start + len, &value);
        }
        let fixups = enc
            .fixups
            .iter()
            .map(|f| {
                let (value, pc_rel) = exprs.describe(f.handle).unwrap_or_else(|| ("?".into(), false));
                let (size, kind) = match f.kind {
                    FixupKind::Branch16 => (2, "fixup_si_sopp_br"),
                    FixupKind::Simm16 => (2, "FK_Data_2"),
                    _ if pc_rel => (4, "FK_PCRel_4"),
                    _ => (4, "FK_Data_4"),
                };
                ListedFixup { offset: f.offset, size, value, kind }
            })
            .collect();
        let mut line = ListingLine::Inst { text: printed, bytes: enc.bytes.clone(), fixups };
        if !self.text_mode {
            for l in resolve_temps(&mut line, &mut self.tmp) {
                self.lines.push(ListingLine::Label(l));
            }
        }
        self.lines.push(line);
        Ok(enc)
    }

    fn label(&mut self, name: &str) {
        if !self.text_mode {
            let name =
                if name.starts_with("\u{1}L") { tmp_name(&mut self.tmp, name) } else { name.to_string() };
            self.lines.push(ListingLine::Label(name));
        }
    }

    fn take_listed(&mut self) -> Option<ListingLine> {
        if self.text_mode { self.lines.pop() } else { None }
    }
}

/// Assembles `src` as [`crate::assemble_source`] does (`.include`s from disk, searched next to
/// the including file and then in `include_dirs`) and lists every instruction and label.
///
/// # Errors
/// A message when `amdgpu-isa` has no instruction tables for `opts.mcpu`; assembly errors
/// are in [`Listing::result`].
pub fn listing_source(
    src: &SourceFile,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
) -> Result<Listing, String> {
    let mut loader = FsLoader { include_dirs: include_dirs.to_vec(), ..FsLoader::default() };
    listing_with(src, &mut loader, opts)
}

/// [`listing_source`] for an in-memory source named `<stdin>` with no includes.
///
/// ```
/// use amdgpu_asm::{AsmOptions, listing_str};
///
/// let l = listing_str("loop:\n  s_branch loop\n", &AsmOptions::default()).unwrap();
/// let pad = " ".repeat(40 - "s_branch loop".len());
/// let fixup = format!("{:40};   fixup A - offset: 0, value: loop, kind: fixup_si_sopp_br", "");
/// let want = format!("\t.text\nloop:\n\ts_branch loop{pad}; encoding: [A,A,0x82,0xbf]\n{fixup}\n");
/// assert_eq!(l.render(), want);
/// ```
///
/// # Errors
/// As [`listing_source`].
pub fn listing_str(text: &str, opts: &AsmOptions) -> Result<Listing, String> {
    let src = SourceFile { name: "<stdin>".into(), text: text.into() };
    listing_with(&src, &mut NoIncludes, opts)
}

fn listing_with(src: &SourceFile, loader: &mut dyn Loader, opts: &AsmOptions) -> Result<Listing, String> {
    let isa = IsaBackend::with_features(&opts.mcpu, &opts.mattr)?;
    let mut b = ListingBackend { isa, lines: Vec::new(), text_mode: false, tmp: HashMap::new() };
    let result = crate::assemble(src, loader, &mut b, opts);
    Ok(Listing { lines: b.lines, result })
}

/// Assembly text (llvm-mc's output without `-filetype=obj`) and the outcome of the assembly
/// that printed it.
#[derive(Debug)]
pub struct AsmText {
    /// The text, as far as the assembly got.
    pub text: String,
    /// The assembly's result: the object and warnings, or every diagnostic.
    pub result: Result<Output, Diagnostics>,
}

/// Assembles `src` as [`crate::assemble_source`] does and prints it the way `llvm-mc` prints
/// assembly (its default output): directives in llvm-mc-19's normalised spelling, macros and
/// loops expanded, `.amdhsa_kernel` blocks with every field, instructions in canonical syntax,
/// with `; encoding:` comments and fixup lines when `show_encoding` is set. Instructions are
/// encoded with `amdgpu-isa` when it has tables for `opts.mcpu`, and rejected (located)
/// otherwise.
pub fn text_source(
    src: &SourceFile,
    include_dirs: &[std::path::PathBuf],
    opts: &AsmOptions,
    show_encoding: bool,
) -> AsmText {
    let mut loader = FsLoader { include_dirs: include_dirs.to_vec(), ..FsLoader::default() };
    text_with(src, &mut loader, opts, show_encoding)
}

/// [`text_source`] for an in-memory source named `<stdin>` with no includes.
///
/// ```
/// use amdgpu_asm::{AsmOptions, text_str};
///
/// let t = text_str(".data\nx: .byte 1, 2\n.set y, 2 * 3\n", &AsmOptions::default(), false);
/// assert_eq!(
///     t.text,
///     "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.data\nx:\n\t.byte\t1\n\t.byte\t2\n\
///      .set y, 6\n\t.no_dead_strip\ty\n"
/// );
/// assert!(t.result.is_ok());
/// ```
pub fn text_str(text: &str, opts: &AsmOptions, show_encoding: bool) -> AsmText {
    let src = SourceFile { name: "<stdin>".into(), text: text.into() };
    text_with(&src, &mut NoIncludes, opts, show_encoding)
}

fn text_with(src: &SourceFile, loader: &mut dyn Loader, opts: &AsmOptions, show_encoding: bool) -> AsmText {
    let out = Some(Box::new(crate::text_out::TextOut::new(show_encoding)));
    let (result, text) = match IsaBackend::with_features(&opts.mcpu, &opts.mattr) {
        Ok(isa) => {
            let mut b = ListingBackend { isa, lines: Vec::new(), text_mode: true, tmp: HashMap::new() };
            crate::assemble_inner(src, loader, &mut b, opts, out)
        }
        Err(_) => crate::assemble_inner(src, loader, &mut crate::NoInstructions, opts, out),
    };
    AsmText { text: text.map(|t| t.out).unwrap_or_default(), result }
}
