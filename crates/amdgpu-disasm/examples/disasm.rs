//! `cargo run -p amdgpu-disasm --example disasm -- FILE [--listing] [--stats]`: prints the
//! disassembly of a code object (source by default, an llvm-objdump-style listing with
//! `--listing`), and with `--stats` the decode counts and warnings on stderr.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: disasm FILE [--listing] [--stats]");
        return ExitCode::from(2);
    };
    let data = match std::fs::read(path) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("disasm: error: {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let name = std::path::Path::new(path).file_name().map(|n| n.to_string_lossy().into_owned());
    let opts = amdgpu_disasm::DisasmOptions { file_name: name, ..Default::default() };
    let result = if args.iter().any(|a| a == "--listing") {
        amdgpu_disasm::listing(&data, &opts).map(|t| (t, None))
    } else {
        amdgpu_disasm::disassemble_full(&data, &opts).map(|o| (o.text.clone(), Some(o)))
    };
    match result {
        Ok((text, out)) => {
            print!("{text}");
            if args.iter().any(|a| a == "--stats")
                && let Some(o) = out
            {
                eprintln!("{:?}", o.stats);
                for w in &o.warnings {
                    eprintln!("warning: {w}");
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("disasm: error: {path}: {e}");
            ExitCode::FAILURE
        }
    }
}
