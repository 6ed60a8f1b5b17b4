//! Issue 7's acceptance on kernels that are not in the repository (ignored: needs LLVM 19).
//!
//! Every OpenCL source in `tests/differential/` (one case per file; a `// clang-flags: ...`
//! line adds clang options) is compiled by clang-19 at `-O0`, `-O2`, `-O3` and `-O2 -g`, for
//! every processor the ISA layer has tables for (gfx801..gfx90c) at code object V4 and V5, and
//! for gfx9-generic at V6. Each object is checked against the issue's acceptance bullets:
//!
//! * `relocatable (amdgpu-asm)`: disassemble, assemble with `amdgpu_asm`: identical section
//!   contents (type, flags, alignment, entry size), symbols in table order, relocations,
//!   metadata note, `e_flags`;
//! * `relocatable (llvm-mc-19)`: the same through llvm-mc-19, a second vote on the source;
//! * `linked`: `ld.lld-19 -shared`, disassemble, assemble with `amdgpu_asm`, link with
//!   `amdgpu_link`, disassemble again: identical sources, kernel descriptors and metadata, and
//!   (the layout being unchanged) identical code bytes;
//! * `text (relocatable)`, `text (linked)`: our listing equals `llvm-objdump-19 -d -r` byte
//!   for byte, so the text of every instruction is llvm-objdump's (not for GFX6/GFX7, which
//!   LLVM 19 cannot disassemble; tests/gfx67.rs covers them).
//!
//! The test prints a table of tried/passed per bullet and fails when anything fails.
//! `AMDGPU_DIFF_CPUS=gfx900,gfx90a`, `AMDGPU_DIFF_SRCS=lds,math` and `AMDGPU_DIFF_OPTS=O0,g`
//! narrow the matrix; `AMDGPU_DIFF_KEEP=DIR` keeps the generated objects there.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use amdgpu_disasm::{DisasmOptions, disassemble, disassemble_full, listing};
use amdgpu_elf::CodeObject;
use common::*;

/// Optimisation settings: a short tag and the clang options.
const OPTS: &[(&str, &[&str])] =
    &[("O0", &["-O0"]), ("O2", &["-O2"]), ("O3", &["-O3"]), ("g", &["-O2", "-g"])];

const BULLETS: &[&str] = &[
    "relocatable (amdgpu-asm)",
    "relocatable (llvm-mc-19)",
    "linked (amdgpu-asm + amdgpu-link)",
    "text (relocatable)",
    "text (linked)",
    "linked, relaid out (4 KiB inserted)",
];

struct Job {
    src: PathBuf,
    stem: String,
    cpu: String,
    version: u32,
    opts: &'static [&'static str],
    flags: Vec<String>,
}

#[derive(Default)]
struct Tally {
    tried: BTreeMap<&'static str, usize>,
    passed: BTreeMap<&'static str, usize>,
    failures: Vec<String>,
    listing_lines: (usize, usize),
    fallback_words: usize,
    instructions: usize,
}

fn env_list(name: &str) -> Option<Vec<String>> {
    std::env::var(name).ok().map(|v| v.split(',').map(str::to_string).collect())
}

fn run(cmd: &mut Command) -> Result<Vec<u8>, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    // clang-19 warns that code object V6 is "still in development"; anything else fails.
    let stderr: String = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| !l.contains("code object v6 is still in development"))
        .map(|l| format!("{l}\n"))
        .collect();
    if !out.status.success() || stderr.contains("error") || stderr.contains("warning") {
        return Err(format!("{cmd:?}:\n{stderr}"));
    }
    Ok(out.stdout)
}

