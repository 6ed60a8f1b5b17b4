//! GFX6/GFX7 random-word goldens (`tests/golden/sici-<cpu>.tsv`).
//!
//! No LLVM disassembles GFX6/GFX7, so the oracle runs the other way: random words in the
//! GFX6/7 encodings are decoded by us, and the printed text is assembled by llvm-mc-19. A word
//! "agrees" when llvm-mc-19 assembles our text back to exactly the same bytes. Each line holds
//! the bytes, our text (`<invalid>` when we reject the word) and llvm-mc-19's encoding of that
//! text (`error: ...` when it rejects it, `-` for words we reject: LLVM cannot tell whether it
//! would have rejected them too).
//!
//! * `random_words_round_trip_through_llvm_mc` (plain test, no LLVM): every word still decodes
//!   to the recorded text; our assembler encodes the text to the bytes llvm-mc-19 gave; the
//!   number of disagreeing words per processor may only go down (`tests/golden/sici-status.tsv`,
//!   `BLESS=1` rewrites it).
//! * `regenerate_with_llvm_mc` (ignored, needs llvm-mc-19): rebuilds the files and compares them
//!   with the committed ones; `BLESS=1 cargo test -p amdgpu-isa --test sici_golden -- --ignored`
//!   rewrites them.

use amdgpu_isa::{PlainExprs, Target, decode, encode, parse_inst, print};
use amdgpu_testkit::rng::Rng;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const CPUS: [&str; 2] = ["gfx601", "gfx700"];
const COUNT: usize = 2000;
const TOOL: &str = "llvm-mc-19";

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// One random instruction in a GFX6/GFX7 encoding (with its second dword or literal).
fn random_inst(rng: &mut Rng, gfx7: bool) -> Vec<u32> {
    let r = rng.next_u64() as u32;
    let kind = rng.below(if gfx7 { 16 } else { 15 });
    let w = match kind {
        0 => 0x8000_0000 | ((r & 0x3fff_ffff) % 0x3000_0000), // SOP2
        1 => 0xb000_0000 | ((r & 0x0fff_ffff) % 0x0e80_0000), // SOPK
        2 => 0xbe80_0000 | (r & 0x007f_ffff),                 // SOP1
        3 => 0xbf00_0000 | (r & 0x007f_ffff),                 // SOPC
        4 => 0xbf80_0000 | (r & 0x007f_ffff),                 // SOPP
        5 => 0x7e00_0000 | (r & 0x01ff_ffff),                 // VOP1
        6 => (r & 0x7fff_ffff) % 0x7c00_0000,                 // VOP2
        7 => 0x7c00_0000 | (r & 0x01ff_ffff),                 // VOPC
        8 | 9 => 0xd000_0000 | (r & 0x03ff_ffff),             // VOP3
        10 => 0xc000_0000 | (r & 0x07ff_ffff),                // SMRD
        11 => 0xd800_0000 | (r & 0x03ff_ffff),                // DS
        12 => 0xe000_0000 | (r & 0x03ff_ffff),                // MUBUF
        13 => 0xe800_0000 | (r & 0x03ff_ffff),                // MTBUF
        14 => 0xf800_0000 | (r & 0x03ff_ffff),                // EXP
        _ => 0xdc00_0000 | (r & 0x03ff_3fff),                 // FLAT (GFX7)
    };
    let mut v = vec![w];
    let lit = match kind {
        0 => w & 0xff == 0xff || (w >> 8) & 0xff == 0xff,
        2 | 3 => w & 0xff == 0xff || (kind == 3 && (w >> 8) & 0xff == 0xff),
        5..=7 => w & 0x1ff == 0xff,
        1 => (w >> 23) & 0x1f == 21, // s_setreg_imm32_b32 (GFX6/7 opcode)
        10 => gfx7 && w & 0x1ff == 0xff,
        _ => false,
    };
    if matches!(kind, 8 | 9 | 11..) || lit {
        v.push(rng.next_u64() as u32);
    }
    v
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("0x{b:02x}")).collect::<Vec<_>>().join(",")
}

fn parse_bytes(s: &str) -> Vec<u8> {
    s.split(',').filter_map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok()).collect()
}

/// Our decoding of `bytes`: (the instruction's bytes, its text), or `None` when rejected.
fn ours(bytes: &[u8], target: &Target) -> Option<(Vec<u8>, String)> {
    let (inst, len) = decode(bytes, target).ok()?;
    let mut s = String::new();
    print(&inst, target, &mut s).ok()?;
    Some((bytes[..len].to_vec(), s))
}

