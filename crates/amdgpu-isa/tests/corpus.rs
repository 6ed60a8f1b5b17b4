//! LLVM 19's own MC tests as the acceptance corpus (needs the corpus; `--ignored`).
//!
//! Every RUN line of `test/MC/AMDGPU/*.s` and `test/MC/Disassembler/AMDGPU/*.txt` that runs
//! `llvm-mc` for one of our processors is replayed through [`amdgpu_isa::listing`] and its
//! check lines are matched with a small FileCheck (sequential, `{{..}}` as wildcards,
//! whitespace-insensitive):
//! * positive checks (`PREFIX: ... encoding: [...]` / disassembly text): found in our output;
//! * error checks (`PREFIX: ...error: ...`): we report an error on the same source line
//!   (`[[@LINE+-N]]`) or, without a line, on the instruction line next to the check.
//!
//! Per (file, RUN line) pass counts go to `tests/corpus-status.tsv`; the test fails when a
//! count drops below the committed one (`BLESS=1` raises them).

use amdgpu_isa::{Target, WaveSize, listing};
use std::collections::BTreeMap;
use std::path::Path;

/// Processors with instruction tables (GFX6-GFX9).
const OURS: &[&str] = &amdgpu_isa::table::PROCESSORS;

struct Run {
    cpu: String,
    disasm: bool,
    errors: bool,
    prefixes: Vec<String>,
    /// 0 for the GFX6-GFX9 processors of the first tables, 1 for GFX10, 2 for gfx940-gfx942,
    /// 3 for GFX10 in wave64: runs are numbered by rank, then in file order, so that adding a
    /// family keeps the keys of `corpus-status.tsv`.
    rank: u8,
    /// A GFX10 run with `-mattr=+wavefrontsize64` (docs/0026-wave64.md).
    wave64: bool,
}

impl Run {
    fn target(&self) -> Target {
        if self.wave64 { Target::with_wave_size(&self.cpu, WaveSize::Wave64) } else { Target::new(&self.cpu) }
            .unwrap()
    }
    /// The processor column of `corpus-status.tsv` (`gfx1010:wave64` for a wave64 run).
    fn label(&self) -> String {
        if self.wave64 { format!("{}:wave64", self.cpu) } else { self.cpu.clone() }
    }
}

/// The [`Run::rank`] of a processor of the tables: by its bit, as the families were added.
fn family_rank(name: &str) -> u8 {
    let bit = |p: &str| OURS.iter().position(|x| *x == p).unwrap_or(usize::MAX);
    let b = bit(name);
    u8::from(b >= bit("gfx1010")) + u8::from(b >= bit("gfx940"))
}

fn parse_runs(text: &str) -> Vec<Run> {
    // Join continuation lines (`\` at the end).
    let mut joined = Vec::new();
    let mut cur = String::new();
    for l in text.lines() {
        let t = l.trim_start_matches(['/', '#', ';', ' ']);
        let Some(r) = t.strip_prefix("RUN:") else {
            continue;
        };
        let r = r.trim();
        if let Some(c) = r.strip_suffix('\\') {
            cur.push_str(c);
            cur.push(' ');
        } else {
            cur.push_str(r);
            joined.push(std::mem::take(&mut cur));
        }
    }
    let mut runs = Vec::new();
    for r in joined {
        let Some((mc, fc)) = r.split_once("FileCheck") else { continue };
        if !mc.contains("llvm-mc") {
            continue;
        }
        let mut cpu = None;
        for w in mc.split_whitespace() {
            if let Some(c) = w.strip_prefix("-mcpu=").or_else(|| w.strip_prefix("--mcpu=")) {
                cpu = Some(c.to_string());
            }
        }
        let Some(cpu) = cpu else { continue };
        let Some(p) = amdgpu_target::processor(&cpu) else { continue };
        // GFX10+ tables are probed in wave32, their processors' default, and in wave64
        // (docs/0026-wave64.md); before GFX10 wave32 is not a mode.
        let wave32_default = p.generation >= amdgpu_target::Generation::Gfx10;
        let wave64 = wave32_default && mc.contains("wavefrontsize64");
        // Both sizes at once (wave_any.s) is llvm-mc's mode that takes either lane-mask width.
        let both = mc.contains("wavefrontsize64") && mc.contains("wavefrontsize32");
        let wave_ok = !both && (wave32_default || !(mc.contains("-mattr") && mc.contains("wavefrontsize32")));
        if !OURS.contains(&p.name) || mc.contains("-filetype=obj") || !wave_ok {
            continue;
        }
        let mut prefixes = Vec::new();
        let words: Vec<&str> = fc.split_whitespace().collect();
        for (i, w) in words.iter().enumerate() {
            let w = w.trim_start_matches('-');
            let val = if let Some(v) =
                w.strip_prefix("check-prefix=").or_else(|| w.strip_prefix("check-prefixes="))
            {
                Some(v.to_string())
            } else if w == "check-prefix" || w == "check-prefixes" {
                words.get(i + 1).map(|s| s.to_string())
            } else {
                None
            };
            if let Some(v) = val {
                prefixes.extend(v.split(',').map(|s| s.trim_matches(['"', '\'']).to_string()));
            }
        }
        if prefixes.is_empty() {
            prefixes.push("CHECK".into());
        }
        runs.push(Run {
            cpu: p.name.to_string(),
            disasm: mc.contains("-disassemble"),
            errors: mc.contains("2>&1") || (fc.contains("2>&1")),
            prefixes,
            rank: if wave64 { 3 } else { family_rank(p.name) },
            wave64,
        });
    }
    runs
}