fn jobs() -> Vec<Job> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/differential");
    let srcs = amdgpu_testkit::corpus::files(&dir, ".cl");
    assert!(srcs.len() >= 6, "differential sources missing: {srcs:?}");
    let want_srcs = env_list("AMDGPU_DIFF_SRCS");
    let want_cpus = env_list("AMDGPU_DIFF_CPUS");
    let want_opts = env_list("AMDGPU_DIFF_OPTS");
    let mut targets: Vec<(String, u32)> = Vec::new();
    for cpu in amdgpu_isa::table::PROCESSORS {
        for v in [4, 5] {
            targets.push((cpu.to_string(), v));
        }
    }
    targets.push(("gfx9-generic".into(), 6));
    let mut out = Vec::new();
    for src in &srcs {
        let base = src.file_stem().unwrap().to_string_lossy().into_owned();
        if want_srcs.as_ref().is_some_and(|w| !w.contains(&base)) {
            continue;
        }
        let text = std::fs::read_to_string(src).unwrap();
        let flags: Vec<String> = text
            .lines()
            .filter_map(|l| l.strip_prefix("// clang-flags:"))
            .flat_map(|l| l.split_whitespace().map(str::to_string))
            .collect();
        for (cpu, v) in &targets {
            if want_cpus.as_ref().is_some_and(|w| !w.contains(cpu)) {
                continue;
            }
            for (tag, opts) in OPTS {
                if want_opts.as_ref().is_some_and(|w| !w.iter().any(|x| x == tag)) {
                    continue;
                }
                out.push(Job {
                    src: src.clone(),
                    stem: format!("{base}-{cpu}-v{v}-{tag}"),
                    cpu: cpu.clone(),
                    version: *v,
                    opts,
                    flags: flags.clone(),
                });
            }
        }
    }
    out
}

fn asm_options(co: &CodeObject) -> amdgpu_asm::AsmOptions {
    amdgpu_asm::AsmOptions {
        mcpu: co.flags.as_ref().ok().and_then(|f| f.processor).map_or(String::new(), |p| p.name.to_string()),
        triple: "amdgcn-amd-amdhsa".into(),
        ..amdgpu_asm::AsmOptions::default()
    }
}

type SymRow = (String, u64, u64, u8, u8, u8, String);

fn symbols(co: &CodeObject) -> Vec<SymRow> {
    co.symbols()
        .iter()
        .filter(|s| s.index != 0 && s.kind != 3)
        .map(|s| (s.name.clone(), s.value, s.size, s.kind, s.bind, s.other & 3, section_name(co, s.shndx)))
        .collect()
}

fn metadata_note(co: &CodeObject) -> Option<Vec<u8>> {
    co.elf.notes.iter().find(|n| n.n_type == amdgpu_elf::consts::NT_AMDGPU_METADATA).map(|n| n.desc.clone())
}

/// The first difference between two lists, for a failure message.
fn first_diff<T: std::fmt::Debug + PartialEq>(what: &str, a: &[T], b: &[T]) -> Result<(), String> {
    if a == b {
        return Ok(());
    }
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        if x != y {
            return Err(format!("{what} differ at {i}: {x:?} vs {y:?}"));
        }
    }
    Err(format!("{what}: {} vs {} entries", a.len(), b.len()))
}

/// Relocatable acceptance: the rebuilt object has the original's sections, symbols,
/// relocations, metadata and flags.
fn same_relocatable(data: &[u8], back: &[u8]) -> Result<(), String> {
    let a = amdgpu_elf::read(data).map_err(|e| e.to_string())?;
    let b = amdgpu_elf::read(back).map_err(|e| format!("rebuilt object: {e}"))?;
    let (sa, sb) = (sections(&a, data), sections(&b, back));
    first_diff("section names", &sa.keys().collect::<Vec<_>>(), &sb.keys().collect::<Vec<_>>())?;
    for (k, v) in &sa {
        if v != &sb[k] {
            let w = &sb[k];
            let at = v.4.iter().zip(&w.4).position(|(x, y)| x != y);
            return Err(format!(
                "section {k}: (type, flags, align, entsize, len) {:?} vs {:?}, first differing byte {at:?}",
                (v.0, v.1, v.2, v.3, v.4.len()),
                (w.0, w.1, w.2, w.3, w.4.len())
            ));
        }
    }
    first_diff("symbols", &symbols(&a), &symbols(&b))?;
    first_diff("relocations", &relocations(&a), &relocations(&b))?;
    if metadata_note(&a) != metadata_note(&b) {
        return Err("metadata notes differ".into());
    }
    if a.elf.header.e_flags != b.elf.header.e_flags || a.elf.header.abi_version != b.elf.header.abi_version {
        return Err("e_flags or ABI version differ".into());
    }
    Ok(())
}

