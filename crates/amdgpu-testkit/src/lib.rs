//! Test scaffolding shared by the amdgpu crates.
//!
//! * [`golden`]: compare output with a committed expected file; `BLESS=1` rewrites it.
//! * [`corpus`]: walk a folder of test cases (one case per file) in a stable order.
//! * [`oracle`]: find LLVM 19 (`llvm-mc-19`, ...) and LLVM's own AMDGPU MC test corpus that
//!   `../shared/tools/oracle-setup.sh` unpacks. Tests that need them are `#[ignore]`d with a
//!   reason that starts with `needs LLVM 19`, and `.ci/run` runs them with `--ignored` after it
//!   installs the oracle. When run, such a test fails (it never silently passes) if the oracle is
//!   missing.
//! * [`rng`]: the one deterministic random generator (xorshift64*) the property and
//!   hostile-input tests draw their cases from.
//! * [`mutate`]: byte mutations for hostile-input tests (truncations, bit flips, byte sets,
//!   spans, boundary values in little-endian fields).
//!
//! ```
//! use amdgpu_testkit::golden;
//! let dir = std::env::temp_dir().join("amdgpu-testkit-doc");
//! std::fs::create_dir_all(&dir).unwrap();
//! let path = dir.join("example.golden");
//! std::fs::write(&path, "hello\n").unwrap();
//! golden::assert_eq_file(&path, "hello\n");
//! ```

pub mod corpus;
pub mod golden;
pub mod mutate;
pub mod oracle;
pub mod rng;
