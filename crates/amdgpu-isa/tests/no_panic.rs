//! Totality: random bytes never make the decoder panic, and mangled instruction texts never
//! make the parser panic (a cheap, deterministic stand-in until the fuzz crate exists).

use amdgpu_isa::{PlainExprs, Target, decode, parse_inst, print};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn random_bytes_decode_or_fail_cleanly() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for cpu in ["gfx803", "gfx900", "gfx908", "gfx90a"] {
        let t = Target::new(cpu).unwrap();
        let mut text = String::new();
        for _ in 0..5_000 {
            let len = (rng.next() % 13) as usize;
            let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            if let Ok((inst, n)) = decode(&bytes, &t) {
                assert!(n <= bytes.len() && n % 4 == 0 && n > 0);
                text.clear();
                print(&inst, &t, &mut text).unwrap();
            }
        }
    }
}

#[test]
fn mangled_texts_parse_or_fail_cleanly() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let t = Target::new("gfx90a").unwrap();
    let seeds = [
        "v_add_f32_e64 v0, -v1, |v2| clamp mul:2",
        "v_mov_b32_dpp v5, v1 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:1",
        "v_add_f32_sdwa v5, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
        "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)",
        "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)",
        "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 32)",
        "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[2:33] cbsz:3 abid:2 blgp:7",
        "v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0]",
    ];
    let junk = b"[](),:|-_0123456789xvsa .";
    for _ in 0..5_000 {
        let mut s: Vec<u8> = seeds[(rng.next() % seeds.len() as u64) as usize].as_bytes().to_vec();
        for _ in 0..(rng.next() % 4) {
            let i = (rng.next() % (s.len() as u64 + 1)) as usize;
            match rng.next() % 3 {
                0 if i < s.len() => {
                    s.remove(i);
                }
                1 => s.insert(i, junk[(rng.next() % junk.len() as u64) as usize]),
                _ if i < s.len() => s[i] = junk[(rng.next() % junk.len() as u64) as usize],
                _ => {}
            }
        }
        let text = String::from_utf8_lossy(&s);
        let _ = parse_inst(&text, &t, &mut PlainExprs);
    }
}
