//! `amdgpu disasm`: disassemble a code object, or raw bytes.
//!
//! For a code object (relocatable or linked), it prints an assembly source that `amdgpu asm`
//! accepts and that rebuilds the object (amdgpu-disasm), or with `--listing` an
//! llvm-objdump-style listing. With `--bytes`, the input is bytes written as
//! `llvm-mc -disassemble` reads them (`0x..` separated by commas or spaces; `#` and `;`
//! comments), and each instruction is printed with its encoding; invalid words are reported on
//! stderr with their position (`FILE:LINE:COL`) and decoding continues 4 bytes later.

use anyhow::{Context, Result};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Processor (e.g. gfx900, fiji); required with --bytes (a code object names its own).
    #[arg(long, required_if_eq("bytes", "true"))]
    pub mcpu: Option<String>,
    /// Read the input as a list of bytes (`0x..`), as `llvm-mc -disassemble` does.
    #[arg(long)]
    pub bytes: bool,
    /// Print an llvm-objdump-style listing (addresses, raw words) instead of assembly source.
    #[arg(long, conflicts_with = "bytes")]
    pub listing: bool,
    /// Leave out the `// ADDRESS: WORDS` comments after instructions.
    #[arg(long, conflicts_with = "bytes")]
    pub no_comments: bool,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', long = "output", conflicts_with = "bytes")]
    pub output: Option<PathBuf>,
    /// Input file, or `-` for standard input.
    pub input: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode> {
    if !args.bytes {
        return disassemble_object(&args);
    }
    let Some(mcpu) = &args.mcpu else { anyhow::bail!("--bytes needs --mcpu") };
    let target = amdgpu_isa::Target::new(mcpu)?;
    let (name, src) = super::input::read_text(&args.input)?;
    super::listing::emit(&amdgpu_isa::listing::disassemble(&src, &target), &name)
}

/// Disassembles a code object into re-assemblable source (or a listing).
fn disassemble_object(args: &Args) -> Result<ExitCode> {
    let (name, data) = super::input::read_bytes(&args.input)?;
    let opts = amdgpu_disasm::DisasmOptions { comments: !args.no_comments, ..Default::default() };
    let text = if args.listing {
        amdgpu_disasm::listing(&data, &opts).map_err(|e| anyhow::anyhow!("{name}: {e}"))?
    } else {
        let out =
            amdgpu_disasm::disassemble_full(&data, &opts).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
        let mut err = std::io::stderr().lock();
        for w in &out.warnings {
            writeln!(err, "{name}: warning: {w}")?;
        }
        out.text
    };
    match &args.output {
        Some(path) => std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?,
        None => std::io::stdout().lock().write_all(text.as_bytes())?,
    }
    Ok(ExitCode::SUCCESS)
}
