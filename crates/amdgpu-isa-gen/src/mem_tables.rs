//! Derives the memory instruction forms (`crates/amdgpu-isa/src/generated/mem.rs`) from the
//! memory fact files written by [`crate::mem_probe`].
//!
//! Each operand of a probe text is identified by the register number the probe put in its field
//! (see [`crate::mem_probe`]); its width is the printed tuple size.

use crate::facts::{ASM_FAMILIES, FAMILIES};
use anyhow::{Context, Result, bail};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// Processor order of the tables' processor masks (the same as `amdgpu_isa::table::PROCESSORS`).
fn proc_bit(cpu: &str) -> Result<u64> {
    let all: Vec<&str> = crate::facts::all_families().flat_map(|f| f.processors.iter().copied()).collect();
    let i = all.iter().position(|p| *p == cpu).with_context(|| format!("unknown processor {cpu}"))?;
    Ok(1 << i)
}

/// Flag bits of a memory form (`amdgpu_isa::mem::flags`).
const OFFSET01: u32 = 1;
const ATOMIC_RET: u32 = 2;
const SDATA_IMM: u32 = 4;
const LDS_ONLY: u32 = 8;
const GDS_ONLY: u32 = 16;
const NO_OFFSET: u32 = 32;

struct Form {
    name: String,
    enc: String,
    opcode: u32,
    procs: u64,
    operands: Vec<(&'static str, &'static str, u8)>,
    flags: u32,
    ret_width: u8,
}

/// A register token: (file, first index, count); `off` is ('o', 0, 1).
fn reg(tok: &str) -> Option<(char, u32, u8)> {
    if tok == "off" {
        return Some(('o', 0, 1));
    }
    let file = tok.chars().next()?;
    if !matches!(file, 's' | 'v' | 'a') {
        return None;
    }
    let r = &tok[1..];
    if let Some(inner) = r.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (a, b) = inner.split_once(':')?;
        let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
        return Some((file, a, (b - a + 1) as u8));
    }
    Some((file, r.parse().ok()?, 1))
}

/// Operand pieces and modifier words of a printed instruction.
fn split(text: &str) -> (String, Vec<String>, Vec<String>) {
    let (name, rest) = text.split_once(' ').unwrap_or((text, ""));
    let mut ops: Vec<String> = rest.split(", ").map(str::to_string).filter(|s| !s.is_empty()).collect();
    let mut mods = Vec::new();
    if let Some(last) = ops.pop() {
        let mut words = last.split(' ');
        if let Some(w) = words.next() {
            let modifier =
                (w.contains(':') && !w.contains('[')) || matches!(w, "gds" | "glc" | "slc" | "lds" | "tfe");
            if modifier && ops.is_empty() {
                mods.push(w.to_string());
            } else {
                ops.push(w.to_string());
            }
        }
        mods.extend(words.map(str::to_string));
    }
    (name.to_string(), ops, mods)
}

fn role(enc: &str, tok: &str) -> Result<(&'static str, &'static str, u8)> {
    let Some((file, idx, n)) = reg(tok) else {
        return match (enc, tok) {
            ("SMEM", "0x18") => Ok(("SmemOffset", "None", 1)),
            ("SMEM", "8") => Ok(("Sdata", "None", 1)),
            _ => bail!("unrecognised operand '{tok}' of {enc}"),
        };
    };
    let v = |f: &'static str| -> Result<(&'static str, &'static str, u8)> {
        match file {
            'v' => Ok((f, "V", n)),
            'a' => Ok((f, "A", n)),
            _ => bail!("register file of '{tok}'"),
        }
    };
    match (enc, file, idx) {
        ("SMEM", 's', 8 | 0) => Ok(("Sdata", "S", n)),
        ("SMEM", 's', 4) => Ok(("Sbase", "S", n)),
        ("DS", _, 8) => v("Vdst"),
        ("DS", _, 1) => v("Addr"),
        ("DS", _, 2) => v("Data0"),
        ("DS", _, 4) => v("Data1"),
        ("MUBUF" | "MTBUF", 's', 4) => Ok(("Srsrc", "S", n)),
        ("MUBUF" | "MTBUF", 's', 2) => Ok(("Soffset", "S", n)),
        ("MUBUF" | "MTBUF", 'o', _) => Ok(("Vaddr", "V", 1)),
        ("MUBUF" | "MTBUF", _, 8) => v("Vdata"),
        ("MUBUF" | "MTBUF", _, 1) => v("Vaddr"),
        (_, 's', 6) => Ok(("Saddr", "S", n)),
        (_, 'o', _) => Ok(("Vaddr", "V", if enc == "FLAT" { 2 } else { 1 })),
        (_, _, 8) => v("Vdst"),
        (_, _, 2) => v("Vaddr"),
        (_, _, 4) => v("Vdata"),
        _ => bail!("unrecognised operand '{tok}' of {enc}"),
    }
}

