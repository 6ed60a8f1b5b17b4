//! `amdgpu abi` subcommands for the legacy ABIs (crate `amdgpu-legacy`): the AMDIL metadata
//! strings and cb0 layout, and the Catalyst OpenCL 2.0 ABI. [`LegacyCommand`] is flattened
//! into the `abi` subcommand enum; [`run`] dispatches it.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use amdgpu_legacy::amdil::{self, EntryKind, Item, Severity, cb0, pack};
use amdgpu_legacy::cl2;
use anyhow::{Context as _, bail};
use clap::{Args, Subcommand, ValueEnum};

/// The legacy-ABI subcommands of `amdgpu abi`.
#[derive(Subcommand, Debug)]
pub enum LegacyCommand {
    /// Parse, validate and print AMDIL compiler/runtime metadata (;ARGSTART ... ;ARGEND blocks,
    /// ;#DATASTART data segments), with each kernel's constant-buffer argument layout.
    AmdilMetadata(AmdilMetadataArgs),
    /// The 35 reserved dwords of AMDIL constant buffer 0 for clEnqueueNDRangeKernel or
    /// clEnqueueTask.
    AmdilCb0(AmdilCb0Args),
    /// Catalyst OpenCL 2.0: user-data SGPRs for a feature set.
    Cl2UserSgprs(Cl2UserSgprsArgs),
    /// Catalyst OpenCL 2.0: argument-buffer layout of a kernel signature.
    Cl2Args(Cl2ArgsArgs),
    /// Catalyst OpenCL 2.0: the 6-dword setup buffer for given sizes.
    Cl2Setup(Cl2SetupArgs),
    /// Catalyst OpenCL 2.0: decode image dwords 8 (channel data type) and 9 (channel order).
    Cl2Image(Cl2ImageArgs),
}

/// Runs one legacy-ABI subcommand.
pub fn run(cmd: LegacyCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        LegacyCommand::AmdilMetadata(a) => amdil_metadata(a),
        LegacyCommand::AmdilCb0(a) => amdil_cb0(a),
        LegacyCommand::Cl2UserSgprs(a) => cl2_user_sgprs(a),
        LegacyCommand::Cl2Args(a) => cl2_args(a),
        LegacyCommand::Cl2Setup(a) => cl2_setup(a),
        LegacyCommand::Cl2Image(a) => cl2_image(a),
    }
}

#[derive(Args, Debug)]
pub struct AmdilMetadataArgs {
    /// The metadata text (IL with embedded metadata is fine; `-` reads standard input).
    file: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// Print the parsed metadata back as text (identical to the input) instead of the report.
    #[arg(long, conflicts_with = "json")]
    emit: bool,
}

