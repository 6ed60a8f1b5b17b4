//! Source buffers, spans and the loader used by `.include`.
//!
//! Every piece of text the assembler reads lives in a [`SourceMap`] buffer: the main file,
//! included files, and the text produced by expanding a macro, `.rept`, `.irp` or `.irpc`.
//! Generated buffers remember where they were expanded ([`Origin`]), so a diagnostic can show the
//! whole chain back to the file the user wrote.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// Index of a buffer in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range inside one buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    /// The buffer.
    pub file: FileId,
    /// First byte.
    pub start: u32,
    /// One past the last byte (equal to `start` for a point).
    pub end: u32,
}

impl Span {
    /// A span from `start` to `end` in `file`.
    #[must_use]
    pub fn new(file: FileId, start: usize, end: usize) -> Self {
        let clamp = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        Span { file, start: clamp(start), end: clamp(end.max(start)) }
    }

    /// The smallest span covering both (they must be in the same buffer; otherwise `self`).
    #[must_use]
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// Why a buffer exists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OriginKind {
    /// Text of a file read by `.include`.
    Include,
    /// Text produced by expanding a macro, `.rept`, `.irp` or `.irpc`.
    Instantiation,
}

/// Where a buffer came from: the statement that included or expanded it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// Include or instantiation.
    pub kind: OriginKind,
    /// The `.include` directive or the macro call / `.rept` line.
    pub at: Span,
}

/// The text of a source buffer: a `String`, or a large main file's read-only mapping
/// ([`crate::read_source_file`]: the file's page-cache pages, nothing zeroed or copied). Either
/// way it reads as a `&str` (`Deref`), checked for UTF-8 once when it was made.
pub struct Text(TextRepr);

enum TextRepr {
    Owned(String),
    /// The mapped file with the checked text borrowed from it.
    Mapped(yoke::Yoke<&'static str, Box<amdgpu_os::MappedFile>>),
}

impl Text {
    /// The text of a mapped file when it is UTF-8, else the byte offset of the first byte that
    /// is not part of a character.
    ///
    /// # Errors
    /// The offset of the first invalid byte.
    pub(crate) fn from_map(map: amdgpu_os::MappedFile) -> Result<Text, usize> {
        let y = yoke::Yoke::<&'static str, Box<amdgpu_os::MappedFile>>::try_attach_to_cart(
            Box::new(map),
            |m: &amdgpu_os::MappedFile| {
                let bytes = m.as_bytes();
                // The fast check says only whether; the located error comes from std's check.
                simdutf8::basic::from_utf8(bytes)
                    .map_err(|_| std::str::from_utf8(bytes).err().map_or(bytes.len(), |e| e.valid_up_to()))
            },
        )?;
        Ok(Text(TextRepr::Mapped(y)))
    }

    /// The text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        match &self.0 {
            TextRepr::Owned(s) => s,
            TextRepr::Mapped(y) => y.get(),
        }
    }

    /// The text as a `String` (moved when it is one, copied otherwise).
    #[must_use]
    pub fn into_string(self) -> String {
        match self.0 {
            TextRepr::Owned(s) => s,
            TextRepr::Mapped(y) => (*y.get()).to_owned(),
        }
    }
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text(TextRepr::Owned(s))
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text(TextRepr::Owned(s.to_owned()))
    }
}

impl Clone for Text {
    fn clone(&self) -> Text {
        Text(TextRepr::Owned(self.as_str().to_owned()))
    }
}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

/// One buffer of source text.
#[derive(Debug)]
pub struct SourceBuf {
    /// File name shown in diagnostics (`<instantiation>` for expansions; all expansions share
    /// one allocation of that name).
    pub name: Arc<str>,
    /// The text (shared: the statement layer reads a main file without comments through the
    /// same allocation, see `Assembler::push_file`).
    pub text: Arc<Text>,
    /// Set for included files and expansions.
    pub origin: Option<Origin>,
    /// Offsets of line starts, computed on the first diagnostic that needs them (most buffers,
    /// and every buffer of a clean run, never do).
    line_starts: OnceLock<Vec<u32>>,
}

impl SourceBuf {
    fn new(name: Arc<str>, text: Text, origin: Option<Origin>) -> Self {
        SourceBuf { name, text: Arc::new(text), origin, line_starts: OnceLock::new() }
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0u32];
            for (i, b) in self.text.bytes().enumerate() {
                if b == b'\n' {
                    starts.push(u32::try_from(i + 1).unwrap_or(u32::MAX));
                }
            }
            starts
        })
    }

    /// 1-based line and column (in bytes) of `offset`.
    #[must_use]
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line + 1, (offset - starts[line]) as usize + 1)
    }

    /// The text of 1-based line `line`, without its newline.
    #[must_use]
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts().get(line.wrapping_sub(1)) else { return "" };
        let start = start as usize;
        let end = self.text[start..].find('\n').map_or(self.text.len(), |e| start + e);
        self.text[start..end].trim_end_matches('\r')
    }
}

/// All buffers of one assembly run.
#[derive(Debug, Default)]
pub struct SourceMap {
    bufs: Vec<SourceBuf>,
    total_bytes: usize,
    /// The name of the last buffer added, reused when the next one has the same name.
    last_name: Option<Arc<str>>,
}

impl SourceMap {
    /// An empty map.
    #[must_use]
    pub fn new() -> Self {
        SourceMap::default()
    }

