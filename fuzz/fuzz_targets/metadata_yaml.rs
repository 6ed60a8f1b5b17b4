#![no_main]
//! Code object V2 metadata and .amdgpu_metadata blocks: YAML parsing and the typed model.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = amdgpu_metadata::yaml::parse(&text);
    let _ = amdgpu_metadata::v2::Metadata::parse(&text);
});