fn amdil_metadata(a: AmdilMetadataArgs) -> anyhow::Result<ExitCode> {
    let (_, bytes) = super::input::read_bytes(&a.file)?;
    let doc = match amdil::parse_bytes(&bytes) {
        Ok(d) => d,
        Err(e) => bail!("{}:{}", a.file.display(), e.render(&String::from_utf8_lossy(&bytes))),
    };
    if a.emit {
        print!("{doc}");
        return Ok(ExitCode::SUCCESS);
    }
    let diags = amdil::validate(&doc);
    if a.json {
        let kernels: Vec<_> = doc
            .kernels()
            .map(|k| {
                let (private, local) = memory_per_unit(k);
                serde_json::json!({
                    "name": k.name,
                    "args": pack::kernel_layout(k),
                    "call_closure": amdil::link::call_closure(&doc, k),
                    "memory_totals": memory_totals(k),
                    "cb0": { "private_per_thread": private, "local_per_group": local },
                })
            })
            .collect();
        let v = serde_json::json!({
            "file": a.file.display().to_string(),
            "document": doc,
            "diagnostics": diags,
            "kernels": kernels,
            "cb0_rows": &cb0::CB0_ROWS[..],
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        print!("{}", human_report(&doc, &diags));
    }
    let errors = diags.iter().filter(|d| d.severity == Severity::Error).count();
    if errors > 0 {
        eprintln!("amdgpu: error: {}: {errors} validation error(s)", a.file.display());
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

fn memory_totals(k: &amdil::Kernel) -> BTreeMap<&'static str, u64> {
    let mut m = BTreeMap::new();
    for e in &k.entries {
        if let EntryKind::Memory { space, size } = e.kind {
            *m.entry(space.as_str()).or_insert(0) += u64::from(size);
        }
    }
    m
}

/// `cb0[3].y` and `cb0[4].y` as far as the metadata of this kernel tells (emulated private and
/// local memory; callees' metadata would add to these).
fn memory_per_unit(k: &amdil::Kernel) -> (u64, u64) {
    let t = memory_totals(k);
    (t.get("private").copied().unwrap_or(0), t.get("local").copied().unwrap_or(0))
}

fn human_report(doc: &amdil::Document, diags: &[amdil::Diagnostic]) -> String {
    let mut o = String::new();
    for item in &doc.items {
        match item {
            Item::Kernel(k) => kernel_report(&mut o, doc, k),
            Item::Data(d) => {
                let cb = d.cb.map_or_else(
                    || "emulated global segment".to_string(),
                    |c| format!("constant buffer {c}"),
                );
                let _ = writeln!(o, "data segment (lines {}-{}): {cb}, {} bytes", d.line, d.end_line, d.size);
                for v in &d.vectors {
                    let bytes = u64::from(v.ty.scalar.bytes()) * v.values.len() as u64;
                    let _ = writeln!(
                        o,
                        "  +{:<6} {:<8} {} value(s), {bytes} bytes",
                        v.offset,
                        v.ty,
                        v.values.len()
                    );
                }
            }
            Item::Debug { line, lines } => {
                let _ = writeln!(o, "debug block (line {line}): {} line(s), stripped before SC", lines.len());
            }
            Item::PseudoCall { line, dollars } => {
                let _ = writeln!(o, "multi-kernel pseudo-instruction (line {line}, {dollars} `$`)");
            }
            Item::Text { .. } => {}
        }
    }
    let text = doc.items.iter().filter(|i| matches!(i, Item::Text { .. })).count();
    let _ = writeln!(o, "other lines (IL, comments): {text}");
    if diags.is_empty() {
        let _ = writeln!(o, "validation: ok");
    } else {
        let _ = writeln!(o, "validation:");
        for d in diags {
            let _ = writeln!(o, "  {d}");
        }
    }
    o
}

fn kernel_report(o: &mut String, doc: &amdil::Document, k: &amdil::Kernel) {
    let _ = writeln!(o, "kernel {} (lines {}-{})", k.name, k.line, k.end_line);
    let mut flags = Vec::new();
    for e in &k.entries {
        match &e.kind {
            EntryKind::Version { major, minor, revision } => {
                let _ = writeln!(o, "  version {major}.{minor}.{revision}");
            }
            EntryKind::Device { name } => {
                let _ = writeln!(o, "  device {name}");
            }
            EntryKind::UniqueId { id } => {
                let _ = writeln!(o, "  unique id {id}");
            }
            EntryKind::UavId { id } => {
                let _ = writeln!(o, "  raw UAV id {id}{}", if *id == 8 { " (arena only)" } else { "" });
            }
            EntryKind::Error { message } => {
                let _ = writeln!(o, "  compile error: {message}");
            }
            EntryKind::Warning { message } => {
                let _ = writeln!(o, "  compile warning: {message}");
            }
            EntryKind::CompilerWrite => flags.push("compilerwrite"),
            EntryKind::DataRequired => flags.push("datareqd"),
            EntryKind::LimitGroupSize => flags.push("limitgroupsize"),
            EntryKind::Cws { sizes: [a, b, c] } => {
                let _ = writeln!(o, "  group size (cws) {a}x{b}x{c}");
            }
            EntryKind::Lws { size } => {
                let _ = writeln!(o, "  group size limit (lws) {size}");
            }
            EntryKind::Sampler { arg, id, location, value } => {
                let from = if *location == 1 { "kernel defined" } else { "argument" };
                let _ = writeln!(o, "  sampler {arg}: id {id}, {from}, value {value:#x}");
            }
            EntryKind::Printf { id, arg_sizes, length, format } => {
                let _ = writeln!(o, "  printf {id}: {length} bytes, arg sizes {arg_sizes:?}: \"{format}\"");
            }
            EntryKind::Function { ids } => {
                let _ = writeln!(o, "  calls functions {ids:?}");
            }
            EntryKind::Intrinsic { ids } => {
                let _ = writeln!(o, "  needs intrinsics {ids:?}");
            }
            _ => {}
        }
    }
    if !flags.is_empty() {
        let _ = writeln!(o, "  flags: {}", flags.join(", "));
    }
    let totals = memory_totals(k);
    if !totals.is_empty() {
        let list: Vec<String> = totals.iter().map(|(s, n)| format!("{s} {n}")).collect();
        let _ = writeln!(o, "  memory: {}", list.join(", "));
    }
    let closure = amdil::link::call_closure(doc, k);
    if !closure.functions.is_empty() || !closure.intrinsics.is_empty() {
        let _ = writeln!(
            o,
            "  call closure: functions {:?}, intrinsics {:?}{}",
            closure.functions,
            closure.intrinsics,
            if closure.unresolved.is_empty() {
                String::new()
            } else {
                format!(" (no metadata for {:?})", closure.unresolved)
            }
        );
    }
    let (private, local) = memory_per_unit(k);
    let _ = writeln!(o, "  cb0[3].y private per thread {private}, cb0[4].y local per group {local}");
    let layout = pack::kernel_layout(k);
    if !layout.is_empty() {
        let _ = writeln!(o, "  arguments:");
        for a in layout {
            let what = match a.spec {
                pack::ArgSpec::Value { data_type, size } => format!("{data_type} x{size}"),
                pack::ArgSpec::Pointer => "pointer".to_string(),
                pack::ArgSpec::Image => "image".to_string(),
                pack::ArgSpec::Counter => "counter".to_string(),
            };
            let _ =
                writeln!(o, "    cb{} +{:<5} {:>4} bytes  {:<12} {}", a.cb, a.offset, a.bytes, what, a.name);
        }
    }
}

#[derive(Args, Debug)]
pub struct AmdilCb0Args {
    /// clEnqueueTask instead of clEnqueueNDRangeKernel.
    #[arg(long, conflicts_with_all = ["work_dim", "global", "local"])]
    task: bool,
    /// work_dim (1-3).
    #[arg(long, default_value_t = 1)]
    work_dim: u32,
    /// Global work size, e.g. 1024,768.
    #[arg(long, value_delimiter = ',', default_value = "1")]
    global: Vec<u32>,
    /// Local work size, e.g. 64,4.
    #[arg(long, value_delimiter = ',', default_value = "1")]
    local: Vec<u32>,
    /// Private memory per thread (`cb0[3].y`).
    #[arg(long, default_value_t = 0)]
    private: u32,
    /// Local memory per group (`cb0[4].y`).
    #[arg(long, default_value_t = 0)]
    local_mem: u32,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn three(v: &[u32], what: &str) -> anyhow::Result<[u32; 3]> {
    if v.is_empty() || v.len() > 3 {
        bail!("--{what} takes 1 to 3 comma-separated sizes");
    }
    let mut out = [1; 3];
    out[..v.len()].copy_from_slice(v);
    Ok(out)
}

fn amdil_cb0(a: AmdilCb0Args) -> anyhow::Result<ExitCode> {
    let mut v = if a.task {
        cb0::Cb0Values::task()
    } else {
        cb0::Cb0Values::ndrange(a.work_dim, three(&a.global, "global")?, three(&a.local, "local")?)?
    };
    v.private_per_thread = a.private;
    v.local_per_group = a.local_mem;
    let words = v.words();
    if a.json {
        let rows: Vec<_> = cb0::CB0_ROWS
            .iter()
            .zip(words)
            .map(|(r, w)| serde_json::json!({ "byte": r.byte, "loc": r.loc, "meaning": r.ndrange, "value": w }))
            .collect();
        println!("{}", serde_json::to_string_pretty(&serde_json::json!({ "values": v, "rows": rows }))?);
    } else {
        for (r, w) in cb0::CB0_ROWS.iter().zip(words) {
            println!("{:>3}  {}  {w:#010x}  {}", r.byte, r.loc, r.ndrange);
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub struct Cl2UserSgprsArgs {
    /// Enabled features, comma separated: usesetup, useargs, useenqueue, usegeneric.
    #[arg(long, default_value = "")]
    features: String,
    /// GFX9 (Vega) target.
    #[arg(long)]
    gfx9: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn cl2_user_sgprs(a: Cl2UserSgprsArgs) -> anyhow::Result<ExitCode> {
    let f = cl2::Features::parse(&a.features).context("--features")?;
    let l = cl2::user_sgprs(f, a.gfx9);
    if a.json {
        println!("{}", serde_json::to_string_pretty(&l)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!("{} user data SGPRs", l.count);
    for g in &l.groups {
        let regs = if g.count == 1 {
            format!("s{}", g.first)
        } else {
            format!("s[{}:{}]", g.first, g.first + g.count - 1)
        };
        println!("  {regs:<8} {}", g.role);
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum AlignArg {
    /// Vectors aligned to their size (OpenCL C).
    Vector,
    /// Vectors aligned to their element.
    Element,
}

#[derive(Args, Debug)]
pub struct Cl2ArgsArgs {
    /// The kernel's parameter list, e.g. "global float* p, int n, float3 v".
    #[arg(long)]
    signature: String,
    /// 32- or 64-bit AMD OpenCL 2.0.
    #[arg(long, default_value = "64", value_parser = ["32", "64"])]
    bits: String,
    /// Vector alignment rule.
    #[arg(long, value_enum, default_value_t = AlignArg::Vector)]
    vector_align: AlignArg,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn cl2_args(a: Cl2ArgsArgs) -> anyhow::Result<ExitCode> {
    let params = match cl2::parse_signature(&a.signature) {
        Ok(p) => p,
        Err(e) => bail!("--signature {}", e.render(&a.signature)),
    };
    let bits = if a.bits == "32" { cl2::Bits::B32 } else { cl2::Bits::B64 };
    let align = match a.vector_align {
        AlignArg::Vector => cl2::VectorAlign::Vector,
        AlignArg::Element => cl2::VectorAlign::Element,
    };
    let l = cl2::layout(&params, bits, align);
    if a.json {
        println!("{}", serde_json::to_string_pretty(&l)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!("offset  size  align  type / name");
    for (hidden, s) in l.hidden.iter().map(|s| (true, s)).chain(l.user.iter().map(|s| (false, s))) {
        let mark = if hidden { " (hidden)" } else { "" };
        println!("{:>6}  {:>4}  {:>5}  {} {}{mark}", s.offset, s.size, s.align, s.ty, s.name);
    }
    println!("end {}", l.end);
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub struct Cl2SetupArgs {
    /// Number of dimensions.
    #[arg(long, default_value_t = 1)]
    dims: u16,
    /// (Enqueued) local size, up to 3 comma-separated values (16 bits each).
    #[arg(long, value_delimiter = ',', default_value = "1")]
    local: Vec<u16>,
    /// Global size, up to 3 comma-separated values.
    #[arg(long, value_delimiter = ',', default_value = "1")]
    global: Vec<u32>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn cl2_setup(a: Cl2SetupArgs) -> anyhow::Result<ExitCode> {
    if a.local.is_empty() || a.local.len() > 3 {
        bail!("--local takes 1 to 3 comma-separated sizes");
    }
    let mut local = [1u16; 3];
    local[..a.local.len()].copy_from_slice(&a.local);
    let s = cl2::SetupBuffer {
        dims: a.dims,
        local_size: local,
        global_size: three(&a.global, "global")?,
        ..Default::default()
    };
    let d = s.to_dwords();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&serde_json::json!({ "setup": s, "dwords": d }))?);
    } else {
        for (i, w) in d.iter().enumerate() {
            println!("dword {i}: {w:#010x}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub struct Cl2ImageArgs {
    /// Dword 8 of the image info (decimal or 0x hex).
    #[arg(value_parser = parse_u32)]
    dword8: u32,
    /// Dword 9 of the image info (decimal or 0x hex).
    #[arg(value_parser = parse_u32)]
    dword9: u32,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn parse_u32(s: &str) -> Result<u32, String> {
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16),
        None => s.parse(),
    };
    r.map_err(|e| format!("`{s}`: {e}"))
}

fn cl2_image(a: Cl2ImageArgs) -> anyhow::Result<ExitCode> {
    let info = cl2::ImageInfo::decode(a.dword8, a.dword9);
    if a.json {
        println!("{}", serde_json::to_string_pretty(&info)?);
    } else {
        println!("channel data type: {} ({})", info.data_type, info.data_type.value());
        match info.order {
            Some(o) => println!("channel order: {o} ({})", o.value()),
            None => println!("channel order: none ({} has no entry)", a.dword9 & cl2::CHANNEL_ORDER_MASK),
        }
    }
    if info.order.is_none() {
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}
