//! Issue 5's acceptance on OpenCL kernels: the assembly clang-19 writes for the kernels in
//! `tests/opencl/kernels/*.cl` must assemble to the object llvm-mc-19 makes from it.
//!
//! * `fixtures_match_llvm_goldens` (plain `cargo test`, no LLVM): every committed
//!   `tests/opencl/fixtures/*.s` (clang-19 `-S` output, one per line of `fixtures.tsv`, each
//!   kernel on another processor / code object version / flag set) assembles to an object
//!   whose dump (ELF header, every section's flags, alignment and contents, notes included,
//!   symbols, relocations) equals the committed `*.s.golden`, llvm-mc-19's.
//! * `fixtures_are_current` (needs clang-19 and llvm-mc-19): recompiles each fixture, checks
//!   it and its golden are what the tools make today, and that ours is byte-identical to
//!   llvm-mc-19's object over the whole file. Regenerate both with
//!   `BLESS=1 cargo test -p amdgpu-asm --test opencl -- --ignored fixtures_are_current`.
//! * `live_matrix` (needs clang-19 and llvm-mc-19): every kernel under every configuration
//!   of `matrix.tsv` (each gfx9 processor at code object 4 and 5, gfx8, gfx6/7, optimisation
//!   levels, `-g`, target features, OpenCL versions, ...) compiled afresh with `-S`; ours must
//!   be byte-identical to llvm-mc-19's object (or both must reject the source), and must
//!   also equal clang-19's own `-c` object up to the empty `.AMDGPU.csdata` section that only
//!   the `-S` path creates. Configurations marked `gap` (processors the ISA tables do not
//!   cover yet) may fail only with instruction errors; once they assemble they must match.

mod common;

use amdgpu_asm::{
    AsmOptions, DiagKind, FsLoader, InstructionBackend, IsaBackend, NoInstructions, SourceFile,
};
use amdgpu_testkit::{corpus, golden, oracle};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/opencl")
}

fn kernels() -> Vec<PathBuf> {
    corpus::files(&dir().join("kernels"), ".cl")
}

/// One clang-19 configuration: a target ID (`gfx90a:xnack+`), code object version, OpenCL
/// version and further flags.
#[derive(Clone, Debug)]
struct Config {
    target: String,
    cov: u32,
    std: String,
    flags: Vec<String>,
    /// Processors the ISA tables do not cover yet: only instruction errors are allowed.
    gap: bool,
}

impl Config {
    /// `target cov std flags... [gap]` (tab-separated; flags space-separated, `-` for none).
    fn parse(fields: &[&str]) -> Config {
        assert!(fields.len() >= 4, "config needs target, cov, std, flags: {fields:?}");
        let flags: Vec<String> =
            fields[3].split_whitespace().filter(|f| *f != "-").map(str::to_string).collect();
        Config {
            target: fields[0].to_string(),
            cov: fields[1].parse().expect("code object version"),
            std: fields[2].to_string(),
            flags,
            gap: fields.get(4) == Some(&"gap"),
        }
    }

    /// Processor and llvm-mc `-mattr` of the target ID: `gfx90a:sramecc-:xnack+` gives
    /// `gfx90a` and `-sramecc,+xnack`.
    fn options(&self) -> AsmOptions {
        let mut parts = self.target.split(':');
        let mcpu = parts.next().unwrap_or_default().to_string();
        let mattr: Vec<String> = parts
            .map(|f| {
                let (name, sign) = f.split_at(f.len() - 1);
                format!("{sign}{name}")
            })
            .collect();
        AsmOptions { mcpu, mattr: mattr.join(","), ..AsmOptions::default() }
    }

