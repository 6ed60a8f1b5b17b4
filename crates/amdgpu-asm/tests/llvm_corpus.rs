//! Live comparison with llvm-mc-19 over LLVM 19's own AMDGPU MC tests in the assembler's area
//! (hsa*, amdhsa*, elf-*, expressions*, reloc*, sym*, labels-*, mcexpr*, ...). For each file
//! the first plain `llvm-mc` RUN line gives triple/mcpu/mattr; llvm-mc-19 writes an object and
//! we compare sections, symbols and relocations. Files llvm-mc-19 rejects (error tests) are
//! counted apart, and so are files we reject only because they contain instructions
//! ("needs ISA") until the instruction back end is wired in.
//!
//! Run: `cargo test -p amdgpu-asm --test llvm_corpus -- --ignored --nocapture`

mod common;

use amdgpu_asm::{
    AsmOptions, DiagKind, FsLoader, InstructionBackend, IsaBackend, NoInstructions, SourceFile, assemble,
};
use amdgpu_testkit::oracle;

const AREA: [&str; 15] = [
    "hsa",
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

/// A `sed 's/A/B/g' %s |` substitution on a RUN line.
fn sed_of(line: &str) -> Option<(String, String)> {
    let rest = &line[line.find("sed 's/")? + 7..];
    let (from, rest) = rest.split_once('/')?;
    let (to, _) = rest.split_once('/')?;
    Some((from.to_string(), to.to_string()))
}

/// Options (and a `sed` substitution) from the first usable RUN line, or None.
fn run_options(text: &str) -> Option<(AsmOptions, Option<(String, String)>)> {
    let line = text
        .lines()
        .filter_map(|l| l.trim_start_matches(['/', ';', '#', ' ']).strip_prefix("RUN:"))
        .find(|l| l.contains("llvm-mc") && !l.contains("-disassemble"))?;
    let sed = sed_of(line);
    let mut o = AsmOptions::default();
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut mcpu = None;
    for (i, w) in words.iter().enumerate() {
        let next = words.get(i + 1).copied().unwrap_or("");
        if let Some(v) = w.strip_prefix("-triple=").or(w.strip_prefix("--triple=")) {
            o.triple = v.into();
        } else if *w == "-triple" || *w == "--triple" {
            o.triple = next.into();
        } else if let Some(v) = w.strip_prefix("-arch=") {
            o.triple = format!("{v}--");
        } else if let Some(v) = w.strip_prefix("-mcpu=").or(w.strip_prefix("--mcpu=")) {
            mcpu = Some(v.to_string());
        } else if *w == "-mcpu" {
            mcpu = Some(next.to_string());
        } else if let Some(v) = w.strip_prefix("-mattr=").or(w.strip_prefix("--mattr=")) {
            o.mattr = v.into();
        } else if let Some(v) = w.strip_prefix("--amdhsa-code-object-version=") {
            o.code_object_version = v.parse().ok();
        }
    }
    if o.triple.split('-').filter(|p| !p.is_empty()).count() == 1 {
        o.triple = format!("{}--", o.triple.trim_end_matches('-'));
    }
    o.mcpu = mcpu?;
    Some((o, sed))
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
    let (mut pass, mut differ, mut needs_isa, mut ours_err, mut llvm_rejects, mut no_run) =
        (0, 0, 0, 0, 0, 0);
    for f in &files {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string();
        let text = std::fs::read_to_string(f).expect("read");
        let Some((opts, sed)) = run_options(&text) else {
            println!("{name}: SKIP (no plain llvm-mc RUN line)");
            no_run += 1;
            continue;
        };
        let (text, input) = match sed {
            Some((from, to)) => {
                let t = text.replace(&from, &to);
                let p = std::env::temp_dir().join(format!("amdgpu-asm-sed-{}-{name}", std::process::id()));
                std::fs::write(&p, &t).expect("write temp");
                (t, p)
            }
            None => (text, f.clone()),
        };
        let theirs = match common::llvm_mc(&input, &opts) {
            Ok(b) => b,
            Err(_) => {
                println!("{name}: LLVM-REJECTS (error test)");
                llvm_rejects += 1;
                continue;
            }
        };
        let src = SourceFile { name: name.clone(), text };
        let mut isa = IsaBackend::new(&opts.mcpu).ok();
        let mut none = NoInstructions;
        let backend: &mut dyn InstructionBackend = match isa.as_mut() {
            Some(b) => b,
            None => &mut none,
        };
        match assemble(&src, &mut FsLoader::default(), backend, &opts) {
            Ok(out) => {
                let (a, b) = (common::dump(&theirs), common::dump(&out.object));
                if a == b {
                    pass += 1;
                    let same = if out.object == theirs { " (byte-identical)" } else { "" };
                    println!("{name}: PASS{same}");
                } else {
                    differ += 1;
                    if let Some(dir) = std::env::var_os("AMDGPU_ASM_DUMP_DIR") {
                        let dir = std::path::PathBuf::from(dir);
                        let _ = std::fs::write(dir.join(format!("{name}.llvm")), &a);
                        let _ = std::fs::write(dir.join(format!("{name}.ours")), &b);
                    }
                    println!("{name}: DIFFER\n{}", common::line_diff(&a, &b));
                }
            }
            Err(d) => {
                let isa = d.items.iter().filter(|x| x.kind == DiagKind::Instruction).count();
                if isa > 0 {
                    needs_isa += 1;
                    let first =
                        d.items.iter().find(|x| x.kind == DiagKind::Instruction).map(|x| x.message.clone());
                    println!(
                        "{name}: NEEDS-ISA ({isa} instruction errors; first: {})",
                        first.unwrap_or_default()
                    );
                } else {
                    ours_err += 1;
                    let r = d.render();
                    println!("{name}: OURS-ERROR\n{}", r.lines().take(6).collect::<Vec<_>>().join("\n"));
                }
            }
        }
    }
    println!(
        "\n{} files: {pass} pass, {differ} differ, {needs_isa} need ISA, {ours_err} rejected by us, \
         {llvm_rejects} rejected by llvm-mc-19, {no_run} without a plain RUN line",
        files.len()
    );
    assert!(!files.is_empty(), "no corpus files found");
}