/// A check line: its pattern, the source line it is on and the line it refers to.
struct Check {
    pattern: String,
    line: usize,
    target_line: Option<usize>,
}

fn checks(text: &str, prefixes: &[String]) -> Vec<Check> {
    let mut out = Vec::new();
    for (n, l) in text.lines().enumerate() {
        let t = l.trim_start().trim_start_matches(['/', '#', ';']).trim_start();
        for p in prefixes {
            let Some(rest) = t.strip_prefix(p.as_str()) else { continue };
            let rest = if let Some(r) = rest.strip_prefix(':') {
                r
            } else if let Some(r) = rest
                .strip_prefix("-NEXT:")
                .or_else(|| rest.strip_prefix("-SAME:"))
                .or_else(|| rest.strip_prefix("-DAG:"))
            {
                r
            } else {
                continue;
            };
            let pattern = rest.trim().to_string();
            let target_line = pattern.find("[[@LINE").and_then(|i| {
                let r = &pattern[i + 7..];
                let end = r.find("]]")?;
                let off: i64 = if end == 0 { 0 } else { r[..end].replace('+', "").parse().ok()? };
                Some((n as i64 + 1 + off) as usize)
            });
            out.push(Check { pattern, line: n + 1, target_line });
            break;
        }
    }
    out
}

/// Whitespace-insensitive match of `pattern` (with `{{...}}` and `[[...]]` as wildcards) inside
/// `hay`.
fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn matches(pattern: &str, hay: &str) -> bool {
    matches_norm(pattern, &norm(hay))
}

/// [`matches`] with `hay` already whitespace-normalised.
fn matches_norm(pattern: &str, hay: &str) -> bool {
    let mut pieces = Vec::new();
    let mut rest = pattern;
    loop {
        let a = rest.find("{{");
        let b = rest.find("[[");
        let (i, close) = match (a, b) {
            (Some(a), Some(b)) if a < b => (a, "}}"),
            (Some(a), None) => (a, "}}"),
            (_, Some(b)) => (b, "]]"),
            (None, None) => break,
        };
        pieces.push(norm(&rest[..i]));
        let Some(j) = rest[i + 2..].find(close) else { break };
        rest = &rest[i + 2 + j + 2..];
    }
    pieces.push(norm(rest));
    let mut pos = 0;
    for (k, p) in pieces.iter().enumerate() {
        if p.is_empty() {
            continue;
        }
        // Pieces next to a wildcard may lose a space at the join.
        let p = if k > 0 { p.trim_start() } else { p.as_str() };
        match hay[pos..].find(p) {
            Some(i) => pos += i + p.len(),
            None => return false,
        }
    }
    true
}

/// Sequential search as FileCheck does, limited to a window after the last match (checks and
/// output lines correspond nearly one to one; an unbounded search makes misses quadratic).
fn find_from(lines: &[String], pos: usize, pattern: &str) -> Option<usize> {
    let start = pos.min(lines.len());
    let end = (start + 64).min(lines.len());
    lines[start..end].iter().position(|l| matches_norm(pattern, l)).map(|i| start + i)
}

/// `CORPUS_DEBUG=<file name part>` prints the failing checks of matching files with what we
/// produce for the source line next to each (a diagnosis aid; no effect on the counts).
fn debug_wanted(name: &str) -> bool {
    std::env::var("CORPUS_DEBUG").is_ok_and(|d| !d.is_empty() && name.contains(&d))
}

