//! The operating-system edge of the workspace, and the one place its `unsafe` code lives.
//!
//! * [`MappedFile`] / [`read_file`]: a large regular input file is mapped read-only instead of
//!   read into fresh memory (smaller files, pipes and standard input are read as before);
//!   [`install_sigbus_guard`] turns a file truncated under its mapping into a message and exit
//!   status 1 instead of a crash.
//! * [`alloc`]: the counting global allocator the hostile tests install (moved here from
//!   `amdgpu-hostile`, which re-exports it).
//! * [`ReservingFile`]: a large output file that reserves its blocks ahead of the writes
//!   (`fallocate`, safe through `rustix`) and gives back the rest when finished.
//!
//! ```
//! use std::io::Write;
//!
//! let path = std::env::temp_dir().join(format!("amdgpu-os-doc-{}.bin", std::process::id()));
//! let mut f = std::fs::File::create(&path).unwrap();
//! f.write_all(&vec![b'x'; 2 << 20]).unwrap();
//! drop(f);
//! let bytes = amdgpu_os::read_file(&path).unwrap();
//! assert!(bytes.is_mapped()); // 2 MiB: mapped
//! assert_eq!(bytes.len(), 2 << 20);
//! assert!(bytes.iter().all(|&b| b == b'x'));
//! std::fs::write(&path, b"small").unwrap();
//! let bytes = amdgpu_os::read_file(&path).unwrap();
//! assert!(!bytes.is_mapped()); // small: read
//! assert_eq!(&bytes[..], b"small");
//! std::fs::remove_file(&path).unwrap();
//! ```
//!
//! # Lints
//!
//! The workspace forbids `unsafe` code, and a forbid cannot be relaxed, so this crate's
//! Cargo.toml spells the workspace's lints out with `unsafe_code = "deny"` and allows it on the
//! one module [`audited`] (`#[allow(unsafe_code)]`). Every `unsafe` block there carries a
//! `// SAFETY:` argument; docs/0025-one-audited-module.md says why each use is sound and what
//! risk remains.

#[allow(unsafe_code)]
pub mod audited;

mod out;

pub use audited::alloc;
pub use audited::map::{MAP_MIN_BYTES, MappedFile, SHRANK_MESSAGE, install_sigbus_guard};
pub use out::ReservingFile;

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// A file's bytes: mapped ([`MappedFile`]) or read into a vector. Dereferences to `[u8]`.
#[derive(Debug)]
pub enum FileBytes {
    /// A regular file of at least [`MAP_MIN_BYTES`].
    Mapped(MappedFile),
    /// Anything else, read whole.
    Read(Vec<u8>),
}

impl FileBytes {
    /// Whether the bytes are a mapping of the file.
    #[must_use]
    pub fn is_mapped(&self) -> bool {
        matches!(self, FileBytes::Mapped(_))
    }

    /// The bytes.
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        match self {
            FileBytes::Mapped(m) => m,
            FileBytes::Read(v) => v,
        }
    }

    /// The bytes as a vector (moved when read, copied when mapped).
    #[must_use]
    pub fn into_vec(self) -> Vec<u8> {
        match self {
            FileBytes::Mapped(m) => m.to_vec(),
            FileBytes::Read(v) => v,
        }
    }
}

impl std::ops::Deref for FileBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.as_bytes()
    }
}

impl AsRef<[u8]> for FileBytes {
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

/// The bytes of an open file: mapped when [`MappedFile::map`] maps it, else read to its end
/// (the buffer reserved from the file's length when it has one, as `std::fs::read` does).
///
/// # Errors
/// The system's error; `OutOfMemory` when the file's length cannot be reserved.
pub fn file_bytes(mut file: File) -> io::Result<FileBytes> {
    if let Some(map) = MappedFile::map(&file)? {
        return Ok(FileBytes::Mapped(map));
    }
    let hint = file.metadata().map_or(0, |m| usize::try_from(m.len()).unwrap_or(0));
    let mut data = Vec::new();
    data.try_reserve_exact(hint).map_err(|_| io::Error::from(io::ErrorKind::OutOfMemory))?;
    file.read_to_end(&mut data)?;
    Ok(FileBytes::Read(data))
}

/// [`file_bytes`] of the file at `path`.
///
/// # Errors
/// The system's error when the file cannot be opened or read.
pub fn read_file(path: &Path) -> io::Result<FileBytes> {
    file_bytes(File::open(path)?)
}
