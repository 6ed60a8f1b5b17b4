//! `amdgpu`: a toolchain for AMD GPU machine code.
//!
//! Each subcommand lives in its own module under `cmd/`; this file only parses the command line
//! and dispatches. Errors are reported as `amdgpu: error: ...` with exit status 1 (2 for usage
//! errors, as clap does).

use clap::{Parser, Subcommand};

mod cmd;

/// A toolchain for AMD GPU machine code: processors and target IDs, assembly, disassembly,
/// code objects and the runtime ABI.
#[derive(Parser)]
#[command(name = "amdgpu", version, about, long_about = None, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every processor (name, aliases, arch, generation, MACH, features, wave sizes).
    Targets(cmd::targets::Args),
    /// Decode a target ID: processor facts, e_flags, EI_OSABI and EI_ABIVERSION.
    TargetId(cmd::target_id::Args),
    /// Show an AMDGPU code object: header, target ID, sections, symbols, relocations, notes,
    /// metadata and kernels (descriptor, kernarg segment, entry point).
    Inspect(cmd::inspect::Args),
    /// Check that a code object is loadable and self-consistent (exit status 1 on errors).
    Check(cmd::check::Args),
    /// The runtime ABI: kernarg layouts, kernel descriptors and amd_kernel_code_t, initial
    /// register state, and the legacy AMDIL / Catalyst OpenCL 2.0 ABIs.
    Abi(cmd::abi::Args),
    /// Link relocatable objects into a loadable shared code object (what `ld.lld -shared` does).
    Link(cmd::link::Args),
    /// Assemble instructions (`--show-encoding`: canonical text and encodings, as llvm-mc).
    Asm(cmd::asm::Args),
    /// Disassemble bytes (`--bytes`: the byte-list input of `llvm-mc -disassemble`).
    Disasm(cmd::disasm::Args),
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<std::process::ExitCode> = match cli.command {
        Command::Targets(args) => cmd::targets::run(args),
        Command::TargetId(args) => cmd::target_id::run(args),
        Command::Inspect(args) => cmd::inspect::run(args),
        Command::Check(args) => cmd::check::run(args),
        Command::Abi(args) => cmd::abi::run(args),
        Command::Link(args) => cmd::link::run(args),
        Command::Asm(args) => cmd::asm::run(args),
        Command::Disasm(args) => cmd::disasm::run(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("amdgpu: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
