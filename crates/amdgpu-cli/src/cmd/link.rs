//! `amdgpu link IN.o... -o OUT.hsaco`: link relocatable objects into a loadable shared code
//! object, as `ld.lld -shared` does.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;

/// Arguments of `amdgpu link`.
#[derive(clap::Args)]
pub struct Args {
    /// Relocatable objects (ET_REL), e.g. from `clang -c` or `amdgpu asm`.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The code object to write.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Report undefined default-visibility symbols as errors (lld's `-z defs`); without it
    /// they become undefined dynamic symbols.
    #[arg(long)]
    pub no_undefined: bool,
    /// Merge the inputs' metadata notes into one listing every kernel (ld.lld keeps one
    /// note per input, which loaders read only the first of).
    #[arg(long)]
    pub merge_metadata: bool,
    /// The linker identification placed in `.comment` (default `Linker: amdgpu-link <version>`).
    #[arg(long, value_name = "TEXT")]
    pub comment: Option<String>,
}

/// Runs `amdgpu link`.
///
/// # Errors
/// When an input cannot be read, the link fails, or the output cannot be written.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut files = Vec::with_capacity(args.inputs.len());
    for p in &args.inputs {
        let data = std::fs::read(p).with_context(|| format!("cannot read {}", p.display()))?;
        files.push((p.display().to_string(), data));
    }
    let refs: Vec<(&str, &[u8])> = files.iter().map(|(n, d)| (n.as_str(), d.as_slice())).collect();
    let mut options = amdgpu_link::LinkOptions {
        no_undefined: args.no_undefined,
        merge_metadata: args.merge_metadata,
        ..Default::default()
    };
    if let Some(c) = args.comment {
        options.comment = c;
    }
    let out = amdgpu_link::link(&refs, &options)?;
    std::fs::write(&args.output, out).with_context(|| format!("cannot write {}", args.output.display()))?;
    Ok(ExitCode::SUCCESS)
}
