//! LLVM 14 as a second vote: the same opcode sweep (patterns `A` only matter) run with LLVM 14's
//! llvm-mc, compared mnemonic by mnemonic with the committed LLVM 19 facts. The result,
//! `facts/<family>-llvm14-vote.tsv`, lists every (encoding, opcode, processor) where the two
//! disagree; LLVM 19 stays the authority, the file documents where they differ.

use crate::facts::{self, Family};
use crate::sweep::{self, Enc};
use anyhow::Result;
use std::collections::BTreeMap;
use std::path::Path;

/// The mnemonic of a probe text (the first word).
fn mnemonic(text: &str) -> &str {
    text.split_whitespace().next().unwrap_or("")
}

/// Renders the vote file for `fam`: the number of agreeing rows and each disagreement.
pub fn vote_family(tool: &str, version: &str, fam: &Family, facts_dir: &Path) -> Result<String> {
    let (_, rows) = facts::read(&facts_dir.join(format!("{}.tsv", fam.name)))?;
    // (enc, opcode, processor) -> LLVM 19 mnemonic
    let mut llvm19: BTreeMap<(String, u32, String), String> = BTreeMap::new();
    for r in &rows {
        if let Some(a) = &r.a {
            for p in &r.processors {
                llvm19.insert((r.enc.clone(), r.opcode, p.clone()), mnemonic(a).to_string());
            }
        }
    }
    let mut agree = 0usize;
    let mut lines = Vec::new();
    for &cpu in fam.processors {
        // LLVM 14 may not know every processor (gfx90c is known; later ones are not in scope).
        let mut llvm14: BTreeMap<(String, u32), String> = BTreeMap::new();
        let mut failed: Vec<String> = Vec::new();
        for enc in Enc::ALL {
            match sweep::sweep(tool, cpu, enc) {
                Ok(obs) => {
                    for (op, o) in obs {
                        if let Some(a) = o.a {
                            llvm14.insert((enc.name().to_string(), op), mnemonic(&a).to_string());
                        }
                    }
                }
                Err(e) => {
                    lines.push(format!("{cpu}\t{}\t-\t-\tLLVM 14 sweep failed: {e}", enc.name()));
                    failed.push(enc.name().to_string());
                }
            }
        }
        let keys: std::collections::BTreeSet<(String, u32)> = llvm19
            .keys()
            .filter(|k| k.2 == cpu && !failed.contains(&k.0))
            .map(|k| (k.0.clone(), k.1))
            .chain(llvm14.keys().cloned())
            .collect();
        for (enc, op) in keys {
            let a = llvm19.get(&(enc.clone(), op, cpu.to_string()));
            let b = llvm14.get(&(enc.clone(), op));
            if a == b {
                agree += 1;
            } else {
                lines.push(format!(
                    "{cpu}\t{enc}\t{op}\t{}\t{}",
                    a.map_or("-", String::as_str),
                    b.map_or("-", String::as_str)
                ));
            }
        }
    }
    let mut out = format!(
        "# amdgpu-isa facts, family {}: LLVM 14 ({version}, {tool}) as a second vote on the opcode sweep;\n\
         # {agree} (processor, encoding, opcode) mnemonics agree with LLVM 19; disagreements follow.\n\
         # processor\tenc\topcode\tllvm19\tllvm14\n",
        fam.name
    );
    for l in lines {
        out.push_str(&l);
        out.push('\n');
    }
    Ok(out)
}
