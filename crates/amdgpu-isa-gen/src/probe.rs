//! Running `llvm-mc -disassemble` on batches of probe words and mapping its output back to the
//! probes.
//!
//! llvm-mc reads its input as one byte stream: an invalid dword is reported on stderr as
//! `<file>:<line>:<col>: warning: invalid instruction encoding` and decoding resumes 4 bytes
//! later. Every probe sits on its own line; probes are built so that any dword after the first
//! decodes, on its own, as a 32-bit instruction without a literal (bit 31 clear, src0 not 255 or
//! SDWA/DPP), so the number of stdout lines each probe produces is known from the warnings.

use anyhow::{Context, Result, bail};
use std::collections::HashSet;
use std::io::Write;
use std::process::{Command, Stdio};

/// One probe: 1..=3 dwords on one line.
#[derive(Clone, Debug)]
pub struct Probe {
    pub dwords: Vec<u32>,
}

/// Disassembles `probes` with `tool` for `mcpu`; the text (mnemonic and operands, trimmed) of each
/// probe that decoded, `None` for those whose first dword was invalid.
///
/// Each probe line ends with `pad` (a 32-bit instruction printing as `pad_text`): an instruction that
/// unexpectedly takes a literal eats the pad rather than the next probe. Output lines equal to
/// `pad_text` are dropped.
pub fn disassemble(
    tool: &str,
    mcpu: &str,
    probes: &[Probe],
    pad: u32,
    pad_text: &str,
) -> Result<Vec<Option<String>>> {
    let mut input = String::new();
    for p in probes {
        let bytes: Vec<String> = p
            .dwords
            .iter()
            .chain(std::iter::once(&pad))
            .flat_map(|d| d.to_le_bytes())
            .map(|b| format!("0x{b:02x}"))
            .collect();
        input.push_str(&bytes.join(","));
        input.push('\n');
    }
    // Kept for debugging a failed run.
    let _ = std::fs::write(std::env::temp_dir().join("amdgpu-isa-gen-last-probe.txt"), &input);
    let out = run_mc(tool, mcpu, &["-disassemble", "-show-encoding"], input)?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(Crashed.into());
    }
    if stderr.contains("is not a recognized processor") {
        bail!("{tool} does not know {mcpu}");
    }
    // (line, col) of every invalid-encoding warning.
    let mut invalid = HashSet::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:")
            && l.contains("invalid instruction encoding")
        {
            let mut it = rest.split(':');
            let line: usize = it.next().unwrap_or("").parse()?;
            let col: usize = it.next().unwrap_or("").parse()?;
            invalid.insert((line, col));
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut lines = stdout.lines().map(str::trim).filter(|l| {
        !l.is_empty() && !l.starts_with('.') && l.split(';').next().map(str::trim) != Some(pad_text)
    });
    let mut result = Vec::with_capacity(probes.len());
    for (i, p) in probes.iter().enumerate() {
        let line = i + 1;
        if invalid.contains(&(line, 1)) {
            // The remaining dwords are decoded one by one (each is a plain 32-bit word by design).
            for k in 1..p.dwords.len() {
                let col = 1 + 20 * k; // "0x..,0x..,0x..,0x..," is 20 characters per dword
                if !invalid.contains(&(line, col)) {
                    lines.next().context("llvm-mc output ended early")?;
                }
            }
            result.push(None);
        } else {
            let text = lines.next().context("llvm-mc output ended early")?;
            let (asm, enc) = text.split_once("; encoding: [").unwrap_or((text, ""));
            // The re-encoding llvm-mc shows can drop a literal it printed as invalid; a probe literal
            // (0x..ba98) that appears in the text was consumed.
            let mut used = enc.matches("0x").count().div_ceil(4).max(1);
            if asm.contains("ba98") {
                used = used.max(2);
            }
            // Probe dwords the instruction did not use are decoded on their own.
            for k in used..p.dwords.len() {
                if !invalid.contains(&(line, 1 + 20 * k)) {
                    lines.next().context("llvm-mc output ended early")?;
                }
            }
            result.push(Some(asm.trim().to_string()));
        }
    }
    if let Some(extra) = lines.next() {
        bail!("unexpected extra llvm-mc output line: {extra}");
    }
    Ok(result)
}

/// llvm-mc crashed (it does on some MAI encodings with inline constants).
#[derive(Debug)]
pub struct Crashed;

impl std::fmt::Display for Crashed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("llvm-mc crashed")
    }
}

impl std::error::Error for Crashed {}

