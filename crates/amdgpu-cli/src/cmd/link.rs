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

#[cfg(test)]
mod tests {
    use super::{Args, run};
    use std::path::{Path, PathBuf};

    fn fixture(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../amdgpu-link/tests/fixtures").join(name)
    }

    #[test]
    fn links_like_the_library_and_reports_errors() {
        let dir = std::env::temp_dir().join(format!("amdgpu-cli-link-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let output = dir.join("out.hsaco");
        let inputs = vec![fixture("multi_a-gfx900-v5.o"), fixture("multi_b-gfx900-v5.o")];
        let args = Args {
            inputs: inputs.clone(),
            output: output.clone(),
            no_undefined: false,
            merge_metadata: false,
            comment: None,
        };
        assert_eq!(run(args).unwrap(), std::process::ExitCode::SUCCESS);
        let data: Vec<Vec<u8>> = inputs.iter().map(|p| std::fs::read(p).unwrap()).collect();
        let names: Vec<String> = inputs.iter().map(|p| p.display().to_string()).collect();
        let refs: Vec<(&str, &[u8])> =
            names.iter().map(String::as_str).zip(data.iter().map(Vec::as_slice)).collect();
        let expected = amdgpu_link::link(&refs, &amdgpu_link::LinkOptions::default()).unwrap();
        assert_eq!(std::fs::read(&output).unwrap(), expected);

        let args = Args {
            inputs: inputs[..1].to_vec(),
            output,
            no_undefined: false,
            merge_metadata: false,
            comment: None,
        };
        let err = run(args).unwrap_err().to_string();
        assert!(err.contains("undefined hidden symbol: ext_helper"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
