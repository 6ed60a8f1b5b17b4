//! The statement layer: reads lines from the buffer stack (files, includes, expansions),
//! handles conditionals, macros and loops, labels and assignments, and dispatches directives
//! and instructions.

use crate::backend::{EncodedInst, ExprContext, ExprHandle, InstFixup, InstructionBackend, OperandExpr};
use crate::diag::{DiagKind, Diagnostic, Severity};
use crate::expr::{Expr, ExprKind, ExprParser, ParseEnv, Term, Value, eval};
use crate::lexer::{Tok, Token, is_ident_char, is_ident_start, lex};
use crate::section::{Fixup, FixupKind, Section, SectionId, shf, sht};
use crate::source::{FileId, Loader, Origin, OriginKind, SourceMap, Span, Text};
use crate::symbol::{Binding, FastMap, SymDef, SymbolId, Symbols};
use crate::{AsmOptions, KernelBlock, Limits, Module, TargetInfo};
use std::borrow::Cow;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FrameKind {
    File,
    Include,
    Expansion,
}

struct Frame {
    file: FileId,
    /// The buffer's text with comments blanked (shared with the line being processed).
    clean: Arc<Text>,
    pos: usize,
    /// Lines starting before this offset may be read from `clean`; `usize::MAX` for a text
    /// already cleaned. A large main file is read as it is (no stripping scan first) while
    /// its chunks hold no comment character: [`Assembler::verify_main`] moves this past the
    /// next chunk, or cleans the whole text at the first chunk that has one.
    verified: usize,
    kind: FrameKind,
    cond_base: usize,
}

struct Cond {
    /// Whether the enclosing region is active.
    parent_active: bool,
    /// Whether the current branch is active.
    active: bool,
    /// A branch was already taken.
    taken: bool,
    /// `.else` seen.
    in_else: bool,
}

#[derive(Clone, Debug)]
struct MacroParam {
    name: String,
    default: Option<String>,
    required: bool,
    vararg: bool,
}

#[derive(Clone, Debug)]
struct Macro {
    params: Vec<MacroParam>,
    body: String,
}

/// A statement's tokens with the location of the text they were lexed from.
pub(crate) struct Args {
    pub(crate) toks: Vec<Token>,
    pub(crate) pos: usize,
    pub(crate) file: FileId,
    pub(crate) base: usize,
}

impl Args {
    pub(crate) fn peek(&self) -> &Tok {
        self.toks.get(self.pos).map_or(&Tok::Eol, |t| &t.tok)
    }
    pub(crate) fn span_here(&self) -> Span {
        let t = self.toks.get(self.pos).or(self.toks.last());
        let (s, e) = t.map_or((0, 0), |t| (t.start, t.end));
        Span::new(self.file, self.base + s, self.base + e)
    }
    pub(crate) fn at_eol(&self) -> bool {
        matches!(self.peek(), Tok::Eol)
    }
    pub(crate) fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Tok::Punct(q) if *q == p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
}

struct Env<'x> {
    file: FileId,
    base: usize,
    dot: (SectionId, u64),
    locals: &'x mut FastMap<u64, u64>,
}

/// Name used for the `k`-th definition of numeric label `n`.
pub(crate) fn local_label_name(n: u64, k: u64) -> String {
    format!("\u{1}L{n}\u{2}{k}")
}

impl ParseEnv for Env<'_> {
    fn dot(&self) -> (SectionId, u64) {
        self.dot
    }
    fn local_label(&mut self, n: u64, forward: bool) -> Result<String, String> {
        let count = self.locals.get(&n).copied().unwrap_or(0);
        if forward {
            Ok(local_label_name(n, count + 1))
        } else if count == 0 {
            Err("directional label undefined".into())
        } else {
            Ok(local_label_name(n, count))
        }
    }
    fn span(&self, s: usize, e: usize) -> Span {
        Span::new(self.file, self.base + s, self.base + e)
    }
}

/// Bytes that start or end something `strip_comments` must look at.
const COMMENT_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    t[b'\n' as usize] = true;
    t[b'"' as usize] = true;
    t[b'\'' as usize] = true;
    t[b';' as usize] = true;
    t[b'#' as usize] = true;
    t[b'/' as usize] = true;
    t
};

/// Replaces comments with spaces, keeping every byte offset (and newline) in place.
/// `;` and `//` comment to the end of the line, `/* */` may span lines, and `#` comments a
/// line when it is the first non-blank character (all probed with llvm-mc-19).
#[cfg(test)]
pub(crate) fn strip_comments(text: &str) -> String {
    strip_comments_ext(text).0.unwrap_or_else(|| text.to_owned())
}

/// [`strip_comments_parallel`] of a shared text: the same allocation when there is nothing to
/// blank (no copy of a comment-free main file is made).
pub(crate) fn strip_comments_shared(text: &Arc<Text>, min_bytes: usize) -> Arc<Text> {
    match strip_comments_parallel_ext(text, min_bytes) {
        Some(clean) => Arc::new(Text::from(clean)),
        None => Arc::clone(text),
    }
}

/// Main files from this size on are cleaned by two threads, one half each.
const STRIP_SPLIT_BYTES: usize = 1 << 20;

/// [`strip_comments`], the two halves of a large text on two threads. The second half is
/// cleaned as if it started a file, which is what the whole scan does there when the first
/// half ends outside a block comment and its last bytes hold no `'` (a character literal
/// `'\x'` may look past a newline); otherwise the whole text is cleaned again in one piece.
#[cfg(test)]
pub(crate) fn strip_comments_parallel(text: &str, min_bytes: usize) -> String {
    strip_comments_parallel_ext(text, min_bytes).unwrap_or_else(|| text.to_owned())
}

/// [`strip_comments_parallel`], `None` when the text has nothing to blank.
fn strip_comments_parallel_ext(text: &str, min_bytes: usize) -> Option<String> {
    let b = text.as_bytes();
    if text.len() < min_bytes.max(2) {
        return strip_comments_ext(text).0;
    }
    let Some(nl) = memchr_newline(&b[text.len() / 2..]) else { return strip_comments_ext(text).0 };
    let mid = text.len() / 2 + nl + 1;
    let last_line = b[..mid - 1].iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
    if mid >= text.len() || b[last_line.min(mid.saturating_sub(4))..mid].contains(&b'\'') {
        return strip_comments_ext(text).0;
    }
    let halves = std::thread::scope(|s| {
        let tail = std::thread::Builder::new()
            .name("amdgpu-asm-strip".into())
            .spawn_scoped(s, || strip_comments_ext(&text[mid..]).0)
            .ok()?;
        let head = strip_comments_ext(&text[..mid]);
        Some((head, tail.join().ok()?))
    });
    match halves {
        Some(((None, true), None)) => None,
        Some(((head, true), tail)) => {
            let mut out = String::with_capacity(text.len());
            out.push_str(head.as_deref().unwrap_or(&text[..mid]));
            out.push_str(tail.as_deref().unwrap_or(&text[mid..]));
            Some(out)
        }
        _ => strip_comments_ext(text).0,
    }
}

/// Position of the first byte of `COMMENT_SPECIAL` at or after `i` (or `b.len()`), eight
/// bytes at a time.
fn next_comment_special(b: &[u8], i: usize) -> usize {
    use amdgpu_isa::scan::eq;
    amdgpu_isa::scan::find(
        b,
        i,
        b.len(),
        |w| eq(w, b'\n') | eq(w, b'"') | eq(w, b'\'') | eq(w, b';') | eq(w, b'#') | eq(w, b'/'),
        |c| COMMENT_SPECIAL[c as usize],
    )
}

/// [`strip_comments`] (`None` when there is nothing to blank) and whether the text ends
/// outside a block comment.
fn strip_comments_ext(text: &str) -> (Option<String>, bool) {
    let b = text.as_bytes();
    // A copy of the text made at the first comment (no UTF-8 check needed), comments blanked
    // in place: each blanked range starts and ends at an ASCII byte (`;`, `#`, `/`, `*`, a
    // newline or the end), so it is whole characters and the result stays UTF-8.
    let mut out = Blanker { source: text, text: None, spaces: String::new() };
    let mut i = 0;
    let mut line_start = true;
    let mut closed = true;
    while i < b.len() {
        // Ordinary bytes in one tight loop; `line_start` survives only blanks.
        if !COMMENT_SPECIAL[b[i] as usize] {
            let run = i;
            i = next_comment_special(b, i);
            if line_start && !b[run..i].iter().all(u8::is_ascii_whitespace) {
                line_start = false;
            }
            continue;
        }
        let c = b[i];
        match c {
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    if b[i] == b'\\' && i + 1 < b.len() && b[i + 1] != b'\n' {
                        i += 1;
                    }
                    i += 1;
                }
                if i < b.len() && b[i] == b'"' {
                    i += 1;
                }
            }
            b'\'' if i + 2 < b.len() && b[i + 2] == b'\'' && b[i + 1] != b'\n' => i += 3,
            b'\'' if i + 3 < b.len() && b[i + 1] == b'\\' && b[i + 3] == b'\'' => i += 4,
            b';' => {
                let end = find_newline(b, i, b.len());
                out.blank(i, end);
                i = end;
            }
            b'#' if line_start => {
                let end = find_newline(b, i, b.len());
                out.blank(i, end);
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let end = find_newline(b, i, b.len());
                out.blank(i, end);
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                // Blanked piece by piece between newlines, which stay.
                let mut from = i;
                i += 2;
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    if b[i] == b'\n' {
                        out.blank(from, i);
                        from = i + 1;
                    }
                    i += 1;
                }
                if i < b.len() {
                    i += 2;
                } else {
                    closed = false;
                }
                out.blank(from, i);
                continue;
            }
            _ => i += 1,
        }
        // Every special byte but the newline is not blank.
        line_start = false;
    }
    (out.text, closed)
}

/// A copy of `source` whose byte ranges are replaced by as many spaces, made at the first
/// range.
struct Blanker<'s> {
    source: &'s str,
    text: Option<String>,
    /// Spaces, as many as the longest range so far.
    spaces: String,
}

impl Blanker<'_> {
    /// Blanks `text[from..to]` (both ends at ASCII bytes or the end).
    fn blank(&mut self, from: usize, to: usize) {
        if from >= to {
            return;
        }
        while self.spaces.len() < to - from {
            self.spaces.push(' ');
        }
        let source = self.source;
        self.text.get_or_insert_with(|| source.to_owned()).replace_range(from..to, &self.spaces[..to - from]);
    }
}

/// The assembler state for one run.
pub(crate) struct Assembler<'a> {
    pub(crate) limits: Limits,
    pub(crate) sm: SourceMap,
    loader: &'a mut dyn Loader,
    backend: &'a mut dyn InstructionBackend,
    pub(crate) diags: Vec<Diagnostic>,
    frames: Vec<Frame>,
    conds: Vec<Cond>,
    macros: FastMap<String, Rc<Macro>>,
    macro_counter: u64,
    pub(crate) sections: Vec<Section>,
    /// Section name -> index into `sections` (a file can name tens of thousands of sections;
    /// a linear search per `.section` made that quadratic).
    section_index: FastMap<String, u32>,
    pub(crate) section_order: Vec<u64>,
    pub(crate) cur: SectionId,
    prev: SectionId,
    section_stack: Vec<(SectionId, SectionId)>,
    pub(crate) symbols: Symbols,
    pub(crate) order: u64,
    local_counts: FastMap<u64, u64>,
    pub(crate) kernels: Vec<KernelBlock>,
    in_kernel: Option<KernelBlock>,
    pub(crate) target: TargetInfo,
    pub(crate) output_bytes: u64,
    ended: bool,
    stopped: bool,
    pub(crate) addrsig: bool,
    pub(crate) addrsig_syms: Vec<String>,
    pub(crate) explicit_relocs: Vec<crate::ExplicitReloc>,
    pub(crate) ident_seen: bool,
    /// Kernel-scope register maxima (non-HSA `.kernel.*` symbols): sgpr, vgpr, agpr.
    kernel_scope: (u32, u32, u32),
    /// Ids of `.amdgcn.next_free_vgpr` and `.amdgcn.next_free_sgpr` once they exist.
    next_free_ids: [Option<SymbolId>; 2],
    /// The symbol count when the lookup of one of them last failed (`usize::MAX`: never).
    next_free_miss: [usize; 2],
    /// Bytes of text produced by macro and loop expansions so far (`Limits::max_expansion_bytes`).
    expanded_bytes: usize,
    /// Instruction lines of the main file encoded ahead of time on a second thread.
    pre: Option<PreEncode>,
    /// The back end's output buffer, reused between instructions.
    scratch: EncodedInst,
    /// The last `.amdgpu_pal_metadata` document (MessagePack), written at the end.
    pub(crate) pal_metadata: Option<(Vec<u8>, Span)>,
    /// `.file`/`.loc` line rows and `.cfi_*` frames (see `dwarf`).
    pub(crate) dwarf: crate::dwarf::DwarfState,
    /// Assembly text output, when asked for (`crate::text_out`).
    pub(crate) text: Option<Box<crate::text_out::TextOut>>,
}

impl<'a> Assembler<'a> {
    pub(crate) fn new(
        opts: &'a AsmOptions,
        target: TargetInfo,
        loader: &'a mut dyn Loader,
        backend: &'a mut dyn InstructionBackend,
    ) -> Self {
        let mut a = Assembler {
            limits: opts.limits,
            sm: SourceMap::new(),
            loader,
            backend,
            diags: Vec::new(),
            frames: Vec::new(),
            conds: Vec::new(),
            macros: FastMap::default(),
            macro_counter: 0,
            sections: Vec::new(),
            section_index: FastMap::default(),
            section_order: Vec::new(),
            cur: SectionId(0),
            prev: SectionId(0),
            section_stack: Vec::new(),
            symbols: Symbols::default(),
            order: 0,
            local_counts: FastMap::default(),
            kernels: Vec::new(),
            in_kernel: None,
            target,
            output_bytes: 0,
            ended: false,
            stopped: false,
            addrsig: false,
            addrsig_syms: Vec::new(),
            explicit_relocs: Vec::new(),
            ident_seen: false,
            kernel_scope: (0, 0, 0),
            next_free_ids: [None; 2],
            next_free_miss: [usize::MAX; 2],
            expanded_bytes: 0,
            pre: None,
            scratch: EncodedInst::default(),
            pal_metadata: None,
            dwarf: crate::dwarf::DwarfState::default(),
            text: None,
        };
        a.symbols.target = Some(a.target.abi);
        let text = a.get_section(".text", sht::PROGBITS, shf::ALLOC | shf::EXECINSTR);
        a.sections[text.0 as usize].align = 4;
        a.cur = text;
        a.prev = text;
        for (name, v) in a.target.predefined.clone() {
            let id = a.symbols.get_or_create(&name);
            let s = a.symbols.get_mut(id);
            s.def = SymDef::Predefined(v);
            s.redefinable = true;
        }
        a
    }

    // ----- diagnostics -----------------------------------------------------------------

    pub(crate) fn error(&mut self, kind: DiagKind, span: Span, msg: impl Into<String>) {
        if self.diags.iter().filter(|d| d.severity == Severity::Error).count() >= self.limits.max_errors {
            self.stopped = true;
            return;
        }
        self.diags.push(Diagnostic::error(kind, span, msg));
    }

