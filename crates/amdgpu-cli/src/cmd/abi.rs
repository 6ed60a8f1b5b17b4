//! `amdgpu abi ...`: the runtime ABI (crate `amdgpu-hsa`): kernarg layouts, kernel descriptors
//! and `amd_kernel_code_t`, initial register state. Other ABI families add their subcommands to
//! [`AbiCommand`] (the legacy ones are flattened in from `cmd::legacy`).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use amdgpu_hsa::akc::{AmdKernelCode, machine_version};
use amdgpu_hsa::directives::{self, render};
use amdgpu_hsa::initial_state;
use amdgpu_hsa::kernarg::{self, HiddenUsage, LayoutOptions};
use amdgpu_hsa::{AbiTarget, KernelDescriptor};
use anyhow::{Context as _, anyhow, bail};
use clap::Subcommand;
use serde_json::{Value, json};

/// `amdgpu abi`.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: AbiCommand,
}

/// The ABI subcommands.
#[derive(Subcommand, Debug)]
pub enum AbiCommand {
    /// Kernel argument (kernarg) segment layout of an OpenCL C signature, or of a kernel in a
    /// code object (from its metadata).
    Kernarg(KernargArgs),
    /// Decode a kernel descriptor (64 bytes) or amd_kernel_code_t (256 bytes) and print both
    /// forms: `.amdhsa_kernel` directives and `.amd_kernel_code_t` keys.
    Descriptor(DescriptorArgs),
    /// Initial SGPR/VGPR state of a wavefront for a kernel descriptor or amd_kernel_code_t.
    InitialState(DescriptorArgs),
    /// Build an AQL kernel dispatch packet (64 bytes) from sizes and addresses, or decode and
    /// validate one given with --raw.
    Aql(AqlArgs),
    #[command(flatten)]
    Legacy(super::legacy::LegacyCommand),
}

/// Runs `amdgpu abi`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        AbiCommand::Kernarg(a) => kernarg_cmd(&a),
        AbiCommand::Descriptor(a) => descriptor_cmd(&a),
        AbiCommand::InitialState(a) => initial_state_cmd(&a),
        AbiCommand::Aql(a) => aql_cmd(&a),
        AbiCommand::Legacy(c) => super::legacy::run(c),
    }
}

#[derive(clap::Args, Debug)]
pub struct KernargArgs {
    /// A code object; with --kernel, shows that kernel's kernarg segment from its metadata.
    #[arg(conflicts_with = "signature")]
    file: Option<PathBuf>,
    /// The kernel name (FILE mode).
    #[arg(long, requires = "file")]
    kernel: Option<String>,
    /// An OpenCL C parameter list, optionally after `typedef`/`struct` declarations:
    /// "typedef struct { char c; int i; } S; global int *out, S s, local float *tmp".
    #[arg(long)]
    signature: Option<String>,
    /// Code object version (2-6) deciding the hidden arguments.
    #[arg(long, default_value_t = 5)]
    code_object_version: u32,
    /// Processor or target ID (aperture hidden arguments exist only before GFX9).
    #[arg(long, default_value = "gfx900")]
    mcpu: String,
    /// Hidden arguments the kernel uses: none, all, conservative, or a comma list of
    /// implicit, printf, hostcall, multigrid, heap, default-queue, completion-action,
    /// dynamic-lds, apertures, queue-ptr. Compilers drop hidden arguments a kernel does not use.
    #[arg(long, default_value = "none")]
    hidden: String,
    /// Print the metadata `.args` array as JSON.
    #[arg(long)]
    json: bool,
}

fn kernarg_cmd(a: &KernargArgs) -> anyhow::Result<ExitCode> {
    let mut out = String::new();
    if let Some(file) = &a.file {
        return kernarg_from_file(file, a.kernel.as_deref(), a.json);
    }
    let Some(sig) = &a.signature else {
        bail!("give --signature \"<parameter list>\" or a code object FILE --kernel NAME")
    };
    let target = AbiTarget::from_target_id(&a.mcpu)?;
    let mut hidden = HiddenUsage::parse(&a.hidden).map_err(|e| anyhow!(e))?;
    if target.family.major() >= 9 {
        hidden.apertures = false;
    }
    let opts = LayoutOptions { code_object_version: a.code_object_version, hidden };
    let layout = match kernarg::kernarg_layout(sig, &opts) {
        Ok(l) => l,
        Err(kernarg::KernargError::Signature(e)) => bail!("invalid signature: {}", e.render(sig)),
        Err(e) => return Err(e.into()),
    };
    if a.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&layout.args_json())?)?;
        return emit(&out);
    }
    let rows: Vec<Row> = layout
        .args
        .iter()
        .map(|x| Row {
            offset: x.offset,
            size: x.size,
            kind: x.value_kind.name().to_string(),
            space: x.address_space.map(|s| s.name().to_string()),
            name: x.name.clone(),
            type_name: x.type_name.clone(),
        })
        .collect();
    print_rows(&mut out, &rows, layout.segment_size, layout.segment_align)?;
    if !hidden.implicit {
        writeln!(
            out,
            "(no hidden arguments: pass --hidden for kernels that use the implicit-argument pointer)"
        )?;
    }
    emit(&out)
}