/// llvm-mc-19's encoding of each text (`Err(message)` for rejected lines).
fn llvm_encodings(cpu: &str, texts: &[String]) -> Vec<Result<Vec<u8>, String>> {
    let mut child = Command::new(TOOL)
        .args(["-arch=amdgcn", &format!("-mcpu={cpu}"), "-show-encoding", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run llvm-mc-19");
    let input: String = texts.iter().map(|t| format!("{t}\n")).collect();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut errors = std::collections::BTreeMap::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:")
            && let Some((_, msg)) = l.split_once(": error: ")
        {
            let line: usize = rest.split(':').next().unwrap().parse().unwrap();
            errors.entry(line).or_insert_with(|| msg.to_string());
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut encs = stdout.lines().filter_map(|l| l.split_once("; encoding: [").map(|(_, e)| e));
    (1..=texts.len())
        .map(|n| match errors.get(&n) {
            Some(m) => Err(m.clone()),
            None => Ok(parse_bytes(encs.next().expect("llvm-mc output ended early").trim_end_matches(']'))),
        })
        .collect()
}

/// The golden file of `cpu`, made with llvm-mc-19.
fn generate(cpu: &str) -> String {
    let target = Target::new(cpu).unwrap();
    let seed = cpu.bytes().fold(0x5ec1_0a11_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    let mut rng = Rng::new(seed);
    let words: Vec<Vec<u8>> = (0..COUNT)
        .map(|_| {
            random_inst(&mut rng, cpu.starts_with("gfx7")).iter().flat_map(|w| w.to_le_bytes()).collect()
        })
        .collect();
    let decoded: Vec<Option<(Vec<u8>, String)>> = words.iter().map(|b| ours(b, &target)).collect();
    let texts: Vec<String> = decoded.iter().flatten().map(|(_, t)| t.clone()).collect();
    let mut llvm = llvm_encodings(cpu, &texts).into_iter();
    let version = amdgpu_testkit::oracle::tool_version(TOOL).unwrap_or_default();
    let mut out = format!(
        "# {COUNT} random GFX6/7 words for {cpu}: our decoding, re-assembled by {version} ({TOOL}); \
         regenerate with BLESS=1 cargo test -p amdgpu-isa --test sici_golden -- --ignored\n\
         # bytes<TAB>our text (or <invalid>)<TAB>llvm-mc-19 encoding of the text (error: .., or - when we reject)\n"
    );
    for (b, t) in decoded.iter().flatten() {
        let l = match llvm.next().unwrap() {
            Ok(e) => hex(&e),
            Err(m) => format!("error: {m}"),
        };
        let _ = writeln!(out, "{}\t{t}\t{l}", hex(b));
    }
    for (w, d) in words.iter().zip(&decoded) {
        if d.is_none() {
            let _ = writeln!(out, "{}\t<invalid>\t-", hex(w));
        }
    }
    out
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19); run with --ignored"]
fn regenerate_with_llvm_mc() {
    amdgpu_testkit::oracle::require_tool(TOOL);
    for cpu in CPUS {
        amdgpu_testkit::golden::assert_eq_file(&golden_dir().join(format!("sici-{cpu}.tsv")), &generate(cpu));
    }
}

#[test]
fn random_words_round_trip_through_llvm_mc() {
    let mut status = String::from(
        "# processor\tdecoded\tagree\tdisagree\tllvm-error\trejected (disagree + llvm-error may only go down; BLESS=1 rewrites)\n",
    );
    let status_path = golden_dir().join("sici-status.tsv");
    let allowed: std::collections::HashMap<String, usize> = std::fs::read_to_string(&status_path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Some((
                f.first()?.to_string(),
                f.get(3)?.parse::<usize>().ok()? + f.get(4)?.parse::<usize>().ok()?,
            ))
        })
        .collect();
    let mut fails = Vec::new();
    for cpu in CPUS {
        let target = Target::new(cpu).unwrap();
        let text = std::fs::read_to_string(golden_dir().join(format!("sici-{cpu}.tsv"))).unwrap();
        let (mut decoded, mut agree, mut differ, mut llvm_err, mut rejected) = (0, 0, 0, 0, 0);
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 3, "{cpu}: malformed line {line}");
            let bytes = parse_bytes(f[0]);
            let now = ours(&bytes, &target).map_or_else(|| "<invalid>".to_string(), |(_, t)| t);
            if now != f[1] {
                fails.push(format!("{cpu}: {} decodes to '{now}', golden '{}'", f[0], f[1]));
                continue;
            }
            if f[1] == "<invalid>" {
                rejected += 1;
                continue;
            }
            decoded += 1;
            if f[2].starts_with("error:") {
                llvm_err += 1;
                continue;
            }
            let llvm = parse_bytes(f[2]);
            if llvm == bytes {
                agree += 1
            } else {
                differ += 1
            }
            // Our assembler encodes the text as llvm-mc-19 does.
            let mut enc = Vec::new();
            match parse_inst(f[1], &target, &mut PlainExprs).map(|i| encode(&i, &target, &mut enc)) {
                Ok(Ok(_)) if enc == llvm => {}
                other => fails.push(format!(
                    "{cpu}: '{}' encodes to {} ({other:?}), llvm-mc-19 {}",
                    f[1],
                    hex(&enc),
                    f[2]
                )),
            }
        }
        let _ = writeln!(status, "{cpu}\t{decoded}\t{agree}\t{differ}\t{llvm_err}\t{rejected}");
        if let Some(&max) = allowed.get(cpu)
            && differ + llvm_err > max
            && !amdgpu_testkit::golden::blessing()
        {
            fails.push(format!("{cpu}: {} words disagree with llvm-mc-19, ratchet {max}", differ + llvm_err));
        }
    }
    if amdgpu_testkit::golden::blessing() {
        std::fs::write(&status_path, &status).unwrap();
    }
    assert!(fails.is_empty(), "{} failures:\n{}", fails.len(), fails.join("\n"));
}
