//! Debug information the assembler generates itself: the DWARF line table (`.debug_line`,
//! `.debug_line_str`) from `.file`/`.loc`, and call-frame information (`.debug_frame` or
//! `.eh_frame`) from `.cfi_startproc`/`.cfi_endproc`, plus `.uleb128`/`.sleb128` data.
//!
//! Everything here was learned by probing llvm-mc-19 (see docs/0016-assembler-dwarf.md for the
//! facts and the choices): the DWARF version is 5 once `.file 0` is seen and 4 otherwise;
//! `minimum_instruction_length` is 4, `line_base` -5, `line_range` 14, `opcode_base` 13; a
//! `.loc` becomes a row at the next instruction or data value (not at alignment, `.zero` or
//! `.org`), at the next `.loc`, or is dropped when the section changes; one sequence per
//! section in the order of each section's first row, ending at the section's end.
//!
//! Sizes are final when a row is recorded (the assembler does no relaxation), so the line
//! program is encoded directly with the address deltas known.

use crate::asm::{Args, Assembler};
use crate::diag::DiagKind;
use crate::expr::{Expr, ExprKind};
use crate::lexer::Tok;
use crate::section::{Fixup, FixupKind, SectionId, shf, sht};
use crate::source::{FileId, Span};
use std::collections::{BTreeMap, HashMap};

/// `DW_LNS_*` standard opcodes and `DW_LNE_*` extended opcodes.
mod op {
    pub const COPY: u8 = 1;
    pub const ADVANCE_PC: u8 = 2;
    pub const ADVANCE_LINE: u8 = 3;
    pub const SET_FILE: u8 = 4;
    pub const SET_COLUMN: u8 = 5;
    pub const NEGATE_STMT: u8 = 6;
    pub const SET_BASIC_BLOCK: u8 = 7;
    pub const CONST_ADD_PC: u8 = 8;
    pub const SET_PROLOGUE_END: u8 = 10;
    pub const SET_EPILOGUE_BEGIN: u8 = 11;
    pub const SET_ISA: u8 = 12;
    pub const END_SEQUENCE: u8 = 1;
    pub const SET_ADDRESS: u8 = 2;
    pub const SET_DISCRIMINATOR: u8 = 4;
}

/// Line-program parameters llvm-mc-19 uses for AMDGPU.
const MIN_INST_LENGTH: u64 = 4;
const LINE_BASE: i64 = -5;
const LINE_RANGE: i64 = 14;
const OPCODE_BASE: u8 = 13;
/// `(255 - opcode_base) / line_range`: the address advance of `DW_LNS_const_add_pc`.
const MAX_SPECIAL_ADDR_DELTA: u64 = (255 - OPCODE_BASE as u64) / LINE_RANGE as u64;
const STANDARD_OPCODE_LENGTHS: [u8; 12] = [0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1];
/// Code and data alignment factors and the return-address column of the CIE.
const CFA_CODE_ALIGN: u8 = 4;
const CFA_DATA_ALIGN: u8 = 4;
const CFA_RA_COLUMN: u8 = 16;

/// One `.file N` entry.
#[derive(Clone, Debug)]
struct FileEntry {
    dir: String,
    name: String,
    /// `.file 0` had been seen when this entry was declared.
    after_root: bool,
    md5: Option<[u8; 16]>,
    source: Option<Vec<u8>>,
    span: Span,
}

/// A `.loc` (the state of one row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Loc {
    file: u32,
    line: u32,
    column: u32,
    is_stmt: bool,
    basic_block: bool,
    prologue_end: bool,
    epilogue_begin: bool,
    isa: u32,
    discriminator: u32,
}

#[derive(Clone, Copy, Debug)]
struct Row {
    offset: u64,
    loc: Loc,
}

#[derive(Debug)]
struct Sequence {
    section: SectionId,
    rows: Vec<Row>,
}

#[derive(Clone, Debug)]
struct Frame {
    section: SectionId,
    start: u64,
    end: u64,
    /// Call-frame instructions (`DW_CFA_*`, advances included).
    insts: Vec<u8>,
}

/// A frame between `.cfi_startproc` and `.cfi_endproc`.
#[derive(Clone, Debug)]
struct OpenFrame {
    section: SectionId,
    start: u64,
    span: Span,
    insts: Vec<u8>,
    /// Offset the instructions have advanced to.
    at: u64,
    /// The CFA offset as the directives set it (for `.cfi_rel_offset`, `.cfi_adjust_cfa_offset`).
    cfa_offset: i64,
}

/// The debug-information state of one assembler run.
#[derive(Debug)]
pub(crate) struct DwarfState {
    files: BTreeMap<u32, FileEntry>,
    /// `.file 0` was seen: DWARF 5.
    root: bool,
    /// The last `.loc` not yet turned into a row, with the directive's location.
    pending: Option<(Loc, Span)>,
    /// `is_stmt` carries over from one `.loc` to the next.
    is_stmt: bool,
    sequences: Vec<Sequence>,
    sequence_of: HashMap<SectionId, usize>,
    /// `.cfi_sections` named `.debug_frame` / `.eh_frame`.
    debug_frame: bool,
    eh_frame: bool,
    open_frame: Option<OpenFrame>,
    frames: Vec<Frame>,
}

impl Default for DwarfState {
    fn default() -> Self {
        DwarfState {
            files: BTreeMap::new(),
            root: false,
            pending: None,
            is_stmt: true,
            sequences: Vec::new(),
            sequence_of: HashMap::new(),
            debug_frame: false,
            eh_frame: false,
            open_frame: None,
            frames: Vec::new(),
        }
    }
}

impl DwarfState {
    /// The directory given for file `n`, if that file was declared.
    pub(crate) fn file_dir(&self, n: u32) -> Option<&str> {
        self.files.get(&n).map(|f| f.dir.as_str())
    }

    /// The current section changed: a pending `.loc` is dropped (llvm-mc-19 does the same).
    pub(crate) fn section_changed(&mut self) {
        self.pending = None;
    }
}

