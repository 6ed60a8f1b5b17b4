#![no_main]
//! Linker: one input, or two when the bytes hold a second ELF header (`\x7fELF` after the
//! start): the whole input is linked alone, and the two pieces together. Concatenated objects
//! (which libFuzzer's cross-over makes from the seed objects) so exercise symbol resolution
//! across files, while a single seed object is linked as it is.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let options = amdgpu_link::LinkOptions::default();
    let _ = amdgpu_link::link(&[("a.o", data)], &options);
    let second = data.get(1..).and_then(|rest| rest.windows(4).position(|w| w == b"\x7fELF"));
    if let Some(at) = second {
        let (a, b) = data.split_at(at + 1);
        let _ = amdgpu_link::link(&[("a.o", a), ("b.o", b)], &options);
    }
});