    pub(crate) fn warning(&mut self, kind: DiagKind, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::warning(kind, span, msg));
    }

    // ----- buffers and lines -----------------------------------------------------------

    /// Opens a buffer (the main file, an included file or an expansion); its text moves into
    /// the source map (a copy of it, comments blanked, is what the statements read).
    pub(crate) fn push_file(&mut self, name: &str, text: impl Into<Text>, origin: Option<Origin>) -> bool {
        let text: Text = text.into();
        let kind = match origin.as_ref().map(|o| &o.kind) {
            None => FrameKind::File,
            Some(OriginKind::Include) => FrameKind::Include,
            Some(OriginKind::Instantiation) => FrameKind::Expansion,
        };
        if self.sm.total_bytes().saturating_add(text.len()) > self.limits.max_source_bytes {
            let limit = self.limits.max_source_bytes;
            match origin {
                Some(o) => self.error(
                    DiagKind::Limit,
                    o.at,
                    format!("expansion exceeds the limit of {limit} bytes of source text"),
                ),
                None => {
                    // The main file itself: reported at its start (it was assembled as an
                    // empty file, exit status 0, before). Its text is already in memory.
                    let file = self.sm.add(name, text, None);
                    self.error(
                        DiagKind::Limit,
                        Span::new(file, 0, 0),
                        format!("source exceeds the limit of {limit} bytes of source text"),
                    );
                    self.stopped = true;
                }
            }
            return false;
        }
        if kind == FrameKind::Expansion {
            self.expanded_bytes = self.expanded_bytes.saturating_add(text.len());
        }
        let file = self.sm.add(name, text, origin);
        let main = kind == FrameKind::File && self.frames.is_empty();
        // A large main file is encoded ahead by two threads and read as it is, chunk by chunk
        // as long as no chunk has a comment character (`verify_main`): no stripping scan
        // over the whole file before the encoders start.
        if main && self.pre.is_none() {
            let raw = Arc::clone(&self.sm.get(file).text);
            self.pre = PreEncode::start(&*self.backend, file, &raw, 0);
            if self.pre.is_some() {
                let frame =
                    Frame { file, clean: raw, pos: 0, verified: 0, kind, cond_base: self.conds.len() };
                self.frames.push(frame);
                return true;
            }
        }
        let clean = strip_comments_shared(&self.sm.get(file).text, STRIP_SPLIT_BYTES);
        let frame = Frame { file, clean, pos: 0, verified: usize::MAX, kind, cond_base: self.conds.len() };
        self.frames.push(frame);
        true
    }

    fn expansion_depth(&self) -> usize {
        self.frames.iter().filter(|f| f.kind == FrameKind::Expansion).count()
    }

    fn include_depth(&self) -> usize {
        self.frames.iter().filter(|f| f.kind == FrameKind::Include).count()
    }

    /// The next line of the innermost buffer: its file, start and end offsets in that buffer
    /// (without the newline and a trailing `\r`), and the buffer's cleaned text.
    fn next_line(&mut self) -> Option<(FileId, usize, usize, Arc<Text>)> {
        loop {
            let frame = self.frames.last_mut()?;
            if frame.pos >= frame.verified && frame.pos < frame.clean.len() {
                self.verify_main();
                continue;
            }
            if frame.pos >= frame.clean.len() {
                let f = self.frames.pop()?;
                if f.kind == FrameKind::Expansion && self.conds.len() > f.cond_base {
                    // An `.if` opened inside a macro body must close there.
                    let span = Span::new(f.file, f.clean.len(), f.clean.len());
                    self.conds.truncate(f.cond_base);
                    self.error(DiagKind::Directive, span, "unmatched .ifs or .elses");
                }
                continue;
            }
            let start = frame.pos;
            let mut end = frame.clean[start..].find('\n').map_or(frame.clean.len(), |e| start + e);
            frame.pos = end + 1;
            while end > start && frame.clean.as_bytes()[end - 1] == b'\r' {
                end -= 1;
            }
            return Some((frame.file, start, end, Arc::clone(&frame.clean)));
        }
    }

    /// Moves the main file's `verified` mark past the chunk holding its read position when
    /// that chunk has no `;`, `#` or `/` (comments start only there, and a block comment or
    /// string from an earlier chunk cannot reach it: earlier chunks had none either, so the
    /// text up to the chunk's end reads the same cleaned or not). At the first chunk that has
    /// one, the whole text is cleaned as any buffer is and the pre-encoding restarts on it
    /// from that chunk (earlier chunks are the same in both texts; results made from the
    /// uncleaned text are dropped).
    fn verify_main(&mut self) {
        let Some(frame) = self.frames.first() else { return };
        let (pos, from) = (frame.pos, frame.verified);
        if from == usize::MAX {
            return;
        }
        let Some(pre) = self.pre.as_ref().filter(|p| p.file == frame.file) else {
            self.clean_main(None);
            return;
        };
        let bounds = &pre.shared.bounds;
        let text = frame.clean.as_bytes();
        let Ok(mut k) = bounds.binary_search(&from) else {
            self.clean_main(None);
            return;
        };
        while k + 1 < bounds.len() && bounds[k] <= pos {
            if memchr::memchr3(b';', b'#', b'/', &text[bounds[k]..bounds[k + 1]]).is_some() {
                self.clean_main(Some(k));
                return;
            }
            k += 1;
        }
        self.frames[0].verified = if k + 1 < bounds.len() { bounds[k] } else { usize::MAX };
    }

    /// Cleans the main file's text (see [`Self::verify_main`]) and restarts the pre-encoding
    /// at chunk `from` on the cleaned text (`None`: no pre-encoding).
    fn clean_main(&mut self, from: Option<usize>) {
        // Stop the worker first: it reads the old text.
        self.pre = None;
        let Some(frame) = self.frames.first() else { return };
        let file = frame.file;
        let clean = strip_comments_shared(&self.sm.get(file).text, STRIP_SPLIT_BYTES);
        if let Some(k) = from {
            self.pre = PreEncode::start(&*self.backend, file, &clean, k);
        }
        let frame = &mut self.frames[0];
        frame.clean = clean;
        frame.verified = usize::MAX;
    }

    pub(crate) fn run(&mut self) {
        loop {
            // Lines of the main file the pre-encoding thread already handled.
            self.bulk();
            let Some((file, start, end, text)) = self.next_line() else { break };
            if self.stopped || self.ended {
                break;
            }
            self.line(file, start, &text[start..end]);
            if self.symbols.list.len() > self.limits.max_symbols {
                // Checked per statement: one line adds at most as many symbols as its length
                // allows, so the table stays near the limit.
                let msg = format!("too many symbols: the limit is {}", self.limits.max_symbols);
                self.error(DiagKind::Limit, Span::new(file, start, end), msg);
                self.stopped = true;
            }
        }
        // Stop the pre-encoding thread and free what it encoded but was not used.
        self.pre = None;
        if let Some(k) = self.in_kernel.take() {
            self.error(DiagKind::Amdgpu, k.name_span, "missing .end_amdhsa_kernel");
        }
        if !self.conds.is_empty() {
            let span =
                Span::new(FileId(0), self.sm.get(FileId(0)).text.len(), self.sm.get(FileId(0)).text.len());
            self.error(DiagKind::Directive, span, "unmatched .ifs or .elses");
        }
    }

    /// How many times numeric label `n` was defined so far.
    pub(crate) fn local_label_count(&self, n: u64) -> u64 {
        self.local_counts.get(&n).copied().unwrap_or(0)
    }

    fn active(&self) -> bool {
        self.conds.last().is_none_or(|c| c.active)
    }

    /// First word of a line (lowercased; borrowed when it has no upper-case letter) and its
    /// offset.
    fn first_word(line: &str) -> (Cow<'_, str>, usize) {
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let s = i;
        let mut upper = false;
        while i < b.len() && is_ident_char(b[i]) {
            upper |= b[i].is_ascii_uppercase();
            i += 1;
        }
        let w = &line[s..i];
        (if upper { Cow::Owned(w.to_ascii_lowercase()) } else { Cow::Borrowed(w) }, s)
    }

    fn line(&mut self, file: FileId, base: usize, line: &str) {
        if self.text.is_some() && self.in_kernel.is_none() {
            crate::text_out::source_line(self, file, base, line.len());
        }
        // Conditionals are seen even in skipped regions; they all start with a dot.
        let first = line.bytes().find(|c| !c.is_ascii_whitespace());
        if first == Some(b'.') {
            let (word, wpos) = Self::first_word(line);
            if word.starts_with(".if") || word == ".else" || word == ".elseif" || word == ".endif" {
                let rest_off = wpos + word.len();
                self.conditional(&word, file, base, wpos, &line[rest_off..], base + rest_off);
                return;
            }
        }
        if !self.active() {
            return;
        }
        if let Some(k) = self.in_kernel.as_ref().map(|k| k.name.clone()) {
            self.kernel_line(&k, file, base, line);
            return;
        }
        self.statement(file, base, line);
    }

    // ----- statements -------------------------------------------------------------------

    fn statement(&mut self, file: FileId, base: usize, line: &str) {
        let b = line.as_bytes();
        let mut i = 0;
        // The word after the labels, when the label scan already delimited it.
        let mut first = None;
        // Labels: `name:` (several may precede a statement).
        loop {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            let s = i;
            let mut j = i;
            if j < b.len() && b[j] == b'"' {
                j += 1;
                while j < b.len() && b[j] != b'"' {
                    j += 1;
                }
                j += 1;
            } else if j < b.len() && (is_ident_start(b[j]) || b[j].is_ascii_digit()) {
                while j < b.len() && is_ident_char(b[j]) {
                    j += 1;
                }
            }
            if j == s || j > b.len() {
                break;
            }
            let mut k = j;
            while k < b.len() && (b[k] == b' ' || b[k] == b'\t') {
                k += 1;
            }
            if k < b.len() && b[k] == b':' && b.get(k + 1) != Some(&b':') {
                let name = line[s..j].trim_matches('"');
                let span = Span::new(file, base + s, base + j);
                self.define_label(name, span);
                i = k + 1;
                continue;
            }
            if b[s] != b'"' {
                first = Some(j);
            }
            break;
        }
        let rest = &line[i..];
        if trim_end_fast(rest).is_empty() {
            return;
        }
        let (mut word, wpos) = match first {
            // `first_word` would scan the same identifier characters again.
            Some(j) => {
                let w = &line[i..j];
                (
                    if w.bytes().any(|c| c.is_ascii_uppercase()) {
                        Cow::Owned(w.to_ascii_lowercase())
                    } else {
                        Cow::Borrowed(w)
                    },
                    0,
                )
            }
            None => Self::first_word(rest),
        };
        let wstart = i + wpos;
        // A quoted name can only start an assignment (`"a.b" = 12`).
        if word.is_empty() && line[wstart..].starts_with('"') {
            if let Some(close) = line[wstart + 1..].find('"') {
                let tail = line[wstart + close + 2..].trim_start();
                if tail.starts_with('=') && !tail.starts_with("==") {
                    word = Cow::Borrowed(&line[wstart..wstart + close + 2]);
                }
            }
        }
        let after = wstart + word.len();
        // Assignment `name = expr` (not `==`).
        {
            let tail = line[after..].trim_start();
            if !word.is_empty() && tail.starts_with('=') && !tail.starts_with("==") {
                let eq = after + (line[after..].len() - tail.len());
                let name = unquote(&line[wstart..after]);
                let span = Span::new(file, base + wstart, base + after);
                if let Some(mut args) = self.lex_args(file, base + eq + 1, &line[eq + 1..]) {
                    if let Some(e) = self.assigned_value(&mut args) {
                        if self.text.is_some() {
                            crate::text_out::assignment(self, name, &e, false);
                        }
                        self.assign(name, e, span, true);
                    }
                }
                return;
            }
        }
        if word.is_empty() {
            let span = Span::new(file, base + wstart, base + wstart + 1);
            self.error(DiagKind::Syntax, span, "unexpected token at start of statement");
            return;
        }
        let name_span = Span::new(file, base + wstart, base + after);
        let orig_word = &line[wstart..after];
        if !self.macros.is_empty() {
            if let Some(m) = self.macros.get(orig_word).cloned() {
                self.expand_macro(&m, name_span, file, base + after, &line[after..]);
                return;
            }
        }
        if word.starts_with('.') {
            if self.text.is_some() {
                crate::text_out::directive(self, &word, file, base + after, &line[after..]);
            }
            self.directive(&word, name_span, file, base + after, &line[after..]);
            if self.text.is_some() {
                crate::text_out::after_directive(self);
            }
            return;
        }
        self.instruction(file, base + wstart, &line[wstart..]);
    }

    pub(crate) fn lex_args(&mut self, file: FileId, base: usize, text: &str) -> Option<Args> {
        match lex(text) {
            Ok(toks) => Some(Args { toks, pos: 0, file, base }),
            Err(e) => {
                self.error(DiagKind::Syntax, Span::new(file, base + e.at, base + e.at + 1), e.message);
                None
            }
        }
    }

    pub(crate) fn expect_eol(&mut self, args: &Args) -> bool {
        if args.at_eol() {
            return true;
        }
        let span = args.span_here();
        self.error(DiagKind::Syntax, span, "unexpected token");
        false
    }

    fn dot(&self) -> (SectionId, u64) {
        (self.cur, self.sections[self.cur.0 as usize].size())
    }

    /// Parses an expression at the cursor, creating the symbols it names.
    pub(crate) fn parse_expr(&mut self, args: &mut Args) -> Option<Expr> {
        let dot = self.dot();
        let mut env = Env { file: args.file, base: args.base, dot, locals: &mut self.local_counts };
        let mut p = ExprParser::new(&args.toks, args.pos, &mut env);
        let r = p.parse();
        let pos = p.pos;
        match r {
            Ok(mut e) => {
                args.pos = pos;
                inline_constants(&mut e, &self.symbols);
                self.touch_symbols(&e);
                Some(e)
            }
            Err(err) => {
                let span = Span::new(args.file, args.base + err.at, args.base + err.at + 1);
                self.error(DiagKind::Expression, span, err.message);
                None
            }
        }
    }

    /// The value of an assignment (`x = e`, `.set x, e`) and the end of the statement, with
    /// llvm-mc-19's diagnostics there: a bad expression is followed by `missing expression` at
    /// the same place, trailing tokens are `expected newline`.
    pub(crate) fn assigned_value(&mut self, args: &mut Args) -> Option<Expr> {
        let Some(e) = self.parse_expr(args) else {
            if let Some(span) = self.diags.last().and_then(|d| d.span) {
                self.error(DiagKind::Expression, span, "missing expression");
            }
            return None;
        };
        if !args.at_eol() {
            let span = args.span_here();
            self.error(DiagKind::Syntax, span, "expected newline");
            return None;
        }
        Some(e)
    }

    fn touch_symbols(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Sym(name, _) => {
                let id = self.symbols.get_or_create(name);
                let s = self.symbols.get_mut(id);
                if s.use_span.is_none() {
                    s.use_span = Some(e.span);
                }
            }
            ExprKind::Unary(_, a) => self.touch_symbols(a),
            ExprKind::Binary(_, a, b) => {
                self.touch_symbols(a);
                self.touch_symbols(b);
            }
            ExprKind::Call(_, args) => args.iter().for_each(|a| self.touch_symbols(a)),
            ExprKind::Const(_) | ExprKind::Loc(..) => {}
        }
    }

    /// Parses an expression that must be absolute now.
    pub(crate) fn parse_abs(&mut self, args: &mut Args) -> Option<(i64, Span)> {
        let e = self.parse_expr(args)?;
        match eval(&e, &self.symbols) {
            Ok(v) => match v.as_abs() {
                Some(c) => Some((c, e.span)),
                None => {
                    self.error(DiagKind::Expression, e.span, "expected absolute expression");
                    None
                }
            },
            Err(err) => {
                self.error(DiagKind::Expression, err.span, err.message);
                None
            }
        }
    }

    pub(crate) fn parse_ident(&mut self, args: &mut Args, what: &str) -> Option<(String, Span)> {
        let span = args.span_here();
        match args.peek().clone() {
            Tok::Ident(n) => {
                args.pos += 1;
                Some((n, span))
            }
            Tok::Str(s) => {
                args.pos += 1;
                Some((String::from_utf8_lossy(&s).into_owned(), span))
            }
            _ => {
                self.error(DiagKind::Syntax, span, format!("expected {what}"));
                None
            }
        }
    }

    pub(crate) fn expect_comma(&mut self, args: &mut Args) -> bool {
        if args.eat(",") {
            return true;
        }
        let span = args.span_here();
        self.error(DiagKind::Syntax, span, "expected comma");
        false
    }

    // ----- symbols ----------------------------------------------------------------------

    fn define_label(&mut self, name: &str, span: Span) {
        let name = if name.bytes().all(|c| c.is_ascii_digit()) {
            let Ok(n) = name.parse::<u64>() else {
                self.error(DiagKind::Symbol, span, "invalid numeric label");
                return;
            };
            let c = self.local_counts.entry(n).or_insert(0);
            *c += 1;
            local_label_name(n, *c)
        } else {
            name.to_string()
        };
        let id = self.symbols.get_or_create(&name);
        let (sec, off) = self.dot();
        let sym = self.symbols.get_mut(id);
        if !matches!(sym.def, SymDef::Undefined) {
            let msg = format!("invalid symbol redefinition of '{name}'");
            self.error(DiagKind::Symbol, span, msg);
            return;
        }
        sym.def = SymDef::Label(sec, off);
        sym.def_span = Some(span);
        self.symbols.register(id, &mut self.order);
        self.backend.label(&name);
        if self.text.is_some() {
            crate::text_out::label(self, &name);
        }
        if self.in_kernel.is_some() {
            self.error(DiagKind::Amdgpu, span, "labels are not allowed inside .amdhsa_kernel");
        }
    }

    pub(crate) fn assign(&mut self, name: &str, e: Expr, span: Span, redefinable: bool) {
        let id = self.symbols.get_or_create(name);
        match self.recursive_use(&e, name, 0) {
            Ok(None) => {}
            Ok(Some(at)) => {
                self.error(DiagKind::Symbol, at, format!("Recursive use of '{name}'"));
                return;
            }
            Err(at) => {
                self.error(DiagKind::Limit, at, "symbol definitions nested too deeply");
                return;
            }
        }
        // Fold to a constant now when possible, so a later redefinition does not change
        // earlier uses (llvm-mc evaluates uses at the point of use). A difference of labels
        // stays an expression: an instruction operand naming it is a fixup in llvm-mc-19.
        let folded = match eval(&e, &self.symbols).map(|v| v.as_abs()) {
            Ok(Some(c)) if !crate::expr::refers_to_labels(&e, &self.symbols) => {
                Expr { kind: ExprKind::Const(c), span: e.span }
            }
            _ => e,
        };
        let sym = self.symbols.get_mut(id);
        match &sym.def {
            SymDef::Undefined => {}
            SymDef::Variable(_) | SymDef::Predefined(_) if sym.redefinable && redefinable => {}
            _ => {
                let msg = format!("redefinition of '{name}'");
                self.error(DiagKind::Symbol, span, msg);
                return;
            }
        }
        // `.set a, foo` with `foo` undefined puts `foo` in the symbol table there (an undefined
        // global, also `bar` of `.set b, bar+4`; not the symbols of a difference): llvm-mc-19.
        let named = match eval(&folded, &self.symbols) {
            Ok(Value { add: Some(Term { name, place: None }), sub: None, .. }) => Some(name),
            _ => None,
        };
        // The symbols an unresolved value names take their places in the symbol table right
        // after `name`, in order of mention (`.set a, max(one, five)` before `.set five, 5`
        // puts `five` after `a`; llvm-mc-19, mcexpr_amd.s).
        let unresolved = (!matches!(folded.kind, ExprKind::Const(_))).then(|| folded.clone());
        let sym = self.symbols.get_mut(id);
        sym.def = SymDef::Variable(folded);
        sym.redefinable = redefinable;
        sym.def_span = Some(span);
        self.symbols.register(id, &mut self.order);
        if let Some(e) = unresolved {
            self.register_used(&e);
        }
        if let Some(name) = named.filter(|n| !n.is_empty() && !crate::symbol::is_temporary(n)) {
            let used = self.symbols.get_or_create(&name);
            self.symbols.register(used, &mut self.order);
            self.symbols.get_mut(used).used_in_reloc = true;
        }
    }

    /// Registers every symbol an unresolved value uses, in order of appearance.
    pub(crate) fn register_used(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Sym(name, _) => {
                let id = self.symbols.get_or_create(name);
                self.symbols.register(id, &mut self.order);
            }
            ExprKind::Unary(_, a) => self.register_used(a),
            ExprKind::Binary(_, a, b) => {
                self.register_used(a);
                self.register_used(b);
            }
            ExprKind::Call(_, args) => args.iter().for_each(|a| self.register_used(a)),
            ExprKind::Const(_) | ExprKind::Loc(..) => {}
        }
    }

    /// The span of a reference to `name` reachable from `e` through variables, if any;
    /// `Err` when the chain of variables is too deep to follow.
    fn recursive_use(&self, e: &Expr, name: &str, depth: usize) -> Result<Option<Span>, Span> {
        if depth > crate::expr::MAX_VAR_DEPTH {
            return Err(e.span);
        }
        match &e.kind {
            ExprKind::Sym(n, _) => {
                if n == name {
                    return Ok(Some(e.span));
                }
                let Some(id) = self.symbols.find(n) else { return Ok(None) };
                match &self.symbols.get(id).def {
                    SymDef::Variable(inner) => {
                        Ok(self.recursive_use(inner, name, depth + 1).map_err(|_| e.span)?.map(|_| e.span))
                    }
                    _ => Ok(None),
                }
            }
            ExprKind::Unary(_, a) => self.recursive_use(a, name, depth + 1),
            ExprKind::Binary(_, a, b) => match self.recursive_use(a, name, depth + 1)? {
                Some(s) => Ok(Some(s)),
                None => self.recursive_use(b, name, depth + 1),
            },
            ExprKind::Call(_, args) => {
                for a in args {
                    if let Some(s) = self.recursive_use(a, name, depth + 1)? {
                        return Ok(Some(s));
                    }
                }
                Ok(None)
            }
            ExprKind::Const(_) | ExprKind::Loc(..) => Ok(None),
        }
    }

    pub(crate) fn symbol(&mut self, name: &str) -> SymbolId {
        self.symbols.get_or_create(name)
    }

    /// The symbol `name`, registered in the symbol table order now.
    pub(crate) fn registered_symbol(&mut self, name: &str) -> SymbolId {
        let id = self.symbols.get_or_create(name);
        self.symbols.register(id, &mut self.order);
        id
    }

    // ----- sections ---------------------------------------------------------------------

    pub(crate) fn get_section(&mut self, name: &str, sh_type: u32, flags: u64) -> SectionId {
        if let Some(&i) = self.section_index.get(name) {
            return SectionId(i);
        }
        self.order += 1;
        self.section_index.insert(name.to_string(), self.sections.len() as u32);
        self.sections.push(Section::new(name, sh_type, flags, 1));
        self.section_order.push(self.order);
        SectionId((self.sections.len() - 1) as u32)
    }

    pub(crate) fn switch_to(&mut self, id: SectionId) {
        if id != self.cur {
            self.dwarf.section_changed();
            self.prev = self.cur;
            self.cur = id;
        }
    }

    pub(crate) fn push_section(&mut self) {
        self.section_stack.push((self.cur, self.prev));
    }

    pub(crate) fn pop_section(&mut self, span: Span) {
        match self.section_stack.pop() {
            Some((c, p)) => {
                if c != self.cur {
                    self.dwarf.section_changed();
                }
                self.cur = c;
                self.prev = p;
            }
            None => self.error(DiagKind::Directive, span, ".popsection without corresponding .pushsection"),
        }
    }

    pub(crate) fn previous_section(&mut self) {
        if self.cur != self.prev {
            self.dwarf.section_changed();
        }
        std::mem::swap(&mut self.cur, &mut self.prev);
    }

    pub(crate) fn cur_section(&mut self) -> &mut Section {
        &mut self.sections[self.cur.0 as usize]
    }

    /// Reserves `n` output bytes against the output limit.
    pub(crate) fn reserve_output(&mut self, n: u64, span: Span) -> bool {
        let total = self.output_bytes.saturating_add(n);
        if total > self.limits.max_output_bytes {
            self.error(
                DiagKind::Limit,
                span,
                format!("output exceeds the limit of {} bytes", self.limits.max_output_bytes),
            );
            self.stopped = true;
            return false;
        }
        self.output_bytes = total;
        true
    }

    /// Appends bytes to the current section (or grows a NOBITS section when they are zero).
    pub(crate) fn emit(&mut self, bytes: &[u8], span: Span) {
        if !self.reserve_output(bytes.len() as u64, span) {
            return;
        }
        let sec = self.cur_section();
        if sec.sh_type == sht::NOBITS {
            let nonzero = bytes.iter().any(|b| *b != 0);
            sec.nobits_size += bytes.len() as u64;
            if nonzero {
                let name = sec.name.clone();
                self.error(
                    DiagKind::Directive,
                    span,
                    format!("cannot have non-zero initializers in SHT_NOBITS section '{name}'"),
                );
            }
            return;
        }
        sec.data.extend_from_slice(bytes);
    }

    pub(crate) fn emit_fill(&mut self, count: u64, byte: u8, span: Span) {
        if !self.reserve_output(count, span) {
            return;
        }
        let sec = self.cur_section();
        if sec.sh_type == sht::NOBITS {
            sec.nobits_size += count;
            if byte != 0 {
                self.error(
                    DiagKind::Directive,
                    span,
                    "cannot have non-zero initializers in SHT_NOBITS section",
                );
            }
            return;
        }
        sec.data.resize(sec.data.len() + count as usize, byte);
    }

    /// Emits a value of `size` bytes: now when absolute, else as a fixup.
    pub(crate) fn emit_value(&mut self, e: Expr, size: u8, kind: FixupKind) {
        crate::dwarf::emission(self);
        let span = e.span;
        match eval(&e, &self.symbols) {
            Ok(v) => {
                if let Some(c) = v.as_abs() {
                    if !fits(c, size) {
                        self.error(DiagKind::Range, span, "out of range literal value");
                        return;
                    }
                    self.emit(&c.to_le_bytes()[..size as usize], span);
                    return;
                }
            }
            Err(err) if !has_symbols(&e) => {
                // Nothing can change later (`1/0`): report now.
                let _ = err;
                self.error(DiagKind::Expression, span, "expected relocatable expression");
                return;
            }
            Err(_) => {}
        }
        let offset = self.cur_section().size();
        if self.cur_section().sh_type == sht::NOBITS {
            self.error(DiagKind::Directive, span, "cannot have relocatable values in SHT_NOBITS section");
            return;
        }
        self.emit(&vec![0u8; size as usize], span);
        self.register_used(&e);
        self.cur_section().fixups.push(Fixup { offset, size, expr: e, kind });
    }

    /// Aligns the location counter (`fill` None: code padding in code sections, else zero).
    pub(crate) fn align_to(
        &mut self,
        align: u64,
        fill: Option<(i64, u8)>,
        max_skip: Option<u64>,
        span: Span,
    ) {
        let old_align = self.cur_section().align;
        if old_align < align {
            // The object file pads the section's offset to its alignment (llvm-mc-19 writes a
            // 2 GiB file for `.p2align 31`), so a raised alignment counts against the output
            // limit like the bytes it may cost.
            if !self.reserve_output(align - old_align, span) {
                return;
            }
            self.cur_section().align = align;
        }
        let sec = self.cur_section();
        let size = sec.size();
        let pad = size.next_multiple_of(align) - size;
        if pad == 0 || max_skip.is_some_and(|m| pad > m) {
            return;
        }
        let code = sec.is_code();
        match fill {
            Some((v, width)) if !(v == 0 && code) => {
                let mut bytes = Vec::with_capacity(pad as usize);
                let pattern = v.to_le_bytes();
                while (bytes.len() as u64) < pad {
                    let n = (pad as usize - bytes.len()).min(width as usize);
                    bytes.extend_from_slice(&pattern[..n]);
                }
                self.emit(&bytes, span);
            }
            _ if code => {
                // `s_nop 0` words; llvm-mc-19 hangs when the padding is not a multiple of 4,
                // we pad the odd bytes with zeros first.
                let odd = pad % 4;
                let mut bytes = vec![0u8; odd as usize];
                for _ in 0..pad / 4 {
                    bytes.extend_from_slice(&0xbf80_0000u32.to_le_bytes());
                }
                self.emit(&bytes, span);
            }
            _ => self.emit_fill(pad, 0, span),
        }
    }

    // ----- conditionals -----------------------------------------------------------------

    fn conditional(
        &mut self,
        word: &str,
        file: FileId,
        base: usize,
        wpos: usize,
        rest: &str,
        rest_base: usize,
    ) {
        let span = Span::new(file, base + wpos, base + wpos + word.len());
        let active = self.active();
        match word {
            ".else" => {
                let Some(c) = self.conds.last_mut() else {
                    self.error(
                        DiagKind::Directive,
                        span,
                        "Encountered a .else that doesn't follow a .if or an .elseif",
                    );
                    return;
                };
                if c.in_else {
                    self.error(
                        DiagKind::Directive,
                        span,
                        "Encountered a .else that doesn't follow a .if or an .elseif",
                    );
                    return;
                }
                c.in_else = true;
                c.active = c.parent_active && !c.taken;
                c.taken = true;
            }
            ".elseif" => {
                let Some(c) = self.conds.last() else {
                    self.error(
                        DiagKind::Directive,
                        span,
                        "Encountered a .elseif that doesn't follow a .if or an .elseif",
                    );
                    return;
                };
                if c.in_else {
                    self.error(
                        DiagKind::Directive,
                        span,
                        "Encountered a .elseif that doesn't follow a .if or an .elseif",
                    );
                    return;
                }
                let evaluate = c.parent_active && !c.taken;
                let mut v = false;
                if evaluate {
                    v = self.cond_expr(file, rest_base, rest).is_some_and(|x| x != 0);
                }
                let c = self.conds.last_mut().expect("checked above");
                c.active = evaluate && v;
                c.taken |= c.active;
            }
            ".endif" => {
                if self.conds.len() <= self.frames.last().map_or(0, |f| f.cond_base) {
                    self.error(
                        DiagKind::Directive,
                        span,
                        "Encountered a .endif that doesn't follow an .if or .else",
                    );
                    return;
                }
                self.conds.pop();
            }
            _ => {
                if self.conds.len() >= self.limits.max_cond_depth {
                    self.error(DiagKind::Limit, span, "conditional assembly nested too deeply");
                    self.stopped = true;
                    return;
                }
                let v = if active { self.eval_if(word, span, file, rest_base, rest) } else { None };
                let taken = active && v.unwrap_or(false);
                self.conds.push(Cond {
                    parent_active: active,
                    active: taken,
                    taken: taken || !active,
                    in_else: false,
                });
            }
        }
    }

    fn cond_expr(&mut self, file: FileId, base: usize, text: &str) -> Option<i64> {
        let mut args = self.lex_args(file, base, text)?;
        let (v, _) = self.parse_abs(&mut args)?;
        self.expect_eol(&args).then_some(v)
    }

    fn eval_if(&mut self, word: &str, span: Span, file: FileId, base: usize, rest: &str) -> Option<bool> {
        match word {
            ".if" | ".ifne" => self.cond_expr(file, base, rest).map(|v| v != 0),
            ".ifeq" => self.cond_expr(file, base, rest).map(|v| v == 0),
            ".ifgt" => self.cond_expr(file, base, rest).map(|v| v > 0),
            ".ifge" => self.cond_expr(file, base, rest).map(|v| v >= 0),
            ".iflt" => self.cond_expr(file, base, rest).map(|v| v < 0),
            ".ifle" => self.cond_expr(file, base, rest).map(|v| v <= 0),
            ".ifdef" | ".ifndef" | ".ifnotdef" => {
                let mut args = self.lex_args(file, base, rest)?;
                let (name, _) = self.parse_ident(&mut args, "identifier after '.ifdef'")?;
                if !self.expect_eol(&args) {
                    return None;
                }
                let defined = self
                    .symbols
                    .find(&name)
                    .is_some_and(|id| !matches!(self.symbols.get(id).def, SymDef::Undefined));
                Some(if word == ".ifdef" { defined } else { !defined })
            }
            ".ifb" | ".ifnb" => {
                let blank = rest.trim().is_empty();
                Some(if word == ".ifb" { blank } else { !blank })
            }
            ".ifc" | ".ifnc" => {
                let Some((a, b)) = split_top_comma(rest) else {
                    self.error(DiagKind::Syntax, span, "expected comma");
                    return None;
                };
                let eq = unquote(a.trim()) == unquote(b.trim());
                Some(if word == ".ifc" { eq } else { !eq })
            }
            ".ifeqs" | ".ifnes" => {
                let mut args = self.lex_args(file, base, rest)?;
                let (Tok::Str(a), _) = (args.peek().clone(), ()) else {
                    let sp = args.span_here();
                    self.error(DiagKind::Syntax, sp, "expected string parameter for '.ifeqs' directive");
                    return None;
                };
                args.pos += 1;
                if !self.expect_comma(&mut args) {
                    return None;
                }
                let Tok::Str(b) = args.peek().clone() else {
                    let sp = args.span_here();
                    self.error(DiagKind::Syntax, sp, "expected string parameter for '.ifeqs' directive");
                    return None;
                };
                args.pos += 1;
                Some(if word == ".ifeqs" { a == b } else { a != b })
            }
            _ => {
                self.error(DiagKind::Directive, span, format!("unknown directive '{word}'"));
                None
            }
        }
    }

    // ----- macros and loops -------------------------------------------------------------

    /// Collects the body lines up to the matching end directive from the current buffer.
    /// Returns the original text of the body.
    fn collect_body(
        &mut self,
        opens: &[&str],
        closes: &[&str],
        open_span: Span,
        what: &str,
    ) -> Option<String> {
        self.collect_body_at(opens, closes, open_span, what).map(|(_, _, t)| t)
    }

    /// Like `collect_body`, also returning the buffer and offset where the body starts.
    pub(crate) fn collect_body_at(
        &mut self,
        opens: &[&str],
        closes: &[&str],
        open_span: Span,
        what: &str,
    ) -> Option<(FileId, usize, String)> {
        let mut depth = 1usize;
        let frame_idx = self.frames.len().checked_sub(1)?;
        let file = self.frames[frame_idx].file;
        let body_start = self.frames[frame_idx].pos;
        loop {
            if self.frames[frame_idx].pos >= self.frames[frame_idx].verified {
                self.verify_main();
            }
            let frame = &mut self.frames[frame_idx];
            if frame.pos >= frame.clean.len() {
                self.error(DiagKind::Directive, open_span, format!("no matching '{what}' in definition"));
                return None;
            }
            let start = frame.pos;
            let end = frame.clean[start..].find('\n').map_or(frame.clean.len(), |e| start + e);
            frame.pos = end + 1;
            let (word, _) = Self::first_word(&frame.clean[start..end]);
            if opens.contains(&&*word) {
                depth += 1;
            } else if closes.contains(&&*word) {
                depth -= 1;
                if depth == 0 {
                    let text = &self.sm.get(file).text;
                    let b = body_start.min(start);
                    return Some((file, b, text[b..start].to_string()));
                }
            }
        }
    }

    /// The next line of the innermost buffer, without leaving the buffer: its file, start and
    /// end offsets and the buffer's text with comments blanked; `None` at the buffer's end.
    /// For a directive that reads its body as a stream (`.amd_kernel_code_t`).
    pub(crate) fn next_body_line(&mut self) -> Option<(FileId, usize, usize, Arc<Text>)> {
        if self.frames.last()?.pos >= self.frames.last()?.verified {
            self.verify_main();
        }
        let frame = self.frames.last_mut()?;
        if frame.pos >= frame.clean.len() {
            return None;
        }
        let start = frame.pos;
        let end = frame.clean[start..].find('\n').map_or(frame.clean.len(), |e| start + e);
        frame.pos = end + 1;
        Some((frame.file, start, end, Arc::clone(&frame.clean)))
    }

    /// Goes back to `offset` of the innermost buffer (a line [`Assembler::next_body_line`]
    /// returned): llvm-mc-19 reads the line where it abandoned an `.amd_kernel_code_t` block
    /// again as a statement when the error is at its first token.
    pub(crate) fn resume_at(&mut self, offset: usize) {
        if let Some(f) = self.frames.last_mut() {
            f.pos = offset.min(f.pos);
        }
    }

    /// Bytes of expansion text still allowed by `Limits::max_expansion_bytes`.
    fn expansion_budget(&self) -> usize {
        self.limits.max_expansion_bytes.saturating_sub(self.expanded_bytes)
    }

    /// Reports that an expansion at `span` would exceed `Limits::max_expansion_bytes`, and
    /// stops: every later expansion would fail the same way.
    fn expansion_limit(&mut self, span: Span) {
        let msg = format!(
            "macro and loop expansions exceed the limit of {} bytes",
            self.limits.max_expansion_bytes
        );
        self.error(DiagKind::Limit, span, msg);
        self.stopped = true;
    }

    fn expansion_allowed(&mut self, span: Span) -> bool {
        if self.expansion_depth() >= self.limits.max_macro_depth {
            self.error(
                DiagKind::Limit,
                span,
                format!("macros cannot be nested more than {} levels deep", self.limits.max_macro_depth),
            );
            return false;
        }
        true
    }

    fn define_macro(&mut self, span: Span, file: FileId, base: usize, rest: &str) {
        let body = self.collect_body(&[".macro"], &[".endm", ".endmacro"], span, ".endm");
        let Some(body) = body else { return };
        let rest_trim = rest.trim_start();
        let lead = rest.len() - rest_trim.len();
        let b = rest_trim.as_bytes();
        let mut i = 0;
        while i < b.len() && is_ident_char(b[i]) {
            i += 1;
        }
        if i == 0 {
            self.error(
                DiagKind::Syntax,
                Span::new(file, base + lead, base + lead + 1),
                "expected identifier in '.macro' directive",
            );
            return;
        }
        let name = rest_trim[..i].to_string();
        let mut params = Vec::new();
        let params_text = rest_trim[i..].trim();
        for p in split_macro_params(params_text) {
            let (decl, default) = match p.split_once('=') {
                Some((d, v)) => (d.trim(), Some(unquote(v.trim()).to_string())),
                None => (p.trim(), None),
            };
            let (pname, qual) = match decl.split_once(':') {
                Some((n, q)) => (n.trim(), Some(q.trim().to_ascii_lowercase())),
                None => (decl, None),
            };
            if pname.is_empty() || !pname.bytes().all(is_ident_char) {
                let sp = Span::new(file, base, base + rest.len());
                self.error(DiagKind::Syntax, sp, format!("invalid macro parameter '{decl}'"));
                return;
            }
            if params.iter().any(|q: &MacroParam| q.name == pname) {
                let sp = Span::new(file, base, base + rest.len());
                self.error(
                    DiagKind::Syntax,
                    sp,
                    format!("macro '{name}' has multiple parameters named '{pname}'"),
                );
                return;
            }
            params.push(MacroParam {
                name: pname.to_string(),
                default,
                required: qual.as_deref() == Some("req"),
                vararg: qual.as_deref() == Some("vararg"),
            });
        }
        if self.macros.contains_key(&name) {
            self.error(DiagKind::Directive, span, format!("macro '{name}' is already defined"));
            return;
        }
        self.macros.insert(name, Rc::new(Macro { params, body }));
    }

    fn expand_macro(&mut self, m: &Macro, name_span: Span, file: FileId, base: usize, rest: &str) {
        if !self.expansion_allowed(name_span) {
            return;
        }
        let raw = split_macro_args(rest.trim());
        let mut values: Vec<Option<String>> = vec![None; m.params.len()];
        let mut positional = 0;
        for (k, arg) in raw.iter().enumerate() {
            // Named argument `name=value`.
            if let Some((n, v)) = arg.split_once('=') {
                let n = n.trim();
                if !v.starts_with('=') {
                    if let Some(idx) = m.params.iter().position(|p| p.name == n) {
                        values[idx] = Some(v.trim().to_string());
                        continue;
                    }
                }
            }
            if positional >= m.params.len() {
                let span = Span::new(file, base, base + rest.len());
                self.error(DiagKind::Syntax, span, "too many positional arguments");
                return;
            }
            if m.params[positional].vararg {
                values[positional] = Some(raw[k..].join(", "));
                break;
            }
            values[positional] = Some(arg.clone());
            positional += 1;
        }
        let mut subst = Vec::with_capacity(m.params.len());
        for (p, v) in m.params.iter().zip(values) {
            let v = match v {
                Some(v) if !v.is_empty() => v,
                _ => {
                    if p.required {
                        self.error(
                            DiagKind::Syntax,
                            name_span,
                            format!("missing value for required parameter '{}' in macro", p.name),
                        );
                        return;
                    }
                    p.default.clone().unwrap_or_default()
                }
            };
            subst.push((p.name.as_str(), v));
        }
        self.macro_counter += 1;
        let budget = self.expansion_budget();
        let limit = budget.min(self.limits.max_source_bytes);
        let Some(text) = substitute(&m.body, &subst, self.macro_counter, limit) else {
            if budget < self.limits.max_source_bytes {
                self.expansion_limit(name_span);
            } else {
                self.error(DiagKind::Limit, name_span, "macro expansion too large");
            }
            return;
        };
        self.push_file(
            "<instantiation>",
            text,
            Some(Origin { kind: OriginKind::Instantiation, at: name_span }),
        );
    }

    fn rept(&mut self, span: Span, file: FileId, base: usize, rest: &str) {
        let loops = [".rept", ".irp", ".irpc"];
        let Some(body) = self.collect_body(&loops, &[".endr"], span, ".endr") else { return };
        let Some(mut args) = self.lex_args(file, base, rest) else { return };
        let Some((count, cspan)) = self.parse_abs(&mut args) else { return };
        if !self.expect_eol(&args) {
            return;
        }
        if count < 0 {
            self.error(DiagKind::Directive, cspan, "Count is negative");
            return;
        }
        let total = (body.len() as u128) * (count as u128);
        if total > (self.limits.max_source_bytes as u128) {
            self.error(
                DiagKind::Limit,
                cspan,
                format!("'.rept' expansion exceeds {} bytes", self.limits.max_source_bytes),
            );
            return;
        }
        if total > self.expansion_budget() as u128 {
            self.expansion_limit(cspan);
            return;
        }
        if !self.expansion_allowed(span) {
            return;
        }
        let text = if body.contains('\\') {
            let budget = self.expansion_budget();
            let mut text = String::with_capacity(total as usize);
            for _ in 0..count {
                self.macro_counter += 1;
                match substitute(&body, &[], self.macro_counter, self.limits.max_source_bytes) {
                    Some(t) if text.len() + t.len() <= budget => text.push_str(&t),
                    Some(_) => {
                        self.expansion_limit(cspan);
                        return;
                    }
                    None => return,
                }
            }
            text
        } else {
            // Nothing to substitute: the iterations are copies of the body (`\@` would have
            // counted each one).
            self.macro_counter += count as u64;
            body.repeat(count as usize)
        };
        self.push_file("<instantiation>", text, Some(Origin { kind: OriginKind::Instantiation, at: span }));
    }

    fn irp(&mut self, chars: bool, span: Span, file: FileId, base: usize, rest: &str) {
        let loops = [".rept", ".irp", ".irpc"];
        let Some(body) = self.collect_body(&loops, &[".endr"], span, ".endr") else { return };
        let rest_t = rest.trim();
        let (param, list) = match split_top_comma(rest_t) {
            Some((p, l)) => (p.trim().to_string(), l.trim().to_string()),
            None => (rest_t.to_string(), String::new()),
        };
        if param.is_empty() || !param.bytes().all(is_ident_char) {
            self.error(
                DiagKind::Syntax,
                Span::new(file, base, base + rest.len()),
                "expected identifier in directive",
            );
            return;
        }
        let items: Vec<String> = if chars {
            list.chars().filter(|c| !c.is_whitespace()).map(String::from).collect()
        } else if list.is_empty() {
            vec![String::new()]
        } else {
            split_macro_args(&list)
        };
        if !self.expansion_allowed(span) {
            return;
        }
        let mut text = String::new();
        let budget = self.expansion_budget();
        for it in items {
            self.macro_counter += 1;
            match substitute(&body, &[(param.as_str(), it)], self.macro_counter, self.limits.max_source_bytes)
            {
                Some(t) if text.len() + t.len() <= self.limits.max_source_bytes => {
                    if text.len() + t.len() > budget {
                        self.expansion_limit(span);
                        return;
                    }
                    text.push_str(&t);
                }
                _ => {
                    self.error(DiagKind::Limit, span, "'.irp' expansion too large");
                    return;
                }
            }
        }
        self.push_file("<instantiation>", text, Some(Origin { kind: OriginKind::Instantiation, at: span }));
    }

    fn include(&mut self, span: Span, file: FileId, base: usize, rest: &str) {
        let Some(mut args) = self.lex_args(file, base, rest) else { return };
        let Tok::Str(name) = args.peek().clone() else {
            let sp = args.span_here();
            self.error(DiagKind::Syntax, sp, "expected string in '.include' directive");
            return;
        };
        let name_span = args.span_here();
        args.pos += 1;
        if !self.expect_eol(&args) {
            return;
        }
        if self.include_depth() >= self.limits.max_include_depth {
            self.error(DiagKind::Limit, span, "includes nested too deeply");
            return;
        }
        let name = String::from_utf8_lossy(&name).into_owned();
        let from = self.sm.get(file).name.clone();
        match self.loader.load(&name, &from) {
            Ok((display, text)) => {
                self.push_file(&display, text, Some(Origin { kind: OriginKind::Include, at: name_span }));
            }
            Err(msg) => self.error(DiagKind::Include, name_span, msg),
        }
    }

    // ----- directives -------------------------------------------------------------------

    fn directive(&mut self, word: &str, span: Span, file: FileId, base: usize, rest: &str) {
        if crate::amdgpu::unknown_for_target(self, word) {
            return self.error(DiagKind::Directive, span, format!("unknown directive '{word}'"));
        }
        match word {
            ".macro" => return self.define_macro(span, file, base, rest),
            ".endm" | ".endmacro" => {
                return self.error(
                    DiagKind::Directive,
                    span,
                    format!("unexpected '{word}' in file, no current macro definition"),
                );
            }
            ".rept" => return self.rept(span, file, base, rest),
            ".irp" => return self.irp(false, span, file, base, rest),
            ".irpc" => return self.irp(true, span, file, base, rest),
            ".endr" => {
                return self.error(
                    DiagKind::Directive,
                    span,
                    "unexpected '.endr' directive, no current .rept",
                );
            }
            ".include" => return self.include(span, file, base, rest),
            ".end" => {
                self.ended = true;
                return;
            }
            ".amdgpu_metadata" => return self.metadata_block(span, file, base, rest),
            ".amdgpu_pal_metadata" => {
                if !rest.trim().is_empty() {
                    self.error(
                        DiagKind::Syntax,
                        Span::new(file, base, base + rest.len()),
                        "unexpected token",
                    );
                }
                let end = ".end_amdgpu_pal_metadata";
                if let Some(body) = self.collect_body(&[], &[end], span, end) {
                    crate::amdgpu::pal_metadata(self, &body, span);
                    if self.text.is_some() {
                        crate::text_out::pal_metadata_block(self);
                    }
                }
                return;
            }
            ".amd_kernel_code_t" => return crate::amdgpu::amd_kernel_code_t(self, span, file, base, rest),
            // The legacy note directives of other OSes (probed with llvm-mc-19: the error is
            // at the end of the directive's name).
            ".amd_amdgpu_hsa_metadata" | ".amd_amdgpu_pal_metadata"
                if (word == ".amd_amdgpu_hsa_metadata") != (self.target.os == amdgpu_target::Os::Amdhsa)
                    || (word == ".amd_amdgpu_pal_metadata"
                        && self.target.os != amdgpu_target::Os::Amdpal) =>
            {
                let os = if word == ".amd_amdgpu_hsa_metadata" { "amdhsa" } else { "amdpal" };
                let end = Span { start: span.end, ..span };
                return self.error(
                    DiagKind::Directive,
                    end,
                    format!("{word} directive is not available on non-{os} OSes"),
                );
            }
            ".amd_amdgpu_hsa_metadata" => {
                if !rest.trim().is_empty() {
                    self.error(
                        DiagKind::Syntax,
                        Span::new(file, base, base + rest.len()),
                        "unexpected token",
                    );
                }
                let end = ".end_amd_amdgpu_hsa_metadata";
                if let Some(body) = self.collect_body(&[], &[end], span, end) {
                    crate::amdgpu::v2_metadata_note(self, &body, span);
                }
                return;
            }
            _ => {}
        }
        if crate::dwarf::directive(self, word, span, file, base, rest) {
            return;
        }
        let Some(mut args) = self.lex_args(file, base, rest) else { return };
        if !crate::directives::generic(self, word, span, &mut args)
            && !crate::amdgpu::directive(self, word, span, &mut args)
        {
            self.error(DiagKind::Directive, span, format!("unknown directive '{word}'"));
        }
    }

    fn metadata_block(&mut self, span: Span, file: FileId, base: usize, rest: &str) {
        if !rest.trim().is_empty() {
            self.error(DiagKind::Syntax, Span::new(file, base, base + rest.len()), "unexpected token");
        }
        let Some(body) = self.collect_body(&[], &[".end_amdgpu_metadata"], span, ".end_amdgpu_metadata")
        else {
            return;
        };
        if self.text.is_some() {
            crate::text_out::metadata(self, &body);
        }
        crate::amdgpu::metadata_note(self, &body, span);
    }

    pub(crate) fn begin_kernel(&mut self, k: KernelBlock) {
        self.in_kernel = Some(k);
    }

    fn kernel_line(&mut self, _name: &str, file: FileId, base: usize, line: &str) {
        let (word, wpos) = Self::first_word(line);
        if word.is_empty() {
            if !line.trim().is_empty() {
                self.error(
                    DiagKind::Amdgpu,
                    Span::new(file, base, base + line.len()),
                    "expected .amdhsa_ directive or .end_amdhsa_kernel",
                );
            }
            return;
        }
        let span = Span::new(file, base + wpos, base + wpos + word.len());
        let after = wpos + word.len();
        if word == ".end_amdhsa_kernel" {
            if let Some(k) = self.in_kernel.take() {
                if self.text.is_some() {
                    crate::text_out::kernel(self, &k);
                }
                crate::amdgpu::end_kernel(self, k, span);
            }
            return;
        }
        if !word.starts_with(".amdhsa_") {
            self.error(DiagKind::Amdgpu, span, "expected .amdhsa_ directive or .end_amdhsa_kernel");
            return;
        }
        let Some(mut args) = self.lex_args(file, base + after, &line[after..]) else { return };
        let Some(e) = self.parse_expr(&mut args) else { return };
        if !self.expect_eol(&args) {
            return;
        }
        if crate::amdgpu::unresolved_field(self, &word, &e) {
            let whole = Span::new(file, base + wpos, base + line.trim_end().len());
            self.error(DiagKind::Amdgpu, whole, "directive should have resolvable expression");
            return;
        }
        if amdgpu_hsa::directives::Directive::from_name(&word).is_none() {
            self.error(DiagKind::Amdgpu, span, "unknown .amdhsa_kernel directive");
            return;
        }
        if let Some(k) = self.in_kernel.as_mut() {
            if k.fields.iter().any(|(n, _, _)| *n == word) {
                self.error(DiagKind::Amdgpu, span, ".amdhsa_ directives cannot be repeated");
                return;
            }
            k.fields.push((word.into_owned(), e, span));
        }
    }

    // ----- instructions -----------------------------------------------------------------

    fn instruction(&mut self, file: FileId, base: usize, text: &str) {
        let text = trim_end_fast(text);
        let span = Span::new(file, base, base + text.len());
        // A line the pre-encoding thread already encoded (without expressions, so the result
        // is what `encode` would return now).
        if let Some(pre) = self.pre.as_mut()
            && pre.file == file
            && let Some(p) = pre.take(base, text.len())
        {
            let mut buf = [0u8; PRE_MAX_BYTES];
            let n = usize::from(p.nbytes);
            buf[..n].copy_from_slice(pre.bytes(&p));
            let regs = (u32::from(p.vgpr), u32::from(p.sgpr), u32::from(p.agpr));
            self.place_instruction(span, &buf[..n], &[], &[], regs);
            return;
        }
        let mut out = std::mem::take(&mut self.scratch);
        let mut ctx = InstCtx {
            asm_exprs: Vec::new(),
            file,
            base,
            dot: self.dot(),
            errors: Vec::new(),
            symbols: &self.symbols,
            locals: &mut self.local_counts,
        };
        let r = self.backend.encode_into(text, &mut ctx, &mut out);
        let InstCtx { asm_exprs, errors, .. } = ctx;
        for (span, msg) in errors {
            self.error(DiagKind::Expression, span, msg);
        }
        match r {
            Ok(()) => {
                for e in &asm_exprs {
                    self.touch_symbols(e);
                }
                let regs = (out.next_free_vgpr, out.next_free_sgpr, out.next_free_agpr);
                self.place_instruction(span, &out.bytes, &out.fixups, &asm_exprs, regs);
                if self.text.is_some() {
                    if let Some(l) = self.backend.take_listed() {
                        crate::text_out::instruction(self, &l);
                    }
                }
            }
            Err(e) => {
                let at = base + e.offset.min(text.len());
                self.error(DiagKind::Instruction, Span::new(file, at, at + 1), e.message);
            }
        }
        self.scratch = out;
    }

    /// Places an encoded instruction at the location counter: its bytes, its fixups (handles
    /// into `asm_exprs`) and the registers it names (one past the highest VGPR, SGPR, AGPR).
    fn place_instruction(
        &mut self,
        span: Span,
        bytes: &[u8],
        fixups: &[InstFixup],
        asm_exprs: &[Expr],
        (vgpr, sgpr, agpr): (u32, u32, u32),
    ) {
        let offset = self.cur_section().size();
        if self.cur_section().sh_type == sht::NOBITS {
            self.error(DiagKind::Instruction, span, "instructions are not allowed in SHT_NOBITS sections");
            return;
        }
        self.cur_section().has_instructions = true;
        crate::dwarf::emission(self);
        self.emit(bytes, span);
        for f in fixups {
            let Some(e) = asm_exprs.get(f.handle.0 as usize).cloned() else {
                self.error(
                    DiagKind::Instruction,
                    span,
                    "instruction back end returned an unknown expression handle",
                );
                continue;
            };
            self.register_used(&e);
            let size = if matches!(f.kind, FixupKind::Branch16 | FixupKind::Simm16) { 2 } else { 4 };
            if u64::from(f.offset) + u64::from(size) > bytes.len() as u64 {
                self.error(
                    DiagKind::Instruction,
                    span,
                    "instruction back end returned a fixup outside the instruction",
                );
                continue;
            }
            // A literal is PC-relative or absolute by the expression's shape (`sym-4` is
            // absolute in llvm-mc-19); an absolute one is relocated as data.
            let kind = if f.kind == FixupKind::Literal32 && !crate::expr::is_pc_relative(&e) {
                FixupKind::Data
            } else {
                f.kind
            };
            let mut e = e;
            if matches!(f.kind, FixupKind::Literal32 | FixupKind::Branch16) {
                // llvm-mc-19 reports a literal it cannot relocate, and a branch target it
                // cannot reach (undefined, out of range), at the instruction's start.
                e.span = Span { end: span.start, ..span };
            }
            self.cur_section().fixups.push(Fixup {
                offset: offset + u64::from(f.offset),
                size,
                expr: e,
                kind,
            });
        }
        if !self.update_next_free(vgpr, sgpr) {
            let msg = ".amdgcn.next_free_{v,s}gpr symbols must be absolute expressions";
            self.error(DiagKind::Symbol, span, msg);
        }
        let (s0, v0, a0) = self.kernel_scope;
        let scope = (s0.max(sgpr), v0.max(vgpr), a0.max(agpr));
        if scope != self.kernel_scope {
            self.kernel_scope = scope;
            self.update_kernel_scope();
        }
    }

    /// Goes through the main file's lines as far as the pre-encoding thread's results allow:
    /// blank lines are skipped and pre-encoded instruction lines placed directly while the
    /// state lets them through unchanged (conditions active, no kernel block, no macros).
    /// Stops at the first line the caller must read itself (left at `frames[0].pos`).
    fn bulk(&mut self) {
        loop {
            let Some(pre) = self.pre.as_mut() else { return };
            if self.stopped || self.ended || self.frames.len() != 1 || self.frames[0].file != pre.file {
                return;
            }
            let pos = self.frames[0].pos;
            if pos >= self.frames[0].verified {
                // The chunk at `pos` is placed from results made from its text as it is: only
                // once it is known to have no comment (or the text is cleaned and re-encoded).
                self.verify_main();
                continue;
            }
            if !pre.seek(pos) || pre.cur.is_none() {
                return;
            }
            let Some(p) = pre.peek(pos) else {
                // No listed line left in this chunk: the rest of it is blank.
                self.frames[0].pos = pre.shared.bounds[pre.chunk + 1];
                continue;
            };
            let fast = (p.nbytes > 0 || p.kind == LINE_LABEL)
                && self.conds.last().is_none_or(|c| c.active)
                && self.in_kernel.is_none()
                && self.macros.is_empty();
            if fast && p.kind != LINE_OTHER {
                // A label alone on its line, or an instruction naming one symbol: what the
                // statement layer does with the line, without reading it again.
                if self.text.is_none() && self.bulk_named(p) {
                    continue;
                }
                self.frames[0].pos = p.start as usize;
                return;
            }
            if !fast {
                // Blank lines before it are skipped; the line itself takes the usual path.
                self.frames[0].pos = p.start as usize;
                return;
            }
            // A run of encoded lines starting here: placed in one step when nothing in it
            // could report an error (the per-line path below gives the same result then).
            let run = pre.run_here().filter(|r| r.count > 1).and_then(|r| {
                let last = pre.cur.as_ref()?.lines.get((r.first + r.count - 1) as usize)?;
                Some((r, last.next as usize))
            });
            if let Some((r, last_next)) = run
                && self.run_allowed(r.len)
            {
                // Taken out for the call (it borrows the bytes), put back right after.
                let Some(mut pre) = self.pre.take() else { return };
                let base = p.start as usize + usize::from(p.lead);
                let span = Span::new(pre.file, base, base + usize::from(p.len));
                let bytes =
                    pre.cur.as_ref().map_or(&[][..], |c| &c.bytes[r.at as usize..(r.at + r.len) as usize]);
                self.place_run(span, bytes, (u32::from(r.vgpr), u32::from(r.sgpr), u32::from(r.agpr)));
                pre.cursor = (r.first + r.count) as usize;
                self.pre = Some(pre);
                #[cfg(test)]
                PRE_HITS.fetch_add(r.count as usize, Ordering::Relaxed);
                self.frames[0].pos = last_next;
                continue;
            }
            let Some(pre) = self.pre.as_mut() else { return };
            self.frames[0].pos = p.next as usize;
            let mut buf = [0u8; PRE_MAX_BYTES];
            let n = usize::from(p.nbytes);
            buf[..n].copy_from_slice(pre.bytes(&p));
            pre.cursor += 1;
            #[cfg(test)]
            PRE_HITS.fetch_add(1, Ordering::Relaxed);
            let base = p.start as usize + usize::from(p.lead);
            let span = Span::new(pre.file, base, base + usize::from(p.len));
            let regs = (u32::from(p.vgpr), u32::from(p.sgpr), u32::from(p.agpr));
            self.place_instruction(span, &buf[..n], &[], &[], regs);
        }
    }

    /// Places a [`LINE_LABEL`] or [`LINE_SYM`] line of the pre-encoding as the statement layer
    /// would (the caller checked the state: conditions active, no kernel block, no macros, no
    /// text output): `define_label`, or the encoded instruction with its fixup to the symbol
    /// (`InstCtx::expr` makes that symbol's expression when the name is not a variable or a
    /// predefined symbol, whose values it would fold; such a line is left to the statement
    /// layer). Then the statement loop's symbol limit check. False when nothing was done.
    fn bulk_named(&mut self, p: PreLine) -> bool {
        let Some(pre) = self.pre.as_mut() else { return false };
        let text = Arc::clone(&pre.shared.text);
        let file = pre.file;
        let base = p.start as usize + usize::from(p.lead);
        let span = Span::new(file, base, base + usize::from(p.len));
        if p.kind == LINE_LABEL {
            let Some(name) = text.get(base..base + usize::from(p.len)) else { return false };
            self.frames[0].pos = p.next as usize;
            pre.cursor += 1;
            self.define_label(name, span);
        } else {
            let Some(cur) = pre.cur.as_ref() else { return false };
            let Ok(k) = cur.syms.binary_search_by_key(&pre.cursor, |y| y.line as usize) else { return false };
            let sym = cur.syms[k];
            let at = base + usize::from(sym.at);
            let Some(name) = text.get(at..at + usize::from(sym.len)) else { return false };
            let id = self.symbols.get_or_create(name);
            let s = self.symbols.get_mut(id);
            if matches!(s.def, SymDef::Variable(_) | SymDef::Predefined(_)) {
                return false;
            }
            let name_span = Span::new(file, at, at + name.len());
            if s.use_span.is_none() {
                s.use_span = Some(name_span);
            }
            let mut buf = [0u8; PRE_MAX_BYTES];
            let n = usize::from(p.nbytes);
            buf[..n].copy_from_slice(pre.bytes(&p));
            pre.cursor += 1;
            self.frames[0].pos = p.next as usize;
            let e = Expr { kind: ExprKind::Sym(name.to_string(), None), span: name_span };
            let regs = (u32::from(p.vgpr), u32::from(p.sgpr), u32::from(p.agpr));
            self.place_instruction(span, &buf[..n], &[sym.fixup], std::slice::from_ref(&e), regs);
        }
        if self.symbols.list.len() > self.limits.max_symbols {
            let msg = format!("too many symbols: the limit is {}", self.limits.max_symbols);
            let end = text[..(p.next as usize).min(text.len())].trim_end_matches(['\n', '\r']).len();
            self.error(DiagKind::Limit, Span::new(file, p.start as usize, end.max(p.start as usize)), msg);
            self.stopped = true;
        }
        #[cfg(test)]
        PRE_NAMED.fetch_add(1, Ordering::Relaxed);
        true
    }

    /// Whether a run of pre-encoded instructions with `len` bytes may be placed in one step:
    /// none of them could fail (a code section, room below the output limit, and
    /// `.amdgcn.next_free_*` absolute, each instruction raising them by its maxima).
    fn run_allowed(&mut self, len: u32) -> bool {
        let sec = &self.sections[self.cur.0 as usize];
        // Room for the bytes and a DWARF row, with a margin.
        sec.sh_type != sht::NOBITS
            && self.output_bytes.saturating_add(u64::from(len) + 64) <= self.limits.max_output_bytes
            && self.next_free_absolute()
    }

    /// Places a run of pre-encoded instructions (checked by [`Self::run_allowed`]): the same
    /// as [`Self::place_instruction`] for each of them in turn, since placing one only appends
    /// its bytes and raises maxima.
    fn place_run(&mut self, span: Span, bytes: &[u8], (vgpr, sgpr, agpr): (u32, u32, u32)) {
        self.cur_section().has_instructions = true;
        // A pending `.loc` row goes to the first instruction's offset.
        crate::dwarf::emission(self);
        self.emit(bytes, span);
        let absolute = self.update_next_free(vgpr, sgpr);
        debug_assert!(absolute, "run_allowed checked .amdgcn.next_free_*");
        let (s0, v0, a0) = self.kernel_scope;
        let scope = (s0.max(sgpr), v0.max(vgpr), a0.max(agpr));
        if scope != self.kernel_scope {
            self.kernel_scope = scope;
            self.update_kernel_scope();
        }
    }

    /// Writes the kernel-scope maxima to `.kernel.sgpr_count`, `.kernel.vgpr_count` (the
    /// unified count, AGPRs included as `totalnumvgprs` computes it) and `.kernel.agpr_count`.
    fn update_kernel_scope(&mut self) {
        let (sg, vg, ag) = self.kernel_scope;
        let total = crate::expr::SymbolLookup::target_function(
            &self.symbols,
            crate::expr::Func::TotalNumVgprs,
            &[i64::from(ag), i64::from(vg)],
        )
        .unwrap_or(i64::from(vg.max(ag)));
        for (name, v) in [
            (".kernel.sgpr_count", i64::from(sg)),
            (".kernel.vgpr_count", total),
            (".kernel.agpr_count", i64::from(ag)),
        ] {
            if let Some(id) = self.symbols.find(name) {
                let s = self.symbols.get_mut(id);
                if let SymDef::Predefined(_) = s.def {
                    s.def = SymDef::Predefined(v);
                }
            }
        }
    }

    /// `.amdgpu_hsa_kernel` starts a new kernel scope.
    pub(crate) fn reset_kernel_scope(&mut self) {
        self.kernel_scope = (0, 0, 0);
        self.update_kernel_scope();
    }

    /// Raises `.amdgcn.next_free_vgpr/sgpr` to cover the registers an instruction named
    /// (`max(current value, highest register + 1)`, also after a user `.set`). False when
    /// one the instruction should raise was set to a value that is not absolute (llvm-mc-19
    /// then reports an error at the instruction).
    fn update_next_free(&mut self, vgpr: u32, sgpr: u32) -> bool {
        // Only `amdhsa` tracks them; elsewhere a user symbol of that name is left alone.
        if self.target.os != amdgpu_target::Os::Amdhsa {
            return true;
        }
        let mut ok = true;
        for (k, v) in [(0, vgpr), (1, sgpr)] {
            let Some(id) = self.next_free_id(k) else { continue };
            let current = match &self.symbols.get(id).def {
                SymDef::Predefined(c) => Some(*c),
                SymDef::Variable(e) => eval(e, &self.symbols).ok().and_then(|v| v.as_abs()),
                _ => None,
            };
            let Some(current) = current else {
                ok &= v == 0;
                continue;
            };
            let new = current.max(i64::from(v));
            if new == current {
                continue;
            }
            let s = self.symbols.get_mut(id);
            s.def = match &s.def {
                SymDef::Variable(e) => SymDef::Variable(Expr { kind: ExprKind::Const(new), span: e.span }),
                _ => SymDef::Predefined(new),
            };
        }
        ok
    }

    /// The id of `.amdgcn.next_free_vgpr` (`k` = 0) or `.amdgcn.next_free_sgpr` (1), if it
    /// exists.
    fn next_free_id(&mut self, k: usize) -> Option<SymbolId> {
        const NAMES: [&str; 2] = [".amdgcn.next_free_vgpr", ".amdgcn.next_free_sgpr"];
        // Symbol ids never change once created: remember them.
        if let Some(id) = self.next_free_ids[k] {
            return Some(id);
        }
        // Symbols are never removed: with as many as at the last miss, still absent.
        if self.next_free_miss[k] == self.symbols.list.len() {
            return None;
        }
        let Some(id) = self.symbols.find(NAMES[k]) else {
            self.next_free_miss[k] = self.symbols.list.len();
            return None;
        };
        self.next_free_ids[k] = Some(id);
        Some(id)
    }

    /// Whether [`Self::update_next_free`] cannot fail now: both symbols absent, predefined,
    /// or variables with an absolute value (or the OS does not track them).
    fn next_free_absolute(&mut self) -> bool {
        if self.target.os != amdgpu_target::Os::Amdhsa {
            return true;
        }
        (0..2).all(|k| {
            self.next_free_id(k).is_none_or(|id| match &self.symbols.get(id).def {
                SymDef::Predefined(_) => true,
                SymDef::Variable(e) => eval(e, &self.symbols).ok().and_then(|v| v.as_abs()).is_some(),
                _ => false,
            })
        })
    }

    pub(crate) fn set_binding(&mut self, name: &str, b: Binding) {
        let id = self.registered_symbol(name);
        self.symbols.get_mut(id).binding = Some(b);
    }

    pub(crate) fn set_visibility(&mut self, name: &str, v: u8) {
        let id = self.registered_symbol(name);
        self.symbols.get_mut(id).visibility = v;
    }

    pub(crate) fn set_type(&mut self, name: &str, t: u8) {
        let id = self.registered_symbol(name);
        self.symbols.get_mut(id).sym_type = t;
    }

    pub(crate) fn into_module(mut self) -> (Module, Vec<Diagnostic>, SourceMap) {
        crate::amdgpu::finish_pal_metadata(&mut self);
        let module = Module {
            sections: self.sections,
            section_order: self.section_order,
            symbols: self.symbols,
            kernels: self.kernels,
            target: self.target,
            addrsig: self.addrsig,
            addrsig_syms: self.addrsig_syms,
            explicit_relocs: self.explicit_relocs,
        };
        (module, self.diags, self.sm)
    }
}