struct Row {
    offset: u64,
    size: u64,
    kind: String,
    space: Option<String>,
    name: Option<String>,
    type_name: Option<String>,
}

fn print_rows(out: &mut String, rows: &[Row], size: u64, align: u64) -> std::fmt::Result {
    writeln!(out, "{:>6} {:>5}  {:<28} {:<9} argument", "offset", "size", "value_kind", "space")?;
    for r in rows {
        let arg = match (&r.type_name, &r.name) {
            (Some(t), Some(n)) => format!("{t} {n}"),
            (None, Some(n)) => n.clone(),
            (Some(t), None) => t.clone(),
            (None, None) => String::new(),
        };
        writeln!(
            out,
            "{:>6} {:>5}  {:<28} {:<9} {arg}",
            r.offset,
            r.size,
            r.kind,
            r.space.as_deref().unwrap_or("-")
        )?;
    }
    writeln!(out, "kernarg_segment_size {size}, kernarg_segment_align {align}")
}

fn read_code_object(file: &Path) -> anyhow::Result<(Vec<u8>, amdgpu_elf::code_object::CodeObject)> {
    let data = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    let co = amdgpu_elf::code_object::read(&data)
        .with_context(|| format!("{} is not a code object", file.display()))?;
    Ok((data, co))
}

