//! `amdgpu disasm -o FILE` of a large object: the file holds exactly the text written to
//! standard output, and no blocks stay reserved past its end (the output file reserves its
//! blocks ahead of the writes: amdgpu_os::ReservingFile).

use std::os::unix::fs::MetadataExt;
use std::process::Command;

fn amdgpu(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_amdgpu")).args(args).output().expect("run amdgpu")
}

#[test]
fn large_output_file_is_exact() {
    let dir = std::env::temp_dir().join(format!("amdgpu-cli-disasm-output-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    // 40,000 instructions: about 3 MB of text with comments, past the first reservation.
    let mut src = String::from("\t.text\n");
    for i in 0..10_000 {
        let r = i % 200;
        src.push_str(&format!(
            "\tv_add_f32 v{r}, v{}, v{}\n\ts_mov_b32 s{}, s{}\n\tv_mov_b32 v1, 0x{:x}\n\tglobal_load_dword v2, v[4:5], off offset:{}\n",
            r + 1,
            r + 2,
            r % 90,
            (r + 1) % 90,
            0x4000_0000u32 + i,
            (i % 512) * 4
        ));
    }
    src.push_str("\ts_endpgm\n");
    let s = dir.join("big.s");
    let o = dir.join("big.o");
    std::fs::write(&s, src).expect("write source");
    let out = amdgpu(&["asm", "--mcpu", "gfx900", s.to_str().unwrap(), "-o", o.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));

    let stdout = amdgpu(&["disasm", o.to_str().unwrap()]);
    assert!(stdout.status.success(), "{}", String::from_utf8_lossy(&stdout.stderr));
    assert!(stdout.stdout.len() > 2 << 20, "{} bytes of text", stdout.stdout.len());
    let file = dir.join("big.dis.s");
    // Twice: the second run replaces the first file.
    for _ in 0..2 {
        let run = amdgpu(&["disasm", o.to_str().unwrap(), "-o", file.to_str().unwrap()]);
        assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
        assert!(run.stdout.is_empty() && run.stderr.is_empty());
        let meta = std::fs::metadata(&file).expect("output file");
        assert_eq!(meta.len(), stdout.stdout.len() as u64);
        // 512-byte units; a 4 KiB-block filesystem holds the text in whole blocks, no more.
        let need = meta.len().div_ceil(4096) * 8;
        assert!(meta.blocks() <= need, "{} blocks for {} bytes", meta.blocks(), meta.len());
        assert!(std::fs::read(&file).expect("read output") == stdout.stdout);
    }
    // An output that cannot reserve blocks (a device) is written plainly.
    let null = amdgpu(&["disasm", o.to_str().unwrap(), "-o", "/dev/null"]);
    assert!(null.status.success(), "{}", String::from_utf8_lossy(&null.stderr));
    std::fs::remove_dir_all(&dir).expect("clean up");
}
