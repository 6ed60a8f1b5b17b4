#![no_main]
//! Code object V3+ metadata: MessagePack decoding and the typed model.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = amdgpu_metadata::msgpack::decode(data);
    let _ = amdgpu_metadata::v3::Metadata::decode(data);
});
