//! Reading a main source file: two threads read, validate (UTF-8) and scan (for comment
//! characters) one half each, so the start of a run is not one core reading 34 MB alone
//! (docs/0024-asm-pipeline.md).

use std::io::Read;
use std::path::Path;

/// Files from this size on are read by two threads.
#[cfg_attr(not(unix), allow(dead_code))]
const SPLIT_READ_BYTES: u64 = 1 << 20;

/// A main source file ready to assemble: made by [`read_source_file`] or
/// [`MainSource::from_bytes`], assembled by [`crate::assemble_main`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MainSource {
    /// Name shown in diagnostics.
    pub name: String,
    /// Text.
    pub text: String,
    /// No `;`, `#` or `/` anywhere in the text: comment stripping would blank nothing, so it
    /// is skipped (comments start only at those bytes).
    pub(crate) comment_free: bool,
}

impl MainSource {
    /// A main source from text already in memory (comments are looked for when it is read).
    #[must_use]
    pub fn new(name: String, text: String) -> MainSource {
        MainSource { name, text, comment_free: false }
    }

    /// A main source from bytes: invalid UTF-8 is an error naming its byte offset.
    ///
    /// # Errors
    /// [`ReadError::InvalidUtf8`].
    pub fn from_bytes(name: String, bytes: Vec<u8>) -> Result<MainSource, ReadError> {
        match String::from_utf8(bytes) {
            Ok(text) => {
                let comment_free = comment_free(text.as_bytes());
                Ok(MainSource { name, text, comment_free })
            }
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

/// True when `b` holds no `;`, `#` or `/` (eight bytes at a time).
pub(crate) fn comment_free(b: &[u8]) -> bool {
    use amdgpu_isa::scan::eq;
    amdgpu_isa::scan::find(
        b,
        0,
        b.len(),
        |w| eq(w, b';') | eq(w, b'#') | eq(w, b'/'),
        |c| matches!(c, b';' | b'#' | b'/'),
    ) == b.len()
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
    let len = file.metadata().map_err(io)?.len();
    #[cfg(unix)]
    if len >= SPLIT_READ_BYTES
        && let Ok(len) = usize::try_from(len)
        && let Some(read) = read_halves(&file, len).map_err(io)?
    {
        return match read {
            Halves::Text(text, comment_free) => Ok(MainSource { name, text, comment_free }),
            Halves::Bytes(bytes) => MainSource::from_bytes(name, bytes),
        };
    }
    let mut data = Vec::new();
    file.read_to_end(&mut data).map_err(io)?;
    MainSource::from_bytes(name, data)
}

/// What [`read_halves`] read.
#[cfg(unix)]
enum Halves {
    /// Valid UTF-8, and whether it is free of comment characters.
    Text(String, bool),
    /// Not UTF-8: the bytes, for the caller to locate the error.
    Bytes(Vec<u8>),
}

/// Reads a file of `len` bytes in two halves on two threads. `None` when the file's size
/// changed meanwhile (the caller reads it again the plain way).
#[cfg(unix)]
fn read_halves(file: &std::fs::File, len: usize) -> std::io::Result<Option<Halves>> {
    use std::mem::MaybeUninit;
    use std::os::unix::fs::FileExt;
    let mid = len / 2;
    // Split at the first byte from the middle on that does not continue a character: in a
    // valid text that is a character boundary, so both halves are valid exactly when the
    // whole is (at most three continuation bytes follow a lead byte, so a fourth in a row
    // makes the first half invalid whatever the split).
    let mut probe = [0u8; 4];
    let n = file.read_at(&mut probe, mid as u64)?;
    let split = mid + probe[..n].iter().take_while(|&&c| c & 0xc0 == 0x80).count();
    let (first, second) = std::thread::scope(|s| {
        let second = std::thread::Builder::new().name("amdgpu-asm-read".into()).spawn_scoped(s, || {
            let mut v = vec![0u8; len - split];
            file.read_exact_at(&mut v, split as u64)?;
            let free = comment_free(&v);
            Ok::<_, std::io::Error>((String::from_utf8(v), free))
        });
        let first = (|| {
            let mut v = Vec::with_capacity(len);
            v.resize(split, 0);
            file.read_exact_at(&mut v, 0)?;
            let free = comment_free(&v);
            // Touch the room the second half will be copied into, so that its page faults
            // are taken here, beside the other thread's reading, and not in the copy.
            v.spare_capacity_mut().fill(MaybeUninit::new(0));
            Ok::<_, std::io::Error>((String::from_utf8(v), free))
        })();
        let second = match second {
            Ok(h) => h.join().unwrap_or_else(|_| Err(std::io::Error::other("reader thread failed"))),
            Err(e) => Err(e),
        };
        (first, second)
    });
    let ((first, free1), (second, free2)) = (first?, second?);
    // A file that grew since its size was read is read again the plain way.
    if file.read_at(&mut [0u8; 1], len as u64)? != 0 {
        return Ok(None);
    }
    Ok(Some(match (first, second) {
        (Ok(mut text), Ok(rest)) => {
            text.push_str(&rest);
            // Freed beside the assembler's start rather than before it.
            let _ = std::thread::Builder::new().name("amdgpu-asm-free".into()).spawn(move || drop(rest));
            Halves::Text(text, free1 && free2)
        }
        (first, second) => {
            let mut bytes = first.map_or_else(std::string::FromUtf8Error::into_bytes, String::into_bytes);
            bytes.extend_from_slice(second.as_ref().map_or_else(|e| e.as_bytes(), |t| t.as_bytes()));
            Halves::Bytes(bytes)
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("amdgpu-asm-read-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p
    }

    /// Large texts (read in halves) give what the plain read gives: the text, the comment
    /// flag, and for invalid UTF-8 the offset `String::from_utf8` names, wherever the bad
    /// bytes are (across the split too).
    #[test]
    fn halves_like_plain_read() {
        let line = "\tv_add_u32_e32 v1, s2, v3 \u{e9}\u{1f600}\n";
        let mut base = Vec::new();
        while base.len() < (SPLIT_READ_BYTES as usize) * 2 + 7 {
            base.extend_from_slice(line.as_bytes());
        }
        let mid = base.len() / 2;
        let mut cases: Vec<(String, Vec<u8>)> = vec![("plain".into(), base.clone())];
        for delta in 0..12usize {
            // A multi-byte character cut at the middle, a stray continuation byte, a
            // truncated sequence, a comment character near the split.
            let at = mid - 6 + delta;
            let mut v = base.clone();
            v[at] = 0x80;
            cases.push((format!("cont{delta}"), v));
            let mut v = base.clone();
            v[at] = 0xf0;
            cases.push((format!("lead{delta}"), v));
            let mut v = base.clone();
            v[at] = b';';
            cases.push((format!("semi{delta}"), v));
            let mut v = base.clone();
            v.splice(at..at, "\u{1f600}".bytes());
            cases.push((format!("emoji{delta}"), v));
        }
        let mut v = base.clone();
        v.extend_from_slice(&[0xff]);
        cases.push(("end".into(), v));
        let mut v = base.clone();
        v[0] = 0xc3;
        cases.push(("start".into(), v));
        let mut v = base.clone();
        v[mid..mid + 4].copy_from_slice(&[0x80; 4]);
        cases.push(("four".into(), v));
        for (name, bytes) in cases {
            let p = temp(&name, &bytes);
            let got = read_source_file(&p);
            let want = MainSource::from_bytes(p.display().to_string(), bytes.clone());
            match (got, want) {
                (Ok(g), Ok(w)) => {
                    assert!(g == w, "{name}");
                    assert_eq!(
                        g.comment_free,
                        !bytes.iter().any(|c| matches!(c, b';' | b'#' | b'/')),
                        "{name}"
                    );
                }
                (Err(g), Err(w)) => assert_eq!(g.to_string(), w.to_string(), "{name}"),
                (g, w) => panic!("{name}: {g:?} against {w:?}"),
            }
            std::fs::remove_file(&p).unwrap();
        }
    }

    #[test]
    fn small_and_missing_files() {
        let p = temp("small.s", b"s_nop 0 // x\n");
        let s = read_source_file(&p).unwrap();
        assert_eq!(s.text, "s_nop 0 // x\n");
        assert!(!s.comment_free);
        let p = temp("bad.s", b"s_nop 0\n\xff\n");
        assert!(read_source_file(&p).unwrap_err().to_string().ends_with(": invalid UTF-8 at byte offset 8"));
        let e = read_source_file(Path::new("/nonexistent/amdgpu-asm.s")).unwrap_err();
        assert!(matches!(e, ReadError::Io { .. }), "{e}");
    }

    #[test]
    fn comment_free_like_search() {
        for t in ["", "abc", "a;b", "x/", "#", "v_add_u32 v1, v2, v3\n", "\u{e9}/"] {
            assert_eq!(comment_free(t.as_bytes()), !t.contains([';', '#', '/']), "{t:?}");
        }
    }
}
