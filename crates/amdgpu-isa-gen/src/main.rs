//! `amdgpu-isa-gen`: the instruction fact generator of amdgpu-isa.
//!
//! * `amdgpu-isa-gen probe` sweeps every opcode of every supported encoding with `llvm-mc-19
//!   -disassemble` on every processor and writes the observations, grouped by processor family, to
//!   `crates/amdgpu-isa/facts/<family>.tsv` (the tool version in the header).
//! * `amdgpu-isa-gen asm-probe` writes the GFX6/GFX7 fact files (`gfx6*.tsv`, `gfx7*.tsv`)
//!   from llvm-mc-19's assembler, as no LLVM disassembles those generations (see
//!   `asm_sweep` and docs/0017-gfx6-gfx7.md).
//! * `amdgpu-isa-gen probe-late`, `mem-probe-late`, `golden-late` and `mem-golden-late` do the
//!   same for the families with a later field layout (`facts::LATE_FAMILIES`: GFX10), with
//!   that family's probe words (docs/0019-gfx10.md); `probe-wave64` and `golden-wave64` probe
//!   them again in wave64 (docs/0026-wave64.md).
//! * `amdgpu-isa-gen tables` turns the committed facts into `crates/amdgpu-isa/src/generated/*.rs`.
//!   `cargo test -p amdgpu-isa-gen` regenerates them in memory and fails when they differ from
//!   the committed files.

use anyhow::{Context, Result, bail};
use std::path::PathBuf;