/// Like [`disassemble`], but a batch that crashes llvm-mc is split until the crashing probes are
/// isolated; those count as not decoding.
pub fn disassemble_robust(
    tool: &str,
    mcpu: &str,
    probes: &[Probe],
    pad: u32,
    pad_text: &str,
) -> Result<Vec<Option<String>>> {
    match disassemble(tool, mcpu, probes, pad, pad_text) {
        Err(e) if e.is::<Crashed>() => {
            if probes.len() <= 1 {
                return Ok(vec![None; probes.len()]);
            }
            let (l, r) = probes.split_at(probes.len() / 2);
            let mut out = disassemble_robust(tool, mcpu, l, pad, pad_text)?;
            out.extend(disassemble_robust(tool, mcpu, r, pad, pad_text)?);
            Ok(out)
        }
        other => other,
    }
}

/// The `LLVM version x.y.z` line of `tool --version`.
/// Runs `tool -arch=amdgcn -mcpu=MCPU FLAGS -` with `input` on its standard input (written by a
/// second thread, so a large input cannot dead-lock against a full output pipe). `mcpu` may carry
/// target features after a colon, as in a target ID (`gfx1030:+wavefrontsize64`): they become
/// `-mattr=+wavefrontsize64`.
pub(crate) fn run_mc(tool: &str, mcpu: &str, flags: &[&str], input: String) -> Result<std::process::Output> {
    let (cpu, mattr) = match mcpu.split_once(':') {
        Some((cpu, features)) => (cpu, Some(format!("-mattr={}", features.replace(':', ",")))),
        None => (mcpu, None),
    };
    let mut child = Command::new(tool)
        .args(["-arch=amdgcn", &format!("-mcpu={cpu}")])
        .args(mattr)
        .args(flags)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("running {tool}"))?;
    let mut stdin = child.stdin.take().context("stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output()?;
    writer.join().map_err(|_| anyhow::anyhow!("writer thread"))??;
    Ok(out)
}

pub fn version(tool: &str) -> Result<String> {
    let out = Command::new(tool).arg("--version").output().with_context(|| format!("running {tool}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .map(str::trim)
        .find_map(|l| l.find("LLVM version").map(|i| l[i..].to_string()))
        .with_context(|| format!("{tool} --version printed no LLVM version"))
}

/// The marker after line `i`: `s_nop k` with a `k` that differs between neighbouring lines.
pub fn mark(i: usize) -> u32 {
    0xbf80_0000 | ((i % 0x7ffe) as u32 + 1)
}

fn mark_value(text: &str) -> Option<u32> {
    let v = text.strip_prefix("s_nop ")?;
    match v.strip_prefix("0x") {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => v.parse().ok(),
    }
}

/// Disassembles arbitrary words, one instruction's bytes per entry of `lines`; the text of each,
/// or `None` when llvm-mc reported the first dword invalid.
///
/// Each line is followed by three `s_nop k` markers with a per-line `k`, so a line whose
/// instruction turns out longer than given eats a marker instead of the next line; the output
/// is split at the markers. Lines must not themselves be `s_nop` (SOPP opcode 0).
///
/// Also returns, per line, how many markers the instruction consumed (a mandatory literal the
/// caller did not know about).
pub fn disassemble_lines(tool: &str, mcpu: &str, lines: &[Vec<u32>]) -> Result<Vec<(Option<String>, usize)>> {
    let mut input = String::new();
    for (i, l) in lines.iter().enumerate() {
        let m = mark(i);
        let bytes: Vec<String> = l
            .iter()
            .chain([m, m, m].iter())
            .flat_map(|d| d.to_le_bytes())
            .map(|b| format!("0x{b:02x}"))
            .collect();
        input.push_str(&bytes.join(","));
        input.push('\n');
    }
    let out = run_mc(tool, mcpu, &["-disassemble"], input)?;
    if !out.status.success() {
        return Err(Crashed.into());
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut invalid_first = HashSet::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:")
            && l.contains("invalid instruction encoding")
        {
            let mut it = rest.split(':');
            let line: usize = it.next().unwrap_or("").parse()?;
            let col: usize = it.next().unwrap_or("").parse()?;
            if col == 1 {
                invalid_first.insert(line);
            }
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut texts = stdout.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('.')).peekable();
    let mut result = Vec::with_capacity(lines.len());
    for i in 0..lines.len() {
        let m = mark(i) & 0xffff;
        let mut group = Vec::new();
        loop {
            let t = texts.next().with_context(|| format!("llvm-mc output ended early at line {}", i + 1))?;
            if mark_value(t) == Some(m) {
                break;
            }
            group.push(t);
        }
        let mut seen = 1;
        while texts.peek().and_then(|t| mark_value(t)) == Some(m) {
            texts.next();
            seen += 1;
        }
        if invalid_first.contains(&(i + 1)) {
            result.push((None, 0));
        } else {
            result
                .push((Some(group.first().copied().unwrap_or("").to_string()), 3usize.saturating_sub(seen)));
        }
    }
    Ok(result)
}