/// The [`ExprContext`] given to the instruction back end for one statement.
struct InstCtx<'s> {
    asm_exprs: Vec<Expr>,
    file: FileId,
    base: usize,
    dot: (SectionId, u64),
    errors: Vec<(Span, String)>,
    symbols: &'s Symbols,
    locals: &'s mut FastMap<u64, u64>,
}

impl ExprContext for InstCtx<'_> {
    fn expr(&mut self, text: &str, offset: usize) -> Result<OperandExpr, String> {
        let mut e = if lone_symbol(text) {
            // A lone symbol name (a branch target such as `.LBB0_1`): the one identifier token
            // the lexer makes of it, which the parser turns into this symbol (no call without
            // `(`, no specifier without `@`).
            let at = self.base + offset;
            Expr {
                kind: ExprKind::Sym(text.to_string(), None),
                span: Span::new(self.file, at, at + text.len()),
            }
        } else {
            let toks = lex(text).map_err(|e| e.message)?;
            let mut env =
                Env { file: self.file, base: self.base + offset, dot: self.dot, locals: self.locals };
            let mut p = ExprParser::new(&toks, 0, &mut env);
            let e = p.parse().map_err(|e| e.message)?;
            if !matches!(toks.get(p.pos).map(|t| &t.tok), Some(Tok::Eol)) {
                return Err("unexpected token in expression".into());
            }
            e
        };
        inline_constants(&mut e, self.symbols);
        if !crate::expr::refers_to_labels(&e, self.symbols)
            && let Ok(v) = eval(&e, self.symbols)
            && let Some(c) = v.as_abs()
        {
            return Ok(OperandExpr::Absolute(c));
        }
        let h = ExprHandle(u32::try_from(self.asm_exprs.len()).unwrap_or(u32::MAX));
        self.asm_exprs.push(e);
        Ok(OperandExpr::Relocatable(h))
    }

    fn describe(&self, h: ExprHandle) -> Option<(String, bool)> {
        let e = self.asm_exprs.get(h.0 as usize)?;
        Some((crate::expr::display(e), crate::expr::is_pc_relative(e)))
    }
}