fn derive(enc: &str, opcode: u32, procs: u64, text: &str, glc_text: &str) -> Result<Form> {
    let (name, ops, mods) = split(text);
    if enc == "EXP" {
        // `exp <target> src0, src1, src2, src3`: the target is a field, not an operand.
        let operands = vec![("ExpSrc", "V", 1); 4];
        return Ok(Form { name, enc: enc.to_string(), opcode, procs, operands, flags: 0, ret_width: 0 });
    }
    let mut operands = Vec::new();
    let mut flags = 0;
    for o in &ops {
        operands.push(role(enc, o).with_context(|| format!("{enc} {opcode}: {text}"))?);
    }
    if enc == "DS" && !mods.iter().any(|m| m.starts_with("offset")) {
        flags |= NO_OFFSET;
    }
    if enc == "DS" && mods.iter().any(|m| m == "gds") {
        flags |= GDS_ONLY;
    }
    if enc == "MUBUF" && mods.iter().any(|m| m == "lds") {
        flags |= LDS_ONLY;
    }
    if mods.iter().any(|m| m.starts_with("offset0:")) {
        flags |= OFFSET01;
    }
    if enc == "SMEM" && ops.first().is_some_and(|o| o == "8") {
        flags |= SDATA_IMM;
    }
    let mut ret_width = 0;
    if glc_text != "-" && glc_text != text {
        let (_, gops, _) = split(glc_text);
        if gops.len() == ops.len() + 1 {
            let r = role(enc, &gops[0])?;
            if r.0 == "Vdst" {
                flags |= ATOMIC_RET;
                ret_width = r.2;
            }
        }
    }
    Ok(Form { name, enc: enc.to_string(), opcode, procs, operands, flags, ret_width })
}

const ENC_ORDER: [(&str, &str); 8] = [
    ("SMEM", "Smem"),
    ("DS", "Ds"),
    ("MUBUF", "Mubuf"),
    ("MTBUF", "Mtbuf"),
    ("FLAT", "Flat"),
    ("GLOBAL", "Global"),
    ("SCRATCH", "Scratch"),
    ("EXP", "Exp"),
];

