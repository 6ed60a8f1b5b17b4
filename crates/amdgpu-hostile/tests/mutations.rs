//! Deterministic mutations of every committed code-object fixture (amdgpu-elf, amdgpu-link and
//! amdgpu-disasm test fixtures) through `amdgpu_elf::read` + `check` + `inspect`,
//! `amdgpu_link::link` (relocatable inputs), `amdgpu_disasm::disassemble` and `listing`.
//!
//! Checks per mutant: no panic; errors carry a byte offset inside the file (or at most its
//! end); peak live allocation <= 64 x input size + 16 MiB; and the hang detector (no progress
//! for 20 s wall clock: a hang detector, not a benchmark).
//!
//! Count: `AMDGPU_HOSTILE_MUTATIONS=N`, else 100,000 in an optimised build
//! (`cargo test --release -p amdgpu-hostile`) and 6,000 in a debug build (about 30 s on the 2-core machine).

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use amdgpu_hostile::{alloc, mutate, watchdog};

#[global_allocator]
static ALLOC: alloc::CountingAlloc = alloc::CountingAlloc;

const MIB: usize = 1 << 20;
/// K: the reader keeps the input, parsed tables (a symbol or section is tens of bytes per
/// 16-64 input bytes), the disassembly text (tens of bytes per 4-8 code bytes) and the linker's
/// output (a copy plus dynamic tables); 64 covers all of it without admitting superlinear growth.
const K: usize = 64;
/// C: fixed costs (ISA tables, a minimum output image, error text).
const C: usize = 16 * MIB;

fn fixtures() -> Vec<(String, Vec<u8>)> {
    let crates = amdgpu_hostile::crate_dir().parent().expect("crates dir").to_path_buf();
    let mut out = Vec::new();
    for dir in ["amdgpu-elf/tests/fixtures", "amdgpu-link/tests/fixtures", "amdgpu-disasm/tests/fixtures"] {
        let Ok(rd) = std::fs::read_dir(crates.join(dir)) else { continue };
        let mut files: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "o" || e == "hsaco"))
            .collect();
        files.sort();
        for f in files {
            let bytes = std::fs::read(&f).expect("read fixture");
            let name = format!("{dir}/{}", f.file_name().unwrap_or_default().to_string_lossy());
            out.push((name, bytes));
        }
    }
    out
}

fn count() -> (usize, &'static str) {
    if let Some(n) = std::env::var("AMDGPU_HOSTILE_MUTATIONS").ok().and_then(|v| v.parse().ok()) {
        return (n, "from AMDGPU_HOSTILE_MUTATIONS");
    }
    if cfg!(debug_assertions) { (6_000, "debug default") } else { (100_000, "optimised-build default") }
}

#[derive(Default)]
struct Stats {
    read_ok: usize,
    read_err: usize,
    link_runs: usize,
    link_ok: usize,
    link_offset_past_end: usize,
    disasm_ok: usize,
    disasm_err: usize,
    max_ratio: f64,
    max_peak: usize,
    failures: Vec<String>,
}