fn debug_miss(text: &str, c: &Check, target: &Target, disasm: bool) {
    let lines: Vec<&str> = text.lines().collect();
    let code = |l: &&str| {
        let t = l.split("//").next().unwrap_or("").trim();
        !t.is_empty() && !t.starts_with('#') && !t.starts_with(';') && !t.starts_with('.')
    };
    // The check's own instruction: the target line, else the next line when it is code
    // (checks before instructions), else the previous code line.
    let at = c.target_line.map(|t| t.saturating_sub(1)).or_else(|| {
        if lines.get(c.line).is_some_and(code) {
            return Some(c.line);
        }
        (0..c.line.saturating_sub(1)).rev().find(|&i| code(&lines[i]))
    });
    let src = at.and_then(|i| lines.get(i)).copied().unwrap_or("");
    let ours = if disasm {
        let o = listing::disassemble(src, target);
        o.lines.join(" | ") + &o.diags.iter().map(|d| format!(" ERR {}", d.msg)).collect::<String>()
    } else {
        let o = listing::assemble(src, target, true);
        o.lines.join(" | ") + &o.diags.iter().map(|d| format!(" ERR {}", d.msg)).collect::<String>()
    };
    eprintln!("  L{}: want {}\n      src  {}\n      ours {}", c.line, c.pattern, src.trim(), ours);
}