fn rel_with_amdgpu_asm(data: &[u8], src: &str) -> Result<(), String> {
    let co = amdgpu_elf::read(data).map_err(|e| e.to_string())?;
    let out = amdgpu_asm::assemble_str(src, &asm_options(&co)).map_err(|d| {
        format!("amdgpu-asm rejected the source: {}", d.render().lines().next().unwrap_or(""))
    })?;
    same_relocatable(data, &out.object)
}

fn rel_with_llvm_mc(data: &[u8], src: &str, dir: &Path, stem: &str) -> Result<(), String> {
    let co = amdgpu_elf::read(data).map_err(|e| e.to_string())?;
    let cpu = co.flags.as_ref().ok().and_then(|f| f.processor).map_or("", |p| p.name);
    let s = dir.join(format!("{stem}.mc.s"));
    let o = dir.join(format!("{stem}.mc.o"));
    std::fs::write(&s, src).map_err(|e| e.to_string())?;
    run(Command::new("llvm-mc-19")
        .args(["-triple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}"), "-filetype=obj", "-o"])
        .arg(&o)
        .arg(&s))?;
    same_relocatable(data, &std::fs::read(&o).map_err(|e| e.to_string())?)
}

fn linker_comment(co: &CodeObject, data: &[u8]) -> String {
    co.elf
        .sections
        .iter()
        .find(|s| s.name == ".comment")
        .and_then(|s| data.get(s.offset as usize..(s.offset + s.size) as usize))
        .and_then(|b| {
            String::from_utf8_lossy(b).split('\0').find(|s| s.starts_with("Linker:")).map(String::from)
        })
        .unwrap_or_default()
}

/// Linked acceptance, through our own assembler and linker.
fn linked_round_trip(data: &[u8]) -> Result<(), String> {
    let co = amdgpu_elf::read(data).map_err(|e| e.to_string())?;
    let opts = DisasmOptions::default();
    let first = disassemble(data, &opts).map_err(|e| e.to_string())?;
    let obj = amdgpu_asm::assemble_str(&first, &asm_options(&co)).map_err(|d| {
        format!("amdgpu-asm rejected the source: {}", d.render().lines().next().unwrap_or(""))
    })?;
    let lopts = amdgpu_link::LinkOptions { comment: linker_comment(&co, data), ..Default::default() };
    let linked =
        amdgpu_link::link(&[("rebuilt.o", &obj.object)], &lopts).map_err(|e| format!("amdgpu-link: {e}"))?;
    let second = disassemble(&linked, &opts).map_err(|e| format!("relinked: {e}"))?;
    if first != second {
        return Err(format!(
            "second disassembly differs:\n{}",
            amdgpu_testkit::golden::first_difference(&first, &second)
        ));
    }
    let back = amdgpu_elf::read(&linked).map_err(|e| e.to_string())?;
    let kds = |c: &CodeObject| {
        c.kernels.iter().map(|k| (k.name.clone(), k.descriptor.as_ref().map(|d| d.value))).collect::<Vec<_>>()
    };
    first_diff("kernel descriptors", &kds(&co), &kds(&back))?;
    if metadata_note(&co) != metadata_note(&back) {
        return Err("metadata notes differ".into());
    }
    // Code bytes, where the relative layout is unchanged (same section addresses).
    let layout = |c: &CodeObject| {
        let mut v: Vec<(String, u64, u64)> = c
            .elf
            .sections
            .iter()
            .filter(|s| s.flags & 2 != 0 && !s.name.is_empty())
            .map(|s| (s.name.clone(), s.addr, s.size))
            .collect();
        v.sort();
        v
    };
    let (sa, sb) = (sections(&co, data), sections(&back, &linked));
    if layout(&co) == layout(&back) {
        for (name, v) in sa.iter().filter(|(_, v)| v.1 & 4 != 0) {
            if sb.get(name).map(|w| &w.4) != Some(&v.4) {
                return Err(format!("code section {name} differs"));
            }
        }
    } else {
        return Err(format!("layout changed: {:?} vs {:?}", layout(&co), layout(&back)));
    }
    Ok(())
}