fn kernarg_from_file(file: &Path, kernel: Option<&str>, as_json: bool) -> anyhow::Result<ExitCode> {
    let mut out = String::new();
    use amdgpu_elf::code_object::Metadata;
    let (_, co) = read_code_object(file)?;
    let name = kernel.ok_or_else(|| anyhow!("--kernel NAME is required with a code object"))?;
    let (rows, size, align, json_args): (Vec<Row>, u64, u64, Value) = match &co.metadata {
        Some(Metadata::MsgPack { typed: Ok(m), .. }) => {
            let k = m
                .kernels
                .iter()
                .find(|k| k.name == name)
                .ok_or_else(|| kernel_missing(name, m.kernels.iter().map(|k| k.name.as_str())))?;
            let args = k.args.clone().unwrap_or_default();
            let json_args = Value::Array(
                args.iter()
                    .map(|x| {
                        let mut o = serde_json::Map::new();
                        let mut put = |key: &str, v: Option<Value>| {
                            if let Some(v) = v {
                                o.insert(key.to_string(), v);
                            }
                        };
                        put(".access", x.access.clone().map(Value::from));
                        put(".address_space", x.address_space.clone().map(Value::from));
                        put(".is_const", x.is_const.map(Value::from));
                        put(".is_restrict", x.is_restrict.map(Value::from));
                        put(".is_volatile", x.is_volatile.map(Value::from));
                        put(".name", x.name.clone().map(Value::from));
                        put(".offset", Some(json!(x.offset)));
                        put(".pointee_align", x.pointee_align.map(Value::from));
                        put(".size", Some(json!(x.size)));
                        put(".type_name", x.type_name.clone().map(Value::from));
                        put(".value_kind", Some(json!(x.value_kind)));
                        put(".value_type", x.value_type.clone().map(Value::from));
                        Value::Object(o)
                    })
                    .collect(),
            );
            let rows = args
                .iter()
                .map(|x| Row {
                    offset: x.offset,
                    size: x.size,
                    kind: x.value_kind.clone(),
                    space: x.address_space.clone(),
                    name: x.name.clone(),
                    type_name: x.type_name.clone(),
                })
                .collect();
            (rows, k.kernarg_segment_size, k.kernarg_segment_align, json_args)
        }
        Some(Metadata::Yaml { typed: Ok(m), .. }) => {
            let k = m
                .kernels
                .iter()
                .find(|k| k.name == name)
                .ok_or_else(|| kernel_missing(name, m.kernels.iter().map(|k| k.name.as_str())))?;
            // Code object V2 metadata has no offsets: arguments follow each other at their
            // alignment.
            let mut end = 0u64;
            let mut rows = Vec::new();
            let mut json_args = Vec::new();
            for x in k.args.iter().flatten() {
                let offset = end
                    .checked_next_multiple_of(x.align.max(1))
                    .ok_or_else(|| anyhow!("argument offsets overflow"))?;
                end = offset.saturating_add(x.size);
                let kind = v2_to_v3_name(&x.value_kind);
                let space = x.addr_space_qual.as_deref().map(str::to_ascii_lowercase);
                let mut o = serde_json::Map::new();
                if let Some(a) = &x.acc_qual {
                    o.insert(".access".into(), json!(v2_to_v3_name(a)));
                }
                if let Some(sp) = &space {
                    o.insert(".address_space".into(), json!(sp));
                }
                for (key, v) in [
                    (".is_const", x.is_const),
                    (".is_restrict", x.is_restrict),
                    (".is_volatile", x.is_volatile),
                ] {
                    if v == Some(true) {
                        o.insert(key.into(), json!(true));
                    }
                }
                if let Some(n) = &x.name {
                    o.insert(".name".into(), json!(n));
                }
                o.insert(".offset".into(), json!(offset));
                if let Some(pa) = x.pointee_align {
                    o.insert(".pointee_align".into(), json!(pa));
                }
                o.insert(".size".into(), json!(x.size));
                if let Some(t) = &x.type_name {
                    o.insert(".type_name".into(), json!(t));
                }
                o.insert(".value_kind".into(), json!(kind));
                if let Some(t) = &x.value_type {
                    o.insert(".value_type".into(), json!(t.to_ascii_lowercase()));
                }
                json_args.push(Value::Object(o));
                rows.push(Row {
                    offset,
                    size: x.size,
                    kind,
                    space,
                    name: x.name.clone(),
                    type_name: x.type_name.clone(),
                });
            }
            let (size, align) =
                k.code_props.as_ref().map_or((end, 0), |c| (c.kernarg_segment_size, c.kernarg_segment_align));
            (rows, size, align, Value::Array(json_args))
        }
        Some(_) => bail!("{}: the metadata note does not decode", file.display()),
        None => bail!("{}: no metadata note", file.display()),
    };
    if as_json {
        writeln!(out, "{}", serde_json::to_string_pretty(&json_args)?)?;
    } else {
        print_rows(&mut out, &rows, size, align)?;
    }
    emit(&out)
}

/// Code object V2 spells value kinds and access qualifiers in CamelCase (`GlobalBuffer`,
/// `HiddenGlobalOffsetX`, `ReadOnly`); V3+ in snake case (`global_buffer`, ...).
fn v2_to_v3_name(v2: &str) -> String {
    if v2 == "HiddenMultiGridSyncArg" {
        return "hidden_multigrid_sync_arg".into();
    }
    let mut out = String::new();
    for (i, c) in v2.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn kernel_missing<'a>(name: &str, names: impl Iterator<Item = &'a str>) -> anyhow::Error {
    let all: Vec<&str> = names.collect();
    anyhow!(
        "no kernel {name:?}; kernels: {}",
        if all.is_empty() { "(none)".to_string() } else { all.join(", ") }
    )
}

