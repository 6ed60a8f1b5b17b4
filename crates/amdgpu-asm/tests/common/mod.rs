//! Test support: a canonical text dump of a relocatable object, so llvm-mc-19's object and ours
//! can be compared section by section, symbol by symbol and relocation by relocation.

#![allow(dead_code)]

use object::read::elf::{ElfFile64, FileHeader, SectionHeader};
use object::{Endianness, Object, ObjectSection, ObjectSymbol, RelocationTarget, SectionIndex};
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// Sections whose contents are compared through the symbol/relocation listing instead.
fn skip_contents(name: &str) -> bool {
    name == ".strtab" || name == ".symtab" || name.starts_with(".rela")
}

/// A stable text form of the parts of an object the assembler decides: ELF header fields,
/// sections (type, flags, alignment, entry size, contents), symbols (in table order), and
/// relocations. Not covered: file offsets and the order of strings inside `.strtab`.
pub fn dump(bytes: &[u8]) -> String {
    let f = ElfFile64::<Endianness>::parse(bytes).expect("ELF64");
    let e = f.endian();
    let h = f.elf_header();
    let mut out = String::new();
    let ident = h.e_ident();
    let _ = writeln!(
        out,
        "header osabi={} abiversion={} type={} machine={} flags={:#x}",
        ident.os_abi,
        ident.abi_version,
        h.e_type(e).0,
        h.e_machine(e).0,
        h.e_flags(e)
    );
    for s in f.sections() {
        let name = s.name().unwrap_or("?");
        let sh = s.elf_section_header();
        let _ = write!(
            out,
            "section {name} type={:#x} flags={:#x} align={} entsize={} size={}",
            sh.sh_type(e).0,
            sh.sh_flags(e).0,
            sh.sh_addralign(e),
            sh.sh_entsize(e),
            sh.sh_size(e)
        );
        if !skip_contents(name) && sh.sh_type(e).0 != 8 {
            let data = s.data().unwrap_or(&[]);
            out.push_str("\n ");
            for (i, b) in data.iter().enumerate() {
                if i > 0 && i % 32 == 0 {
                    out.push_str("\n ");
                }
                let _ = write!(out, "{b:02x}");
            }
        }
        out.push('\n');
    }
    let sec_name =
        |i: SectionIndex| f.section_by_index(i).ok().and_then(|s| s.name().ok().map(str::to_string));
    for sym in f.symbols() {
        let es = sym.elf_symbol();
        let shndx = es.st_shndx.get(e).0;
        let place = match shndx {
            0 => "UND".to_string(),
            0xfff1 => "ABS".to_string(),
            0xfff2 => "COM".to_string(),
            0xff00 => "LDS".to_string(),
            i => sec_name(SectionIndex(i as usize)).unwrap_or_else(|| format!("#{i}")),
        };
        let _ = writeln!(
            out,
            "symbol {} value={:#x} size={} type={} bind={} vis={} in={place}",
            sym.name().unwrap_or("?"),
            es.st_value.get(e),
            es.st_size.get(e),
            es.st_info.0 & 0xf,
            es.st_info.0 >> 4,
            es.st_other.0 & 3,
        );
    }
    for s in f.sections() {
        for (off, r) in s.relocations() {
            let target = match r.target() {
                RelocationTarget::Symbol(i) => match f.symbol_by_index(i) {
                    Ok(sym) if sym.kind() == object::SymbolKind::Section => {
                        format!("[section {}]", sym.section_index().and_then(sec_name).unwrap_or_default())
                    }
                    Ok(sym) => sym.name().unwrap_or("?").to_string(),
                    Err(_) => "?".into(),
                },
                _ => "-".into(),
            };
            let kind = match r.flags() {
                object::RelocationFlags::Elf { r_type } => r_type.0,
                _ => 0,
            };
            let _ = writeln!(
                out,
                "reloc {} +{off:#x} type={kind} {target} addend={}",
                s.name().unwrap_or("?"),
                r.addend()
            );
        }
    }
    out
}

