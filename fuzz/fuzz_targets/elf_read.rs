#![no_main]
//! Code-object reader and the loadability checker.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = amdgpu_elf::read(data) {
        let _ = co.target_id();
        let _ = amdgpu_elf::check::check(&co);
    }
});
