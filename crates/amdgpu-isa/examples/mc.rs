//! A tiny llvm-mc stand-in for manual comparisons:
//! `cargo run -p amdgpu-isa --example mc -- gfx900 asm|dis FILE`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, cpu, mode, file] = &args[..] else {
        eprintln!("usage: mc CPU asm|dis FILE");
        std::process::exit(2);
    };
    let target = amdgpu_isa::Target::new(cpu).expect("processor");
    let src = std::fs::read_to_string(file).expect("read input");
    let listing = if mode == "dis" {
        amdgpu_isa::listing::disassemble(&src, &target)
    } else {
        amdgpu_isa::listing::assemble(&src, &target, true)
    };
    for l in &listing.lines {
        println!("\t{l}");
    }
    for d in &listing.diags {
        eprint!("{}", d.render(file));
    }
}
