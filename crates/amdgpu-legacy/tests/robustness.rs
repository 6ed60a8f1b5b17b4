//! Hostile input: mutated corpus files, huge numbers, very long lines, many open/close
//! markers. Every input either parses (and then prints back byte for byte, and validates) or
//! fails with a located error; nothing panics. Work is linear, so these finish quickly.

use std::path::Path;

use amdgpu_legacy::{amdil, cl2};
use amdgpu_testkit::{corpus, mutate, rng::Rng};

const INTERESTING: &[&[u8]] = &[
    b":",
    b";",
    b"\n",
    b"\r\n",
    b"$",
    b"\\",
    b"0",
    b"99999999999999999999",
    b"-",
    b"\xff",
    b"#",
    b"\xc3\xa9",
    b";ARGEND:k",
    b";#DATAEND",
];

fn check(bytes: &[u8]) {
    match amdil::parse_bytes(bytes) {
        Ok(doc) => {
            assert_eq!(
                doc.to_string().as_bytes(),
                bytes,
                "round trip of {:?}",
                String::from_utf8_lossy(bytes)
            );
            let _ = amdil::validate(&doc);
            for k in doc.kernels() {
                let _ = amdil::pack::kernel_layout(k);
            }
        }
        Err(e) => {
            assert!(e.loc.offset <= bytes.len());
            let _ = e.render(&String::from_utf8_lossy(bytes));
        }
    }
}

#[test]
fn mutated_corpus_never_panics_and_round_trips_when_accepted() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/amdil");
    let seeds: Vec<Vec<u8>> = corpus::files(&dir, ".txt").iter().map(|f| std::fs::read(f).unwrap()).collect();
    assert!(!seeds.is_empty());
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    let mut accepted = 0;
    for i in 0..20_000 {
        let mut b = seeds[i % seeds.len()].clone();
        for _ in 0..=rng.below(4) {
            let done = match rng.below(4) {
                0 => mutate::remove_byte(&mut b, &mut rng),
                1 => mutate::set_random_byte(&mut b, &mut rng, usize::MAX),
                2 => {
                    mutate::insert_piece(&mut b, &mut rng, INTERESTING);
                    true
                }
                _ => false,
            };
            if !done {
                mutate::duplicate_span(&mut b, &mut rng, 40);
            }
        }
        if amdil::parse_bytes(&b).is_ok() {
            accepted += 1;
        }
        check(&b);
    }
    // The mutations must exercise both paths.
    assert!(accepted > 1000 && accepted < 19_000, "accepted {accepted}");
}

#[test]
fn hostile_shapes() {
    let long_name = "n".repeat(1 << 20);
    check(format!(";ARGSTART:{long_name}\n;ARGEND:{long_name}\n").as_bytes());
    check(format!(";ARGSTART:k\n;uniqueid:{}\n;ARGEND:k\n", "9".repeat(1 << 20)).as_bytes());
    check(format!(";ARGSTART:k\n;function:4294967295{}\n;ARGEND:k\n", ":1".repeat(100_000)).as_bytes());
    check(format!(";ARGSTART:k\n;printf_fmt:0:4294967295{}\n;ARGEND:k\n", ":4".repeat(100_000)).as_bytes());
    check(
        format!(";ARGSTART:k\n;printf_fmt:0:0:4294967295:{};\n;ARGEND:k\n", "\\n".repeat(100_000)).as_bytes(),
    );
    check(";ARGSTART:k\n".repeat(100_000).as_bytes());
    check(";ARGEND:k\n".repeat(100_000).as_bytes());
    check(";DEBUGSTART\n".repeat(100_000).as_bytes());
    check(format!(";#DATASTART:1\n;#i8:0:{}\n;#DATAEND\n", "1:".repeat(200_000)).as_bytes());
    check(&vec![b'\n'; 1 << 20]);
    check(&vec![b'\r'; 1 << 16]);
    check(&[]);
    // many arguments in one kernel: validation sorts, does not go quadratic
    let mut many = String::from(";ARGSTART:k\n");
    for i in 0..50_000 {
        many.push_str(&format!(";value:a{i}:i32:1:1:{}\n", i * 16));
    }
    many.push_str(";ARGEND:k\n");
    let doc = amdil::parse(&many).unwrap();
    assert!(amdil::validate(&doc).is_empty());
}

#[test]
fn hostile_signatures() {
    for sig in [
        "int ".repeat(100_000),
        "int a,".repeat(2000),
        "*".repeat(100_000),
        format!("int {}", "x".repeat(1 << 20)),
        "\u{0}\u{7f}é".to_string(),
        ",,,,".to_string(),
    ] {
        if let Err(e) = cl2::parse_signature(&sig) {
            let _ = e.render(&sig);
        }
    }
    assert!(matches!(
        cl2::parse_signature(&"int a,".repeat(2000)),
        Err(cl2::SignatureError { kind: cl2::SignatureErrorKind::TooMany(1024), .. })
    ));
}
