//! The llvm-mc text formats of `listing` (what `amdgpu asm --show-encoding` and
//! `amdgpu disasm --bytes` print), checked against outputs recorded from llvm-mc-19.

use amdgpu_isa::{Target, listing};

#[test]
fn show_encoding_pads_to_column_40_like_llvm_mc() {
    let t = Target::new("gfx900").unwrap();
    let out = listing::assemble(
        "v_add_f32 v1, v2, v3\nv_add_f32_e64 v0, -v1, |v2| clamp mul:2\n  s_waitcnt vmcnt(0) // comment\n",
        &t,
        true,
    );
    assert!(out.diags.is_empty(), "{:?}", out.diags);
    // Recorded from `llvm-mc-19 -arch=amdgcn -mcpu=gfx900 -show-encoding`.
    assert_eq!(
        out.lines,
        [
            "v_add_f32_e32 v1, v2, v3                ; encoding: [0x02,0x07,0x02,0x02]",
            "v_add_f32_e64 v0, -v1, |v2| clamp mul:2 ; encoding: [0x00,0x82,0x01,0xd1,0x01,0x05,0x02,0x28]",
            "s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]",
        ]
    );
}

#[test]
fn errors_carry_line_column_and_continue() {
    let t = Target::new("gfx900").unwrap();
    let out = listing::assemble("v_bogus v1\n  v_add_f32 v1, v2, s[0:1]\ns_nop 0\n", &t, true);
    assert_eq!(out.lines.len(), 1);
    assert_eq!(out.diags.len(), 2);
    assert_eq!((out.diags[0].line, out.diags[0].col), (1, 1));
    assert_eq!((out.diags[1].line, out.diags[1].col), (2, 21));
    assert!(out.diags[1].msg.contains("operand 3"), "{}", out.diags[1].msg);
    let r = out.diags[1].render("a.s");
    assert_eq!(
        r,
        "a.s:2:21: error: operand 3 is invalid: expected a VGPR\n  v_add_f32 v1, v2, s[0:1]\n                    ^~~~~~\n"
    );
}

#[test]
fn instruction_on_other_processors_is_named() {
    let t = Target::new("gfx803").unwrap();
    let out = listing::assemble("v_pk_fma_f16 v0, v1, v2, v3\n", &t, true);
    let msg = &out.diags[0].msg;
    assert!(msg.contains("not supported on gfx803") && msg.contains("gfx900"), "{msg}");
}

#[test]
fn disassembly_skips_invalid_words_and_continues() {
    let t = Target::new("gfx900").unwrap();
    let out =
        listing::disassemble("# c\n0x01,0x05,0x00,0x02 0xff,0xff,0xff,0xff ; c\n0x00,0x00,0x81,0xbf\n", &t);
    assert_eq!(
        out.lines,
        [
            "v_add_f32_e32 v0, v1, v2                ; encoding: [0x01,0x05,0x00,0x02]",
            "s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]",
        ]
    );
    assert_eq!(out.diags.len(), 1);
    assert_eq!((out.diags[0].line, out.diags[0].col), (2, 21));
}

#[test]
fn hostile_input_is_an_error_not_a_panic() {
    let t = Target::new("gfx90a").unwrap();
    for text in [
        "",
        "v_add_f32 ,,,,",
        "s_waitcnt vmcnt(99999999999999999999)",
        "v_mov_b32 v[0:",
        "(((((",
        "s_sendmsg sendmsg(",
        "v_add_f32 v0, 1e999, v1",
        "v_mov_b32 v0, v[4294967295]",
    ] {
        let _ = amdgpu_isa::parse_inst(text, &t, &mut amdgpu_isa::PlainExprs);
    }
    // (`0xff,0x00,0x00,0x7e` is v_nop, whose ignored src0 field wants no literal: a v_mov_b32
    // literal without its dword is the truncated case.)
    for bytes in [&[][..], &[0xff], &[0xfa, 0x02, 0x0a, 0x7e], &[0xff, 0x02, 0x00, 0x7e]] {
        assert!(amdgpu_isa::decode(bytes, &t).is_err());
    }
}
