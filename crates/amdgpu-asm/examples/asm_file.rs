//! Assembles one file to an object: `cargo run -p amdgpu-asm --example asm_file -- IN.s OUT.o
//! [gfx900]`. Prints diagnostics llvm-mc style; a stand-in until `amdgpu asm` writes objects.

use amdgpu_asm::{AsmOptions, assemble_file};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(input), Some(output)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: asm_file IN.s OUT.o [mcpu]");
        return ExitCode::from(2);
    };
    let opts =
        AsmOptions { mcpu: args.get(3).cloned().unwrap_or_else(|| "gfx900".into()), ..AsmOptions::default() };
    match assemble_file(std::path::Path::new(input), &[], &opts) {
        Ok(out) => {
            eprint!("{}", out.render_warnings());
            if let Err(e) = std::fs::write(output, &out.object) {
                eprintln!("error: cannot write {output}: {e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(d) => {
            eprint!("{}", d.render());
            ExitCode::FAILURE
        }
    }
}
