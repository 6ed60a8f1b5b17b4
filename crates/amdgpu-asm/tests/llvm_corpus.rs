//! Live comparison with llvm-mc-19 over LLVM 19's own AMDGPU MC tests in the assembler's area
//! (hsa*, amdhsa*, elf-*, expressions*, reloc*, sym*, labels-*, mcexpr*, ...), RUN line by RUN
//! line (continuations joined, `sed 's/A/B/g' %s |` applied, `--defsym n=v` given to us as
//! `n = v` lines before the source):
//!
//! * `not llvm-mc ... 2>&1 | FileCheck` (error runs): every `error:` llvm-mc-19 reports must
//!   be reported by us on the same line with the same message (or a wording listed in
//!   [`BETTER_WORDING`]); errors only we report count against the run. Errors inside macro
//!   instantiations count at the line of the instantiation.
//! * assembly-text runs whose stdout is checked (`llvm-mc ... | FileCheck`, with or without
//!   `-show-encoding`): our text output ([`amdgpu_asm::text_source`]) against llvm-mc-19's
//!   stdout, line by line (directives as llvm-mc re-emits them, kernel descriptor blocks,
//!   metadata, instructions with their encodings), plus the object comparison below.
//! * every other run (`-filetype=obj | llvm-readobj`): the object llvm-mc-19 writes for the
//!   same options against ours: sections, symbols, relocations.
//!
//! Runs without `-mcpu` use llvm-mc's `generic` processor, which we do not model (reported
//! as NO-MODEL). Per-run counts go to `tests/llvm-corpus-status.tsv`; the test fails when a
//! count drops below the recorded one. `BLESS=1` rewrites the file.
//!
//! Run: `cargo test --release -p amdgpu-asm --test llvm_corpus -- --ignored --nocapture`

mod common;

use amdgpu_asm::{FsLoader, InstructionBackend, IsaBackend, NoInstructions, SourceFile, assemble};
use amdgpu_testkit::oracle;
use common::{LocatedError, RunLine};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

const AREA: [&str; 18] = [
    "hsa",
    "isa-version",
    "user-sgpr-count",
    "amd_kernel_code_t",
    "amdhsa",
    "elf-",
    "expressions",
    "reloc",
    "sym",
    "labels-",
    "mcexpr",
    "alignto",
    "data.s",
    "macro",
    "lds",
    "extrasgprs",
    "totalnumvgpr",
    "occupancy",
];

/// Our wordings that differ from llvm-mc-19's on purpose (they say what is wrong and with
/// which value), beyond adding context around llvm-mc-19's text: (llvm-mc-19's message, the
/// start of ours). Documented in docs/0009-assembler.md ("Error wording").
const BETTER_WORDING: &[(&str, &str)] = &[
    // `.amdhsa_group_segment_fixed_size value -1 out of range (0..=4294967295)`: names the
    // directive, the value and the range.
    ("value out of range", ".amdhsa_"),
    // `.amdhsa_kernel` without a name: llvm-mc-19 says `unknown directive`.
    ("unknown directive", "expected symbol name after .amdhsa_kernel"),
];

fn status_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm-corpus-status.tsv")
}

/// What one run gave.
struct Outcome {
    kind: &'static str,
    passed: usize,
    total: usize,
    note: String,
}

/// Runs llvm-mc-19 with `args` on `input` (a file); returns (success, stdout, stderr).
fn llvm(args: &[String], input: &Path, extra: &[&str]) -> (bool, Vec<u8>, String) {
    let out = Command::new("timeout")
        .arg("60")
        .arg("llvm-mc-19")
        .args(args)
        .args(extra)
        .arg(input)
        .output()
        .expect("run llvm-mc-19");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.success() && !stderr.contains("error:"), out.stdout, stderr)
}

fn temp_input(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("amdgpu-asm-llvm-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write temp");
    p
}

fn ours(name: &str, text: &str, run: &RunLine) -> Result<amdgpu_asm::Output, amdgpu_asm::Diagnostics> {
    let src = SourceFile { name: name.to_string(), text: text.to_string() };
    let mut isa = IsaBackend::new(&run.opts.mcpu).ok();
    let mut none = NoInstructions;
    let backend: &mut dyn InstructionBackend = match isa.as_mut() {
        Some(b) => b,
        None => &mut none,
    };
    assemble(&src, &mut FsLoader::default(), backend, &run.opts)
}

/// Ours is llvm-mc-19's message, or contains it with added context (`.amdhsa_accum_offset
/// is not supported on this target: directive requires gfx90a+`), or is a rewording listed in
/// [`BETTER_WORDING`].
fn same_message(llvm: &str, ours: &str) -> bool {
    ours.contains(llvm) || BETTER_WORDING.iter().any(|(l, o)| llvm == *l && ours.starts_with(o))
}