/// (passed, total) for one run.
fn run_case(text: &str, run: &Run, name: &str) -> (usize, usize) {
    let target = run.target();
    let all = checks(text, &run.prefixes);
    let debug = debug_wanted(name);
    if debug {
        eprintln!("== {name} {} {:?}", run.cpu, run.prefixes);
    }
    if run.disasm {
        let out = listing::disassemble(text, &target);
        let normed: Vec<String> = out.lines.iter().map(|l| norm(l)).collect();
        // llvm-mc -disassemble -show-encoding prints the decoded text and the encoding its
        // encoder gives the decoded instruction, which is not always the input: it re-encodes
        // some operands differently (a float constant in a 16-bit integer operand becomes a
        // literal) and even writes VOP3 words with a literal code but no literal. The check is on
        // the decoded text; its encoding must equal the bytes we show (the input) or the bytes
        // our assembler makes of our text, unless our assembler rejects that text (as it should
        // for a literal in a GFX8/GFX9 VOP3 source).
        let texts: Vec<String> =
            out.lines.iter().map(|l| norm(l.split("; encoding:").next().unwrap_or(l))).collect();
        let reassembled: Vec<Option<String>> = out
            .lines
            .iter()
            .map(|l| {
                let text = l.split("; encoding:").next().unwrap_or(l);
                listing::assemble(text, &target, true).lines.first().map(|l| norm(l))
            })
            .collect();
        let dis_match = |i: usize, pattern: &str| -> bool {
            let Some((ptext, _)) = pattern.split_once("encoding:") else {
                return matches_norm(pattern, &normed[i]);
            };
            let ptext = ptext.trim_end().trim_end_matches(';');
            let rejected_ok = !ptext.trim().is_empty();
            matches_norm(ptext, &texts[i])
                && (matches_norm(pattern, &normed[i])
                    || reassembled[i].as_ref().map_or(rejected_ok, |r| matches_norm(pattern, r)))
        };
        let positives: Vec<&Check> =
            all.iter().filter(|c| !c.pattern.contains("error:") && !c.pattern.contains("warning:")).collect();
        let mut pos = 0;
        let mut pass = 0;
        for c in &positives {
            let start = pos.min(normed.len());
            let end = (start + 64).min(normed.len());
            let found = (start..end).find(|&i| dis_match(i, &c.pattern));
            if let Some(i) = found {
                pos = i + 1;
                pass += 1;
            } else if debug {
                debug_miss(text, c, &target, true);
            }
        }
        let warns: Vec<&Check> = all.iter().filter(|c| c.pattern.contains("warning:")).collect();
        let diag_lines: std::collections::HashSet<usize> = out.diags.iter().map(|d| d.line).collect();
        let wpass = warns.iter().filter(|c| c.target_line.is_none_or(|t| diag_lines.contains(&t))).count();
        let wpass = wpass.min(out.diags.len());
        return (pass + wpass, positives.len() + warns.len());
    }
    let out = listing::assemble(text, &target, true);
    let normed: Vec<String> = out.lines.iter().map(|l| norm(l)).collect();
    let diag_lines: std::collections::HashSet<usize> = out.diags.iter().map(|d| d.line).collect();
    let (errs, pos_checks): (Vec<&Check>, Vec<&Check>) =
        all.iter().partition(|c| c.pattern.contains("error:"));
    let mut pass = 0;
    let mut total = 0;
    if !run.errors {
        let mut pos = 0;
        for c in pos_checks.iter().filter(|c| c.pattern.contains("encoding:") || !c.pattern.is_empty()) {
            total += 1;
            if let Some(i) = find_from(&normed, pos, &c.pattern) {
                pos = i + 1;
                pass += 1;
            } else if debug {
                debug_miss(text, c, &target, false);
            }
        }
    } else {
        let code_lines: Vec<usize> = text
            .lines()
            .enumerate()
            .filter(|(_, l)| {
                let t = l.split("//").next().unwrap_or("").trim();
                !t.is_empty() && !t.starts_with('.') && !t.starts_with('#') && !t.starts_with(';')
            })
            .map(|(i, _)| i + 1)
            .collect();
        for c in errs {
            total += 1;
            // A check without [[@LINE]] belongs to the nearest instruction line before it or,
            // when written above its instruction (`// NOVI: error: ...` then the line), after it.
            let before = code_lines.iter().rev().find(|&&l| l < c.line).copied();
            let after = code_lines.iter().find(|&&l| l > c.line).copied();
            let hit = match c.target_line {
                Some(l) => diag_lines.contains(&l),
                None => [before, after].iter().flatten().any(|l| diag_lines.contains(l)),
            };
            if hit {
                pass += 1;
            } else if debug {
                debug_miss(text, c, &target, false);
            }
        }
    }
    (pass, total)
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn llvm_mc_corpus() {
    let corpus = amdgpu_testkit::oracle::require_corpus();
    let mut status: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for (dir, ext) in [("test/MC/AMDGPU", ".s"), ("test/MC/Disassembler/AMDGPU", ".txt")] {
        for f in amdgpu_testkit::corpus::files(&corpus.join(dir), ext) {
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            // `XFAIL: *` files fail with llvm-mc-19 itself (vop3-vop1-nosrc.s wants `v_nop_e64`,
            // llvm-mc-19 prints `v_nop`, as we do): their checks are not llvm-mc-19's output.
            if text.lines().any(|l| l.trim_start().starts_with("// XFAIL: *")) {
                continue;
            }
            let name = format!(
                "{}/{}",
                dir.rsplit('/').next().unwrap_or(""),
                f.file_name().unwrap().to_string_lossy()
            );
            let mut runs = parse_runs(&text);
            runs.sort_by_key(|r| r.rank);
            for (i, run) in runs.iter().enumerate() {
                let (pass, total) = run_case(&text, run, &name);
                if total > 0 {
                    let kind = if run.disasm {
                        "dis"
                    } else if run.errors {
                        "err"
                    } else {
                        "asm"
                    };
                    status.insert(format!("{name}\t{i}\t{}\t{kind}", run.label()), (pass, total));
                }
            }
        }
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus-status.tsv");
    let mut text = String::from(
        "# file\trun\tprocessor\tkind\tpassed\ttotal (generated by the ignored corpus test; BLESS=1)\n",
    );
    let (mut p, mut t) = (0, 0);
    for (k, (pass, total)) in &status {
        text.push_str(&format!("{k}\t{pass}\t{total}\n"));
        p += pass;
        t += total;
    }
    eprintln!("corpus: {p} of {t} checks pass over {} runs", status.len());
    let old: BTreeMap<String, usize> = std::fs::read_to_string(&path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.len() == 6).then(|| (f[..4].join("\t"), f[4].parse().unwrap_or(0)))
        })
        .collect();
    if amdgpu_testkit::golden::blessing() {
        std::fs::write(&path, text).unwrap();
        return;
    }
    let drops: Vec<String> = old
        .iter()
        .filter_map(|(k, &was)| {
            let now = status.get(k).map_or(0, |s| s.0);
            (now < was).then(|| format!("{k}: {now} < {was}"))
        })
        .collect();
    assert!(drops.is_empty(), "pass counts dropped:\n{}", drops.join("\n"));
}

#[test]
fn filecheck_matching() {
    assert!(matches(
        "v_add_f32_e32 v1, v2, v3 ; encoding: [0x02,0x07]",
        "v_add_f32_e32 v1, v2, v3      ; encoding: [0x02,0x07]"
    ));
    assert!(matches("s_nop {{[0-9]+}}", "s_nop 5"));
    assert!(!matches("v_add_f32_e32 v1, v2, v4", "v_add_f32_e32 v1, v2, v3"));
    let runs = parse_runs(
        "// RUN: llvm-mc -triple=amdgcn -mcpu=tonga -show-encoding %s | FileCheck %s --check-prefix=VI\n",
    );
    assert_eq!(runs.len(), 1);
    assert_eq!((runs[0].cpu.as_str(), runs[0].prefixes[0].as_str(), runs[0].disasm), ("gfx802", "VI", false));
}
