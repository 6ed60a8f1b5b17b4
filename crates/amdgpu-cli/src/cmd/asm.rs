//! `amdgpu asm`: assemble instructions.
//!
//! With `--show-encoding`, each instruction line is printed in llvm-mc's canonical syntax with
//! its encoding (`; encoding: [0x..,...]`), as `llvm-mc -show-encoding` does. Errors go to
//! stderr as `FILE:LINE:COL: error: MSG` with the source line and a caret, and assembly
//! continues with the next line; the exit status is 1 when there was an error.
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
    let target = amdgpu_isa::Target::new(&args.mcpu)?;
    let (name, src) = super::input::read_text(&args.input)?;
    super::listing::emit(&amdgpu_isa::listing::assemble(&src, &target, true), &name)
}

/// Assembles a whole source file into a relocatable object.
fn assemble_object(args: Args) -> Result<ExitCode> {
    let Some(output) = args.output else { bail!("-o OUT.o is required") };
    let (name, text) = super::input::read_text(&args.input)?;
    let opts = amdgpu_asm::AsmOptions {
        triple: args.triple,
        mcpu: args.mcpu,
        mattr: args.mattr,
        code_object_version: args.code_object_version,
        ..amdgpu_asm::AsmOptions::default()
    };
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
