//! Writing an llvm-mc-style listing (`amdgpu asm --show-encoding`, `amdgpu disasm --bytes`).

use anyhow::Result;
use std::io::Write;
use std::process::ExitCode;

/// Prints the listing's lines under `.text` on stdout and its diagnostics (located in `name`)
/// on stderr; the exit status is a failure when there was any diagnostic.
pub fn emit(listing: &amdgpu_isa::listing::Listing, name: &str) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "\t.text")?;
    for l in &listing.lines {
        writeln!(out, "\t{l}")?;
    }
    let mut err = std::io::stderr().lock();
    for d in &listing.diags {
        write!(err, "{}", d.render(name))?;
    }
    Ok(if listing.diags.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// Prints an assembler listing on stdout and its diagnostics (and warnings) on stderr; the
/// exit status is a failure when there was an error.
pub fn emit_asm(listing: &amdgpu_asm::Listing) -> Result<ExitCode> {
    std::io::stdout().lock().write_all(listing.render().as_bytes())?;
    let mut err = std::io::stderr().lock();
    match &listing.result {
        Ok(out) => {
            err.write_all(out.render_warnings().as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(diags) => {
            err.write_all(diags.render().as_bytes())?;
            Ok(ExitCode::FAILURE)
        }
    }
}
