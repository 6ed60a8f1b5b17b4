use super::*;
// The encodings with ALU plans and their opcode counts: the plans' own list.
use super::build::ENCS as ALU_ENCS;
use crate::table::Enc;

/// Memory encodings with plans and their opcode counts.
const MEM_ENCS: [(Enc, u32); 4] = [(Enc::Smem, 256), (Enc::Ds, 256), (Enc::Global, 128), (Enc::Mubuf, 128)];

/// xorshift64*: deterministic words without a dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as u32
    }
}

const TARGETS: [&str; 12] = [
    "gfx600", "gfx700", "gfx801", "gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx1010",
    "gfx1030", "gfx1036",
];

/// A word of the plan's encoding and opcode with random operand fields.
fn word(enc: Enc, opcode: u32, t: &Target, r: &mut Rng) -> [u32; 2] {
    let (a, b) = (r.next(), r.next());
    let l = t.layout();
    let w = match enc {
        Enc::Sop2 => 0b10 << 30 | opcode << 23 | a & 0x7f_ffff,
        Enc::Sopk => 0b1011 << 28 | opcode << 23 | a & 0x7f_ffff,
        Enc::Sop1 => 0x17d << 23 | (a & 0x7f) << 16 | opcode << 8 | a >> 24,
        Enc::Sopc => 0x17e << 23 | opcode << 16 | a & 0xffff,
        Enc::Sopp => 0x17f << 23 | opcode << 16 | if a & 3 == 0 { 0 } else { a >> 16 },
        Enc::Vop1 => 0x3f << 25 | (a & 0xff) << 17 | opcode << 9 | (a >> 20) & 0x1ff,
        Enc::Vop2 => opcode << 25 | a & 0x1ff_ffff,
        Enc::Vopc => 0x3e << 25 | opcode << 17 | a & 0x1_ffff,
        _ => l.vop3_prefix << 26 | opcode << l.vop3_op_shift | a & ((1 << l.vop3_op_shift) - 1),
    };
    // Sources: mostly VGPRs and SGPRs, some constants and specials; some literals.
    let mut hi = b;
    let mut w = w;
    if enc != Enc::Vop3 && r.next() % 4 == 0 {
        w = match enc {
            Enc::Vop1 | Enc::Vop2 | Enc::Vopc => w & !0x1ff | 255,
            Enc::Sop2 | Enc::Sopc if r.next() & 1 == 0 => w & !0xff00 | 255 << 8,
            _ => w & !0xff | 255,
        };
        const VALUES: [u32; 12] = [
            0,
            1,
            64,
            65,
            0xffff_fff0,
            0xffff_ffef,
            0x3f80_0000,
            0xbf00_0000,
            0x3e22_f983,
            0x4010_c0f3,
            0x1_0000,
            0xffff,
        ];
        let k = r.next() as usize;
        hi = if k % 3 == 0 { VALUES[(k / 3) % VALUES.len()] } else { b };
    }
    if enc == Enc::Vop3 && r.next() & 1 == 0 {
        hi =
            b & 0xe000_0000 | (256 + (b & 0xff)) | (256 + ((b >> 8) & 0xff)) << 9 | ((b >> 16) & 0x1ff) << 18;
    }
    [w, hi]
}

