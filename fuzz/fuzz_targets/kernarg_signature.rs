#![no_main]
//! OpenCL C kernel parameter lists (kernarg layout).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = amdgpu_hsa::kernarg::parse_signature_bytes(data);
});
