//! Properties over many generated inputs (deterministic, no external crates): parsers never
//! panic, and whatever they accept prints back to something that parses to the same value.

use amdgpu_target::eflags::{decode, encode};
use amdgpu_target::{Arch, CodeObjectVersion, PROCESSORS, TargetId, Triple};
use amdgpu_testkit::{mutate, rng::Rng};

const SEEDS: &[&str] = &[
    "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-",
    "amdgcn-amd-amdhsa--gfx906+xnack+sram-ecc",
    "amdgcn-amd-amdhsa--gfx1010+xnack+wavefrontsize64+cumode",
    "r600----cayman",
    "gfx10-3-generic",
    "amdgcn-mesa-mesa3d--gfx1100",
];
const ALPHABET: &[u8] = b"-:+amdgcnhsax0169ekr\xc3\xa9\xff ";

#[test]
fn mutated_target_ids_never_panic_and_round_trip() {
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let mut accepted = 0;
    for i in 0..5_000 {
        let mut bytes = SEEDS[i % SEEDS.len()].as_bytes().to_vec();
        for _ in 0..=rng.below(3) {
            let done = match rng.below(3) {
                0 => mutate::remove_byte(&mut bytes, &mut rng),
                1 => mutate::set_byte_from(&mut bytes, &mut rng, ALPHABET),
                _ => false,
            };
            if !done {
                mutate::insert_byte_from(&mut bytes, &mut rng, ALPHABET);
            }
        }
        let by_bytes = TargetId::parse_bytes(&bytes);
        let Ok(text) = std::str::from_utf8(&bytes) else {
            assert!(matches!(by_bytes, Err(amdgpu_target::TargetError::InvalidUtf8 { .. })));
            continue;
        };
        assert_eq!(by_bytes, TargetId::parse(text));
        let _ = Triple::parse(text);
        match TargetId::parse(text) {
            Ok(id) => {
                accepted += 1;
                let printed = id.to_string();
                let again = TargetId::parse_as(&printed, id.spelling)
                    .unwrap_or_else(|e| panic!("{text} -> {printed}: {e}"));
                assert_eq!(again.to_string(), printed, "{text}");
            }
            Err(e) => {
                // Every error renders, and its offset (when it has one) is inside the input.
                let msg = e.to_string();
                if let Some(rest) = msg.strip_prefix("at byte ") {
                    let off: usize = rest.split(':').next().unwrap().parse().unwrap();
                    assert!(off <= text.len(), "{text}: {msg}");
                }
            }
        }
    }
    assert!(accepted > 25, "only {accepted} mutants accepted");
}

#[test]
fn every_flags_word_decodes_or_errors_and_accepted_words_re_encode() {
    let highs = [0u32, 0x0100_0000, 0x0200_0000, 0xff00_0000, 0x0000_1000, 0x8000_0000];
    let mut ok = 0;
    for version in CodeObjectVersion::ALL {
        for arch in [Arch::Amdgcn, Arch::R600] {
            for low in 0..0x1000u32 {
                for high in highs {
                    let flags = low | high;
                    let Ok(d) = decode(flags, arch, version) else { continue };
                    ok += 1;
                    let Some(id) = d.target_id(version) else {
                        assert_eq!(version, CodeObjectVersion::V2);
                        continue;
                    };
                    let generic = (d.generic_version != 0).then_some(d.generic_version);
                    match encode(&id, version, generic) {
                        Ok(back) => assert_eq!(back, flags, "{flags:#x} {version}"),
                        // Decoding is lenient about generic targets outside V6 (LLVM 19 writes
                        // them into V4/V5 objects); encoding follows the documentation.
                        Err(_) => {
                            assert!(id.processor.generic && version != CodeObjectVersion::V6, "{flags:#x}")
                        }
                    }
                }
            }
        }
    }
    assert!(ok > 500, "{ok}");
}

#[test]
fn every_processor_resolves_by_name_alias_and_mach() {
    for p in PROCESSORS {
        assert_eq!(amdgpu_target::processor(p.name), Some(p));
        for a in p.aliases {
            assert_eq!(amdgpu_target::processor(a), Some(p));
        }
        assert_eq!(amdgpu_target::processor_by_mach(u32::from(p.mach)), Some(p));
    }
}
