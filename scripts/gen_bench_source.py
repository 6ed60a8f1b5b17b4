#!/usr/bin/env python3
"""Writes a deterministic gfx900 assembly source of N instructions for whole-process benchmarks.

The mix imitates compiler output: scalar loads, VALU with literals and modifiers, global/buffer/DS
memory operations, waitcnts, and a label with a branch every ~50 lines. Same N and seed give the
same bytes on every machine (a fixed LCG, no `random` module state).

    scripts/gen_bench_source.py 1000000 > /tmp/bench.s
"""
import sys


class Lcg:
    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self, bound):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return (self.state >> 33) % bound


def instruction(r):
    k = r.next(24)
    v = lambda: r.next(200)
    vv = lambda: 2 * r.next(100)
    s = lambda: r.next(90)
    ss = lambda: 2 * r.next(45)
    sq = lambda: 4 * r.next(22)
    o = lambda: 4 * r.next(1024)
    if k == 0:
        a, b = sq(), ss()
        return f"s_load_dwordx4 s[{a}:{a + 3}], s[{b}:{b + 1}], 0x{o():x}"
    if k == 1:
        b = ss()
        return f"s_load_dword s{s()}, s[{b}:{b + 1}], 0x{o():x}"
    if k == 2:
        return "s_waitcnt lgkmcnt(0)"
    if k == 3:
        return f"v_add_u32_e32 v{v()}, s{s()}, v{v()}"
    if k == 4:
        return f"v_mul_f32_e64 v{v()}, -v{v()}, |v{v()}| clamp"
    if k == 5:
        return f"v_fma_f32 v{v()}, v{v()}, s{s()}, 1.0"
    if k == 6:
        return f"v_mov_b32_e32 v{v()}, 0x{r.next(1 << 30) | 0x40000000:08x}"
    if k == 7:
        a = vv()
        return f"global_load_dword v{v()}, v[{a}:{a + 1}], off offset:{o() % 4096}"
    if k == 8:
        a = vv()
        return f"global_store_dword v[{a}:{a + 1}], v{v()}, off"
    if k == 9:
        d = sq()
        return f"buffer_load_dword v{v()}, v{v()}, s[{d}:{d + 3}], 0 offen offset:{o() % 4096}"
    if k == 10:
        return f"ds_read_b32 v{v()}, v{v()} offset:{o() % 65536}"
    if k == 11:
        return f"ds_write_b32 v{v()}, v{v()} offset:{o() % 65536}"
    if k == 12:
        return "s_waitcnt vmcnt(0)"
    if k == 13:
        return f"s_add_u32 s{s()}, s{s()}, {r.next(64)}"
    if k == 14:
        return f"s_addc_u32 s{s()}, s{s()}, 0"
    if k == 15:
        return f"v_cmp_lt_f32_e32 vcc, 0, v{v()}"
    if k == 16:
        return f"v_cndmask_b32_e32 v{v()}, v{v()}, v{v()}, vcc"
    if k == 17:
        return f"v_lshlrev_b32_e32 v{v()}, 2, v{v()}"
    if k == 18:
        return f"v_and_b32_e32 v{v()}, 0x{r.next(1 << 31):x}, v{v()}"
    if k == 19:
        return f"s_mov_b32 s{s()}, 0x{r.next(1 << 31):x}"
    if k == 20:
        a = vv()
        return f"v_add_co_u32_e32 v{a}, vcc, s{s()}, v{a}"
    if k == 21:
        return f"v_mad_u32_u24 v{v()}, v{v()}, s{s()}, v{v()}"
    if k == 22:
        return f"v_cvt_f32_u32_e32 v{v()}, v{v()}"
    a = ss()
    return f"s_and_b64 s[{a}:{a + 1}], exec, vcc"


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    r = Lcg(seed)
    out = sys.stdout
    out.write("\t.text\n\t.globl bench\n\t.p2align 8\n\t.type bench,@function\nbench:\n")
    label = 0
    for i in range(n):
        if i % 50 == 49:
            # A forward branch to the next block, then the block's label: fixups resolve later.
            label += 1
            op = "s_cbranch_scc0" if r.next(2) else "s_branch"
            out.write(f"\t{op} .LBB0_{label}\n.LBB0_{label}:\n")
            continue
        out.write("\t" + instruction(r) + "\n")
    out.write("\ts_endpgm\n")


if __name__ == "__main__":
    main()