/// An instruction or data value is about to be emitted at the current location: a pending
/// `.loc` becomes a row there.
pub(crate) fn emission(a: &mut Assembler<'_>) {
    if let Some((loc, span)) = a.dwarf.pending.take() {
        add_row(a, loc, span);
    }
}

/// Bytes charged against the output limit per row: about what a row with a new column and a
/// long advance encodes to, and a quarter of the memory it holds until the end (so the limit
/// bounds both).
const ROW_CHARGE: u64 = 8;

fn add_row(a: &mut Assembler<'_>, loc: Loc, span: Span) {
    if !a.reserve_output(ROW_CHARGE, span) {
        return;
    }
    let section = a.cur;
    let offset = a.sections[section.0 as usize].size();
    let d = &mut a.dwarf;
    let idx = match d.sequence_of.get(&section) {
        Some(&i) => i,
        None => {
            d.sequences.push(Sequence { section, rows: Vec::new() });
            d.sequence_of.insert(section, d.sequences.len() - 1);
            d.sequences.len() - 1
        }
    };
    d.sequences[idx].rows.push(Row { offset, loc });
}

/// Handles the debug directives before the statement is tokenised (`.file` may hold a 128-bit
/// MD5 the lexer cannot represent). Returns false when `word` is not one of them.
pub(crate) fn directive(
    a: &mut Assembler<'_>,
    word: &str,
    span: Span,
    file: FileId,
    base: usize,
    rest: &str,
) -> bool {
    match word {
        ".file" => file_directive(a, span, file, base, rest),
        ".loc" | ".cfi_sections" | ".cfi_startproc" | ".cfi_endproc" | ".uleb128" | ".sleb128" => {
            let Some(mut args) = a.lex_args(file, base, rest) else { return true };
            match word {
                ".loc" => loc_directive(a, span, &mut args),
                ".cfi_sections" => cfi_sections(a, &mut args),
                ".cfi_startproc" => cfi_startproc(a, span, &mut args),
                ".cfi_endproc" => cfi_endproc(a, span, &mut args),
                _ => leb128(a, word == ".sleb128", &mut args),
            }
        }
        _ if CFI_INSTRUCTIONS.contains(&word) => {
            let Some(mut args) = a.lex_args(file, base, rest) else { return true };
            cfi_instruction(a, word, span, &mut args);
        }
        _ => return false,
    }
    true
}

// ----- .file ---------------------------------------------------------------------------

/// Finds `md5 <number>` outside strings and returns (start, end) of the number.
pub(crate) fn find_md5_number(text: &str) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut in_str = false;
    while i < b.len() {
        let c = b[i];
        if in_str {
            match c {
                b'\\' => i += 1,
                b'"' => in_str = false,
                _ => {}
            }
            i += 1;
            continue;
        }
        if c == b'"' {
            in_str = true;
            i += 1;
            continue;
        }
        let word_start = i == 0 || !crate::lexer::is_ident_char(b[i - 1]);
        if word_start
            && b[i..].starts_with(b"md5")
            && b.get(i + 3).is_none_or(|c| !crate::lexer::is_ident_char(*c))
        {
            let mut s = i + 3;
            while s < b.len() && (b[s] == b' ' || b[s] == b'\t') {
                s += 1;
            }
            let mut e = s;
            while e < b.len() && b[e].is_ascii_alphanumeric() {
                e += 1;
            }
            return (e > s && b[s].is_ascii_digit()).then_some((s, e));
        }
        i += 1;
    }
    None
}

/// Parses an integer literal of up to 128 bits (decimal, `0x`, `0b`, leading-0 octal).
pub(crate) fn parse_u128(word: &str) -> Result<u128, &'static str> {
    let lower = word.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    if digits.is_empty() {
        return Err("invalid number");
    }
    u128::from_str_radix(digits, radix).map_err(|e| {
        if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) {
            "out of range literal value"
        } else {
            "invalid number"
        }
    })
}

fn expect_string(a: &mut Assembler<'_>, args: &mut Args) -> Option<Vec<u8>> {
    if let Tok::Str(s) = args.peek().clone() {
        args.pos += 1;
        Some(s)
    } else {
        let sp = args.span_here();
        a.error(DiagKind::Syntax, sp, "expected string");
        None
    }
}

fn file_directive(a: &mut Assembler<'_>, span: Span, file: FileId, base: usize, rest: &str) {
    // Blank out the MD5 number so the statement lexes; it is parsed here as 128 bits.
    let mut md5_text = None;
    let mut text = rest.to_string();
    if let Some((s, e)) = find_md5_number(rest) {
        md5_text = Some((rest[s..e].to_string(), Span::new(file, base + s, base + e)));
        text.replace_range(s..e, &" ".repeat(e - s));
    }
    let Some(mut args) = a.lex_args(file, base, &text) else { return };
    let number = match args.peek().clone() {
        // `.file "name"`: llvm-mc-19 writes no `STT_FILE` symbol for AMDGPU (probed).
        Tok::Str(_) => return,
        Tok::Int(n) => {
            let sp = args.span_here();
            args.pos += 1;
            match u32::try_from(n) {
                Ok(n) => n,
                Err(_) => {
                    a.error(DiagKind::Directive, sp, "file number is too large");
                    return;
                }
            }
        }
        _ => {
            let sp = args.span_here();
            a.error(DiagKind::Syntax, sp, "expected string");
            return;
        }
    };
    let Some(first) = expect_string(a, &mut args) else { return };
    let (dir, name) = if let Tok::Str(s) = args.peek().clone() {
        args.pos += 1;
        (first, s)
    } else {
        (Vec::new(), first)
    };
    let mut md5 = None;
    let mut source = None;
    loop {
        let sp = args.span_here();
        match args.peek().clone() {
            Tok::Eol => break,
            Tok::Ident(k) if k == "md5" => {
                args.pos += 1;
                let Some((digits, nspan)) = md5_text.take() else {
                    a.error(DiagKind::Syntax, args.span_here(), "expected integer");
                    return;
                };
                match parse_u128(&digits) {
                    Ok(v) => md5 = Some(v.to_be_bytes()),
                    Err(m) => {
                        a.error(DiagKind::Range, nspan, m);
                        return;
                    }
                }
            }
            Tok::Ident(k) if k == "source" => {
                args.pos += 1;
                let Some(s) = expect_string(a, &mut args) else { return };
                source = Some(s);
            }
            _ => {
                a.error(DiagKind::Syntax, sp, "unexpected token in '.file' directive");
                return;
            }
        }
    }
    let d = &mut a.dwarf;
    // The root file may be given again; the last one counts (llvm-mc-19).
    if number != 0 && d.files.contains_key(&number) {
        a.error(DiagKind::Directive, span, "file number already allocated");
        return;
    }
    if number == 0 {
        d.root = true;
    }
    let entry = FileEntry {
        dir: String::from_utf8_lossy(&dir).into_owned(),
        name: String::from_utf8_lossy(&name).into_owned(),
        after_root: d.files.contains_key(&0),
        md5,
        source,
        span,
    };
    d.files.insert(number, entry);
}