#[derive(clap::Args, Debug)]
pub struct DescriptorArgs {
    /// A code object holding the kernel (use --kernel).
    #[arg(conflicts_with_all = ["raw", "bytes_file"])]
    file: Option<PathBuf>,
    /// The kernel name (FILE mode).
    #[arg(long, requires = "file")]
    kernel: Option<String>,
    /// The descriptor (64 bytes) or amd_kernel_code_t (256 bytes) as hex (spaces, commas and
    /// 0x prefixes are ignored).
    #[arg(long, conflicts_with = "bytes_file")]
    raw: Option<String>,
    /// A file holding the 64 or 256 raw bytes.
    #[arg(long)]
    bytes_file: Option<PathBuf>,
    /// Processor or target ID (required with --raw/--bytes-file; FILE mode reads it from the
    /// code object).
    #[arg(long)]
    mcpu: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

enum Header {
    Kd(KernelDescriptor),
    Akc(AmdKernelCode),
}

fn parse_hex(s: &str) -> anyhow::Result<Vec<u8>> {
    let mut digits = String::new();
    for tok in s.split(|c: char| c.is_whitespace() || c == ',') {
        let t = tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")).unwrap_or(tok);
        digits.push_str(t);
    }
    if let Some(i) = digits.find(|c: char| !c.is_ascii_hexdigit()) {
        bail!("--raw: not a hex digit at digit {}", i + 1);
    }
    if digits.len() % 2 != 0 {
        bail!("--raw: odd number of hex digits ({})", digits.len());
    }
    Ok((0..digits.len() / 2)
        .map(|i| u8::from_str_radix(&digits[2 * i..2 * i + 2], 16).unwrap_or(0))
        .collect())
}

fn load_header(a: &DescriptorArgs) -> anyhow::Result<(Header, AbiTarget, String, String)> {
    if let Some(file) = &a.file {
        let (data, co) = read_code_object(file)?;
        let name =
            a.kernel.as_deref().ok_or_else(|| anyhow!("--kernel NAME is required with a code object"))?;
        let k = co
            .kernels
            .iter()
            .find(|k| k.name == name)
            .ok_or_else(|| kernel_missing(name, co.kernels.iter().map(|k| k.name.as_str())))?;
        let processor = match &a.mcpu {
            Some(m) => m.clone(),
            None => co
                .flags
                .as_ref()
                .ok()
                .and_then(|f| f.processor)
                .map(|p| p.name.to_string())
                .or_else(|| co.target_id().and_then(|t| t.rsplit('-').next().map(str::to_string)))
                .ok_or_else(|| anyhow!("cannot tell the processor; pass --mcpu"))?,
        };
        let target = AbiTarget::from_target_id(&processor)?;
        if let Some(d) = &k.descriptor {
            return Ok((
                Header::Kd(d.value),
                target,
                processor,
                format!("{} at file offset {:#x}", d.symbol, d.file_offset),
            ));
        }
        if let Some(c) = &k.kernel_code {
            let off = usize::try_from(c.file_offset)?;
            let bytes = data
                .get(off..)
                .ok_or_else(|| anyhow!("amd_kernel_code_t offset {off:#x} is past the end of the file"))?;
            return Ok((
                Header::Akc(AmdKernelCode::parse(bytes)?),
                target,
                processor,
                format!("{} at file offset {off:#x}", c.symbol),
            ));
        }
        bail!("kernel {name:?} has neither a kernel descriptor nor an amd_kernel_code_t");
    }
    let bytes = if let Some(r) = &a.raw {
        parse_hex(r)?
    } else if let Some(p) = &a.bytes_file {
        std::fs::read(p).with_context(|| format!("cannot read {}", p.display()))?
    } else {
        bail!("give a code object FILE --kernel NAME, --raw HEX or --bytes-file PATH");
    };
    let processor = a.mcpu.clone().ok_or_else(|| anyhow!("--mcpu is required with raw bytes"))?;
    let target = AbiTarget::from_target_id(&processor)?;
    let h = match bytes.len() {
        64 => Header::Kd(KernelDescriptor::parse(&bytes)?),
        256 => Header::Akc(AmdKernelCode::parse(&bytes)?),
        n => bail!("expected 64 bytes (kernel descriptor) or 256 bytes (amd_kernel_code_t), got {n}"),
    };
    Ok((h, target, processor, "raw bytes".into()))
}

fn descriptor_cmd(a: &DescriptorArgs) -> anyhow::Result<ExitCode> {
    let mut out = String::new();
    let (h, target, processor, origin) = load_header(a)?;
    let canonical = amdgpu_target::processor::processor(processor.split(':').next().unwrap_or(&processor))
        .map_or(processor.clone(), |p| p.name.to_string());
    let mv = machine_version(&canonical).unwrap_or((0, 0, 0));
    let (kd, akc, lost, source) = match h {
        Header::Kd(kd) => {
            let c = AmdKernelCode::from_descriptor(&kd, &target, mv);
            (kd, c.value, c.lost, "kernel descriptor")
        }
        Header::Akc(akc) => {
            let c = akc.to_descriptor(&target);
            (c.value, akc, c.lost, "amd_kernel_code_t")
        }
    };
    let violations = kd.validate(&target);
    if a.json {
        let dirs: serde_json::Map<String, Value> = directives::to_directives(&kd, &target)
            .into_iter()
            .map(|(d, v)| (d.name().to_string(), json!(v)))
            .collect();
        let keys: serde_json::Map<String, Value> = amdgpu_hsa::akc::KEYS
            .iter()
            .take_while(|(k, _)| *k != "kernel_code_version_major")
            .map(|(k, _)| (k.to_string(), json!(akc.get(k))))
            .collect();
        let doc = json!({
            "source": source,
            "origin": origin,
            "processor": processor,
            "kernel_descriptor": {
                "bytes": hex(&kd.to_bytes()),
                "directives": dirs,
                "violations": violations.iter().map(|v| json!({"offset": v.offset, "message": v.message})).collect::<Vec<_>>(),
            },
            "amd_kernel_code_t": { "bytes": hex(&akc.to_bytes()), "fields": keys },
            "not_converted": lost,
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
        return emit(&out);
    }
    writeln!(out, "; {source} ({origin}), processor {processor}")?;
    writeln!(out, "; kernel descriptor bytes:")?;
    for row in kd.to_bytes().chunks(16) {
        writeln!(out, ";   {}", hex(row))?;
    }
    write!(out, "{}", render(&kd, &target, "kernel"))?;
    for v in &violations {
        writeln!(out, "; warning: byte {}: {}", v.offset, v.message)?;
    }
    write!(out, "{}", akc.render())?;
    for l in &lost {
        writeln!(out, "; not converted: {l}")?;
    }
    emit(&out)
}

fn initial_state_cmd(a: &DescriptorArgs) -> anyhow::Result<ExitCode> {
    let mut out = String::new();
    let (h, target, _, _) = load_header(a)?;
    let st = match h {
        Header::Kd(kd) => initial_state::from_descriptor(&kd, &target),
        Header::Akc(akc) => initial_state::from_akc(&akc, &target),
    };
    if a.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&st)?)?;
    } else {
        write!(out, "{}", st.render())?;
    }
    emit(&out)
}

