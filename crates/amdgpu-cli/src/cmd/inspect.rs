//! `amdgpu inspect FILE [--json]`: everything in an AMDGPU code object — header (class, OS
//! ABI, code object version, type, e_flags decoded), target ID, sections, symbols, relocations,
//! notes, the metadata, and per kernel its descriptor (register counts recovered from the
//! granulated fields), kernarg segment and entry point.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;

/// Arguments of `amdgpu inspect`.
#[derive(clap::Args)]
pub struct Args {
    /// The code object (relocatable `.o` or loadable `.hsaco`/`.so`).
    pub file: PathBuf,
    /// Print JSON (keys: header, target_id, code_object_version, sections, symbols,
    /// relocations, notes, metadata, kernels, ...) instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `amdgpu inspect`.
///
/// # Errors
/// When the file cannot be read or is not a readable AMDGPU ELF file (the message carries the
/// byte offset).
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let (name, data) = super::input::read_bytes(&args.file)?;
    let co = amdgpu_elf::read(&data).with_context(|| name.clone())?;
    let text = if args.json {
        serde_json::to_string_pretty(&amdgpu_elf::inspect::to_json(&co))? + "\n"
    } else {
        format!("File:          {name}\n{}", amdgpu_elf::inspect::to_text(&co))
    };
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        // A closed pipe (`| head`) is not an error.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e).context("writing to stdout"),
        _ => Ok(ExitCode::SUCCESS),
    }
}