fn error_run(
    name: &str,
    file_text: &str,
    llvm_text: &str,
    our_text: &str,
    shift: usize,
    run: &RunLine,
) -> Outcome {
    let input = temp_input(name, llvm_text);
    let (_, _, stderr) =
        llvm(&run.llvm_args(), &input, if run.obj { &["-filetype=obj", "-o", "/dev/null"] } else { &[] });
    // The errors the test checks for; llvm-mc-19's other errors (follow-ons of its error
    // recovery, such as `unknown directive` at the `.end_amdhsa_kernel` of a block it gave up
    // on) are not required, but the lines they are on may hold errors of ours.
    let patterns = common::checked_errors(file_text, &run.prefixes);
    let all = common::errors_of(&stderr, name);
    let mut llvm_lines: std::collections::HashSet<usize> = all.iter().map(|e| e.0).collect();
    // llvm-mc-19 skips its end-of-assembly checks after a parse error, and a run without
    // `-filetype=obj` never resolves fixups; we always do both (docs/0009, "All errors in one
    // run"). An error of ours is llvm-mc-19's too when it reports one on that line writing an
    // object of the source with its erroring lines blanked.
    if !all.is_empty() {
        let blanked: Vec<&str> = llvm_text
            .split('\n')
            .enumerate()
            .map(|(i, l)| if llvm_lines.contains(&(i + 1)) { "" } else { l })
            .collect();
        let again = temp_input(name, &blanked.join("\n"));
        let (_, _, stderr) = llvm(&run.llvm_args(), &again, &["-filetype=obj", "-o", "/dev/null"]);
        llvm_lines.extend(common::errors_of(&stderr, name).iter().map(|e| e.0));
    }
    // FileCheck order: each pattern takes the next llvm-mc-19 error that matches it.
    let mut want: Vec<LocatedError> = Vec::new();
    let mut next = 0;
    for p in &patterns {
        if let Some(k) = all[next..].iter().position(|e| common::is_checked(&e.2, std::slice::from_ref(p))) {
            want.push(all[next + k].clone());
            next += k + 1;
        }
    }
    let got: Vec<LocatedError> = match ours(name, our_text, run) {
        Ok(_) => Vec::new(),
        Err(d) => common::errors_of(&d.render(), name)
            .into_iter()
            .map(|(l, c, m)| (l.saturating_sub(shift), c, m))
            .collect(),
    };
    let mut used = vec![false; got.len()];
    let (mut passed, mut note) = (0, String::new());
    for (line, col, msg) in &want {
        let exact =
            got.iter().enumerate().position(|(i, g)| !used[i] && g.0 == *line && same_message(msg, &g.2));
        if let Some(i) = exact {
            used[i] = true;
            passed += 1;
            continue;
        }
        match got.iter().enumerate().position(|(i, g)| !used[i] && g.0 == *line) {
            Some(i) => {
                used[i] = true;
                let _ = writeln!(note, "    {line}:{col}: llvm '{msg}', ours '{}'", got[i].2);
            }
            None => {
                let _ = writeln!(note, "    {line}:{col}: llvm '{msg}', ours: no error");
            }
        }
    }
    // Our errors on lines where llvm-mc-19 reports none: we reject what it accepts.
    let extra: Vec<_> =
        got.iter().zip(&used).filter(|(g, u)| !**u && !llvm_lines.contains(&g.0)).map(|(g, _)| g).collect();
    for (line, col, msg) in extra.iter().take(5) {
        let _ = writeln!(note, "    {line}:{col}: only ours: '{msg}'");
    }
    let total = want.len() + extra.len();
    Outcome { kind: "err", passed, total, note }
}

/// An assembly-text run (`llvm-mc ... | FileCheck`, with or without `-show-encoding`): our
/// text output ([`amdgpu_asm::text_source`]) against llvm-mc-19's stdout, line by line (the
/// lines of the longest common subsequence count as equal; lines only we print count against
/// the run), plus the object comparison of [`object_run`].
fn text_run(name: &str, llvm_text: &str, our_text: &str, run: &RunLine) -> Outcome {
    let input = temp_input(name, llvm_text);
    let extra: &[&str] = if run.show_encoding { &["-show-encoding"] } else { &[] };
    let (_, stdout, _) = llvm(&run.llvm_args(), &input, extra);
    let want_text = String::from_utf8_lossy(&stdout).into_owned();
    let src = SourceFile { name: name.to_string(), text: our_text.to_string() };
    let got_text = amdgpu_asm::text_source(&src, &[], &run.opts, run.show_encoding).text;
    // `--defsym n=v` reaches us as `n = v` lines before the source; llvm-mc does not echo them.
    let mut got: Vec<&str> = got_text.lines().collect();
    for (n, _) in &run.defsyms {
        let set = format!(".set {n}, ");
        if let Some(i) = got.iter().position(|l| l.starts_with(&set)) {
            got.remove(i);
        }
    }
    let want: Vec<&str> = want_text.lines().collect();
    let (same, examples) = common::common_lines(&want, &got, 6);
    let mut note = String::new();
    for e in examples {
        let _ = writeln!(note, "    {e}");
    }
    let obj = object_run(name, llvm_text, our_text, run);
    note.push_str(&obj.note);
    let kind = if run.show_encoding { "text-enc+obj" } else { "text+obj" };
    let total = want.len() + (got.len() - same) + obj.total;
    Outcome { kind, passed: same + obj.passed, total, note }
}

