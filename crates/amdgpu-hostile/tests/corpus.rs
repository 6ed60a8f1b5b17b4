//! The hostile-input corpus: every file under `corpus/<parser>/` (raw, or a `.gen` recipe) goes
//! through that parser's public entry points, each case in its own child process (this same
//! binary, re-run with `AMDGPU_HOSTILE_CASE` set) so that a stack overflow or abort is caught
//! and attributed. Per entry point the child reports the outcome and the peak live allocation;
//! the parent checks:
//!
//! * the process ended normally (no panic, no stack overflow, no abort);
//! * the hang detector did not fire (no result after `watchdog::HANG_BOUND` = 20 s wall clock;
//!   a hang detector, not a benchmark);
//! * every error is located (assembler: `file:line:col: error:`; others: a byte offset, a
//!   `line:col`, or a path in the metadata document);
//! * peak live allocation <= K x input size + C (see `bound` below and docs/0013-limits.md);
//! * the outcome matches the golden `<case>.expected` (re-bless with `BLESS=1`).
//!
//! Cases listed in `known-failures.tsv` are run and reported loudly but do not fail the test.
//! When `target/<profile>/amdgpu` exists, assembly cases also run through the CLI.

use std::fmt::Write as _;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use amdgpu_hostile::{alloc, recipe, watchdog};

#[global_allocator]
static ALLOC: alloc::CountingAlloc = alloc::CountingAlloc;

const CHILD_ENV: &str = "AMDGPU_HOSTILE_CASE";
const MIB: usize = 1 << 20;

/// Peak-memory bound of one entry point on an input of `len` bytes: (K, C).
///
/// K = 64: a parser may hold the input a few times over (the bytes, a lossy UTF-8 copy, the
/// source map's copy, tokens of 16-32 bytes per input byte for one-character tokens such as
/// `(`); 64 leaves room for that without admitting anything superlinear.
/// C: the fixed budget the parser's own limits allow regardless of input size. The assembler
/// with default limits may legitimately grow sections up to `Limits::max_output_bytes`
/// (256 MiB) and expansions up to `max_source_bytes` (64 MiB), so its C is 320 MiB + 16 MiB
/// slack (an absolute cap: more than that on a small input is a finding); the fuzz entry
/// point's limits are 4 MiB of output and 1 MiB of expanded source, and the expanded source is
/// input the assembler makes for itself, so it gets the same K: C = 64 x 1 MiB + 4 MiB + 16 MiB
/// = 84 MiB; every other parser has no fixed budget beyond tables and error text: C = 16 MiB.
fn bound(entry: &str, len: usize) -> usize {
    let c = match entry {
        // The object pipeline holds the assembler's output and what is read and printed from
        // it: bounded by the assembler's limits like `assemble`.
        "assemble" | "assemble+objects" => 336 * MIB,
        "parse" => 84 * MIB,
        _ => 16 * MIB,
    };
    64 * len + c
}

struct Entry {
    name: &'static str,
    run: fn(&[u8], &str) -> Result<(), String>,
}