/// Runs one mutant through every consumer; returns the failures found.
fn exercise(m: &[u8], stats: &mut Stats) -> Vec<String> {
    let mut bad = Vec::new();
    let len = m.len() as u64;
    match amdgpu_elf::read(m) {
        Ok(co) => {
            stats.read_ok += 1;
            let _ = co.target_id();
            let _ = amdgpu_elf::check::check(&co);
            let _ = amdgpu_elf::inspect::to_text(&co);
            let _ = amdgpu_elf::inspect::to_json(&co);
            let _ = amdgpu_elf::inspect::warnings(&co);
            for k in &co.kernels {
                let _ = amdgpu_elf::inspect::register_counts(&co, k);
            }
        }
        Err(e) => {
            stats.read_err += 1;
            if e.offset > len {
                bad.push(format!("read: error offset {:#x} beyond the file ({len:#x} bytes): {e}", e.offset));
            }
        }
    }
    if m.get(16) == Some(&1) && m.get(17) == Some(&0) {
        stats.link_runs += 1;
        match amdgpu_link::link(&[("m.o", m)], &amdgpu_link::LinkOptions::default()) {
            Ok(_) => stats.link_ok += 1,
            // The linker names the offset a header claims (e.g. a section's `sh_offset`), which
            // may lie past the end of a truncated file: located, but counted separately.
            Err(amdgpu_link::LinkError::Malformed { offset, .. }) if offset > len => {
                stats.link_offset_past_end += 1
            }
            Err(_) => {}
        }
    }
    let opts = amdgpu_disasm::DisasmOptions::default();
    // The llvm-objdump-style listing reads the same model; only its errors are checked here,
    // on about one mutant in four (picked by a byte sum, so deterministically): on all of them
    // it doubled the test's time, and the `disasm_object` fuzz target runs it on every input.
    let sum = m.iter().fold(0u8, |a, b| a.wrapping_add(*b));
    if let Some(Err(e)) = (sum % 4 == 0).then(|| amdgpu_disasm::listing(m, &opts)) {
        let off = match &e {
            amdgpu_disasm::DisasmError::Elf(e) => e.offset,
            amdgpu_disasm::DisasmError::SectionBounds { offset, .. }
            | amdgpu_disasm::DisasmError::Unsupported { offset, .. } => *offset,
            amdgpu_disasm::DisasmError::Write { .. } => u64::MAX,
        };
        if off > len {
            bad.push(format!("listing: error offset {off:#x} beyond the file ({len:#x} bytes): {e}"));
        }
    }
    match amdgpu_disasm::disassemble(m, &opts) {
        Ok(_) => stats.disasm_ok += 1,
        Err(e) => {
            stats.disasm_err += 1;
            let off = match &e {
                amdgpu_disasm::DisasmError::Elf(e) => e.offset,
                amdgpu_disasm::DisasmError::SectionBounds { offset, .. }
                | amdgpu_disasm::DisasmError::Unsupported { offset, .. } => *offset,
                // An output offset: `disassemble` writes to a `String`, so this cannot happen.
                amdgpu_disasm::DisasmError::Write { .. } => {
                    bad.push(format!("disassemble: write error with no writer: {e}"));
                    0
                }
            };
            if off > len {
                bad.push(format!("disassemble: error offset {off:#x} beyond the file ({len:#x} bytes): {e}"));
            }
        }
    }
    bad
}

#[test]
fn mutated_code_objects() {
    let fixtures = Arc::new(fixtures());
    assert!(fixtures.len() >= 20, "expected the committed fixtures, found {}", fixtures.len());
    let (n, why) = count();
    let known = amdgpu_hostile::known_failures();
    println!("mutating {} fixtures, {n} mutations in all ({why})", fixtures.len());
    let stats = Arc::new(Mutex::new(Stats::default()));
    let (fx, st) = (Arc::clone(&fixtures), Arc::clone(&stats));
    let hang = watchdog::run_cases(n, move |i| {
        let f = i % fx.len();
        let index = (i / fx.len()) as u64;
        let (name, input) = &fx[f];
        let (m, what) = mutate::mutate(input, f as u64, index);
        let id = format!("mutation:{name}:{index}");
        let mut local = Stats::default();
        let (r, peak) = alloc::measure(|| {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| exercise(&m, &mut local)))
        });
        let mut bad = match r {
            Ok(bad) => bad,
            Err(p) => vec![format!("panic: {}", watchdog::panic_message(&*p))],
        };
        let mut s = st.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        s.read_ok += local.read_ok;
        s.read_err += local.read_err;
        s.link_runs += local.link_runs;
        s.link_ok += local.link_ok;
        s.link_offset_past_end += local.link_offset_past_end;
        s.disasm_ok += local.disasm_ok;
        s.disasm_err += local.disasm_err;
        let limit = K * m.len() + C;
        if peak > limit {
            bad.push(format!("peak allocation {peak} bytes > {K} x {} + {C}", m.len()));
        }
        s.max_peak = s.max_peak.max(peak);
        s.max_ratio = s.max_ratio.max(peak as f64 / m.len().max(1) as f64);
        if !bad.is_empty() {
            let listed = known.iter().any(|k| k.input == id);
            s.failures.push(format!(
                "{}{id} ({what}): {}",
                if listed { "KNOWN " } else { "" },
                bad.join("; ")
            ));
        }
        Ok(())
    });
    let s = stats.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    println!(
        "read ok {} / err {}; link runs {} (ok {}, errors located past the end of the file {}); disassemble ok {} / err {}; peak allocation max {:.1} MiB, max {:.1} x input",
        s.read_ok,
        s.read_err,
        s.link_runs,
        s.link_ok,
        s.link_offset_past_end,
        s.disasm_ok,
        s.disasm_err,
        s.max_peak as f64 / MIB as f64,
        s.max_ratio
    );
    let (known_f, new_f): (Vec<_>, Vec<_>) = s.failures.iter().partition(|f| f.starts_with("KNOWN "));
    if !known_f.is_empty() {
        println!("\n!!!!!!!! KNOWN FAILURES (known-failures.tsv; owners must fix) !!!!!!!!");
        for f in &known_f {
            println!("!!! {f}");
        }
    }
    if let Some((i, e)) = hang {
        let f = i % fixtures.len();
        panic!("mutation:{}:{}: {e}", fixtures[f].0, i / fixtures.len());
    }
    assert!(
        new_f.is_empty(),
        "{} failing mutants:\n{}",
        new_f.len(),
        new_f.iter().take(40).map(|f| f.as_str()).collect::<Vec<_>>().join("\n")
    );
}