/// True when `v` fits a `size`-byte field as signed or unsigned (llvm-mc's check for data).
pub(crate) fn fits(v: i64, size: u8) -> bool {
    if size >= 8 {
        return true;
    }
    let bits = u32::from(size) * 8;
    let umax = (1i128 << bits) - 1;
    let smin = -(1i128 << (bits - 1));
    let v = i128::from(v);
    (smin..=umax).contains(&v)
}

/// Replaces references to symbols whose current value is a constant (`x = 5`, predefined
/// symbols) by that constant, as llvm-mc does when it parses an expression: a later
/// reassignment, or `.amdgcn.next_free_vgpr` growing, does not change earlier uses.
fn inline_constants(e: &mut Expr, syms: &Symbols) {
    match &mut e.kind {
        ExprKind::Sym(name, None) => {
            let Some(id) = syms.find(name) else { return };
            let c = match &syms.get(id).def {
                SymDef::Predefined(c) => *c,
                SymDef::Variable(Expr { kind: ExprKind::Const(c), .. }) => *c,
                _ => return,
            };
            e.kind = ExprKind::Const(c);
        }
        ExprKind::Unary(_, a) => inline_constants(a, syms),
        ExprKind::Binary(_, a, b) => {
            inline_constants(a, syms);
            inline_constants(b, syms);
        }
        ExprKind::Call(_, args) => args.iter_mut().for_each(|a| inline_constants(a, syms)),
        ExprKind::Sym(_, Some(_)) | ExprKind::Const(_) | ExprKind::Loc(..) => {}
    }
}

