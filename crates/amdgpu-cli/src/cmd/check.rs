//! `amdgpu check FILE [--json]`: would the HSA loader accept this code object, and is it
//! consistent (metadata vs descriptors vs e_flags)? Exit status 1 when any error is found.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use amdgpu_elf::check::Severity;
use anyhow::Context as _;

/// Arguments of `amdgpu check`.
#[derive(clap::Args)]
pub struct Args {
    /// The code object to check.
    pub file: PathBuf,
    /// Print the findings as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `amdgpu check`.
///
/// # Errors
/// When the file cannot be read or is not a readable AMDGPU ELF file.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let (name, data) = super::input::read_bytes(&args.file)?;
    let co = amdgpu_elf::read(&data).with_context(|| name.clone())?;
    let findings = amdgpu_elf::check::check(&co);
    let errors = findings.iter().filter(|f| f.severity == Severity::Error).count();
    let text = if args.json {
        let list: Vec<_> = findings
            .iter()
            .map(|f| {
                serde_json::json!({
                    "rule": f.rule,
                    "severity": if f.severity == Severity::Error { "error" } else { "warning" },
                    "message": f.message,
                    "offset": f.offset,
                })
            })
            .collect();
        serde_json::to_string_pretty(
            &serde_json::json!({ "file": args.file, "errors": errors, "findings": list }),
        )? + "\n"
    } else {
        let mut t = String::new();
        for f in &findings {
            let sev = if f.severity == Severity::Error { "error" } else { "warning" };
            let at = f.offset.map_or_else(String::new, |o| format!(" (byte {o:#x})"));
            t.push_str(&format!("{name}: {sev}: [{}] {}{at}\n", f.rule, f.message));
        }
        if findings.is_empty() {
            t.push_str(&format!("{name}: ok\n"));
        }
        t
    };
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => return Err(e).context("writing to stdout"),
        _ => {}
    }
    Ok(if errors > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
