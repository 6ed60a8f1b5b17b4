//! Checks the crate's tables against the committed tool goldens (no LLVM needed).
//! Regenerate the goldens with `BLESS=1 cargo test -p amdgpu-target --test oracle -- --ignored`.

mod common;

use std::collections::BTreeSet;

use amdgpu_target::eflags::{self, abi_version, layout_version, os_abi};
use amdgpu_target::regs::{self, SgprReserve};
use amdgpu_target::{
    Arch, CodeObjectVersion, CommandLineTarget, Os, PROCESSORS, Spelling, TargetError, TargetId, Triple,
    processor,
};
use common::{parse_hex, rows};

fn known_names(arch: Arch) -> BTreeSet<String> {
    PROCESSORS
        .iter()
        .filter(|p| p.arch == arch)
        .flat_map(|p| std::iter::once(p.name).chain(p.aliases.iter().copied()))
        .map(str::to_string)
        .collect()
}

#[test]
fn processor_table_matches_llvm19_list() {
    for arch in [Arch::Amdgcn, Arch::R600] {
        let llvm: BTreeSet<String> = rows("processors-llvm19.tsv")
            .into_iter()
            .filter(|r| r[0] == arch.name())
            .map(|r| r[1].clone())
            .collect();
        assert_eq!(known_names(arch), llvm, "{arch} processors differ from llvm-mc-19 -mcpu=help");
    }
}

#[test]
fn llvm14_flag_matches_llvm14_list() {
    let llvm: BTreeSet<String> = rows("processors-llvm14.tsv").into_iter().map(|r| r[1].clone()).collect();
    for p in PROCESSORS.iter().filter(|p| p.arch == Arch::Amdgcn) {
        assert_eq!(p.llvm14, llvm.contains(p.name), "{}: llvm14 flag", p.name);
        for a in p.aliases {
            assert_eq!(p.llvm14, llvm.contains(*a), "{a}: alias known to LLVM 14");
        }
    }
}

/// Returns (rows checked, rows with a `.amdgcn_target` directive checked).
fn check_eflags_file(name: &str) -> (usize, usize) {
    let mut checked = 0;
    let mut directives = 0;
    for r in rows(name) {
        let (triple, mcpu, cov, mattr, flags, osabi, abiv) =
            (&r[0], &r[1], &r[2], &r[3], &r[4], &r[5], &r[6]);
        let ctx = format!("{name}: {}", r.join(" "));
        let t = Triple::parse(triple).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let p = processor(mcpu).unwrap_or_else(|| panic!("{ctx}: unknown processor"));
        let flags = parse_hex(flags);
        // LLVM's default code object version is 5 when none is given.
        let version = if cov == "-" {
            CodeObjectVersion::V5
        } else {
            CodeObjectVersion::from_number(cov.parse().unwrap()).unwrap()
        };
        let layout = layout_version(t.os, version);
        assert_eq!(os_abi(t.os).to_string(), *osabi, "{ctx}: osabi");
        assert_eq!(abi_version(t.os, version).to_string(), *abiv, "{ctx}: abiversion");
        let (os, decoded_version) =
            eflags::decode_ident(osabi.parse().unwrap(), abiv.parse().unwrap()).unwrap();
        assert_eq!(os, t.os, "{ctx}");
        if os == Os::Amdhsa {
            assert_eq!(decoded_version, Some(version), "{ctx}");
        }
        // Decode.
        let d = eflags::decode(flags, p.arch, layout).unwrap_or_else(|e| panic!("{ctx}: decode: {e}"));
        assert_eq!(d.processor.map(|q| q.name), Some(p.name), "{ctx}");
        // A target ID built from the tool's command line, in the layout's spelling (V2/V3
        // cannot say any: it becomes on, as LLVM writes it).
        let mattr = if mattr == "-" { "" } else { mattr.as_str() };
        let cl = CommandLineTarget::parse(Some(t), mcpu, mattr).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let id = cl.id.respell(layout.spelling());
        if p.arch == Arch::Amdgcn {
            assert_eq!((d.xnack, d.sramecc), (id.xnack, id.sramecc), "{ctx}: decoded features");
        }
        let enc = eflags::encode_for_os(&id, t.os, version, None);
        if p.generic && t.os == Os::Amdhsa && version < CodeObjectVersion::V6 {
            // LLVM 19 writes generic targets into V4/V5 objects (no generic version); the
            // documentation says they need V6, which we enforce.
            assert!(matches!(enc, Err(TargetError::VersionNotAllowed { .. })), "{ctx}: {enc:?}");
        } else {
            assert_eq!(enc, Ok(flags), "{ctx}: encode");
        }
        // Our printing of the target ID matches the tool's `.amdgcn_target` directive.
        if r[7] != "-" {
            assert_eq!(id.to_string(), r[7], "{ctx}: printed target ID");
            let parsed =
                TargetId::parse_as(&r[7], layout.spelling()).unwrap_or_else(|e| panic!("{ctx}: {e}"));
            assert_eq!(parsed.to_string(), r[7], "{ctx}: round trip");
            assert_eq!(
                (parsed.processor, parsed.xnack, parsed.sramecc),
                (id.processor, id.xnack, id.sramecc),
                "{ctx}"
            );
            directives += 1;
        }
        // The decoded flags print as a target ID that parses back to the same flags.
        if let Some(tid) = d.target_id(layout) {
            let text = tid.to_string();
            let back =
                TargetId::parse_as(&text, layout.spelling()).unwrap_or_else(|e| panic!("{ctx}: {text}: {e}"));
            assert_eq!(back, tid, "{ctx}");
        }
        checked += 1;
    }
    (checked, directives)
}