// ----- .loc ----------------------------------------------------------------------------

/// An integer operand of `.loc`, truncated as llvm-mc-19 does (file and line to 32 bits, the
/// column to 16 bits by the caller).
fn int_token(a: &mut Assembler<'_>, args: &mut Args) -> Option<u32> {
    let sp = args.span_here();
    if let Tok::Int(v) = *args.peek() {
        args.pos += 1;
        return Some(v as u32);
    }
    a.error(DiagKind::Syntax, sp, "unexpected token in '.loc' directive");
    None
}

fn loc_directive(a: &mut Assembler<'_>, span: Span, args: &mut Args) {
    let fsp = args.span_here();
    let Some(file) = int_token(a, args) else { return };
    if !a.dwarf.files.contains_key(&file) {
        a.error(DiagKind::Directive, fsp, "unassigned file number in '.loc' directive");
        return;
    }
    let mut line = 0;
    let mut column = 0;
    if matches!(args.peek(), Tok::Int(_)) {
        line = int_token(a, args).unwrap_or(0);
        if matches!(args.peek(), Tok::Int(_)) {
            column = int_token(a, args).unwrap_or(0) & 0xffff;
        }
    }
    let mut loc = Loc {
        file,
        line,
        column,
        is_stmt: a.dwarf.is_stmt,
        basic_block: false,
        prologue_end: false,
        epilogue_begin: false,
        isa: 0,
        discriminator: 0,
    };
    loop {
        let sp = args.span_here();
        let key = match args.peek().clone() {
            Tok::Eol => break,
            Tok::Ident(k) => k,
            _ => {
                a.error(DiagKind::Syntax, sp, "unexpected token in '.loc' directive");
                return;
            }
        };
        args.pos += 1;
        match key.as_str() {
            "basic_block" => loc.basic_block = true,
            "prologue_end" => loc.prologue_end = true,
            "epilogue_begin" => loc.epilogue_begin = true,
            "is_stmt" | "isa" | "discriminator" => {
                let Some((v, vspan)) = a.parse_abs(args) else { return };
                match key.as_str() {
                    "is_stmt" if v == 0 || v == 1 => loc.is_stmt = v == 1,
                    "is_stmt" => {
                        a.error(DiagKind::Range, vspan, "is_stmt value not 0 or 1");
                        return;
                    }
                    "isa" if v < 0 => {
                        a.error(DiagKind::Range, vspan, "isa number less than zero");
                        return;
                    }
                    // Both keep the low 32 bits, a negative discriminator included (llvm-mc-19:
                    // `discriminator -1` is 4294967295, `isa 0x100000001` is 1).
                    "isa" => loc.isa = v as u32,
                    _ => loc.discriminator = v as u32,
                }
            }
            _ => {
                a.error(DiagKind::Directive, sp, "unknown sub-directive in '.loc' directive");
                return;
            }
        }
    }
    // Two `.loc`s in a row: the first still gets a row, at the current location.
    emission(a);
    a.dwarf.is_stmt = loc.is_stmt;
    a.dwarf.pending = Some((loc, span));
}

// ----- CFI -----------------------------------------------------------------------------

fn cfi_sections(a: &mut Assembler<'_>, args: &mut Args) {
    loop {
        let sp = args.span_here();
        match args.peek().clone() {
            Tok::Ident(s) if s == ".debug_frame" => a.dwarf.debug_frame = true,
            Tok::Ident(s) if s == ".eh_frame" => a.dwarf.eh_frame = true,
            _ => {
                a.error(DiagKind::Syntax, sp, "expected .eh_frame or .debug_frame");
                return;
            }
        }
        args.pos += 1;
        if !args.eat(",") {
            break;
        }
    }
    a.expect_eol(args);
}

fn cfi_startproc(a: &mut Assembler<'_>, span: Span, args: &mut Args) {
    // `simple` drops the CIE's initial instructions, which AMDGPU does not have.
    if matches!(args.peek(), Tok::Ident(s) if s == "simple") {
        args.pos += 1;
    }
    if !a.expect_eol(args) {
        return;
    }
    if a.dwarf.open_frame.is_some() {
        a.error(DiagKind::Directive, span, "starting new .cfi frame before finishing the previous one");
        return;
    }
    let section = a.cur;
    let start = a.sections[section.0 as usize].size();
    a.dwarf.open_frame =
        Some(OpenFrame { section, start, span, insts: Vec::new(), at: start, cfa_offset: 0 });
}

