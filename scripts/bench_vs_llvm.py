#!/usr/bin/env python3
"""Whole-process comparison of `amdgpu` against LLVM 19 on one generated gfx900 source.

    scripts/bench_vs_llvm.py [--instructions 1000000] [--runs 5] [--amdgpu target/release/amdgpu]

Generates a deterministic source (scripts/gen_bench_source.py), then, alternating the tools in one
run so that machine noise hits both alike:
  * assemble:     `amdgpu asm`              vs `llvm-mc-19 -filetype=obj`
  * disassemble:  `amdgpu disasm`           vs `llvm-objdump-19 -d`
and prints the median wall time, the peak resident memory (from wait4, per process) and the ratios.
It checks that the outputs agree: both objects have the same .text bytes, and our disassembly,
assembled again by llvm-mc-19, gives those bytes too. A disagreement is an error (exit 1).
Needs LLVM 19 (../shared/tools/oracle-setup.sh --tools) and python3; nothing else.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRIPLE = "amdgcn-amd-amdhsa"
MCPU = "gfx900"


def run_measured(argv, output, stdout_path=None):
    """Runs argv; returns (wall seconds, peak RSS in MiB, user CPU seconds, system CPU seconds).
    Raises on a non-zero exit. User CPU time is less disturbed than wall time by other load on the
    machine (but counts both threads of a parallel process). System time is mostly page faults
    and the output's page-cache pages: on a VM that hands freed memory back to its host (free page
    reporting), every fresh page a run touches costs a host fault, and that shows here.

    `output` is the file the job writes (by `-o` or, with `stdout_path`, by its standard output).
    It is removed before the clock starts, so that no job pays for truncating the previous run's
    output (freeing 91 MB of page cache costs ~50 ms of system time, charged to whichever process
    opens the file with O_TRUNC; for llvm-objdump that was this script, for `amdgpu -o` the tool)."""
    if os.path.exists(output):
        os.remove(output)
    out = open(stdout_path, "wb") if stdout_path else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        err = proc.stderr.read().decode(errors="replace")
        proc.stderr.close()
        proc.returncode = os.waitstatus_to_exitcode(status)
    finally:
        if stdout_path:
            out.close()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}):\n{err[:2000]}")
    return elapsed, usage.ru_maxrss / 1024.0, usage.ru_utime, usage.ru_stime


def text_bytes(obj, tmp):
    dst = os.path.join(tmp, os.path.basename(obj) + ".text")
    subprocess.run(["llvm-objcopy-19", "-O", "binary", "--only-section=.text", obj, dst], check=True)
    with open(dst, "rb") as f:
        return f.read()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--instructions", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--amdgpu", default=os.path.join(ROOT, "target/release/amdgpu"))
    ap.add_argument("--no-build", action="store_true", help="do not run cargo build --release first")
    ap.add_argument("--only", choices=("asm", "disasm"), help="time one job only (the other one still "
                    "runs once, untimed, for the agreement checks)")
    args = ap.parse_args()

    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "-p", "amdgpu-cli"], cwd=ROOT, check=True)

    with tempfile.TemporaryDirectory(prefix="amdgpu-bench-") as tmp:
        src = os.path.join(tmp, "bench.s")
        with open(src, "w") as f:
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts/gen_bench_source.py"),
                            str(args.instructions)], stdout=f, check=True)
        ours_o, llvm_o = os.path.join(tmp, "ours.o"), os.path.join(tmp, "llvm.o")
        ours_s, llvm_s = os.path.join(tmp, "ours.s"), os.path.join(tmp, "llvm.txt")
        jobs = {
            "asm: amdgpu": [args.amdgpu, "asm", "--triple", TRIPLE, "--mcpu", MCPU, src, "-o", ours_o],
            "asm: llvm-mc-19": ["llvm-mc-19", f"-triple={TRIPLE}", f"-mcpu={MCPU}", "-filetype=obj", src,
                                "-o", llvm_o],
            "disasm: amdgpu": [args.amdgpu, "disasm", llvm_o, "-o", ours_s],
            "disasm: llvm-objdump-19": ["llvm-objdump-19", "-d", f"--mcpu={MCPU}", llvm_o],
        }
        outputs = {"asm: amdgpu": ours_o, "asm: llvm-mc-19": llvm_o, "disasm: amdgpu": ours_s,
                   "disasm: llvm-objdump-19": llvm_s}
        results = {}
        # The assembler jobs first: the disassembler's input is llvm-mc-19's object.
        for kind in ("asm", "disasm"):
            names = [n for n in jobs if n.startswith(kind + ":")]
            timed = args.only is None or args.only == kind
            for _ in range(args.runs if timed else 1):
                for name in names:
                    stdout = llvm_s if name == "disasm: llvm-objdump-19" else None
                    measured = run_measured(jobs[name], outputs[name], stdout)
                    if timed:
                        results.setdefault(name, []).append(measured)

        # Agreement checks.
        reference = text_bytes(llvm_o, tmp)
        if text_bytes(ours_o, tmp) != reference:
            raise SystemExit("asm outputs differ: .text of amdgpu's object != llvm-mc-19's")
        again = os.path.join(tmp, "again.o")
        subprocess.run(["llvm-mc-19", f"-triple={TRIPLE}", f"-mcpu={MCPU}", "-filetype=obj", ours_s,
                        "-o", again], check=True)
        if text_bytes(again, tmp) != reference:
            raise SystemExit("disasm output does not reassemble to the original .text bytes")

        print(f"machine: {os.cpu_count()} cores; {args.instructions} instructions, {args.runs} runs, "
              f"source {os.path.getsize(src) / 1e6:.1f} MB, .text {len(reference) / 1e6:.1f} MB")
        med = {}
        for name, rs in results.items():
            med[name] = statistics.median(t for t, _, _, _ in rs)
            user = statistics.median(u for _, _, u, _ in rs)
            system = statistics.median(s for _, _, _, s in rs)
            peak = max(m for _, m, _, _ in rs)
            print(f"  {name:26} median {med[name] * 1000:9.1f} ms   user {user * 1000:9.1f} ms   "
                  f"sys {system * 1000:7.1f} ms   "
                  f"peak RSS {peak:8.1f} MiB")
        if "asm: amdgpu" in med:
            print(f"  ratio asm    (llvm-mc-19 / amdgpu):      "
                  f"{med['asm: llvm-mc-19'] / med['asm: amdgpu']:6.1f}x")
        if "disasm: amdgpu" in med:
            print(f"  ratio disasm (llvm-objdump-19 / amdgpu): "
                  f"{med['disasm: llvm-objdump-19'] / med['disasm: amdgpu']:6.1f}x")
        print("  outputs agree: same .text bytes; amdgpu's disassembly reassembles to them")


if __name__ == "__main__":
    main()