/// Whatever the fast path takes, the general decoder takes with the same size, and the
/// general printer prints the same text; `len` agrees with `print`.
#[test]
fn fast_path_agrees_with_decode_and_print() {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    for name in TARGETS {
        let t = Target::new(name).unwrap();
        let fast = Fast::new(&t);
        let (mut taken, mut tried, mut literals) = (0usize, 0usize, 0usize);
        for (enc, n) in ALU_ENCS {
            for opcode in 0..n {
                if !fast.has_plan(enc, opcode) {
                    continue;
                }
                for _ in 0..200 {
                    let [w, hi] = word(enc, opcode, &t, &mut r);
                    let mut bytes = Vec::new();
                    bytes.extend_from_slice(&w.to_le_bytes());
                    bytes.extend_from_slice(&hi.to_le_bytes());
                    bytes.extend_from_slice(&r.next().to_le_bytes());
                    tried += 1;
                    let mut text = Vec::new();
                    let got = fast.print(&bytes, &mut text);
                    assert_eq!(got, fast.len(&bytes), "{name} {w:08x} {hi:08x}");
                    let mut line = Line::default();
                    line.put(b"\t");
                    let took = fast.print_line(&bytes, &mut line);
                    assert_eq!(got, took.map(|t| t.len), "{name} {w:08x} {hi:08x}");
                    if got.is_some() {
                        assert_eq!(&line.as_bytes()[1..], &text[..], "{name} {w:08x} {hi:08x}");
                    }
                    let Some(size) = got else { continue };
                    taken += 1;
                    let inst = general_agrees(&t, &bytes, &text, size, &format!("{name} {w:08x} {hi:08x}"));
                    // The literal reported is the decoded instruction's, with its operand's type.
                    let lit = inst.operands().iter().zip(inst.desc().operands).find_map(|(o, od)| match o {
                        crate::Operand::Literal(v) => Some((*v, od.ty)),
                        _ => None,
                    });
                    assert_eq!(took.and_then(|t| t.literal), lit, "{name} {w:08x} {hi:08x}");
                    literals += usize::from(lit.is_some());
                }
            }
        }
        assert!(literals * 50 > taken, "{name}: {literals} literals in {taken} words");
        assert!(taken * 4 > tried, "{name}: the fast path took {taken} of {tried} words");
    }
}

/// Asserts that the general decoder and printer make `text` of `bytes`, `size` bytes long
/// (what the fast path printed); returns the decoded instruction. `ctx` names the case.
fn general_agrees(t: &Target, bytes: &[u8], text: &[u8], size: usize, ctx: &str) -> crate::Inst {
    let (inst, len) = crate::decode(bytes, t).unwrap_or_else(|e| panic!("{ctx}: fast took, decode: {e}"));
    let mut want = String::new();
    crate::print(&inst, t, &mut want).unwrap();
    assert_eq!((std::str::from_utf8(text).unwrap(), size), (want.as_str(), len), "{ctx}");
    inst
}

/// A memory word of the plan's encoding and opcode with random fields, operand fields
/// often small or zero and `off` often in saddr.
fn mem_word(enc: Enc, opcode: u32, t: &Target, r: &mut Rng) -> [u32; 2] {
    let (a, mut hi) = (r.next(), r.next());
    let l = t.layout();
    let w = match enc {
        Enc::Smem => 0b11_0000 << 26 | opcode << 18 | a & 0x3_ffff,
        Enc::Ds => {
            let keep = !(0xff << l.ds_op_shift) & 0x03ff_ffff;
            0b11_0110 << 26 | opcode << l.ds_op_shift | a & keep
        }
        // MUBUF: lds (bit 16) mostly clear, offen/idxen any, tfe mostly clear (below).
        Enc::Mubuf => {
            let lds = if a >> 28 == 0 { 1 << 16 } else { 0 };
            0b11_1000 << 26 | opcode << 18 | a & 0x2_ffff | lds
        }
        // GLOBAL (segment 2), sometimes FLAT/SCRATCH/segment 3 with the same opcode (the
        // fast path routes them to the GLOBAL plans and must decline them).
        _ => {
            let seg = if a >> 29 == 0 { (a >> 14) & 3 } else { 2 };
            0b11_0111 << 26 | opcode << 18 | seg << 14 | a & 0x3_3fff
        }
    };
    let k = r.next();
    if enc == Enc::Mubuf && k >> 28 != 0 {
        hi &= !(1 << 23);
    }
    if k & 1 == 0 {
        // Small register fields.
        hi &= 0x3f3f_3f3f;
    }
    if k & 2 == 0 {
        // One of the fields zero, or saddr `off`.
        hi &= !(0xff << (8 * ((k >> 2) & 3)));
    }
    if enc == Enc::Global && k & 16 == 0 {
        hi = hi & !(0x7f << 16) | l.flat_off << 16;
    }
    [w, hi]
}

