//! Reading command inputs: a file path, or `-` for standard input.

use anyhow::{Context, Result};
use std::io::Read;
use std::path::Path;

/// The input's bytes and the name to show in messages (`<stdin>` for `-`).
pub fn read_bytes(path: &Path) -> Result<(String, Vec<u8>)> {
    if path.as_os_str() == "-" {
        let mut data = Vec::new();
        std::io::stdin().read_to_end(&mut data).context("reading standard input")?;
        Ok(("<stdin>".to_string(), data))
    } else {
        let data = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        Ok((path.display().to_string(), data))
    }
}

/// The input's bytes and name, for a reader that only looks at them (the disassembler): a
/// regular file of [`amdgpu_os::MAP_MIN_BYTES`] or more is mapped read-only (no fresh memory
/// zeroed and filled: its pages are the page cache's), anything else is read as by
/// [`read_bytes`], standard input too.
pub fn read_input(path: &Path) -> Result<(String, amdgpu_os::FileBytes)> {
    if path.as_os_str() == "-" {
        let (name, data) = read_bytes(path)?;
        return Ok((name, amdgpu_os::FileBytes::Read(data)));
    }
    let data = amdgpu_os::read_file(path).with_context(|| format!("reading {}", path.display()))?;
    Ok((path.display().to_string(), data))
}

/// The input as UTF-8 text, with its name; invalid UTF-8 is an error naming the byte offset.
pub fn read_text(path: &Path) -> Result<(String, String)> {
    let (name, data) = read_bytes(path)?;
    match String::from_utf8(data) {
        Ok(text) => Ok((name, text)),
        Err(e) => anyhow::bail!("{name}: invalid UTF-8 at byte offset {}", e.utf8_error().valid_up_to()),
    }
}

/// The input as an assembler main source: a file is read by `amdgpu_asm::read_source_file`
/// (a large file mapped read-only by `amdgpu_os`, UTF-8 checked with a vectorised check),
/// standard input read whole. Invalid UTF-8 is an error naming the byte offset.
pub fn read_asm_source(path: &Path) -> Result<amdgpu_asm::MainSource> {
    if path.as_os_str() == "-" {
        let (name, data) = read_bytes(path)?;
        return Ok(amdgpu_asm::MainSource::from_bytes(name, data)?);
    }
    amdgpu_asm::read_source_file(path).map_err(|e| read_error(path, e))
}

/// The message of a main source file that cannot be read, as for any other input.
pub fn read_error(path: &Path, e: amdgpu_asm::ReadError) -> anyhow::Error {
    match e {
        amdgpu_asm::ReadError::Io { source, .. } => {
            anyhow::Error::new(source).context(format!("reading {}", path.display()))
        }
        e => e.into(),
    }
}
