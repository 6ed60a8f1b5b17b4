#![no_main]
//! Linker: one or two arbitrary inputs (split at the first byte).
use libfuzzer_sys::fuzz_target;


fuzz_target!(|data: &[u8]| {
    let Some((&cut, rest)) = data.split_first() else { return };
    let cut = (usize::from(cut) * rest.len() / 255).min(rest.len());
    let (a, b) = rest.split_at(cut);
    let options = amdgpu_link::LinkOptions::default();
    let _ = amdgpu_link::link(&[("a.o", a), ("b.o", b)], &options);
    let _ = amdgpu_link::link(&[("a.o", rest)], &options);
});
