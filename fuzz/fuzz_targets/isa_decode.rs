#![no_main]
//! Decoder, printer, and the way back: any bytes, for every processor the ISA tables cover
//! (`amdgpu_isa::table::PROCESSORS`; the first byte picks it). Each decoded instruction is
//! printed, its text parsed again and the result encoded (decode -> print -> parse -> encode).
//! The round trip checks only that nothing panics: some decodable words legitimately print as
//! text the parser reads as another form, which the disassembler handles by comparing bytes.
//! The fused decode-and-print fast path (`amdgpu_isa::fast`) runs on the same bytes: whatever
//! it takes must be what the general decoder and printer make of them, size and text; its
//! whole-line entry point (`Fast::write_line`, branches named by a callback, the comment column)
//! must give the tab, the general text and the comment; and a literal it takes must assemble back
//! to the same bytes (or be text the parser refuses, which the disassembler trusts).
use libfuzzer_sys::fuzz_target;

/// Names branch targets at multiples of 8 (`.L<hex>`), leaves the others numeric.
struct Eights(u64);

impl amdgpu_isa::Symbolizer for Eights {
    fn branch_target(&self, simm16: i16, out: &mut dyn std::fmt::Write) -> Option<std::fmt::Result> {
        let t = u64::try_from(self.0 as i64 + 4 + i64::from(simm16) * 4).ok()?;
        (t % 8 == 0).then(|| write!(out, ".L{t:x}"))
    }
}

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
                let off = (data.len() - rest.len()) as u64;
                let mut line = [0u8; amdgpu_isa::fast::LINE_ROOM];
                let took = fast.write_line(rest, off, off, true, &mut line, |t, c| {
                    let ok = t % 8 == 0;
                    if ok {
                        c.put(format!(".L{t:x}").as_bytes());
                    }
                    ok
                });
                if let Some(took) = took {
                    let mut want = String::new();
                    amdgpu_isa::print_with(&inst, target, &Eights(off), &mut want).expect("printing");
                    let words: Vec<String> = rest[..len]
                        .chunks(4)
                        .map(|c| format!("{:08X}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                        .collect();
                    let pad = " ".repeat(59usize.saturating_sub(want.len()).max(1));
                    let want = format!("\t{want}{pad}// {off:012X}: {}\n", words.join(" "));
                    assert_eq!((&line[..took.n], took.len), (want.as_bytes(), len), "fast line differs");
                    if took.literal.is_some()
                        && let Ok(back) = amdgpu_isa::parse_inst(&text, target, &mut amdgpu_isa::PlainExprs)
                    {
                        bytes.clear();
                        if amdgpu_isa::encode(&back, target, &mut bytes).is_ok() {
                            assert_eq!(
                                bytes.as_slice(),
                                &rest[..len],
                                "a fast-path literal re-encodes differently"
                            );
                        }
                    }
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
