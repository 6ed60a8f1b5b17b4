//! Assembles one file to an object: `cargo run -p amdgpu-asm --example asm_file -- IN.s OUT.o
//! [gfx900 [TRIPLE [CODE-OBJECT-VERSION]]]`. Prints diagnostics llvm-mc style; a stand-in until `amdgpu asm` writes objects.

use amdgpu_asm::{AsmOptions, assemble_file};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(input), Some(output)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: asm_file IN.s OUT.o [mcpu [triple [code-object-version]]]");
        return ExitCode::from(2);
    };
    let mut opts =
        AsmOptions { mcpu: args.get(3).cloned().unwrap_or_else(|| "gfx900".into()), ..AsmOptions::default() };
    if let Some(t) = args.get(4) {
        opts.triple = t.clone();
    }
    if let Some(v) = args.get(5) {
        let Ok(v) = v.parse() else {
            eprintln!("error: bad code object version {v}");
            return ExitCode::from(2);
        };
        opts.code_object_version = Some(v);
    }
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