#[test]
fn eflags_match_llvm19_objects() {
    let (n, d) = check_eflags_file("eflags-llvm19.tsv");
    assert!(n > 400 && d > 350, "only {n} rows, {d} directives");
}

#[test]
fn eflags_match_llvm14_objects() {
    let (n, d) = check_eflags_file("eflags-llvm14.tsv");
    assert!(n > 200 && d > 100, "only {n} rows, {d} directives");
}

#[test]
fn every_amdgcn_processor_and_version_is_in_the_goldens() {
    let r19 = rows("eflags-llvm19.tsv");
    let r14 = rows("eflags-llvm14.tsv");
    for p in PROCESSORS.iter().filter(|p| p.arch == Arch::Amdgcn) {
        for cov in ["4", "5", "6"] {
            assert!(r19.iter().any(|r| r[1] == p.name && r[2] == cov), "{} V{cov} missing", p.name);
        }
        if p.llvm14 {
            for cov in ["2", "3"] {
                assert!(r14.iter().any(|r| r[1] == p.name && r[2] == cov), "{} V{cov} missing", p.name);
            }
        }
    }
}

#[test]
fn gfx_version_symbols_match_llvm19() {
    let r = rows("gfx-version-llvm19.tsv");
    assert_eq!(r.len(), PROCESSORS.iter().filter(|p| p.arch == Arch::Amdgcn).count());
    for row in r {
        let p = processor(&row[0]).unwrap();
        let v = p.version.unwrap();
        let got = [v.major, v.minor, v.stepping].map(|n| n.to_string());
        assert_eq!(got.as_slice(), &row[1..4], "{}", p.name);
        let syms = regs::predefined_symbols(p);
        assert_eq!(syms[0], (".amdgcn.gfx_generation_number", v.major));
    }
}

#[test]
fn machine_version_symbols_match_llvm14() {
    let r = rows("machine-version-llvm14.tsv");
    assert_eq!(r.len(), PROCESSORS.iter().filter(|p| p.llvm14 && p.arch == Arch::Amdgcn).count());
    for row in r {
        let p = processor(&row[0]).unwrap();
        let syms = regs::predefined_symbols_for(p, CodeObjectVersion::V2);
        let got: Vec<String> = syms.iter().map(|(_, v)| v.to_string()).collect();
        assert_eq!(got.as_slice(), &row[1..4], "{}", p.name);
        assert_eq!(syms[0].0, ".option.machine_version_major");
    }
}

