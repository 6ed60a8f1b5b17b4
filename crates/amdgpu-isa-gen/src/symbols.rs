//! Symbolic immediates by observation: llvm-mc prints every `s_sendmsg` immediate below 1024 and
//! every `hwreg` id (offset 0, size 32) of `s_getreg_b32`; the texts become a lookup table.

use crate::facts::Family;
use crate::probe::{self, Probe};
use anyhow::{Context, Result};
use std::collections::BTreeMap;

/// Renders `<family>-symbols.tsv`: `kind<TAB>value<TAB>processors<TAB>text`.
pub fn probe_family(tool: &str, version: &str, fam: &Family) -> Result<String> {
    probe_family_getreg(tool, version, fam, 17)
}

/// [`probe_family`] with `s_getreg_b32` at SOPK opcode `getreg` (GFX8/9: 17, GFX10: 18, taken
/// from the family's ALU facts).
pub fn probe_family_getreg(tool: &str, version: &str, fam: &Family, getreg: u32) -> Result<String> {
    let mut rows: BTreeMap<(String, u32, String), Vec<String>> = BTreeMap::new();
    for &cpu in fam.processors {
        // s_sendmsg (SOPP 16) and s_getreg_b32 s0 (SOPK 17, size 32, offset 0).
        let probes: Vec<Probe> = (0..1024u32)
            .map(|v| Probe { dwords: vec![0xbf90_0000 | v] })
            .chain((0..64u32).map(|id| Probe { dwords: vec![0xb000_0000 | getreg << 23 | 31 << 11 | id] }))
            .collect();
        let texts = probe::disassemble(tool, cpu, &probes, 0x7e00_0000, "v_nop")?;
        for (i, t) in texts.into_iter().enumerate() {
            let t = t.with_context(|| format!("{cpu}: symbol probe {i} did not decode"))?;
            let (kind, value, text) = if i < 1024 {
                ("sendmsg", i as u32, t.strip_prefix("s_sendmsg ").unwrap_or(&t).to_string())
            } else {
                let text = t.strip_prefix("s_getreg_b32 s0, hwreg(").unwrap_or(&t);
                ("hwreg", (i - 1024) as u32, text.trim_end_matches(')').to_string())
            };
            rows.entry((kind.to_string(), value, text)).or_default().push(cpu.to_string());
        }
    }
    let mut out = format!(
        "# amdgpu-isa facts, family {}: symbolic immediates printed by {version} ({tool})\n\
         # kind\tvalue\tprocessors\ttext\n",
        fam.name
    );
    for ((kind, value, text), procs) in rows {
        out.push_str(&format!("{kind}\t{value}\t{}\t{text}\n", procs.join(",")));
    }
    Ok(out)
}
