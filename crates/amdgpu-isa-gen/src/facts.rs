//! Fact files: the raw observations of the opcode sweeps, one TSV file per processor family.
//!
//! ```text
//! # amdgpu-isa facts, family gfx9; probed with LLVM version 19.1.7 (llvm-mc-19)
//! # enc<TAB>opcode<TAB>processors<TAB>pattern<TAB>A<TAB>B<TAB>C<TAB>S<TAB>D<TAB>K
//! VOP2<TAB>1<TAB>gfx900,gfx902,...<TAB>v_add_f32_e32 v8, v4, v12<TAB>v_add_f32_e32 v8, -4.0, v12<TAB>...
//! ```
//! `A`..`K` are the texts llvm-mc printed for the probe patterns described in [`crate::sweep`]
//! (`-` when that probe did not decode; the K texts are joined with ` | `). Rows are sorted by
//! encoding and opcode; observations that are identical on several processors share one row.

use crate::sweep::{self, Enc, Observed};
use anyhow::{Context, Result, bail};
use std::collections::BTreeMap;
use std::path::Path;

pub struct Family {
    pub name: &'static str,
    pub processors: &'static [&'static str],
}

pub const FAMILIES: [Family; 2] = [
    Family { name: "gfx8", processors: &["gfx801", "gfx802", "gfx803", "gfx810"] },
    Family {
        name: "gfx9",
        processors: &["gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a", "gfx90c"],
    },
];

/// GFX6 and GFX7: no LLVM disassembles them, so their facts come from the assembler
/// (`crate::asm_sweep`, `amdgpu-isa-gen asm-probe`); they are not part of [`FAMILIES`], whose
/// commands run the disassembler.
pub const ASM_FAMILIES: [Family; 2] = [
    Family { name: "gfx6", processors: &["gfx600", "gfx601", "gfx602"] },
    Family { name: "gfx7", processors: &["gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705"] },
];

/// Families with a later field layout (`sweep::GFX10`), probed with the disassembler like
/// [`FAMILIES`] but listed after [`ASM_FAMILIES`] so that the processor bits of the older tables
/// keep their places (docs/0019-gfx10.md). GFX11/GFX12 will be further entries here.
pub const LATE_FAMILIES: [(Family, &sweep::Layout); 1] = [(
    Family {
        name: "gfx10",
        processors: &[
            "gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1030", "gfx1031", "gfx1032", "gfx1033",
            "gfx1034", "gfx1035", "gfx1036",
        ],
    },
    &sweep::GFX10,
)];

/// gfx940/gfx941/gfx942 (MI300, docs/0020-gfx940.md): GFX9 processors with the GFX8/9 field
/// layout (`sweep::GCN3`), probed with the disassembler like [`FAMILIES`], but their own family so
/// that their processor bits come after every older table's (bits 32..34).
pub const GFX940_FAMILY: Family = Family { name: "gfx940", processors: &["gfx940", "gfx941", "gfx942"] };

/// Every family in processor-bit order: [`FAMILIES`], [`ASM_FAMILIES`], [`LATE_FAMILIES`],
/// [`GFX940_FAMILY`].
pub fn all_families() -> impl Iterator<Item = &'static Family> {
    FAMILIES
        .iter()
        .chain(&ASM_FAMILIES)
        .chain(LATE_FAMILIES.iter().map(|(f, _)| f))
        .chain(std::iter::once(&GFX940_FAMILY))
}

/// The families whose facts come from the disassembler sweep, in processor-bit order.
pub fn disassembled_families() -> impl Iterator<Item = &'static Family> {
    all_families().filter(|f| !ASM_FAMILIES.iter().any(|a| a.name == f.name))
}

/// One fact row.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Row {
    pub enc: String,
    pub opcode: u32,
    pub processors: Vec<String>,
    pub a_pat: usize,
    pub a: Option<String>,
    pub b: Option<String>,
    pub c: Option<String>,
    pub s: Option<String>,
    pub d: Vec<Option<String>>,
    pub k: Vec<Option<String>>,
}

fn opt(s: &Option<String>) -> &str {
    s.as_deref().unwrap_or("-")
}

/// Probes every processor of `fam` and renders the family's fact file.
pub fn probe_family(tool: &str, version: &str, fam: &Family) -> Result<String> {
    probe_family_layout(tool, version, fam, &sweep::GCN3)
}

/// [`probe_family`] with the probe words of `layout`.
pub fn probe_family_layout(
    tool: &str,
    version: &str,
    fam: &Family,
    layout: &sweep::Layout,
) -> Result<String> {
    let how = format!("probed with {version} ({tool}) by `amdgpu-isa-gen probe`");
    render_family(fam, &how, &mut |cpu, enc| sweep::sweep_layout(tool, cpu, enc, layout))
}

/// [`probe_family_layout`] with target features (`+wavefrontsize64`) given to the tool as
/// `-mattr`; the processors of the rows keep their plain names.
pub fn probe_family_features(
    tool: &str,
    version: &str,
    fam: &Family,
    layout: &sweep::Layout,
    features: &str,
) -> Result<String> {
    let how = format!("probed with {version} ({tool}) -mattr={features} by `amdgpu-isa-gen probe-wave64`");
    render_family(fam, &how, &mut |cpu, enc| {
        sweep::sweep_layout(tool, &format!("{cpu}:{features}"), enc, layout)
    })
}

