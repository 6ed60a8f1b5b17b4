#!/usr/bin/env bash
# Runs every fuzz target for a bounded time on the stable toolchain; exits non-zero on a crash.
#   scripts/fuzz-all.sh [SECONDS_PER_TARGET=15] [TARGET...]      (FUZZ_SEED=N picks the seed; default 1)
# FUZZ_ARGS adds libFuzzer flags for local runs (e.g. FUZZ_ARGS=-report_slow_units=2).
# Seeds each target's corpus from the repository's committed fixtures (objects, sources,
# metadata) and from fuzz/seeds/<target>/ (small inputs kept from longer local runs), so the
# fuzzers start from real inputs and known coverage. A crash leaves its input in
# fuzz/artifacts/<target>/; turn it into a regression test in the owning crate.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-15}; shift || true
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked
export RUSTC_BOOTSTRAP=1   # cargo-fuzz passes -Z flags; this lets the stable compiler accept them

seed() { # target, find-expression...
  local dir="fuzz/corpus/$1"; shift
  mkdir -p "$dir"
  find crates examples -type f \( "$@" \) -size -256k 2>/dev/null | while read -r f; do
    cp "$f" "$dir/$(sha1sum "$f" | cut -c1-16)"
  done
}
seed elf_read        -name '*.o' -o -name '*.hsaco'
seed disasm_object   -name '*.o' -o -name '*.hsaco'
seed link            -name '*.o'
seed asm_source      -name '*.s'
seed isa_listing     -name '*.s'
seed asm_text        -name '*.s'
seed metadata_yaml   -name '*.yaml' -o -name '*.yml'
seed metadata_msgpack -name '*.msgpack'
seed legacy          -name '*.amdil' -o -name '*.il'
for d in fuzz/seeds/*/; do   # curated seeds (docs/0012-fuzzing.md, "Seed corpus")
  [ -d "$d" ] || continue
  t=$(basename "$d"); mkdir -p "fuzz/corpus/$t"; cp "$d"* "fuzz/corpus/$t/" 2>/dev/null || true
done

targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(cd fuzz && cargo fuzz list)
cd fuzz
cargo fuzz build -s none -O
mkdir -p logs
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t"
  if cargo fuzz run "$t" -s none -O -- -seed="${FUZZ_SEED:-1}" -max_total_time="$secs" -rss_limit_mb=2048 -timeout=10 ${FUZZ_ARGS:-} \
      >"logs/$t.log" 2>&1; then
    echo "fuzz: $t ok: $(grep -E '^Done [0-9]+ runs' "logs/$t.log" | tail -n 1)"
  else
    echo "fuzz: $t FAILED (input in fuzz/artifacts/$t/); last lines of fuzz/logs/$t.log:"
    tail -n 30 "logs/$t.log"
    exit 1
  fi
done
echo "fuzz: all ${#targets[@]} targets ran ${secs}s each without a crash"
