//! Opcode sweeps of the memory and export encodings (SMEM, DS, MUBUF, MTBUF, FLAT, GLOBAL,
//! SCRATCH) with `llvm-mc-19 -disassemble`, written to `facts/<family>-mem.tsv`.
//!
//! Every opcode is probed with recognisable field values (see [`variants`]): register numbers
//! say which field an operand came from (SMEM sdata 8, sbase `s[4:5]`, offset `0x18`; DS addr
//! v1, data0 v2, data1 v4, vdst v8; FLAT addr v2, data v4, vdst v8, saddr `s[6:7]`; MUBUF vaddr
//! v1, vdata v8, srsrc `s[4:7]`, soffset s2). llvm-mc rejects words whose unused register
//! fields are not zero, so several variants with fewer fields are tried and the first that
//! decodes is recorded (its name in the `variant` column). FLAT-family atomics are probed again
//! with glc set (the returning form prints a destination).

use crate::facts::Family;
use crate::probe;
use anyhow::Result;
use std::collections::BTreeMap;

/// The memory encodings swept.
pub const ENCS: [&str; 8] = ["SMEM", "DS", "MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH", "EXP"];

/// Number of opcodes of an encoding.
#[must_use]
pub fn opcode_count(enc: &str) -> u32 {
    match enc {
        "SMEM" | "DS" => 256,
        "MTBUF" => 16,
        "EXP" => 1,
        _ => 128,
    }
}

/// A generation's probe variants of an encoding at an opcode (see [`variants`]).
type VariantsFn = fn(&str, u32) -> Vec<(String, Vec<u32>)>;

/// A generation's opcode counts and probe variants.
type Probe = (fn(&str) -> u32, VariantsFn);

/// The memory encodings swept on GFX10 so far (docs/0019-gfx10.md).
pub const ENCS_GFX10: [&str; 8] = ["SMEM", "DS", "MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH", "EXP"];

/// Number of opcodes of an encoding on GFX10: MUBUF's opcode has an eighth bit (25).
#[must_use]
pub fn opcode_count_gfx10(enc: &str) -> u32 {
    match enc {
        "MUBUF" => 256,
        _ => opcode_count(enc),
    }
}

/// MUBUF's probe words, the same on GFX8/9 and GFX10 (opcode from bit 18): every field set
/// (vaddr v1 with offen, offset 4, vdata v8, srsrc s[4:7], soffset s2), nothing set, and lds set
/// (the forms that exist only with it, such as buffer_store_lds_dword).
fn mubuf_variants(v: &mut Vec<(String, Vec<u32>)>, op: u32) {
    let base = 0xe000_0000 | op << 18;
    v.push(("full".into(), vec![base | 1 << 12 | 4, 2 << 24 | 1 << 16 | 8 << 8 | 1]));
    v.push(("-".into(), vec![base, 0]));
    v.push(("lds".into(), vec![base | 1 << 16, 2 << 24 | 1 << 16]));
}

