//! Facts for processors no LLVM disassembles (GFX6, GFX7): the opcode sweep of [`crate::sweep`]
//! with the assembler as the oracle.
//!
//! llvm-mc aborts on `-disassemble` for GFX6/GFX7, but it assembles their instructions and
//! `-show-encoding` prints each as its instruction printer renders it, which is also what its
//! disassembler would print. So:
//!
//! 1. Candidate texts are gathered: every probe text of the GFX8/GFX9 fact files, and texts
//!    rendered from every ALU line of LLVM's `AMDGPUAsmGFX7.rst` (operands placed in the probe
//!    registers of the sweep: destination 8, sources 4, 12, 16, VOP3b sdst 0, each source as a
//!    VGPR, an SGPR or -4.0, src0 also as the probe literal, one modifier at a time, the
//!    SOPP/SOPK probe immediates).
//! 2. Each processor assembles all candidates once; the accepted ones give a map from encoding
//!    words to printed text.
//! 3. The sweep builds its probe words with the GFX6/GFX7 field layout ([`crate::sweep::SICI`])
//!    and looks each up in the map: a word no candidate produced counts as not decoding.
//!
//! The facts are therefore limited to what the candidates reach: an opcode whose mnemonic is in
//! neither the GFX8/GFX9 facts nor the GFX7 syntax reference is not found, and operands that
//! llvm-mc's disassembler would print with an `/*Invalid register*/` remark show up as missing
//! probe texts instead.

use crate::facts::{self, Family};
use crate::probe::Probe;
use crate::sweep::{self, Enc};
use anyhow::{Context, Result, bail};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

/// A printed text and its encoding words.
pub type Assembled = (String, Vec<u32>);