#[derive(clap::Args, Debug)]
pub struct AqlArgs {
    /// Decode and validate these 64 bytes (hex) instead of building a packet.
    #[arg(long)]
    raw: Option<String>,
    /// Grid size in work-items, 1 to 3 comma-separated dimensions.
    #[arg(long, default_value = "1")]
    grid: String,
    /// Work-group size, as many dimensions as --grid.
    #[arg(long, default_value = "1")]
    workgroup: String,
    /// Kernel object (descriptor) address.
    #[arg(long, default_value = "0", value_parser = parse_u64)]
    kernel_object: u64,
    /// Kernarg segment address.
    #[arg(long, default_value = "0", value_parser = parse_u64)]
    kernarg: u64,
    /// Private bytes per work-item.
    #[arg(long, default_value_t = 0)]
    private_size: u32,
    /// Group (LDS) bytes per work-group.
    #[arg(long, default_value_t = 0)]
    group_size: u32,
    /// Completion signal handle.
    #[arg(long, default_value = "0", value_parser = parse_u64)]
    completion_signal: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn parse_u64(s: &str) -> Result<u64, String> {
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16),
        None => s.parse(),
    };
    r.map_err(|e| format!("{s:?}: {e}"))
}

fn dims<T: std::str::FromStr>(s: &str, what: &str) -> anyhow::Result<Vec<T>> {
    let v: Vec<T> = s
        .split(',')
        .map(|x| x.trim().parse::<T>().map_err(|_| anyhow!("--{what}: {x:?} is not a size")))
        .collect::<anyhow::Result<_>>()?;
    if v.is_empty() || v.len() > 3 {
        bail!("--{what}: 1 to 3 dimensions");
    }
    Ok(v)
}