/// Probe variants of `enc` at `opcode` on GFX10: SMEM has its own prefix (0b111101), no imm
/// bit and an soffset field where 125 (null) means none; FLAT's saddr is 125 when unused; DS
/// has GFX6/7's opcode (bits 25:18) and gds (bit 17) positions; MUBUF's opcode is bits 25:18
/// (the GFX8/9 probe words otherwise); MTBUF's opcode is bits 18:16 with its fourth bit in
/// the second dword (bit 21), the unified format (bits 25:19) 1, the default.
#[must_use]
pub fn variants_gfx10(enc: &str, op: u32) -> Vec<(String, Vec<u32>)> {
    let mut v = Vec::new();
    match enc {
        "MUBUF" => mubuf_variants(&mut v, op),
        "EXP" => {
            // GFX6/7's prefix (0b111110): target mrt0, all four sources enabled: v1..v4.
            v.push(("full".into(), vec![0xf800_000f, 0x0403_0201]));
        }
        "MTBUF" => {
            let base = 0xe800_0000 | (op & 7) << 16 | 1 << 19;
            let hi = (op >> 3) << 21 | 2 << 24 | 1 << 16 | 8 << 8 | 1;
            v.push(("full".into(), vec![base | 1 << 12 | 4, hi]));
        }
        "DS" => {
            // The GFX8/9 variants with the fields moved up by one bit.
            for (name, words) in variants("DS", op) {
                let w0 = words[0];
                let low = w0 & 0xffff;
                let gds = (w0 >> 16) & 1;
                v.push((name, vec![0xd800_0000 | op << 18 | gds << 17 | low, words[1]]));
            }
        }
        "SMEM" => {
            let base = 0xf400_0000 | op << 18;
            let null = 0x7d << 25;
            for (name, sdata, sbase, w1) in
                [("dbo", 8u32, 2u32, null | 0x18), ("bo", 0, 2, null | 0x18), ("d", 8, 0, 0), ("-", 0, 0, 0)]
            {
                v.push((name.to_string(), vec![base | sdata << 6 | sbase, w1]));
            }
        }
        "FLAT" | "GLOBAL" | "SCRATCH" => {
            let seg = match enc {
                "FLAT" => 0,
                "SCRATCH" => 1,
                _ => 2,
            };
            let saddr = if seg == 0 { 0x7d } else { 6 };
            for glc in [0u32, 1] {
                let base = 0xdc00_0000 | op << 18 | seg << 14 | glc << 16;
                for (name, vdst, data) in [("vd", 8u32, 4u32), ("v", 8, 0), ("d", 0, 4), ("-", 0, 0)] {
                    let w1 = vdst << 24 | saddr << 16 | data << 8 | 2;
                    let g = if glc == 1 { "g" } else { "" };
                    v.push((format!("{g}{name}"), vec![base, w1]));
                }
            }
        }
        _ => {}
    }
    v
}

/// Probe variants of `enc` at `opcode`: (name, dwords). The first that decodes is recorded.
#[must_use]
pub fn variants(enc: &str, op: u32) -> Vec<(String, Vec<u32>)> {
    let mut v = Vec::new();
    match enc {
        "SMEM" => {
            let base = 0xc000_0000 | op << 18;
            // imm=1: sdata 8, sbase s[4:5], offset 0x18.
            for (name, sdata, sbase, off) in
                [("dbo", 8u32, 2u32, 0x18u32), ("bo", 0, 2, 0x18), ("d", 8, 0, 0), ("-", 0, 0, 0)]
            {
                let imm = u32::from(off != 0 || sbase != 0);
                v.push((name.to_string(), vec![base | imm << 17 | sdata << 6 | sbase, off]));
            }
        }
        "DS" => {
            let base = 0xd800_0000 | op << 17 | 0x0201;
            // Bits: addr 1, data0 2, data1 4, vdst 8; most fields first.
            let mut sets: Vec<u32> = (0..16).collect();
            sets.sort_by_key(|s| std::cmp::Reverse(s.count_ones()));
            // Then the same with gds set (forms that exist only on GDS: ds_gws_*).
            for gds in [0u32, 1] {
                for &s in &sets {
                    let f = |bit: u32, val: u32| if s & bit != 0 { val } else { 0 };
                    let w1 = f(8, 8) << 24 | f(4, 4) << 16 | f(2, 2) << 8 | f(1, 1);
                    let name = if gds == 1 { format!("G{s:x}") } else { format!("{s:x}") };
                    v.push((name, vec![base | gds << 16, w1]));
                }
            }
            // Forms that take no offset at all (ds_nop).
            v.push(("z".into(), vec![0xd800_0000 | op << 17, 0]));
        }
        "MUBUF" => mubuf_variants(&mut v, op),
        "EXP" => {
            // Target mrt0, all four sources enabled: v1, v2, v3, v4.
            v.push(("full".into(), vec![0xc400_000f, 0x0403_0201]));
        }
        "MTBUF" => {
            // dfmt 1 (format 8), nfmt 0; vaddr v1 with offen.
            let base = 0xe800_0000 | op << 15 | 1 << 19;
            v.push(("full".into(), vec![base | 1 << 12 | 4, 2 << 24 | 1 << 16 | 8 << 8 | 1]));
        }
        _ => {
            let seg = match enc {
                "FLAT" => 0,
                "SCRATCH" => 1,
                _ => 2,
            };
            let saddr = if seg == 0 { 0 } else { 6 };
            for glc in [0u32, 1] {
                let base = 0xdc00_0000 | op << 18 | seg << 14 | glc << 16;
                for (name, vdst, data) in [("vd", 8u32, 4u32), ("v", 8, 0), ("d", 0, 4), ("-", 0, 0)] {
                    let w1 = vdst << 24 | saddr << 16 | data << 8 | 2;
                    let g = if glc == 1 { "g" } else { "" };
                    v.push((format!("{g}{name}"), vec![base, w1]));
                }
            }
        }
    }
    v
}