fn entries(category: &str) -> &'static [Entry] {
    match category {
        "asm" => &[Entry { name: "assemble", run: asm_default }, Entry { name: "parse", run: asm_fuzz }],
        // A source that must assemble; the object then goes through every object reader.
        "asm-object" => &[Entry { name: "assemble+objects", run: asm_objects }],
        "yaml" => &[
            Entry { name: "yaml::parse_bytes", run: |b, _| err(amdgpu_metadata::yaml::parse_bytes(b)) },
            Entry {
                name: "v2::Metadata::parse",
                run: |b, _| err(amdgpu_metadata::v2::Metadata::parse(&String::from_utf8_lossy(b))),
            },
            Entry {
                name: "yaml_to_msgpack",
                run: |b, _| err(amdgpu_metadata::yaml_to_msgpack(&String::from_utf8_lossy(b))),
            },
        ],
        "msgpack" => &[
            Entry { name: "msgpack::decode", run: |b, _| err(amdgpu_metadata::msgpack::decode(b)) },
            Entry { name: "v3::Metadata::decode", run: |b, _| err(amdgpu_metadata::v3::Metadata::decode(b)) },
        ],
        "kernarg" => &[Entry {
            name: "kernarg::parse_signature_bytes",
            run: |b, _| err(amdgpu_hsa::kernarg::parse_signature_bytes(b)),
        }],
        "amdil" => {
            &[Entry { name: "amdil::parse_bytes", run: |b, _| err(amdgpu_legacy::amdil::parse_bytes(b)) }]
        }
        "cl2" => &[Entry {
            name: "cl2::parse_signature",
            run: |b, _| err(amdgpu_legacy::cl2::parse_signature(&String::from_utf8_lossy(b))),
        }],
        "target-id" => &[Entry {
            name: "TargetId::parse_bytes",
            run: |b, _| err(amdgpu_target::TargetId::parse_bytes(b)),
        }],
        "descriptor" => &[
            Entry {
                name: "KernelDescriptor::parse",
                run: |b, _| err(amdgpu_hsa::KernelDescriptor::parse(b)),
            },
            Entry { name: "AmdKernelCode::parse", run: |b, _| err(amdgpu_hsa::akc::AmdKernelCode::parse(b)) },
        ],
        other => panic!("corpus/{other}: no parser registered for this folder"),
    }
}

fn err<T, E: std::fmt::Display>(r: Result<T, E>) -> Result<(), String> {
    r.map(|_| ()).map_err(|e| e.to_string())
}

/// The assembler as the CLI runs it: default options and limits, `.include` resolved in memory
/// (the case can include itself by its file name).
fn asm_default(bytes: &[u8], name: &str) -> Result<(), String> {
    let text = String::from_utf8_lossy(bytes).into_owned();
    let src = amdgpu_asm::SourceFile { name: name.to_string(), text: text.clone() };
    let mut loader = amdgpu_asm::MemoryLoader::new().with(name, &text);
    drop(text);
    let opts = amdgpu_asm::AsmOptions::default();
    let mut isa = amdgpu_asm::IsaBackend::new(&opts.mcpu).map_err(|e| format!("backend: {e}"))?;
    amdgpu_asm::assemble(&src, &mut loader, &mut isa, &opts).map(|_| ()).map_err(|d| d.render())
}

/// Assembles the case (default options; it must succeed) and runs the object through the
/// reader and checker, the disassembler (source and listing) and the linker: objects that are
/// valid but extreme (tens of thousands of sections or symbols), which mutating small fixtures
/// cannot make.
fn asm_objects(bytes: &[u8], name: &str) -> Result<(), String> {
    let text = String::from_utf8_lossy(bytes).into_owned();
    let src = amdgpu_asm::SourceFile { name: name.to_string(), text };
    let opts = amdgpu_asm::AsmOptions::default();
    let mut isa = amdgpu_asm::IsaBackend::new(&opts.mcpu).map_err(|e| format!("backend: {e}"))?;
    let out = amdgpu_asm::assemble(&src, &mut amdgpu_asm::NoIncludes, &mut isa, &opts)
        .map_err(|d| format!("the case must assemble: {}", d.render()))?;
    let obj = out.object;
    let co = amdgpu_elf::read(&obj).map_err(|e| e.to_string())?;
    let _ = amdgpu_elf::check::check(&co);
    let dopts = amdgpu_disasm::DisasmOptions::default();
    amdgpu_disasm::disassemble(&obj, &dopts).map_err(|e| e.to_string())?;
    amdgpu_disasm::listing(&obj, &dopts).map_err(|e| e.to_string())?;
    let linked = amdgpu_link::link(&[("case.o", &obj[..])], &amdgpu_link::LinkOptions::default())
        .map_err(|e| e.to_string())?;
    // The linked object goes through the readers too (its dynamic relocations and addresses
    // take paths a relocatable object does not).
    let co = amdgpu_elf::read(&linked).map_err(|e| format!("linked: {e}"))?;
    let _ = amdgpu_elf::check::check(&co);
    amdgpu_disasm::disassemble(&linked, &dopts).map_err(|e| format!("linked: {e}"))?;
    Ok(())
}

fn asm_fuzz(bytes: &[u8], _name: &str) -> Result<(), String> {
    amdgpu_asm::parse(bytes).map(|_| ()).map_err(|d| d.render())
}

