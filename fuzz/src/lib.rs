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

/// The decode-and-print fast path of each of [`isa_targets`], in the same order, built once.
pub fn isa_fast_paths() -> &'static [amdgpu_isa::fast::Fast<'static>] {
    static FAST: OnceLock<Vec<amdgpu_isa::fast::Fast<'static>>> = OnceLock::new();
    FAST.get_or_init(|| isa_targets().iter().map(amdgpu_isa::fast::Fast::new).collect())
}

/// Splits a fuzz input into the processor its first byte picks (modulo the processor count) and
/// the rest; `None` for an empty input.
pub fn pick_isa_target(data: &[u8]) -> Option<(&'static amdgpu_isa::Target, &[u8])> {
    pick_isa(data).map(|(i, rest)| (&isa_targets()[i], rest))
}

/// As [`pick_isa_target`], with the processor's fast path.
pub fn pick_isa_fast(
    data: &[u8],
) -> Option<(&'static amdgpu_isa::Target, &'static amdgpu_isa::fast::Fast<'static>, &[u8])> {
    pick_isa(data).map(|(i, rest)| (&isa_targets()[i], &isa_fast_paths()[i], rest))
}

fn pick_isa(data: &[u8]) -> Option<(usize, &[u8])> {
    let (&pick, rest) = data.split_first()?;
    Some((usize::from(pick) % isa_targets().len(), rest))
}