/// GFX10's unified MTBUF formats: `tbuffer_load_format_x` with each 7-bit format (bits
/// 25:19) disassembled on every processor of `fam`; renders `facts/<family>-ufmt.tsv` (format
/// number and the `BUF_FMT_*` name llvm-mc prints; formats it prints as a number are left out).
///
/// # Errors
/// When llvm-mc cannot be run, or processors disagree on a name.
pub fn ufmt_probe(tool: &str, version: &str, fam: &Family) -> Result<String> {
    let lines: Vec<Vec<u32>> =
        (0..128u32).map(|f| vec![0xe800_1004 | f << 19, 2 << 24 | 1 << 16 | 8 << 8 | 1]).collect();
    let mut names: BTreeMap<u32, String> = BTreeMap::new();
    for (ci, cpu) in fam.processors.iter().enumerate() {
        let mut seen = BTreeMap::new();
        for (f, (text, _)) in (0u32..).zip(probe::disassemble_lines(tool, cpu, &lines)?) {
            let text = text.unwrap_or_default();
            let name = if f == 1 {
                // The default format is not printed.
                "BUF_FMT_8_UNORM".to_string()
            } else if let Some(rest) = text.split("format:[").nth(1) {
                rest.split(']').next().unwrap_or("").to_string()
            } else {
                continue;
            };
            seen.insert(f, name);
        }
        if ci == 0 {
            names = seen;
        } else if names != seen {
            anyhow::bail!("{cpu}: unified formats differ from {}", fam.processors[0]);
        }
    }
    let mut out = format!(
        "# amdgpu-isa GFX10 unified MTBUF formats, family {}; probed with {version} ({tool}) by `amdgpu-isa-gen mem-probe-late`\n\
         # format\tname (format 1, the default, is not printed by llvm-mc; formats not listed print as numbers)\n",
        fam.name
    );
    for (f, n) in names {
        out.push_str(&format!("{f}\t{n}\n"));
    }
    Ok(out)
}

/// One observation: the variant that decoded and its text, and (FLAT family) the text with glc.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct MemObs {
    pub variant: String,
    pub text: String,
    pub glc_text: Option<String>,
}

fn observe_cpu(tool: &str, cpu: &str, enc: &str) -> Result<BTreeMap<u32, MemObs>> {
    observe_cpu_with(tool, cpu, enc, (opcode_count, variants))
}

fn observe_cpu_with(tool: &str, cpu: &str, enc: &str, probe: Probe) -> Result<BTreeMap<u32, MemObs>> {
    let (counts, variants) = probe;
    let mut lines = Vec::new();
    let mut index = Vec::new();
    for op in 0..counts(enc) {
        for (name, words) in variants(enc, op) {
            index.push((op, name));
            lines.push(words);
        }
    }
    let texts = probe::disassemble_lines(tool, cpu, &lines)?;
    let mut out: BTreeMap<u32, MemObs> = BTreeMap::new();
    let mut glc: BTreeMap<u32, String> = BTreeMap::new();
    for ((op, name), (text, _)) in index.into_iter().zip(texts) {
        let Some(text) = text else { continue };
        let text = text.split(';').next().unwrap_or("").trim().to_string();
        if name.starts_with('g') && name != "-" {
            glc.entry(op).or_insert(text);
        } else {
            out.entry(op).or_insert(MemObs { variant: name, text, glc_text: None });
        }
    }
    for (op, t) in glc {
        if let Some(o) = out.get_mut(&op) {
            o.glc_text = Some(t);
        }
    }
    Ok(out)
}

