//! Reading a main source file: bytes in, text or a located UTF-8 error out.
//!
//! A large file is mapped, not read (docs/0024-asm-pipeline.md, session 8; the mapping and its
//! SIGBUS guard live in `amdgpu-os`, the workspace's one audited unsafe module).

use std::path::Path;

use crate::source::Text;

/// A main source file ready to assemble: made by [`read_source_file`] or
/// [`MainSource::from_bytes`], assembled by [`crate::assemble_main`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MainSource {
    /// Name shown in diagnostics.
    pub name: String,
    /// Text (a `String`, or for a large file its mapping).
    pub text: Text,
}

impl MainSource {
    /// A main source from text already in memory.
    #[must_use]
    pub fn new(name: String, text: String) -> MainSource {
        MainSource { name, text: Text::from(text) }
    }

    /// A main source from bytes: invalid UTF-8 is an error naming its byte offset.
    ///
    /// # Errors
    /// [`ReadError::InvalidUtf8`].
    pub fn from_bytes(name: String, bytes: Vec<u8>) -> Result<MainSource, ReadError> {
        match String::from_utf8(bytes) {
            Ok(text) => Ok(MainSource::new(name, text)),
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
/// A regular file of [`amdgpu_os::MAP_MIN_BYTES`] or more is mapped read-only
/// ([`amdgpu_os::MappedFile`], with its SIGBUS guard) and checked for UTF-8 with a vectorised
/// check, the text borrowed from the mapping ([`Text`]); anything else is read whole.
///
/// Mapping installs `amdgpu-os`'s process-wide SIGBUS handler (once, before the first
/// mapping): a file truncated while mapped ends the process with a message and status 1.
/// The file must not be modified while the result is alive (docs/0025-one-audited-module.md).
///
/// # Errors
/// [`ReadError::Io`] when the file cannot be read, [`ReadError::InvalidUtf8`] with the offset
/// of the first invalid byte.
pub fn read_source_file(path: &Path) -> Result<MainSource, ReadError> {
    let name = path.display().to_string();
    let io = |source| ReadError::Io { name: path.display().to_string(), source };
    match amdgpu_os::read_file(path).map_err(io)? {
        amdgpu_os::FileBytes::Mapped(map) => match Text::from_map(map) {
            Ok(text) => Ok(MainSource { name, text }),
            Err(offset) => Err(ReadError::InvalidUtf8 { name, offset }),
        },
        amdgpu_os::FileBytes::Read(data) => MainSource::from_bytes(name, data),
    }
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
        assert_eq!(&*read_source_file(&p).unwrap().text, "s_nop 0 // x\n");
        std::fs::write(&p, b"s_nop 0\n\xff\n").unwrap();
        let e = read_source_file(&p).unwrap_err().to_string();
        assert!(e.ends_with("small.s: invalid UTF-8 at byte offset 8"), "{e}");
        // A large file (mapped): its text, and a located error in it.
        let mut big = "\tv_mov_b32 v0, v1\n".repeat(amdgpu_os::MAP_MIN_BYTES as usize / 18 + 10).into_bytes();
        std::fs::write(&p, &big).unwrap();
        let src = read_source_file(&p).unwrap();
        assert!(big.len() >= amdgpu_os::MAP_MIN_BYTES as usize);
        assert_eq!(src.text.as_bytes(), &big[..]);
        let copy = src.clone();
        assert_eq!(copy, src);
        assert_eq!(src.text.into_string().into_bytes(), big);
        let at = big.len() - 1000;
        big[at] = 0xc3; // a two-byte lead followed by an ASCII byte
        std::fs::write(&p, &big).unwrap();
        let e = read_source_file(&p).unwrap_err().to_string();
        assert!(e.ends_with(&format!("small.s: invalid UTF-8 at byte offset {at}")), "{e}");
        big[at] = b' ';
        big.extend_from_slice(&[0xc3, 0xa9, 0xff]);
        let bad = big.len() - 1;
        big.push(b'\n');
        std::fs::write(&p, &big).unwrap();
        let e = read_source_file(&p).unwrap_err().to_string();
        assert!(e.ends_with(&format!("small.s: invalid UTF-8 at byte offset {bad}")), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
        let e = read_source_file(Path::new("/nonexistent/amdgpu-asm.s")).unwrap_err();
        assert!(matches!(e, ReadError::Io { .. }), "{e}");
        assert!(e.to_string().starts_with("cannot read '/nonexistent/amdgpu-asm.s': "), "{e}");
    }
}