fn has_symbols(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Sym(..) => true,
        ExprKind::Unary(_, a) => has_symbols(a),
        ExprKind::Binary(_, a, b) => has_symbols(a) || has_symbols(b),
        ExprKind::Call(_, args) => args.iter().any(has_symbols),
        ExprKind::Const(_) | ExprKind::Loc(..) => false,
    }
}

/// `s.trim_end()`, without decoding characters while the end is ASCII.
fn trim_end_fast(s: &str) -> &str {
    let b = s.as_bytes();
    let mut end = b.len();
    // ASCII white space as `char::is_whitespace` sees it (vertical tab included).
    while end > 0 && (b[end - 1].is_ascii_whitespace() || b[end - 1] == 0x0b) {
        end -= 1;
    }
    if end > 0 && !b[end - 1].is_ascii() {
        return s[..end].trim_end();
    }
    &s[..end]
}

fn unquote(s: &str) -> &str {
    s.strip_prefix('"').and_then(|t| t.strip_suffix('"')).unwrap_or(s)
}

/// Splits at the first comma outside parentheses and strings.
fn split_top_comma(s: &str) -> Option<(&str, &str)> {
    let mut depth = 0i32;
    let mut in_str = false;
    for (i, c) in s.char_indices() {
        match c {
            '"' => in_str = !in_str,
            '(' if !in_str => depth += 1,
            ')' if !in_str => depth -= 1,
            ',' if !in_str && depth <= 0 => return Some((&s[..i], &s[i + 1..])),
            _ => {}
        }
    }
    None
}

/// Macro parameter declarations: separated by commas or blanks.
fn split_macro_params(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in s.split(',') {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        // `a b c` (blank separated) unless it is `a = 1` / `a=1`.
        if part.contains('=') {
            out.push(part.replace(' ', ""));
        } else {
            out.extend(part.split_whitespace().map(str::to_string));
        }
    }
    out
}

/// Macro call arguments: separated by commas; without commas, blanks separate arguments
/// unless an operator joins the pieces (`1 + 2` is one argument).
pub(crate) fn split_macro_args(s: &str) -> Vec<String> {
    let s = s.trim();
    if s.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let mut in_str = false;
    let chars: Vec<char> = s.chars().collect();
    let is_op = |c: char| "+-*/%&|^<>=!~".contains(c);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' => {
                in_str = !in_str;
                cur.push(c);
            }
            '(' if !in_str => {
                depth += 1;
                cur.push(c);
            }
            ')' if !in_str => {
                depth -= 1;
                cur.push(c);
            }
            ',' if !in_str && depth <= 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
            }
            c if c.is_whitespace() && !in_str && depth <= 0 => {
                let mut j = i;
                while j < chars.len() && chars[j].is_whitespace() {
                    j += 1;
                }
                let prev = cur.trim_end().chars().last();
                let next = chars.get(j).copied();
                let joins = prev.is_none_or(is_op) || next.is_none_or(|n| is_op(n) || n == ',');
                if joins {
                    cur.push(' ');
                } else {
                    out.push(cur.trim().to_string());
                    cur.clear();
                }
                i = j;
                continue;
            }
            _ => cur.push(c),
        }
        i += 1;
    }
    out.push(cur.trim().to_string());
    out.into_iter().map(|a| unquote(&a).to_string()).collect()
}

