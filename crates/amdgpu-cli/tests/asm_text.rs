//! `amdgpu asm` output kinds: text by default (stdout), an object with `-o`, `--filetype`
//! overriding, `--show-encoding` adding encodings (docs/0018-assembly-text-output.md).

use std::process::Command;

fn amdgpu(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_amdgpu")).args(args).output().expect("run amdgpu")
}

fn source() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("amdgpu-cli-asm-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let p = dir.join("k.s");
    std::fs::write(&p, ".data\nx: .byte 1, 2\n.text\n  s_endpgm\n").expect("write source");
    p
}

#[test]
fn text_is_the_default_without_output() {
    let src = source();
    let out = amdgpu(&["asm", "--mcpu", "gfx900", src.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text,
        "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.data\nx:\n\t.byte\t1\n\t.byte\t2\n\t.text\n\ts_endpgm\n"
    );
    let enc = amdgpu(&["asm", "--mcpu", "gfx900", "--show-encoding", src.to_str().unwrap()]);
    assert!(
        String::from_utf8_lossy(&enc.stdout)
            .contains("\ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]\n")
    );
}

#[test]
fn object_with_output_and_filetype_overrides() {
    let src = source();
    let obj = src.with_extension("o");
    let out = amdgpu(&["asm", "--mcpu", "gfx900", src.to_str().unwrap(), "-o", obj.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(&std::fs::read(&obj).unwrap()[..4], b"\x7fELF");
    let txt = src.with_extension("txt");
    let out = amdgpu(&[
        "asm",
        "--mcpu",
        "gfx900",
        "--filetype",
        "asm",
        src.to_str().unwrap(),
        "-o",
        txt.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert!(std::fs::read_to_string(&txt).unwrap().starts_with("\t.text\n"));
    let out =
        amdgpu(&["asm", "--mcpu", "gfx900", "--filetype", "obj", "--show-encoding", src.to_str().unwrap()]);
    assert!(!out.status.success(), "--show-encoding with an object is an error");
}

#[test]
fn errors_exit_1_after_the_text() {
    let dir = std::env::temp_dir().join(format!("amdgpu-cli-asm-text-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("bad.s");
    std::fs::write(&p, ".byte 1\n.byte 300\n").unwrap();
    let out = amdgpu(&["asm", "--mcpu", "gfx900", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.s:2:7: error: out of range literal value"));
    assert!(String::from_utf8_lossy(&out.stdout).contains("\t.byte\t1\n"));
}

/// `--mattr +wavefrontsize64` on a GFX10 processor: lane masks are SGPR pairs in the
/// assembler and the disassembler (llvm-mc-19 / llvm-objdump-19 with the same option give these
/// encodings and texts); without it the same bytes print as wave32 (`vcc_lo`, `s4`).
#[test]
fn wave64_lane_masks_with_mattr() {
    let dir = std::env::temp_dir().join(format!("amdgpu-cli-wave64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let src = dir.join("w64.s");
    std::fs::write(
        &src,
        "v_cmp_lt_f32 vcc, v2, v4\nv_cmp_eq_u32_e64 s[4:5], v1, 3\nv_cndmask_b32 v0, v1, v2, vcc\n",
    )
    .expect("write source");
    let src = src.to_str().unwrap();
    let enc = amdgpu(&["asm", "--mcpu", "gfx1030", "--mattr", "+wavefrontsize64", "--show-encoding", src]);
    assert!(enc.status.success(), "{}", String::from_utf8_lossy(&enc.stderr));
    let text = String::from_utf8_lossy(&enc.stdout);
    for line in [
        "v_cmp_lt_f32_e32 vcc, v2, v4            ; encoding: [0x02,0x09,0x02,0x7c]",
        "v_cmp_eq_u32_e64 s[4:5], v1, 3          ; encoding: [0x04,0x00,0xc2,0xd4,0x01,0x07,0x01,0x00]",
        "v_cndmask_b32_e32 v0, v1, v2, vcc       ; encoding: [0x01,0x05,0x00,0x02]",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    // Wave32 (the GFX10 default) refuses the pair, as llvm-mc-19 does.
    let w32 = amdgpu(&["asm", "--mcpu", "gfx1030", src]);
    assert!(!w32.status.success());
    assert!(
        String::from_utf8_lossy(&w32.stderr).contains("w64.s:1:"),
        "{}",
        String::from_utf8_lossy(&w32.stderr)
    );
    let obj = dir.join("w64.o");
    let out = amdgpu(&[
        "asm",
        "--mcpu",
        "gfx1030",
        "--mattr",
        "+wavefrontsize64",
        src,
        "-o",
        obj.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let dis = |extra: &[&str]| {
        let mut args = vec!["disasm", "--no-comments"];
        args.extend_from_slice(extra);
        args.push(obj.to_str().unwrap());
        let out = amdgpu(&args);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let w64 = dis(&["--mattr", "+wavefrontsize64"]);
    assert!(
        w64.contains("v_cmp_eq_u32_e64 s[4:5], v1, 3\n")
            && w64.contains("v_cndmask_b32_e32 v0, v1, v2, vcc\n"),
        "{w64}"
    );
    let w32 = dis(&[]);
    assert!(
        w32.contains("v_cmp_eq_u32_e64 s4, v1, 3\n")
            && w32.contains("v_cndmask_b32_e32 v0, v1, v2, vcc_lo\n"),
        "{w32}"
    );
}
