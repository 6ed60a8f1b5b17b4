#![no_main]
//! Decoder and printer: any bytes, for every processor the ISA tables cover (first byte picks it).
use libfuzzer_sys::fuzz_target;


const CPUS: &[&str] = &["gfx801", "gfx802", "gfx803", "gfx810", "gfx900", "gfx902", "gfx904", "gfx906", "gfx908",
    "gfx909", "gfx90a", "gfx90c"];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, mut rest)) = data.split_first() else { return };
    let Ok(target) = amdgpu_isa::Target::new(CPUS[usize::from(pick) % CPUS.len()]) else { return };
    let mut text = String::new();
    while rest.len() >= 4 {
        match amdgpu_isa::decode(rest, &target) {
            Ok((inst, len)) => {
                assert!(len >= 4 && len <= rest.len(), "decoder reported an impossible length {len}");
                text.clear();
                amdgpu_isa::print(&inst, &target, &mut text).expect("printing into a String");
                rest = &rest[len..];
            }
            Err(_) => rest = &rest[4..],
        }
    }
});