use amdgpu_isa_gen::{facts, tables};

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = workspace_root();
    match args.first().map(String::as_str) {
        Some("symbols") => {
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            for fam in &facts::FAMILIES {
                let text = amdgpu_isa_gen::symbols::probe_family(tool, &version, fam)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}-symbols.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("vote") => {
            let tool = args.get(1).map_or("llvm-mc", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let facts_dir = root.join("crates/amdgpu-isa/facts");
            for fam in &facts::FAMILIES {
                let text = amdgpu_isa_gen::vote::vote_family(tool, &version, fam, &facts_dir)?;
                let path = facts_dir.join(format!("{}-llvm14-vote.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("probe") => {
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            for fam in &facts::FAMILIES {
                eprintln!("probing {} ({})", fam.name, fam.processors.join(","));
                let text = facts::probe_family(tool, &version, fam)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                let text = amdgpu_isa_gen::symbols::probe_family(tool, &version, fam)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}-symbols.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            let docs = std::env::var_os("HOME")
                .map(|h| PathBuf::from(h).join(".cache/amdgpu-oracle/llvm-19/docs/AMDGPU"))
                .context("HOME not set")?;
            for (fam, files) in facts::RST_DOCS {
                let text = facts::rst_family(&docs, fam, files)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{fam}-syntax.tsv"));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("probe-late") => {
            // GFX10 (later GFX11/12): the disassembler sweep with the family's own field layout.
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let only = args.get(2).map(String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let facts_dir = root.join("crates/amdgpu-isa/facts");
            let docs = std::env::var_os("HOME")
                .map(|h| PathBuf::from(h).join(".cache/amdgpu-oracle/llvm-19/docs/AMDGPU"))
                .context("HOME not set")?;
            for (fam, layout) in facts::LATE_FAMILIES.iter().filter(|(f, _)| only.is_none_or(|o| o == f.name))
            {
                eprintln!("probing {} ({})", fam.name, fam.processors.join(","));
                let path = facts_dir.join(format!("{}.tsv", fam.name));
                if std::env::var_os("KEEP_ALU_FACTS").is_none() {
                    let text = facts::probe_family_layout(tool, &version, fam, layout)?;
                    std::fs::write(&path, text)?;
                }
                let (_, rows) = facts::read(&path)?;
                let getreg = rows
                    .iter()
                    .find(|r| {
                        r.enc == "SOPK" && r.a.as_deref().is_some_and(|a| a.starts_with("s_getreg_b32 "))
                    })
                    .map(|r| r.opcode)
                    .context("no s_getreg_b32 in the SOPK facts")?;
                let text = amdgpu_isa_gen::symbols::probe_family_getreg(tool, &version, fam, getreg)?;
                std::fs::write(facts_dir.join(format!("{}-symbols.tsv", fam.name)), text)?;
                for (name, files) in facts::RST_DOCS.iter().filter(|(n, _)| *n == fam.name) {
                    let text = facts::rst_family(&docs, name, files)?;
                    std::fs::write(facts_dir.join(format!("{name}-syntax.tsv")), text)?;
                }
            }
            Ok(())
        }
        Some("probe-gfx940") => {
            // gfx940/gfx941/gfx942: the GFX8/9 disassembler sweep on the MI300 processors
            // (docs/0020-gfx940.md).
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let facts_dir = root.join("crates/amdgpu-isa/facts");
            let fam = &facts::GFX940_FAMILY;
            eprintln!("probing {} ({})", fam.name, fam.processors.join(","));
            if std::env::var_os("KEEP_ALU_FACTS").is_none() {
                std::fs::write(facts_dir.join("gfx940.tsv"), facts::probe_family(tool, &version, fam)?)?;
            }
            let text = amdgpu_isa_gen::symbols::probe_family(tool, &version, fam)?;
            std::fs::write(facts_dir.join("gfx940-symbols.tsv"), text)?;
            let docs = std::env::var_os("HOME")
                .map(|h| PathBuf::from(h).join(".cache/amdgpu-oracle/llvm-19/docs/AMDGPU"))
                .context("HOME not set")?;
            for (name, files) in facts::RST_DOCS.iter().filter(|(n, _)| *n == fam.name) {
                std::fs::write(
                    facts_dir.join(format!("{name}-syntax.tsv")),
                    facts::rst_family(&docs, name, files)?,
                )?;
            }
            Ok(())
        }
        Some("mem-probe-gfx940") => {
            // The GFX9 memory sweep on gfx940/gfx941/gfx942 (docs/0020-gfx940.md).
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let text = amdgpu_isa_gen::mem_probe::probe_family(tool, &version, &facts::GFX940_FAMILY)?;
            std::fs::write(root.join("crates/amdgpu-isa/facts/gfx940-mem.tsv"), text)?;
            Ok(())
        }
        Some("golden-gfx940") => {
            // `golden-gfx940 COUNT CPU...`: random ALU words (decode-<cpu>.tsv) and memory words
            // (mem-<cpu>.tsv) for processors of facts::GFX940_FAMILY (all three when none is named).
            let count: usize = args.get(1).map_or(Ok(2000), |s| s.parse())?;
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let dir = root.join("crates/amdgpu-isa/tests/golden");
            let fam = &facts::GFX940_FAMILY;
            for cpu in fam.processors.iter().filter(|c| args.len() <= 2 || args[2..].iter().any(|a| a == *c))
            {
                let text = amdgpu_isa_gen::golden::golden(tool, &version, cpu, count)?;
                std::fs::write(dir.join(format!("decode-{cpu}.tsv")), text)?;
                let text = amdgpu_isa_gen::mem_probe::golden(tool, &version, cpu, count)?;
                std::fs::write(dir.join(format!("mem-{cpu}.tsv")), text)?;
            }
            Ok(())
        }
        Some("asm-probe") => {
            // GFX6/GFX7: the sweep with llvm-mc's assembler as the oracle (see asm_sweep).
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let facts_dir = root.join("crates/amdgpu-isa/facts");
            let docs = std::env::var_os("HOME")
                .map(|h| PathBuf::from(h).join(".cache/amdgpu-oracle/llvm-19/docs/AMDGPU"))
                .context("HOME not set")?;
            let cands = amdgpu_isa_gen::asm_sweep::candidates(&facts_dir, &docs)?;
            let mem_cands = amdgpu_isa_gen::asm_sweep::smrd_candidates(&facts_dir, &docs)?;
            let mimg_cands = amdgpu_isa_gen::asm_sweep::mimg_candidates(&facts_dir, &docs)?;
            for fam in &facts::ASM_FAMILIES {
                eprintln!("assembler sweep of {} ({})", fam.name, fam.processors.join(","));
                let text = amdgpu_isa_gen::asm_sweep::probe_family(tool, &version, fam, &cands)?;
                std::fs::write(facts_dir.join(format!("{}.tsv", fam.name)), text)?;
                let text = amdgpu_isa_gen::asm_sweep::probe_mem_family(tool, &version, fam, &mem_cands)?;
                std::fs::write(facts_dir.join(format!("{}-mem.tsv", fam.name)), text)?;
                let text = amdgpu_isa_gen::asm_sweep::probe_mimg_family(tool, &version, fam, &mimg_cands)?;
                std::fs::write(facts_dir.join(format!("{}-mem-mimg.tsv", fam.name)), text)?;
                let text = facts::rst_family(&docs, fam.name, &["AMDGPUAsmGFX7.rst"])?;
                std::fs::write(facts_dir.join(format!("{}-syntax.tsv", fam.name)), text)?;
            }
            Ok(())
        }
        Some("dpp-probe") => {
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let text = amdgpu_isa_gen::dpp_probe::probe(tool, &version)?;
            let path = root.join("crates/amdgpu-isa/facts/gfx9-dpp-gfx90a.tsv");
            std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            Ok(())
        }
        Some("mem-probe") => {
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            for fam in &facts::FAMILIES {
                eprintln!("probing memory encodings of {}", fam.name);
                let text = amdgpu_isa_gen::mem_probe::probe_family(tool, &version, fam)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}-mem.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("probe-wave64") => {
            // The ALU sweep of the later families again in wave64 (`-mattr=+wavefrontsize64`):
            // `facts/<family>-wave64.tsv`, whose rows that differ from the wave32 facts become
            // wave64 forms (docs/0026-wave64.md).
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            for (fam, layout) in &facts::LATE_FAMILIES {
                eprintln!("probing {} in wave64", fam.name);
                let text = facts::probe_family_features(tool, &version, fam, layout, "+wavefrontsize64")?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}-wave64.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("mem-probe-late") => {
            // GFX10 memory encodings (so far those of `mem_probe::ENCS_GFX10`).
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            for (fam, _) in &facts::LATE_FAMILIES {
                let text = amdgpu_isa_gen::mem_probe::probe_family_gfx10(tool, &version, fam)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}-mem.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                let text = amdgpu_isa_gen::mem_probe::ufmt_probe(tool, &version, fam)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}-ufmt.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("mem-golden-late") => {
            // `mem-golden-late COUNT CPU...`: GFX10 memory words (all of the family when no
            // processor is named).
            let count: usize = args.get(1).map_or(Ok(1500), |s| s.parse())?;
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let dir = root.join("crates/amdgpu-isa/tests/golden");
            for (fam, _) in &facts::LATE_FAMILIES {
                for cpu in
                    fam.processors.iter().filter(|c| args.len() <= 2 || args[2..].iter().any(|a| a == *c))
                {
                    let text = amdgpu_isa_gen::mem_probe::golden_gfx10(tool, &version, cpu, count)?;
                    let path = dir.join(format!("mem-{cpu}.tsv"));
                    std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                }
            }
            Ok(())
        }
        Some("mem-vote") => {
            let tool = args.get(1).map_or("llvm-mc", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let facts_dir = root.join("crates/amdgpu-isa/facts");
            for fam in &facts::FAMILIES {
                let text = amdgpu_isa_gen::mem_probe::vote_family(tool, &version, fam, &facts_dir)?;
                let path = facts_dir.join(format!("{}-mem-llvm14-vote.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("mimg-probe") => {
            let tool = args.get(1).map_or("llvm-mc-19", String::as_str);
            let version = amdgpu_isa_gen::probe::version(tool)?;
            for fam in &facts::FAMILIES {
                let text = amdgpu_isa_gen::mem_probe::mimg_probe_family(tool, &version, fam)?;
                let path = root.join("crates/amdgpu-isa/facts").join(format!("{}-mem-mimg.tsv", fam.name));
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("mimg-golden") => {
            let count: usize = args.get(1).map_or(Ok(1000), |s| s.parse())?;
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let dir = root.join("crates/amdgpu-isa/tests/golden");
            for fam in &facts::FAMILIES {
                for cpu in fam.processors {
                    let text = amdgpu_isa_gen::mem_probe::mimg_golden(tool, &version, cpu, count)?;
                    let path = dir.join(format!("mem-mimg-{cpu}.tsv"));
                    std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                }
            }
            Ok(())
        }
        Some("mem-golden") => {
            let count: usize = args.get(1).map_or(Ok(1500), |s| s.parse())?;
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let dir = root.join("crates/amdgpu-isa/tests/golden");
            for fam in &facts::FAMILIES {
                for cpu in fam.processors {
                    let text = amdgpu_isa_gen::mem_probe::golden(tool, &version, cpu, count)?;
                    let path = dir.join(format!("mem-{cpu}.tsv"));
                    std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                }
            }
            Ok(())
        }
        Some("mem-tables") => {
            let text = amdgpu_isa_gen::mem_tables::generate(&root.join("crates/amdgpu-isa/facts"))?;
            let path = root.join("crates/amdgpu-isa/src/generated/mem.rs");
            std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            Ok(())
        }
        Some("tables") => {
            for (name, text) in tables::generate(&root.join("crates/amdgpu-isa/facts"))? {
                let path = root.join("crates/amdgpu-isa/src/generated").join(name);
                std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
            }
            Ok(())
        }
        Some("golden-late") => {
            // Random ALU words for the processors of the later families (GFX10): `golden-late
            // COUNT CPU...` (all of the family's processors when none is named).
            let count: usize = args.get(1).map_or(Ok(2000), |s| s.parse())?;
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let dir = root.join("crates/amdgpu-isa/tests/golden");
            for (fam, layout) in &facts::LATE_FAMILIES {
                for cpu in
                    fam.processors.iter().filter(|c| args.len() <= 2 || args[2..].iter().any(|a| a == *c))
                {
                    let text = amdgpu_isa_gen::golden::golden_layout(tool, &version, cpu, count, layout)?;
                    let path = dir.join(format!("decode-{cpu}.tsv"));
                    std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                }
            }
            Ok(())
        }
        Some("golden-wave64") => {
            // Random ALU words in wave64 (`-mattr=+wavefrontsize64`): `golden-wave64 COUNT
            // CPU...` writes `tests/golden/decode-<cpu>-wave64.tsv` (gfx1010 and gfx1030 when no
            // processor is named).
            let count: usize = args.get(1).map_or(Ok(2000), |s| s.parse())?;
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let dir = root.join("crates/amdgpu-isa/tests/golden");
            let named: Vec<&str> = args.iter().skip(2).map(String::as_str).collect();
            let cpus = if named.is_empty() { vec!["gfx1010", "gfx1030"] } else { named };
            for (fam, layout) in &facts::LATE_FAMILIES {
                for cpu in cpus.iter().filter(|c| fam.processors.contains(c)) {
                    let mcpu = format!("{cpu}:+wavefrontsize64");
                    let text = amdgpu_isa_gen::golden::golden_layout(tool, &version, &mcpu, count, layout)?;
                    let path = dir.join(format!("decode-{cpu}-wave64.tsv"));
                    std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                }
            }
            Ok(())
        }
        Some("golden") => {
            let count: usize = args.get(1).map_or(Ok(2000), |s| s.parse())?;
            let tool = "llvm-mc-19";
            let version = amdgpu_isa_gen::probe::version(tool)?;
            let dir = root.join("crates/amdgpu-isa/tests/golden");
            std::fs::create_dir_all(&dir)?;
            for fam in &facts::FAMILIES {
                for cpu in fam.processors {
                    let text = amdgpu_isa_gen::golden::golden(tool, &version, cpu, count)?;
                    let path = dir.join(format!("decode-{cpu}.tsv"));
                    std::fs::write(&path, text).with_context(|| format!("write {}", path.display()))?;
                }
            }
            Ok(())
        }
        _ => bail!("usage: amdgpu-isa-gen probe [LLVM_MC] | tables | golden [COUNT]"),
    }
}

fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}