#[test]
fn kernel_descriptor_granules_match_llvm19() {
    let mut ok = 0;
    let mut errors = 0;
    let mut defaults = 0;
    for r in rows("kd-granules-llvm19.tsv") {
        let ctx = r.join(" ");
        let p = processor(&r[0]).unwrap();
        let wave32 = match r[1].as_str() {
            "default" => {
                defaults += 1;
                p.default_wave_size() == 32
            }
            w => w == "32",
        };
        let vgpr: u32 = r[2].parse().unwrap();
        let sgpr: u32 = r[3].parse().unwrap();
        let flag = |s: &str, default: bool| match s {
            "-" => default,
            s => s == "1",
        };
        // Omitted directives take LLVM's defaults: flat scratch reserved, xnack mask not (the
        // processors where the directive is omitted lack xnack).
        let reserve =
            SgprReserve { vcc: r[4] == "1", flat_scratch: flag(&r[5], true), xnack_mask: flag(&r[6], false) };
        let vgpr_fits = vgpr <= regs::max_next_free_vgpr(p, wave32);
        let sgpr_fits = regs::max_next_free_sgpr(p, reserve).is_none_or(|m| sgpr <= m);
        if r[7] == "error" {
            assert!(!(vgpr_fits && sgpr_fits), "{ctx}: LLVM rejects, model accepts");
            errors += 1;
            continue;
        }
        assert!(vgpr_fits && sgpr_fits, "{ctx}: LLVM accepts, model rejects");
        assert_eq!(regs::vgpr_blocks(p, vgpr, wave32).to_string(), r[7], "{ctx}: vgpr blocks");
        assert_eq!(regs::sgpr_blocks(p, sgpr, reserve).to_string(), r[8], "{ctx}: sgpr blocks");
        ok += 1;
    }
    assert!(ok > 1000 && errors > 100, "ok {ok}, errors {errors}");
    assert_eq!(defaults, 2 * PROCESSORS.iter().filter(|p| p.arch == Arch::Amdgcn).count());
}

/// Every processor with every legal feature combination, in both spellings, with and without
/// a triple: print(parse(x)) == x.
#[test]
fn target_id_round_trips() {
    let mut n = 0;
    for p in PROCESSORS {
        let triples: Vec<Option<&str>> = match p.arch {
            Arch::Amdgcn => {
                vec![None, Some("amdgcn-amd-amdhsa-"), Some("amdgcn-amd-amdpal-"), Some("amdgcn---")]
            }
            Arch::R600 => vec![None, Some("r600---"), Some("r600-mesa3d-mesa3d-")],
        };
        for spelling in [Spelling::V4, Spelling::V3] {
            let modern = spelling == Spelling::V4;
            let feats = p.target_id_features(modern);
            let values: &[&str] = if modern { &["", "+", "-"] } else { &["", "+"] };
            let combos = values.len().pow(u32::try_from(feats.len()).unwrap());
            for mut c in 0..combos {
                let mut suffix = String::new();
                for f in &feats {
                    let v = values[c % values.len()];
                    c /= values.len();
                    match (modern, v) {
                        (_, "") => {}
                        (true, _) => suffix.push_str(&format!(":{}{v}", f.name())),
                        (false, _) => suffix.push_str(&format!("+{}", f.v3_name())),
                    }
                }
                for t in &triples {
                    let text = match t {
                        Some(t) => format!("{t}-{}{suffix}", p.name),
                        None => format!("{}{suffix}", p.name),
                    };
                    let id = TargetId::parse_as(&text, spelling).unwrap_or_else(|e| panic!("{text}: {e}"));
                    assert_eq!(id.to_string(), text);
                    if !suffix.is_empty() {
                        // Auto-detection picks the same spelling when features are present.
                        assert_eq!(TargetId::parse(&text).unwrap(), id, "{text}");
                    }
                    n += 1;
                }
            }
        }
    }
    assert!(n > 500, "{n}");
}
