#![no_main]
//! AMDIL metadata strings and Catalyst OpenCL 2.0 signatures.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = amdgpu_legacy::amdil::parse_bytes(data);
    let _ = amdgpu_legacy::cl2::parse_signature(&String::from_utf8_lossy(data));
});
