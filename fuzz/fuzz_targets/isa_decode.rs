#![no_main]
//! Decoder, printer, and the way back: any bytes, for every processor the ISA tables cover
//! (`amdgpu_isa::table::PROCESSORS`; the first byte picks it). Each decoded instruction is
//! printed, its text parsed again and the result encoded (decode -> print -> parse -> encode).
//! The round trip checks only that nothing panics: some decodable words legitimately print as
//! text the parser reads as another form, which the disassembler handles by comparing bytes.
//! The fused decode-and-print fast path (`amdgpu_isa::fast`) runs on the same bytes: whatever
//! it takes must be what the general decoder and printer make of them, size and text.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((target, fast, mut rest)) = amdgpu_fuzz::pick_isa_fast(data) else { return };
    let mut text = String::new();
    let mut fast_text = Vec::new();
    let mut bytes = Vec::new();
    while rest.len() >= 4 {
        fast_text.clear();
        let fast_len = fast.print(rest, &mut fast_text);
        match amdgpu_isa::decode(rest, target) {
            Ok((inst, len)) => {
                assert!(len >= 4 && len <= rest.len(), "decoder reported an impossible length {len}");
                text.clear();
                amdgpu_isa::print(&inst, target, &mut text).expect("printing into a String");
                if let Some(n) = fast_len {
                    assert_eq!((fast_text.as_slice(), n), (text.as_bytes(), len), "fast path differs");
                }
                if let Ok(back) = amdgpu_isa::parse_inst(&text, target, &mut amdgpu_isa::PlainExprs) {
                    bytes.clear();
                    let _ = amdgpu_isa::encode(&back, target, &mut bytes);
                }
                rest = &rest[len..];
            }
            Err(_) => {
                assert_eq!(fast_len, None, "the fast path took a word the decoder refuses");
                rest = &rest[4..];
            }
        }
    }
});
