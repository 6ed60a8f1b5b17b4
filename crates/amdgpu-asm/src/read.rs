//! Reading a main source file: bytes in, text or a located UTF-8 error out.
//!
//! One thread reads (docs/0024-asm-pipeline.md: two threads reading one half each were slower
//! on the 2-core machine, where page faults of the fresh buffer do not run in parallel).

use std::io::Read;
use std::path::Path;

/// A main source file ready to assemble: made by [`read_source_file`] or
/// [`MainSource::from_bytes`], assembled by [`crate::assemble_main`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MainSource {
    /// Name shown in diagnostics.
    pub name: String,
    /// Text.
    pub text: String,
}

impl MainSource {
    /// A main source from text already in memory.
    #[must_use]
    pub fn new(name: String, text: String) -> MainSource {
        MainSource { name, text }
    }

    /// A main source from bytes: invalid UTF-8 is an error naming its byte offset.
    ///
    /// # Errors
    /// [`ReadError::InvalidUtf8`].
    pub fn from_bytes(name: String, bytes: Vec<u8>) -> Result<MainSource, ReadError> {
        match String::from_utf8(bytes) {
            Ok(text) => Ok(MainSource { name, text }),
            Err(e) => Err(ReadError::InvalidUtf8 { name, offset: e.utf8_error().valid_up_to() }),
        }
    }
}

/// Why a main source file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file could not be opened or read.
    #[error("cannot read '{name}': {source}")]
    Io {
        /// The file.
        name: String,
        /// The system's error.
        #[source]
        source: std::io::Error,
    },
    /// The file is not UTF-8; `offset` is the first byte that is not part of a character.
    #[error("{name}: invalid UTF-8 at byte offset {offset}")]
    InvalidUtf8 {
        /// The file.
        name: String,
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
}

/// Reads the file at `path` as a main source (its name in diagnostics is the path as given).
/// A large file is read, checked for UTF-8 and scanned for comment characters by two
/// threads, one half each (split where a character starts); the halves are joined with one
/// copy of the second.
///
/// # Errors
/// [`ReadError::Io`] when the file cannot be read, [`ReadError::InvalidUtf8`] with the offset
/// of the first invalid byte.
pub fn read_source_file(path: &Path) -> Result<MainSource, ReadError> {
    let name = path.display().to_string();
    let io = |source| ReadError::Io { name: path.display().to_string(), source };
    let mut file = std::fs::File::open(path).map_err(io)?;
    // Sized from the file's length when it has one (as `std::fs::read`), read to its end.
    let hint = file.metadata().map_or(0, |m| usize::try_from(m.len()).unwrap_or(0));
    let mut data = Vec::new();
    data.try_reserve_exact(hint).map_err(|_| io(std::io::Error::from(std::io::ErrorKind::OutOfMemory)))?;
    file.read_to_end(&mut data).map_err(io)?;
    MainSource::from_bytes(name, data)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_and_errors() {
        let dir = std::env::temp_dir().join(format!("amdgpu-asm-read-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("small.s");
        std::fs::write(&p, b"s_nop 0 // x\n").unwrap();
        assert_eq!(read_source_file(&p).unwrap().text, "s_nop 0 // x\n");
        std::fs::write(&p, b"s_nop 0\n\xff\n").unwrap();
        let e = read_source_file(&p).unwrap_err().to_string();
        assert!(e.ends_with("small.s: invalid UTF-8 at byte offset 8"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
        let e = read_source_file(Path::new("/nonexistent/amdgpu-asm.s")).unwrap_err();
        assert!(matches!(e, ReadError::Io { .. }), "{e}");
        assert!(e.to_string().starts_with("cannot read '/nonexistent/amdgpu-asm.s': "), "{e}");
    }
}
