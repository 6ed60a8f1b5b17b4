//! Writing an llvm-mc-style listing (`amdgpu disasm --bytes`).

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