/// Probes every processor of `fam` and renders `facts/<family>-mem.tsv`.
///
/// # Errors
/// When llvm-mc cannot be run.
pub fn probe_family(tool: &str, version: &str, fam: &Family) -> Result<String> {
    probe_family_with(tool, version, fam, &ENCS, (opcode_count, variants))
}

/// [`probe_family`] of GFX10 (the encodings of [`ENCS_GFX10`]).
///
/// # Errors
/// When llvm-mc cannot be run.
pub fn probe_family_gfx10(tool: &str, version: &str, fam: &Family) -> Result<String> {
    probe_family_with(tool, version, fam, &ENCS_GFX10, (opcode_count_gfx10, variants_gfx10))
}

fn probe_family_with(tool: &str, version: &str, fam: &Family, encs: &[&str], probe: Probe) -> Result<String> {
    let mut rows: BTreeMap<(usize, u32, MemObs), Vec<&str>> = BTreeMap::new();
    for (ei, enc) in encs.iter().enumerate() {
        for cpu in fam.processors {
            eprintln!("  {cpu} {enc}");
            for (op, obs) in observe_cpu_with(tool, cpu, enc, probe)? {
                rows.entry((ei, op, obs)).or_default().push(cpu);
            }
        }
    }
    let mut out = format!(
        "# amdgpu-isa memory facts, family {}; probed with {version} ({tool}) by `amdgpu-isa-gen mem-probe`\n\
         # enc\topcode\tprocessors\tvariant\ttext\ttext with glc\n",
        fam.name
    );
    for ((ei, op, obs), cpus) in rows {
        out.push_str(&format!(
            "{}\t{op}\t{}\t{}\t{}\t{}\n",
            encs[ei],
            cpus.join(","),
            obs.variant,
            obs.text,
            obs.glc_text.as_deref().unwrap_or("-")
        ));
    }
    Ok(out)
}

