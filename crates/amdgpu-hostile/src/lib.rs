//! Hostile-input testing for every amdgpu parser (tests only; `publish = false`).
//!
//! * [`recipe`]: the corpus format for inputs too large to commit (a 10 MB line, 200,000 nested
//!   parentheses): a few lines that expand, deterministically, into the bytes.
//! * [`mutate`]: deterministic structural mutations of ELF code objects (bit flips, byte sets,
//!   truncations, huge header/section/symbol/note fields, overlapping sections, cyclic `sh_link`).
//! * [`alloc`]: a counting global allocator to bound peak memory per case (re-exported from
//!   `amdgpu-os`, whose `audited` module holds the workspace's unsafe code; this crate has none).
//! * [`watchdog`]: a hang detector (not a benchmark): a case that has not finished after a
//!   generous wall-clock bound is reported as hung.
//!
//! ```
//! use amdgpu_hostile::{mutate, recipe};
//!
//! let bytes = recipe::expand("repeat 3 \"(\"\ntext \"1\"\nrepeat 3 \")\\n\"\n").unwrap();
//! assert_eq!(bytes, b"(((1)\n)\n)\n");
//!
//! let elf = include_bytes!("../../amdgpu-elf/tests/fixtures/k-gfx900-v5.o");
//! let (a, what_a) = mutate::mutate(elf, 7, 42);
//! let (b, what_b) = mutate::mutate(elf, 7, 42);
//! assert_eq!((a, what_a), (b, what_b)); // deterministic in (seed, index)
//! ```

pub use amdgpu_os::alloc;
pub mod mutate;
pub mod recipe;
pub mod watchdog;

use std::path::{Path, PathBuf};

/// The crate folder (for the corpus and `known-failures.tsv`).
#[must_use]
pub fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The `amdgpu` binary of the same build profile as the running test binary
/// (`target/<profile>/deps/<test>` -> `target/<profile>/amdgpu`), if it has been built.
#[must_use]
pub fn cli_binary() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let profile_dir = exe.parent()?.parent()?;
    let bin = profile_dir.join(format!("amdgpu{}", std::env::consts::EXE_SUFFIX));
    bin.is_file().then_some(bin)
}

/// One committed known failure: a case another crate's owner still has to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownFailure {
    /// The crate at fault.
    pub krate: String,
    /// The input (corpus path, or `mutation:<fixture>:<index>`).
    pub input: String,
    /// What happens (panic, stack overflow, hang, memory).
    pub symptom: String,
}

/// Reads `known-failures.tsv` (crate, input, symptom; `#` comments).
///
/// # Panics
/// When a line does not have three tab-separated fields.
#[must_use]
pub fn known_failures() -> Vec<KnownFailure> {
    let text = std::fs::read_to_string(crate_dir().join("known-failures.tsv")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert!(f.len() == 3, "known-failures.tsv: want crate<TAB>input<TAB>symptom, got {l:?}");
            KnownFailure { krate: f[0].into(), input: f[1].into(), symptom: f[2].into() }
        })
        .collect()
}
