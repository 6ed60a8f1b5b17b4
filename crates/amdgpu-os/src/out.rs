//! Large output files written front to back: [`ReservingFile`].
//!
//! Writing 91 MB of disassembly into a new ext4 file costs the kernel a block reservation per
//! page as the pages are dirtied (delayed allocation: `ext4_da_get_block_prep`, extent-status
//! updates, buffer heads). Allocating the blocks ahead with `fallocate(FALLOC_FL_KEEP_SIZE)`
//! lets the writes fill pages of blocks that already exist: docs/performance.md,
//! "Disassembler, session 9: I/O and start", has the measurements.

use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

/// A file created for writing that reserves its blocks [`ReservingFile::AHEAD`] bytes at a time
/// once it holds [`ReservingFile::FROM`] bytes, and gives back what it reserved beyond the
/// written end when it is finished (or dropped).
///
/// The reservation is an optimisation only: where `fallocate` fails (a filesystem without it,
/// a pipe or a device given as the output path, another system) the file is written plainly and
/// nothing is reserved again. The file's bytes and length are those written, either way.
///
/// ```
/// use std::io::Write;
///
/// let path = std::env::temp_dir().join(format!("amdgpu-os-reserve-doc-{}.txt", std::process::id()));
/// let mut f = amdgpu_os::ReservingFile::create(&path).unwrap();
/// for _ in 0..3 {
///     f.write_all(&vec![b'a'; 1 << 20]).unwrap();
/// }
/// f.finish().unwrap();
/// assert_eq!(std::fs::metadata(&path).unwrap().len(), 3 << 20);
/// std::fs::remove_file(&path).unwrap();
/// ```
#[derive(Debug)]
pub struct ReservingFile {
    file: File,
    /// Bytes written (the file's length: it is written front to back).
    written: u64,
    /// End of the reservation made so far (0: none).
    reserved: u64,
    /// Set when a reservation failed: no more are tried.
    plain: bool,
}

impl ReservingFile {
    /// Bytes reserved by one `fallocate` call.
    pub const AHEAD: u64 = 16 << 20;
    /// No reservation before the file holds this much (a small output gets none).
    pub const FROM: u64 = 1 << 20;

    /// Creates (or truncates) the file at `path`, as [`File::create`].
    ///
    /// # Errors
    /// The system's error when the file cannot be created.
    pub fn create(path: &Path) -> io::Result<ReservingFile> {
        Ok(ReservingFile { file: File::create(path)?, written: 0, reserved: 0, plain: false })
    }

    /// Bytes written so far.
    #[must_use]
    pub fn written(&self) -> u64 {
        self.written
    }

    /// End of the blocks reserved so far (0 when none were: a small file, or no `fallocate`).
    #[must_use]
    pub fn reserved(&self) -> u64 {
        self.reserved
    }

    /// Gives back the blocks reserved beyond the written end (the file's length is set to what
    /// was written, which it already is, and that frees them) and closes the file.
    ///
    /// # Errors
    /// The system's error when the length cannot be set.
    pub fn finish(mut self) -> io::Result<()> {
        self.trim()
    }

    fn trim(&mut self) -> io::Result<()> {
        if self.reserved > self.written {
            self.reserved = 0;
            self.file.set_len(self.written)?;
        }
        Ok(())
    }

    /// Reserves the next [`Self::AHEAD`] bytes when a write of `len` bytes would pass the
    /// reservation's end (and the file is past [`Self::FROM`]).
    fn reserve_for(&mut self, len: usize) {
        let end = self.written + len as u64;
        if self.plain || end <= self.reserved || end <= Self::FROM {
            return;
        }
        let from = self.reserved.max(self.written);
        let to = end.max(from + Self::AHEAD);
        if allocate_keep_size(&self.file, from, to - from) {
            self.reserved = to;
        } else {
            self.plain = true;
        }
    }
}

impl Write for ReservingFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.reserve_for(buf.len());
        let n = self.file.write(buf)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

impl Drop for ReservingFile {
    fn drop(&mut self) {
        // An unfinished file (a failed run) gives back its reservation too; errors have no
        // one to go to here.
        let _ = self.trim();
    }
}

/// `fallocate(FALLOC_FL_KEEP_SIZE)` of `len` bytes at `offset`: blocks allocated, the file's
/// length unchanged. False when the system refused.
#[cfg(target_os = "linux")]
fn allocate_keep_size(file: &File, offset: u64, len: u64) -> bool {
    rustix::fs::fallocate(file, rustix::fs::FallocateFlags::KEEP_SIZE, offset, len).is_ok()
}

#[cfg(not(target_os = "linux"))]
fn allocate_keep_size(_file: &File, _offset: u64, _len: u64) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::MetadataExt;

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("amdgpu-os-out-{name}-{}", std::process::id()))
    }

    /// Blocks of 512 bytes a file of `len` bytes needs at most when nothing is reserved past
    /// its end (4 KiB filesystem blocks).
    fn blocks_for(len: u64) -> u64 {
        len.div_ceil(4096) * 8
    }

    #[test]
    fn small_files_reserve_nothing() {
        let path = temp("small");
        let mut f = ReservingFile::create(&path).unwrap();
        f.write_all(&[b'x'; 1000]).unwrap();
        assert_eq!(f.reserved(), 0);
        f.finish().unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), vec![b'x'; 1000]);
        std::fs::remove_file(&path).unwrap();
    }

    /// A large file reserves ahead while written (where the filesystem can) and holds exactly
    /// the written bytes, with no blocks past its end, once finished.
    #[test]
    fn reservation_is_given_back() {
        let path = temp("large");
        let mut f = ReservingFile::create(&path).unwrap();
        let piece: Vec<u8> = (0..=255u8).cycle().take(700_001).collect();
        for _ in 0..5 {
            f.write_all(&piece).unwrap();
        }
        let reserved = f.reserved();
        if reserved > 0 {
            assert!(reserved >= f.written() + ReservingFile::AHEAD / 2, "reserved {reserved}");
            let held = std::fs::metadata(&path).unwrap().blocks();
            assert!(held > blocks_for(f.written()), "{held} blocks while reserved");
        }
        f.finish().unwrap();
        let meta = std::fs::metadata(&path).unwrap();
        assert_eq!(meta.len(), 5 * 700_001);
        assert!(meta.blocks() <= blocks_for(meta.len()), "{} blocks after finish", meta.blocks());
        assert_eq!(std::fs::read(&path).unwrap(), piece.repeat(5));
        std::fs::remove_file(&path).unwrap();
    }

    /// A file dropped unfinished (a failed run) gives its reservation back too.
    #[test]
    fn dropping_gives_back() {
        let path = temp("drop");
        let mut f = ReservingFile::create(&path).unwrap();
        f.write_all(&vec![b'y'; 3 << 20]).unwrap();
        drop(f);
        let meta = std::fs::metadata(&path).unwrap();
        assert_eq!(meta.len(), 3 << 20);
        assert!(meta.blocks() <= blocks_for(meta.len()), "{} blocks after drop", meta.blocks());
        std::fs::remove_file(&path).unwrap();
    }

    /// An output that cannot be reserved (a character device) is written plainly.
    #[test]
    fn devices_are_written_plainly() {
        let mut f = ReservingFile::create(Path::new("/dev/null")).unwrap();
        f.write_all(&vec![0u8; 2 << 20]).unwrap();
        assert_eq!(f.reserved(), 0);
        assert_eq!(f.written(), 2 << 20);
        f.finish().unwrap();
    }
}