/// As [`fast_path_agrees_with_decode_and_print`], for the memory plans.
#[test]
fn memory_fast_path_agrees_with_decode_and_print() {
    let mut r = Rng(0x2545_f491_4f6c_dd1d);
    for name in TARGETS {
        let t = Target::new(name).unwrap();
        let fast = Fast::new(&t);
        let (mut taken, mut tried) = (0usize, 0usize);
        for (enc, n) in MEM_ENCS {
            for opcode in 0..n {
                if !fast.has_plan(enc, opcode) {
                    continue;
                }
                for _ in 0..300 {
                    let [w, hi] = mem_word(enc, opcode, &t, &mut r);
                    let mut bytes = w.to_le_bytes().to_vec();
                    bytes.extend_from_slice(&hi.to_le_bytes());
                    tried += 1;
                    let mut text = Vec::new();
                    let got = fast.print(&bytes, &mut text);
                    assert_eq!(got, fast.len(&bytes), "{name} {w:08x} {hi:08x}");
                    let Some(size) = got else { continue };
                    taken += 1;
                    general_agrees(&t, &bytes, &text, size, &format!("{name} {w:08x} {hi:08x}"));
                }
            }
        }
        if !t.layout().dlc {
            assert!(taken * 10 > tried, "{name}: the fast path took {taken} of {tried} memory words");
        }
    }
}

/// Words the fast path must leave alone: literals, DPP/SDWA, memory.
#[test]
fn declines_literals_extensions_and_memory() {
    let t = Target::new("gfx900").unwrap();
    let fast = Fast::new(&t);
    for w in [
        0x7e00_02f9u32,        // SDWA
        0x7e00_02fa,           // DPP
        0xe050_1000 | 1 << 16, // MUBUF with lds
        0xdc4c_0000,           // FLAT
        0xdc4c_4000,           // SCRATCH
        0xdc4c_c000,           // segment 3
        0x7e00_00f9,           // v_nop, SDWA
        0x7e00_00fa,           // v_nop, DPP
        0x0200_02f9,           // v_cndmask_b32, SDWA
        0xbf82_0000,           // s_branch
    ] {
        let mut bytes = w.to_le_bytes().to_vec();
        bytes.extend_from_slice(&[0; 8]);
        assert_eq!(fast.len(&bytes), None, "{w:08x}");
    }
    // A literal is taken, with its value; a truncated one is not.
    let mov = [0xff, 0x02, 0x00, 0x7e, 0x78, 0x56, 0x34, 0x12];
    let mut line = Line::default();
    let took = fast.print_line(&mov, &mut line).unwrap();
    assert_eq!((took.len, took.literal), (8, Some((0x1234_5678, Ty::B32))));
    assert_eq!(line.as_bytes(), b"v_mov_b32_e32 v0, 0x12345678");
    assert_eq!(fast.len(&mov[..6]), None);
    // Truncated words are declined, not read past.
    assert_eq!(fast.len(&[0x01, 0x05]), None);
    assert_eq!(fast.len(&[0x00, 0x00, 0x00, 0xd1]), None);
}

/// The shortcut of `generic_literal`: every inline float pattern (32-bit, or the high half of
/// a 64-bit one) other than 1/(2*pi)'s has its low 20 bits clear.
#[test]
fn float_patterns_have_low_bits_clear() {
    use crate::operand::FloatConst;
    for f in FloatConst::ALL {
        for v in [f.bits32(), (f.bits64() >> 32) as u32] {
            let inv = FloatConst::InvTwoPi;
            assert!(v & 0xf_ffff == 0 || v == inv.bits32() || v == (inv.bits64() >> 32) as u32, "{v:#x}");
        }
    }
    for v in [0x3f80_0000u32, 0x3ff0_0000, 0x3e22_f983, 0x3fc4_5f30, 0x4010_c0f3, 0x1234_5678, 0xffff_ffef] {
        let slow = (0x1_0000..0xffff_fff0).contains(&v)
            && !FloatConst::ALL.iter().any(|f| f.bits32() == v || (f.bits64() >> 32) as u32 == v);
        assert_eq!(generic_literal(v, Ty::B32), slow, "{v:#x}");
        assert_eq!(generic_literal(v, Ty::B64), slow, "{v:#x}");
    }
}

/// Prints a branch target from a table of names, as the disassembler's symbolizer does.
struct Names(u64, Vec<(u64, String)>);

