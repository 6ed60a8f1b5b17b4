//! `amdgpu target-id <id> [--code-object-version N] [--json]`: decode a target ID and show the
//! processor, its e_flags, EI_OSABI and EI_ABIVERSION.

use std::io::Write;
use std::process::ExitCode;

use amdgpu_target::eflags::{self, abi_version, layout_version, os_abi, os_abi_name};
use amdgpu_target::{Arch, CodeObjectVersion, CommandLineTarget, FeatureSetting, Os, Spelling, TargetId};
use anyhow::Context;
use serde_json::json;

/// Decode a target ID such as `amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-` (code object V4+
/// spelling) or `amdgcn-amd-amdhsa--gfx902+xnack` (V2/V3 spelling).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The target ID (a triple is optional: `gfx90a:xnack+` works too).
    pub id: String,
    /// Code object version (2-6) for e_flags and EI_ABIVERSION; default: 3 for a V2/V3-spelled
    /// ID, else 5 (LLVM 19's default), 6 for generic processors.
    #[arg(long = "code-object-version", value_name = "N")]
    pub code_object_version: Option<u32>,
    /// Target features as llvm-mc's `-mattr` takes them (`+xnack,-sramecc,+wavefrontsize64`);
    /// they override features in the ID.
    #[arg(long, value_name = "FEATURES", allow_hyphen_values = true)]
    pub mattr: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Writes `text` to stdout; a closed pipe is not an error.
pub(crate) fn print(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        r => r.context("write to stdout"),
    }
}

