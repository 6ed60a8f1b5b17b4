//! Prints what the reader sees in a file: `cargo run -p amdgpu-elf --example inspect -- FILE [--json]`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: inspect FILE [--json]");
        std::process::exit(2);
    };
    let data = std::fs::read(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    });
    match amdgpu_elf::read(&data) {
        Ok(co) if args.iter().any(|a| a == "--json") => {
            println!(
                "{}",
                serde_json::to_string_pretty(&amdgpu_elf::inspect::to_json(&co)).unwrap_or_default()
            );
        }
        Ok(co) => print!("{}", amdgpu_elf::inspect::to_text(&co)),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}