/// Options written in a corpus file's first lines: `; options: -mcpu=gfx90a -mattr=+xnack`.
pub fn options_of(text: &str) -> amdgpu_asm::AsmOptions {
    let mut o = amdgpu_asm::AsmOptions::default();
    for line in text.lines().take(5) {
        let Some(rest) = line.trim_start_matches([';', '/', ' ']).strip_prefix("options:") else { continue };
        for w in rest.split_whitespace() {
            if let Some(v) = w.strip_prefix("-mcpu=") {
                o.mcpu = v.into();
            } else if let Some(v) = w.strip_prefix("-mattr=") {
                o.mattr = v.into();
            } else if let Some(v) = w.strip_prefix("-triple=") {
                o.triple = v.into();
            } else if let Some(v) = w.strip_prefix("--amdhsa-code-object-version=") {
                o.code_object_version = v.parse().ok();
            }
        }
    }
    o
}

/// The llvm-mc-19 command-line arguments for `opts`.
pub fn llvm_args(opts: &amdgpu_asm::AsmOptions) -> Vec<String> {
    let mut v = vec![format!("-triple={}", opts.triple), format!("-mcpu={}", opts.mcpu)];
    if !opts.mattr.is_empty() {
        v.push(format!("-mattr={}", opts.mattr));
    }
    if let Some(c) = opts.code_object_version {
        v.push(format!("--amdhsa-code-object-version={c}"));
    }
    v
}

/// The reference assembler a corpus file names: `llvm-mc` (LLVM 14, the last writer of code
/// object V3) when its options line says `tool=llvm14`, else `llvm-mc-19`.
pub fn tool_of(text: &str) -> &'static str {
    let opts_line = text.lines().take(5).find(|l| l.contains("options:")).unwrap_or("");
    if opts_line.contains("tool=llvm14") { "llvm-mc" } else { "llvm-mc-19" }
}

/// Runs llvm-mc-19 on `path`; returns the object bytes, or stderr when it fails or warns.
pub fn llvm_mc(path: &Path, opts: &amdgpu_asm::AsmOptions) -> Result<Vec<u8>, String> {
    run_mc("llvm-mc-19", path, opts)
}

/// Runs `tool` (an llvm-mc) on `path`.
pub fn run_mc(tool: &str, path: &Path, opts: &amdgpu_asm::AsmOptions) -> Result<Vec<u8>, String> {
    let out_path = std::env::temp_dir().join(format!(
        "amdgpu-asm-{}-{}.o",
        std::process::id(),
        path.file_name().and_then(|n| n.to_str()).unwrap_or("x")
    ));
    let out = Command::new("timeout")
        .arg("20")
        .arg(tool)
        .args(llvm_args(opts))
        .arg("-filetype=obj")
        .arg(path)
        .arg("-o")
        .arg(&out_path)
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() || stderr.contains("error") {
        let _ = std::fs::remove_file(&out_path);
        return Err(if stderr.is_empty() { format!("exit {}", out.status) } else { stderr });
    }
    let bytes = std::fs::read(&out_path).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&out_path);
    Ok(bytes)
}

/// `LLVM version 19.1.7` from `tool --version` (Debian prints `Debian LLVM version ...`).
pub fn llvm_version(tool: &str) -> String {
    amdgpu_testkit::oracle::tool_version(tool).unwrap_or_else(|| {
        let out = Command::new(tool).arg("--version").output().expect("run tool");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let line = text.lines().find(|l| l.contains("LLVM version")).expect("version line");
        line[line.find("LLVM version").unwrap_or(0)..].trim().to_string()
    })
}

/// Lines only in `want` (`-`) and only in `got` (`+`), in order; at most 40 of them.
pub fn line_diff(want: &str, got: &str) -> String {
    let w: Vec<&str> = want.lines().collect();
    let g: Vec<&str> = got.lines().collect();
    let mut out = Vec::new();
    for l in &w {
        if !g.contains(l) {
            out.push(format!("- {l}"));
        }
    }
    for l in &g {
        if !w.contains(l) {
            out.push(format!("+ {l}"));
        }
    }
    if out.is_empty() {
        out.push("(same lines, different order)".into());
    }
    out.truncate(40);
    out.join("\n")
}