impl crate::Symbolizer for Names {
    fn branch_target(&self, simm16: i16, out: &mut dyn std::fmt::Write) -> Option<std::fmt::Result> {
        let t = u64::try_from(self.0 as i64 + 4 + i64::from(simm16) * 4).ok()?;
        let (_, n) = self.1.iter().find(|(o, _)| *o == t)?;
        Some(out.write_str(n))
    }
}

/// `write_line` is the tab, the general printer's text (branches named by the caller), the
/// padding to column 60 and the `// ADDRESS: WORDS` comment as llvm-objdump lays them out.
#[test]
fn whole_lines_match_the_general_path() {
    let mut r = Rng(0x1234_5678_9abc_def0);
    for name in TARGETS {
        let t = Target::new(name).unwrap();
        let fast = Fast::new(&t);
        let (mut taken, mut branches) = (0usize, 0usize);
        for (enc, n) in ALU_ENCS.into_iter().chain(MEM_ENCS) {
            for opcode in 0..n {
                if !fast.has_plan(enc, opcode) {
                    continue;
                }
                for k in 0..40u64 {
                    let [w, hi] = if MEM_ENCS.iter().any(|e| e.0 == enc) {
                        mem_word(enc, opcode, &t, &mut r)
                    } else {
                        word(enc, opcode, &t, &mut r)
                    };
                    let mut bytes = w.to_le_bytes().to_vec();
                    bytes.extend_from_slice(&hi.to_le_bytes());
                    // Offsets around zero (negative targets), addresses up to 48 bits.
                    let off = u64::from(r.next() % 0x4000) * 4;
                    let addr = if k % 5 == 0 { off | 0x1234_0000_0000 } else { off };
                    let names: Vec<(u64, String)> =
                        (0..4).map(|i| (off + 4 + 4 * i, format!(".LBB0_{i}"))).collect();
                    let mut buf = [0u8; LINE_ROOM];
                    let comments = k % 7 != 0;
                    let got = fast.write_line(&bytes, off, addr, comments, &mut buf, |target, c| match names
                        .iter()
                        .find(|(o, _)| *o == target)
                    {
                        Some((_, n)) => {
                            c.put(n.as_bytes());
                            true
                        }
                        None => false,
                    });
                    let Some(took) = got else {
                        // Declined here: declined without labels too.
                        assert_eq!(fast.len(&bytes), None, "{name} {w:08x} {hi:08x}");
                        continue;
                    };
                    taken += 1;
                    let (inst, len) = crate::decode(&bytes, &t).unwrap();
                    assert_eq!(len, took.len, "{name} {w:08x} {hi:08x}");
                    branches += usize::from(inst.desc().imm == ImmFmt::Label);
                    let mut text = String::new();
                    crate::print_with(&inst, &t, &Names(off, names.clone()), &mut text).unwrap();
                    let mut want = format!("\t{text}");
                    if comments {
                        let words: Vec<String> = bytes[..len]
                            .chunks(4)
                            .map(|c| format!("{:08X}", u32::from_le_bytes(c.try_into().unwrap())))
                            .collect();
                        let pad = 59usize.saturating_sub(text.len()).max(1);
                        want += &format!("{}// {addr:012X}: {}", " ".repeat(pad), words.join(" "));
                    }
                    want.push('\n');
                    assert_eq!(std::str::from_utf8(&buf[..took.n]).unwrap(), want, "{name} {w:08x} {hi:08x}");
                }
            }
        }
        assert!(taken > 10_000, "{name}: {taken}");
        assert!(branches > 100, "{name}: {branches} branch lines");
    }
}