    /// Adds a buffer and returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<Text>, origin: Option<Origin>) -> FileId {
        let text = text.into();
        let name = name.into();
        self.total_bytes = self.total_bytes.saturating_add(text.len());
        let id = FileId(u32::try_from(self.bufs.len()).unwrap_or(u32::MAX));
        let name = match &self.last_name {
            Some(n) if **n == *name => Arc::clone(n),
            _ => {
                let n: Arc<str> = Arc::from(name);
                self.last_name = Some(Arc::clone(&n));
                n
            }
        };
        self.bufs.push(SourceBuf::new(name, text, origin));
        id
    }

    /// The buffer `id`.
    ///
    /// # Panics
    /// When `id` was not returned by [`SourceMap::add`] on this map.
    #[must_use]
    pub fn get(&self, id: FileId) -> &SourceBuf {
        &self.bufs[id.0 as usize]
    }

    /// Sum of the sizes of all buffers (used to bound expansion).
    #[must_use]
    pub fn total_bytes(&self) -> usize {
        self.total_bytes
    }

    /// Number of buffers.
    #[must_use]
    pub fn len(&self) -> usize {
        self.bufs.len()
    }

    /// True when no buffer was added.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.bufs.is_empty()
    }

    /// `name:line:col` of the start of `span`.
    #[must_use]
    pub fn location(&self, span: Span) -> String {
        let buf = self.get(span.file);
        let (line, col) = buf.line_col(span.start);
        format!("{}:{line}:{col}", buf.name)
    }
}

/// Reads the files named by `.include`.
pub trait Loader {
    /// Returns the display name and text of `name` as seen from `from` (the including file's
    /// display name), or an error message.
    ///
    /// # Errors
    /// A message (e.g. "No such file or directory") when the file cannot be read.
    fn load(&mut self, name: &str, from: &str) -> Result<(String, String), String>;
}

/// A loader that refuses every `.include` (for assembling a single in-memory string).
#[derive(Debug, Default, Clone, Copy)]
pub struct NoIncludes;

impl Loader for NoIncludes {
    fn load(&mut self, name: &str, _from: &str) -> Result<(String, String), String> {
        Err(format!("could not find include file '{name}'"))
    }
}

/// An in-memory set of files (tests, fuzzing).
#[derive(Debug, Default, Clone)]
pub struct MemoryLoader {
    files: Vec<(String, String)>,
}

impl MemoryLoader {
    /// An empty set.
    #[must_use]
    pub fn new() -> Self {
        MemoryLoader::default()
    }

    /// Adds a file reachable as `name`.
    #[must_use]
    pub fn with(mut self, name: &str, text: &str) -> Self {
        self.files.push((name.to_string(), text.to_string()));
        self
    }
}

impl Loader for MemoryLoader {
    fn load(&mut self, name: &str, _from: &str) -> Result<(String, String), String> {
        self.files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(n, t)| (n.clone(), t.clone()))
            .ok_or_else(|| format!("could not find include file '{name}'"))
    }
}

/// Reads included files from disk: relative names are looked up next to the including file,
/// then in each include directory (`-I`), in order. Files larger than `max_bytes` are refused.
#[derive(Debug, Clone)]
pub struct FsLoader {
    /// Extra directories searched after the including file's folder.
    pub include_dirs: Vec<PathBuf>,
    /// Largest file accepted.
    pub max_bytes: u64,
}

impl Default for FsLoader {
    fn default() -> Self {
        FsLoader { include_dirs: Vec::new(), max_bytes: 64 << 20 }
    }
}

impl Loader for FsLoader {
    fn load(&mut self, name: &str, from: &str) -> Result<(String, String), String> {
        let mut candidates = Vec::new();
        let path = Path::new(name);
        if path.is_absolute() {
            candidates.push(path.to_path_buf());
        } else {
            let base = Path::new(from).parent().unwrap_or(Path::new(""));
            candidates.push(base.join(path));
            candidates.extend(self.include_dirs.iter().map(|d| d.join(path)));
        }
        for c in candidates {
            let Ok(meta) = std::fs::metadata(&c) else { continue };
            if !meta.is_file() {
                continue;
            }
            if meta.len() > self.max_bytes {
                return Err(format!("include file '{name}' is larger than {} bytes", self.max_bytes));
            }
            let bytes = std::fs::read(&c).map_err(|e| format!("cannot read '{}': {e}", c.display()))?;
            let text = String::from_utf8(bytes).map_err(|e| {
                format!("'{}' is not UTF-8 (byte {})", c.display(), e.utf8_error().valid_up_to())
            })?;
            return Ok((c.display().to_string(), text));
        }
        Err(format!("could not find include file '{name}'"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_and_text() {
        let mut m = SourceMap::new();
        let f = m.add("a.s", "ab\ncd\r\n\nx", None);
        let b = m.get(f);
        assert_eq!(b.line_col(0), (1, 1));
        assert_eq!(b.line_col(4), (2, 2));
        assert_eq!(b.line_col(8), (4, 1));
        assert_eq!(b.line_text(2), "cd");
        assert_eq!(b.line_text(3), "");
        assert_eq!(b.line_text(9), "");
        assert_eq!(m.location(Span::new(f, 4, 5)), "a.s:2:2");
    }

    #[test]
    fn memory_loader() {
        let mut l = MemoryLoader::new().with("x.s", ".byte 1");
        assert_eq!(l.load("x.s", "main.s").unwrap().1, ".byte 1");
        assert!(l.load("y.s", "main.s").is_err());
    }
}
