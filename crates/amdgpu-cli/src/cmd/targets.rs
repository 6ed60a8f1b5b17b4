//! `amdgpu targets [--json]`: list every processor the toolchain knows.

use std::process::ExitCode;

use amdgpu_target::{PROCESSORS, Processor};
use serde_json::{Value, json};

/// List processors: name, aliases, architecture, generation, EF_AMDGPU_MACH, features, wave
/// sizes (and, with --json, register files, granules and code object versions).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print a JSON array of objects instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Runs the subcommand.
///
/// # Errors
/// Only when stdout cannot be written.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let text = if args.json {
        let list: Vec<Value> = PROCESSORS.iter().map(processor_json).collect();
        let mut s = serde_json::to_string_pretty(&Value::Array(list))?;
        s.push('\n');
        s
    } else {
        table()
    };
    super::target_id::print(&text)?;
    Ok(ExitCode::SUCCESS)
}

fn features(p: &Processor) -> String {
    if p.features.is_empty() {
        "-".to_string()
    } else {
        p.features.iter().map(|f| f.name()).collect::<Vec<_>>().join(",")
    }
}

fn table() -> String {
    let mut rows: Vec<[String; 7]> = vec![[
        "NAME".into(),
        "ALIASES".into(),
        "ARCH".into(),
        "GENERATION".into(),
        "MACH".into(),
        "FEATURES".into(),
        "WAVES".into(),
    ]];
    for p in PROCESSORS {
        let aliases = if p.aliases.is_empty() { "-".to_string() } else { p.aliases.join(",") };
        let waves = p.wave_sizes().iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        rows.push([
            p.name.to_string(),
            aliases,
            p.arch.name().to_string(),
            p.generation.name().to_string(),
            format!("0x{:03x}", p.mach),
            features(p),
            if waves.is_empty() { "-".to_string() } else { waves },
        ]);
    }
    let mut widths = [0usize; 7];
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.len());
        }
    }
    let mut out = String::new();
    for r in &rows {
        let mut line = String::new();
        for (i, (c, w)) in r.iter().zip(widths).enumerate() {
            if i + 1 == r.len() {
                line.push_str(c);
            } else {
                line.push_str(&format!("{c:<w$}  "));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The JSON object describing one processor (also used by `target-id --json`).
pub fn processor_json(p: &Processor) -> Value {
    let r = &p.regs;
    json!({
        "name": p.name,
        "aliases": p.aliases,
        "arch": p.arch.name(),
        "generation": p.generation.name(),
        "version": p.version.map(|v| json!({"major": v.major, "minor": v.minor, "stepping": v.stepping})),
        "apu": p.apu,
        "mach": p.mach,
        "mach_name": p.mach_name(),
        "features": p.features.iter().map(|f| f.name()).collect::<Vec<_>>(),
        "feature_defaults": p
            .feature_defaults()
            .iter()
            .map(|(f, d)| (f.name().to_string(), Value::from(d.name())))
            .collect::<serde_json::Map<String, Value>>(),
        "target_id_features": p.target_id_features(true).iter().map(|f| f.name()).collect::<Vec<_>>(),
        "generic": p.generic,
        "covers": p.covers,
        "wave_sizes": p.wave_sizes(),
        "default_wave_size": p.default_wave_size(),
        "code_object_versions": p.code_object_versions().map(|(a, b)| (a..=b).collect::<Vec<u8>>()).unwrap_or_default(),
        "flat_scratch": p.flat_scratch.name(),
        "packed_work_item_ids": p.packed_work_item_ids,
        "lds_bytes": p.lds_bytes,
        "llvm14": p.llvm14,
        "registers": {
            "vgprs": r.vgprs,
            "agprs": r.agprs,
            "unified_vgpr_agpr": r.unified,
            "unified_vgprs": r.unified_vgprs,
            "vgpr_granule_wave64": r.vgpr_granule_wave64,
            "vgpr_granule_wave32": r.vgpr_granule_wave32,
            "sgpr_granule": r.sgpr_granule,
            "addressable_sgprs": r.addressable_sgprs,
            "extra_sgprs": format!("{:?}", r.extra_sgprs),
            "sgpr_init_bug": r.sgpr_init_bug,
            "fixed_sgprs": r.fixed_sgprs,
        },
    })
}