/// LLVM 14 as a second vote on the memory facts: the same probe words as `mem-probe`, run with
/// LLVM 14's llvm-mc on every processor of `fam`, compared text by text with the committed
/// LLVM 19 facts (`facts_dir/<family>-mem.tsv`). Renders `facts/<family>-mem-llvm14-vote.tsv`:
/// the number of (encoding, opcode, processor) observations that agree, then every one that
/// does not (LLVM 19 stays the authority; the file documents where the two differ).
///
/// # Errors
/// When llvm-mc cannot be run or the LLVM 19 facts cannot be read.
pub fn vote_family(tool: &str, version: &str, fam: &Family, facts_dir: &std::path::Path) -> Result<String> {
    let path = facts_dir.join(format!("{}-mem.tsv", fam.name));
    let text = std::fs::read_to_string(&path)?;
    // (enc, opcode, processor) -> (text, text with glc) as LLVM 19 printed them.
    let mut llvm19: BTreeMap<(String, u32, String), (String, String)> = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() != 6 {
            anyhow::bail!("{}: malformed row '{line}'", path.display());
        }
        for cpu in f[2].split(',') {
            llvm19.insert(
                (f[0].to_string(), f[1].parse()?, cpu.to_string()),
                (f[4].to_string(), f[5].to_string()),
            );
        }
    }
    let (mut agree, mut rows) = (0usize, Vec::new());
    for enc in ENCS {
        for cpu in fam.processors {
            let seen = observe_cpu(tool, cpu, enc)?;
            let ops: std::collections::BTreeSet<u32> = seen
                .keys()
                .copied()
                .chain(llvm19.keys().filter(|k| k.0 == enc && k.2 == *cpu).map(|k| k.1))
                .collect();
            for op in ops {
                let old = llvm19.get(&(enc.to_string(), op, cpu.to_string()));
                let new =
                    seen.get(&op).map(|o| (o.text.clone(), o.glc_text.clone().unwrap_or_else(|| "-".into())));
                if old == new.as_ref() {
                    agree += 1;
                } else {
                    let show = |t: Option<&(String, String)>| {
                        t.map_or_else(|| "<none>\t-".to_string(), |(a, b)| format!("{a}\t{b}"))
                    };
                    rows.push(format!("{cpu}\t{enc}\t{op}\t{}\t{}", show(old), show(new.as_ref())));
                }
            }
        }
    }
    // MIMG: the whole `mimg-probe` row (texts of every variant and the address widths the
    // assembler takes) per (opcode, processor).
    let per_cpu = |text: &str| -> BTreeMap<(u32, String), String> {
        let mut m = BTreeMap::new();
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
            let mut f = line.splitn(3, '\t');
            let (Some(op), Some(cpus), Some(rest)) = (f.next(), f.next(), f.next()) else { continue };
            let Ok(op) = op.parse::<u32>() else { continue };
            for cpu in cpus.split(',') {
                m.insert((op, cpu.to_string()), rest.to_string());
            }
        }
        m
    };
    let old = per_cpu(&std::fs::read_to_string(facts_dir.join(format!("{}-mem-mimg.tsv", fam.name)))?);
    let new = per_cpu(&mimg_probe_family(tool, version, fam)?);
    let keys: std::collections::BTreeSet<&(u32, String)> = old.keys().chain(new.keys()).collect();
    let (mut mimg_agree, mut mimg_rows) = (0usize, Vec::new());
    for k in keys {
        let (a, b) = (old.get(k), new.get(k));
        if a == b {
            mimg_agree += 1;
        } else {
            let show = |t: Option<&String>| t.map_or("<none>", String::as_str).replace('\t', " | ");
            mimg_rows.push(format!("{}\tMIMG\t{}\t{}\t-\t{}\t-", k.1, k.0, show(a), show(b)));
        }
    }
    let mut out = format!(
        "# amdgpu-isa memory facts, family {}: {version} ({tool}) as a second vote on `mem-probe`\n\
         # and `mimg-probe`; {agree} (processor, encoding, opcode) observations and {mimg_agree} MIMG\n\
         # (processor, opcode) rows agree with LLVM 19; disagreements follow (MIMG rows: all variant\n\
         # texts and the accepted address widths, separated by ` | `).\n\
         # processor\tenc\topcode\tllvm19 text\tllvm19 text with glc\tllvm14 text\tllvm14 text with glc\n",
        fam.name
    );
    for r in rows.into_iter().chain(mimg_rows) {
        out.push_str(&r);
        out.push('\n');
    }
    Ok(out)
}

/// One random memory instruction (two dwords): a random encoding prefix, random fields, and
/// each byte of the second dword zeroed with probability 1/2 (DS and others reject unused
/// non-zero fields, so zeros make valid words common).
pub fn random_mem_inst(rng: &mut crate::golden::Rng) -> Vec<u32> {
    let r = rng.next_u32();
    let prefix = match rng.next_u32() % 6 {
        5 => 0xc400_0000,
        0 => 0xc000_0000,
        1 => 0xd800_0000,
        2 => 0xe000_0000,
        3 => 0xe800_0000,
        _ => 0xdc00_0000,
    };
    let w0 = prefix | (r & 0x03ff_ffff);
    let mut w1 = rng.next_u32();
    let mask = rng.next_u32();
    for b in 0..4 {
        if mask >> b & 1 == 0 {
            w1 &= !(0xff << (8 * b));
        }
    }
    // Keep FLAT saddr "off" often.
    if prefix == 0xdc00_0000 && mask >> 4 & 1 == 0 {
        w1 |= 0x7f << 16;
    }
    vec![w0, w1]
}

/// The memory golden file for `mcpu`: `count` random memory words and llvm-mc's text for each.
///
/// # Errors
/// When llvm-mc cannot be run.
pub fn golden(tool: &str, version: &str, mcpu: &str, count: usize) -> Result<String> {
    let kind = WordKind {
        seed_base: 0x6d65_6d6f_7279,
        what: "memory-encoding",
        command: "mem-golden",
        generate: random_mem_inst,
    };
    random_golden(tool, version, mcpu, count, &kind)
}

