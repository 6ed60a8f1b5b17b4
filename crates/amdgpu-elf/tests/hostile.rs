//! Hostile input: truncations and bit flips of every fixture, and headers that claim huge
//! tables. Nothing may panic; every error must point inside the file.

mod common;

use std::path::PathBuf;

use amdgpu_elf::{ElfError, inspect, read};
use amdgpu_testkit::mutate::{get_le, put_le};
use amdgpu_testkit::{mutate, rng::Rng};

fn fixtures() -> Vec<(PathBuf, Vec<u8>)> {
    common::fixtures()
        .into_iter()
        .map(|p| {
            let d = std::fs::read(&p).unwrap();
            (p, d)
        })
        .collect()
}

/// Reads `data`; on success renders it both ways (which must not panic either); on failure
/// checks the offset. Returns whether it was read.
fn exercise(data: &[u8], what: &str) -> bool {
    match read(data) {
        Ok(co) => {
            let _ = inspect::to_text(&co);
            let _ = inspect::to_json(&co);
            for f in amdgpu_elf::check::check(&co) {
                assert!(f.offset.is_none_or(|o| o <= data.len() as u64), "{what}: {f:?}");
            }
            true
        }
        Err(ElfError { offset, kind }) => {
            assert!(
                offset <= data.len() as u64,
                "{what}: offset {offset:#x} beyond {} bytes ({kind})",
                data.len()
            );
            false
        }
    }
}

#[test]
fn every_truncation_is_an_error_or_a_smaller_object() {
    let mut n = 0;
    for (p, data) in fixtures() {
        // Every length up to 512, then every 7th: a few thousand cases over all fixtures.
        for len in mutate::truncations(data.len(), 512, 7) {
            exercise(&data[..len], &format!("{} truncated to {len}", p.display()));
            n += 1;
        }
        // The whole file must always read.
        assert!(exercise(&data, &p.display().to_string()));
    }
    assert!(n > 3000, "{n}");
}

#[test]
fn bit_flips_never_panic() {
    let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
    let mut n = 0;
    for (p, data) in fixtures() {
        for round in 0..300 {
            let mut d = data.clone();
            let flips = 1 + (round % 4);
            for _ in 0..flips {
                if round % 5 == 0 {
                    // Whole-byte garbage in the headers.
                    mutate::set_random_byte(&mut d, &mut rng, 128);
                } else {
                    mutate::flip_bit(&mut d, &mut rng, usize::MAX);
                }
            }
            exercise(&d, &format!("{} flip round {round}", p.display()));
            n += 1;
        }
    }
    assert!(n >= 4000, "{n}");
}

fn base() -> Vec<u8> {
    common::read_fixture("k-gfx900-v5.hsaco")
}

/// File offset of section header `i` of a 64-bit object.
fn sh(d: &[u8], i: usize) -> usize {
    get_le(d, 0x28, 8) as usize + 64 * i
}

#[test]
fn huge_counts_and_sizes_are_rejected_with_offsets() {
    let d0 = base();
    let check = |d: Vec<u8>, what: &str, want_offset: Option<u64>| {
        let e = read(&d).expect_err(what);
        assert!(e.offset <= d.len() as u64, "{what}: {e}");
        if let Some(o) = want_offset {
            assert_eq!(e.offset, o, "{what}: {e}");
        }
    };
    // 65535 section headers.
    let mut d = d0.clone();
    put_le(&mut d, 0x3c, 2, 0xffff);
    check(d, "e_shnum 65535", Some(0x28));
    // Extended numbering: e_shnum 0 and section 0's sh_size = 2^60.
    let mut d = d0.clone();
    put_le(&mut d, 0x3c, 2, 0);
    let s0 = sh(&d, 0);
    put_le(&mut d, s0 + 0x20, 8, 1 << 60);
    check(d, "extended e_shnum 2^60", None);
    // Section header table offset near u64::MAX.
    let mut d = d0.clone();
    put_le(&mut d, 0x28, 8, u64::MAX - 8);
    check(d, "e_shoff overflow", None);
    // 65535 program headers.
    let mut d = d0.clone();
    put_le(&mut d, 0x38, 2, 0xffff);
    check(d, "e_phnum 65535", Some(0x20));
    // Every section in turn claims 2^62 bytes.
    let shnum = get_le(&d0, 0x3c, 2) as usize;
    for i in 1..shnum {
        let mut d = d0.clone();
        let at = sh(&d, i);
        put_le(&mut d, at + 0x20, 8, 1 << 62);
        let nobits = get_le(&d, at + 4, 4) == 8;
        if nobits {
            continue; // NOBITS sections have no file contents; a huge size is legal there.
        }
        check(d, &format!("section {i} size 2^62"), Some(at as u64));
    }
    // A note whose name claims 4 GiB.
    let mut d = d0.clone();
    let note = get_le(&d, sh(&d, 1) + 0x18, 8) as usize;
    put_le(&mut d, note, 4, u64::from(u32::MAX));
    check(d, "note namesz 4 GiB", Some(note as u64));
    // A note whose descriptor claims 4 GiB.
    let mut d = d0.clone();
    put_le(&mut d, note + 4, 4, u64::from(u32::MAX));
    check(d, "note descsz 4 GiB", Some(note as u64));
    // The metadata MessagePack claims an array of 2^32-1 kernels: truncated, located inside the note.
    let mut d = d0.clone();
    let desc = note + 12 + 8;
    assert_eq!(d[desc] & 0xf0, 0x80, "metadata starts with a fixmap");
    let key = desc + 1;
    assert_eq!(&d[key..key + 15], b"\xaeamdhsa.kernels");
    d[key + 15] = 0xdd;
    put_le(&mut d, key + 16, 4, u64::from(u32::MAX));
    let e = read(&d).unwrap_err();
    assert!(e.offset >= desc as u64 && e.offset <= d.len() as u64, "{e}");
}