fn object_run(name: &str, llvm_text: &str, our_text: &str, run: &RunLine) -> Outcome {
    let input = temp_input(name, llvm_text);
    let out = input.with_extension("o");
    let (ok, _, stderr) =
        llvm(&run.llvm_args(), &input, &["-filetype=obj", "-o", out.to_str().unwrap_or("x.o")]);
    if !ok {
        let first = stderr.lines().next().unwrap_or("").to_string();
        return Outcome {
            kind: "obj",
            passed: 0,
            total: 0,
            note: format!("    llvm-mc-19 rejects: {first}\n"),
        };
    }
    let theirs = std::fs::read(&out).expect("llvm object");
    match ours(name, our_text, run) {
        Ok(o) => {
            let (a, b) = (common::dump(&theirs), common::dump(&o.object));
            if a == b {
                Outcome { kind: "obj", passed: 1, total: 1, note: String::new() }
            } else {
                let mut note = String::new();
                for l in common::line_diff(&a, &b).lines().take(12) {
                    let _ = writeln!(note, "    {l}");
                }
                Outcome { kind: "obj", passed: 0, total: 1, note }
            }
        }
        Err(d) => {
            let mut note = String::new();
            for l in d.render().lines().take(6) {
                let _ = writeln!(note, "    {l}");
            }
            Outcome { kind: "obj", passed: 0, total: 1, note }
        }
    }
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn llvm_mc_corpus_in_assembler_area() {
    oracle::require_tool("llvm-mc-19");
    let dir = oracle::require_corpus().join("test/MC/AMDGPU");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.ends_with(".s") && AREA.iter().any(|a| n.starts_with(a))
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no corpus files found");
    let mut tsv = String::from(
        "# file\trun\tkind\tpassed\ttotal (generated by the ignored llvm_corpus test; BLESS=1)\n",
    );
    let mut table = String::new();
    let (mut runs_total, mut runs_pass, mut no_model, mut files_pass) = (0, 0, 0, 0);
    for f in &files {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string();
        let text = std::fs::read_to_string(f).expect("read");
        let runs = common::run_lines(&text);
        let mut file_ok = true;
        let mut counted = 0;
        for (i, run) in runs.iter().enumerate() {
            if run.disassemble {
                continue;
            }
            counted += 1;
            runs_total += 1;
            let (our_text, shift) = run.source(&text);
            let llvm_text = run.sed.as_ref().map_or(text.clone(), |(a, b)| text.replace(a.as_str(), b));
            // No `-mcpu`, or one llvm-mc-19 does not know ("ignoring processor"): llvm-mc's
            // `generic` processor (amdgpu_target::GENERIC).
            // (`-mcpu=generic` itself is another thing: llvm-mc-19 names it gfx600.)
            let mut run = run.clone();
            if !run.has_mcpu || amdgpu_target::processor(&run.opts.mcpu).is_none() {
                run.opts.mcpu = "generic".into();
                run.has_mcpu = false;
                no_model += 1;
            }
            let run = &run;
            let o = if run.not && run.checks_stderr {
                error_run(&name, &text, &llvm_text, &our_text, shift, run)
            } else if run.checks_stdout && !run.obj {
                text_run(&name, &llvm_text, &our_text, run)
            } else {
                object_run(&name, &llvm_text, &our_text, run)
            };
            let ok = o.passed == o.total && o.total > 0;
            if ok {
                runs_pass += 1;
            } else {
                file_ok = false;
            }
            let _ = writeln!(
                table,
                "{name}\t{i}\t{}\t{}/{}\t{}\t{}",
                o.kind,
                o.passed,
                o.total,
                if ok { "PASS" } else { "FAIL" },
                run.opts.mcpu
            );
            table.push_str(&o.note);
            let _ = writeln!(tsv, "{name}\t{i}\t{}\t{}\t{}", o.kind, o.passed, o.total);
        }
        if file_ok && counted > 0 {
            files_pass += 1;
        }
    }
    println!("{table}");
    println!(
        "{} files: {files_pass} pass every run; {runs_total} runs: {runs_pass} pass ({no_model} runs on \
         llvm-mc's generic processor), {} fail",
        files.len(),
        runs_total - runs_pass
    );
    common::ratchet(&status_path(), &tsv);
}