/// The lines of an llvm-mc `-show-encoding` listing that [`amdgpu_asm::Listing::render`] also
/// writes: labels, instructions with their encoding, and fixup lines (directives, which
/// llvm-mc echoes in its own spelling, are left out).
pub fn listing_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| {
            l.contains("; encoding: [")
                || l.trim_start().starts_with(";   fixup ")
                || (!l.starts_with([' ', '\t']) && l.ends_with(':') && !l.contains(' '))
        })
        .map(str::to_string)
        .collect()
}

/// Runs `llvm-mc-19 -show-encoding` with `args` on `path`; returns stdout (whatever it
/// printed, even when it also reported errors) and stderr.
pub fn llvm_show_encoding(args: &[String], path: &Path) -> (String, String) {
    let out = Command::new("timeout")
        .arg("60")
        .arg("llvm-mc-19")
        .args(args)
        .arg("-show-encoding")
        .arg(path)
        .output()
        .expect("run llvm-mc-19");
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// One `RUN:` line of an LLVM MC test (continuation lines joined) that runs llvm-mc.
#[derive(Clone, Debug, Default)]
pub struct RunLine {
    /// The command as written.
    pub raw: String,
    /// `not llvm-mc ...`: llvm-mc is expected to fail.
    pub not: bool,
    /// Options for both assemblers (triple, processor, features, code object version).
    pub opts: amdgpu_asm::AsmOptions,
    /// `-mcpu` was given (else llvm-mc uses its `generic` processor).
    pub has_mcpu: bool,
    /// `--defsym name=value` pairs.
    pub defsyms: Vec<(String, String)>,
    /// `-show-encoding`.
    pub show_encoding: bool,
    /// `-filetype=obj`.
    pub obj: bool,
    /// stderr goes to FileCheck (`2>&1 |`, not `2>&1 >/dev/null`-free stdout).
    pub checks_stderr: bool,
    /// stdout goes to FileCheck (without `>/dev/null`).
    pub checks_stdout: bool,
    /// `-disassemble`.
    pub disassemble: bool,
    /// `sed 's/A/B/g' %s |` substitution.
    pub sed: Option<(String, String)>,
    /// FileCheck prefixes (`CHECK` when none is named).
    pub prefixes: Vec<String>,
}

impl RunLine {
    /// llvm-mc-19 arguments (without input, output and mode).
    pub fn llvm_args(&self) -> Vec<String> {
        let mut v = vec![format!("-triple={}", self.opts.triple)];
        if self.has_mcpu {
            v.push(format!("-mcpu={}", self.opts.mcpu));
        }
        if !self.opts.mattr.is_empty() {
            v.push(format!("-mattr={}", self.opts.mattr));
        }
        if let Some(c) = self.opts.code_object_version {
            v.push(format!("--amdhsa-code-object-version={c}"));
        }
        for (n, val) in &self.defsyms {
            v.push(format!("--defsym={n}={val}"));
        }
        v
    }

    /// The source as this run sees it (after `sed`, with `--defsym`s prepended as
    /// assignments), and the number of lines prepended.
    pub fn source(&self, text: &str) -> (String, usize) {
        let mut t = match &self.sed {
            Some((from, to)) => text.replace(from.as_str(), to),
            None => text.to_string(),
        };
        if !self.defsyms.is_empty() {
            let mut pre = String::new();
            for (n, v) in &self.defsyms {
                pre.push_str(&format!("{n} = {v}\n"));
            }
            t = pre + &t;
        }
        (t, self.defsyms.len())
    }
}

/// The llvm-mc RUN lines of an LLVM MC test file.
pub fn run_lines(text: &str) -> Vec<RunLine> {
    let mut joined = Vec::new();
    let mut cur = String::new();
    for l in text.lines() {
        let t = l.trim_start().trim_start_matches(['/', ';', '#']).trim_start();
        let Some(r) = t.strip_prefix("RUN:") else { continue };
        let r = r.trim();
        if let Some(head) = r.strip_suffix('\\') {
            cur.push_str(head);
            cur.push(' ');
        } else {
            cur.push_str(r);
            joined.push(std::mem::take(&mut cur));
        }
    }
    let mut out = Vec::new();
    for raw in joined {
        let Some(mc_at) = raw.find("llvm-mc") else { continue };
        let mut run = RunLine { raw: raw.clone(), ..RunLine::default() };
        run.sed = sed_of(&raw);
        let before = &raw[..mc_at];
        run.not = before.trim_end().ends_with("not") || before.contains("| not");
        let (mc_part, after) = match raw[mc_at..].find('|') {
            Some(p) => (&raw[mc_at..mc_at + p], &raw[mc_at + p..]),
            None => (&raw[mc_at..], ""),
        };
        run.checks_stderr = mc_part.contains("2>&1");
        run.checks_stdout = !mc_part.contains(">/dev/null") && !mc_part.contains("-o /dev/null");
        let words: Vec<&str> = mc_part.split_whitespace().collect();
        let mut triple = String::new();
        for (i, w) in words.iter().enumerate() {
            let next = words.get(i + 1).copied().unwrap_or("");
            let val = |p: &str| w.strip_prefix(p).map(str::to_string);
            if let Some(v) = val("-triple=").or_else(|| val("--triple=")) {
                triple = v;
            } else if *w == "-triple" || *w == "--triple" {
                triple = next.into();
            } else if let Some(v) = val("-arch=") {
                triple = v;
            } else if let Some(v) = val("-mcpu=").or_else(|| val("--mcpu=")) {
                run.opts.mcpu = v;
                run.has_mcpu = true;
            } else if *w == "-mcpu" {
                run.opts.mcpu = next.into();
                run.has_mcpu = true;
            } else if let Some(v) = val("-mattr=").or_else(|| val("--mattr=")) {
                run.opts.mattr = v;
            } else if let Some(v) = val("--amdhsa-code-object-version=") {
                run.opts.code_object_version = v.parse().ok();
            } else if let Some(v) = val("--defsym=").or_else(|| val("-defsym=")) {
                if let Some((n, x)) = v.split_once('=') {
                    run.defsyms.push((n.into(), x.into()));
                }
            } else if *w == "--defsym" || *w == "-defsym" {
                if let Some((n, x)) = next.split_once('=') {
                    run.defsyms.push((n.into(), x.into()));
                }
            } else if *w == "-show-encoding" || *w == "--show-encoding" {
                run.show_encoding = true;
            } else if *w == "-filetype=obj" || *w == "--filetype=obj" {
                run.obj = true;
            } else if *w == "-disassemble" || *w == "--disassemble" {
                run.disassemble = true;
            }
        }
        // A triple with no OS (`amdgcn`, `amdgcn-amd-`) is llvm-mc's `amdgcn--`.
        let parts: Vec<&str> = triple.split('-').collect();
        run.opts.triple = match parts.as_slice() {
            [a] => format!("{a}--"),
            [a, v] => format!("{a}-{v}-"),
            _ => triple.clone(),
        };
        if !run.has_mcpu {
            run.opts.mcpu = "generic".into();
        }
        let fc = after.find("FileCheck").map(|p| &after[p..]).unwrap_or("");
        let fw: Vec<&str> = fc.split_whitespace().collect();
        for (i, w) in fw.iter().enumerate() {
            let list = if let Some(v) =
                w.strip_prefix("--check-prefixes=").or_else(|| w.strip_prefix("-check-prefixes="))
            {
                Some(v.to_string())
            } else if let Some(v) =
                w.strip_prefix("--check-prefix=").or_else(|| w.strip_prefix("-check-prefix="))
            {
                Some(v.to_string())
            } else if *w == "--check-prefix" || *w == "-check-prefix" || *w == "--check-prefixes" {
                fw.get(i + 1).map(|s| s.to_string())
            } else {
                None
            };
            if let Some(l) = list {
                run.prefixes.extend(l.split(',').map(str::to_string));
            }
        }
        if run.prefixes.is_empty() && !fc.is_empty() {
            run.prefixes.push("CHECK".into());
        }
        out.push(run);
    }
    out
}

/// A `sed 's/A/B/g' %s |` substitution on a RUN line.
pub fn sed_of(line: &str) -> Option<(String, String)> {
    let rest = &line[line.find("sed 's/")? + 7..];
    let (from, rest) = rest.split_once('/')?;
    let (to, _) = rest.split_once('/')?;
    Some((from.to_string(), to.to_string()))
}

/// An error message located at a line of the main input: (line, column, message).
pub type LocatedError = (usize, usize, String);

/// The `error:` lines of llvm-mc-style diagnostics (`NAME:L:C: error: MSG`); errors located
/// in other buffers (`<instantiation>`, included files) are reported at the main-file line
/// of the `note: while in macro instantiation` that follows them when there is one.
pub fn errors_of(text: &str, main: &str) -> Vec<LocatedError> {
    let mut out: Vec<LocatedError> = Vec::new();
    let mut pending: Option<String> = None;
    for l in text.lines() {
        let Some((loc, msg)) = l.split_once(": error: ").or_else(|| l.split_once(": note: ")) else {
            continue;
        };
        let is_note = l.contains(": note: ");
        let mut parts = loc.rsplitn(3, ':');
        let (Some(c), Some(n), Some(file)) = (parts.next(), parts.next(), parts.next()) else { continue };
        let (Ok(line), Ok(col)) = (n.parse::<usize>(), c.parse::<usize>()) else { continue };
        let in_main = file.ends_with(main) || file == "<stdin>";
        if is_note {
            if let (Some(m), true) = (pending.take(), in_main) {
                out.push((line, col, m));
            }
            continue;
        }
        if let Some(m) = pending.take() {
            out.push((0, 0, m));
        }
        if in_main {
            out.push((line, col, msg.trim().to_string()));
        } else {
            pending = Some(msg.trim().to_string());
        }
    }
    if let Some(m) = pending {
        out.push((0, 0, m));
    }
    out
}

/// Instructions of a `-show-encoding` listing as units (the instruction line and its fixup
/// lines), compared as multisets: (units of `want` found in `got`, units in `want`, units
/// only in `got`), and up to `keep` examples of each kind of miss.
pub fn compare_listings(want: &[String], got: &[String], keep: usize) -> (usize, usize, usize, Vec<String>) {
    fn units(lines: &[String]) -> Vec<String> {
        let mut v: Vec<String> = Vec::new();
        for l in lines {
            if l.trim_start().starts_with(";   fixup ") {
                if let Some(last) = v.last_mut() {
                    last.push('\n');
                    last.push_str(l.trim());
                }
            } else if l.contains("; encoding: [") {
                // Compare text and encoding, not the padding between them.
                let (t, e) = l.split_once("; encoding:").unwrap_or((l, ""));
                v.push(format!("{} ; encoding:{e}", t.trim()));
            }
        }
        v
    }
    let (w, g) = (units(want), units(got));
    let mut pool: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for u in &g {
        *pool.entry(u.as_str()).or_default() += 1;
    }
    let mut matched = 0;
    let mut examples = Vec::new();
    for u in &w {
        match pool.get_mut(u.as_str()) {
            Some(n) if *n > 0 => {
                *n -= 1;
                matched += 1;
            }
            _ => {
                if examples.len() < keep {
                    examples.push(format!("- {u}"));
                }
            }
        }
    }
    let extra = g.len() - matched;
    let mut shown = 0;
    for (u, n) in &pool {
        if *n > 0 && shown < keep {
            examples.push(format!("+ {u}"));
            shown += 1;
        }
    }
    (matched, w.len(), extra, examples)
}

/// The `error:` messages a FileCheck run expects: for each `PREFIX:` (or `-NEXT:`, `-SAME:`,
/// `-DAG:`) line of an active prefix that mentions `error:`, the literal pieces of the text
/// after it (FileCheck `{{regex}}` and `[[var]]` parts dropped).
pub fn checked_errors(text: &str, prefixes: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for l in text.lines() {
        for p in prefixes {
            let Some(at) = l.find(p.as_str()) else { continue };
            let before_ok = at == 0 || !l.as_bytes()[at - 1].is_ascii_alphanumeric();
            let rest = &l[at + p.len()..];
            let rest = ["-NEXT:", "-SAME:", "-DAG:", ":"].iter().find_map(|s| rest.strip_prefix(s));
            let (true, Some(rest)) = (before_ok, rest) else { continue };
            let Some(e) = rest.find("error:") else { continue };
            let pattern = rest[e + 6..].trim();
            let mut pieces = Vec::new();
            let mut cur = String::new();
            let mut s = pattern;
            while !s.is_empty() {
                if let Some(r) = s.strip_prefix("{{").or_else(|| s.strip_prefix("[[")) {
                    let close = if s.starts_with("{{") { "}}" } else { "]]" };
                    pieces.push(std::mem::take(&mut cur));
                    s = r.find(close).map_or("", |i| &r[i + 2..]);
                } else {
                    let c = s.chars().next().unwrap_or(' ');
                    cur.push(c);
                    s = &s[c.len_utf8()..];
                }
            }
            pieces.push(cur);
            out.push(pieces.into_iter().map(|x| x.trim().to_string()).filter(|x| !x.is_empty()).collect());
        }
    }
    out
}

/// True when `msg` contains every piece of one of `patterns`, in order.
pub fn is_checked(msg: &str, patterns: &[Vec<String>]) -> bool {
    patterns.iter().any(|pieces| {
        let mut at = 0;
        pieces.iter().all(|p| match msg[at..].find(p.as_str()) {
            Some(i) => {
                at += i + p.len();
                true
            }
            None => false,
        })
    })
}

/// Per-run counts (`file<TAB>run<TAB>kind<TAB>passed<TAB>total` lines) against the record at
/// `path`: fails when a recorded `passed` dropped; `BLESS=1` rewrites the record.
pub fn ratchet(path: &Path, tsv: &str) {
    if amdgpu_testkit::golden::blessing() {
        std::fs::write(path, tsv).expect("write status");
        return;
    }
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let now: std::collections::HashMap<(String, String), usize> = tsv
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            Some(((c.first()?.to_string(), c.get(1)?.to_string()), c.get(3)?.parse().ok()?))
        })
        .collect();
    let mut dropped = Vec::new();
    for l in old.lines().filter(|l| !l.starts_with('#')) {
        let c: Vec<&str> = l.split('\t').collect();
        let (Some(file), Some(run), Some(Ok(was))) =
            (c.first(), c.get(1), c.get(3).map(|s| s.parse::<usize>()))
        else {
            continue;
        };
        let is = now.get(&(file.to_string(), run.to_string())).copied().unwrap_or(0);
        if is < was {
            dropped.push(format!("{file} run {run}: {was} -> {is}"));
        }
    }
    assert!(dropped.is_empty(), "counts dropped (BLESS=1 to accept):\n{}", dropped.join("\n"));
}

