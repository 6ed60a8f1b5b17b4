//! The initial register state we derive from a kernel's `.amdhsa_*` directives must put each
//! value where clang-19's code reads it. Each kernel in `tests/initial_state/kernels.cl` stores
//! one builtin (`__builtin_amdgcn_workgroup_id_y()`, `__builtin_amdgcn_dispatch_ptr()`, ...);
//! the committed `tests/initial_state/<cpu>.s` is clang-19's assembly for it. For every kernel we
//! rebuild the descriptor from the `.amdhsa_*` lines, compute the initial state, and check that
//! the body reads the register our state assigns to that value.
//!
//! Regenerate: `BLESS=1 cargo test -p amdgpu-hsa --test initial_state_oracle -- --ignored`.

use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu_hsa::AbiTarget;
use amdgpu_hsa::directives::AmdhsaKernel;
use amdgpu_hsa::initial_state::{self, InitialState};
use amdgpu_testkit::{golden, oracle};

const CPUS: [&str; 5] = ["gfx803", "gfx900", "gfx90a", "gfx1030", "gfx1100"];

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/initial_state")
}

/// (kernel, the value it reads, how the register appears in the code).
#[derive(Clone, Copy)]
enum Reads {
    /// A 32-bit system SGPR.
    Sgpr(&'static str),
    /// A 64-bit user SGPR pair used as a load base.
    Pair(&'static str),
    /// A work-item id.
    WorkItem(u32),
}

const KERNELS: [(&str, Reads); 9] = [
    ("wg_x", Reads::Sgpr("workgroup_id_x")),
    ("wg_y", Reads::Sgpr("workgroup_id_y")),
    ("wg_z", Reads::Sgpr("workgroup_id_z")),
    ("wg_xz", Reads::Sgpr("workgroup_id_z")),
    ("dispatch_ptr", Reads::Pair("dispatch_ptr")),
    ("queue_ptr", Reads::Pair("queue_ptr")),
    ("kernarg_ptr", Reads::Pair("kernarg_segment_ptr")),
    ("wi_y", Reads::WorkItem(1)),
    ("wi_z", Reads::WorkItem(2)),
];

/// One kernel of clang's `-S` output: name, body lines, `.amdhsa_*` directives.
type AsmKernel = (String, Vec<String>, Vec<(String, i128)>);

/// Splits clang's `-S` output into kernels.
fn kernels(asm: &str) -> Vec<AsmKernel> {
    let mut out: Vec<AsmKernel> = Vec::new();
    let mut current: Option<usize> = None;
    for line in asm.lines() {
        let t = line.trim();
        if let Some(name) = line.strip_suffix(':').or_else(|| line.split_once(":  ").map(|(n, _)| n)) {
            if !name.starts_with(['.', ' ', '\t', ';']) && !name.is_empty() && !name.contains(' ') {
                out.push((name.to_string(), Vec::new(), Vec::new()));
                current = Some(out.len() - 1);
                continue;
            }
        }
        if let Some(rest) = t.strip_prefix(".amdhsa_kernel ") {
            current = out.iter().position(|k| k.0 == rest.trim());
            continue;
        }
        let Some(i) = current else { continue };
        if t.starts_with(".amdhsa_") && !t.starts_with(".amdhsa_kernel") {
            let mut parts = t.split_whitespace();
            if let (Some(n), Some(v)) = (parts.next(), parts.next()) {
                if let Ok(v) = v.parse() {
                    out[i].2.push((n.to_string(), v));
                }
            }
        } else if !t.starts_with('.') && !t.starts_with(';') && !t.is_empty() {
            out[i].1.push(t.to_string());
        }
    }
    out
}

fn state_for(cpu: &str, dirs: &[(String, i128)]) -> InitialState {
    let target = AbiTarget::from_processor(cpu).unwrap();
    let mut k = AmdhsaKernel::new(target);
    for (n, v) in dirs {
        k.set(n, *v).unwrap_or_else(|e| panic!("{cpu}: {n} {v}: {e}"));
    }
    let kd = k.finish().unwrap_or_else(|e| panic!("{cpu}: {e}"));
    initial_state::from_descriptor(&kd, &target)
}

#[test]
fn clang19_code_reads_the_registers_we_assign() {
    let mut checked = 0;
    for cpu in CPUS {
        let asm = std::fs::read_to_string(dir().join(format!("{cpu}.s"))).unwrap();
        let ks = kernels(&asm);
        for (name, reads) in KERNELS {
            let (_, body, dirs) =
                ks.iter().find(|k| k.0 == name).unwrap_or_else(|| panic!("{cpu}: no kernel {name}"));
            assert!(!dirs.is_empty(), "{cpu} {name}: no .amdhsa_ directives");
            let st = state_for(cpu, dirs);
            let code = body.join("\n");
            match reads {
                Reads::Sgpr(what) | Reads::Pair(what) => {
                    let g = st
                        .sgprs
                        .iter()
                        .find(|g| g.name == what)
                        .unwrap_or_else(|| panic!("{cpu} {name}: {what} not set up"));
                    let reg = g.register();
                    // The register must be used as a whole operand (not a prefix of s10 etc.).
                    let used = code.split(|c: char| c == ',' || c.is_whitespace()).any(|tok| tok == reg);
                    assert!(used, "{cpu} {name}: {what} is {reg} by our state, not read by:\n{code}");
                }
                Reads::WorkItem(dim) => {
                    let v =
                        st.vgprs.iter().find(|v| v.name.ends_with(["x", "y", "z"][dim as usize])).unwrap();
                    if st.packed_workitem_ids {
                        // Packed: the id is extracted from v0 at bit 10*dim.
                        let field = format!("v{}, {}, 10", v.vgpr, v.bits.0);
                        let shift = format!("v{}, {}", v.vgpr, v.bits.0);
                        assert!(
                            code.contains(&field) || code.contains(&shift),
                            "{cpu} {name}: packed id {dim} is v{}[{}+], code:\n{code}",
                            v.vgpr,
                            v.bits.0
                        );
                    } else {
                        let reg = format!("v{}", v.vgpr);
                        assert!(
                            code.split(|c: char| c == ',' || c.is_whitespace()).any(|tok| tok == reg),
                            "{cpu} {name}: id {dim} is {reg} by our state, code:\n{code}"
                        );
                    }
                }
            }
            checked += 1;
        }
    }
    assert_eq!(checked, CPUS.len() * KERNELS.len());
}

#[test]
#[ignore = "needs LLVM 19 (clang-19); run with --ignored"]
fn assembly_goldens_match_clang19() {
    oracle::require_tool("clang-19");
    let version = oracle::tool_version_line("clang-19").expect("clang-19 --version names its version");
    for cpu in CPUS {
        let out = Command::new("clang-19")
            .args([
                "-x",
                "cl",
                "-cl-std=CL2.0",
                "-target",
                "amdgcn-amd-amdhsa",
                "-nogpulib",
                "-O2",
                "-mcode-object-version=4",
                "-S",
                "-o",
                "-",
            ])
            .arg(format!("-mcpu={cpu}"))
            .arg(dir().join("kernels.cl"))
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let asm = String::from_utf8(out.stdout).unwrap();
        // Keep the parts the test reads: labels, instructions, .amdhsa_ lines.
        let mut text = format!(
            "; {version}: clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -mcode-object-version=4 -S -mcpu={cpu} kernels.cl\n"
        );
        for line in asm.lines() {
            let t = line.trim();
            let keep = (!line.starts_with(['\t', ' ', '.', ';']) && line.contains(':'))
                || t.starts_with(".amdhsa_")
                || (!t.starts_with('.') && !t.starts_with(';') && !t.is_empty() && line.starts_with('\t'));
            if keep {
                text.push_str(line.split(" ; ").next().unwrap_or(line).trim_end());
                text.push('\n');
            }
        }
        golden::assert_eq_file(&dir().join(format!("{cpu}.s")), &text);
    }
}
