//! Rejected links: the `fixtures/errors.txt` corpus (each line also rejected by ld.lld-19, see
//! `fixtures/gen.sh`), relocation errors made by patching a fixture, and hostile input
//! (truncations and bit flips of every fixture) that must give errors, never panics.

use std::path::{Path, PathBuf};

use amdgpu_link::{LinkError, LinkOptions, link};
use amdgpu_testkit::{mutate, rng::Rng};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn read(name: &str) -> Vec<u8> {
    let p = fixtures().join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn error_corpus() {
    let text = std::fs::read_to_string(fixtures().join("errors.txt")).expect("errors.txt");
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (inputs, expected) = line.split_once("=>").expect("inputs => message");
        let expected = expected.trim().replace("\\n", "\n");
        let mut opts = LinkOptions::default();
        let mut files = Vec::new();
        for i in inputs.split_whitespace() {
            if i == "--no-undefined" {
                opts.no_undefined = true;
            } else {
                files.push((format!("{i}.o"), read(&format!("{i}.o"))));
            }
        }
        let refs: Vec<(&str, &[u8])> = files.iter().map(|(n, d)| (n.as_str(), d.as_slice())).collect();
        match link(&refs, &opts) {
            Ok(_) => panic!("{line}: linked, expected an error"),
            Err(e) => assert!(e.to_string().contains(&expected), "{line}:\n got: {e}\nwant: {expected}"),
        }
        n += 1;
    }
    assert!(n >= 10, "the error corpus shrank to {n}");
}

#[test]
fn undefined_default_symbols_stay_dynamic_without_no_undefined() {
    let obj = read("undef_default-asm.o");
    let out = link(&[("u.o", &obj)], &LinkOptions::default()).expect("links as ld.lld -shared does");
    assert!(out.windows(8).any(|w| w == b"missing\0"));
}

#[test]
fn no_inputs() {
    assert_eq!(link(&[], &LinkOptions::default()), Err(LinkError::NoInputs));
}

/// The section headers of a little-endian ELF64 object: (header offset, sh_type, sh_offset,
/// sh_size).
fn section_headers(obj: &[u8]) -> Vec<(usize, u64, usize, usize)> {
    let shoff = mutate::get_le(obj, 40, 8) as usize;
    let shnum = mutate::get_le(obj, 60, 2) as usize;
    (0..shnum)
        .map(|i| {
            let h = shoff + 64 * i;
            let at = |o: usize| mutate::get_le(obj, h + o, 8) as usize;
            (h, mutate::get_le(obj, h + 4, 4), at(24), at(32))
        })
        .collect()
}

/// Finds the `Elf64_Rela` entry of the given type in an object (little-endian ELF64).
fn find_rela(obj: &[u8], rtype: u32) -> usize {
    for (_, ty, off, size) in section_headers(obj) {
        if ty != 4 {
            continue;
        }
        for e in (off..off + size).step_by(24) {
            if mutate::get_le(obj, e + 8, 4) == u64::from(rtype) {
                return e;
            }
        }
    }
    panic!("no relocation of type {rtype}");
}

#[test]
fn rel16_overflow_is_reported_with_the_entry_offset() {
    let mut obj = read("relocs-asm.o");
    let e = find_rela(&obj, 14);
    mutate::put_le(&mut obj, e + 16, 8, 0x40000);
    let err = link(&[("r.o", &obj)], &LinkOptions::default()).unwrap_err();
    assert!(matches!(err, LinkError::Overflow { name: "R_AMDGPU_REL16", .. }), "{err}");
    assert_eq!(err.offset(), Some(e as u64));
}

#[test]
fn unknown_and_dynamic_only_relocation_types_are_rejected() {
    for rtype in [12u32, 13, 15, 200] {
        let mut obj = read("relocs-asm.o");
        let e = find_rela(&obj, 14);
        mutate::put_le(&mut obj, e + 8, 4, u64::from(rtype));
        let err = link(&[("r.o", &obj)], &LinkOptions::default()).unwrap_err();
        assert!(matches!(err, LinkError::UnsupportedRelocation { rtype: t, .. } if t == rtype), "{err}");
        assert_eq!(err.offset(), Some(e as u64 + 8));
    }
}