/// Renders `generated/mem.rs` from `facts/*-mem.tsv` in `facts_dir`.
///
/// # Errors
/// Unreadable or malformed fact files.
pub fn generate(facts_dir: &Path) -> Result<String> {
    let mut forms: BTreeMap<(usize, u32, String, String), Form> = BTreeMap::new();
    let mut headers = Vec::new();
    for fam in crate::facts::all_families() {
        let path = facts_dir.join(format!("{}-mem.tsv", fam.name));
        let text = std::fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
        headers.push(format!(
            "// facts/{}-mem.tsv: {}",
            fam.name,
            text.lines().next().unwrap_or("").trim_start_matches("# ")
        ));
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
            let f: Vec<&str> = line.split('\t').collect();
            if f.len() != 6 {
                bail!("{}: malformed row '{line}'", path.display());
            }
            let enc_i = ENC_ORDER.iter().position(|(e, _)| *e == f[0]).context("unknown encoding")?;
            let opcode: u32 = f[1].parse()?;
            let mut procs = 0;
            for c in f[2].split(',') {
                procs |= proc_bit(c)?;
            }
            let form = derive(f[0], opcode, procs, f[4], f[5])?;
            let key = (enc_i, opcode, f[4].to_string(), f[5].to_string());
            match forms.get_mut(&key) {
                Some(existing) => existing.procs |= procs,
                None => {
                    forms.insert(key, form);
                }
            }
        }
    }
    let (mimg_headers, mimg) = read_mimg(facts_dir)?;
    let mut out = String::from(
        "// @generated by amdgpu-isa-gen from facts/*-mem.tsv; do not edit.\n\
         // Regenerate with `cargo run -p amdgpu-isa-gen -- mem-tables`.\n",
    );
    for h in headers {
        out.push_str(&h);
        out.push('\n');
    }
    out.push_str(
        "\nuse crate::mem::MemField;\nuse crate::table::{Class, Enc, Ext, Field, ImmFmt, InstDesc, OpDesc, Ty};\n\n",
    );
    let _ = writeln!(
        out,
        "/// Memory instruction forms, sorted by encoding and opcode. `mods` holds\n\
         /// [`crate::mem::flags`]; bits 8..16 the width of an atomic's returned value.\n\
         /// MIMG forms come last, in the order of `MIMG_INSTS` (from `MIMG_FIRST`).\n\
         pub static MEM_INSTS: [InstDesc; {}] = [",
        forms.len() + mimg.len()
    );
    for f in forms.values() {
        let enc = ENC_ORDER.iter().find(|(e, _)| *e == f.enc).map_or("Smem", |(_, v)| *v);
        let ops: Vec<String> = f
            .operands
            .iter()
            .map(|(field, class, w)| {
                format!(
                    "OpDesc {{ field: Field::Mem(MemField::{field}), class: Class::{class}, width: {w}, ty: Ty::B32, accept: 0 }}"
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "    InstDesc {{ name: {:?}, enc: Enc::{enc}, opcode: {}, procs: {:#x}, waves: 3, operands: &[{}], mods: {:#x}, imm: ImmFmt::None, ext: Ext::None }},",
            f.name,
            f.opcode,
            f.procs,
            ops.join(", "),
            f.flags | u32::from(f.ret_width) << 8
        );
    }
    for ((opcode, name, sampler, vaddr, _, _), procs) in &mimg {
        let base = if name.starts_with("image_gather4") {
            4
        } else if name == "image_atomic_cmpswap" {
            2
        } else {
            1
        };
        let mut ops = vec![
            format!("OpDesc {{ field: Field::Mem(MemField::Vdata), class: Class::V, width: {base}, ty: Ty::B32, accept: 0 }}"),
            format!("OpDesc {{ field: Field::Mem(MemField::Vaddr), class: Class::V, width: {vaddr}, ty: Ty::B32, accept: 0 }}"),
            "OpDesc { field: Field::Mem(MemField::Srsrc), class: Class::S, width: 8, ty: Ty::B32, accept: 0 }".to_string(),
        ];
        if *sampler {
            ops.push("OpDesc { field: Field::Mem(MemField::Ssamp), class: Class::S, width: 4, ty: Ty::B32, accept: 0 }".to_string());
        }
        let _ = writeln!(
            out,
            "    InstDesc {{ name: {name:?}, enc: Enc::Mimg, opcode: {opcode}, procs: {procs:#x}, waves: 3, operands: &[{}], mods: 0x0, imm: ImmFmt::None, ext: Ext::None }},",
            ops.join(", ")
        );
    }
    out.push_str("];\n");
    let _ = writeln!(
        out,
        "\n/// Index in `MEM_INSTS` of the first MIMG form.\npub const MIMG_FIRST: usize = {};",
        forms.len()
    );
    // Mnemonic index: positions in `MEM_INSTS` sorted by (name, position), for a binary search.
    let mut names: Vec<(&str, usize)> = forms
        .values()
        .map(|f| f.name.as_str())
        .chain(mimg.keys().map(|k| k.1.as_str()))
        .enumerate()
        .map(|(i, n)| (n, i))
        .collect();
    names.sort_unstable();
    let _ = writeln!(
        out,
        "\n/// Positions in `MEM_INSTS` sorted by mnemonic (then position): `mem::by_name` searches it.\n\
         pub static MEM_BY_NAME: [u16; {}] = [",
        names.len()
    );
    for chunk in names.chunks(16) {
        let row: Vec<String> = chunk.iter().map(|(_, i)| i.to_string()).collect();
        let _ = writeln!(out, "    {},", row.join(", "));
    }
    out.push_str("];\n");
    write_mimg(&mimg_headers, &mimg, &mut out);
    write_ufmt(facts_dir, &mut out)?;
    Ok(out)
}

/// GFX10's unified MTBUF format names from `facts/gfx10-ufmt.tsv` (`mem-probe-late`), as
/// `UFMT_GFX10` indexed by format (names must be numbered 0, 1, 2, ... without a gap).
fn write_ufmt(facts_dir: &Path, out: &mut String) -> Result<()> {
    let path = facts_dir.join("gfx10-ufmt.tsv");
    let text = std::fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
    let mut names = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let (n, name) =
            line.split_once('\t').with_context(|| format!("{}: malformed row '{line}'", path.display()))?;
        if n.parse::<usize>()? != names.len() {
            bail!("{}: format {n} out of order", path.display());
        }
        names.push(format!("{name:?}"));
    }
    let _ = writeln!(
        out,
        "\n// facts/gfx10-ufmt.tsv: {}\n/// GFX10 unified MTBUF format names by format number (`Layout::ufmt`).\n\
         pub static UFMT_GFX10: [&str; {}] = [",
        text.lines().next().unwrap_or("").trim_start_matches("# "),
        names.len()
    );
    for chunk in names.chunks(4) {
        let _ = writeln!(out, "    {},", chunk.join(", "));
    }
    out.push_str("];\n");
    Ok(())
}