/// [`golden`] for GFX10: random SMEM (prefix 0b111101), DS, MUBUF, MTBUF, EXP and FLAT-family words (the
/// encodings of [`ENCS_GFX10`]); same seed base, so a processor's file is reproducible.
///
/// # Errors
/// When llvm-mc cannot be run.
pub fn golden_gfx10(tool: &str, version: &str, mcpu: &str, count: usize) -> Result<String> {
    let kind = WordKind {
        seed_base: 0x6d65_6d6f_7279,
        what: "GFX10 memory-encoding (SMEM, DS, MUBUF, MTBUF, EXP, FLAT/GLOBAL/SCRATCH)",
        command: "mem-golden-late",
        generate: random_mem_inst_gfx10,
    };
    random_golden(tool, version, mcpu, count, &kind)
}

/// One random GFX10 SMEM, DS, MUBUF, MTBUF, EXP or FLAT-family word pair. A second dword with the MIMG prefix is
/// drawn again: when llvm-mc rejects the first dword it resumes at the second, and an NSA image
/// instruction there would swallow the line markers.
fn random_mem_inst_gfx10(rng: &mut crate::golden::Rng) -> Vec<u32> {
    let prefix = match rng.next_u32() % 6 {
        0 => 0xf400_0000,
        1 => 0xd800_0000,
        2 => 0xe000_0000,
        3 => 0xe800_0000,
        4 => 0xf800_0000,
        _ => 0xdc00_0000,
    };
    let w = prefix | (rng.next_u32() & 0x03ff_ffff);
    let mut hi = rng.next_u32();
    while hi >> 26 == 0b11_1100 {
        hi = rng.next_u32();
    }
    vec![w, hi]
}

/// What a random-word golden file holds: its seed base, the words' description in the heading,
/// the `amdgpu-isa-gen` command that writes it, and the word generator.
struct WordKind {
    seed_base: u64,
    what: &'static str,
    command: &'static str,
    generate: fn(&mut crate::golden::Rng) -> Vec<u32>,
}

/// `count` random words of `kind` (seeded by its base and the processor) with llvm-mc's text
/// for each, as a golden file: a heading naming the tool and the generating command, then
/// `bytes<TAB>text` lines (`<invalid>` where llvm-mc rejects the word).
fn random_golden(tool: &str, version: &str, mcpu: &str, count: usize, kind: &WordKind) -> Result<String> {
    let WordKind { seed_base, what, command, generate } = kind;
    let mut rng = crate::golden::Rng::new(crate::golden::seed_for(*seed_base, mcpu));
    let lines: Vec<Vec<u32>> = (0..count).map(|_| generate(&mut rng)).collect();
    let texts = probe::disassemble_lines(tool, mcpu, &lines)?;
    let mut out = format!(
        "# {count} random {what} words for {mcpu}, decoded by {version} ({tool}); generated by `amdgpu-isa-gen {command}`\n\
         # bytes<TAB>text (or <invalid>)\n"
    );
    for (l, (t, _)) in lines.iter().zip(texts) {
        let bytes: Vec<String> =
            l.iter().flat_map(|d| d.to_le_bytes()).map(|b| format!("0x{b:02x}")).collect();
        out.push_str(&bytes.join(","));
        out.push('\t');
        out.push_str(t.as_deref().map(|t| t.split(';').next().unwrap_or("").trim()).unwrap_or("<invalid>"));
        out.push('\n');
    }
    Ok(out)
}