fn load(path: &Path) -> Vec<u8> {
    let raw = std::fs::read(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    if path.extension().is_some_and(|e| e == "gen") {
        let text = String::from_utf8(raw).expect("recipes are UTF-8");
        recipe::expand(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    } else {
        raw
    }
}

/// The name a case is assembled under (`x.gen` is assembled as `x.s`).
fn source_name(path: &Path) -> String {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    format!("{stem}.s")
}

// ---- child ---------------------------------------------------------------------------------

fn child(case: &str) -> ExitCode {
    let path = corpus_dir().join(case);
    let category = case.split('/').next().unwrap_or_default().to_string();
    let bytes = load(&path);
    let name = source_name(&path);
    let handle = std::thread::Builder::new()
        .stack_size(watchdog::WORKER_STACK)
        .spawn(move || {
            for e in entries(&category) {
                let (r, peak) = alloc::measure(|| {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| (e.run)(&bytes, &name)))
                });
                let outcome = match r {
                    Ok(Ok(())) => "ok".to_string(),
                    Ok(Err(msg)) => format!("error: {}", first_line(error_line(&msg))),
                    Err(p) => format!("PANIC: {}", first_line(&watchdog::panic_message(&*p))),
                };
                println!("RESULT\t{}\t{}\t{}", e.name, peak, outcome.replace(['\t', '\n'], " "));
            }
        })
        .expect("spawn");
    if handle.join().is_err() { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}

/// The first line that states an error (an assembler's `Included from ...` notes come first).
fn error_line(s: &str) -> &str {
    s.lines().find(|l| l.contains("error:")).unwrap_or(s)
}

fn first_line(s: &str) -> String {
    let line = s.lines().next().unwrap_or("");
    // Keep goldens readable: long messages (a 10 MB identifier quoted back) are cut.
    if line.chars().count() > 200 {
        let cut: String = line.chars().take(200).collect();
        format!("{cut}... ({} bytes)", line.len())
    } else {
        line.to_string()
    }
}

// ---- parent --------------------------------------------------------------------------------

fn corpus_dir() -> PathBuf {
    amdgpu_hostile::crate_dir().join("corpus")
}

struct ChildRun {
    status: Option<std::process::ExitStatus>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
}

/// Runs a command, killing it if it runs past the hang bound.
fn run_bounded(mut cmd: Command) -> ChildRun {
    let start = Instant::now();
    let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("spawn child");
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let t_out = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.read_to_end(&mut s);
        s
    });
    let t_err = std::thread::spawn(move || {
        // Bounded: a flood of diagnostics must not exhaust the test's memory.
        let mut s = Vec::new();
        let _ = (&mut err).take(1 << 20).read_to_end(&mut s);
        let _ = std::io::copy(&mut err, &mut std::io::sink());
        s
    });
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > watchdog::HANG_BOUND => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => panic!("wait: {e}"),
        }
    };
    let elapsed = start.elapsed();
    let stdout = String::from_utf8_lossy(&t_out.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&t_err.join().unwrap_or_default()).into_owned();
    ChildRun { status, stdout, stderr, elapsed }
}

fn located(category: &str, entry: &str, outcome: &str, file: &str) -> bool {
    let Some(msg) = outcome.strip_prefix("error: ") else { return true };
    if category == "asm" {
        // `FILE:LINE:COL: error:` where FILE is the case, `<stdin>` (the fuzz entry point) or
        // `<instantiation>` (inside a macro or loop expansion, as llvm-mc says).
        let Some(rest) =
            [file, "<stdin>", "<instantiation>"].iter().find_map(|f| msg.strip_prefix(f)?.strip_prefix(':'))
        else {
            return false;
        };
        let mut parts = rest.splitn(3, ':');
        let num = |p: Option<&str>| p.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
        return num(parts.next())
            && num(parts.next())
            && parts.next().is_some_and(|p| p.starts_with(" error:"));
    }
    let has_line_col =
        msg.as_bytes().windows(3).any(|w| w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit());
    let has_offset = msg.contains("byte ") || msg.contains("offset");
    // Schema errors are located by their path in the document (`amdhsa.kernels[0].name: ...`,
    // or an empty path for the root).
    let has_path = entry.contains("Metadata") && msg.split_once(": ").is_some_and(|(p, _)| !p.contains(' '));
    has_line_col || has_offset || has_path
}