/// Words with a literal that the fast path takes print as text that assembles back to the same
/// bytes: the argument (docs/0022) that lets the disassembler skip its re-encode check for
/// them. Every form with a literal plan, on every processor, generic literal values including
/// the edges of the generic range and neighbours of the inline float patterns.
#[test]
fn literal_lines_reassemble_to_their_bytes() {
    const EDGES: [u32; 8] =
        [0x1_0000, 0xffff_ffef, 0x3f80_0001, 0x3fc4_5f31, 0x3e22_f982, 0x4010_c0f3, 0x8000_0000, 0x7fff_ffff];
    let mut r = Rng(0x0bad_5eed_0bad_5eed);
    for name in TARGETS {
        let t = Target::new(name).unwrap();
        let fast = Fast::new(&t);
        let (mut checked, mut forms, mut refused) = (0usize, 0usize, 0usize);
        for (enc, n) in ALU_ENCS {
            for opcode in 0..n {
                if !fast.has_plan(enc, opcode) {
                    continue;
                }
                let mut form_lits = 0;
                for k in 0..60usize {
                    let [w, _] = word(enc, opcode, &t, &mut r);
                    // Put the literal code in one source field.
                    let w = match (enc, k % 2) {
                        (Enc::Vop1 | Enc::Vop2 | Enc::Vopc, _) => w & !0x1ff | 255,
                        (Enc::Sop2 | Enc::Sopc, 1) => w & !0xff00 | 255 << 8,
                        (Enc::Vop3, _) => continue,
                        _ => w & !0xff | 255,
                    };
                    let v = EDGES.get(k).copied().unwrap_or_else(|| r.next());
                    let mut bytes = w.to_le_bytes().to_vec();
                    bytes.extend_from_slice(&v.to_le_bytes());
                    let mut text = Vec::new();
                    let Some(size) = fast.print(&bytes, &mut text) else { continue };
                    let mut line = Line::default();
                    let Some(took) = fast.print_line(&bytes, &mut line) else { panic!("{name} {w:08x}") };
                    let Some((lit, ty)) = took.literal else { continue };
                    assert!(generic_literal(lit, ty));
                    let text = std::str::from_utf8(&text).unwrap();
                    // As the disassembler's check (amdgpu-disasm `reencodes`): text the parser
                    // or encoder refuses is trusted (v_movreld_b32 with a literal breaks the
                    // constant bus rule); text it takes must encode to the same bytes.
                    let Ok(inst) = crate::parse_inst(text, &t, &mut crate::PlainExprs) else {
                        refused += 1;
                        continue;
                    };
                    let mut out = Vec::new();
                    if crate::encode(&inst, &t, &mut out).is_err() {
                        refused += 1;
                        continue;
                    }
                    assert_eq!(out, bytes[..size], "{name} `{text}`");
                    checked += 1;
                    form_lits += 1;
                }
                forms += usize::from(form_lits > 0);
            }
        }
        assert!(forms > 100 && checked > 5_000, "{name}: {checked} literal words of {forms} forms");
        // (gfx90a's parser refuses odd VGPR tuples, the others v_movreld/v_cndmask literals.)
        assert!(refused < checked, "{name}: {refused} literal texts refused by the parser");
    }
}

/// `write_lines` writes what consecutive `write_line` calls write, and stops where they decline
/// (or where the bytes given end).
#[test]
fn runs_of_lines_match_single_lines() {
    let mut r = Rng(0x5151_7777_0000_1234);
    for name in ["gfx803", "gfx900", "gfx90a", "gfx1030"] {
        let t = Target::new(name).unwrap();
        let fast = Fast::new(&t);
        let mut plans = Vec::new();
        for (enc, n) in ALU_ENCS.into_iter().chain(MEM_ENCS) {
            plans.extend((0..n).filter(|&o| fast.has_plan(enc, o)).map(|o| (enc, o)));
        }
        let mut bytes = Vec::new();
        for _ in 0..3000 {
            let (enc, opcode) = plans[r.next() as usize % plans.len()];
            let [w, hi] = if MEM_ENCS.iter().any(|e| e.0 == enc) {
                mem_word(enc, opcode, &t, &mut r)
            } else {
                word(enc, opcode, &t, &mut r)
            };
            bytes.extend_from_slice(&w.to_le_bytes());
            if enc == Enc::Vop3 || MEM_ENCS.iter().any(|e| e.0 == enc) || w & 0xff == 255 || r.next() % 8 == 0
            {
                bytes.extend_from_slice(&hi.to_le_bytes());
            }
        }
        let label = |target: u64, c: &mut Cursor<'_>| {
            let named = target % 12 == 0;
            if named {
                c.put(format!(".L{target:x}").as_bytes());
            }
            named
        };
        let (mut pos, mut lines) = (0usize, 0usize);
        let mut out = vec![0u8; 64 * 1024];
        while pos + 4 <= bytes.len() {
            // Sometimes a limit inside the stream.
            let end = if r.next() % 3 == 0 {
                (pos + 4 * (r.next() as usize % 64)).min(bytes.len())
            } else {
                bytes.len()
            };
            // Addresses low, above 2^32, or reaching 2^48 (lines from there are declined) 4 to
            // 16 bytes into the run; comments mostly on.
            let base = match r.next() % 4 {
                0 => 0xffff_0000_0000,
                1 => (1 << 48) - 4 * u64::from(1 + r.next() % 4) - pos as u64,
                _ => 0x1000,
            };
            let comments = r.next() % 4 != 0;
            let run =
                fast.write_lines(&bytes[pos..end], pos as u64, base + pos as u64, comments, &mut out, label);
            let mut want = Vec::new();
            let mut p = pos;
            let mut n = 0;
            let mut buf = [0u8; LINE_ROOM];
            while let Some(took) =
                fast.write_line(&bytes[p..end], p as u64, base + p as u64, comments, &mut buf, label)
            {
                want.extend_from_slice(&buf[..took.n]);
                p += took.len;
                n += 1;
                if want.len() + LINE_ROOM > out.len() {
                    break;
                }
            }
            assert_eq!((run.bytes, run.lines), (p - pos, n), "{name} at {pos}");
            assert_eq!(&out[..run.text], &want[..], "{name} at {pos}");
            lines += n;
            pos = p + if run.lines == 0 { 4 } else { 0 };
        }
        assert!(lines > 1000, "{name}: {lines} lines in runs");
    }
}