/// Substitutes `\name`, `\@` and `\()` in a macro or loop body.
fn substitute(body: &str, params: &[(&str, String)], counter: u64, limit: usize) -> Option<String> {
    let b = body.as_bytes();
    let mut out = String::with_capacity(body.len());
    let mut i = 0;
    let mut last = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        out.push_str(&body[last..i]);
        let j = i + 1;
        if b.get(j) == Some(&b'@') {
            out.push_str(&(counter - 1).to_string());
            i = j + 1;
        } else if b.get(j) == Some(&b'(') && b.get(j + 1) == Some(&b')') {
            i = j + 2;
        } else {
            let mut k = j;
            while k < b.len() && is_ident_char(b[k]) {
                k += 1;
            }
            let name = &body[j..k];
            match params.iter().find(|(n, _)| *n == name) {
                Some((_, v)) if k > j => {
                    out.push_str(v);
                    i = k;
                }
                _ => {
                    out.push('\\');
                    i = j;
                }
            }
        }
        last = i;
        if out.len() > limit {
            return None;
        }
    }
    out.push_str(&body[last..]);
    (out.len() <= limit).then_some(out)
}

// ----- parallel pre-encoding of the main file ------------------------------------------------

/// Pre-encoded results used (tests check that the parallel path runs).
#[cfg(test)]
static PRE_HITS: AtomicUsize = AtomicUsize::new(0);
/// Label and one-symbol lines placed from the pre-encoding (tests check that this path runs).
#[cfg(test)]
static PRE_NAMED: AtomicUsize = AtomicUsize::new(0);

/// Smallest main file (bytes) for which a second thread pre-encodes instruction lines.
const PRE_MIN_BYTES: usize = 256 << 10;
/// Bytes per pre-encoding chunk (rounded up to a line end).
const PRE_CHUNK_BYTES: usize = 64 << 10;
/// Longest encoding a pre-encoded line may have (AMDGPU instructions have at most 12 bytes).
const PRE_MAX_BYTES: usize = 16;

/// One non-blank line of a pre-encoded chunk, in order. Either an instruction line the worker
/// encoded (`nbytes > 0`), or a line left to the main thread (`nbytes == 0`).
#[derive(Clone, Copy, Debug)]
struct PreLine {
    /// Start of the line in the main file.
    start: u32,
    /// Start of the next line (after the newline), where the main thread continues.
    next: u32,
    /// Start of the encoded bytes in [`PreChunk::bytes`].
    at: u32,
    /// The instruction text: `start + lead .. start + lead + len` (trailing blanks trimmed).
    lead: u16,
    len: u16,
    /// One past the highest VGPR, SGPR and AGPR the instruction names.
    vgpr: u16,
    sgpr: u16,
    agpr: u16,
    nbytes: u8,
    /// [`LINE_OTHER`], [`LINE_LABEL`] (`lead`/`len`: the name of a label defined alone on
    /// its line) or [`LINE_SYM`] (an encoded instruction whose one operand expression is a
    /// lone symbol name: see [`PreSym`]).
    kind: u8,
}

/// [`PreLine::kind`]: an instruction encoded alone, or a line left to the statement layer.
const LINE_OTHER: u8 = 0;
/// [`PreLine::kind`]: `name:` alone on its line.
const LINE_LABEL: u8 = 1;
/// [`PreLine::kind`]: an instruction encoded with one fixup to a lone symbol name.
const LINE_SYM: u8 = 2;

/// The operand of a [`LINE_SYM`] line: the symbol name at `at..at + len` of the instruction
/// text, and the fixup the back end made for it (handle 0).
#[derive(Clone, Copy, Debug)]
struct PreSym {
    /// Index of the line in [`PreChunk::lines`].
    line: u32,
    at: u16,
    len: u16,
    fixup: InstFixup,
}

/// An [`ExprContext`] for the pre-encoding thread that takes one operand expression when it is
/// a lone symbol name (what [`InstCtx::expr`] turns into that symbol without parsing) as a
/// relocatable value, handle 0, and refuses everything else; `refused` tells whether it did.
struct OneSymbol {
    sym: Option<(usize, usize)>,
    refused: bool,
}

impl ExprContext for OneSymbol {
    fn expr(&mut self, text: &str, offset: usize) -> Result<OperandExpr, String> {
        if self.sym.is_none() && !self.refused && lone_symbol(text) {
            self.sym = Some((offset, text.len()));
            return Ok(OperandExpr::Relocatable(ExprHandle(0)));
        }
        self.refused = true;
        Err("deferred".into())
    }
}

/// True for an operand text that [`InstCtx::expr`] takes as one symbol name without lexing.
fn lone_symbol(text: &str) -> bool {
    let b = text.as_bytes();
    text != "." && b.first().is_some_and(|&c| is_ident_start(c)) && b.iter().all(|&c| is_ident_char(c))
}

/// Consecutive listed lines of a chunk that were all encoded: the main thread places them in
/// one step (their bytes in one copy, the register maxima once).
#[derive(Clone, Copy, Debug)]
struct PreRun {
    /// Index of the first line in [`PreChunk::lines`], and the number of lines.
    first: u32,
    count: u32,
    /// Their bytes, in order: `PreChunk::bytes[at..at + len]`.
    at: u32,
    len: u32,
    /// The largest of the lines' register maxima.
    vgpr: u16,
    sgpr: u16,
    agpr: u16,
}

#[derive(Debug, Default)]
struct PreChunk {
    lines: Vec<PreLine>,
    runs: Vec<PreRun>,
    bytes: Vec<u8>,
    /// The operands of the [`LINE_SYM`] lines, in order.
    syms: Vec<PreSym>,
}

/// What the main thread and the pre-encoding thread share.
struct PreShared {
    text: Arc<Text>,
    /// Chunk boundaries (line starts), the last one the text length.
    bounds: Vec<usize>,
    /// A chunk's results. Whoever claimed a chunk holds its lock while encoding it, so the
    /// main thread reaching a chunk the worker is encoding waits for it (or helps ahead).
    slots: Vec<Mutex<Option<PreChunk>>>,
    /// The first chunk nobody has claimed: both threads claim chunks in file order from it
    /// (the worker one at a time; the main thread the chunk it needs, skipping any it will
    /// never read, or the next one while it waits).
    next: AtomicUsize,
}
/// The main thread's side: the chunk it is in and a cursor into its results.
pub(crate) struct PreEncode {
    shared: Arc<PreShared>,
    file: FileId,
    worker: Option<std::thread::JoinHandle<()>>,
    /// The main thread's own copy of the back end: it encodes the chunks the worker has not
    /// reached the same way (so both threads parse and encode, and the main thread places).
    backend: Box<dyn InstructionBackend + Send>,
    scratch: EncodedInst,
    chunk: usize,
    /// The first chunk the counter hands out (chunks before it are encoded here if needed).
    first: usize,
    /// Whether `cur` holds the results of `chunk`.
    loaded: bool,
    cur: Option<PreChunk>,
    cursor: usize,
    /// The first run of `cur` that may still start at or after `cursor`.
    run: usize,
}

/// The text a statement on `line` (starting at `base` in its buffer) hands the back end, when
/// it is certainly an instruction with no label or assignment in front: a mnemonic-like word
/// first, not followed by `:` or `=`. Returns (start, text). (`pre_encode_chunk` does the same
/// in its one pass over a line; this is the reference its test compares with.)
#[cfg(test)]
fn plain_instruction(line: &str, base: usize) -> Option<(usize, &str)> {
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    if i >= b.len() || !b[i].is_ascii_alphabetic() {
        return None;
    }
    let s = i;
    // The first word ends at a blank, a control byte, `:` or `=` (eight bytes at a time). This
    // refuses a few lines the statement layer would also read as instructions (`a-b: ...`,
    // where the identifier ends before the `:`); those simply go the general way.
    i = word_end(b, i, b.len());
    if i < b.len() && (b[i] == b':' || b[i] == b'=') {
        return None;
    }
    while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    if i < b.len() && (b[i] == b':' || b[i] == b'=') {
        return None;
    }
    Some((base + s, trim_end_fast(&line[s..])))
}

/// The instruction text of a line whose first word starts at `s` and whose newline (or end)
/// is at `nl`: up to the line's end with trailing blanks trimmed, as `plain_instruction`
/// returns it. `None` when it is not on character boundaries (it always is: `s` is at an
/// ASCII letter and `nl` at a newline or a line start).
pub(crate) fn inst_text(text: &str, s: usize, nl: usize) -> Option<&str> {
    let b = text.as_bytes();
    let mut e = nl;
    // ASCII white space as `char::is_whitespace` sees it (vertical tab included); `b[s]` is a
    // letter, so this stops after it.
    while e > s && (b[e - 1].is_ascii_whitespace() || b[e - 1] == 0x0b) {
        e -= 1;
    }
    let t = text.get(s..e)?;
    if b[e - 1].is_ascii() { Some(t) } else { Some(t.trim_end()) }
}

/// The name of a label defined alone on the line whose first non-blank byte is at `i`
/// (`b[..to]` holds the line's end): an identifier, blanks, a `:` not followed by `:`, and
/// only ASCII white space after it. The statement layer reads such a line as that label and
/// nothing else. Names the conditional check of `Assembler::line` might take as a directive
/// (`.if...`, `.else`, `.elseif`, `.endif`: a `.` and then `i` or `e`) and numeric labels
/// are left out. Returns the name's start and end.
fn label_alone(b: &[u8], i: usize, to: usize) -> Option<(usize, usize)> {
    if !is_ident_start(b[i]) || (b[i] == b'.' && matches!(b.get(i + 1), Some(b'i' | b'I' | b'e' | b'E'))) {
        return None;
    }
    let mut j = i + 1;
    while j < to && is_ident_char(b[j]) {
        j += 1;
    }
    let mut k = j;
    while k < to && (b[k] == b' ' || b[k] == b'\t') {
        k += 1;
    }
    if k >= to || b[k] != b':' || (k + 1 < to && b[k + 1] == b':') {
        return None;
    }
    k += 1;
    while k < to && b[k] != b'\n' {
        if !(b[k].is_ascii_whitespace() || b[k] == 0x0b) {
            return None;
        }
        k += 1;
    }
    Some((i, j))
}

/// Position of the first byte below `!`, `:` or `=` in `b[from..]`, or `b.len()`.
fn word_end(b: &[u8], from: usize, to: usize) -> usize {
    use amdgpu_isa::scan::{below, eq};
    amdgpu_isa::scan::find(
        b,
        from,
        to,
        |w| below(w, b'!') | eq(w, b':') | eq(w, b'='),
        |c| c <= b' ' || c == b':' || c == b'=',
    )
}

/// The first word of a line, at `b[s]` (a letter), with `b[..to]` holding the line's end:
/// where it and the blanks after it end, and whether the line is an instruction with no label
/// or assignment in front (as `plain_instruction`: the word not followed by `:` or `=`, blanks
/// between allowed).
fn first_word(b: &[u8], s: usize, to: usize) -> (usize, bool) {
    let mut i = word_end(b, s + 1, to);
    if i < to && (b[i] == b':' || b[i] == b'=') {
        return (i, false);
    }
    while i < to && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    (i, i >= to || (b[i] != b':' && b[i] != b'='))
}

/// True when the line whose first word starts at `b[s]` (a letter) and whose end is at `nl`
/// is an instruction with no label or assignment in front ([`first_word`]).
pub(crate) fn first_word_plain(b: &[u8], s: usize, nl: usize) -> bool {
    first_word(b, s, nl).1
}

/// Encodes the instruction lines of `text[from..to]` (whole lines) and lists every non-blank
/// line in order. `scratch` is reused between lines.
fn pre_encode_chunk(
    backend: &mut dyn InstructionBackend,
    scratch: &mut EncodedInst,
    text: &str,
    from: usize,
    to: usize,
) -> PreChunk {
    // Sized for typical lines (about 30 bytes, 4-8 bytes of code each), so that the vectors
    // rarely grow; shrunk at the end when much is left over (the worker's chunks are kept).
    let mut out = PreChunk {
        lines: Vec::with_capacity((to - from) / 24 + 16),
        runs: Vec::new(),
        bytes: Vec::with_capacity((to - from) / 5 + 16),
        syms: Vec::new(),
    };
    let b = text.as_bytes();
    let to = to.min(b.len());
    let mut pos = from;
    // One pass per line: leading blanks, the first word (an instruction's mnemonic when the
    // line is a plain instruction, see `plain_instruction`), then the newline from there.
    while pos < to {
        let start = pos;
        // A blank line does nothing anywhere (statements, skipped regions, kernel blocks):
        // only ASCII white space before its newline.
        let mut i = start;
        while i < to && matches!(b[i], b' ' | b'\t' | b'\r' | b'\x0c') {
            i += 1;
        }
        if i == to || b[i] == b'\n' {
            pos = i + 1;
            continue;
        }
        // The instruction text `s..e` when the line is certainly an instruction with no label
        // or assignment in front (as `plain_instruction`: a letter first, the first word not
        // followed by `:` or `=`).
        let mut inst = None;
        let first = i;
        // A line that starts with a letter goes to the back end's one-pass reader first, which
        // declines labels and assignments and finds the line's end; its bytes land straight
        // in the chunk. Only what it declines has its first word looked at here.
        let at0 = out.bytes.len();
        let mut plain = None;
        if b[i].is_ascii_alphabetic() {
            let s = i;
            if let Some((end, regs)) = backend.encode_plain_line(text, s, &mut out.bytes) {
                if end > s && (end == b.len() || (end < to && b[end] == b'\n')) {
                    plain = Some((end, regs));
                    inst = Some(s);
                } else {
                    // Not the line's end: a back end breaking its contract; the general way
                    // decides.
                    out.bytes.truncate(at0);
                }
            }
            if plain.is_none() {
                let is_inst;
                (i, is_inst) = first_word(b, s, to);
                if is_inst {
                    inst = Some(s);
                }
            }
        }
        let nl = match plain {
            Some((end, _)) => end,
            None => find_newline(b, i, to),
        };
        let next = nl + 1;
        pos = next;
        let (Ok(start32), Ok(next32), Ok(at)) =
            (u32::try_from(start), u32::try_from(next.min(text.len())), u32::try_from(at0))
        else {
            break;
        };
        let mut rec = PreLine {
            start: start32,
            next: next32,
            at,
            lead: 0,
            len: 0,
            vgpr: 0,
            sgpr: 0,
            agpr: 0,
            nbytes: 0,
            kind: LINE_OTHER,
        };
        if inst.is_none()
            && let Some((s, e)) = label_alone(b, first, to)
            && let (Ok(lead), Ok(len)) = (u16::try_from(s - start), u16::try_from(e - s))
        {
            rec = PreLine { lead, len, kind: LINE_LABEL, ..rec };
        }
        // A text whose place does not fit a record is not encoded (the result could not be
        // kept, and a 10 MB line would be parsed twice on the main thread).
        if let Some(s) = inst
            && let Some(inst_text) = match plain {
                // The usual line the back end read: it ends in an ASCII byte that is not
                // blank, so nothing is trimmed (what `inst_text` gives, without its loop).
                Some(_) if nl > s && b[nl - 1].is_ascii_graphic() => text.get(s..nl),
                _ => inst_text(text, s, nl),
            }
            && let (Ok(lead), Ok(len)) = (u16::try_from(s - start), u16::try_from(inst_text.len()))
        {
            // Encoded by the back end's plain path above: its bytes are in the chunk.
            if let Some((_, regs)) = plain {
                let n = out.bytes.len() - at as usize;
                if (1..=PRE_MAX_BYTES).contains(&n)
                    && let (Ok(vgpr), Ok(sgpr), Ok(agpr)) =
                        (u16::try_from(regs.0), u16::try_from(regs.1), u16::try_from(regs.2))
                {
                    rec = PreLine { lead, len, vgpr, sgpr, agpr, nbytes: n as u8, ..rec };
                } else {
                    out.bytes.truncate(at as usize);
                }
                if !push_line(&mut out, rec) {
                    break;
                }
                continue;
            }
            let mut ctx = OneSymbol { sym: None, refused: false };
            let ok = backend.encode_into(inst_text, &mut ctx, scratch).is_ok();
            let regs = (
                u16::try_from(scratch.next_free_vgpr),
                u16::try_from(scratch.next_free_sgpr),
                u16::try_from(scratch.next_free_agpr),
            );
            // No expression, or one lone symbol name with the one fixup naming it.
            let sym = match (ctx.sym, scratch.fixups.as_slice()) {
                (None, []) => Some(None),
                (Some((at, n)), [f]) if f.handle == ExprHandle(0) => {
                    match (u16::try_from(at), u16::try_from(n)) {
                        (Ok(at), Ok(len)) => Some(Some(PreSym { line: 0, at, len, fixup: *f })),
                        _ => None,
                    }
                }
                _ => None,
            };
            if ok
                && !ctx.refused
                && let Some(sym) = sym
                && (1..=PRE_MAX_BYTES).contains(&scratch.bytes.len())
                && let (Ok(vgpr), Ok(sgpr), Ok(agpr)) = regs
            {
                let nbytes = scratch.bytes.len() as u8;
                rec = PreLine { lead, len, vgpr, sgpr, agpr, nbytes, ..rec };
                if let Some(sym) = sym
                    && let Ok(line) = u32::try_from(out.lines.len())
                {
                    rec.kind = LINE_SYM;
                    out.syms.push(PreSym { line, ..sym });
                }
                out.bytes.extend_from_slice(&scratch.bytes);
            }
        }
        // Bytes of a plain encoding whose text could not be recorded are dropped.
        out.bytes.truncate(at0 + usize::from(rec.nbytes));
        if !push_line(&mut out, rec) {
            break;
        }
    }
    if out.lines.capacity() > out.lines.len() + out.lines.len() / 4 + 16 {
        out.lines.shrink_to_fit();
    }
    if out.bytes.capacity() > out.bytes.len() + out.bytes.len() / 4 + 16 {
        out.bytes.shrink_to_fit();
    }
    out
}

