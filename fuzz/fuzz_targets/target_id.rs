#![no_main]
//! Target IDs and triples.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = amdgpu_target::TargetId::parse_bytes(data);
});
