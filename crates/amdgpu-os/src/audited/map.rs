//! Read-only file mappings and the SIGBUS guard.
//!
//! A mapping reads the file's page-cache pages in place: nothing is zeroed or copied, which on
//! a machine where fresh memory is slow to fault in (docs/0025-one-audited-module.md) is most
//! of the cost of reading a large input.
//!
//! The contract: the file's *content* is untrusted (callers validate it as any input), its
//! *stability* during the run is assumed, as LLVM's `MemoryBuffer` and every tool that maps its
//! inputs assume it. Two concurrent changes by another process break that assumption:
//!
//! * a write: the bytes we read change under us. Callers that viewed the bytes as `&str` after
//!   a UTF-8 check could then hold a `str` that is no longer UTF-8, which std's `str` code (e.g.
//!   `chars()`) assumes, so this is undefined behaviour. It is outside the threat model and not
//!   detected; do not modify an input file while a run reads it.
//! * a truncation: touching a page past the new end raises SIGBUS. This one is caught: the
//!   guard ([`install_sigbus_guard`], run before the first mapping) ends the process with
//!   [`SHRANK_MESSAGE`] on stderr and exit status 1 instead of a crash.

use std::fs::File;
use std::io;
use std::sync::OnceLock;

/// What the SIGBUS guard writes to stderr before it ends the process with status 1.
pub const SHRANK_MESSAGE: &str =
    "amdgpu: error: an input file shrank while it was mapped (was it modified during the run?)\n";

/// Files from this size on are mapped by [`MappedFile::map`]; smaller ones are read (a mapping
/// costs a few system calls and a page-table setup that a small read does not).
pub const MAP_MIN_BYTES: u64 = 1 << 20;

/// The SIGBUS handler: writes the message and ends the process. Only async-signal-safe calls
/// (`write`, `_exit`); it never returns, as returning from a SIGBUS raised by a load would
/// re-run the load forever.
extern "C" fn on_sigbus(_signal: libc::c_int) {
    let msg = SHRANK_MESSAGE.as_bytes();
    // SAFETY: `write` and `_exit` are async-signal-safe (POSIX); `msg` is a static byte string
    // valid for `msg.len()` bytes. A short or failed write changes nothing: we exit either way.
    unsafe {
        let _ = libc::write(libc::STDERR_FILENO, msg.as_ptr().cast(), msg.len());
        libc::_exit(1);
    }
}

/// Installs the SIGBUS guard once per process (later calls return the first result).
///
/// It replaces any SIGBUS disposition, including the Rust runtime's: on Linux std watches
/// SIGSEGV for stack overflows, and SIGBUS only reaches it from a mapping like ours.
///
/// # Errors
/// The system's error when `sigaction` fails (callers then read instead of mapping).
pub fn install_sigbus_guard() -> io::Result<()> {
    static INSTALLED: OnceLock<Result<(), i32>> = OnceLock::new();
    let done = INSTALLED.get_or_init(|| {
        // SAFETY: `sigaction` is a plain C struct; all-zero bytes are a valid value (handler
        // SIG_DFL, no flags, no restorer), and every field we rely on is set below.
        let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
        let handler: extern "C" fn(libc::c_int) = on_sigbus;
        action.sa_sigaction = handler as libc::sighandler_t;
        // No SA_SIGINFO: the handler takes the signal number only, as its type says.
        action.sa_flags = libc::SA_ONSTACK;
        // SAFETY: `action.sa_mask` is a valid, writable `sigset_t`; `sigemptyset` only
        // initialises it. `sigaction` reads `action` (fully initialised) and writes no old
        // action (null). The handler's signature matches a handler without SA_SIGINFO, and it
        // calls only async-signal-safe functions.
        let rc = unsafe {
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(libc::SIGBUS, &action, std::ptr::null_mut())
        };
        if rc == 0 { Ok(()) } else { Err(io::Error::last_os_error().raw_os_error().unwrap_or(0)) }
    });
    done.map_err(io::Error::from_raw_os_error)
}

/// A read-only, private mapping of a whole regular file (see the module docs for what another
/// process changing the file can do). Dereferences to the file's bytes.
#[derive(Debug)]
pub struct MappedFile {
    map: memmap2::Mmap,
}

impl MappedFile {
    /// Maps `file` when it is a regular file of at least [`MAP_MIN_BYTES`] (installing the
    /// SIGBUS guard first); `Ok(None)` for anything else (smaller files, pipes, terminals,
    /// special files), which the caller reads as before. The pages are requested up front
    /// (`MAP_POPULATE`: the file's page-cache pages are wired into the page table in one call
    /// instead of a fault per 64 KiB).
    ///
    /// # Errors
    /// The system's error when the file's metadata cannot be read or the mapping fails.
    pub fn map(file: &File) -> io::Result<Option<MappedFile>> {
        let meta = file.metadata()?;
        if !meta.is_file() || meta.len() < MAP_MIN_BYTES {
            return Ok(None);
        }
        let Ok(len) = usize::try_from(meta.len()) else { return Ok(None) };
        if install_sigbus_guard().is_err() {
            return Ok(None);
        }
        // SAFETY: memmap2 requires that the file not be modified while mapped, because the
        // `&[u8]` we hand out could otherwise change or vanish. (1) The mapping is read-only and
        // MAP_PRIVATE; its memory stays valid for the `MappedFile`'s lifetime (munmap only in
        // Drop, after every borrow of `as_bytes` ended). (2) Concurrent writes by another
        // process: not sound in general (bytes change under a `&[u8]`, and a caller's UTF-8
        // check no longer holds for its `&str`); we assume, as LLVM does, that nobody writes an
        // input file during the run - the file's content is untrusted, its stability is part of
        // the contract (module docs, docs/0025). (3) A concurrent truncation makes loads past
        // the new end raise SIGBUS, which the guard installed above turns into a message and
        // `_exit(1)` (it never returns into the reader).
        let map = unsafe { memmap2::MmapOptions::new().len(len).populate().map(file)? };
        // Advice only: the readers go front to back.
        let _ = map.advise(memmap2::Advice::Sequential);
        Ok(Some(MappedFile { map }))
    }

    /// The file's bytes.
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        &self.map
    }
}

impl std::ops::Deref for MappedFile {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.map
    }
}

impl AsRef<[u8]> for MappedFile {
    fn as_ref(&self) -> &[u8] {
        &self.map
    }
}