/// Lists `rec` in `out` and extends the run of encoded lines it continues (or starts one).
/// False when the chunk has more lines than a record can number.
#[inline]
fn push_line(out: &mut PreChunk, rec: PreLine) -> bool {
    let Ok(index) = u32::try_from(out.lines.len()) else { return false };
    out.lines.push(rec);
    if rec.nbytes > 0 && rec.kind == LINE_OTHER {
        let nbytes = u32::from(rec.nbytes);
        match out.runs.last_mut() {
            Some(r) if r.first + r.count == index => {
                r.count += 1;
                r.len += nbytes;
                r.vgpr = r.vgpr.max(rec.vgpr);
                r.sgpr = r.sgpr.max(rec.sgpr);
                r.agpr = r.agpr.max(rec.agpr);
            }
            _ => out.runs.push(PreRun {
                first: index,
                count: 1,
                at: rec.at,
                len: nbytes,
                vgpr: rec.vgpr,
                sgpr: rec.sgpr,
                agpr: rec.agpr,
            }),
        }
    }
    true
}

/// Position of the first `\n` in `b`.
fn memchr_newline(b: &[u8]) -> Option<usize> {
    let at = find_newline(b, 0, b.len());
    (at < b.len()).then_some(at)
}

/// Position of the first `\n` in `b[from..to]`, or `to`: eight bytes at a time (a line is
/// about 30 bytes, too short for `memchr`'s set-up to pay).
fn find_newline(b: &[u8], from: usize, to: usize) -> usize {
    amdgpu_isa::scan::find(b, from, to, |w| amdgpu_isa::scan::eq(w, b'\n'), |c| c == b'\n')
}

impl PreEncode {
    /// Starts a thread that encodes the instruction lines of `text` (the cleaned main file),
    /// chunk by chunk in file order (claimed from a shared counter, as the main thread does). `None` when the file is small or
    /// the back end cannot be copied.
    fn start(
        backend: &dyn InstructionBackend,
        file: FileId,
        text: &Arc<Text>,
        first: usize,
    ) -> Option<PreEncode> {
        if text.len() < PRE_MIN_BYTES || u32::try_from(text.len()).is_err() {
            return None;
        }
        let mut worker_backend = backend.fork()?;
        let main_backend = backend.fork()?;
        let mut bounds = vec![0];
        let mut at = 0;
        while at < text.len() {
            let next = (at + PRE_CHUNK_BYTES).min(text.len());
            let next = memchr_newline(&text.as_bytes()[next..]).map_or(text.len(), |e| next + e + 1);
            bounds.push(next);
            at = next;
        }
        let chunks = bounds.len() - 1;
        let shared = Arc::new(PreShared {
            text: Arc::clone(text),
            bounds,
            slots: (0..chunks).map(|_| Mutex::new(None)).collect(),
            next: AtomicUsize::new(first),
        });
        let theirs = Arc::clone(&shared);
        let worker = std::thread::Builder::new()
            .name("amdgpu-asm-pre".into())
            .spawn(move || {
                let mut scratch = EncodedInst::default();
                loop {
                    let k = theirs.next.fetch_add(1, Ordering::AcqRel);
                    if k >= chunks {
                        break;
                    }
                    // Claimed: nobody else encodes chunk `k`. Lock before encoding, so that the
                    // main thread needing it waits instead of taking an empty slot.
                    let Ok(mut slot) = theirs.slots[k].lock() else { break };
                    let (from, to) = (theirs.bounds[k], theirs.bounds[k + 1]);
                    *slot =
                        Some(pre_encode_chunk(worker_backend.as_mut(), &mut scratch, &theirs.text, from, to));
                }
            })
            .ok()?;
        Some(PreEncode {
            shared,
            file,
            worker: Some(worker),
            backend: main_backend,
            scratch: EncodedInst::default(),
            chunk: 0,
            first,
            loaded: false,
            cur: None,
            cursor: 0,
            run: 0,
        })
    }

    /// Moves to the chunk holding main-file offset `pos`: takes its results when the worker
    /// has them, encodes it here when nobody has claimed it, and otherwise (the worker is
    /// encoding it) encodes the next unclaimed chunk while waiting, or waits. False past the
    /// end.
    fn seek(&mut self, pos: usize) -> bool {
        let bounds = &self.shared.bounds;
        if pos >= bounds[bounds.len() - 1] {
            return false;
        }
        if !self.loaded || pos >= bounds[self.chunk + 1] {
            while pos >= bounds[self.chunk + 1] {
                self.chunk += 1;
            }
            self.cur = Some(self.obtain(self.chunk));
            self.loaded = true;
            self.cursor = 0;
            self.run = 0;
        }
        true
    }

    /// The results of chunk `c` (every chunk before it has been passed by the main thread).
    fn obtain(&mut self, c: usize) -> PreChunk {
        if c < self.first {
            return self.encode(c);
        }
        let shared = Arc::clone(&self.shared);
        let chunks = shared.slots.len();
        loop {
            let n = shared.next.load(Ordering::Acquire);
            if n <= c {
                // Nobody has claimed `c`: claim it (and the chunks before it, which the main
                // thread has passed and will never read) and encode it here.
                if shared.next.compare_exchange(n, c + 1, Ordering::AcqRel, Ordering::Acquire).is_ok() {
                    return self.encode(c);
                }
                continue;
            }
            // The worker claimed `c`: its results, once it has finished.
            match shared.slots[c].try_lock() {
                Ok(mut slot) => {
                    if let Some(done) = slot.take() {
                        return done;
                    }
                    // Claimed, not locked yet: the worker is between the two steps.
                    drop(slot);
                    std::thread::yield_now();
                }
                Err(std::sync::TryLockError::WouldBlock) => {
                    // Being encoded: encode the next unclaimed chunk meanwhile, or wait.
                    if n < chunks
                        && shared.next.compare_exchange(n, n + 1, Ordering::AcqRel, Ordering::Acquire).is_ok()
                    {
                        let ahead = self.encode(n);
                        if let Ok(mut slot) = shared.slots[n].lock() {
                            *slot = Some(ahead);
                        }
                    } else if n >= chunks {
                        let done = shared.slots[c].lock().ok().and_then(|mut s| s.take());
                        if let Some(done) = done {
                            return done;
                        }
                    }
                }
                // A panicking worker only loses its results: encode the chunk here.
                Err(std::sync::TryLockError::Poisoned(_)) => return self.encode(c),
            }
        }
    }

    /// Encodes chunk `c` on this thread.
    fn encode(&mut self, c: usize) -> PreChunk {
        let (from, to) = (self.shared.bounds[c], self.shared.bounds[c + 1]);
        pre_encode_chunk(self.backend.as_mut(), &mut self.scratch, &self.shared.text, from, to)
    }

    /// The run of encoded lines starting at the cursor, if any.
    fn run_here(&mut self) -> Option<PreRun> {
        let cur = self.cur.as_ref()?;
        while cur.runs.get(self.run).is_some_and(|r| (r.first + r.count) as usize <= self.cursor) {
            self.run += 1;
        }
        cur.runs.get(self.run).filter(|r| r.first as usize == self.cursor).copied()
    }

    /// The next listed line at or after main-file offset `pos` in the current chunk.
    fn peek(&mut self, pos: usize) -> Option<PreLine> {
        let cur = self.cur.as_ref()?;
        while cur.lines.get(self.cursor).is_some_and(|p| (p.start as usize) < pos) {
            self.cursor += 1;
        }
        cur.lines.get(self.cursor).copied()
    }

    /// The encoded bytes of a listed line.
    fn bytes(&self, p: &PreLine) -> &[u8] {
        self.cur.as_ref().map_or(&[], |c| &c.bytes[p.at as usize..p.at as usize + usize::from(p.nbytes)])
    }

    /// The pre-encoded result for the instruction text at `start..start + len` of the main
    /// file, if the worker encoded exactly that text. Calls come in increasing `start` order.
    fn take(&mut self, start: usize, len: usize) -> Option<PreLine> {
        if !self.seek(start) {
            return None;
        }
        let cur = self.cur.as_ref()?;
        while cur.lines.get(self.cursor).is_some_and(|p| (p.start as usize + usize::from(p.lead)) < start) {
            self.cursor += 1;
        }
        let p = *cur.lines.get(self.cursor)?;
        if p.nbytes == 0
            || p.kind != LINE_OTHER
            || p.start as usize + usize::from(p.lead) != start
            || usize::from(p.len) != len
        {
            return None;
        }
        self.cursor += 1;
        #[cfg(test)]
        PRE_HITS.fetch_add(1, Ordering::Relaxed);
        Some(p)
    }

    /// Stops the worker (it finishes its current chunk) and waits for it.
    fn finish(&mut self) {
        self.shared.next.store(usize::MAX / 2, Ordering::Release);
        if let Some(w) = self.worker.take() {
            // A panicking worker only loses its results; the main thread encoded those lines.
            let _ = w.join();
        }
    }
}

impl Drop for PreEncode {
    fn drop(&mut self) {
        self.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AsmOptions, SourceFile};