/// The fact file of `fam` from the sweeps `sweep(processor, encoding)`; `how` (tool, version,
/// command) goes into the header.
pub fn render_family(
    fam: &Family,
    how: &str,
    sweep: &mut dyn FnMut(&str, Enc) -> Result<sweep::Sweep>,
) -> Result<String> {
    // (enc, opcode, observation-key) -> processors
    let mut rows: BTreeMap<(Enc, u32, String), (Observed, Vec<String>)> = BTreeMap::new();
    for &cpu in fam.processors {
        for enc in Enc::ALL {
            for (op, obs) in sweep(cpu, enc)? {
                let key = format!(
                    "{}\t{}\t{}\t{}\t{}\t{}\t{}",
                    obs.a_pat,
                    opt(&obs.a),
                    opt(&obs.b),
                    opt(&obs.c),
                    opt(&obs.s),
                    obs.d.iter().map(opt).collect::<Vec<_>>().join(" | "),
                    obs.k.iter().map(opt).collect::<Vec<_>>().join(" | ")
                );
                rows.entry((enc, op, key)).or_insert_with(|| (obs, Vec::new())).1.push(cpu.to_string());
            }
        }
    }
    let mut out = format!(
        "# amdgpu-isa facts, family {}; {how}\n\
         # enc\topcode\tprocessors\tpattern\tA\tB\tC\tS\tD\tK\n",
        fam.name
    );
    for ((enc, op, key), (_, procs)) in rows {
        out.push_str(&format!("{}\t{op}\t{}\t{key}\n", enc.name(), procs.join(",")));
    }
    Ok(out)
}

/// Reads a fact file.
pub fn read(path: &Path) -> Result<(String, Vec<Row>)> {
    let text = std::fs::read_to_string(path).with_context(|| format!("read {}", path.display()))?;
    let mut header = String::new();
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(h) = line.strip_prefix("# ") {
            if header.is_empty() {
                header = h.to_string();
            }
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() != 10 {
            bail!("{}:{}: expected 10 fields, found {}", path.display(), i + 1, f.len());
        }
        let o = |s: &str| if s == "-" { None } else { Some(s.to_string()) };
        rows.push(Row {
            enc: f[0].to_string(),
            opcode: f[1].parse().with_context(|| format!("{}:{}", path.display(), i + 1))?,
            processors: f[2].split(',').map(str::to_string).collect(),
            a_pat: f[3].parse().with_context(|| format!("{}:{}", path.display(), i + 1))?,
            a: o(f[4]),
            b: o(f[5]),
            c: o(f[6]),
            s: o(f[7]),
            d: if f[8].is_empty() { Vec::new() } else { f[8].split(" | ").map(o).collect() },
            k: if f[9].is_empty() { Vec::new() } else { f[9].split(" | ").map(o).collect() },
        });
    }
    Ok((header, rows))
}

/// The syntax references (AMDGPUAsmGFX*.rst) this generator reads, by family.
pub const RST_DOCS: [(&str, &[&str]); 4] = [
    ("gfx8", &["AMDGPUAsmGFX8.rst"]),
    (
        "gfx9",
        &[
            "AMDGPUAsmGFX9.rst",
            "AMDGPUAsmGFX900.rst",
            "AMDGPUAsmGFX904.rst",
            "AMDGPUAsmGFX906.rst",
            "AMDGPUAsmGFX908.rst",
            "AMDGPUAsmGFX90a.rst",
        ],
    ),
    (
        "gfx10",
        &["AMDGPUAsmGFX10.rst", "AMDGPUAsmGFX1011.rst", "AMDGPUAsmGFX1013.rst", "AMDGPUAsmGFX1030.rst"],
    ),
    ("gfx940", &["AMDGPUAsmGFX940.rst"]),
];

/// Extracts `mnemonic -> operand and modifier names` from LLVM's syntax references: each
/// instruction line of a `parsed-literal` table lists `:ref:` links whose text is the operand
/// name (`vdst`, `label`, `hwreg`, `clamp`, ...). Returns the rendered fact file.
pub fn rst_family(docs_dir: &Path, family: &str, docs: &[&str]) -> Result<String> {
    let mut rows: BTreeMap<String, std::collections::BTreeSet<String>> = BTreeMap::new();
    for doc in docs {
        let path = docs_dir.join(doc);
        let text = std::fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
        for line in text.lines() {
            let Some(rest) = line.strip_prefix("    ") else { continue };
            let mut words = rest.split_whitespace();
            let Some(mnemonic) = words.next() else { continue };
            if !(mnemonic.starts_with("s_") || mnemonic.starts_with("v_")) {
                continue;
            }
            let mut names = Vec::new();
            let mut s = rest;
            while let Some(i) = s.find(":ref:`") {
                s = &s[i + 6..];
                let end = s.find('<').unwrap_or(0);
                let target_end = s.find(">`").unwrap_or(end);
                let target = s.get(end + 1..target_end).unwrap_or("");
                // Keep the link target's suffix after the family prefix: it distinguishes e.g.
                // signed and unsigned imm16.
                let tag = target.strip_prefix("amdgpu_synid_").unwrap_or(target);
                names.push(format!("{}={}", &s[..end], tag));
                s = &s[target_end..];
            }
            rows.entry(mnemonic.to_string()).or_default().insert(names.join(" "));
        }
    }
    let mut out = format!(
        "# amdgpu-isa facts, family {family}: operand and modifier names per mnemonic from LLVM 19's {}\n",
        docs.join(", ")
    );
    for (m, forms) in rows {
        for f in forms {
            out.push_str(&format!("{m}\t{f}\n"));
        }
    }
    Ok(out)
}