/// The code sections of a source (each from its `.section` line to the next `.section`).
fn code_parts(src: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = src;
    while let Some(at) = rest.find("\t.section\t") {
        let tail = &rest[at + 1..];
        let end = tail.find("\t.section\t").map_or(tail.len(), |e| e);
        let part = &tail[..end];
        if part.lines().next().is_some_and(|l| l.contains("\"ax\"")) {
            out.push(part);
        }
        rest = &tail[end..];
    }
    out
}

/// The issue's "even when the linker lays things out differently": 4 KiB of read-only data
/// inserted before everything, assembled with `amdgpu_asm` and linked with `amdgpu_link`,
/// moves the code, and the relinked code disassembles to the same text (without the address
/// comments): PC-relative references follow their targets.
fn linked_relayout(data: &[u8]) -> Result<(), String> {
    let co = amdgpu_elf::read(data).map_err(|e| e.to_string())?;
    let opts = DisasmOptions { comments: false, ..DisasmOptions::default() };
    let src = disassemble(data, &opts).map_err(|e| e.to_string())?;
    let at = src.find("\t.section").ok_or("no section")?;
    let padded =
        format!("{}\t.section\t.rodata.pad,\"a\",@progbits\npad:\n\t.zero 4096\n{}", &src[..at], &src[at..]);
    let obj = amdgpu_asm::assemble_str(&padded, &asm_options(&co)).map_err(|d| {
        format!("amdgpu-asm rejected the source: {}", d.render().lines().next().unwrap_or(""))
    })?;
    let lopts = amdgpu_link::LinkOptions { comment: linker_comment(&co, data), ..Default::default() };
    let linked =
        amdgpu_link::link(&[("moved.o", &obj.object)], &lopts).map_err(|e| format!("amdgpu-link: {e}"))?;
    let text_addr = |d: &[u8]| {
        amdgpu_elf::read(d)
            .ok()
            .and_then(|c| c.elf.sections.iter().find(|s| s.name == ".text").map(|s| s.addr))
    };
    if text_addr(data) == text_addr(&linked) {
        return Err("the layout did not change".into());
    }
    let again = disassemble(&linked, &opts).map_err(|e| format!("relinked: {e}"))?;
    let (a, b) = (code_parts(&src), code_parts(&again));
    if a.is_empty() || a != b {
        let (x, y) = (a.concat(), b.concat());
        return Err(format!(
            "code differs after relayout:\n{}",
            amdgpu_testkit::golden::first_difference(&x, &y)
        ));
    }
    Ok(())
}

/// Our listing against llvm-objdump-19's; counts equal instruction lines into `lines`.
fn same_listing(data: &[u8], path: &Path, lines: &mut (usize, usize)) -> Result<(), String> {
    let dir = path.parent().unwrap();
    let file = path.file_name().unwrap().to_string_lossy().into_owned();
    let theirs = run(Command::new("llvm-objdump-19").current_dir(dir).args(["-d", "-r"]).arg(&file))?;
    let theirs = String::from_utf8_lossy(&theirs).into_owned();
    let opts = DisasmOptions { file_name: Some(file), ..DisasmOptions::default() };
    let ours = listing(data, &opts).map_err(|e| e.to_string())?;
    let (a, b) = (listing_lines(&ours), listing_lines(&theirs));
    lines.0 += b.len();
    lines.1 += b.iter().filter(|l| a.contains(l)).count();
    if ours != theirs {
        return Err(format!(
            "listing differs:\n{}",
            amdgpu_testkit::golden::first_difference(&theirs, &ours)
        ));
    }
    Ok(())
}

fn catch<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => Err(format!(
            "panic: {}",
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        )),
    }
}