/// `write_lines_each` calls its hook with each line's start, and stops (nothing written for
/// that word) where the hook says so; without a stop it writes what `write_lines` writes.
/// `write_lines_at` gives the hook the text position of each line too.
#[test]
fn runs_with_a_hook_stop_where_it_says() {
    let mut r = Rng(0x2468_ace0_1357_9bdf);
    let t = Target::new("gfx900").unwrap();
    let fast = Fast::new(&t);
    let mut plans = Vec::new();
    for (enc, n) in ALU_ENCS.into_iter().chain(MEM_ENCS) {
        plans.extend((0..n).filter(|&o| fast.has_plan(enc, o)).map(|o| (enc, o)));
    }
    let label = |target: u64, c: &mut Cursor<'_>| {
        c.put(format!(".L{target:x}").as_bytes());
        true
    };
    let mut checked = 0;
    for _ in 0..300 {
        let mut bytes = Vec::new();
        for _ in 0..40 {
            let (enc, opcode) = plans[r.next() as usize % plans.len()];
            let [w, hi] = if MEM_ENCS.iter().any(|e| e.0 == enc) {
                mem_word(enc, opcode, &t, &mut r)
            } else {
                word(enc, opcode, &t, &mut r)
            };
            bytes.extend_from_slice(&w.to_le_bytes());
            bytes.extend_from_slice(&hi.to_le_bytes());
        }
        let mut out = vec![0u8; 64 * 1024];
        let mut all = vec![0u8; 64 * 1024];
        let mut starts = Vec::new();
        let full = fast.write_lines_each(&bytes, 0x40, 0x1040, true, &mut all, label, |o| {
            starts.push(o);
            true
        });
        assert_eq!(full, fast.write_lines(&bytes, 0x40, 0x1040, true, &mut out, label));
        assert_eq!(all[..full.text], out[..full.text]);
        // The hook saw every line's start (and the declined word's, if any).
        assert_eq!(starts.len(), full.lines + usize::from(full.bytes < bytes.len()));
        if full.lines < 2 {
            continue;
        }
        // Stop at the start of a line in the middle: the lines before it, exactly.
        let k = 1 + r.next() as usize % (full.lines - 1);
        let stop = starts[k];
        let mut seen = Vec::new();
        let part = fast.write_lines_each(&bytes, 0x40, 0x1040, true, &mut out, label, |o| {
            seen.push(o);
            o != stop
        });
        assert_eq!(part.lines, k);
        assert_eq!(part.bytes as u64, stop - 0x40);
        assert_eq!(seen, starts[..=k]);
        let first_k = all.split(|&b| b == b'\n').take(k).map(|l| l.len() + 1).sum::<usize>();
        assert_eq!(part.text, first_k);
        assert_eq!(out[..part.text], all[..part.text]);
        // `write_lines_at`: the same run, each hook call with the text written before it.
        let mut at = Vec::new();
        let same = fast.write_lines_at(&bytes, 0x40, 0x1040, true, &mut out, label, |o, n| {
            at.push((o, n));
            o != stop
        });
        assert_eq!(same, part);
        let mut line_starts = vec![0];
        line_starts.extend(all.iter().take(full.text).enumerate().filter(|e| *e.1 == b'\n').map(|e| e.0 + 1));
        let want: Vec<(u64, usize)> = starts[..=k].iter().copied().zip(line_starts).collect();
        assert_eq!(at, want);
        checked += 1;
    }
    assert!(checked >= 50, "{checked} runs checked");
}

