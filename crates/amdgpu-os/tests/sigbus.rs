//! The SIGBUS guard, for real: a child process (this test binary run again) maps a file,
//! truncates it and touches a page past the new end; it must end with status 1 and the message.

use std::io::Write;
use std::process::Command;

const CHILD: &str = "AMDGPU_OS_SIGBUS_CHILD";

/// In the child: map `path` (2 MiB), truncate it to 4 KiB, read the last mapped byte.
fn child(path: &str) -> ! {
    let file = std::fs::OpenOptions::new().read(true).write(true).open(path).unwrap();
    let map = amdgpu_os::MappedFile::map(&file).unwrap().expect("a 2 MiB file is mapped");
    let first = map[0];
    file.set_len(4096).unwrap();
    // Past the new end: SIGBUS, which the guard turns into the message and _exit(1).
    let last = std::hint::black_box(map[map.len() - 1]);
    println!("read {first} {last} without a fault");
    std::process::exit(0)
}

#[test]
fn truncated_mapping_exits_with_message() {
    if let Ok(path) = std::env::var(CHILD) {
        child(&path);
    }
    let path = std::env::temp_dir().join(format!("amdgpu-os-sigbus-{}.bin", std::process::id()));
    let mut f = std::fs::File::create(&path).unwrap();
    f.write_all(&vec![7u8; 2 << 20]).unwrap();
    drop(f);
    let exe = std::env::current_exe().unwrap();
    let out = Command::new(exe)
        .args(["--exact", "truncated_mapping_exits_with_message", "--test-threads=1", "--nocapture"])
        .env(CHILD, &path)
        .output()
        .unwrap();
    std::fs::remove_file(&path).unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "status {:?}\nstdout:\n{stdout}\nstderr:\n{stderr}", out.status);
    assert!(stderr.contains(amdgpu_os::SHRANK_MESSAGE), "stderr:\n{stderr}");
    assert!(!stdout.contains("without a fault"), "stdout:\n{stdout}");
}

#[test]
fn small_files_pipes_and_errors() {
    let dir = std::env::temp_dir().join(format!("amdgpu-os-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let small = dir.join("small");
    std::fs::write(&small, b"abc").unwrap();
    let f = std::fs::File::open(&small).unwrap();
    assert!(amdgpu_os::MappedFile::map(&f).unwrap().is_none());
    assert_eq!(amdgpu_os::file_bytes(f).unwrap().into_vec(), b"abc");
    // Exactly the threshold: mapped, same bytes.
    let edge = dir.join("edge");
    let bytes: Vec<u8> = (0..amdgpu_os::MAP_MIN_BYTES).map(|i| (i % 251) as u8).collect();
    std::fs::write(&edge, &bytes).unwrap();
    let got = amdgpu_os::read_file(&edge).unwrap();
    assert!(got.is_mapped());
    assert_eq!(got.as_bytes(), &bytes[..]);
    assert_eq!(got.into_vec(), bytes);
    // One byte less: read.
    std::fs::write(&edge, &bytes[1..]).unwrap();
    let got = amdgpu_os::read_file(&edge).unwrap();
    assert!(!got.is_mapped());
    assert_eq!(&got[..], &bytes[1..]);
    // A directory is not a regular file: reading it fails, nothing is mapped.
    assert!(amdgpu_os::MappedFile::map(&std::fs::File::open(&dir).unwrap()).unwrap().is_none());
    assert!(amdgpu_os::read_file(&dir).is_err());
    assert!(amdgpu_os::read_file(&dir.join("missing")).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
    // A special file of length 0 is read, never mapped.
    let null = amdgpu_os::read_file(std::path::Path::new("/dev/null")).unwrap();
    assert!(!null.is_mapped() && null.is_empty());
    amdgpu_os::install_sigbus_guard().unwrap();
    amdgpu_os::install_sigbus_guard().unwrap();
}
