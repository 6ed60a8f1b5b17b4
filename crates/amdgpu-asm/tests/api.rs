//! The public entry points: options, warnings, target IDs, e_flags, file assembly.

use amdgpu_asm::{AsmOptions, Severity, TargetInfo, assemble_file, assemble_str, parse};
use object::read::elf::{ElfFile64, FileHeader};
use object::{Endianness, Object, ObjectSection};

fn header(bytes: &[u8]) -> (u8, u8, u32) {
    let f = ElfFile64::<Endianness>::parse(bytes).unwrap();
    let h = f.elf_header();
    let id = h.e_ident();
    (id.os_abi.0, id.abi_version, h.e_flags(f.endian()).0)
}

#[test]
fn warnings_do_not_fail_the_run() {
    let out = assemble_str(".warning \"careful\"\n.byte 1\n", &AsmOptions::default()).unwrap();
    assert_eq!(out.warnings.len(), 1);
    assert_eq!(out.warnings[0].severity, Severity::Warning);
    assert_eq!(out.render_warnings(), "<stdin>:1:1: warning: careful\n.warning \"careful\"\n^\n");
}

#[test]
fn target_ids_follow_options_and_code_object_version() {
    let t = |mcpu: &str, mattr: &str, cov| {
        let o = AsmOptions {
            mcpu: mcpu.into(),
            mattr: mattr.into(),
            code_object_version: cov,
            ..AsmOptions::default()
        };
        TargetInfo::from_options(&o).unwrap().target_id_string()
    };
    assert_eq!(t("gfx900", "", None), "amdgcn-amd-amdhsa--gfx900");
    assert_eq!(t("gfx900", "+xnack", None), "amdgcn-amd-amdhsa--gfx900:xnack+");
    assert_eq!(t("gfx90a", "-xnack,+sramecc", None), "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-");
    assert_eq!(t("gfx900", "+xnack", Some(3)), "amdgcn-amd-amdhsa--gfx900+xnack");
    assert!(
        TargetInfo::from_options(&AsmOptions { mcpu: "gfx9999".into(), ..AsmOptions::default() }).is_err()
    );
}

#[test]
fn e_flags_and_abi_version_follow_the_code_object_version() {
    // Values observed with llvm-mc-19 (V4-V6) and LLVM 14 (V2/V3) for gfx900.
    let run = |src: &str, mattr: &str| {
        let o = AsmOptions { mattr: mattr.into(), ..AsmOptions::default() };
        header(&assemble_str(src, &o).unwrap().object)
    };
    assert_eq!(run("", ""), (64, 3, 0x12c));
    assert_eq!(run("", "+xnack"), (64, 3, 0x32c));
    assert_eq!(run(".amdhsa_code_object_version 4\n", ""), (64, 2, 0x12c));
    assert_eq!(run(".amdhsa_code_object_version 6\n", "-xnack"), (64, 4, 0x22c));
}

#[test]
fn bad_options_are_one_unlocated_error() {
    let o = AsmOptions { mcpu: "nope".into(), ..AsmOptions::default() };
    let d = assemble_str(".byte 1\n", &o).unwrap_err();
    assert_eq!(d.items.len(), 1);
    assert!(d.items[0].span.is_none());
    assert!(d.render().starts_with("error: 'nope' is not a recognized processor"), "{}", d.render());
}

#[test]
fn assemble_file_reads_includes_next_to_the_file() {
    let dir = std::env::temp_dir().join(format!("amdgpu-asm-api-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(dir.join("main.s"), ".data\n.include \"part.s\"\n.include \"deep.s\"\n").unwrap();
    std::fs::write(dir.join("part.s"), ".byte 7\n").unwrap();
    std::fs::write(dir.join("inc/deep.s"), ".byte 8\n").unwrap();
    let out = assemble_file(&dir.join("main.s"), &[dir.join("inc")], &AsmOptions::default()).unwrap();
    let f = ElfFile64::<Endianness>::parse(&*out.object).unwrap();
    assert_eq!(f.section_by_name(".data").unwrap().data().unwrap(), &[7, 8]);
    let err = assemble_file(&dir.join("absent.s"), &[], &AsmOptions::default()).unwrap_err();
    assert!(err.render().contains("cannot read"), "{}", err.render());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fuzz_entry_point_accepts_anything() {
    assert!(parse(b"\xff\xfe.byte 1\n\0").is_err());
    assert!(parse(b".byte 1\n").is_ok());
}

#[test]
fn crlf_sources_assemble_like_lf_sources() {
    let path = amdgpu_testkit::corpus::workspace_root().join("examples/vector_add.s");
    let lf = std::fs::read_to_string(&path).unwrap();
    let crlf = lf.replace('\n', "\r\n");
    let a = assemble_str(&lf, &AsmOptions::default()).unwrap();
    let b = assemble_str(&crlf, &AsmOptions::default()).unwrap();
    assert_eq!(a.object, b.object);
    // Diagnostics on CRLF text do not show the carriage return.
    let d = assemble_str(".byte 1\r\n.byte 300\r\n", &AsmOptions::default()).unwrap_err();
    assert_eq!(d.render(), "<stdin>:2:7: error: out of range literal value\n.byte 300\n      ^\n");
}