    fn clang_args(&self, source: &str, mode: &str) -> Vec<String> {
        let mut v: Vec<String> = [
            "-x".to_string(),
            "cl".into(),
            format!("-cl-std={}", self.std),
            "-target".into(),
            "amdgcn-amd-amdhsa".into(),
            format!("-mcpu={}", self.target),
            "-nogpulib".into(),
            format!("-mcode-object-version={}", self.cov),
            "-fdebug-compilation-dir=.".into(),
        ]
        .into();
        v.extend(self.flags.iter().cloned());
        v.extend([mode.to_string(), source.to_string(), "-o".into(), "-".into()]);
        v
    }

    /// A file-name-safe tag: `gfx90a_xnackp.v5.CL2.0.O2_g`.
    fn tag(&self) -> String {
        let t = self.target.replace(':', "_").replace('+', "p").replace('-', "m");
        let f: String = self
            .flags
            .iter()
            .map(|f| f.trim_start_matches('-').replace(['=', ' ', '-'], "_"))
            .collect::<Vec<_>>()
            .join(".");
        let mut s = format!("{t}.v{}.{}", self.cov, self.std);
        if !f.is_empty() {
            s.push('.');
            s.push_str(&f);
        }
        s
    }
}

/// Non-comment lines of a TSV file, split on tabs.
fn tsv(name: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').map(|s| s.trim().to_string()).collect())
        .collect()
}

/// `fixtures.tsv`: `kernel target cov std flags`.
fn fixture_list() -> Vec<(String, Config)> {
    tsv("fixtures.tsv")
        .into_iter()
        .map(|row| {
            let fields: Vec<&str> = row.iter().map(String::as_str).collect();
            (fields[0].to_string(), Config::parse(&fields[1..]))
        })
        .collect()
}

fn fixture_path(kernel: &str, c: &Config) -> PathBuf {
    dir().join("fixtures").join(format!("{kernel}.{}.s", c.tag()))
}

fn golden_path(f: &Path) -> PathBuf {
    f.with_extension("s.golden")
}

/// Our object for `text`, with the instruction back end of the processor when the ISA
/// tables cover it.
fn ours(name: &str, text: &str, opts: &AsmOptions) -> Result<Vec<u8>, amdgpu_asm::Diagnostics> {
    let src = SourceFile { name: name.into(), text: text.into() };
    let mut isa = IsaBackend::new(&opts.mcpu).ok();
    let mut none = NoInstructions;
    let backend: &mut dyn InstructionBackend = match isa.as_mut() {
        Some(b) => b,
        None => &mut none,
    };
    amdgpu_asm::assemble(&src, &mut FsLoader::default(), backend, opts).map(|o| o.object)
}

fn strip_header(golden: &str) -> &str {
    golden.split_once('\n').map_or("", |(_, rest)| rest)
}

#[test]
fn fixtures_match_llvm_goldens() {
    let list = fixture_list();
    let kernels = kernels();
    assert!(kernels.len() >= 30, "kernels went missing ({} found)", kernels.len());
    // Every kernel has at least one committed fixture.
    for k in &kernels {
        let stem = k.file_stem().and_then(|s| s.to_str()).unwrap();
        assert!(list.iter().any(|(n, _)| n == stem), "{stem}.cl has no line in fixtures.tsv");
    }
    let mut failures = Vec::new();
    for (kernel, c) in &list {
        let f = fixture_path(kernel, c);
        let text = std::fs::read_to_string(&f)
            .unwrap_or_else(|e| panic!("{}: {e}; regenerate (see module docs)", f.display()));
        let golden = std::fs::read_to_string(golden_path(&f))
            .unwrap_or_else(|e| panic!("{}: {e}; regenerate (see module docs)", golden_path(&f).display()));
        assert!(golden.starts_with("# llvm-mc-19 ("), "{}: golden header", f.display());
        let opts = common::options_of(&text);
        assert_eq!(opts.mcpu, c.options().mcpu, "{}: options line", f.display());
        match ours(&f.display().to_string(), &text, &opts) {
            Ok(obj) => {
                let got = common::dump(&obj);
                if got != strip_header(&golden) {
                    failures.push(format!(
                        "{}:\n{}",
                        f.display(),
                        common::line_diff(strip_header(&golden), &got)
                    ));
                }
            }
            Err(d) => failures.push(format!("{}: assembly failed:\n{}", f.display(), d.render())),
        }
    }
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), list.len(), failures.join("\n"));
}