/// MIMG forms: (opcode, name, sampler, printed vaddr width, d16, accepted vaddr widths) ->
/// processors.
type MimgForms = BTreeMap<(u32, String, bool, u8, bool, u32), u64>;

/// Width of the register tuple `t` (`v8` is 1, `v[8:11]` is 4).
fn tuple_width(t: &str) -> Option<u8> {
    let inner = t.split_once('[').map(|(_, r)| r.trim_end_matches(']'));
    match inner {
        None => Some(1),
        Some(r) => {
            let (a, b) = r.split_once(':')?;
            let (a, b): (u8, u8) = (a.parse().ok()?, b.parse().ok()?);
            b.checked_sub(a).map(|d| d + 1)
        }
    }
}

/// Reads `facts/*-mem-mimg.tsv`: their header lines and the MIMG forms.
fn read_mimg(facts_dir: &Path) -> Result<(Vec<String>, MimgForms)> {
    let mut forms = MimgForms::new();
    let mut headers = Vec::new();
    for fam in FAMILIES.iter().chain(&ASM_FAMILIES) {
        let path = facts_dir.join(format!("{}-mem-mimg.tsv", fam.name));
        let text = std::fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
        headers.push(format!(
            "// facts/{}-mem-mimg.tsv: {}",
            fam.name,
            text.lines().next().unwrap_or("").trim_start_matches("# ")
        ));
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
            let f: Vec<&str> = line.split('\t').collect();
            if f.len() != 11 {
                bail!("{}: malformed row '{line}'", path.display());
            }
            let opcode: u32 = f[0].parse()?;
            let mut procs = 0;
            for c in f[1].split(',') {
                procs |= proc_bit(c)?;
            }
            // Variant `1` has a sampler field; it decodes only for forms that take one. Variant
            // `n1` (no sampler) decodes for every form.
            let sampler = f[2] != "<invalid>";
            // The unsampled one-element text (else the four-element one): name and vaddr.
            let n1 = if f[6] == "<invalid>" { f[7] } else { f[6] };
            let d16 = f[9] != "<invalid>";
            let mut widths = 0u32;
            for w in f[10].split(',').filter(|w| !w.is_empty()) {
                let w: u32 = w.parse()?;
                widths |= 1 << w;
            }
            let (name, rest) = n1.split_once(' ').with_context(|| format!("row '{line}'"))?;
            let ops: Vec<&str> = rest.split(", ").collect();
            let vaddr = ops
                .get(1)
                .and_then(|t| tuple_width(t))
                .with_context(|| format!("{}: no vaddr in '{line}'", path.display()))?;
            *forms.entry((opcode, name.to_string(), sampler, vaddr, d16, widths)).or_default() |= procs;
        }
    }
    Ok((headers, forms))
}

/// Appends `MIMG_INSTS` to `out`.
fn write_mimg(headers: &[String], forms: &MimgForms, out: &mut String) {
    for h in headers {
        out.push_str(h);
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "\n/// MIMG instruction forms, sorted by opcode. `vaddr` is the address width llvm-mc's\n\
         /// disassembler prints.\n\
         pub static MIMG_INSTS: [crate::mem::mimg::MimgDesc; {}] = [",
        forms.len()
    );
    for ((opcode, name, sampler, vaddr, d16, widths), procs) in forms {
        let kind = if name.starts_with("image_gather4") {
            "Gather4"
        } else if name.starts_with("image_atomic") {
            "Atomic"
        } else if name.starts_with("image_store") {
            "Store"
        } else {
            "Load"
        };
        let _ = writeln!(
            out,
            "    crate::mem::mimg::MimgDesc {{ name: {name:?}, opcode: {opcode}, procs: {procs:#x}, sampler: {sampler}, vaddr: {vaddr}, vaddr_ok: {widths:#x}, d16: {d16}, kind: crate::mem::mimg::MimgKind::{kind} }},"
        );
    }
    out.push_str("];\n");
}