    /// The byte-at-a-time version `strip_comments` replaced, kept as the reference.
    /// Replaces comments with spaces, keeping every byte offset (and newline) in place.
    /// `;` and `//` comment to the end of the line, `/* */` may span lines, and `#` comments a
    /// line when it is the first non-blank character (all probed with llvm-mc-19).
    fn strip_comments_reference(text: &str) -> String {
        let b = text.as_bytes();
        let mut out = b.to_vec();
        let mut i = 0;
        let mut line_start = true;
        while i < b.len() {
            let c = b[i];
            match c {
                b'\n' => {
                    line_start = true;
                    i += 1;
                    continue;
                }
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                        if b[i] == b'\\' && i + 1 < b.len() && b[i + 1] != b'\n' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if i < b.len() && b[i] == b'"' {
                        i += 1;
                    }
                }
                b'\'' if i + 2 < b.len() && b[i + 2] == b'\'' && b[i + 1] != b'\n' => i += 3,
                b'\'' if i + 3 < b.len() && b[i + 1] == b'\\' && b[i + 3] == b'\'' => i += 4,
                b';' => {
                    while i < b.len() && b[i] != b'\n' {
                        out[i] = b' ';
                        i += 1;
                    }
                }
                b'#' if line_start => {
                    while i < b.len() && b[i] != b'\n' {
                        out[i] = b' ';
                        i += 1;
                    }
                }
                b'/' if b.get(i + 1) == Some(&b'/') => {
                    while i < b.len() && b[i] != b'\n' {
                        out[i] = b' ';
                        i += 1;
                    }
                }
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    out[i] = b' ';
                    out[i + 1] = b' ';
                    i += 2;
                    while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                        if b[i] != b'\n' {
                            out[i] = b' ';
                        }
                        i += 1;
                    }
                    if i < b.len() {
                        out[i] = b' ';
                        out[i + 1] = b' ';
                        i += 2;
                    }
                    continue;
                }
                _ => i += 1,
            }
            if !c.is_ascii_whitespace() {
                line_start = false;
            }
        }
        // Non-ASCII bytes outside comments are kept; bytes inside comments became spaces, so the
        // result is still valid UTF-8 (a multi-byte character is either kept whole or blanked whole).
        String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }

    /// A text of up to `max - 1` pieces drawn from `alphabet` by a xorshift generator.
    fn random_text(seed: &mut u64, alphabet: &[&str], max: u64) -> String {
        let mut next = || {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            *seed
        };
        let n = next() % max;
        let mut text = String::new();
        for _ in 0..n {
            text.push_str(alphabet[(next() % alphabet.len() as u64) as usize]);
        }
        text
    }

    #[test]
    fn strip_comments_matches_reference() {
        let alphabet: &[&str] = &[
            " ", "\t", "\n", "a", "#", ";", "/", "*", "\"", "'", "\\", "x y", "é", "\r\n", "/*", "*/", "//",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            let text = random_text(&mut seed, alphabet, 24);
            assert_eq!(strip_comments(&text), strip_comments_reference(&text), "{text:?}");
        }
    }

    #[test]
    fn strip_comments_in_halves_matches_reference() {
        let alphabet: &[&str] = &[
            " ", "\t", "\n", "\n", "a", "#", ";", "/", "*", "\"", "'", "\\", "x y", "é", "\r\n", "/*", "*/",
            "//",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut split = 0;
        for _ in 0..20_000 {
            let text = random_text(&mut seed, alphabet, 40);
            split += usize::from(text.as_bytes()[text.len() / 2..].contains(&b'\n'));
            assert_eq!(strip_comments_parallel(&text, 0), strip_comments_reference(&text), "{text:?}");
        }
        assert!(split > 5_000, "{split}");
    }

    #[test]
    fn comments_keep_offsets() {
        let s = ".byte 1 ; x\n# y\n.byte 2 // z\n.byte 3 /* a\nb */ \".;\" ';'";
        let c = strip_comments(s);
        assert_eq!(c.len(), s.len());
        assert_eq!(c, ".byte 1    \n   \n.byte 2     \n.byte 3     \n     \".;\" ';'");
    }

    /// The back end without `fork`: no pre-encoding.
    struct Sequential(crate::IsaBackend);

    /// Object or rendered diagnostics of one assembly.
    type Outcome = Result<Vec<u8>, String>;

    /// `file` assembled for gfx900 with the pre-encoding and then with [`Sequential`]: both
    /// outcomes, and how much `counter` rose during the first.
    fn both_ways(file: &SourceFile, counter: &AtomicUsize) -> (Outcome, Outcome, usize) {
        let opts = AsmOptions::default();
        let before = counter.load(Ordering::Relaxed);
        let mut par = crate::IsaBackend::new("gfx900").unwrap();
        let a = crate::assemble(file, &mut crate::NoIncludes, &mut par, &opts);
        let counted = counter.load(Ordering::Relaxed) - before;
        let mut seq = Sequential(crate::IsaBackend::new("gfx900").unwrap());
        let b = crate::assemble(file, &mut crate::NoIncludes, &mut seq, &opts);
        (a.map(|o| o.object).map_err(|d| d.render()), b.map(|o| o.object).map_err(|d| d.render()), counted)
    }

    impl InstructionBackend for Sequential {
        fn encode(
            &mut self,
            text: &str,
            exprs: &mut dyn ExprContext,
        ) -> Result<EncodedInst, crate::backend::InstError> {
            self.0.encode(text, exprs)
        }
    }

    /// Labels alone on their lines and instructions naming one symbol, placed from the
    /// pre-encoding's records (`bulk_named`), give what the statement layer gives: labels
    /// defined before and after their branches, redefined, numeric, in skipped regions and
    /// kernel blocks, named like conditionals; operands naming variables, predefined symbols,
    /// undefined and `.L` symbols, literals relocated as data.
    #[test]
    fn named_lines_change_nothing() {
        let mut src = String::from(".text\n.globl k\nk:\n");
        let mut k = 0;
        while src.len() < 3 * PRE_MIN_BYTES {
            let _ = std::fmt::Write::write_fmt(
                &mut src,
                format_args!(
                    "\tv_add_u32_e32 v{a}, s{b}, v{a}\n\
                     \ts_cbranch_scc0 .LBB{k}\n\
                     .LBB{k}:\n\
                     \ts_branch .LBB{k}\n\
                     L{k} :  \t\r\n\
                     \ts_mov_b32 s{b}, sym{k}\n\
                     \ts_cbranch_execz L{k}\n\
                     y{k} = {k}\n\
                     \ts_branch y{k}\n\
                     \ts_mov_b32 s1, .amdgcn.next_free_vgpr\n\
                     .e{k}:\n\
                     \ts_branch .e{k}\n\
                     1:\n\
                     \ts_branch 1b\n\
                     lab{k}: s_nop 0\n\
                     .if 0\nskipped{k}:\n\ts_branch skipped{k}\n.endif\n\
                     \ts_cbranch_vccz fwd{k}\n\
                     \tv_mov_b32_e32 v{a}, 0x{k:x}\n\
                     fwd{k}:\n",
                    a = k % 200,
                    b = k % 90,
                ),
            );
            match k % 97 {
                5 => src.push_str("L3:\n"),
                15 => src.push_str("\ts_branch undefined_sym\n"),
                25 => src.push_str(".bss\nbss_label:\n.text\n"),
                35 => src.push_str("\ts_cbranch_scc1 .Lnowhere\n"),
                45 => src.push_str(".set z, 3\n\ts_branch z\n"),
                _ => {}
            }
            if k % 197 == 60 {
                let _ = std::fmt::Write::write_fmt(
                    &mut src,
                    format_args!(".amdhsa_kernel kd{k}\nin_kd{k}:\n.end_amdhsa_kernel\n"),
                );
            }
            k += 1;
        }
        // Taken as a conditional directive by the statement layer (and skipping the rest).
        src.push_str("\ts_endpgm\n.ifx:\n\ts_nop 0\n");
        let file = SourceFile { name: "named.s".into(), text: src };
        let (a, b, named) = both_ways(&file, &PRE_NAMED);
        let errors = a.as_ref().err().map_or(0, |e| e.matches(": error: ").count());
        assert!((4..400).contains(&errors), "{errors} errors: {a:?}");
        assert_eq!(a, b);
        assert!(named > 5000, "named lines placed from the pre-encoding: {named}");
    }

    #[test]
    fn pre_encoding_changes_nothing() {
        // Every kind of line the pre-encoder must leave to the main thread, or whose result
        // the main thread must not use: labels before instructions, expressions, skipped
        // regions, macro bodies and calls, a macro named like an instruction, loops,
        // NOBITS sections, errors, CRLF line ends.
        let mut src = String::from(".text\n.globl k\nk:\n");
        let mut k = 0;
        while src.len() < 3 * PRE_MIN_BYTES {
            let _ = std::fmt::Write::write_fmt(
                &mut src,
                format_args!(
                    "  v_add_u32_e32 v{a}, s{b}, v{c}\n\
                     L{k}: s_mov_b32 s{b}, {k}\n\
                     \tglobal_load_dword v{a}, v[2:3], off offset:{o}\n\
                     s_mov_b32 s0, L{k}+4 ; comment\n\
                     s_cbranch_scc0 L{k}\r\n\
                     .if 0\n  v_bogus_{k} v0\n.endif\n.if {odd}\n  s_nop 1\n.endif\n\
                     v_mov_b32_e32 v{a}, 0x{k:x}\n\
                     x{k} = {k} * 2\n\
                     v_mov_b32_e32 v1, x{k}\n",
                    a = k % 200,
                    b = k % 90,
                    c = (k * 7) % 256,
                    o = (k * 4) % 4096,
                    odd = k % 2,
                ),
            );
            match k % 97 {
                0 => src.push_str(".macro s_nop2 n\n  s_nop \\n\n.endm\n"),
                10 => src.push_str("  s_nop2 3\n"),
                20 => src.push_str(".rept 2\n  s_nop 0\n.endr\n"),
                30 => src.push_str("  v_bogus v0, v1\n"),
                40 => src.push_str(".bss\n  s_nop 0\n.text\n"),
                50 => src.push_str("  \t \n\r\n\n  s_nop 1 \r\n"),
                _ => {}
            }
            if k % 197 == 60 {
                // Instruction lines inside a kernel descriptor block are errors there.
                let _ = std::fmt::Write::write_fmt(
                    &mut src,
                    format_args!(".amdhsa_kernel kd{k}\n  v_mov_b32_e32 v1, v2\n.end_amdhsa_kernel\n"),
                );
            }
            k += 1;
        }
        src.push_str(".macro s_nop n\n  s_nop2 \\n\n.endm\n  s_nop 5\n  s_endpgm\n");
        let file = SourceFile { name: "big.s".into(), text: src };
        let (a, b, hits) = both_ways(&file, &PRE_HITS);
        let errors = a.as_ref().err().map_or(0, |e| e.matches(": error: ").count());
        // A few errors, well below `max_errors`, so the whole file is assembled.
        assert!((10..400).contains(&errors), "{errors} errors");
        assert_eq!(a, b);
        assert!(hits > 1000, "pre-encoded results used: {hits}");
    }

    /// A large main file is read as it is while its chunks have no comment character: the
    /// first comment (a block comment hiding an `.endm` and crossing chunk boundaries, after
    /// a macro definition that started in a clean chunk; `#` and `;` lines; a `/` that is a
    /// division) must give what cleaning the whole text first gives.
    #[test]
    fn late_comments_change_nothing() {
        let plain = |src: &mut String, n: usize, p: &str| {
            for k in 0..n {
                let _ = std::fmt::Write::write_fmt(
                    src,
                    format_args!(
                        "  v_add_u32_e32 v{a}, s{b}, v{c}\n.L{p}{k}:\n  s_cbranch_scc0 .L{p}{k}\n",
                        a = k % 200,
                        b = k % 90,
                        c = (k * 7) % 256
                    ),
                );
            }
        };
        let cases: Vec<(&str, String)> = vec![
            ("block comment over .endm", {
                let mut s = String::from(".text\n");
                plain(&mut s, 12_000, "p1");
                s.push_str(".macro m\n  s_nop 1\n");
                plain(&mut s, 3_000, "p2");
                s.push_str("/* .endm\n");
                plain(&mut s, 3_000, "p3");
                s.push_str("*/ .endm\n  m\n");
                plain(&mut s, 3_000, "p4");
                s
            }),
            ("comment lines late", {
                let mut s = String::from(".text\n");
                plain(&mut s, 9_000, "p5");
                s.push_str("# s_nop 2\n  s_nop 3 ; s_nop 4\n  s_nop 5 // x\n");
                plain(&mut s, 9_000, "p6");
                s.push_str("  s_mov_b32 s0, 12/4\n");
                s
            }),
            ("division only", {
                let mut s = String::from(".text\n");
                plain(&mut s, 9_000, "p7");
                s.push_str("  s_mov_b32 s0, 12/4\n");
                plain(&mut s, 9_000, "p8");
                s
            }),
            ("string with semicolon", {
                let mut s = String::from(".text\n");
                plain(&mut s, 9_000, "p9");
                s.push_str(".data\n.ascii \"a;b\" ; c\n.text\n");
                plain(&mut s, 9_000, "p10");
                s
            }),
        ];
        for (what, text) in cases {
            assert!(text.len() > 2 * PRE_MIN_BYTES, "{what}");
            let file = SourceFile { name: "late.s".into(), text };
            let (a, b, _) = both_ways(&file, &PRE_HITS);
            assert!(b.is_ok(), "{what}: {b:?}");
            assert!(a == b, "{what}: {:?}", a.err());
        }
    }

    /// The lone-name shortcut of `InstCtx::expr` keeps what lexing and parsing build (the
    /// expression, its span, its value) for names, and leaves everything else to them.
    #[test]
    fn plain_names_like_the_parser() {
        let mut syms = Symbols::default();
        let id = syms.get_or_create("four");
        syms.get_mut(id).def =
            SymDef::Variable(Expr { kind: ExprKind::Const(4), span: Span::new(FileId(0), 0, 0) });
        for text in [
            ".LBB0_1",
            "foo",
            "$x",
            "a.b",
            "_1",
            "x9",
            "four",
            ".",
            "1f",
            "a+1",
            "a@rel32@lo",
            " a",
            "max(1,2)",
        ] {
            let run = |shortcut: bool| {
                let mut locals = FastMap::default();
                let mut ctx = InstCtx {
                    asm_exprs: Vec::new(),
                    file: FileId(0),
                    base: 100,
                    dot: (SectionId(0), 8),
                    errors: Vec::new(),
                    symbols: &syms,
                    locals: &mut locals,
                };
                let r = if shortcut {
                    ctx.expr(text, 3)
                } else {
                    // The general way, as `expr` did before the shortcut.
                    (|| {
                        let toks = lex(text).map_err(|e| e.message)?;
                        let mut env = Env { file: FileId(0), base: 103, dot: ctx.dot, locals: ctx.locals };
                        let mut p = ExprParser::new(&toks, 0, &mut env);
                        let mut e = p.parse().map_err(|e| e.message)?;
                        inline_constants(&mut e, &syms);
                        if !matches!(toks.get(p.pos).map(|t| &t.tok), Some(Tok::Eol)) {
                            return Err("unexpected token in expression".to_string());
                        }
                        if !crate::expr::refers_to_labels(&e, &syms)
                            && let Ok(v) = eval(&e, &syms)
                            && let Some(c) = v.as_abs()
                        {
                            return Ok(OperandExpr::Absolute(c));
                        }
                        ctx.asm_exprs.push(e);
                        Ok(OperandExpr::Relocatable(ExprHandle(0)))
                    })()
                };
                (r, ctx.asm_exprs)
            };
            assert_eq!(run(true), run(false), "{text:?}");
        }
    }

    #[test]
    fn next_comment_special_like_position() {
        let alphabet = b"ab;#/\n\"' \t\xc3\xa9\x80\xff0";
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..3000 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let len = (seed >> 35) as usize % 40;
            let text: Vec<u8> = (0..len)
                .map(|k| {
                    let r = (seed.rotate_left(k as u32 * 5) >> 7) as usize;
                    // Mostly ordinary bytes, so that runs are long.
                    if r % 5 == 0 { alphabet[r / 5 % alphabet.len()] } else { b'a' + (r % 26) as u8 }
                })
                .collect();
            for from in 0..=len {
                let want =
                    text[from..].iter().position(|&c| COMMENT_SPECIAL[c as usize]).map_or(len, |p| from + p);
                assert_eq!(next_comment_special(&text, from), want, "{text:?} {from}");
            }
        }
    }

    #[test]
    fn word_end_like_position() {
        let texts = [
            "",
            "v_add",
            "v_add_u32 v1",
            "label:",
            "x=1",
            "abcdefgh:",
            "abcdefghijklmn=3",
            "a\u{e9}\u{e9}\u{e9}\u{e9}b\tc",
            "v_mov_b32_e32\r",
        ];
        for t in texts {
            let b = t.as_bytes();
            for from in 0..=b.len() {
                let want = b[from..]
                    .iter()
                    .position(|&c| c <= b' ' || c == b':' || c == b'=')
                    .map_or(b.len(), |p| from + p);
                assert_eq!(word_end(b, from, b.len()), want, "{t:?} {from}");
            }
        }
    }

    /// A back end that takes every text it is offered as a 4-byte instruction and records it.
    #[derive(Default)]
    struct Recorder {
        seen: Vec<String>,
    }

    impl InstructionBackend for Recorder {
        fn encode(
            &mut self,
            _text: &str,
            _exprs: &mut dyn ExprContext,
        ) -> Result<EncodedInst, crate::backend::InstError> {
            Err(crate::backend::InstError { offset: 0, message: "no".into() })
        }

        fn encode_plain(&mut self, text: &str, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
            self.seen.push(text.to_owned());
            out.extend_from_slice(&[1, 2, 3, 4]);
            Some((1, 2, 0))
        }
    }

    /// The chunk encoder's one-pass line reading lists the same lines and offers the back end
    /// the same instruction texts as reading each line and asking `plain_instruction`.
    /// `encode_plain_line` (the back end reading a line from its mnemonic to its end) gives
    /// what `encode_plain` gives for the trimmed line, with the line's end: for IsaBackend
    /// (which may override the default) on plain lines with CRLF, vertical tabs, trailing and
    /// non-ASCII blanks, no final newline, operands that decline.
    #[test]
    fn plain_line_like_plain() {
        let lines = [
            "\tv_mov_b32 v1, v2\n",
            "v_nop\n",
            "  s_endpgm   \t\r\r\n",
            "\ts_nop 0 \x0b\n",
            "\ts_nop 0\u{2003}\n",
            "\ts_nop \u{e9}\n",
            "v_add_u32 v0, v1, v2\r\n",
            "\tv_mul_f32_e64 v90, -v95, |v132| clamp\n",
            "\tglobal_load_dword v153, v[60:61], off offset:3160\n",
            "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n",
            "\tbuffer_load_dword v135, v125, s[72:75], 0 offen offset:1540\n",
            "\tv_and_b32_e32 v144, 0x5152db7c, v194\n",
            "\ts_load_dwordx4 s[48:51], s[68:69], 0x688\n",
            "\ts_cbranch_scc0 .LBB0_1\n",
            "\tv_mov_b32 v1, x+1\n",
            "\tv_mov_b32 v1, v2 ; comment\n",
            "\tv_mov_b32 v1, v2 // comment\n",
            "\tv_mov_b32\tv1,v2",
            "\tnot_an_instruction v1\n",
        ];
        let mut backend = crate::isa_backend::IsaBackend::new("gfx900").unwrap();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut checked = 0;
        for round in 0..200 {
            let mut text = String::new();
            for _ in 0..(round % 9) + 1 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(lines[(seed % lines.len() as u64) as usize]);
            }
            let mut pos = 0;
            while pos < text.len() {
                let nl = text[pos..].find('\n').map_or(text.len(), |e| pos + e);
                if let Some((s, t)) = plain_instruction(&text[pos..nl], pos) {
                    let (mut got, mut want) = (vec![0xa5], vec![0xa5]);
                    let g = backend.encode_plain_line(&text, s, &mut got);
                    let w = backend.encode_plain(t, &mut want).map(|r| (nl, r));
                    assert_eq!((g, &got), (w, &want), "{t:?} in {text:?}");
                    checked += usize::from(g.is_some());
                }
                pos = nl + 1;
            }
        }
        assert!(checked > 300, "{checked}");
    }

    /// The chunk encoder hands every line that starts with a letter to the back end first,
    /// so `encode_plain_line` must decline labels and assignments whose name is a mnemonic,
    /// for IsaBackend's one-pass reader and for the default; those lines stay the statement
    /// layer's (no bytes in the chunk).
    #[test]
    fn mnemonic_labels_and_assignments_declined() {
        let lines = [
            "s_nop = 1",
            "s_nop=1",
            "s_nop\t= 1",
            "s_endpgm :",
            "s_endpgm:",
            "s_endpgm \t: s_nop 0",
            "v_mov_b32: v_mov_b32 v1, v2",
            "v_mov_b32 : v_mov_b32 v1, v2",
            "s_waitcnt = 0",
            "s_waitcnt : s_waitcnt vmcnt(0)",
            "s_load_dword = 4",
            "global_load_dword : global_load_dword v1, v[2:3], off",
            "v_add_u32_e32 = v2",
        ];
        let mut isa = crate::isa_backend::IsaBackend::new("gfx900").unwrap();
        let mut rec = Recorder::default();
        for line in lines {
            for end in ["", "\n", "\r\n", " \n"] {
                // After the line's end, an instruction (none after a text without one).
                let next = if end.is_empty() { "" } else { "\tv_mov_b32 v1, v2\n" };
                let text = format!("\t{line}{end}{next}");
                let mut out = vec![];
                assert_eq!(isa.encode_plain_line(&text, 1, &mut out), None, "{text:?}");
                assert_eq!(rec.encode_plain_line(&text, 1, &mut out), None, "{text:?}");
                assert!(out.is_empty());
                let chunk = pre_encode_chunk(&mut isa, &mut EncodedInst::default(), &text, 0, text.len());
                let got: Vec<u8> = chunk.lines.iter().map(|l| l.nbytes).collect();
                assert_eq!(got, if end.is_empty() { vec![0] } else { vec![0, 4] }, "{text:?}");
            }
        }
        // The same words as instructions are taken.
        let text = "\ts_nop 1\n\ts_waitcnt vmcnt(0)\n\tv_mov_b32 v1, v2\n";
        let chunk = pre_encode_chunk(&mut isa, &mut EncodedInst::default(), text, 0, text.len());
        assert!(chunk.lines.iter().all(|l| l.nbytes == 4), "{:?}", chunk.lines);
    }

    #[test]
    fn chunk_lines_like_plain_instruction() {
        let pieces = [
            "\tv_mov_b32 v1, v2\n",
            "v_nop\n",
            "\n",
            "  \t \r\n",
            "\x0c\n",
            "label:\n",
            "label :\n",
            "x = 1\n",
            "x=1\n",
            "a b: c\n",
            "  s_endpgm   \t\r\r\n",
            "\ts_nop 0 \x0b\n",
            "\ts_nop \u{e9}\u{2003}\n",
            ".text\n",
            "1: s_nop 0\n",
            "\"q\": s_nop 0\n",
            "v_add_u32 v0, v1, v2\r\n",
            "abcdefghijklmnopq\n",
            "abcdefghijklmnop:\n",
            "abcdefghijklmnop=\n",
            "abcdefghijklmnop \t=\n",
            "s\n",
            "\tv_mov_b32\tv1,v2",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for round in 0..300 {
            let mut text = String::new();
            for _ in 0..(round % 17) + 1 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            // Reference: every non-blank line, and the instruction text of the plain ones.
            let mut want_lines = Vec::new();
            let mut want_texts = Vec::new();
            let mut pos = 0;
            while pos < text.len() {
                let nl = text[pos..].find('\n').map_or(text.len(), |e| pos + e);
                let line = text[pos..nl].trim_end_matches('\r');
                if !line.bytes().all(|c| matches!(c, b' ' | b'\t' | b'\r' | b'\x0c')) {
                    let plain = plain_instruction(line, pos);
                    want_lines.push((pos, (nl + 1).min(text.len()), plain.map(|(s, t)| (s - pos, t.len()))));
                    want_texts.extend(plain.map(|(_, t)| t.to_owned()));
                }
                pos = nl + 1;
            }
            let mut rec = Recorder::default();
            let chunk = pre_encode_chunk(&mut rec, &mut EncodedInst::default(), &text, 0, text.len());
            let got: Vec<_> = chunk
                .lines
                .iter()
                .map(|l| {
                    let inst = (l.nbytes > 0).then_some((usize::from(l.lead), usize::from(l.len)));
                    (l.start as usize, l.next as usize, inst)
                })
                .collect();
            assert_eq!(got, want_lines, "{text:?}");
            assert_eq!(rec.seen, want_texts, "{text:?}");
        }
    }

    #[test]
    fn find_newline_like_position() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let len = (seed >> 33) as usize % 40;
            let text: Vec<u8> = (0..len)
                .map(|k| {
                    let r = seed.rotate_left(k as u32 * 7) as u8;
                    if r % 9 == 0 { b'\n' } else { r | 0x80 & r.wrapping_mul(3) }
                })
                .collect();
            for from in 0..=len {
                for to in from..=len {
                    let want = text[from..to].iter().position(|&c| c == b'\n').map_or(to, |p| from + p);
                    assert_eq!(find_newline(&text, from, to), want, "{text:?} {from}..{to}");
                }
            }
        }
    }

    #[test]
    fn trim_end_like_std() {
        for s in ["", " ", "a \t\r", "a\u{b}", "a\u{a0}", "\u{a0} \u{2003}", "é ", " x\u{3000}\n"] {
            assert_eq!(trim_end_fast(s), s.trim_end(), "{s:?}");
        }
    }

    #[test]
    fn macro_args() {
        assert_eq!(split_macro_args("1, 2"), vec!["1", "2"]);
        assert_eq!(split_macro_args("1 2"), vec!["1", "2"]);
        assert_eq!(split_macro_args("1 + 2, x"), vec!["1 + 2", "x"]);
        assert_eq!(split_macro_args("\"a b\", (c, d)"), vec!["a b", "(c, d)"]);
        assert_eq!(split_macro_args("b=3"), vec!["b=3"]);
    }

    #[test]
    fn substitution() {
        let out = substitute(".byte \\a, \\b\\()0 \\@ \\x", &[("a", "1".into()), ("b", "2".into())], 5, 1000);
        assert_eq!(out.unwrap(), ".byte 1, 20 4 \\x");
        assert!(substitute("\\a\\a\\a", &[("a", "x".repeat(100))], 1, 250).is_none());
    }

    #[test]
    fn fits_like_llvm() {
        assert!(fits(255, 1) && fits(-128, 1) && !fits(256, 1) && !fits(-129, 1));
        assert!(fits(-1, 4) && fits(0xffff_ffff, 4) && !fits(0x1_0000_0000, 4));
    }
}