fn cli_case(bin: &Path, input: &[u8], file: &str, help: &str) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("amdgpu-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let src = dir.join(file);
    std::fs::write(&src, input).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(bin);
    cmd.arg("asm");
    if help.contains("--mcpu") {
        cmd.args(["--mcpu", "gfx900"]);
    }
    cmd.arg(&src);
    if help.contains("--output") {
        cmd.arg("--output").arg(dir.join("out.o"));
    } else if help.contains("-o <") {
        cmd.arg("-o").arg(dir.join("out.o"));
    }
    let run = run_bounded(cmd);
    let _ = std::fs::remove_file(&src);
    let Some(status) = run.status else {
        return Err(format!("hang: killed after {} s", watchdog::HANG_BOUND.as_secs()));
    };
    if run.stderr.contains("panicked") || run.stderr.contains("overflow") {
        return Err(format!("crashed: {}", first_line(run.stderr.trim())));
    }
    match status.code() {
        Some(0) => Ok("ok".into()),
        Some(1) => Ok(format!("exit 1: {}", first_line(error_line(run.stderr.trim())))),
        other => Err(format!("ended with {other:?} (signal?): {}", first_line(run.stderr.trim()))),
    }
}

fn parent() -> ExitCode {
    let exe = std::env::current_exe().expect("current_exe");
    let known = amdgpu_hostile::known_failures();
    let cli = amdgpu_hostile::cli_binary();
    let cli_help = cli
        .as_ref()
        .and_then(|b| Command::new(b).args(["asm", "--help"]).output().ok().filter(|o| o.status.success()));
    let mut cases = Vec::new();
    for cat in std::fs::read_dir(corpus_dir()).expect("corpus dir").flatten() {
        let cat_name = cat.file_name().to_string_lossy().into_owned();
        for f in std::fs::read_dir(cat.path()).expect("category dir").flatten() {
            let n = f.file_name().to_string_lossy().into_owned();
            if !n.ends_with(".expected") {
                cases.push(format!("{cat_name}/{n}"));
            }
        }
    }
    cases.sort();
    let bless = amdgpu_testkit::golden::blessing();
    let mut failures = Vec::new();
    let mut known_hit = Vec::new();
    let mut report = String::new();
    for case in &cases {
        let path = corpus_dir().join(case);
        let category = case.split('/').next().unwrap_or_default();
        let input = load(&path);
        let file = source_name(&path);
        let mut cmd = Command::new(&exe);
        cmd.env(CHILD_ENV, case);
        let run = run_bounded(cmd);
        let mut problems = Vec::new();
        match run.status {
            None => problems
                .push(format!("hang: no result after {} s (hang detector)", watchdog::HANG_BOUND.as_secs())),
            Some(s) if !s.success() => problems.push(format!(
                "child process failed ({s}): {}",
                run.stderr
                    .lines()
                    .find(|l| l.contains("panicked") || l.contains("overflow") || l.contains("memory"))
                    .unwrap_or("")
                    .trim()
            )),
            Some(_) => {}
        }
        let mut golden = String::new();
        let mut peaks = Vec::new();
        for line in run.stdout.lines().filter_map(|l| l.strip_prefix("RESULT\t")) {
            let mut f = line.splitn(3, '\t');
            let (entry, peak, outcome) =
                (f.next().unwrap_or(""), f.next().unwrap_or("0"), f.next().unwrap_or(""));
            let peak: usize = peak.parse().unwrap_or(usize::MAX);
            let _ = writeln!(golden, "{entry}: {outcome}");
            peaks.push(format!("{entry} {:.1} MiB", peak as f64 / MIB as f64));
            if outcome.starts_with("PANIC") {
                problems.push(format!("{entry} panicked: {outcome}"));
            } else if !located(category, entry, outcome, &file) {
                problems.push(format!("{entry}: error without a location: {outcome}"));
            }
            let limit = bound(entry, input.len());
            if peak > limit {
                problems.push(format!(
                    "{entry}: peak allocation {peak} bytes > bound {limit} (64 x {} + C)",
                    input.len()
                ));
            }
        }
        if run.status.is_some_and(|s| s.success()) && golden.lines().count() != entries(category).len() {
            problems.push(format!(
                "child reported {} of {} entry points",
                golden.lines().count(),
                entries(category).len()
            ));
        }
        let input_id = format!("corpus/{case}");
        let k = known.iter().find(|k| k.input == input_id);
        if let (Some(bin), Some(help)) = (&cli, &cli_help) {
            // Known failures are not repeated through the CLI (a hang would cost another 20 s).
            if category == "asm" && k.is_none() {
                match cli_case(bin, &input, &file, &String::from_utf8_lossy(&help.stdout)) {
                    Ok(o) => peaks.push(format!("cli {}", if o == "ok" { "ok" } else { "exit 1" })),
                    Err(e) => problems.push(format!("CLI: {e}")),
                }
            }
        }
        // Golden outcomes (only for runs that completed).
        if problems.iter().all(|p| !p.starts_with("hang") && !p.starts_with("child")) {
            let expected_path = path.with_file_name(format!(
                "{}.expected",
                path.file_stem().unwrap_or_default().to_string_lossy()
            ));
            if bless {
                std::fs::write(&expected_path, &golden).expect("write golden");
            } else {
                match std::fs::read_to_string(&expected_path) {
                    Ok(exp) if exp == golden => {}
                    Ok(exp) => problems.push(format!(
                        "differs from {}: {} (BLESS=1 to accept)",
                        expected_path.display(),
                        amdgpu_testkit::golden::first_difference(&exp, &golden)
                    )),
                    Err(_) => {
                        problems.push(format!("missing {} (BLESS=1 to create)", expected_path.display()))
                    }
                }
            }
        }
        let _ = writeln!(
            report,
            "{case:<44} {:>6.2}s {} bytes; {}",
            run.elapsed.as_secs_f64(),
            input.len(),
            peaks.join(", ")
        );
        match (k, problems.is_empty()) {
            (Some(k), false) => known_hit.push(format!(
                "{input_id} [{}]: {} (listed: {})",
                k.krate,
                problems.join("; "),
                k.symptom
            )),
            (Some(k), true) => known_hit
                .push(format!("{input_id} [{}]: NOW PASSES in this build ({}); remove it from known-failures.tsv once it passes in debug and release", k.krate, if cfg!(debug_assertions) { "debug" } else { "optimised" })),
            (None, false) => failures.push(format!("{input_id}: {}", problems.join("; "))),
            (None, true) => {}
        }
    }
    println!(
        "hostile corpus: {} cases (each in its own process; hang detector {} s)",
        cases.len(),
        watchdog::HANG_BOUND.as_secs()
    );
    print!("{report}");
    match &cli {
        Some(b) if cli_help.is_some() => println!("CLI cases ran with {}", b.display()),
        _ => println!(
            "CLI cases SKIPPED: no `amdgpu` binary with an `asm` subcommand beside this test (cargo build -p amdgpu-cli)"
        ),
    }
    if !known_hit.is_empty() {
        println!("\n!!!!!!!! KNOWN FAILURES (known-failures.tsv; owners must fix) !!!!!!!!");
        for k in &known_hit {
            println!("!!! {k}");
        }
        println!("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n");
    }
    if failures.is_empty() {
        println!("test result: ok. {} cases, {} known failures", cases.len(), known_hit.len());
        ExitCode::SUCCESS
    } else {
        println!("\nFAILED cases:");
        for f in &failures {
            println!("  {f}");
        }
        println!("test result: FAILED. {} of {} cases", failures.len(), cases.len());
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    match std::env::var(CHILD_ENV) {
        Ok(case) => child(&case),
        Err(_) => {
            // libtest-style arguments (`--list`, filters) are accepted and ignored, except that a
            // `--list` run prints the one test this binary holds.
            if std::env::args().any(|a| a == "--list") {
                println!("corpus: test");
                return ExitCode::SUCCESS;
            }
            parent()
        }
    }
}
