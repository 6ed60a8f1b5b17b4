#![no_main]
//! Instruction text for every processor the ISA tables cover (the first byte picks it; the
//! rest is lossy UTF-8): `amdgpu_isa::listing::assemble` (one instruction per line, with its
//! encoding, as `amdgpu asm --mcpu X --show-encoding` on bare instructions) and
//! `listing::disassemble` (a `0x..` byte list, as `amdgpu disasm --bytes`).
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// One `Target` per processor, built once (building one costs milliseconds).
fn targets() -> &'static [amdgpu_isa::Target] {
    static TARGETS: OnceLock<Vec<amdgpu_isa::Target>> = OnceLock::new();
    TARGETS.get_or_init(|| {
        amdgpu_isa::table::PROCESSORS.iter().filter_map(|p| amdgpu_isa::Target::new(p).ok()).collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let targets = targets();
    let target = &targets[usize::from(pick) % targets.len()];
    let text = String::from_utf8_lossy(rest);
    let _ = amdgpu_isa::listing::assemble(&text, target, true);
    let _ = amdgpu_isa::listing::disassemble(&text, target);
});
