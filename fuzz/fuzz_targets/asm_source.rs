#![no_main]
//! Assembler front end: arbitrary source text (lossy UTF-8), default options.
use libfuzzer_sys::fuzz_target;


fuzz_target!(|data: &[u8]| {
    let _ = amdgpu_asm::parse(data);
});
