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