/// The fixed-size tables have room to spare on every processor (a class table that did not
/// fit would make its operands decline).
#[test]
fn fixed_tables_have_room() {
    for name in TARGETS {
        let t = Target::new(name).unwrap();
        let fast = Fast::new(&t);
        let last = &fast.classes[(MAX_CLASSES - 1) * 512..];
        assert!(last.iter().all(|&e| e == 0), "{name}: class tables full");
        // A field's entries stay inside its class's table.
        for p in &fast.plans {
            for op in &p.ops[..usize::from(p.n)] {
                assert!(u32::from(op.mask) + u32::from(op.add) < 512, "{name}: {op:?}");
                assert_eq!(op.at, u32::from(op.class) * 512 + u32::from(op.add));
            }
        }
        assert!(fast.names.len() < MAX_NAMES, "{name}: {} names", fast.names.len());
        assert!(fast.bases.iter().all(|&(_, b, n)| (b + n) as usize <= MAX_SLOTS), "{name}: slots");
    }
}

/// The unrolled operand writers ([`Plan::shape`]) print what the general operand loop prints:
/// every plan with a shape on every processor, random words (ALU and memory, literals
/// included), compared with a copy of the plans whose shapes are cleared; both must take or
/// decline the same words, with the same size, literal and text.
#[test]
fn shape_writers_match_the_operand_loop() {
    let mut r = Rng(0x5851_f42d_4c95_7f2d);
    for name in TARGETS {
        let t = Target::new(name).unwrap();
        let fast = Fast::new(&t);
        let mut general = Fast::new(&t);
        let shaped = general.plans.iter().filter(|p| p.shape != 0).count();
        for p in &mut general.plans {
            p.shape = 0;
        }
        let (mut compared, mut taken) = (0usize, 0usize);
        let encs = ALU_ENCS.iter().map(|&e| (e, false)).chain(MEM_ENCS.iter().map(|&e| (e, true)));
        for ((enc, n), mem) in encs {
            for opcode in 0..n {
                let shape = fast.plan_index(enc, opcode).map_or(0, |i| fast.plans[i].shape);
                if shape == 0 {
                    continue;
                }
                for _ in 0..100 {
                    let [w, hi] =
                        if mem { mem_word(enc, opcode, &t, &mut r) } else { word(enc, opcode, &t, &mut r) };
                    let mut bytes = w.to_le_bytes().to_vec();
                    bytes.extend_from_slice(&hi.to_le_bytes());
                    bytes.extend_from_slice(&r.next().to_le_bytes());
                    let (mut a, mut b) = (Line::default(), Line::default());
                    let (x, y) = (fast.print_line(&bytes, &mut a), general.print_line(&bytes, &mut b));
                    assert_eq!(x, y, "{name} {w:08x} {hi:08x} (shape {shape})");
                    // (A declined word's text is unspecified: the writers may stop at different
                    // operands.)
                    if x.is_some() {
                        assert_eq!(a.as_bytes(), b.as_bytes(), "{name} {w:08x} {hi:08x} (shape {shape})");
                    }
                    compared += 1;
                    taken += usize::from(x.is_some());
                }
            }
        }
        assert!(shaped > 100 && compared >= 100 * shaped, "{name}: {shaped} shaped plans, {compared} words");
        assert!(taken * 4 > compared, "{name}: {taken} of {compared} words taken");
    }
}