/// The metadata notes of the fixtures (MessagePack, re-encoded from the decoded value), mutated
/// byte-wise and decoded raw and typed: no panic, errors within the input, bounded memory.
#[test]
fn mutated_metadata_notes() {
    let mut notes = Vec::new();
    for (name, bytes) in fixtures() {
        if let Ok(co) = amdgpu_elf::read(&bytes) {
            if let Some(amdgpu_elf::Metadata::MsgPack { value, .. }) = &co.metadata {
                notes.push((name, amdgpu_metadata::msgpack::encode(value)));
            }
        }
    }
    assert!(notes.len() >= 10, "expected V3+ metadata notes in the fixtures, found {}", notes.len());
    let n = count().0;
    println!("mutating {} metadata notes, {n} mutations in all", notes.len());
    let notes = Arc::new(notes);
    let nn = Arc::clone(&notes);
    let failures = Arc::new(Mutex::new(Vec::new()));
    let ff = Arc::clone(&failures);
    let hang = watchdog::run_cases(n, move |i| {
        let f = i % nn.len();
        let (name, input) = &nn[f];
        let (m, what) = mutate::mutate(input, 1000 + f as u64, (i / nn.len()) as u64);
        let (r, peak) = alloc::measure(|| {
            std::panic::catch_unwind(|| {
                let raw = amdgpu_metadata::msgpack::decode(&m);
                let typed = amdgpu_metadata::v3::Metadata::decode(&m);
                (raw.err().map(|e| e.to_string()), typed.is_ok())
            })
        });
        let mut bad = Vec::new();
        match r {
            Err(p) => bad.push(format!("panic: {}", watchdog::panic_message(&*p))),
            Ok((Some(e), _)) => {
                let offset = e.strip_prefix("byte ").and_then(|r| r.split(':').next()?.parse::<usize>().ok());
                if offset.is_none_or(|o| o > m.len()) {
                    bad.push(format!("error without an offset inside the input ({} bytes): {e}", m.len()));
                }
            }
            Ok(_) => {}
        }
        if peak > K * m.len() + C {
            bad.push(format!("peak allocation {peak} bytes > {K} x {} + {C}", m.len()));
        }
        if !bad.is_empty() {
            ff.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(format!(
                "{name}:{} ({what}): {}",
                i / nn.len(),
                bad.join("; ")
            ));
        }
        Ok(())
    });
    assert_eq!(hang, None);
    let failures = failures.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    assert!(
        failures.is_empty(),
        "{} failing metadata mutants:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}
