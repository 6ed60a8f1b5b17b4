//! Generated debug information (`.file`/`.loc` line tables, `.cfi_*` frames, `.uleb128`):
//! every `tests/dwarf/*.s` must assemble to exactly the object llvm-mc-19 wrote for it, byte
//! for byte over the whole file. The references are committed as `*.s.golden`: a header line
//! naming the tool, then the object in hex.
//!
//! The `clang-*.s` fixtures are clang-19 `-g` output for the kernels in `tests/dwarf/kernels/`;
//! the others are hand-written probes of one rule each. Regenerate (needs LLVM 19):
//!
//! ```text
//! BLESS=1 cargo test -p amdgpu-asm --test dwarf -- --ignored
//! ```
//!
//! (`clang_fixtures_are_current` rewrites the `clang-*.s` files, `llvm_goldens_are_current`
//! the goldens; run it twice when both change.) `live_clang_matrix` compiles the kernels
//! afresh for gfx803/gfx900/gfx906/gfx908/gfx90a, -O0..-O3, code object 4 and 5, and compares
//! every object with llvm-mc-19's and runs `llvm-dwarfdump-19 --verify` on ours.

mod common;

use amdgpu_asm::{AsmOptions, FsLoader, IsaBackend, SourceFile, assemble, assemble_str};
use amdgpu_testkit::{corpus, golden, oracle};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dwarf")
}

fn ours_text(name: &str, text: &str, opts: &AsmOptions) -> Result<Vec<u8>, String> {
    let src = SourceFile { name: name.into(), text: text.into() };
    let mut isa = IsaBackend::new(&opts.mcpu).map_err(|e| format!("{e:?}"))?;
    assemble(&src, &mut FsLoader::default(), &mut isa, opts).map(|o| o.object).map_err(|d| d.render())
}

fn ours(path: &Path) -> Result<Vec<u8>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let opts = common::options_of(&text);
    ours_text(&path.display().to_string(), &text, &opts)
}

fn hex(bytes: &[u8]) -> String {
    let mut out = String::new();
    for (i, chunk) in bytes.chunks(32).enumerate() {
        let _ = write!(out, "{:06x}:", i * 32);
        for b in chunk {
            let _ = write!(out, "{b:02x}");
        }
        out.push('\n');
    }
    out
}

fn unhex(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some((_, data)) = line.split_once(':') else { continue };
        for i in (0..data.len()).step_by(2) {
            out.push(u8::from_str_radix(&data[i..i + 2], 16).expect("hex golden"));
        }
    }
    out
}

/// The object fixtures (the folder's own `*.s`, not `errors/`).
fn fixtures() -> Vec<PathBuf> {
    let d = dir();
    corpus::files(&d, ".s").into_iter().filter(|f| f.parent() == Some(d.as_path())).collect()
}

fn golden_path(f: &Path) -> PathBuf {
    f.with_extension("s.golden")
}

/// Where two objects first differ, with a structured diff of sections/symbols/relocations.
fn describe_difference(want: &[u8], got: &[u8]) -> String {
    let at = want.iter().zip(got).position(|(x, y)| x != y).unwrap_or(want.len().min(got.len()));
    format!(
        "first difference at byte {at:#x} (want {} bytes, got {}):\n{}",
        want.len(),
        got.len(),
        common::line_diff(&common::dump(want), &common::dump(got))
    )
}

