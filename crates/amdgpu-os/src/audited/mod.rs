//! Every `unsafe` block of the workspace, each with its `// SAFETY:` argument
//! (docs/0025-one-audited-module.md).
//!
//! * [`map`]: a read-only private mapping of a regular file, and the process-wide SIGBUS guard
//!   installed before the first mapping.
//! * [`alloc`]: the counting global allocator of the hostile tests.
//!
//! Everything outside this module is compiled with `unsafe_code = "deny"`; the rest of the
//! workspace forbids it.

pub mod alloc;
pub mod map;
