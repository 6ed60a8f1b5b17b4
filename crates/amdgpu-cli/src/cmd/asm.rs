//! `amdgpu asm`: assemble instructions.
//!
//! With `--show-encoding`, the whole source goes through the assembler (labels, symbols,
//! macros, directives, `.include`) and each label and instruction is printed as
//! `llvm-mc -show-encoding` does: canonical syntax, `; encoding: [0x..,...]`, and one
//! `;   fixup A - ...` line per value left to the end (branches to labels, symbols in
//! literals). Directives are not echoed. Errors go to stderr as `FILE:LINE:COL: error: MSG`
//! with the source line and a caret, assembly continues, and the exit status is 1 when there
//! was an error.
//!
//! Without `--show-encoding` it assembles a whole source file (directives, macros, kernel
//! descriptors, metadata) into an ELF relocatable object with `-o`, through the amdgpu-asm
//! crate. All errors of a run are reported, each with file:line:col and a caret.

use anyhow::{Context, Result, bail};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Processor (e.g. gfx900, fiji).
    #[arg(long)]
    pub mcpu: String,
    /// Print each instruction's canonical text and encoding (llvm-mc -show-encoding).
    #[arg(long, conflicts_with = "output")]
    pub show_encoding: bool,
    /// Target triple of the object.
    #[arg(long, default_value = "amdgcn-amd-amdhsa")]
    pub triple: String,
    /// Target features, llvm-mc style: `+xnack,-sramecc`.
    #[arg(long, default_value = "")]
    pub mattr: String,
    /// Code object version (2-6; default 5, as LLVM 19); `.amdhsa_code_object_version` overrides.
    #[arg(long, value_parser = clap::value_parser!(u32).range(2..=6))]
    pub code_object_version: Option<u32>,
    /// Extra folders searched by `.include` (after the including file's folder).
    #[arg(short = 'I', long = "include-dir")]
    pub include_dirs: Vec<PathBuf>,
    /// Where to write the relocatable object.
    #[arg(short = 'o', long = "output", required_unless_present = "show_encoding")]
    pub output: Option<PathBuf>,
    /// Input file, or `-` for standard input.
    pub input: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode> {
    if !args.show_encoding {
        return assemble_object(args);
    }
    show_encoding(args)
}

/// Runs the real assembler and prints each label and instruction as `llvm-mc -show-encoding`
/// does (canonical text, `; encoding: [...]`, fixup lines); diagnostics go to stderr.
fn show_encoding(args: Args) -> Result<ExitCode> {
    let (name, text) = super::input::read_text(&args.input)?;
    let opts = options(&args);
    let src = amdgpu_asm::SourceFile { name, text };
    let listing = amdgpu_asm::listing_source(&src, &args.include_dirs, &opts).map_err(anyhow::Error::msg)?;
    super::listing::emit_asm(&listing)
}

fn options(args: &Args) -> amdgpu_asm::AsmOptions {
    amdgpu_asm::AsmOptions {
        triple: args.triple.clone(),
        mcpu: args.mcpu.clone(),
        mattr: args.mattr.clone(),
        code_object_version: args.code_object_version,
        ..amdgpu_asm::AsmOptions::default()
    }
}

/// Assembles a whole source file into a relocatable object.
fn assemble_object(args: Args) -> Result<ExitCode> {
    let Some(output) = args.output.clone() else { bail!("-o OUT.o is required") };
    let (name, text) = super::input::read_text(&args.input)?;
    let opts = options(&args);
    let src = amdgpu_asm::SourceFile { name, text };
    match amdgpu_asm::assemble_source(&src, &args.include_dirs, &opts) {
        Ok(out) => {
            eprint!("{}", out.render_warnings());
            std::fs::write(&output, &out.object).with_context(|| format!("writing {}", output.display()))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(diags) => {
            eprint!("{}", diags.render());
            Ok(ExitCode::FAILURE)
        }
    }
}