#[test]
fn objects_match_llvm_goldens() {
    let files = fixtures();
    assert!(files.len() >= 20, "dwarf fixtures went missing ({} found)", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let golden = std::fs::read_to_string(golden_path(f))
            .unwrap_or_else(|e| panic!("{}: {e}; regenerate (see module docs)", golden_path(f).display()));
        let (header, body) = golden.split_once('\n').unwrap_or(("", ""));
        assert!(header.starts_with("# llvm-mc-19"), "{}: golden header", f.display());
        let want = unhex(body);
        match ours(f) {
            Ok(got) if got == want => {}
            Ok(got) => failures.push(format!("{}: {}", f.display(), describe_difference(&want, &got))),
            Err(e) => failures.push(format!("{}: assembly failed:\n{e}", f.display())),
        }
    }
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), files.len(), failures.join("\n"));
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19, llvm-dwarfdump-19); run with --ignored"]
fn llvm_goldens_are_current() {
    oracle::require_tool("llvm-mc-19");
    oracle::require_tool("llvm-dwarfdump-19");
    let version = common::llvm_version("llvm-mc-19");
    for f in fixtures() {
        let text = std::fs::read_to_string(&f).unwrap();
        let opts = common::options_of(&text);
        let bytes =
            common::llvm_mc(&f, &opts).unwrap_or_else(|e| panic!("llvm-mc-19 rejected {}: {e}", f.display()));
        let header =
            format!("# llvm-mc-19 ({version}) {} -filetype=obj\n", common::llvm_args(&opts).join(" "));
        golden::assert_eq_file(&golden_path(&f), &(header + &hex(&bytes)));
        let got = ours(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert!(got == bytes, "{}: {}", f.display(), describe_difference(&bytes, &got));
        // Probes with hand-written debug sections need not be valid DWARF: check ours
        // whenever llvm-mc-19's object passes.
        if verified(&bytes).is_ok() {
            verify(&got, &f.display().to_string());
        }
    }
}

/// `llvm-dwarfdump-19 --verify` must accept the object.
fn verify(obj: &[u8], what: &str) {
    if let Err(e) = verified(obj) {
        panic!("{what}: llvm-dwarfdump-19 --verify failed:\n{e}");
    }
}

fn verified(obj: &[u8]) -> Result<(), String> {
    // Tests run in parallel in one process: a counter keeps the files apart.
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("amdgpu-asm-dwarf-{}-{n}.o", std::process::id()));
    std::fs::write(&path, obj).unwrap();
    let out =
        Command::new("llvm-dwarfdump-19").arg("--verify").arg(&path).output().expect("llvm-dwarfdump-19");
    let _ = std::fs::remove_file(&path);
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.success() && stdout.contains("No errors.") {
        Ok(())
    } else {
        Err(format!("{stdout}{}", String::from_utf8_lossy(&out.stderr)))
    }
}

/// The clang-19 invocations behind the committed `clang-*.s` fixtures: (kernel, -O level,
/// processor, code object version, extra flags).
const CLANG_FIXTURES: [(&str, u32, &str, u32, &str); 8] = [
    ("k1", 2, "gfx900", 5, ""),
    ("k1", 0, "gfx90a", 4, "-ffunction-sections"),
    ("k2", 0, "gfx90a", 4, ""),
    ("k2", 2, "gfx906", 5, "-gdwarf-4"),
    ("k3", 1, "gfx803", 4, ""),
    ("k3", 3, "gfx908", 5, "-gline-tables-only"),
    ("k4", 0, "gfx803", 5, ""),
    ("k4", 3, "gfx908", 5, ""),
];

