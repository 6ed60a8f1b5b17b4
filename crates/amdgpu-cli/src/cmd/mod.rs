//! One module per subcommand. Each exposes an `Args` struct (clap) and
//! `run(args) -> anyhow::Result<ExitCode>`.

pub mod abi;
pub mod asm;
pub mod check;
pub mod disasm;
pub mod input;
pub mod inspect;
pub mod legacy;
pub mod link;
pub mod listing;
pub mod target_id;
pub mod targets;
