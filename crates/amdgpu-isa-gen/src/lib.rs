//! Library side of the `amdgpu-isa-gen` fact generator (see the binary's docs).

pub mod asm_sweep;
pub mod dpp_probe;
pub mod facts;
pub mod golden;
pub mod mem_probe;
pub mod mem_tables;
pub mod probe;
pub mod sweep;
pub mod symbols;
pub mod tables;
pub mod vote;
