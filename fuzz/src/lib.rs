//! What several fuzz targets share. The targets themselves are the binaries in `fuzz_targets/`.

use std::sync::OnceLock;

/// One `amdgpu_isa::Target` per processor the ISA tables cover (`amdgpu_isa::table::PROCESSORS`),
/// built once: building one costs milliseconds (its opcode and mnemonic tables), far more than
/// handling a fuzz input.
pub fn isa_targets() -> &'static [amdgpu_isa::Target] {
    static TARGETS: OnceLock<Vec<amdgpu_isa::Target>> = OnceLock::new();
    TARGETS.get_or_init(|| {
        amdgpu_isa::table::PROCESSORS.iter().filter_map(|p| amdgpu_isa::Target::new(p).ok()).collect()
    })
}

/// Splits a fuzz input into the processor its first byte picks (modulo the processor count) and
/// the rest; `None` for an empty input.
pub fn pick_isa_target(data: &[u8]) -> Option<(&'static amdgpu_isa::Target, &[u8])> {
    let (&pick, rest) = data.split_first()?;
    let targets = isa_targets();
    Some((&targets[usize::from(pick) % targets.len()], rest))
}
