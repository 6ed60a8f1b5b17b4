//! `amdgpu asm`: assemble a source file.
//!
//! Two outputs, chosen by `--filetype` as llvm-mc's `-filetype` does:
//!
//! * `obj`: an ELF relocatable object (directives, macros, kernel descriptors, metadata),
//!   written to `-o OUT.o`. This is the default when `-o` is given.
//! * `asm`: the assembly text llvm-mc-19 prints for the same source (its default output):
//!   directives in llvm-mc's normalised spelling, macros and loops expanded, `.amdhsa_kernel`
//!   blocks with every field, instructions in canonical syntax. Written to `-o` or, without
//!   `-o`, to stdout; this is the default without `-o`. `--show-encoding` adds
//!   `; encoding: [...]` and fixup lines after each instruction, as llvm-mc does, and implies
//!   `asm`.
//!
//! Errors go to stderr as `FILE:LINE:COL: error: MSG` with the source line and a caret; all
//! errors of a run are reported and the exit status is 1 when there was one (the text printed
//! up to then is still written, as llvm-mc does).

use anyhow::{Context, Result, bail};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Processor (e.g. gfx900, fiji).
    #[arg(long)]
    pub mcpu: String,
    /// Output kind: `obj` (relocatable object, needs `-o`) or `asm` (assembly text as llvm-mc
    /// prints it). Default: `obj` with `-o`, `asm` without.
    #[arg(long, value_parser = ["obj", "asm"])]
    pub filetype: Option<String>,
    /// Assembly text with each instruction's encoding and fixups (llvm-mc -show-encoding).
    #[arg(long)]
    pub show_encoding: bool,
    /// Target triple of the object.
    #[arg(long, default_value = "amdgcn-amd-amdhsa")]
    pub triple: String,
    /// Target features, llvm-mc style: `+xnack,-sramecc`; `+wavefrontsize64` reads GFX10 lane
    /// masks as SGPR pairs (`vcc`, `s[0:1]`).
    #[arg(long, default_value = "")]
    pub mattr: String,
    /// Code object version (2-6; default 5, as LLVM 19); `.amdhsa_code_object_version` overrides.
    #[arg(long, value_parser = clap::value_parser!(u32).range(2..=6))]
    pub code_object_version: Option<u32>,
    /// Extra folders searched by `.include` (after the including file's folder).
    #[arg(short = 'I', long = "include-dir")]
    pub include_dirs: Vec<PathBuf>,
    /// Where to write the object (or the text; stdout when absent).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Input file, or `-` for standard input.
    pub input: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let text = match args.filetype.as_deref() {
        Some("asm") => true,
        Some(_) if args.show_encoding => bail!("--show-encoding prints assembly text: use --filetype asm"),
        Some(_) => false,
        None => args.show_encoding || args.output.is_none(),
    };
    if text { assemble_text(args) } else { assemble_object(args) }
}

/// Prints the assembly text llvm-mc-19 prints for the source (with encodings when asked);
/// diagnostics go to stderr.
fn assemble_text(args: Args) -> Result<ExitCode> {
    let (name, text) = super::input::read_text(&args.input)?;
    let opts = options(&args);
    let src = amdgpu_asm::SourceFile { name, text };
    let out = amdgpu_asm::text_source(&src, &args.include_dirs, &opts, args.show_encoding);
    match &args.output {
        Some(path) => {
            std::fs::write(path, &out.text).with_context(|| format!("writing {}", path.display()))?
        }
        None => std::io::Write::write_all(&mut std::io::stdout().lock(), out.text.as_bytes())?,
    }
    match &out.result {
        Ok(o) => {
            eprint!("{}", o.render_warnings());
            Ok(ExitCode::SUCCESS)
        }
        Err(diags) => {
            eprint!("{}", diags.render());
            Ok(ExitCode::FAILURE)
        }
    }
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
    let opts = options(&args);
    // By value: the text moves into the result's source map instead of being copied. A file
    // is read while a second thread builds the processor's tables.
    let result = if args.input.as_os_str() == "-" {
        let src = super::input::read_asm_source(&args.input)?;
        amdgpu_asm::assemble_main(src, &args.include_dirs, &opts)
    } else {
        amdgpu_asm::assemble_path(&args.input, &args.include_dirs, &opts)
            .map_err(|e| super::input::read_error(&args.input, e))?
    };
    match result {
        Ok(out) => {
            eprint!("{}", out.render_warnings());
            std::fs::write(&output, &out.object).with_context(|| format!("writing {}", output.display()))?;
            // Done: the process ends without freeing the source map and the object piece by
            // piece (a few milliseconds for a large file; stderr is unbuffered, stdout unused).
            std::process::exit(0)
        }
        Err(diags) => {
            eprint!("{}", diags.render());
            Ok(ExitCode::FAILURE)
        }
    }
}