/// MIMG probe variants at `opcode`: (name, dwords). vaddr v1, vdata v8, srsrc `s[4:11]`,
/// ssamp `s[8:11]` (variants prefixed `n`: ssamp 0); `1` has dmask 0x1, `f` dmask 0xf, `g1`
/// dmask 0x1 with glc (the text tells which forms accept glc), `d` dmask 0x1 with d16.
#[must_use]
pub fn mimg_variants(op: u32) -> Vec<(String, Vec<u32>)> {
    let base = 0xf000_0000 | op << 18;
    let mut v = Vec::new();
    // With a sampler (ssamp 2), then without (llvm-mc rejects a non-zero ssamp on forms that
    // take none).
    for (pre, ssamp) in [("", 2u32), ("n", 0)] {
        let w1 = ssamp << 21 | 1 << 16 | 8 << 8 | 1;
        v.push((format!("{pre}1"), vec![base | 0x1 << 8, w1]));
        v.push((format!("{pre}f"), vec![base | 0xf << 8, w1]));
        v.push((format!("{pre}g1"), vec![base | 1 << 13 | 0x1 << 8, w1]));
        v.push((format!("{pre}d"), vec![base | 0x1 << 8, w1 | 1 << 31]));
    }
    v
}

/// Probes the 128 MIMG opcodes on every processor of `fam` and renders
/// `facts/<family>-mem-mimg.tsv`: one row per opcode and set of processors with identical
/// texts, giving llvm-mc's text for dmask 0x1, dmask 0xf and dmask 0x1 with glc (`<invalid>`
/// when it rejects the word).
///
/// # Errors
/// When llvm-mc cannot be run.
pub fn mimg_probe_family(tool: &str, version: &str, fam: &Family) -> Result<String> {
    let how = format!("probed with {version} ({tool}) by `amdgpu-isa-gen mimg-probe`");
    mimg_probe_with(tool, &how, fam, &mut |cpu, lines| {
        Ok(probe::disassemble_lines(tool, cpu, lines)?.into_iter().map(|(t, _)| t).collect())
    })
}

/// Texts of probe lines on a processor (`None`: invalid).
pub type LineOracle<'a> = dyn FnMut(&str, &[Vec<u32>]) -> Result<Vec<Option<String>>> + 'a;

/// [`mimg_probe_family`] with another source of the probe texts (`crate::asm_sweep` for
/// GFX6/7); `tool` still finds the vaddr widths the assembler accepts, `how` goes into the
/// header.
pub fn mimg_probe_with(tool: &str, how: &str, fam: &Family, oracle: &mut LineOracle<'_>) -> Result<String> {
    let mut rows: BTreeMap<(u32, Vec<String>), Vec<&str>> = BTreeMap::new();
    for cpu in fam.processors {
        eprintln!("  {cpu} MIMG");
        let mut lines = Vec::new();
        for op in 0..128 {
            for (_, words) in mimg_variants(op) {
                lines.push(words);
            }
        }
        let texts = oracle(cpu, &lines)?;
        let per = mimg_variants(0).len();
        for (op, chunk) in (0u32..).zip(texts.chunks(per)) {
            let t: Vec<String> = chunk
                .iter()
                .map(|t| {
                    t.as_deref().map_or("<invalid>".to_string(), |t| {
                        t.split(';').next().unwrap_or("").trim().to_string()
                    })
                })
                .collect();
            if t.iter().all(|s| s == "<invalid>") {
                continue;
            }
            let mut t = t;
            t.push(String::new());
            rows.entry((op, t)).or_default().push(cpu);
        }
    }
    // Address widths the assembler accepts, per processor (last column).
    let mut fixed: BTreeMap<(u32, Vec<String>), Vec<&str>> = BTreeMap::new();
    for ((op, mut t), cpus) in rows {
        // The unsampled one-element text, else the four-element one (GFX6/7 image_atomic_cmpswap
        // has no one-element form the assembler sweep reaches).
        let n1 = if t[4] == "<invalid>" { t[5].clone() } else { t[4].clone() };
        let mut by_widths: BTreeMap<String, Vec<&str>> = BTreeMap::new();
        for cpu in cpus {
            by_widths.entry(mimg_vaddr_widths(tool, cpu, &t[0], &n1)?).or_default().push(cpu);
        }
        for (w, cpus) in by_widths {
            if let Some(last) = t.last_mut() {
                last.clone_from(&w);
            }
            fixed.insert((op, t.clone()), cpus);
        }
    }
    let rows = fixed;
    let mut names: Vec<String> = mimg_variants(0).into_iter().map(|(n, _)| n).collect();
    names.push("vaddr widths accepted by the assembler".into());
    let mut out = format!(
        "# amdgpu-isa MIMG facts, family {}; {how}\n\
         # opcode\tprocessors\ttext for variants {}\n",
        fam.name,
        names.join(", ")
    );
    for ((op, texts), cpus) in rows {
        out.push_str(&format!("{op}\t{}\t{}\n", cpus.join(","), texts.join("\t")));
    }
    Ok(out)
}

