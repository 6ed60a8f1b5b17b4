//! Benchmark inputs for the amdgpu toolchain, shared by the divan benchmarks in `benches/`.
//!
//! The fixture is `scripts/gen_bench_source.py 20000` (a gfx900 instruction mix imitating
//! compiler output) and what llvm-mc-19 makes of it: the relocatable object, its `.text` bytes,
//! and each instruction's length. `fixtures/regen.sh` regenerates all of them; `fixtures/VERSIONS`
//! names the tool versions. The ISA layer covers a subset of the instruction classes, so the ISA
//! benchmarks run on [`Mix::supported`], the instructions it decodes and parses, and say how
//! many that is.
//!
//! ```
//! let mix = amdgpu_bench::Mix::gfx900();
//! assert_eq!(mix.total, 20_001); // 20,000 generated instructions and the closing s_endpgm
//! assert!(mix.supported.len() > mix.total / 2);
//! // Every supported instruction decodes from llvm-mc-19's bytes and re-encodes to them.
//! for case in mix.supported.iter().take(100) {
//!     let (inst, len) = amdgpu_isa::decode(&case.bytes, &mix.target).unwrap();
//!     assert_eq!(len, case.bytes.len());
//!     let mut out = Vec::new();
//!     amdgpu_isa::encode(&inst, &mix.target, &mut out).unwrap();
//!     assert_eq!(out, case.bytes);
//! }
//! ```

use amdgpu_isa::{PlainExprs, Target, decode, encode, parse_inst};

/// The generated source (`scripts/gen_bench_source.py 20000`).
pub const SOURCE: &str = include_str!("../fixtures/bench-20000.s");
/// llvm-mc-19's relocatable object for [`SOURCE`] (gfx900, code object V5).
pub const OBJECT: &[u8] = include_bytes!("../fixtures/bench-20000.o");
/// The `.text` section of [`OBJECT`].
pub const TEXT: &[u8] = include_bytes!("../fixtures/bench-20000.text.bin");
/// Byte length of each instruction of [`TEXT`], one decimal number a line, in order.
pub const LENGTHS: &str = include_str!("../fixtures/bench-20000.lengths");

/// One instruction of the mix: its source text and llvm-mc-19's bytes for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The instruction as written in [`SOURCE`] (trimmed).
    pub text: String,
    /// Its encoding.
    pub bytes: Vec<u8>,
}

/// The instruction mix split into what the ISA layer handles and what it does not.
#[derive(Clone, Debug)]
pub struct Mix {
    /// gfx900.
    pub target: Target,
    /// Instructions in the source.
    pub total: usize,
    /// Instructions that decode from their bytes, parse from their text, and whose parse and
    /// decode encode back to llvm-mc-19's bytes.
    pub supported: Vec<Case>,
    /// The rest, with the first reason.
    pub unsupported: Vec<(Case, String)>,
}

impl Mix {
    /// Splits the committed gfx900 mix.
    ///
    /// # Panics
    /// When the committed fixtures disagree with each other (a regeneration was half done).
    #[must_use]
    pub fn gfx900() -> Mix {
        let target = Target::new("gfx900").expect("gfx900 is a known target");
        let lines: Vec<&str> = instruction_lines(SOURCE).collect();
        let lengths: Vec<usize> =
            LENGTHS.lines().map(|l| l.trim().parse().expect("lengths file: one number a line")).collect();
        assert_eq!(lines.len(), lengths.len(), "source and lengths fixtures disagree; run fixtures/regen.sh");
        assert_eq!(lengths.iter().sum::<usize>(), TEXT.len(), "lengths do not add up to the .text size");
        let mut at = 0;
        let mut supported = Vec::new();
        let mut unsupported = Vec::new();
        for (text, len) in lines.iter().zip(&lengths) {
            let case = Case { text: (*text).to_string(), bytes: TEXT[at..at + len].to_vec() };
            at += len;
            match check(&case, &target) {
                Ok(()) => supported.push(case),
                Err(why) => unsupported.push((case, why)),
            }
        }
        Mix { target, total: lines.len(), supported, unsupported }
    }

    /// The supported instructions' bytes, concatenated (a decodable stream).
    #[must_use]
    pub fn supported_bytes(&self) -> Vec<u8> {
        self.supported.iter().flat_map(|c| c.bytes.iter().copied()).collect()
    }

    /// Unsupported instructions counted by mnemonic, most frequent first.
    #[must_use]
    pub fn unsupported_mnemonics(&self) -> Vec<(String, usize)> {
        let mut counts = std::collections::BTreeMap::<String, usize>::new();
        for (c, _) in &self.unsupported {
            *counts.entry(c.text.split_whitespace().next().unwrap_or("").to_string()).or_default() += 1;
        }
        let mut v: Vec<_> = counts.into_iter().collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v
    }
}

/// The instruction lines of a source: not directives, labels, comments or blank lines.
pub fn instruction_lines(src: &str) -> impl Iterator<Item = &str> {
    src.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('.') && !l.ends_with(':'))
}

fn check(case: &Case, target: &Target) -> Result<(), String> {
    let (decoded, len) = decode(&case.bytes, target).map_err(|e| format!("decode: {e}"))?;
    if len != case.bytes.len() {
        return Err(format!("decode: length {len}, llvm-mc-19 says {}", case.bytes.len()));
    }
    let parsed = parse_inst(&case.text, target, &mut PlainExprs).map_err(|e| format!("parse: {e}"))?;
    for (what, inst) in [("decoded", &decoded), ("parsed", &parsed)] {
        let mut out = Vec::new();
        encode(inst, target, &mut out).map_err(|e| format!("encode {what}: {e}"))?;
        if out != case.bytes {
            return Err(format!("encode {what}: {out:02x?} != {:02x?}", case.bytes));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixtures_agree() {
        let mix = Mix::gfx900();
        assert_eq!(mix.total, mix.supported.len() + mix.unsupported.len());
        eprintln!(
            "supported {} of {} instructions; unsupported by mnemonic: {:?}",
            mix.supported.len(),
            mix.total,
            mix.unsupported_mnemonics()
        );
        // The stream of supported bytes decodes back into exactly the supported instructions.
        let bytes = mix.supported_bytes();
        let mut rest = &bytes[..];
        let mut n = 0;
        while !rest.is_empty() {
            let (_, len) = decode(rest, &mix.target).unwrap();
            rest = &rest[len..];
            n += 1;
        }
        assert_eq!(n, mix.supported.len());
    }

    #[test]
    #[ignore = "needs LLVM 19 (llvm-mc-19): checks the committed object is what llvm-mc-19 makes"]
    fn object_matches_llvm_mc() {
        amdgpu_testkit::oracle::require_tool("llvm-mc-19");
        let dir = std::env::temp_dir().join(format!("amdgpu-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("bench.o");
        let src = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/bench-20000.s");
        let status = std::process::Command::new("llvm-mc-19")
            .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", src, "-o"])
            .arg(&out)
            .status()
            .unwrap();
        assert!(status.success());
        assert!(
            std::fs::read(&out).unwrap() == OBJECT,
            "fixtures/bench-20000.o is stale: run fixtures/regen.sh"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
