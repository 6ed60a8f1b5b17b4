//! Mutated objects never panic or hang: truncations at many lengths and deterministic bit
//! flips of every fixture go through `disassemble_full` and `listing`, which must return
//! (an error or text).

mod common;

use amdgpu_disasm::{DisasmOptions, disassemble_full, listing};
use common::*;

/// The fixtures and the r600 object (ELFCLASS32, disassembled as data).
fn objects() -> Vec<std::path::PathBuf> {
    let mut v = fixture_objects();
    v.push(fixtures().join("r600/r600-cypress.o"));
    v
}

fn exercise(data: &[u8]) -> bool {
    let opts = DisasmOptions::default();
    let a = disassemble_full(data, &opts);
    let b = listing(data, &opts);
    if let Err(e) = &a {
        // Errors are displayable and name a location.
        assert!(!e.to_string().is_empty());
    }
    a.is_ok() && b.is_ok()
}

#[test]
fn truncations_never_panic() {
    for path in objects() {
        let data = std::fs::read(&path).unwrap();
        // Every 11th length, at most ~256 lengths per file (the larger fixtures).
        for len in (0..data.len()).step_by((data.len() / 256).max(11)) {
            exercise(&data[..len]);
        }
    }
}

#[test]
fn bit_flips_never_panic() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut ok = 0usize;
    for path in objects() {
        let data = std::fs::read(&path).unwrap();
        for _ in 0..100 {
            let mut m = data.clone();
            for _ in 0..1 + next() % 4 {
                let i = (next() % m.len() as u64) as usize;
                m[i] ^= 1 << (next() % 8);
            }
            ok += usize::from(exercise(&m));
        }
    }
    // Most single flips land in code or data and still disassemble.
    assert!(ok > 0);
}

#[test]
fn hostile_header_values_never_panic() {
    // Large section addresses, offsets and sizes: overwrite each 8-byte aligned field of the
    // section header table with extreme values.
    for path in fixture_objects() {
        let data = std::fs::read(&path).unwrap();
        let shoff = u64::from_le_bytes(data[0x28..0x30].try_into().unwrap()) as usize;
        let shnum = usize::from(u16::from_le_bytes([data[0x3c], data[0x3d]]));
        let end = (shoff + shnum * 64).min(data.len().saturating_sub(8));
        // Every field of up to 20 section headers; every n-th field of longer tables (the
        // `-g` fixtures), so each file costs about the same.
        let fields = end.saturating_sub(shoff) / 8;
        for at in (shoff..end).step_by(8 * fields.div_ceil(160).max(1)) {
            for v in [u64::MAX, 0x7fff_ffff_ffff_fff0] {
                let mut m = data.clone();
                m[at..at + 8].copy_from_slice(&v.to_le_bytes());
                exercise(&m);
            }
        }
    }
}

#[test]
fn not_an_object() {
    assert!(!exercise(b""));
    assert!(!exercise(b"\x7fELF"));
    assert!(!exercise(&[0u8; 4096]));
}
