//! Fact files: the raw observations of the opcode sweeps, one TSV file per processor family.
//!
//! ```text
//! # amdgpu-isa facts, family gfx9; probed with LLVM version 19.1.7 (llvm-mc-19)
//! # enc	opcode	processors	A	B	C	D	K
//! VOP2	1	gfx900,gfx902,...	v_add_f32_e32 v8, v4, v12	v_add_f32_e32 v8, -4.0, v12	...
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
        processors: &[
            "gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a", "gfx90c",
        ],
    },
];

/// One fact row.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Row {
    pub enc: String,
    pub opcode: u32,
    pub processors: Vec<String>,
    pub a_pat: String,
    pub a: Option<String>,
    pub b: Option<String>,
    pub c: Option<String>,
    pub d: Option<String>,
    pub k: Vec<Option<String>>,
}

fn opt(s: &Option<String>) -> &str {
    s.as_deref().unwrap_or("-")
}

/// Probes every processor of `fam` and renders the family's fact file.
pub fn probe_family(tool: &str, version: &str, fam: &Family) -> Result<String> {
    // (enc, opcode, observation-key) -> processors
    let mut rows: BTreeMap<(Enc, u32, String), (Observed, Vec<String>)> = BTreeMap::new();
    for &cpu in fam.processors {
        for enc in Enc::ALL {
            for (op, obs) in sweep::sweep(tool, cpu, enc)? {
                let key = format!(
                    "{}\t{}\t{}\t{}\t{}\t{}",
                    obs.a_pat,
                    opt(&obs.a),
                    opt(&obs.b),
                    opt(&obs.c),
                    opt(&obs.d),
                    obs.k.iter().map(opt).collect::<Vec<_>>().join(" | ")
                );
                rows.entry((enc, op, key)).or_insert_with(|| (obs, Vec::new())).1.push(cpu.to_string());
            }
        }
    }
    let mut out = format!(
        "# amdgpu-isa facts, family {}; probed with {version} ({tool}) by `amdgpu-isa-gen probe`\n\
         # enc\topcode\tprocessors\tpattern\tA\tB\tC\tD\tK\n",
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
        if f.len() != 9 {
            bail!("{}:{}: expected 9 fields, found {}", path.display(), i + 1, f.len());
        }
        let o = |s: &str| if s == "-" { None } else { Some(s.to_string()) };
        rows.push(Row {
            enc: f[0].to_string(),
            opcode: f[1].parse().with_context(|| format!("{}:{}", path.display(), i + 1))?,
            processors: f[2].split(',').map(str::to_string).collect(),
            a_pat: f[3].to_string(),
            a: o(f[4]),
            b: o(f[5]),
            c: o(f[6]),
            d: o(f[7]),
            k: if f[8].is_empty() { Vec::new() } else { f[8].split(" | ").map(o).collect() },
        });
    }
    Ok((header, rows))
}