fn cfi_endproc(a: &mut Assembler<'_>, span: Span, args: &mut Args) {
    if !a.expect_eol(args) {
        return;
    }
    let Some(OpenFrame { section, start, insts, .. }) = a.dwarf.open_frame.take() else {
        a.error(
            DiagKind::Directive,
            span,
            "this directive must appear between .cfi_startproc and .cfi_endproc directives",
        );
        return;
    };
    if a.cur != section {
        a.error(DiagKind::Directive, span, ".cfi_endproc in another section than its .cfi_startproc");
        return;
    }
    // Each frame becomes an FDE: count it against the output limit.
    if !a.reserve_output(24, span) {
        return;
    }
    let end = a.sections[section.0 as usize].size();
    a.dwarf.frames.push(Frame { section, start, end, insts });
}

/// The call-frame instruction directives (clang-19 writes none of them for AMDGPU; they are
/// for hand-written code and other producers).
const CFI_INSTRUCTIONS: [&str; 14] = [
    ".cfi_def_cfa",
    ".cfi_def_cfa_offset",
    ".cfi_def_cfa_register",
    ".cfi_adjust_cfa_offset",
    ".cfi_offset",
    ".cfi_rel_offset",
    ".cfi_register",
    ".cfi_restore",
    ".cfi_undefined",
    ".cfi_same_value",
    ".cfi_remember_state",
    ".cfi_restore_state",
    ".cfi_escape",
    ".cfi_llvm_def_aspace_cfa",
];

/// The DWARF register number of a register name llvm-mc-19 maps (see [`cfi_register`]).
pub(crate) fn register_number(name: &str) -> Option<u64> {
    let r = name.to_ascii_lowercase();
    let num = |s: &str| s.parse::<u64>().ok();
    match r.as_str() {
        "pc" => Some(16),
        "exec" => Some(17),
        "exec_lo" => Some(1),
        "vcc" | "m0" => Some(0xffff_ffff),
        _ => match (*r.as_bytes().first()?, num(r.get(1..).unwrap_or(""))) {
            (b's', Some(n)) if n < 64 => Some(32 + n),
            (b's', Some(n)) if n < 106 => Some(1024 + n),
            (b'v', Some(n)) if n < 256 => Some(2560 + n),
            (b'a', Some(n)) if n < 256 => Some(3072 + n),
            _ => None,
        },
    }
}

/// The DWARF register number of a register operand: a number, or a register llvm-mc-19 maps
/// (probed: `s0`..`s63` are 32.., `s64`.. are 1088.., `vN` 2560+N, `aN` 3072+N, `pc` 16,
/// `exec` 17, `exec_lo` 1; `vcc` and `m0` have none and give 0xffffffff).
fn cfi_register(a: &mut Assembler<'_>, args: &mut Args) -> Option<u64> {
    let sp = args.span_here();
    let value = match args.peek().clone() {
        Tok::Int(v) => Some(v),
        Tok::Ident(r) => register_number(&r),
        _ => None,
    };
    match value {
        Some(v) => {
            args.pos += 1;
            Some(v)
        }
        None => {
            a.error(DiagKind::Directive, sp, "unsupported register operand in CFI directive");
            None
        }
    }
}

fn cfi_instruction(a: &mut Assembler<'_>, word: &str, span: Span, args: &mut Args) {
    let mut bytes = Vec::new();
    let Some(cfa_offset) = a.dwarf.open_frame.as_ref().map(|f| f.cfa_offset) else {
        a.error(
            DiagKind::Directive,
            span,
            "this directive must appear between .cfi_startproc and .cfi_endproc directives",
        );
        return;
    };
    let mut new_cfa_offset = cfa_offset;
    let data_align = i64::from(CFA_DATA_ALIGN);
    match word {
        ".cfi_remember_state" => bytes.push(0x0a),
        ".cfi_restore_state" => bytes.push(0x0b),
        ".cfi_escape" => loop {
            let Some((v, vspan)) = a.parse_abs(args) else { return };
            if !(-128..=255).contains(&v) {
                a.error(DiagKind::Range, vspan, "out of range literal value");
                return;
            }
            bytes.push(v as u8);
            if !args.eat(",") {
                break;
            }
        },
        ".cfi_def_cfa_offset" | ".cfi_adjust_cfa_offset" => {
            let Some((v, _)) = a.parse_abs(args) else { return };
            new_cfa_offset = if word == ".cfi_def_cfa_offset" { v } else { cfa_offset.wrapping_add(v) };
            bytes.push(0x0e);
            uleb(&mut bytes, new_cfa_offset as u64);
        }
        _ => {
            let Some(reg) = cfi_register(a, args) else { return };
            match word {
                ".cfi_def_cfa_register" => {
                    bytes.push(0x0d);
                    uleb(&mut bytes, reg);
                }
                ".cfi_restore" if reg < 64 => bytes.push(0xc0 | reg as u8),
                ".cfi_restore" => {
                    bytes.push(0x06);
                    uleb(&mut bytes, reg);
                }
                ".cfi_undefined" | ".cfi_same_value" => {
                    bytes.push(if word == ".cfi_undefined" { 0x07 } else { 0x08 });
                    uleb(&mut bytes, reg);
                }
                _ => {
                    if !a.expect_comma(args) {
                        return;
                    }
                    match word {
                        ".cfi_register" => {
                            let Some(r2) = cfi_register(a, args) else { return };
                            bytes.push(0x09);
                            uleb(&mut bytes, reg);
                            uleb(&mut bytes, r2);
                        }
                        ".cfi_def_cfa" | ".cfi_llvm_def_aspace_cfa" => {
                            let Some((off, _)) = a.parse_abs(args) else { return };
                            new_cfa_offset = off;
                            if word == ".cfi_def_cfa" {
                                bytes.push(0x0c);
                                uleb(&mut bytes, reg);
                                uleb(&mut bytes, off as u64);
                            } else {
                                if !a.expect_comma(args) {
                                    return;
                                }
                                let Some((space, _)) = a.parse_abs(args) else { return };
                                bytes.push(0x30);
                                uleb(&mut bytes, reg);
                                uleb(&mut bytes, off as u64);
                                uleb(&mut bytes, space as u64);
                            }
                        }
                        _ => {
                            // `.cfi_offset` / `.cfi_rel_offset` (relative to the CFA offset).
                            let Some((off, _)) = a.parse_abs(args) else { return };
                            let off =
                                if word == ".cfi_rel_offset" { off.wrapping_sub(cfa_offset) } else { off };
                            let factored = off / data_align;
                            if off < 0 {
                                bytes.push(0x11);
                                uleb(&mut bytes, reg);
                                sleb(&mut bytes, factored);
                            } else if reg < 64 {
                                bytes.push(0x80 | reg as u8);
                                uleb(&mut bytes, factored as u64);
                            } else {
                                bytes.push(0x05);
                                uleb(&mut bytes, reg);
                                uleb(&mut bytes, factored as u64);
                            }
                        }
                    }
                }
            }
        }
    }
    if !a.expect_eol(args) {
        return;
    }
    let here = a.sections[a.cur.0 as usize].size();
    let cur = a.cur;
    let Some(f) = a.dwarf.open_frame.as_ref() else { return };
    if f.section != cur {
        a.error(DiagKind::Directive, span, "CFI directive in another section than its .cfi_startproc");
        return;
    }
    // Advance to the current location first: DW_CFA_advance_loc{,1,2,4} by 4-byte units.
    let mut out = Vec::new();
    let delta = here.saturating_sub(f.at) / u64::from(CFA_CODE_ALIGN);
    if delta > 0 {
        match delta {
            1..64 => out.push(0x40 | delta as u8),
            64..256 => out.extend_from_slice(&[0x02, delta as u8]),
            256..65536 => {
                out.push(0x03);
                out.extend_from_slice(&(delta as u16).to_le_bytes());
            }
            _ => {
                out.push(0x04);
                out.extend_from_slice(&(delta as u32).to_le_bytes());
            }
        }
    }
    out.extend_from_slice(&bytes);
    if !a.reserve_output(out.len() as u64, span) {
        return;
    }
    if let Some(f) = a.dwarf.open_frame.as_mut() {
        if delta > 0 {
            f.at = here;
        }
        f.insts.extend_from_slice(&out);
        f.cfa_offset = new_cfa_offset;
    }
}