/// Lines `want` and `got` have in common, in order (a longest common subsequence; inputs
/// longer than 20,000 lines are compared position by position), and up to `keep` examples of
/// lines only in one of them (`- ` llvm-mc's, `+ ` ours).
pub fn common_lines(want: &[&str], got: &[&str], keep: usize) -> (usize, Vec<String>) {
    let (n, m) = (want.len(), got.len());
    if n > 20_000 || m > 20_000 || n.saturating_mul(m) > 50_000_000 {
        let same = want.iter().zip(got).filter(|(a, b)| a == b).count();
        let ex = want
            .iter()
            .zip(got)
            .filter(|(a, b)| a != b)
            .take(keep)
            .map(|(a, b)| format!("- {a} | + {b}"))
            .collect();
        return (same, ex);
    }
    // lcs[i][j]: common lines of want[i..] and got[j..].
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] = if want[i] == got[j] {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut ex = Vec::new();
    while i < n || j < m {
        if i < n && j < m && want[i] == got[j] {
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[at(i, j + 1)] >= lcs[at(i + 1, j)]) {
            if ex.len() < keep {
                ex.push(format!("+ {}", got[j]));
            }
            j += 1;
        } else {
            if ex.len() < keep {
                ex.push(format!("- {}", want[i]));
            }
            i += 1;
        }
    }
    (lcs[at(0, 0)] as usize, ex)
}
