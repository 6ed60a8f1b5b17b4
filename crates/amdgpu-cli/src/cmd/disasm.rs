//! `amdgpu disasm`: disassemble bytes written as `llvm-mc -disassemble` reads them (`0x..`
//! separated by commas or spaces; `#` and `;` comments), printing each instruction with its
//! encoding. Invalid words are reported on stderr with their position (`FILE:LINE:COL`) and
//! decoding continues 4 bytes later.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Processor (e.g. gfx900, fiji).
    #[arg(long)]
    pub mcpu: String,
    /// Read the input as a list of bytes (the only input form for now).
    #[arg(long)]
    pub bytes: bool,
    /// Input file, or `-` for standard input.
    pub input: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let target = amdgpu_isa::Target::new(&args.mcpu)?;
    if !args.bytes {
        anyhow::bail!("only --bytes input is supported yet");
    }
    let (name, src) = super::asm::read_input(&args.input)?;
    let listing = amdgpu_isa::listing::disassemble(&src, &target);
    let mut out = std::io::stdout().lock();
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