fn clang_args(kernel: &str, opt: u32, cpu: &str, cov: u32, extra: &str) -> Vec<String> {
    let mut v: Vec<String> = [
        "-x",
        "cl",
        "-cl-std=CL2.0",
        "-target",
        "amdgcn-amd-amdhsa",
        &format!("-mcpu={cpu}"),
        "-nogpulib",
        &format!("-O{opt}"),
        "-g",
        &format!("-mcode-object-version={cov}"),
        "-fdebug-compilation-dir=.",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.extend(extra.split_whitespace().map(str::to_string));
    v.extend(["-S".to_string(), format!("{kernel}.cl"), "-o".to_string(), "-".to_string()]);
    v
}

/// Runs clang-19 in the kernels folder (relative paths keep the output independent of where
/// the checkout lives).
fn clang(args: &[String]) -> String {
    let out =
        Command::new("clang-19").args(args).current_dir(dir().join("kernels")).output().expect("clang-19");
    assert!(out.status.success(), "clang-19 {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 assembly")
}

#[test]
#[ignore = "needs clang-19; run with --ignored (BLESS=1 rewrites the fixtures)"]
fn clang_fixtures_are_current() {
    oracle::require_tool("clang-19");
    let version = oracle::tool_version_line("clang-19").unwrap_or_else(|| "clang-19".into());
    for (k, o, cpu, cov, extra) in CLANG_FIXTURES {
        let args = clang_args(k, o, cpu, cov, extra);
        let text = clang(&args);
        let tag = if extra.is_empty() { String::new() } else { extra.replace(' ', "").replace("-", "_") };
        let name = format!("clang-{k}-O{o}-{cpu}-v{cov}{tag}.s");
        let header = format!("; {version}: clang-19 {}\n; options: -mcpu={cpu}\n", args.join(" "));
        golden::assert_eq_file(&dir().join(name), &(header + &text));
    }
}

#[test]
#[ignore = "needs clang-19, llvm-mc-19 and llvm-dwarfdump-19; run with --ignored"]
fn live_clang_matrix() {
    for t in ["clang-19", "llvm-mc-19", "llvm-dwarfdump-19"] {
        oracle::require_tool(t);
    }
    let tmp = std::env::temp_dir().join(format!("amdgpu-asm-dwarf-live-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let (mut tried, mut identical, mut failures) = (0, 0, Vec::new());
    for k in ["k1", "k2", "k3", "k4"] {
        for o in 0..4 {
            for cpu in ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"] {
                for cov in [4, 5] {
                    let text = clang(&clang_args(k, o, cpu, cov, ""));
                    let path = tmp.join(format!("{k}-O{o}-{cpu}-v{cov}.s"));
                    std::fs::write(&path, &text).unwrap();
                    let opts = AsmOptions { mcpu: cpu.into(), ..AsmOptions::default() };
                    tried += 1;
                    let want = match common::llvm_mc(&path, &opts) {
                        Ok(b) => b,
                        Err(e) => {
                            failures.push(format!("{}: llvm-mc-19: {e}", path.display()));
                            continue;
                        }
                    };
                    match ours_text(&path.display().to_string(), &text, &opts) {
                        Ok(got) if got == want => {
                            verify(&got, &path.display().to_string());
                            identical += 1;
                        }
                        Ok(got) => {
                            failures.push(format!("{}: {}", path.display(), describe_difference(&want, &got)))
                        }
                        Err(e) => failures.push(format!("{}: {e}", path.display())),
                    }
                }
            }
        }
    }
    // Other debug flags clang users pass, at -O1 on two processors (`-gsplit-dwarf` also
    // matches but leaves `.dwo` files in the kernels folder, so it is not run here).
    for extra in [
        "-gdwarf-4",
        "-gline-tables-only",
        "-ffunction-sections",
        "-gembed-source",
        "-gno-column-info",
        "-fno-dwarf-directory-asm",
        "-gdwarf-4 -fno-dwarf-directory-asm",
        "-g3",
        "-gdwarf64",
    ] {
        for k in ["k1", "k2", "k4"] {
            for cpu in ["gfx900", "gfx90a"] {
                let text = clang(&clang_args(k, 1, cpu, 5, extra));
                let tag = extra.replace([' ', '-'], "");
                let path = tmp.join(format!("{k}-{tag}-{cpu}.s"));
                std::fs::write(&path, &text).unwrap();
                let opts = AsmOptions { mcpu: cpu.into(), ..AsmOptions::default() };
                tried += 1;
                let want = match common::llvm_mc(&path, &opts) {
                    Ok(b) => b,
                    Err(e) => {
                        failures.push(format!("{}: llvm-mc-19: {e}", path.display()));
                        continue;
                    }
                };
                match ours_text(&path.display().to_string(), &text, &opts) {
                    Ok(got) if got == want => {
                        if verified(&want).is_ok() {
                            verify(&got, &path.display().to_string());
                        }
                        identical += 1;
                    }
                    Ok(got) => {
                        failures.push(format!("{}: {}", path.display(), describe_difference(&want, &got)))
                    }
                    Err(e) => failures.push(format!("{}: {e}", path.display())),
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    println!("{identical} of {tried} clang-19 -g objects byte-identical to llvm-mc-19's");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each `tests/dwarf/errors/*.s` must fail with exactly the diagnostics in `*.s.err`
/// (`BLESS=1` rewrites them).
#[test]
fn located_errors() {
    let files = corpus::files(&dir().join("errors"), ".s");
    assert!(files.len() >= 5, "error fixtures went missing");
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let opts = AsmOptions::default();
        let rendered = match assemble(
            &SourceFile { name: name.clone(), text },
            &mut FsLoader::default(),
            &mut IsaBackend::new("gfx900").unwrap(),
            &opts,
        ) {
            Ok(_) => panic!("{name}: assembled without errors"),
            Err(d) => d.render(),
        };
        golden::assert_eq_file(&f.with_extension("s.err"), &rendered);
    }
}

#[test]
fn a_million_loc_rows_stay_bounded() {
    let mut src = String::from(".file 0 \"/d\" \"a.cl\"\n");
    for i in 0..1_000_000u32 {
        let _ = writeln!(src, ".loc 0 {} {}", i % 5000 + 1, i % 7);
    }
    src.push_str("s_nop 0\n");
    let start = std::time::Instant::now();
    let out = assemble_str(&src, &AsmOptions::default()).expect("assembles");
    let obj = object::read::elf::ElfFile64::<object::Endianness>::parse(&*out.object).unwrap();
    use object::{Object, ObjectSection};
    let line = obj.section_by_name(".debug_line").unwrap();
    // Every `.loc` is a row (each one met by the next): at least one opcode per row.
    assert!(line.size() > 1_000_000, "line program of {} bytes", line.size());
    eprintln!("1e6 .loc rows: {:?}", start.elapsed());
}

#[test]
fn rows_count_against_the_output_limit() {
    let mut src = String::from(".file 0 \"/d\" \"a.cl\"\n");
    for i in 0..1000u32 {
        let _ = writeln!(src, ".loc 0 {} 0", i + 1);
    }
    let opts = AsmOptions {
        limits: amdgpu_asm::Limits { max_output_bytes: 1000, ..amdgpu_asm::Limits::default() },
        ..AsmOptions::default()
    };
    let err = assemble_str(&src, &opts).unwrap_err().render();
    assert!(err.contains("error: output exceeds the limit of 1000 bytes\n.loc 0 "), "{err}");
}

#[test]
fn hostile_file_numbers_end_quickly() {
    // A huge gap: a bounded number of located errors, no table of four billion entries.
    let err = assemble_str(".file 4000000000 \"x\"\n.loc 4000000000 1 0\ns_nop 0\n", &AsmOptions::default())
        .unwrap_err();
    assert!(err.items.len() <= 10, "{} errors", err.items.len());
    let text = err.render();
    assert!(text.contains("unassigned file number: 1 for .file directives"), "{text}");
    assert!(text.contains("more unassigned file numbers"), "{text}");
    // File numbers beyond 32 bits and malformed MD5 values are located errors.
    for src in [
        ".file 4294967296 \"x\"\n",
        ".file 0 \"d\" \"x\" md5 0x187d1dedd197dfb0134f5983dc73a9c39\n",
        ".file 0 \"d\" \"x\" md5 zz\n",
        ".file 0 \"d\" \"x\" md5\n",
    ] {
        let e = assemble_str(src, &AsmOptions::default()).unwrap_err();
        assert!(e.items.iter().all(|d| d.span.is_some()), "{src}: {}", e.render());
    }
}

#[test]
fn uleb128_of_label_differences() {
    let src = "a:\n s_nop 0\n s_nop 0\nb:\n .data\n .uleb128 b-a, 127, 128, 0x3fff\n .sleb128 -1, 64, a-b\n";
    let out = assemble_str(src, &AsmOptions::default()).unwrap();
    let obj = object::read::elf::ElfFile64::<object::Endianness>::parse(&*out.object).unwrap();
    use object::{Object, ObjectSection};
    let data = obj.section_by_name(".data").unwrap();
    assert_eq!(data.data().unwrap(), [8, 0x7f, 0x80, 1, 0xff, 0x7f, 0x7f, 0xc0, 0, 0x78]);
}

/// Mutated debug directives (numbers at the edges, stray quotes, section changes, frames
/// left open, non-ASCII) end with a result or located errors, never a panic.
#[test]
fn mutated_debug_directives_never_panic() {
    use amdgpu_testkit::{mutate, rng::Rng};
    let pieces: [&[u8]; 27] = [
        b"\n\t.loc 0 ",
        b"\n\t.loc 1 1 ",
        b"\n\t.file 3 ",
        b"\n\t.file 0 \"/d\" \"x\" md5 0x",
        b" md5 ",
        b" source \"",
        b" is_stmt ",
        b" discriminator ",
        b" isa ",
        b" prologue_end",
        b"\n\t.cfi_startproc\n",
        b"\n\t.cfi_endproc\n",
        b"\n\t.cfi_sections .eh_frame\n",
        b"\n\t.uleb128 ",
        b"\n\t.sleb128 -",
        b"4294967295",
        b"18446744073709551615",
        b"\"",
        b"\n\t.pushsection .x\n",
        b"\n\t.popsection\n",
        b"\n\ts_nop 0\n",
        "\u{e9}".as_bytes(),
        b"\n\t.cfi_offset s70, -",
        b"\n\t.cfi_escape 1, ",
        b"\n\t.cfi_adjust_cfa_offset ",
        b"\n\t.cfi_llvm_def_aspace_cfa v3, 8, ",
        b"\n\t.fill 70000, 4, 0\n",
    ];
    let seeds: Vec<Vec<u8>> =
        ["loc-flags.s", "loc-mixed.s", "file-source.s", "cfi-debug-frame.s", "v4-files.s", "cfi-more.s"]
            .iter()
            .map(|n| std::fs::read(dir().join(n)).unwrap())
            .collect();
    let mut rng = Rng::new(0x0016);
    // `DWARF_MUTATIONS=N` runs more cases locally.
    let n = std::env::var("DWARF_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(400);
    for i in 0..n {
        let mut data = rng.pick(&seeds).clone();
        for _ in 0..1 + rng.below(4) {
            match rng.below(4) {
                0 => mutate::insert_piece(&mut data, &mut rng, &pieces),
                1 => {
                    mutate::delete_span(&mut data, &mut rng, 12);
                }
                2 => mutate::duplicate_span(&mut data, &mut rng, 40),
                _ => {
                    mutate::set_byte_from(&mut data, &mut rng, b"0123456789 \"-x.\n");
                }
            }
        }
        let result =
            std::panic::catch_unwind(|| amdgpu_asm::parse(&data).map(|_| ()).map_err(|d| d.render()));
        assert!(result.is_ok(), "case {i} panicked:\n{}", String::from_utf8_lossy(&data));
    }
}

/// `.file 0 "name"` without a directory: directory 0 is the working directory, as llvm-mc-19
/// records its compilation directory (clang writes this with `-fno-dwarf-directory-asm`).
#[test]
fn root_without_directory_uses_the_working_directory() {
    let out = assemble_str(".file 0 \"a.c\"\n.file 1 \"\" \"b.c\"\n", &AsmOptions::default()).unwrap();
    let obj = object::read::elf::ElfFile64::<object::Endianness>::parse(&*out.object).unwrap();
    use object::{Object, ObjectSection};
    let strs = obj.section_by_name(".debug_line_str").unwrap();
    let cwd = std::env::current_dir().unwrap().display().to_string();
    let want = format!("{cwd}\0a.c\0b.c\0");
    assert_eq!(strs.data().unwrap(), want.as_bytes());
}