// ----- .uleb128 / .sleb128 -------------------------------------------------------------

/// Appends `v` as unsigned LEB128.
pub(crate) fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Appends `v` as signed LEB128.
pub(crate) fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
        if done {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn leb128(a: &mut Assembler<'_>, signed: bool, args: &mut Args) {
    loop {
        // Values must be known now: label differences over code already assembled are (this
        // assembler does no relaxation), forward references are not supported.
        let Some((v, span)) = a.parse_abs(args) else { return };
        let mut bytes = Vec::new();
        if signed {
            sleb(&mut bytes, v);
        } else {
            uleb(&mut bytes, v as u64);
        }
        emission(a);
        a.emit(&bytes, span);
        if !args.eat(",") {
            break;
        }
    }
    a.expect_eol(args);
}

// ----- end of assembly -----------------------------------------------------------------

fn loc_expr(section: SectionId, offset: u64) -> Expr {
    Expr { kind: ExprKind::Loc(section, offset), span: Span::new(FileId(0), 0, 0) }
}

fn fixup(a: &mut Assembler<'_>, section: SectionId, offset: u64, size: u8, expr: Expr) {
    a.sections[section.0 as usize].fixups.push(Fixup { offset, size, expr, kind: FixupKind::Data });
}

/// Appends `bytes` to `section`, then records fixups given relative to the appended data.
fn append(a: &mut Assembler<'_>, section: SectionId, bytes: &[u8], fixups: Vec<(u64, u8, Expr)>) {
    let base = a.sections[section.0 as usize].size();
    let span = Span::new(FileId(0), 0, 0);
    if !a.reserve_output(bytes.len() as u64, span) {
        return;
    }
    a.sections[section.0 as usize].data.extend_from_slice(bytes);
    for (off, size, e) in fixups {
        fixup(a, section, base + off, size, e);
    }
}

/// Writes the generated sections: frames first, then the line table (the order llvm-mc-19
/// creates them in, which fixes the section order of the object).
pub(crate) fn finish(a: &mut Assembler<'_>) {
    if let Some(OpenFrame { span, .. }) = a.dwarf.open_frame.take() {
        a.error(DiagKind::Directive, span, "Unfinished frame!");
    }
    let frames = std::mem::take(&mut a.dwarf.frames);
    if !frames.is_empty() {
        if a.dwarf.eh_frame || !a.dwarf.debug_frame {
            eh_frame(a, &frames);
        }
        if a.dwarf.debug_frame {
            debug_frame(a, &frames);
        }
    }
    if !a.dwarf.files.is_empty() {
        line_table(a);
    }
}

fn pad_to(bytes: &mut Vec<u8>, start: usize, align: usize) {
    while (bytes.len() - start) % align != 0 {
        bytes.push(0); // DW_CFA_nop
    }
}

fn debug_frame(a: &mut Assembler<'_>, frames: &[Frame]) {
    let sec = a.get_section(".debug_frame", sht::PROGBITS, 0);
    a.sections[sec.0 as usize].align = a.sections[sec.0 as usize].align.max(8);
    let cie_at = a.sections[sec.0 as usize].size();
    let mut out = Vec::new();
    let mut fix = Vec::new();
    // CIE: version 4 with address and segment-selector sizes, no augmentation.
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
    out.extend_from_slice(&[4, 0, 8, 0, CFA_CODE_ALIGN, CFA_DATA_ALIGN, CFA_RA_COLUMN]);
    pad_to(&mut out, 0, 8);
    let len = (out.len() - 4) as u32;
    out[..4].copy_from_slice(&len.to_le_bytes());
    for f in frames {
        let start = out.len();
        out.extend_from_slice(&[0; 4]);
        fix.push((out.len() as u64, 4, loc_expr(sec, cie_at)));
        out.extend_from_slice(&[0; 4]);
        fix.push((out.len() as u64, 8, loc_expr(f.section, f.start)));
        out.extend_from_slice(&[0; 8]);
        out.extend_from_slice(&(f.end - f.start).to_le_bytes());
        out.extend_from_slice(&f.insts);
        pad_to(&mut out, start, 8);
        let len = (out.len() - start - 4) as u32;
        out[start..start + 4].copy_from_slice(&len.to_le_bytes());
    }
    append(a, sec, &out, fix);
}

fn eh_frame(a: &mut Assembler<'_>, frames: &[Frame]) {
    let sec = a.get_section(".eh_frame", sht::PROGBITS, shf::ALLOC);
    a.sections[sec.0 as usize].align = a.sections[sec.0 as usize].align.max(8);
    let base = a.sections[sec.0 as usize].size();
    let mut out = Vec::new();
    let mut fix = Vec::new();
    // CIE: version 1, augmentation "zR", FDE pointers PC-relative signed 32-bit (0x1b).
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(&0u32.to_le_bytes());
    out.extend_from_slice(&[1, b'z', b'R', 0, CFA_CODE_ALIGN, CFA_DATA_ALIGN, CFA_RA_COLUMN, 1, 0x1b]);
    pad_to(&mut out, 0, 4);
    let len = (out.len() - 4) as u32;
    out[..4].copy_from_slice(&len.to_le_bytes());
    for f in frames {
        let start = out.len();
        out.extend_from_slice(&[0; 4]);
        // CIE pointer: the distance back from this field to the CIE.
        out.extend_from_slice(&((out.len()) as u32).to_le_bytes());
        // PC begin: `function - .` (an R_AMDGPU_REL32).
        let here = base + out.len() as u64;
        let e = Expr {
            kind: ExprKind::Binary(
                crate::expr::BinOp::Sub,
                Box::new(loc_expr(f.section, f.start)),
                Box::new(loc_expr(sec, here)),
            ),
            span: Span::new(FileId(0), 0, 0),
        };
        fix.push((out.len() as u64, 4, e));
        out.extend_from_slice(&[0; 4]);
        out.extend_from_slice(&((f.end - f.start) as u32).to_le_bytes());
        out.push(0); // augmentation data length
        out.extend_from_slice(&f.insts);
        // Records are padded to 4, the last one to 8 so that the section size is a multiple
        // of its alignment (probed).
        if std::ptr::eq(f, &frames[frames.len() - 1]) {
            while (base as usize + out.len()) % 8 != 0 {
                out.push(0);
            }
        } else {
            pad_to(&mut out, start, 4);
        }
        let len = (out.len() - start - 4) as u32;
        out[start..start + 4].copy_from_slice(&len.to_le_bytes());
    }
    append(a, sec, &out, fix);
}

/// Unassigned file numbers end the run with errors (a gap of a billion numbers must not
/// print a billion lines: the first few are named, then a count).
fn check_file_numbers(a: &mut Assembler<'_>) -> bool {
    let first = u32::from(!a.dwarf.root);
    let mut missing = Vec::new();
    let mut count = 0u64;
    let mut expect = first;
    let mut last_span = None;
    for (&n, f) in &a.dwarf.files {
        if n < first {
            continue;
        }
        if n > expect {
            count += u64::from(n - expect);
            for m in expect..n {
                if missing.len() >= 8 {
                    break;
                }
                missing.push((m, f.span));
            }
        }
        expect = n.saturating_add(1);
        last_span = Some(f.span);
    }
    let _ = last_span;
    for (m, span) in &missing {
        a.error(DiagKind::Directive, *span, format!("unassigned file number: {m} for .file directives"));
    }
    if count > missing.len() as u64 {
        let span = missing.last().map(|x| x.1).unwrap_or(Span::new(FileId(0), 0, 0));
        a.error(
            DiagKind::Directive,
            span,
            format!("... and {} more unassigned file numbers", count - missing.len() as u64),
        );
    }
    count == 0
}

/// `.debug_line_str`: each distinct string once, in first-use order.
struct LineStr {
    data: Vec<u8>,
    at: HashMap<Vec<u8>, u64>,
}

impl LineStr {
    fn add(&mut self, s: &[u8]) -> u64 {
        if let Some(&o) = self.at.get(s) {
            return o;
        }
        let o = self.data.len() as u64;
        self.data.extend_from_slice(s);
        self.data.push(0);
        self.at.insert(s.to_vec(), o);
        o
    }
}

/// Splits `path` into its parent and last component as LLVM's path functions do (llvm-mc-19
/// splits a `.file` name this way): `a//b.c` is (`a`, `b.c`), `/x.c` is (`/`, `x.c`), `x/` is
/// (`x`, `.`), `b.c` is (``, `b.c`).
pub(crate) fn split_path(p: &str) -> (&str, &str) {
    let trimmed = p.trim_end_matches('/');
    if trimmed.is_empty() {
        return ("", p);
    }
    if trimmed.len() < p.len() {
        return (trimmed, ".");
    }
    match p.rfind('/') {
        None => ("", p),
        Some(i) => {
            let parent = p[..i].trim_end_matches('/');
            (if parent.is_empty() { "/" } else { parent }, &p[i + 1..])
        }
    }
}

fn line_table(a: &mut Assembler<'_>) {
    if !check_file_numbers(a) {
        return;
    }
    let v5 = a.dwarf.root;
    let files: Vec<FileEntry> = a.dwarf.files.values().cloned().collect();
    // Directories: in DWARF 5 entry 0 is the root file's directory. A file whose directory
    // is empty (or the root's) is split at its last `/` into a directory and a name.
    // `.file 0 "name"` without a directory: llvm-mc-19 records its working directory (the
    // compilation directory) as directory 0, so this does the same.
    let root_dir = match (v5, files[0].dir.is_empty()) {
        (false, _) => String::new(),
        (true, false) => files[0].dir.clone(),
        (true, true) => std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_default(),
    };
    let mut dirs: Vec<String> = Vec::new();
    let mut dir_index: HashMap<&str, usize> = HashMap::new();
    let mut entries: Vec<(String, u64)> = Vec::new();
    for (i, f) in files.iter().enumerate() {
        if v5 && i == 0 {
            entries.push((f.name.clone(), 0));
            continue;
        }
        let (mut dir, mut name) = (f.dir.as_str(), f.name.as_str());
        // Compared with the root's directory only when the root was known at the `.file`.
        if v5 && f.after_root && dir == root_dir {
            dir = "";
        }
        if dir.is_empty() {
            let (p, n) = split_path(name);
            if !p.is_empty() && !n.is_empty() {
                dir = p;
                name = n;
            }
        }
        let index = if dir.is_empty() {
            0
        } else {
            // By name through an index: a search of `dirs` per file was quadratic.
            let pos = *dir_index.entry(dir).or_insert_with(|| {
                dirs.push(dir.to_string());
                dirs.len() - 1
            });
            pos as u64 + 1
        };
        entries.push((name.to_string(), index));
    }
    let all_md5 = files.iter().all(|f| f.md5.is_some());
    if !all_md5 && files.iter().any(|f| f.md5.is_some()) {
        let span = files.iter().find(|f| f.md5.is_none()).map_or(files[0].span, |f| f.span);
        a.warning(DiagKind::Directive, span, "inconsistent use of MD5 checksums");
    }
    let has_source = files.iter().any(|f| f.source.is_some());

    let line_sec = a.get_section(".debug_line", sht::PROGBITS, 0);
    let str_sec = if v5 {
        let s = a.get_section(".debug_line_str", sht::PROGBITS, shf::MERGE | shf::STRINGS);
        a.sections[s.0 as usize].entsize = 1;
        Some(s)
    } else {
        None
    };
    let mut strs = LineStr { data: Vec::new(), at: HashMap::new() };
    let str_base = str_sec.map_or(0, |s| a.sections[s.0 as usize].size());
    let mut out = Vec::new();
    let mut fix: Vec<(u64, u8, Expr)> = Vec::new();
    out.extend_from_slice(&[0; 4]); // unit_length
    out.extend_from_slice(&(if v5 { 5u16 } else { 4 }).to_le_bytes());
    if v5 {
        out.extend_from_slice(&[8, 0]); // address size, segment selector size
    }
    let header_length_at = out.len();
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(&[MIN_INST_LENGTH as u8, 1, 1, LINE_BASE as u8, LINE_RANGE as u8, OPCODE_BASE]);
    out.extend_from_slice(&STANDARD_OPCODE_LENGTHS);
    let mut strp = |out: &mut Vec<u8>, fix: &mut Vec<(u64, u8, Expr)>, s: &[u8]| {
        let o = strs.add(s);
        if let Some(sec) = str_sec {
            fix.push((out.len() as u64, 4, loc_expr(sec, str_base + o)));
        }
        out.extend_from_slice(&[0; 4]);
    };
    if v5 {
        out.extend_from_slice(&[1, 1, 0x1f]); // DW_LNCT_path, DW_FORM_line_strp
        uleb(&mut out, dirs.len() as u64 + 1);
        strp(&mut out, &mut fix, root_dir.as_bytes());
        for d in &dirs {
            strp(&mut out, &mut fix, d.as_bytes());
        }
        let mut formats: Vec<(u64, u64)> = vec![(1, 0x1f), (2, 0x0f)];
        if all_md5 {
            formats.push((5, 0x1e)); // DW_LNCT_MD5, DW_FORM_data16
        }
        if has_source {
            formats.push((0x2001, 0x1f)); // DW_LNCT_LLVM_source
        }
        out.push(formats.len() as u8);
        for (c, f) in formats {
            uleb(&mut out, c);
            uleb(&mut out, f);
        }
        uleb(&mut out, entries.len() as u64);
        for ((name, dir), f) in entries.iter().zip(&files) {
            strp(&mut out, &mut fix, name.as_bytes());
            uleb(&mut out, *dir);
            if all_md5 {
                out.extend_from_slice(&f.md5.unwrap_or_default());
            }
            if has_source {
                strp(&mut out, &mut fix, f.source.as_deref().unwrap_or_default());
            }
        }
    } else {
        for d in &dirs {
            out.extend_from_slice(d.as_bytes());
            out.push(0);
        }
        out.push(0);
        for (name, dir) in &entries {
            out.extend_from_slice(name.as_bytes());
            out.push(0);
            uleb(&mut out, *dir);
            out.extend_from_slice(&[0, 0]);
        }
        out.push(0);
    }
    let header_length = (out.len() - header_length_at - 4) as u32;
    out[header_length_at..header_length_at + 4].copy_from_slice(&header_length.to_le_bytes());
    let sequences = std::mem::take(&mut a.dwarf.sequences);
    for seq in &sequences {
        let end = a.sections[seq.section.0 as usize].size();
        program(&mut out, &mut fix, seq, end);
    }
    let unit_length = (out.len() - 4) as u32;
    out[..4].copy_from_slice(&unit_length.to_le_bytes());
    append(a, line_sec, &out, fix);
    if let Some(s) = str_sec {
        let data = strs.data;
        append(a, s, &data, Vec::new());
    }
}

/// Encodes one row's line and address advance (`addr` in instruction-length units).
fn advance(out: &mut Vec<u8>, line_delta: i64, addr: u64) {
    let mut line = line_delta;
    let mut separate_line = false;
    if !(LINE_BASE..LINE_BASE + LINE_RANGE).contains(&line) {
        out.push(op::ADVANCE_LINE);
        sleb(out, line);
        line = 0;
        separate_line = true;
    }
    if line == 0 && addr == 0 {
        out.push(op::COPY);
        return;
    }
    let base = (line - LINE_BASE) as u64 + u64::from(OPCODE_BASE);
    if let Some(op) = addr.checked_mul(LINE_RANGE as u64).and_then(|x| x.checked_add(base)) {
        if op <= 255 {
            out.push(op as u8);
            return;
        }
    }
    if addr >= MAX_SPECIAL_ADDR_DELTA {
        let op = (addr - MAX_SPECIAL_ADDR_DELTA).saturating_mul(LINE_RANGE as u64).saturating_add(base);
        if op <= 255 {
            out.push(op::CONST_ADD_PC);
            out.push(op as u8);
            return;
        }
    }
    out.push(op::ADVANCE_PC);
    uleb(out, addr);
    if separate_line {
        out.push(op::COPY);
    } else {
        out.push(base as u8);
    }
}

fn program(out: &mut Vec<u8>, fix: &mut Vec<(u64, u8, Expr)>, seq: &Sequence, end: u64) {
    // Registers at the start of a sequence.
    let (mut file, mut line, mut column, mut is_stmt, mut isa) = (1u32, 1u32, 0u32, true, 0u32);
    let mut prev: Option<u64> = None;
    for r in &seq.rows {
        let l = r.loc;
        if l.file != file {
            out.push(op::SET_FILE);
            uleb(out, u64::from(l.file));
            file = l.file;
        }
        if l.column != column {
            out.push(op::SET_COLUMN);
            uleb(out, u64::from(l.column));
            column = l.column;
        }
        if l.discriminator != 0 {
            let mut operand = Vec::new();
            uleb(&mut operand, u64::from(l.discriminator));
            out.push(0);
            uleb(out, operand.len() as u64 + 1);
            out.push(op::SET_DISCRIMINATOR);
            out.extend_from_slice(&operand);
        }
        if l.isa != isa {
            out.push(op::SET_ISA);
            uleb(out, u64::from(l.isa));
            isa = l.isa;
        }
        if l.is_stmt != is_stmt {
            out.push(op::NEGATE_STMT);
            is_stmt = l.is_stmt;
        }
        if l.basic_block {
            out.push(op::SET_BASIC_BLOCK);
        }
        if l.prologue_end {
            out.push(op::SET_PROLOGUE_END);
        }
        if l.epilogue_begin {
            out.push(op::SET_EPILOGUE_BEGIN);
        }
        let line_delta = i64::from(l.line) - i64::from(line);
        match prev {
            None => {
                out.extend_from_slice(&[0, 9, op::SET_ADDRESS]);
                fix.push((out.len() as u64, 8, loc_expr(seq.section, r.offset)));
                out.extend_from_slice(&[0; 8]);
                advance(out, line_delta, 0);
            }
            Some(p) => advance(out, line_delta, r.offset.saturating_sub(p) / MIN_INST_LENGTH),
        }
        line = l.line;
        prev = Some(r.offset);
    }
    let last = prev.unwrap_or(0);
    let addr = end.saturating_sub(last) / MIN_INST_LENGTH;
    if addr == MAX_SPECIAL_ADDR_DELTA {
        out.push(op::CONST_ADD_PC);
    } else if addr != 0 {
        out.push(op::ADVANCE_PC);
        uleb(out, addr);
    }
    out.extend_from_slice(&[0, 1, op::END_SEQUENCE]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leb128_encodings() {
        let enc = |v: u64| {
            let mut o = Vec::new();
            uleb(&mut o, v);
            o
        };
        assert_eq!(enc(0), [0]);
        assert_eq!(enc(127), [0x7f]);
        assert_eq!(enc(128), [0x80, 1]);
        assert_eq!(enc(u64::MAX).len(), 10);
        let senc = |v: i64| {
            let mut o = Vec::new();
            sleb(&mut o, v);
            o
        };
        assert_eq!(senc(-1), [0x7f]);
        assert_eq!(senc(63), [0x3f]);
        assert_eq!(senc(64), [0xc0, 0]);
        assert_eq!(senc(-64), [0x40]);
        assert_eq!(senc(-65), [0xbf, 0x7f]);
    }

    #[test]
    fn special_opcode_choice() {
        // Facts probed with llvm-mc-19 (see docs/0016).
        let enc = |l: i64, a: u64| {
            let mut o = Vec::new();
            advance(&mut o, l, a);
            o
        };
        assert_eq!(enc(2, 0), [0x14]);
        assert_eq!(enc(0, 1), [0x20]);
        assert_eq!(enc(0, 0), [op::COPY]);
        assert_eq!(enc(-1, 17), [0xff]);
        assert_eq!(enc(1, 33), [op::CONST_ADD_PC, 0xf3]);
        assert_eq!(enc(1, 34), [op::ADVANCE_PC, 34, 0x13]);
        assert_eq!(enc(0, 100_001), [op::ADVANCE_PC, 0xa1, 0x8d, 0x06, 0x12]);
        assert_eq!(enc(-7, 35), [op::ADVANCE_LINE, 0x79, op::ADVANCE_PC, 35, op::COPY]);
        assert_eq!(enc(396, 1), [op::ADVANCE_LINE, 0x8c, 0x03, 0x20]);
    }

    #[test]
    fn md5_number_found_outside_strings() {
        let t = r#" 0 "md5 1" "x" md5 0x12 source "a""#;
        // Non-ASCII text outside strings must not split a character.
        assert_eq!(find_md5_number(" 1 \u{e9} md5 7"), Some((10, 11)));
        assert_eq!(find_md5_number(" 1 \u{e9}\u{e9}md5"), None);
        let (s, e) = find_md5_number(t).unwrap();
        assert_eq!(&t[s..e], "0x12");
        assert_eq!(parse_u128("0x87d1dedd197dfb0134f5983dc73a9c39"), Ok(0x87d1dedd197dfb0134f5983dc73a9c39));
        assert!(parse_u128("0x187d1dedd197dfb0134f5983dc73a9c39").is_err());
    }
}
