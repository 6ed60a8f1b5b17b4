//! `amdgpu disasm`: disassemble a code object, or raw bytes.
//!
//! For a code object (relocatable or linked), it prints an assembly source that `amdgpu asm`
//! accepts and that rebuilds the object (amdgpu-disasm), or with `--listing` an
//! llvm-objdump-style listing. With `--bytes`, the input is bytes written as
//! `llvm-mc -disassemble` reads them (`0x..` separated by commas or spaces; `#` and `;`
//! comments), and each instruction is printed with its encoding; invalid words are reported on
//! stderr with their position (`FILE:LINE:COL`) and decoding continues 4 bytes later.

use anyhow::{Context, Result};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Processor (e.g. gfx900, fiji); required with --bytes (a code object names its own).
    #[arg(long, required_if_eq("bytes", "true"))]
    pub mcpu: Option<String>,
    /// Read the input as a list of bytes (`0x..`), as `llvm-mc -disassemble` does.
    #[arg(long)]
    pub bytes: bool,
    /// Print an llvm-objdump-style listing (addresses, raw words) instead of assembly source.
    #[arg(long, conflicts_with = "bytes")]
    pub listing: bool,
    /// Leave out the `// ADDRESS: WORDS` comments after instructions.
    #[arg(long, conflicts_with = "bytes")]
    pub no_comments: bool,
    /// Target features, llvm-objdump style: `+wavefrontsize64` prints GFX10 lane masks as
    /// SGPR pairs (`vcc`, `s[0:1]`); rebuild such a source with `amdgpu asm --mattr
    /// +wavefrontsize64`. Other features do not change the text.
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    pub mattr: String,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', long = "output", conflicts_with = "bytes")]
    pub output: Option<PathBuf>,
    /// Input file, or `-` for standard input.
    pub input: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode> {
    if !args.bytes {
        return disassemble_object(&args);
    }
    let Some(mcpu) = &args.mcpu else { anyhow::bail!("--bytes needs --mcpu") };
    let target =
        amdgpu_isa::Target::with_wave_size_if_any(mcpu, amdgpu_isa::WaveSize::from_mattr(&args.mattr))?;
    let (name, src) = super::input::read_text(&args.input)?;
    super::listing::emit(&amdgpu_isa::listing::disassemble(&src, &target), &name)
}

/// Disassembles a code object into re-assemblable source (or a listing).
fn disassemble_object(args: &Args) -> Result<ExitCode> {
    let opts = amdgpu_disasm::DisasmOptions {
        comments: !args.no_comments,
        wave_size: amdgpu_isa::WaveSize::from_mattr(&args.mattr),
        ..Default::default()
    };
    // From a file, the decoding tables of the processor its ELF header names are built here
    // while another thread reads the file (amdgpu_disasm::Isa: checked against the object).
    let guess = if args.listing || args.input.as_os_str() == "-" { None } else { header_guess(&args.input) };
    if let Some(cpu) = guess {
        return std::thread::scope(|s| {
            let reader = s.spawn(|| super::input::read_input(&args.input));
            let target = amdgpu_isa::Target::with_wave_size_if_any(cpu, opts.wave_size).ok();
            let isa = target.as_ref().map(amdgpu_disasm::Isa::new);
            let (name, data) = reader.join().unwrap_or_else(|e| std::panic::resume_unwind(e))?;
            write_source(args, &name, &data, &opts, isa.as_ref())
        });
    }
    let (name, data) = super::input::read_input(&args.input)?;
    if args.listing {
        let text = amdgpu_disasm::listing(&data, &opts).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
        match &args.output {
            Some(path) => {
                std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?
            }
            None => std::io::stdout().lock().write_all(text.as_bytes())?,
        }
        return Ok(ExitCode::SUCCESS);
    }
    write_source(args, &name, &data, &opts, None)
}

/// The processor named by the ELF header of the file at `path` (its first 64 bytes), if any,
/// for files of 64 KiB or more (smaller code is printed on one thread, without the fast path's
/// plans, and reading it takes no time to overlap).
fn header_guess(path: &std::path::Path) -> Option<&'static str> {
    use std::io::Read;
    let mut file = std::fs::File::open(path).ok()?;
    if file.metadata().ok()?.len() < 64 * 1024 {
        return None;
    }
    let mut head = [0u8; 64];
    file.read_exact(&mut head).ok()?;
    amdgpu_disasm::header_processor(&head)
}

/// Writes the source of the object `data` (named `name` in messages), with tables built
/// ahead when there are some.
fn write_source(
    args: &Args,
    name: &str,
    data: &[u8],
    opts: &amdgpu_disasm::DisasmOptions,
    isa: Option<&amdgpu_disasm::Isa<'_>>,
) -> Result<ExitCode> {
    // The source is written as it is made (in pieces of about a megabyte), never held whole;
    // the output file is created with the first piece, so a rejected object leaves none. A
    // large file reserves its blocks ahead of the writes (amdgpu_os::ReservingFile).
    let summary = match &args.output {
        Some(path) => {
            let mut file = LazyFile { path, file: None };
            let write_error = |e: &dyn std::fmt::Display| anyhow::anyhow!("writing {}: {e}", path.display());
            let summary =
                amdgpu_disasm::disassemble_to_with(data, opts, isa, &mut file).map_err(|e| match e {
                    amdgpu_disasm::DisasmError::Write { .. } => write_error(&e),
                    e => anyhow::anyhow!("{name}: {e}"),
                })?;
            if let Some(f) = file.file {
                f.finish().map_err(|e| write_error(&e))?;
            }
            summary
        }
        None => amdgpu_disasm::disassemble_to_with(data, opts, isa, &mut std::io::stdout().lock())
            .map_err(|e| anyhow::anyhow!("{name}: {e}"))?,
    };
    let mut err = std::io::stderr().lock();
    for w in &summary.warnings {
        writeln!(err, "{name}: warning: {w}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A file created on the first write.
struct LazyFile<'a> {
    path: &'a std::path::Path,
    file: Option<amdgpu_os::ReservingFile>,
}

impl Write for LazyFile<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.file {
            Some(f) => f.write(buf),
            None => self.file.insert(amdgpu_os::ReservingFile::create(self.path)?).write(buf),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.file.as_mut().map_or(Ok(()), Write::flush)
    }
}