fn check(job: &Job, dir: &Path, t: &Mutex<Tally>) {
    let o = dir.join(format!("{}.o", job.stem));
    let h = dir.join(format!("{}.hsaco", job.stem));
    let compiled = run(Command::new("clang-19")
        .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-c"])
        .args(job.opts)
        .args(&job.flags)
        .arg(format!("-mcpu={}", job.cpu))
        .arg(format!("-mcode-object-version={}", job.version))
        .arg(&job.src)
        .arg("-o")
        .arg(&o));
    let record = |bullet: &'static str, r: Result<(), String>| {
        let mut t = t.lock().unwrap();
        *t.tried.entry(bullet).or_default() += 1;
        match r {
            Ok(()) => *t.passed.entry(bullet).or_default() += 1,
            Err(e) => t.failures.push(format!("{} [{bullet}]: {e}", job.stem)),
        }
    };
    if let Err(e) = compiled {
        t.lock().unwrap().failures.push(format!("{}: clang-19 failed: {e}", job.stem));
        return;
    }
    let data = std::fs::read(&o).unwrap();
    let src = catch(|| disassemble_full(&data, &DisasmOptions::default()).map_err(|e| e.to_string()));
    let src = match src {
        Ok(out) => {
            let mut t = t.lock().unwrap();
            t.fallback_words += out.stats.fallback_words;
            t.instructions += out.stats.instructions;
            out.text
        }
        Err(e) => {
            t.lock().unwrap().failures.push(format!("{}: disassembly failed: {e}", job.stem));
            return;
        }
    };
    record(BULLETS[0], catch(|| rel_with_amdgpu_asm(&data, &src)));
    record(BULLETS[1], catch(|| rel_with_llvm_mc(&data, &src, dir, &job.stem)));
    let mut lines = (0, 0);
    // LLVM 19 cannot disassemble GFX6/GFX7 ("Disassembly not yet supported for subtarget"):
    // no listing to compare (tests/gfx67.rs compares those with clang-19's own -S output).
    let listable = llvm_disassembles(&job.cpu);
    if listable {
        record(BULLETS[3], catch(|| same_listing(&data, &o, &mut lines)));
    }
    match run(Command::new("ld.lld-19").arg("-shared").arg(&o).arg("-o").arg(&h)) {
        Ok(_) => {
            let linked = std::fs::read(&h).unwrap();
            record(BULLETS[2], catch(|| linked_round_trip(&linked)));
            if listable {
                record(BULLETS[4], catch(|| same_listing(&linked, &h, &mut lines)));
            }
            record(BULLETS[5], catch(|| linked_relayout(&linked)));
        }
        Err(e) => t.lock().unwrap().failures.push(format!("{}: ld.lld-19 failed: {e}", job.stem)),
    }
    let mut t = t.lock().unwrap();
    t.listing_lines.0 += lines.0;
    t.listing_lines.1 += lines.1;
}

#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-mc-19, ld.lld-19, llvm-objdump-19); run with --ignored"]
fn fresh_kernels_meet_the_acceptance() {
    for tool in ["clang-19", "llvm-mc-19", "ld.lld-19", "llvm-objdump-19"] {
        amdgpu_testkit::oracle::require_tool(tool);
    }
    let dir = match std::env::var_os("AMDGPU_DIFF_KEEP") {
        Some(d) => PathBuf::from(d),
        None => std::env::temp_dir().join(format!("amdgpu-disasm-diff-{}", std::process::id())),
    };
    std::fs::create_dir_all(&dir).unwrap();
    let jobs = jobs();
    let tally = Mutex::new(Tally::default());
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    check(job, &dir, &tally);
                }
            });
        }
    });
    let t = tally.into_inner().unwrap();
    let mut report = format!(
        "{} objects (sources x processors x versions x options), clang-19 {}\n",
        jobs.len(),
        amdgpu_testkit::oracle::tool_version_line("clang-19").unwrap_or_default()
    );
    for b in BULLETS {
        report.push_str(&format!(
            "  {b}: {} of {} passed\n",
            t.passed.get(b).copied().unwrap_or(0),
            t.tried.get(b).copied().unwrap_or(0)
        ));
    }
    report.push_str(&format!(
        "  instruction lines equal to llvm-objdump-19: {} of {}\n  instructions: {}, undecoded words: {}\n",
        t.listing_lines.1, t.listing_lines.0, t.instructions, t.fallback_words
    ));
    eprintln!("{report}");
    if std::env::var_os("AMDGPU_DIFF_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(t.failures.is_empty(), "{} failures:\n{}", t.failures.len(), t.failures.join("\n\n"));
    assert!(jobs.len() >= 7, "too few objects");
}