#[test]
fn shared_long_names_do_not_multiply_memory() {
    // Build a file whose symbol table has 4000 symbols all naming the same 3000-byte string:
    // copying the name for each would take 12 MB from a ~100 KB file.
    let d0 = base();
    let co = read(&d0).unwrap();
    let symtab = co.elf.sections.iter().find(|s| s.name == ".symtab").unwrap().clone();
    let strtab = co.elf.sections[symtab.link as usize].clone();
    let mut d = d0.clone();
    let long_at = d.len();
    d.extend(std::iter::repeat_n(b'x', 3000));
    d.push(0);
    let syms_at = d.len();
    let count = 4000usize;
    for _ in 0..count {
        let mut sym = [0u8; 24];
        sym[0..4].copy_from_slice(&((long_at - strtab.offset as usize) as u32).to_le_bytes());
        d.extend_from_slice(&sym);
    }
    // Point .strtab at the whole tail of the file, and .symtab at the new symbols.
    let st = strtab.header_offset as usize;
    let tail = (d.len() - strtab.offset as usize) as u64;
    put_le(&mut d, st + 0x20, 8, tail);
    let sy = symtab.header_offset as usize;
    put_le(&mut d, sy + 0x18, 8, syms_at as u64);
    put_le(&mut d, sy + 0x20, 8, (count * 24) as u64);
    let e = read(&d).unwrap_err();
    assert!(e.to_string().contains("4 times the file size"), "{e}");
    assert!(e.offset <= d.len() as u64);
}

#[test]
fn not_elf_and_wrong_machine() {
    assert_eq!(read(b"").unwrap_err().offset, 0);
    assert_eq!(read(b"\x7fELF").unwrap_err().offset, 0);
    let mut d = base();
    d[4] = 3;
    assert_eq!(read(&d).unwrap_err().offset, 4);
    let mut d = base();
    d[5] = 2;
    assert_eq!(read(&d).unwrap_err().offset, 5);
    let mut d = base();
    put_le(&mut d, 18, 2, 62);
    let e = read(&d).unwrap_err();
    assert_eq!(e.offset, 18);
    assert!(e.to_string().contains("EM_AMDGPU"), "{e}");
}

/// Every field of the ELF header, of every section header and of the first symbols, set in turn
/// to boundary values: nothing panics and errors stay inside the file.
#[test]
fn boundary_values_in_every_header_field() {
    let mut n = 0;
    for name in ["k-gfx900-v5.hsaco", "v3-gfx900-xnack.o", "r600-cypress.o", "v2-gfx803.o"] {
        let d0 = common::read_fixture(name);
        let co = read(&d0).unwrap();
        let is64 = co.elf.header.class == amdgpu_elf::Class::Elf64;
        let len = d0.len() as u64;
        let values = [0u64, 1, 0x40, len, u64::from(u32::MAX), u64::MAX];
        // (offset, width) of every field to poke.
        let mut fields: Vec<(usize, usize)> = if is64 {
            vec![
                (16, 2),
                (18, 2),
                (20, 4),
                (24, 8),
                (32, 8),
                (40, 8),
                (48, 4),
                (52, 2),
                (54, 2),
                (56, 2),
                (58, 2),
                (60, 2),
                (62, 2),
            ]
        } else {
            vec![
                (16, 2),
                (18, 2),
                (20, 4),
                (24, 4),
                (28, 4),
                (32, 4),
                (36, 4),
                (40, 2),
                (42, 2),
                (44, 2),
                (46, 2),
                (48, 2),
                (50, 2),
            ]
        };
        let sh_fields: &[(usize, usize)] = if is64 {
            &[(0, 4), (4, 4), (8, 8), (16, 8), (24, 8), (32, 8), (40, 4), (44, 4), (48, 8), (56, 8)]
        } else {
            &[(0, 4), (4, 4), (8, 4), (12, 4), (16, 4), (20, 4), (24, 4), (28, 4), (32, 4), (36, 4)]
        };
        for s in &co.elf.sections {
            fields.extend(sh_fields.iter().map(|(o, w)| (s.header_offset as usize + o, *w)));
        }
        let sym_fields: &[(usize, usize)] = if is64 {
            &[(0, 4), (4, 1), (6, 2), (8, 8), (16, 8)]
        } else {
            &[(0, 4), (4, 4), (8, 4), (12, 1), (14, 2)]
        };
        for s in co.elf.sections.iter().filter(|s| s.sh_type == 2 || s.sh_type == 11) {
            let ent = if is64 { 24 } else { 16 };
            for i in 0..(s.size / ent).min(4) {
                fields.extend(sym_fields.iter().map(|(o, w)| ((s.offset + i * ent) as usize + o, *w)));
            }
        }
        for (at, width) in fields {
            for v in values {
                let mut d = d0.clone();
                put_le(&mut d, at, width, v);
                exercise(&d, &format!("{name}: {width} bytes at {at:#x} = {v:#x}"));
                n += 1;
            }
        }
    }
    assert!(n > 2000, "{n}");
}

/// Inputs found by the fuzzer (fuzz/fuzz_targets/elf_read.rs), kept as regression tests.
#[test]
fn fuzzer_regressions() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regressions");
    let cases = amdgpu_testkit::corpus::files(&dir, ".bin");
    assert!(!cases.is_empty(), "no regression inputs in {}", dir.display());
    for path in cases {
        let data = std::fs::read(&path).unwrap();
        exercise(&data, &path.display().to_string());
    }
}