fn aql_cmd(a: &AqlArgs) -> anyhow::Result<ExitCode> {
    use amdgpu_hsa::aql::{DispatchBuilder, KernelDispatchPacket};
    let mut out = String::new();
    let (packet, errors) = if let Some(raw) = &a.raw {
        let bytes = parse_hex(raw)?;
        if bytes.len() != KernelDispatchPacket::SIZE {
            bail!("expected {} bytes, got {}", KernelDispatchPacket::SIZE, bytes.len());
        }
        let p = KernelDispatchPacket::parse(&bytes)?;
        let e = p.validate();
        (p, e)
    } else {
        let grid: Vec<u32> = dims(&a.grid, "grid")?;
        let wg: Vec<u16> = dims(&a.workgroup, "workgroup")?;
        if grid.len() != wg.len() {
            bail!("--grid has {} dimensions but --workgroup has {}", grid.len(), wg.len());
        }
        let b = DispatchBuilder::new()
            .grid(&grid, &wg)
            .kernel_object(a.kernel_object)
            .kernarg_address(a.kernarg)
            .segments(a.private_size, a.group_size)
            .completion_signal(a.completion_signal);
        match b.build() {
            Ok(p) => (p, Vec::new()),
            Err(e) => {
                let msgs: Vec<String> = e.iter().map(ToString::to_string).collect();
                bail!("invalid dispatch packet:\n  {}", msgs.join("\n  "));
            }
        }
    };
    if a.json {
        let mut fields = serde_json::Map::new();
        for f in KernelDispatchPacket::FIELDS {
            let b = packet.to_bytes();
            let v = b[f.offset..f.offset + f.size].iter().rev().fold(0u64, |acc, x| acc << 8 | u64::from(*x));
            fields.insert(f.name.to_string(), json!(v));
        }
        let doc = json!({
            "bytes": hex(&packet.to_bytes()),
            "fields": fields,
            "errors": errors.iter().map(|e| json!({"field": e.field, "offset": e.offset, "message": e.message})).collect::<Vec<_>>(),
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
    } else {
        for row in packet.to_bytes().chunks(16) {
            writeln!(out, "{}", hex(row))?;
        }
        writeln!(
            out,
            "type {:?}, barrier {}, acquire {:?}, release {:?}, dimensions {}",
            packet.packet_type(),
            packet.barrier(),
            packet.acquire_scope(),
            packet.release_scope(),
            packet.dimensions()
        )?;
        for e in &errors {
            writeln!(out, "error: {e}")?;
        }
    }
    emit(&out)?;
    Ok(if errors.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// Writes the command's output; a closed pipe (`| head`) is not an error.
fn emit(out: &str) -> anyhow::Result<ExitCode> {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(out.as_bytes()).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(ExitCode::SUCCESS),
    }
}

fn hex(b: &[u8]) -> String {
    b.chunks(4)
        .map(|w| w.iter().map(|x| format!("{x:02x}")).collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw_args(raw: &str, mcpu: &str) -> DescriptorArgs {
        DescriptorArgs {
            file: None,
            kernel: None,
            raw: Some(raw.into()),
            bytes_file: None,
            mcpu: Some(mcpu.into()),
            json: false,
        }
    }

    #[test]
    fn v2_names() {
        assert_eq!(v2_to_v3_name("GlobalBuffer"), "global_buffer");
        assert_eq!(v2_to_v3_name("HiddenGlobalOffsetX"), "hidden_global_offset_x");
        assert_eq!(v2_to_v3_name("HiddenMultiGridSyncArg"), "hidden_multigrid_sync_arg");
        assert_eq!(v2_to_v3_name("DynamicSharedPointer"), "dynamic_shared_pointer");
        assert_eq!(v2_to_v3_name("ReadOnly"), "read_only");
    }

    #[test]
    fn hex_input() {
        assert_eq!(parse_hex("0x0102, 0304\n05").unwrap(), [1, 2, 3, 4, 5]);
        assert!(parse_hex("012").is_err());
        assert!(parse_hex("zz").is_err());
    }

    #[test]
    fn raw_descriptor_and_header() {
        let mut kd =
            KernelDescriptor { compute_pgm_rsrc2: 0x84, kernel_code_properties: 8, ..Default::default() };
        kd.compute_pgm_rsrc1 = 0x00AC_0000;
        let (h, t, _, _) = load_header(&raw_args(&hex(&kd.to_bytes()), "gfx900")).unwrap();
        assert!(matches!(h, Header::Kd(k) if k == kd));
        assert_eq!(t.family, amdgpu_hsa::Family::Gfx9);
        let akc = AmdKernelCode::from_descriptor(&kd, &t, (9, 0, 0)).value;
        let (h, _, _, _) = load_header(&raw_args(&hex(&akc.to_bytes()), "gfx900")).unwrap();
        assert!(matches!(h, Header::Akc(a) if a == akc));
        assert!(load_header(&raw_args("00", "gfx900")).is_err());
        assert!(load_header(&raw_args(&hex(&kd.to_bytes()), "nonsense")).is_err());
    }
}