/// Runs the subcommand.
///
/// # Errors
/// A bad target ID, a bad or unsuitable code object version.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut parsed = TargetId::parse(&args.id).with_context(|| format!("bad target ID '{}'", args.id))?;
    let p = parsed.processor;
    let mut wave_size = p.default_wave_size();
    if let Some(mattr) = &args.mattr {
        // Apply -mattr on top of the ID's own features (as V4+ settings).
        let v4 = parsed.respell(Spelling::V4);
        let mcpu = TargetId { triple: None, ..v4 }.to_string();
        let cl = CommandLineTarget::parse(parsed.triple, &mcpu, mattr)
            .with_context(|| format!("bad -mattr '{mattr}'"))?;
        if !cl.other.is_empty() {
            let names: Vec<String> =
                cl.other.iter().map(|(n, on)| format!("{}{n}", if *on { '+' } else { '-' })).collect();
            anyhow::bail!("-mattr entries this command does not know: {}", names.join(","));
        }
        wave_size = cl.wave_size;
        let spelling = parsed.spelling;
        parsed = cl.id.respell(spelling);
        if spelling == Spelling::V3 {
            parsed.wavefrontsize64 = if p.supports(amdgpu_target::Feature::Wavefrontsize64) {
                if wave_size == 64 { FeatureSetting::On } else { FeatureSetting::Off }
            } else {
                FeatureSetting::Unsupported
            };
            if p.supports(amdgpu_target::Feature::Cumode) {
                parsed.cumode = if cl.cumode { FeatureSetting::On } else { FeatureSetting::Off };
            }
        }
    } else if parsed.wavefrontsize64 == FeatureSetting::On {
        wave_size = 64;
    }
    let version = match args.code_object_version {
        Some(n) => CodeObjectVersion::from_number(n)?,
        None if parsed.spelling == Spelling::V3 => CodeObjectVersion::V3,
        None if p.generic => CodeObjectVersion::V6,
        None => CodeObjectVersion::V5,
    };
    let os = match (parsed.triple, p.arch) {
        (Some(t), _) => t.os,
        (None, Arch::Amdgcn) => Os::Amdhsa,
        (None, Arch::R600) => Os::Unknown,
    };
    let layout = layout_version(os, version);
    let id = parsed.respell(layout.spelling());
    let flags = eflags::encode_for_os(&id, os, version, None)
        .with_context(|| format!("cannot describe '{}' in code object {version}", args.id))?;
    let decoded = eflags::decode(flags, p.arch, layout).context("internal: e_flags do not decode")?;
    let fields = decoded.describe(layout);
    let osabi = os_abi(os);
    let abiv = abi_version(os, version);
    let text = if args.json {
        let mut v = json!({
            "input": args.id,
            "target_id": id.to_string(),
            "spelling": if id.spelling == Spelling::V4 { "v4" } else { "v3" },
            "triple": parsed.triple.map(|t| t.to_string()),
            "os": if os == Os::Unknown { "unknown" } else { os.name() },
            "code_object_version": version.number(),
            "features": {
                "xnack": id.xnack.name(),
                "sramecc": id.sramecc.name(),
            },
            "wave_size": wave_size,
            "e_flags": flags,
            "e_flags_hex": format!("0x{flags:08x}"),
            "e_flags_fields": fields,
            "osabi": osabi,
            "abi_version": abiv,
            "processor": super::targets::processor_json(p),
        });
        if id.spelling == Spelling::V3 {
            v["features"]["wavefrontsize64"] = json!(id.wavefrontsize64.name());
            v["features"]["cumode"] = json!(id.cumode.name());
        }
        let mut s = serde_json::to_string_pretty(&v)?;
        s.push('\n');
        s
    } else {
        let mut s = String::new();
        let mut line = |k: &str, v: String| s.push_str(&format!("{k:<16}{v}\n"));
        line("target ID:", id.to_string());
        if let Some(t) = parsed.triple {
            line("triple:", t.to_string());
        }
        line(
            "processor:",
            format!("{} ({}, {}, {})", p.name, p.arch, p.generation, if p.apu { "APU" } else { "dGPU" }),
        );
        if !p.aliases.is_empty() {
            line("aliases:", p.aliases.join(", "));
        }
        if let Some(v) = p.version {
            line("gfx version:", format!("{}.{}.{}", v.major, v.minor, v.stepping));
        }
        if p.generic {
            line("covers:", p.covers.join(", "));
        }
        let mut feats = vec![format!("xnack={}", id.xnack), format!("sramecc={}", id.sramecc)];
        if id.spelling == Spelling::V3 {
            feats.push(format!("wavefrontsize64={}", id.wavefrontsize64));
            feats.push(format!("cumode={}", id.cumode));
        }
        line("features:", feats.join(" "));
        let supported: Vec<&str> = p.features.iter().map(|f| f.name()).collect();
        line("supports:", if supported.is_empty() { "-".to_string() } else { supported.join(", ") });
        let waves: Vec<String> = p.wave_sizes().iter().map(u32::to_string).collect();
        if !waves.is_empty() {
            line(
                "wave sizes:",
                format!("{} (default {}, selected {wave_size})", waves.join(", "), p.default_wave_size()),
            );
        }
        line("code object:", format!("{version}"));
        line("e_flags:", format!("0x{flags:08x} ({})", fields.join(" | ")));
        line("EI_OSABI:", format!("{osabi} ({})", os_abi_name(osabi).unwrap_or("?")));
        line("EI_ABIVERSION:", abiv.to_string());
        if p.arch == Arch::Amdgcn {
            let r = &p.regs;
            line(
                "registers:",
                format!(
                    "{} VGPRs, {} AGPRs{}, {} addressable SGPRs, LDS {} bytes",
                    r.vgprs,
                    r.agprs,
                    if r.unified { format!(" (unified file of {})", r.unified_vgprs) } else { String::new() },
                    r.addressable_sgprs,
                    p.lds_bytes
                ),
            );
            line(
                "granules:",
                format!(
                    "VGPR {} (wave64){}, SGPR {}",
                    r.vgpr_granule_wave64,
                    if r.vgpr_granule_wave32 > 0 {
                        format!(" / {} (wave32)", r.vgpr_granule_wave32)
                    } else {
                        String::new()
                    },
                    if r.sgpr_granule > 0 {
                        r.sgpr_granule.to_string()
                    } else {
                        "- (field is 0)".to_string()
                    }
                ),
            );
        }
        s
    };
    print(&text)?;
    Ok(ExitCode::SUCCESS)
}
