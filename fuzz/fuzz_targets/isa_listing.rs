#![no_main]
//! Instruction text for every processor the ISA tables cover (the first byte picks it; the
//! rest is lossy UTF-8): `amdgpu_isa::listing::assemble` (one instruction per line, with its
//! encoding, as `amdgpu asm --mcpu X --show-encoding` on bare instructions) and
//! `listing::disassemble` (a `0x..` byte list, as `amdgpu disasm --bytes`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((target, rest)) = amdgpu_fuzz::pick_isa_target(data) else { return };
    let text = String::from_utf8_lossy(rest);
    let _ = amdgpu_isa::listing::assemble(&text, target, true);
    let _ = amdgpu_isa::listing::disassemble(&text, target);
});