#[test]
fn relocation_past_the_section_end_is_malformed() {
    let mut obj = read("relocs-asm.o");
    let e = find_rela(&obj, 14);
    mutate::put_le(&mut obj, e, 8, 0xffff_fff0);
    let err = link(&[("r.o", &obj)], &LinkOptions::default()).unwrap_err();
    assert!(matches!(err, LinkError::Malformed { .. }), "{err}");
    assert_eq!(err.offset(), Some(e as u64));
}

#[test]
fn hostile_inputs_never_panic() {
    let names = [
        "kernels-gfx900-v5",
        "multi_a-gfx900-v5",
        "multi_b-gfx900-v5",
        "got_a-gfx906-v5",
        "relocs-asm",
        "relocs2-asm",
    ];
    let objs: Vec<Vec<u8>> = names.iter().map(|n| read(&format!("{n}.o"))).collect();
    let opts = LinkOptions::default();
    let merge = LinkOptions { merge_metadata: true, ..LinkOptions::default() };
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let mut cases = 0usize;
    let mut errors = 0usize;
    for (k, base) in objs.iter().enumerate() {
        let partner = &objs[(k + 1) % objs.len()];
        // Truncations at every 7th byte.
        for cut in mutate::truncations(base.len(), 0, 7) {
            let r = link(&[("t.o", &base[..cut])], &opts);
            errors += usize::from(r.is_err());
            cases += 1;
        }
        // Single and multiple bit flips, concentrated on the headers and tables sometimes.
        // AMDGPU_LINK_MUTATIONS scales the rounds for longer local runs.
        let rounds: usize =
            std::env::var("AMDGPU_LINK_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(600);
        for round in 0..rounds {
            let mut m = base.clone();
            let flips = 1 + rng.below(4);
            for _ in 0..flips {
                let window = if round % 3 == 0 { 64 } else { usize::MAX };
                mutate::flip_bit(&mut m, &mut rng, window);
            }
            // Alternate single-object and two-object links, with and without metadata merging.
            let o = if round % 4 < 2 { &opts } else { &merge };
            let r = if round % 2 == 0 {
                link(&[("m.o", &m)], o)
            } else {
                link(&[("m.o", &m), ("p.o", partner)], o)
            };
            errors += usize::from(r.is_err());
            cases += 1;
        }
    }
    // Structure-aware: overwrite whole fields of section headers and symbols with edge values.
    let edges = mutate::EDGE_VALUES;
    for base in &objs {
        for (h, ..) in section_headers(base) {
            for (field, width) in
                [(4usize, 4usize), (8, 8), (24, 8), (32, 8), (40, 4), (44, 4), (48, 8), (56, 8)]
            {
                for &v in &edges {
                    let mut m = base.clone();
                    let at = h + field;
                    mutate::put_le(&mut m, at, width, v);
                    let r = link(&[("s.o", &m)], &opts);
                    errors += usize::from(r.is_err());
                    cases += 1;
                }
            }
        }
    }
    // ... and of every symbol (SHT_SYMTAB) and relocation (SHT_RELA) entry.
    for base in &objs {
        for (_, ty, off, size) in section_headers(base) {
            let fields: &[(usize, usize)] = match ty {
                2 => &[(0, 4), (4, 1), (5, 1), (6, 2), (8, 8), (16, 8)],
                4 => &[(0, 8), (8, 4), (12, 4), (16, 8)],
                _ => continue,
            };
            for e in (off..off + size).step_by(24) {
                for &(field, width) in fields {
                    for &v in &edges[..6] {
                        let mut m = base.clone();
                        mutate::put_le(&mut m, e + field, width, v);
                        let r = link(&[("e.o", &m)], &opts);
                        errors += usize::from(r.is_err());
                        cases += 1;
                    }
                }
            }
        }
    }
    eprintln!("hostile inputs: {cases} cases, {errors} rejected with an error");
    assert!(cases > 5000, "{cases}");
    // Most truncations must fail; bit flips in code bytes may legitimately still link.
    assert!(errors > cases / 4, "{errors} errors in {cases} cases");
}