/// Kernel descriptors of every amdgcn processor amdgpu-target knows (GFX6..GFX12 and the
/// generic targets; code object V5, V6 for generic targets): every descriptor of fresh
/// clang-19 objects prints as an `.amdhsa_kernel` block, except on GFX10+ when clang-19 set
/// the reserved SGPR granule (llvm-mc-19 always writes 0 there, so no block can rebuild it:
/// printed as data, its block a comment), and llvm-mc-19 and `amdgpu_asm` rebuild each object
/// exactly; the ld.lld-19 link goes through `amdgpu_asm` + `amdgpu_link` to the same source.
#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-mc-19, ld.lld-19); run with --ignored"]
fn descriptors_of_every_processor_rebuild() {
    for tool in ["clang-19", "llvm-mc-19", "ld.lld-19"] {
        amdgpu_testkit::oracle::require_tool(tool);
    }
    let dir = std::env::temp_dir().join(format!("amdgpu-disasm-kd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/differential");
    let mut failures = Vec::new();
    let (mut blocks, mut as_data, mut objects) = (0usize, 0usize, 0usize);
    let mut per_cpu = String::new();
    for p in amdgpu_target::processor::processors_of(amdgpu_target::processor::Arch::Amdgcn) {
        let v = if p.name.ends_with("-generic") { 6 } else { 5 };
        let (mut b, mut d) = (0, 0);
        for src in ["args", "recurse", "lds"] {
            let stem = format!("{src}-{}-v{v}", p.name);
            let o = dir.join(format!("{stem}.o"));
            let compiled = run(Command::new("clang-19")
                .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-O2", "-c"])
                .arg(format!("-mcpu={}", p.name))
                .arg(format!("-mcode-object-version={v}"))
                .arg(src_dir.join(format!("{src}.cl")))
                .arg("-o")
                .arg(&o));
            if let Err(e) = compiled {
                failures.push(format!("{stem}: clang-19: {e}"));
                continue;
            }
            objects += 1;
            let data = std::fs::read(&o).unwrap();
            let out = match disassemble_full(&data, &DisasmOptions::default()) {
                Ok(out) => out,
                Err(e) => {
                    failures.push(format!("{stem}: {e}"));
                    continue;
                }
            };
            let kds =
                amdgpu_elf::read(&data).unwrap().kernels.iter().filter(|k| k.descriptor.is_some()).count();
            let reserved = out.warnings.iter().filter(|w| w.contains("is reserved on GFX10+")).count();
            let major = p.version.map_or(0, |v| v.major);
            if out.stats.kernel_blocks + reserved != kds || (reserved > 0 && major < 10) {
                failures.push(format!(
                    "{stem}: {kds} descriptors, {} blocks, {reserved} GFX10+ data; warnings {:?}",
                    out.stats.kernel_blocks, out.warnings
                ));
            }
            b += out.stats.kernel_blocks;
            d += reserved;
            if let Err(e) = rel_with_llvm_mc(&data, &out.text, &dir, &stem) {
                failures.push(format!("{stem} [llvm-mc-19]: {e}"));
            }
            // Code without ISA tables (GFX6/7, gfx94x, GFX10+) is `.long`: it must still
            // rebuild through our own assembler, and relink through our own linker.
            if let Err(e) = catch(|| rel_with_amdgpu_asm(&data, &out.text)) {
                failures.push(format!("{stem} [amdgpu-asm]: {e}"));
            }
            let h = dir.join(format!("{stem}.hsaco"));
            match run(Command::new("ld.lld-19").arg("-shared").arg(&o).arg("-o").arg(&h)) {
                Ok(_) => {
                    if let Err(e) = catch(|| linked_round_trip(&std::fs::read(&h).unwrap())) {
                        failures.push(format!("{stem} [linked]: {e}"));
                    }
                }
                Err(e) => failures.push(format!("{stem}: ld.lld-19: {e}")),
            }
        }
        blocks += b;
        as_data += d;
        per_cpu.push_str(&format!("{} {b}/{d}  ", p.name));
    }
    eprintln!(
        "{objects} objects: {blocks} descriptors as blocks, {as_data} GFX10+ descriptors as data\n\
         (processor blocks/data) {per_cpu}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(objects >= 100, "{objects}");
}
