//! Links the given objects into `out.hsaco` in the current folder, `N` times (env `REPEAT`,
//! default 1), and prints the mean time per link: a quick whole-link timing to compare with
//! `ld.lld-19 -shared` on the same inputs.
//!
//! `cargo run --release -p amdgpu-link --example link_files -- a.o b.o`

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    let data: Vec<Vec<u8>> = paths.iter().map(|p| std::fs::read(p).expect("read input")).collect();
    let inputs: Vec<(&str, &[u8])> =
        paths.iter().map(String::as_str).zip(data.iter().map(Vec::as_slice)).collect();
    let repeat: u32 = std::env::var("REPEAT").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let start = std::time::Instant::now();
    let mut out = Vec::new();
    for _ in 0..repeat.max(1) {
        out = amdgpu_link::link(&inputs, &amdgpu_link::LinkOptions::default()).unwrap_or_else(|e| {
            eprintln!("error: {e}");
            std::process::exit(1)
        });
    }
    let per = start.elapsed() / repeat.max(1);
    std::fs::write("out.hsaco", out).expect("write out.hsaco");
    println!("{per:?} per link ({repeat} links)");
}