/// One random MIMG instruction (two dwords): a random opcode and random flag bits (dmask, unorm,
/// glc, da, r128/a16, tfe, lwe, slc, scc on gfx90a), random vaddr and vdata registers, a random
/// resource, a sampler field that is zero half of the time (forms without a sampler require
/// it) and d16 with probability 1/2. The reserved bits stay zero.
pub fn random_mimg_inst(rng: &mut crate::golden::Rng) -> Vec<u32> {
    let a = rng.next_u32();
    let b = rng.next_u32();
    let c = rng.next_u32();
    // Bits 7..17 (scc, dmask, unorm, glc, da, r128, tfe, lwe), opcode 24:18, slc 25.
    let w0 = 0xf000_0000 | (a & 0x0003_ff80) | ((b & 0x7f) << 18) | ((b >> 7) & 1) << 25;
    let ssamp = if (b >> 8) & 1 == 0 { 0 } else { (b >> 9) & 0x1f };
    let w1 = (c & 0xffff) | ((c >> 16) & 0x1f) << 16 | ssamp << 21 | ((c >> 21) & 1) << 31;
    vec![w0, w1]
}

/// The MIMG golden file for `mcpu`: `count` random MIMG words and llvm-mc's text for each.
///
/// # Errors
/// When llvm-mc cannot be run.
pub fn mimg_golden(tool: &str, version: &str, mcpu: &str, count: usize) -> Result<String> {
    let kind =
        WordKind { seed_base: 0x6d69_6d67, what: "MIMG", command: "mimg-golden", generate: random_mimg_inst };
    random_golden(tool, version, mcpu, count, &kind)
}

/// The address widths (1..=16) llvm-mc's assembler accepts for the form printed as `n1` (its
/// text with dmask 0x1 and no sampler) or, when `sampled` is not `<invalid>`, as `sampled`
/// (address `v2` or `v[2:N+1]`); rendered as a comma-separated list.
fn mimg_vaddr_widths(tool: &str, cpu: &str, sampled: &str, n1: &str) -> Result<String> {
    let text = if sampled == "<invalid>" { n1 } else { sampled };
    let Some((name, rest)) = text.split_once(' ') else { return Ok(String::new()) };
    let ops: Vec<&str> = rest.split(", ").collect();
    let mut src = String::new();
    for w in 1..=16 {
        // Even first register: gfx90a requires aligned VGPR tuples.
        let va = if w == 1 { "v2".to_string() } else { format!("v[2:{}]", w + 1) };
        let mut o = ops.clone();
        if o.len() > 1 {
            o[1] = &va;
        }
        let mut line = format!("{name} {}\n", o.join(", "));
        // The assembler wants as many dmask channels as data registers (cmpswap: two).
        if name == "image_atomic_cmpswap" {
            line = line.replace("dmask:0x1", "dmask:0x3");
        }
        src.push_str(&line);
    }
    let out = std::process::Command::new(tool)
        .args(["-arch=amdgcn", &format!("-mcpu={cpu}"), "-show-encoding"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write as _;
            c.stdin.take().map(|mut i| i.write_all(src.as_bytes())).transpose()?;
            c.wait_with_output()
        })?;
    let err = String::from_utf8_lossy(&out.stderr);
    let bad: Vec<usize> = err
        .lines()
        .filter(|l| l.contains("error"))
        .filter_map(|l| l.split(':').nth(1).and_then(|n| n.parse().ok()))
        .collect();
    let ok: Vec<String> = (1..=16usize).filter(|w| !bad.contains(w)).map(|w| w.to_string()).collect();
    Ok(ok.join(","))
}