/// Assembles one instruction per entry of `texts` for `mcpu`: the printed text and encoding
/// words of each accepted line, `None` for lines llvm-mc reported an error for.
pub fn assemble(tool: &str, mcpu: &str, texts: &[String]) -> Result<Vec<Option<Assembled>>> {
    let mut input = String::new();
    for t in texts {
        if t.contains('\n') || t.contains(';') {
            bail!("candidate text {t:?} is not one plain line");
        }
        input.push_str(t);
        input.push('\n');
    }
    let out = crate::probe::run_mc(tool, mcpu, &["-show-encoding"], input)?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stderr.contains("is not a recognized processor") {
        bail!("{tool} does not know {mcpu}");
    }
    let mut failed = BTreeSet::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:")
            && l.contains(": error:")
        {
            let line: usize = rest.split(':').next().unwrap_or("").parse()?;
            failed.insert(line);
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut encoded = stdout.lines().filter_map(|l| {
        let (text, enc) = l.split_once("; encoding: [")?;
        let bytes: Vec<u8> = enc
            .trim_end_matches(']')
            .split(',')
            .filter_map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
            .collect();
        let words =
            bytes.chunks(4).map(|c| c.iter().rev().fold(0u32, |w, &b| w << 8 | u32::from(b))).collect();
        Some((text.trim().to_string(), words))
    });
    let mut result = Vec::with_capacity(texts.len());
    for i in 0..texts.len() {
        if failed.contains(&(i + 1)) {
            result.push(None);
        } else {
            result.push(Some(
                encoded.next().with_context(|| format!("{tool} output ended early at line {}", i + 1))?,
            ));
        }
    }
    if let Some(extra) = encoded.next() {
        bail!("unexpected extra {tool} output: {extra:?}");
    }
    Ok(result)
}

/// The probe texts of a GCN3 fact file (every column; texts with remarks are left out).
fn fact_texts(path: &Path, out: &mut BTreeSet<String>) -> Result<()> {
    let (_, rows) = facts::read(path)?;
    for r in rows {
        for t in [&r.a, &r.b, &r.c, &r.s].into_iter().chain(r.d.iter()).chain(r.k.iter()).flatten() {
            if !t.contains("/*") {
                out.insert(t.clone());
            }
        }
    }
    Ok(())
}

/// Operand sizes in dwords by syntax id (`gfx7_vdst_89680f` -> 2), from the `gfx7_*.rst` pages.
fn synid_sizes(docs: &Path) -> Result<HashMap<String, u32>> {
    let mut sizes = HashMap::new();
    for e in std::fs::read_dir(docs).with_context(|| format!("read {}", docs.display()))? {
        let path = e?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
        if !(name.starts_with("gfx7_") && name.ends_with(".rst")) {
            continue;
        }
        let text = std::fs::read_to_string(&path)?;
        let size = text
            .split("*Size:* ")
            .nth(1)
            .and_then(|s| s.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(1);
        sizes.insert(name.trim_end_matches(".rst").to_string(), size);
    }
    Ok(sizes)
}

/// One instruction line of the syntax reference: section, mnemonic, (name, syntax id) refs.
pub struct RstLine {
    pub section: String,
    pub mnemonic: String,
    pub refs: Vec<(String, String)>,
}

/// The instruction lines of a syntax reference (`AMDGPUAsmGFX7.rst`).
pub fn rst_lines(path: &Path) -> Result<Vec<RstLine>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("read {}", path.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let mut section = String::new();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        if lines.get(i + 1).is_some_and(|n| !n.is_empty() && n.chars().all(|c| c == '-'))
            && !l.trim().is_empty()
        {
            section = l.trim().to_string();
        }
        let Some(rest) = l.strip_prefix("    ") else { continue };
        let Some(mnemonic) = rest.split_whitespace().next() else { continue };
        if !mnemonic.starts_with(|c: char| c.is_ascii_lowercase()) || !mnemonic.contains('_') {
            continue;
        }
        let mut refs = Vec::new();
        let mut s = rest;
        while let Some(i) = s.find(":ref:`") {
            s = &s[i + 6..];
            let Some(lt) = s.find('<') else { break };
            let Some(gt) = s.find(">`") else { break };
            if gt < lt {
                break;
            }
            let id = s[lt + 1..gt].trim_start_matches("amdgpu_synid_").to_string();
            refs.push((s[..lt].to_string(), id));
            s = &s[gt + 2..];
        }
        out.push(RstLine { section: section.clone(), mnemonic: mnemonic.to_string(), refs });
    }
    Ok(out)
}

/// How one operand of a rendered line varies.
#[derive(Clone, Debug)]
enum Slot {
    /// Fixed text.
    Fixed(String),
    /// A source: register number, width, may be a VGPR, may be an SGPR, takes constants,
    /// takes modifiers.
    Src { num: u32, width: u32, v: bool, s: bool, constant: bool, mods: bool },
    /// An immediate (SOPP/SOPK).
    Imm,
    /// Alternatives (interpolation parameters).
    OneOf(Vec<String>),
}

fn reg(file: char, num: u32, width: u32) -> String {
    if width <= 1 { format!("{file}{num}") } else { format!("{file}[{num}:{}]", num + width - 1) }
}

/// Width in dwords of a type deviation name (`u64` -> 2, `u32x4` -> 4, `b32` -> 1).
fn type_width(t: &str) -> Option<u32> {
    let digits = t.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let (bits, count) = digits.split_once('x').unwrap_or((digits, "1"));
    let total = bits.parse::<u32>().ok()? * count.parse::<u32>().ok()?;
    Some(total.div_ceil(32))
}

/// The candidate texts of one ALU line of the syntax reference.
fn render(line: &RstLine, sizes: &HashMap<String, u32>) -> Vec<String> {
    let sec = line.section.as_str();
    if !matches!(
        sec,
        "SOP1" | "SOP2" | "SOPC" | "SOPK" | "SOPP" | "VOP1" | "VOP2" | "VOP3" | "VOPC" | "VINTRP"
    ) {
        return Vec::new();
    }
    let valu = sec.starts_with('V');
    let e32 = matches!(sec, "VOP1" | "VOP2" | "VOPC");
    let mut slots: Vec<Slot> = Vec::new();
    let mut tail: Vec<&str> = Vec::new();
    let mut src_index = 0;
    for (name, id) in &line.refs {
        let size = sizes.get(id).copied().unwrap_or(1);
        let first = slots.is_empty();
        match name.as_str() {
            "m" => {
                if let Some(Slot::Src { mods, .. }) = slots.last_mut() {
                    *mods = true;
                }
            }
            _ if id == "gfx7_type_deviation" => {
                if let (Some(w), Some(Slot::Src { width, .. })) = (type_width(name), slots.last_mut()) {
                    *width = w;
                }
            }
            "clamp" | "omod" => tail.push(if name == "clamp" { "clamp" } else { "omod" }),
            "vcc" => slots.push(Slot::Fixed("vcc".into())),
            "vdst" => slots.push(Slot::Fixed(reg('v', 8, size))),
            "sdst" if first => slots.push(Slot::Fixed(reg('s', 8, size))),
            "sdst" => slots.push(Slot::Fixed(reg('s', 0, size))),
            // SOPK: the first scalar operand sits in the sdst field.
            "ssrc" if sec == "SOPK" => slots.push(Slot::Fixed(reg('s', 8, size))),
            "attr" => slots.push(Slot::Fixed("attr4.x".into())),
            "param" => slots.push(Slot::OneOf(vec!["p10".into(), "p20".into(), "p0".into()])),
            "imm16" | "label" | "hwreg" | "msg" | "waitcnt" => slots.push(Slot::Imm),
            "simm32" => slots.push(Slot::Fixed("0xbf800000".into())),
            n if n.starts_with("src") || n.starts_with("ssrc") || n.starts_with("vsrc") => {
                let num = match n.trim_start_matches(|c: char| c.is_ascii_alphabetic()) {
                    "0" | "" => 4,
                    "1" => 12,
                    _ => 16,
                };
                let num = if sec == "VINTRP" { 4 } else { num };
                // VOP1/VOP2/VOPC: only src0 is a 9-bit field; vsrc*/ssrc1 sit in the 8-bit one.
                let wide = !e32 || src_index == 0;
                let (v, s) = if n.starts_with('v') {
                    (true, false)
                } else if n.starts_with("ssrc") {
                    (false, true)
                } else {
                    (valu, true)
                };
                let constant = wide && !n.starts_with('v');
                slots.push(Slot::Src { num, width: size, v, s: s || !valu, constant, mods: false });
                src_index += 1;
            }
            _ => return Vec::new(),
        }
    }
    let mnem = &line.mnemonic;
    let mut out = Vec::new();
    // Each source: VGPR, SGPR or -4.0 (and the literal in src0 of 32-bit encodings).
    let mut combos: Vec<Vec<String>> = vec![Vec::new()];
    let mut reg_only: Vec<Vec<String>> = vec![Vec::new()];
    for (k, slot) in slots.iter().enumerate() {
        let (choices, regs): (Vec<String>, Vec<String>) = match slot {
            Slot::Fixed(t) => (vec![t.clone()], vec![t.clone()]),
            Slot::OneOf(v) => (v.clone(), v.clone()),
            Slot::Imm => {
                let v: Vec<String> = sweep::K_VALUES
                    .iter()
                    .map(|&k| if k < 64 { k.to_string() } else { format!("{k:#x}") })
                    .collect();
                (v.clone(), v)
            }
            Slot::Src { num, width, v, s, constant, .. } => {
                let mut regs = Vec::new();
                if *v {
                    regs.push(reg('v', *num, *width));
                }
                if *s {
                    regs.push(reg('s', *num, *width));
                }
                let mut c = regs.clone();
                if *constant {
                    c.push("-4.0".into());
                    if k == slots.iter().position(|s| matches!(s, Slot::Src { .. })).unwrap_or(usize::MAX)
                        && (e32 || !valu)
                    {
                        c.push("0x123ba98".into());
                    }
                }
                (c, regs)
            }
        };
        combos = combos
            .iter()
            .flat_map(|p| choices.iter().map(move |c| [p.clone(), vec![c.clone()]].concat()))
            .collect();
        reg_only = reg_only
            .iter()
            .flat_map(|p| regs.iter().map(move |c| [p.clone(), vec![c.clone()]].concat()))
            .collect();
    }
    let join =
        |ops: &[String]| if ops.is_empty() { mnem.clone() } else { format!("{mnem} {}", ops.join(", ")) };
    for c in &combos {
        out.push(join(c));
    }
    // One modifier at a time on the register-only combinations.
    for c in &reg_only {
        for (k, slot) in slots.iter().enumerate() {
            if let Slot::Src { mods: true, .. } = slot {
                let mut abs = c.clone();
                abs[k] = format!("|{}|", c[k]);
                out.push(join(&abs));
                let mut neg = c.clone();
                neg[k] = format!("-{}", c[k]);
                out.push(join(&neg));
            }
        }
        for t in &tail {
            if *t == "clamp" {
                out.push(format!("{} clamp", join(c)));
            } else {
                out.push(format!("{} mul:2", join(c)));
                out.push(format!("{} mul:4", join(c)));
            }
        }
    }
    out
}

/// Every candidate text (sorted, deduplicated).
pub fn candidates(facts_dir: &Path, docs: &Path) -> Result<Vec<String>> {
    let mut set = BTreeSet::new();
    for fam in &facts::FAMILIES {
        fact_texts(&facts_dir.join(format!("{}.tsv", fam.name)), &mut set)?;
    }
    let sizes = synid_sizes(docs)?;
    for line in rst_lines(&docs.join("AMDGPUAsmGFX7.rst"))? {
        set.extend(render(&line, &sizes));
    }
    Ok(set.into_iter().collect())
}

/// The encoding -> printed text map of `mcpu`, from the candidates it accepts. When several
/// texts encode to the same words the first (in candidate order) is kept; the number of such
/// collisions with a different printed text is returned too.
pub fn oracle_map(tool: &str, mcpu: &str, cands: &[String]) -> Result<(HashMap<Vec<u32>, String>, usize)> {
    let mut map: HashMap<Vec<u32>, String> = HashMap::new();
    let mut collisions = 0;
    for (text, words) in assemble(tool, mcpu, cands)?.into_iter().flatten() {
        match map.get(&words) {
            Some(t) if *t != text => collisions += 1,
            Some(_) => {}
            None => {
                map.insert(words, text);
            }
        }
    }
    Ok((map, collisions))
}

/// SMRD probe words of `op` (GFX6/7 scalar memory, one dword): the variants of
/// [`crate::mem_probe::variants`] for SMEM (sdata 8, sbase `s[4:5]`, offset 0x18; fewer fields).
fn smrd_variants(op: u32) -> Vec<(&'static str, u32)> {
    let base = 0xc000_0000 | op << 22;
    [("dbo", 8u32, 2u32, 0x18u32), ("bo", 0, 2, 0x18), ("d", 8, 0, 0), ("-", 0, 0, 0)]
        .into_iter()
        .map(|(name, sdata, sbase, off)| {
            let imm = u32::from(off != 0 || sbase != 0);
            (name, base | sdata << 15 | sbase << 9 | imm << 8 | off)
        })
        .collect()
}

/// The memory encodings probed through the assembler, with the GFX6/7 form of a GFX8 probe
/// word of [`crate::mem_probe::variants`] (`None`: the encoding does not exist on `cpu`).
/// FLAT (GFX7 only) and MUBUF (the probes set no slc/lds/addr64) have the GFX8 layout; DS
/// moved its opcode up one bit (op 25:18, gds 17), MTBUF has a 3-bit opcode at bit 16, EXP the
/// prefix 0b111110.
const MEM_ENCS: [&str; 5] = ["DS", "MUBUF", "MTBUF", "FLAT", "EXP"];

fn si_mem_word(enc: &str, cpu: &str, w: u32) -> Option<u32> {
    match enc {
        "DS" => Some(0xd800_0000 | ((w >> 17) & 0xff) << 18 | ((w >> 16) & 1) << 17 | (w & 0xffff)),
        "FLAT" => cpu.starts_with("gfx7").then_some(w),
        "MUBUF" => Some(w),
        "EXP" => Some((w & 0x03ff_ffff) | 0xf800_0000),
        "MTBUF" => {
            let op = (w >> 15) & 0xf;
            (op < 8).then_some((w & !(0xf << 15)) | op << 16)
        }
        _ => None,
    }
}

/// The operands of a syntax-reference line: (name, size in dwords).
type Shape = Vec<(String, u32)>;

/// The candidate memory texts: the GFX8/9 memory facts (SMEM, DS, FLAT texts, also with glc),
/// the same texts for GFX7 mnemonics with the same operand shape in the syntax reference (the
/// mnemonic replaced), and the SMRD lines of the syntax reference.
pub fn smrd_candidates(facts_dir: &Path, docs: &Path) -> Result<Vec<String>> {
    let mut set = BTreeSet::new();
    let mut by_mnemonic: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for fam in &facts::FAMILIES {
        let path = facts_dir.join(format!("{}-mem.tsv", fam.name));
        let text = std::fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
        for l in text.lines().filter(|l| {
            ["SMEM\t", "DS\t", "MUBUF\t", "MTBUF\t", "FLAT\t", "EXP\t"].iter().any(|p| l.starts_with(p))
        }) {
            for t in l.split('\t').skip(4).filter(|t| *t != "-") {
                set.insert(t.to_string());
                let m = t.split(' ').next().unwrap_or("").to_string();
                by_mnemonic.entry(m).or_default().push(t.to_string());
            }
        }
    }
    let sizes = synid_sizes(docs)?;
    // GFX7 DS/FLAT mnemonics without GFX8/9 texts: texts of a mnemonic with the same shape.
    let lines = rst_lines(&docs.join("AMDGPUAsmGFX7.rst"))?;
    let shape = |l: &RstLine| -> Shape {
        // Type deviations (`b32x2`, `f32x2`) do not change the text.
        l.refs
            .iter()
            .filter(|(_, id)| id != "gfx7_type_deviation")
            .map(|(n, id)| (n.clone(), sizes.get(id).copied().unwrap_or(1)))
            .collect()
    };
    let mut by_shape: BTreeMap<(String, Shape), Vec<String>> = BTreeMap::new();
    for l in lines.iter().filter(|l| MEM_ENCS.contains(&l.section.as_str())) {
        if let Some(texts) = by_mnemonic.get(&l.mnemonic) {
            by_shape.entry((l.section.clone(), shape(l))).or_default().extend(texts.iter().cloned());
        }
    }
    for l in lines.iter().filter(|l| MEM_ENCS.contains(&l.section.as_str())) {
        if by_mnemonic.contains_key(&l.mnemonic) {
            continue;
        }
        for t in by_shape.get(&(l.section.clone(), shape(l))).into_iter().flatten() {
            match t.split_once(' ') {
                Some((_, rest)) => set.insert(format!("{} {rest}", l.mnemonic)),
                None => set.insert(l.mnemonic.clone()),
            };
        }
    }
    for line in rst_lines(&docs.join("AMDGPUAsmGFX7.rst"))?.iter().filter(|l| l.section == "SMRD") {
        let mut ops = Vec::new();
        for (name, id) in &line.refs {
            let size = sizes.get(id).copied().unwrap_or(1);
            ops.push(match name.as_str() {
                "sdst" => reg('s', 8, size),
                "sbase" => reg('s', 4, size),
                "soffset" => "0x18".to_string(),
                _ => continue,
            });
        }
        set.insert(if ops.is_empty() {
            line.mnemonic.clone()
        } else {
            format!("{} {}", line.mnemonic, ops.join(", "))
        });
    }
    Ok(set.into_iter().collect())
}

/// `facts/<family>-mem.tsv` of an assembler-probed family: SMRD (as `SMEM` rows; the word
/// layout is `amdgpu_isa::mem::smrd`), DS and FLAT. MUBUF, MTBUF, MIMG and EXP are not probed
/// yet.
pub fn probe_mem_family(tool: &str, version: &str, fam: &Family, cands: &[String]) -> Result<String> {
    // (encoding, opcode, variant, text, text with glc) -> processors
    let mut rows: BTreeMap<(String, u32, String, String, String), Vec<&str>> = BTreeMap::new();
    for &cpu in fam.processors {
        let (map, _) = oracle_map(tool, cpu, cands)?;
        for op in 0..32 {
            if let Some((name, text)) =
                smrd_variants(op).into_iter().find_map(|(n, w)| map.get(&vec![w]).map(|t| (n, t.clone())))
            {
                rows.entry(("SMEM".into(), op, name.to_string(), text, "-".into())).or_default().push(cpu);
            }
        }
        for enc in MEM_ENCS {
            for op in 0..crate::mem_probe::opcode_count(enc) {
                let (mut found, mut glc) = (None, None);
                for (name, words) in crate::mem_probe::variants(enc, op) {
                    let Some(w) = si_mem_word(enc, cpu, words[0]) else { continue };
                    let Some(t) = map.get(&vec![w, words[1]]) else { continue };
                    if name.starts_with('g') {
                        glc = glc.or(Some(t.clone()));
                    } else {
                        found = found.or(Some((name, t.clone())));
                    }
                }
                if let Some((name, text)) = found {
                    let g = glc.unwrap_or_else(|| "-".into());
                    rows.entry((enc.into(), op, name, text, g)).or_default().push(cpu);
                }
            }
        }
    }
    let order =
        |e: &str| ["SMEM", "DS", "MUBUF", "MTBUF", "FLAT", "EXP"].iter().position(|x| *x == e).unwrap_or(9);
    let mut rows: Vec<_> = rows.into_iter().collect();
    rows.sort_by(|a, b| (order(&a.0.0), a.0.1).cmp(&(order(&b.0.0), b.0.1)).then(a.cmp(b)));
    let mut out = format!(
        "# amdgpu-isa memory facts, family {}; assembled with {version} ({tool}) by `amdgpu-isa-gen asm-probe` (GFX6/7 layouts)\n\
         # enc\topcode\tprocessors\tvariant\ttext\ttext with glc\n",
        fam.name
    );
    for ((enc, op, variant, text, glc), cpus) in rows {
        out.push_str(&format!("{enc}\t{op}\t{}\t{variant}\t{text}\t{glc}\n", cpus.join(",")));
    }
    Ok(out)
}

/// A VOP3 probe with the inline constant -4.0 (code 0xf7) in several sources that llvm-mc
/// refuses as a whole (v_cndmask_b32_e64 takes no constant as its lane mask): the text the
/// disassembler would print, built from an accepted word with some of those sources back at
/// their probe registers (4, 12, 16; VGPR or SGPR), those printed as
/// `-4.0/*Invalid immediate*/` as llvm-mc's disassembler marks a constant it decodes but would
/// not assemble.
fn vop3_partial_constants(map: &HashMap<Vec<u32>, String>, dwords: &[u32]) -> Option<String> {
    let [w, hi] = dwords else { return None };
    let consts: Vec<usize> = (0..3).filter(|k| (hi >> (9 * k)) & 0x1ff == 0xf7).collect();
    if consts.len() < 2 {
        return None;
    }
    // Fewest sources put back first.
    let mut subsets: Vec<u32> = (1..(1u32 << consts.len()) - 1).collect();
    subsets.sort_by_key(|s| s.count_ones());
    for s in subsets {
        let back: Vec<usize> =
            consts.iter().enumerate().filter(|(j, _)| s >> j & 1 != 0).map(|(_, &k)| k).collect();
        for files in 0..(1u32 << back.len()) {
            let mut h = *hi;
            for (j, &k) in back.iter().enumerate() {
                let n = [4, 12, 16][k] + if files >> j & 1 == 0 { 256 } else { 0 };
                h = (h & !(0x1ff << (9 * k))) | n << (9 * k);
            }
            let Some(text) = map.get(&vec![*w, h]) else { continue };
            let (name, rest) = text.split_once(' ')?;
            let mut ops: Vec<String> = rest.split(", ").map(str::to_string).collect();
            for &k in &back {
                let n = [4, 12, 16][k];
                let is_reg = |t: &str| {
                    let t = t.trim_start_matches(['v', 's']);
                    t == n.to_string() || t.starts_with(&format!("[{n}:"))
                };
                let last = ops.len() - 1;
                // The last operand may carry modifiers after a blank (`clamp`).
                let pos = ops.iter().position(|o| is_reg(o.split(' ').next().unwrap_or("")))?;
                let tail =
                    if pos == last { ops[pos].split_once(' ').map(|(_, t)| format!(" {t}")) } else { None };
                ops[pos] = format!("-4.0/*Invalid immediate*/{}", tail.unwrap_or_default());
            }
            return Some(format!("{name} {}", ops.join(", ")));
        }
    }
    None
}

/// The candidate MIMG texts: every text of the GFX8/9 MIMG facts, and the same for GFX7
/// mnemonics of the syntax reference with the same operand shape (the mnemonic replaced).
pub fn mimg_candidates(facts_dir: &Path, docs: &Path) -> Result<Vec<String>> {
    let mut set = BTreeSet::new();
    let mut by_mnemonic: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for fam in &facts::FAMILIES {
        let path = facts_dir.join(format!("{}-mem-mimg.tsv", fam.name));
        let text = std::fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
        for l in text.lines().filter(|l| !l.starts_with('#')) {
            for t in l.split('\t').skip(2).filter(|t| t.starts_with("image_")) {
                set.insert(t.to_string());
                let m = t.split(' ').next().unwrap_or("").to_string();
                by_mnemonic.entry(m).or_default().push(t.to_string());
            }
        }
    }
    let lines = rst_lines(&docs.join("AMDGPUAsmGFX7.rst"))?;
    let shape = |l: &RstLine| -> Vec<String> {
        l.refs.iter().filter(|(_, id)| id != "gfx7_type_deviation").map(|(n, _)| n.clone()).collect()
    };
    let mut by_shape: BTreeMap<Vec<String>, Vec<String>> = BTreeMap::new();
    for l in lines.iter().filter(|l| l.section == "MIMG") {
        if let Some(texts) = by_mnemonic.get(&l.mnemonic) {
            by_shape.entry(shape(l)).or_default().extend(texts.iter().cloned());
        }
    }
    for l in lines.iter().filter(|l| l.section == "MIMG" && !by_mnemonic.contains_key(&l.mnemonic)) {
        for t in by_shape.get(&shape(l)).into_iter().flatten() {
            if let Some((_, rest)) = t.split_once(' ') {
                set.insert(format!("{} {rest}", l.mnemonic));
            }
        }
    }
    Ok(set.into_iter().collect())
}

/// `facts/<family>-mem-mimg.tsv` of an assembler-probed family (MIMG has the GFX8 word layout
/// on GFX6/7).
pub fn probe_mimg_family(tool: &str, version: &str, fam: &Family, cands: &[String]) -> Result<String> {
    let how = format!("assembled with {version} ({tool}) by `amdgpu-isa-gen asm-probe`");
    let mut maps: BTreeMap<String, HashMap<Vec<u32>, String>> = BTreeMap::new();
    for &cpu in fam.processors {
        maps.insert(cpu.to_string(), oracle_map(tool, cpu, cands)?.0);
    }
    let text = crate::mem_probe::mimg_probe_with(tool, &how, fam, &mut |cpu, lines| {
        let map = &maps[cpu];
        Ok(lines.iter().map(|l| map.get(l).cloned()).collect())
    })?;
    // Opcodes whose single-element probes no candidate reached (the atomics, whose data takes
    // two or more elements) have no address widths: left out (not decoded yet).
    Ok(text.lines().filter(|l| l.starts_with('#') || !l.ends_with('\t')).map(|l| format!("{l}\n")).collect())
}

/// A VOP2 probe with SGPR s4 in src0 that llvm-mc refuses because its vsrc1 field holds an
/// SGPR too (GFX6/7 `v_writelane_b32 v8, s4, s12`: two SGPRs on the constant bus, which the
/// disassembler would print all the same): the text of the word with src0 = -4.0 (inline
/// constant, the B probe), the `-4.0` put back as `s4`.
fn vop2_two_sgprs(map: &HashMap<Vec<u32>, String>, dwords: &[u32]) -> Option<String> {
    let [w] = dwords else { return None };
    if w & 0x1ff != 4 {
        return None;
    }
    let text = map.get(&vec![(w & !0x1ff) | 0xf7])?;
    let (name, rest) = text.split_once(' ')?;
    let mut ops: Vec<&str> = rest.split(", ").collect();
    let pos = ops.iter().skip(1).position(|o| *o == "-4.0")? + 1;
    ops[pos] = "s4";
    Some(format!("{name} {}", ops.join(", ")))
}

/// The fact file of an assembler-probed family.
pub fn probe_family(tool: &str, version: &str, fam: &Family, cands: &[String]) -> Result<String> {
    let mut maps: BTreeMap<&str, HashMap<Vec<u32>, String>> = BTreeMap::new();
    for &cpu in fam.processors {
        let (map, collisions) = oracle_map(tool, cpu, cands)?;
        eprintln!("{cpu}: {} encodings from {} candidates ({collisions} collisions)", map.len(), cands.len());
        maps.insert(cpu, map);
    }
    let how =
        format!("assembled with {version} ({tool}) by `amdgpu-isa-gen asm-probe` (GFX6/7 field layout)");
    facts::render_family(fam, &how, &mut |cpu, enc: Enc| {
        let map = &maps[cpu];
        sweep::sweep_with(&sweep::SICI, enc, &mut |probes: &[Probe]| {
            Ok(probes
                .iter()
                .map(|p| {
                    // A literal the instruction always takes (s_setreg_imm32_b32, v_madmk) reads
                    // the probe pad, as it does when disassembling.
                    let mut padded = p.dwords.clone();
                    padded.push(0xbf80_0000);
                    let found = map.get(&p.dwords).or_else(|| map.get(&padded));
                    // llvm-mc's disassembler ignores the sdst field of scalar instructions that
                    // print no destination (observed on GFX8: s_setpc_b64, s_cbranch_g_fork,
                    // s_setreg_imm32_b32 decode with sdst 8); the assembler writes zero there.
                    let scalar = matches!(enc, Enc::Sop1 | Enc::Sop2 | Enc::Sopk);
                    let cleared = |w: &[u32]| {
                        let mut w = w.to_vec();
                        w[0] &= !(0x7f << 16);
                        w
                    };
                    found
                        .or_else(|| scalar.then(|| map.get(&cleared(&p.dwords))).flatten())
                        .or_else(|| scalar.then(|| map.get(&cleared(&padded))).flatten())
                        .filter(|t| !scalar || map.get(&p.dwords).is_some() || !t.contains(" s8"))
                        .cloned()
                        .or_else(|| {
                            (enc == Enc::Vop3).then(|| vop3_partial_constants(map, &p.dwords)).flatten()
                        })
                        .or_else(|| (enc == Enc::Vop2).then(|| vop2_two_sgprs(map, &p.dwords)).flatten())
                })
                .collect())
        })
    })
}
