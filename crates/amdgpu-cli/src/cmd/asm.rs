//! `amdgpu asm`: assemble instructions.
//!
//! With `--show-encoding`, each instruction line is printed in llvm-mc's canonical syntax with
//! its encoding (`; encoding: [0x..,...]`), as `llvm-mc -show-encoding` does. Errors go to
//! stderr as `FILE:LINE:COL: error: MSG` with the source line and a caret, and assembly
//! continues with the next line; the exit status is 1 when there was an error.
//!
//! Without `--show-encoding` the command will write relocatable code objects (through the
//! amdgpu-asm crate); that mode is not wired up yet.

use anyhow::{Context, Result, bail};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Processor (e.g. gfx900, fiji).
    #[arg(long)]
    pub mcpu: String,
    /// Print each instruction's canonical text and encoding (llvm-mc -show-encoding).
    #[arg(long)]
    pub show_encoding: bool,
    /// Input file, or `-` for standard input.
    pub input: PathBuf,
}

/// Reads `path`, or standard input for `-`.
pub fn read_input(path: &PathBuf) -> Result<(String, String)> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).context("reading standard input")?;
        Ok(("<stdin>".to_string(), s))
    } else {
        let s = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        Ok((path.display().to_string(), s))
    }
}

pub fn run(args: Args) -> Result<ExitCode> {
    let target = amdgpu_isa::Target::new(&args.mcpu)?;
    if !args.show_encoding {
        bail!("writing code objects is not available yet; use --show-encoding");
    }
    let (name, src) = read_input(&args.input)?;
    let listing = amdgpu_isa::listing::assemble(&src, &target, true);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "\t.text")?;
    for l in &listing.lines {
        writeln!(out, "\t{l}")?;
    }
    let mut err = std::io::stderr().lock();
    for d in &listing.diags {
        write!(err, "{}", d.render(&name))?;
    }
    Ok(if listing.diags.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
