//! Hostile input ends quickly with a located error: unbounded recursion, huge repeat counts,
//! huge fills, deep nesting, include cycles, and random bytes never panic or hang.

use amdgpu_asm::{AsmOptions, DiagKind, Limits, MemoryLoader, NoInstructions, SourceFile, assemble, parse};
use std::time::{Duration, Instant};

fn small() -> AsmOptions {
    AsmOptions { limits: Limits::fuzz(), ..AsmOptions::default() }
}

fn run(text: &str) -> amdgpu_asm::Diagnostics {
    let start = Instant::now();
    let src = SourceFile { name: "t.s".into(), text: text.into() };
    let mut loader = MemoryLoader::new().with("self.s", ".include \"self.s\"\n");
    let r = assemble(&src, &mut loader, &mut NoInstructions, &small());
    assert!(start.elapsed() < Duration::from_secs(20), "took {:?}", start.elapsed());
    match r {
        Ok(_) => panic!("expected an error for {text:?}"),
        Err(d) => d,
    }
}

fn has_limit(d: &amdgpu_asm::Diagnostics) -> bool {
    d.items.iter().any(|x| x.kind == DiagKind::Limit && x.span.is_some())
}

#[test]
fn recursive_macro_stops_at_depth_limit() {
    let d = run(".macro m\nm\n.endm\nm\n");
    assert!(has_limit(&d), "{}", d.render());
    assert!(d.render().contains("macros cannot be nested more than 20 levels deep"));
}

#[test]
fn huge_rept_is_refused() {
    let d = run(".rept 1000000000\n.byte 0\n.endr\n");
    assert!(has_limit(&d), "{}", d.render());
}

#[test]
fn nested_rept_blowup_is_bounded() {
    let d = run(".rept 1000\n.rept 1000\n.rept 1000\n.byte 0\n.endr\n.endr\n.endr\n");
    assert!(has_limit(&d), "{}", d.render());
}

/// A main file larger than `max_source_bytes` is an error at its start. It was skipped
/// without a word: a 70 MB source gave an empty object and exit status 0 (found by the hostile
/// corpus, whose 10 MB cases were "ok" through `parse`).
#[test]
fn oversized_main_file_is_refused() {
    let limit = Limits::fuzz().max_source_bytes;
    let text = "s_nop 0\n".repeat(limit / 8 + 1);
    let d = run(&text);
    assert!(has_limit(&d), "{}", d.render());
    assert!(d.render().starts_with("t.s:1:1: error: source exceeds the limit"), "{}", d.render());
    let d = parse(text.as_bytes()).expect_err("over the fuzz limit");
    assert!(has_limit(&d), "{}", d.render());
    // At the limit it is assembled.
    assert!(parse("s_nop 0\n".repeat(limit / 8).as_bytes()).is_ok());
}

#[test]
fn huge_fill_is_refused() {
    for src in [".fill 0x7fffffff, 8, 1\n", ".zero 0x7fffffffffff\n", ".bss\n.space 0x7fffffffffff\n"] {
        let d = run(src);
        assert!(has_limit(&d), "{src}: {}", d.render());
    }
}

/// The object file pads a section's offset to its alignment: `.p2align 31` alone would make a
/// 2 GiB file (llvm-mc-19 writes one), so alignment counts against the output limit.
/// Found by the `asm_source` fuzz target.
#[test]
fn huge_section_alignment_is_refused() {
    for src in [".p2align 31\n.byte 1\n", ".balign 0x40000000\n", ".section .a\n.p2align 30\n"] {
        let d = run(src);
        assert!(has_limit(&d), "{src}: {}", d.render());
    }
}

#[test]
fn deep_if_nesting_is_refused() {
    let d = run(&".if 1\n".repeat(10_000));
    assert!(has_limit(&d), "{}", d.render());
}

#[test]
fn include_cycle_is_refused() {
    let d = run(".include \"self.s\"\n");
    assert!(has_limit(&d), "{}", d.render());
}

#[test]
fn deep_expressions_are_errors() {
    let d = run(&format!(".byte {}1{}\n", "(".repeat(100_000), ")".repeat(100_000)));
    assert!(d.render().contains("nested too deeply"), "{}", d.render());
    let d = run(&format!(".byte {}1\n", "-".repeat(100_000)));
    assert!(d.render().contains("nested too deeply"), "{}", d.render());
}

#[test]
fn long_variable_chains_are_errors_not_overflows() {
    let mut s = String::from("v0 = 1\n");
    for i in 1..5000 {
        s.push_str(&format!("v{i} = v{} + x\n", i - 1));
    }
    s.push_str(".long v4999\n");
    let d = run(&s);
    assert!(has_limit(&d), "{}", d.render());
}

#[test]
fn random_bytes_never_panic() {
    // A deterministic xorshift mutator over seeds taken from the corpus.
    let seeds: Vec<Vec<u8>> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    assert!(!seeds.is_empty());
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = b".,:;=+-*/()[]\"'\\@#$%^&|~!<>0123456789abcxyz_ \n\t\x00\xff";
    let start = Instant::now();
    // AMDGPU_ASM_FUZZ_ITERS raises the count for a longer local run.
    let iters: usize =
        std::env::var("AMDGPU_ASM_FUZZ_ITERS").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    for i in 0..iters {
        let mut input = seeds[i % seeds.len()].clone();
        for _ in 0..(1 + next() % 16) {
            if input.is_empty() {
                break;
            }
            let at = (next() as usize) % input.len();
            const WORDS: [&str; 16] = [
                "\n.macro m a\n",
                "\n.endm\n",
                "\nm \\a\n",
                "\n.rept 3\n",
                "\n.endr\n",
                "\n.if 1\n",
                "\n.else\n",
                "\n.endif\n",
                "\n.amdhsa_kernel k\n",
                "\n.end_amdhsa_kernel\n",
                "1f",
                "1b",
                "\n.p2align 3\n",
                "\n.fill 100, 8, 1\n",
                "@rel32@lo",
                "\n.amdgpu_metadata\n",
            ];
            if next() % 5 == 0 {
                let w = WORDS[(next() as usize) % WORDS.len()].as_bytes();
                input.splice(at..at, w.iter().copied());
                continue;
            }
            match next() % 4 {
                0 => input[at] = alphabet[(next() as usize) % alphabet.len()],
                1 => {
                    input.remove(at);
                }
                2 => input.insert(at, alphabet[(next() as usize) % alphabet.len()]),
                _ => {
                    let end = (at + (next() as usize) % 64).min(input.len());
                    let chunk = input[at..end].to_vec();
                    input.splice(at..at, chunk);
                }
            }
        }
        let _ = parse(&input);
    }
    assert!(
        start.elapsed() < Duration::from_secs(60).max(Duration::from_millis(200 * iters as u64)),
        "fuzz loop took {:?}",
        start.elapsed()
    );
}