/// Runs clang-19 with `args` in `cwd`; stdout on success, stderr on failure.
fn clang(args: &[String], cwd: &Path) -> Result<Vec<u8>, String> {
    let out = Command::new("timeout")
        .arg("120")
        .arg("clang-19")
        .args(args)
        .current_dir(cwd)
        .output()
        .map_err(|e| format!("clang-19: {e}"))?;
    if out.status.success() { Ok(out.stdout) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
}

/// The first lines of a fixture: the options `common::options_of` reads, and the clang-19
/// command that wrote the rest.
fn fixture_header(c: &Config, kernel: &str, clang_version: &str) -> String {
    let o = c.options();
    let mut opts = format!("-mcpu={}", o.mcpu);
    if !o.mattr.is_empty() {
        opts.push_str(&format!(" -mattr={}", o.mattr));
    }
    let args = c.clang_args(&format!("{kernel}.cl"), "-S");
    format!("; options: {opts}\n; {clang_version}: clang-19 {} (in tests/opencl/kernels)\n", args.join(" "))
}

#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-mc-19); run with --ignored (BLESS=1 rewrites fixtures and goldens)"]
fn fixtures_are_current() {
    oracle::require_tool("clang-19");
    oracle::require_tool("llvm-mc-19");
    let clang_version = oracle::tool_version_line("clang-19").expect("clang-19 version");
    let mc_version = common::llvm_version("llvm-mc-19");
    let kdir = dir().join("kernels");
    let mut failures = Vec::new();
    for (kernel, c) in fixture_list() {
        let f = fixture_path(&kernel, &c);
        let body = clang(&c.clang_args(&format!("{kernel}.cl"), "-S"), &kdir)
            .unwrap_or_else(|e| panic!("clang-19 rejected {kernel} for {}: {e}", c.tag()));
        let text = fixture_header(&c, &kernel, &clang_version) + &String::from_utf8(body).expect("UTF-8");
        golden::assert_eq_file(&f, &text);
        let opts = c.options();
        let want =
            common::llvm_mc(&f, &opts).unwrap_or_else(|e| panic!("llvm-mc-19 rejected {}: {e}", f.display()));
        let header =
            format!("# llvm-mc-19 ({mc_version}) {} -filetype=obj\n", common::llvm_args(&opts).join(" "));
        golden::assert_eq_file(&golden_path(&f), &(header + &common::dump(&want)));
        match ours(&f.display().to_string(), &text, &opts) {
            Ok(got) if got == want => {}
            Ok(got) => failures.push(format!(
                "{}: whole file differs:\n{}",
                f.display(),
                common::line_diff(&common::dump(&want), &common::dump(&got))
            )),
            Err(d) => failures.push(format!("{}: {}", f.display(), d.render())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The llvm-mc-19 object's dump as clang-19 `-c` would have it: `-S` output names
/// `.AMDGPU.csdata` even when nothing goes there, which makes llvm-mc create an empty section
/// that clang's direct object writer leaves out (and whose name is not in its `.strtab`).
fn as_clang_c(dump: &str) -> String {
    const NAME: &str = ".AMDGPU.csdata";
    let empty = format!("section {NAME} type=0x1 flags=0x0 align=1 entsize=0 size=0");
    if !dump.lines().any(|l| l == empty) {
        return dump.to_string();
    }
    let mut out = String::new();
    let mut lines = dump.lines().peekable();
    while let Some(l) = lines.next() {
        if l == empty {
            if lines.peek().is_some_and(|n| n.trim().is_empty()) {
                lines.next();
            }
            continue;
        }
        match l.strip_prefix("section .strtab ").and_then(|r| r.rsplit_once(" size=")) {
            Some((mid, size)) => {
                let size: usize = size.parse().expect("strtab size");
                out.push_str(&format!("section .strtab {mid} size={}", size - NAME.len() - 1));
            }
            None => out.push_str(l),
        }
        out.push('\n');
    }
    out
}

/// `obj` with the bits of `mask` cleared in byte `at` of every kernel descriptor.
fn clear_in_descriptors(obj: &[u8], at: u64, mask: u8) -> Vec<u8> {
    use object::{Object, ObjectSection, ObjectSymbol};
    let mut out = obj.to_vec();
    let file = object::read::elf::ElfFile64::<object::Endianness>::parse(obj).expect("ELF64");
    for sym in file.symbols().filter(|s| s.name().is_ok_and(|n| n.ends_with(".kd"))) {
        let Some(section) = sym.section_index().and_then(|i| file.section_by_index(i).ok()) else { continue };
        let Some((start, _)) = section.file_range() else { continue };
        if let Some(b) = out.get_mut((start + sym.address() + at) as usize) {
            *b &= !mask;
        }
    }
    out
}

/// `obj` with bit 11 of every kernel descriptor's `kernel_code_properties` (USES_DYNAMIC_STACK,
/// bit 3 of byte 57) cleared. At code object 4 clang-19 sets the bit in its `-c` object but
/// does not print `.amdhsa_uses_dynamic_stack` in its `-S` output (llvm-mc-19 accepts the
/// directive at V4 and sets the bit, as ours does), so the two clang paths disagree there.
fn without_dynamic_stack_bit(obj: &[u8]) -> Vec<u8> {
    clear_in_descriptors(obj, 57, 0x08)
}

/// `obj` with the GRANULATED_WAVEFRONT_SGPR_COUNT field of every descriptor's
/// `compute_pgm_rsrc1` (bits 6-9, in bytes 48-49) cleared. On GFX6 clang-19 does not print
/// `.amdhsa_reserve_flat_scratch`, whose default (1) makes llvm-mc-19 (and us) count the
/// flat-scratch SGPRs that clang's code generator does not count there (gfx600: `-c` has
/// granule 0 for 6 SGPRs, the `-S` text assembles to granule 1).
fn without_sgpr_granule(obj: &[u8]) -> Vec<u8> {
    clear_in_descriptors(&clear_in_descriptors(obj, 48, 0xc0), 49, 0x03)
}

/// `obj` with every `buffer_wbl2` that clang-19 encodes with GLC and SCC set (0xe0a0c000) on
/// gfx90a written as its `-S` output prints it, without modifiers (0xe0a00000).
fn plain_buffer_wbl2(obj: &[u8]) -> Vec<u8> {
    use object::{Object, ObjectSection};
    let mut out = obj.to_vec();
    let file = object::read::elf::ElfFile64::<object::Endianness>::parse(obj).expect("ELF64");
    for section in file.sections().filter(|s| s.kind() == object::SectionKind::Text) {
        let Some((start, size)) = section.file_range() else { continue };
        for at in (start as usize..(start + size) as usize).step_by(4) {
            if out.get(at..at + 4) == Some(&0xe0a0_c000u32.to_le_bytes()[..]) {
                out[at + 1] = 0;
            }
        }
    }
    out
}

/// Sections (with their contents), symbols and relocations of a dump as a sorted list.
fn blocks(dump: &str) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    for l in dump.lines() {
        match v.last_mut() {
            Some(last) if l.starts_with(' ') => {
                last.push('\n');
                last.push_str(l);
            }
            _ => v.push(l.to_string()),
        }
    }
    v.sort();
    v
}

/// Our object from the `-S` text against clang-19's `-c` object, up to what differs between
/// clang's two paths themselves (each probed; llvm-mc-19's object from the text equals ours):
/// the empty `.AMDGPU.csdata` ([`as_clang_c`]); at code object 4 the dynamic-stack bit
/// ([`without_dynamic_stack_bit`]); on GFX6 the SGPR granule ([`without_sgpr_granule`]); on gfx90a the cache bits of `buffer_wbl2`
/// ([`plain_buffer_wbl2`]); and the order in which sections and symbols are created (with
/// `-g`, `-c` creates `.debug_frame` before `.debug_line`): contents are compared as sorted
/// blocks when the plain dumps differ.
fn matches_clang_c(c: &Config, text: &str, clang_obj: Vec<u8>, ours: Vec<u8>) -> Result<LineTable, String> {
    let (mut theirs, mut ours) = (clang_obj, ours);
    if c.cov == 4 {
        theirs = without_dynamic_stack_bit(&theirs);
        ours = without_dynamic_stack_bit(&ours);
    }
    if c.options().mcpu.starts_with("gfx60") {
        theirs = without_sgpr_granule(&theirs);
        ours = without_sgpr_granule(&ours);
    }
    if c.options().mcpu == "gfx90a" && text.contains("\tbuffer_wbl2\n") {
        theirs = plain_buffer_wbl2(&theirs);
    }
    let (want, got) = (common::dump(&theirs), as_clang_c(&common::dump(&ours)));
    let (bw, bg) = (blocks(&want), blocks(&got));
    if want == got || bw == bg {
        return Ok(LineTable::Same);
    }
    // Everything else equal, `.debug_line` may still differ: clang-19's `-c` path sometimes
    // ends a line sequence and starts another where the `.loc` directives of its `-S` output
    // make one sequence (seen once in the matrix: enqueue.cl, -O3 -g); llvm-mc-19 builds the
    // same table from the text as we do.
    let line_table = |b: &String| {
        ["section .debug_line ", "section .rela.debug_line ", "reloc .debug_line ", "section .strtab "]
            .iter()
            .any(|p| b.starts_with(p))
    };
    let only_lines =
        bw.iter().filter(|b| !bg.contains(b)).chain(bg.iter().filter(|b| !bw.contains(b))).all(line_table);
    if only_lines { Ok(LineTable::Differs) } else { Err(common::line_diff(&want, &got)) }
}

/// Whether clang-19's `-c` object has another `.debug_line` than the one from its `-S` text.
enum LineTable {
    Same,
    Differs,
}

/// Outcome of one (kernel, configuration) run of the live matrix.
enum Outcome {
    Identical,
    /// Identical to llvm-mc-19's; clang-19's `-c` object has another line table.
    LineTableOfClangC,
    BothReject,
    ClangRejects,
    /// A `gap` processor: ours stopped at instructions only.
    GapInstructions,
    Failed(String),
}

fn run_one(kernel: &str, c: &Config, work: &Path) -> Outcome {
    let name = format!("{kernel}.{}", c.tag());
    let src = format!("{kernel}.cl");
    let text = match clang(&c.clang_args(&src, "-S"), work) {
        Ok(t) => String::from_utf8(t).expect("UTF-8 assembly"),
        Err(_) => return Outcome::ClangRejects,
    };
    let path = work.join(format!("{name}.s"));
    std::fs::write(&path, &text).unwrap();
    let opts = c.options();
    let want = common::llvm_mc(&path, &opts);
    let got = ours(&path.display().to_string(), &text, &opts);
    let got = match (want, got) {
        (Err(_), Err(_)) => return Outcome::BothReject,
        (Err(e), Ok(_)) => return Outcome::Failed(format!("{name}: llvm-mc-19 rejects, ours accepts: {e}")),
        (Ok(_), Err(d)) if c.gap && d.items.iter().all(|i| i.kind == DiagKind::Instruction) => {
            return Outcome::GapInstructions;
        }
        (Ok(_), Err(d)) => return Outcome::Failed(format!("{name}: ours rejects:\n{}", d.render())),
        (Ok(want), Ok(got)) if want != got => {
            return Outcome::Failed(format!(
                "{name}: differs from llvm-mc-19:\n{}",
                common::line_diff(&common::dump(&want), &common::dump(&got))
            ));
        }
        (Ok(_), Ok(got)) => got,
    };
    // clang-19's own object from the same source and flags. `-gsplit-dwarf` puts the `.dwo`
    // sections in another file with `-c` (one object from `-S`): nothing to compare there.
    if !c.flags.iter().any(|f| f == "-gsplit-dwarf") {
        match clang(&c.clang_args(&src, "-c"), work) {
            Ok(obj) => match matches_clang_c(c, &text, obj, got) {
                Ok(LineTable::Same) => {}
                Ok(LineTable::Differs) => return Outcome::LineTableOfClangC,
                Err(e) => return Outcome::Failed(format!("{name}: differs from clang-19 -c:\n{e}")),
            },
            Err(e) => return Outcome::Failed(format!("{name}: clang-19 -c failed after -S worked: {e}")),
        }
    }
    let _ = std::fs::remove_file(&path);
    Outcome::Identical
}

#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-mc-19); run with --ignored"]
fn live_matrix() {
    oracle::require_tool("clang-19");
    oracle::require_tool("llvm-mc-19");
    // OPENCL_MATRIX=text keeps only the configurations whose line contains `text`.
    let only = std::env::var("OPENCL_MATRIX").unwrap_or_default();
    let configs: Vec<Config> = tsv("matrix.tsv")
        .iter()
        .filter(|r| r.join("\t").contains(&only))
        .map(|r| Config::parse(&r.iter().map(String::as_str).collect::<Vec<_>>()))
        .collect();
    // Work in a scratch folder holding copies of the kernels: relative source names, and
    // `-gsplit-dwarf`'s `.dwo` files land there.
    let work = std::env::temp_dir().join(format!("amdgpu-asm-opencl-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let kernels: Vec<String> = kernels()
        .iter()
        .map(|k| {
            std::fs::copy(k, work.join(k.file_name().unwrap())).unwrap();
            k.file_stem().and_then(|s| s.to_str()).unwrap().to_string()
        })
        .collect();
    let jobs: Vec<(&String, &Config)> =
        configs.iter().flat_map(|c| kernels.iter().map(move |k| (k, c))).collect();
    let next = AtomicUsize::new(0);
    let counts = Mutex::new([0usize; 5]);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((k, c)) = jobs.get(i) else { break };
                    let slot = match run_one(k, c, &work) {
                        Outcome::Identical => 0,
                        Outcome::BothReject => 1,
                        Outcome::ClangRejects => 2,
                        Outcome::GapInstructions => 3,
                        Outcome::LineTableOfClangC => 4,
                        Outcome::Failed(e) => {
                            eprintln!("FAILED {e}");
                            failures.lock().unwrap().push(e);
                            continue;
                        }
                    };
                    counts.lock().unwrap()[slot] += 1;
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&work);
    let [identical, both, clang_rejects, gap, line_table] = *counts.lock().unwrap();
    let failures = failures.into_inner().unwrap();
    println!(
        "{} kernels x {} configurations = {} runs: {identical} identical to llvm-mc-19 and clang-19 -c, \
         {both} rejected by both assemblers, {clang_rejects} not compiled by clang-19, \
         {gap} stopped at instructions on processors the ISA tables lack, {line_table} identical to \
         llvm-mc-19 whose clang-19 -c line table differs, {} failed",
        kernels.len(),
        configs.len(),
        jobs.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{} runs failed:\n{}", failures.len(), failures.join("\n\n"));
    assert!(identical >= kernels.len() * configs.len() / 2, "too few runs compiled: {identical}");
}
