//! Compiling plans from the table data: which forms the fast path takes, and for each the
//! operand records, classes (code -> pre-printed name) and checks that mirror the general
//! decoder and printer (docs/0022).

use std::collections::HashMap;

use super::{
    Act, FIRST_NAME, Fast, LIT32, LIT64, MAX_CLASSES, MAX_NAMES, MAX_SLOTS, NAME_CONST, NAME_LEN, NAME_MAX,
    NO_SLOT, NONE, Name, ODD, Op, Plan, Route, S_ODD, SHAPE_GLOBAL, SHAPE_MAX, SHAPE_MUBUF, SHAPE_SMEM,
    SepName, Tail,
};
use crate::mem::MemField;
use crate::operand::{FloatConst, code};
use crate::table::{Class, Enc, Field, INSTS, ImmFmt, InstDesc, Ty, accept, mods};
use crate::target::Target;

/// Which field an operand comes from, as the general decoder reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Printed, not encoded (`vcc` of VOP2 carry forms).
    Implicit(&'static str),
    /// SOP* bits 22:16, a scalar register.
    Sdst,
    /// An 8-bit scalar source: SOP* bits 7:0 or 15:8.
    Ssrc0,
    Ssrc1,
    /// SOPK/SOPP bits 15:0.
    Simm16,
    /// A VGPR destination (VOP1/VOP2/VOPC bits 24:17, VOP3 bits 7:0).
    Vdst,
    /// A 9-bit source: VOP1/2/C bits 8:0; VOP3 second dword bits 8:0, 17:9, 26:18.
    Src0,
    Src1,
    Src2,
    /// VOP2/VOPC bits 16:9, a VGPR.
    Vsrc1,
    /// A scalar destination in a VALU word's vdst field (VOP1 bits 24:17, VOP3 bits 7:0).
    VSdst,
}

/// One operand of an ALU form, as the table says.
#[derive(Clone, Copy, Debug)]
struct AluOp {
    kind: Kind,
    width: u8,
    accept: u8,
    ty: Ty,
    /// Source slot (for the VOP3 neg/abs bits) and whether the form prints them there.
    slot: u8,
    neg: bool,
    abs: bool,
}

/// An ALU form the fast path takes.
struct AluForm {
    vop3: bool,
    ops: [AluOp; 6],
    n: u8,
    imm: ImmFmt,
    mods: u32,
    /// VOP3: source fields the form has (bit i: src i).
    used_srcs: u8,
    /// SOPP without a simm16 operand: bits 15:0 must be zero.
    no_simm16: bool,
}

/// A memory form the fast path takes.
struct MemForm {
    ops: [(MemField, u8); 4],
    n: u8,
}

/// Encodings with ALU plans, and their opcode-slot counts (VOP3: 10-bit opcodes).
pub(super) const ENCS: [(Enc, u32); 9] = [
    (Enc::Sop2, 128),
    (Enc::Sopk, 32),
    (Enc::Sop1, 256),
    (Enc::Sopc, 128),
    (Enc::Sopp, 128),
    (Enc::Vop1, 256),
    (Enc::Vop2, 64),
    (Enc::Vopc, 256),
    (Enc::Vop3, 1024),
];

/// The class tables under construction, shared by the plans.
struct Classes<'t> {
    target: &'t Target,
    names: Vec<Name>,
    name_ix: MixMap<Name, u16>,
    tables: Vec<[u16; 512]>,
    table_ix: MixMap<ClassKey, u16>,
}

/// What a class table maps from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ClassKey {
    /// An ALU field code (9-bit, or 8-bit scalar; VGPR-only fields come with 256 added).
    Alu {
        accept: u8,
        width: u8,
        ty: u8,
        lit: bool,
    },
    /// A fixed name whatever the field (implicit operands, MUBUF `off`).
    Fixed(&'static str),
    /// A memory VGPR field (8 bits).
    Vreg(u8),
    /// A memory SGPR field (7 bits), or SMEM's sbase (6 bits, the SGPR pair index).
    Sgpr(u8),
    Sbase(u8),
    /// GLOBAL saddr: `off` or an SGPR pair.
    Saddr,
    /// MUBUF srsrc (5 bits, the quad index) and soffset (8 bits).
    Srsrc,
    Soffset,
}

impl Classes<'_> {
    fn name(&mut self, text: &[u8], konst: bool) -> Option<u16> {
        if text.len() > NAME_MAX {
            return None;
        }
        let mut n = [b' '; 32];
        n[..text.len()].copy_from_slice(text);
        n[NAME_LEN] = text.len() as u8;
        n[NAME_CONST] = u8::from(konst);
        if let Some(&i) = self.name_ix.get(&n) {
            return Some(i);
        }
        let i = u16::try_from(self.names.len()).ok().filter(|&i| usize::from(i) < MAX_NAMES)?;
        self.names.push(n);
        self.name_ix.insert(n, i);
        Some(i)
    }

    /// The class of `key`, made on first use.
    fn class(&mut self, key: ClassKey) -> u16 {
        if let Some(&i) = self.table_ix.get(&key) {
            return i;
        }
        if self.tables.len() >= MAX_CLASSES {
            // Table 0 declines every code.
            return 0;
        }
        let mut t = [0u16; 512];
        for (raw, e) in t.iter_mut().enumerate() {
            *e = self.entry(key, raw as u32).unwrap_or(0);
        }
        let i = self.tables.len() as u16;
        self.tables.push(t);
        self.table_ix.insert(key, i);
        i
    }

    fn entry(&mut self, key: ClassKey, raw: u32) -> Option<u16> {
        let target = self.target;
        let named = |n: Option<NameText>| n.map(NameText::bytes);
        let (bytes, konst): (&[u8], bool) = match key {
            ClassKey::Alu { accept: acc, width, ty, lit } => {
                let ty = TYS[usize::from(ty)];
                if raw == 255 {
                    return (lit && acc & accept::CONST != 0 && matches!(ty, Ty::B32 | Ty::B64))
                        .then_some(if ty == Ty::B32 { LIT32 } else { LIT64 });
                }
                let text = named(source(raw, acc, width, ty, target))??;
                let i = self.name(text, (128..256).contains(&raw))?;
                // An SGPR tuple the decoder aligned down prints as a code other than `raw`.
                let align = u32::from(width.min(4)).max(1);
                let canonical = raw >= 128 || width == 1 || raw & (align - 1) == 0;
                return Some(if canonical { i } else { i | ODD });
            }
            ClassKey::Fixed(s) => (s.as_bytes(), false),
            ClassKey::Vreg(width) if raw < 256 => (named(vgpr(raw, width))??, false),
            ClassKey::Vreg(_) => return None,
            ClassKey::Sgpr(width) => (named(sgpr(raw.min(128), width))??, false),
            ClassKey::Sbase(width) => (named(sgpr(if raw < 64 { raw << 1 } else { 128 }, width))??, false),
            ClassKey::Saddr if raw == target.layout().flat_off => (b"off".as_slice(), false),
            ClassKey::Saddr => (named(sgpr(raw.min(128), 2))??, false),
            ClassKey::Srsrc => {
                let r = crate::mem::decode::quad(if raw < 32 { raw << 2 } else { 128 }, target)?;
                let mut s = String::new();
                crate::print::print_reg(r, target, &mut s).ok()?;
                return self.name(s.as_bytes(), false);
            }
            ClassKey::Soffset => {
                let op = crate::mem::decode::ssrc8(if raw < 256 { raw } else { 1024 }, target)?;
                let mut s = String::new();
                crate::mem::print::operand(op, target, &mut s).ok()?;
                return self.name(s.as_bytes(), false);
            }
        };
        self.name(bytes, konst)
    }
}

/// A multiply-rotate hasher for the build's small keys (SipHash made the build cost more than
/// a million lines' worth of lookups saved).
#[derive(Default)]
struct Mix(u64);

impl std::hash::Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u8(&mut self, v: u8) {
        self.0 = (self.0.rotate_left(5) ^ u64::from(v)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

type MixMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<Mix>>;

/// [`Ty`] by index (class keys hold the index).
const TYS: [Ty; 4] = [Ty::B32, Ty::B64, Ty::F16, Ty::I16];

fn ty_index(ty: Ty) -> u8 {
    TYS.iter().position(|&t| t == ty).unwrap_or(0) as u8
}

/// A printed name: a register from the padded name table, or any static text.
#[derive(Clone, Copy, Debug)]
enum NameText {
    Slot(&'static [u8; 16], usize),
    Str(&'static str),
}

impl NameText {
    fn bytes(self) -> Option<&'static [u8]> {
        match self {
            NameText::Slot(b, len) => b.get(..len),
            NameText::Str(s) => Some(s.as_bytes()),
        }
    }
}

/// Builds the routes, plans and classes of `target`.
pub(super) fn build(target: &Target) -> Fast<'_> {
    let layout = target.layout();
    // (Sized up front: growing these was a tenth of the build.)
    let mut names = Vec::with_capacity(MAX_NAMES);
    names.resize(usize::from(FIRST_NAME), [0u8; 32]);
    let mut tables = Vec::with_capacity(MAX_CLASSES);
    tables.push([0u16; 512]);
    let mut cl = Classes {
        target,
        names,
        name_ix: MixMap::with_capacity_and_hasher(MAX_NAMES, Default::default()),
        tables,
        table_ix: MixMap::with_capacity_and_hasher(MAX_CLASSES, Default::default()),
    };
    let mut slots = Vec::with_capacity(MAX_SLOTS);
    let mut plans: Vec<Plan> = Vec::with_capacity(1536);
    let mut bases: Vec<(Enc, u32, u32)> = Vec::new();
    let push = |plan: Option<Plan>, plans: &mut Vec<Plan>| match plan {
        Some(p) if plans.len() < usize::from(NONE) => {
            plans.push(p);
            (plans.len() - 1) as u16
        }
        _ => NONE,
    };
    for (enc, n) in ENCS {
        bases.push((enc, slots.len() as u32, n));
        for op in 0..n {
            let plan = target
                .lookup(enc, op)
                .and_then(|f| alu_form(&INSTS[f]).map(|a| (&INSTS[f], a)))
                .and_then(|(d, a)| compile_alu(d, &a, target, &mut cl));
            let i = push(plan, &mut plans);
            slots.push(i);
        }
    }
    let mubuf_n = layout.mubuf_op_mask + 1;
    let mem_encs = [(Enc::Smem, 256), (Enc::Ds, 256), (Enc::Global, 128), (Enc::Mubuf, mubuf_n)];
    for (enc, n) in mem_encs {
        bases.push((enc, slots.len() as u32, n));
        for op in 0..n {
            let plan = crate::mem::lookup(enc, op, target)
                .and_then(crate::mem::desc)
                .and_then(|d| mem_form(d, target).map(|m| (d, m)))
                .and_then(|(d, m)| compile_mem(d, &m, target, &mut cl));
            let i = push(plan, &mut plans);
            slots.push(i);
        }
    }
    let base = |enc: Enc| bases.iter().find(|b| b.0 == enc).map_or(0, |b| b.1);
    // The slot table has a fixed size (indexed without a bounds check): an encoding whose
    // slots would not fit (the last slot, NO_SLOT, stays NONE) is routed to the general path.
    let fits = |enc: Enc| bases.iter().find(|b| b.0 == enc).is_some_and(|b| b.1 + b.2 <= NO_SLOT);
    let mut fixed_slots = vec![NONE; MAX_SLOTS];
    for (d, &i) in fixed_slots.iter_mut().zip(&slots) {
        *d = i;
    }
    fixed_slots[NO_SLOT as usize] = NONE;
    // Routes by the top nine bits, as `decode::classify` and the memory classifier find the
    // encoding (memory words start 0b11).
    let none = Route { shift: 0, mask: 0, base: NO_SLOT };
    let mut routes = Box::new([none; 512]);
    for (top, r) in routes.iter_mut().enumerate() {
        let w = (top as u32) << 23;
        let route = |enc: Enc, shift: u32, mask: u32| {
            if fits(enc) { Route { shift: shift as u8, mask: mask as u16, base: base(enc) } } else { none }
        };
        *r = if w >> 31 == 0 {
            match w >> 25 {
                0x3f => route(Enc::Vop1, 9, 0xff),
                0x3e => route(Enc::Vopc, 17, 0xff),
                _ => route(Enc::Vop2, 25, 0x3f),
            }
        } else if w >> 30 == 0b10 {
            if w >> 28 != 0b1011 {
                route(Enc::Sop2, 23, 0x7f)
            } else {
                match w >> 23 {
                    0x17d => route(Enc::Sop1, 8, 0xff),
                    0x17e => route(Enc::Sopc, 16, 0x7f),
                    0x17f => route(Enc::Sopp, 16, 0x7f),
                    _ => route(Enc::Sopk, 23, 0x1f),
                }
            }
        } else if w >> 26 == 0b11_0111 {
            // FLAT/SCRATCH/GLOBAL by bits 15:14 (GLOBAL only, GFX9 only).
            if target.is_gfx9() { route(Enc::Global, 18, 0x7f) } else { none }
        } else if let Some(enc) = crate::mem::decode::classify(w) {
            match enc {
                Enc::Smem if !layout.smrd && layout.smem_prefix == 0b11_0000 && !layout.smem_soffset => {
                    route(Enc::Smem, 18, 0xff)
                }
                Enc::Ds => route(Enc::Ds, layout.ds_op_shift, 0xff),
                Enc::Mubuf => route(Enc::Mubuf, 18, layout.mubuf_op_mask),
                _ => none,
            }
        } else if w >> 26 == layout.vop3_prefix
            && w >> 26 != layout.vintrp_prefix
            && !(w >> 23 == layout.vop3p_prefix && target.is_gfx9())
        {
            route(Enc::Vop3, layout.vop3_op_shift, layout.vop3_op_mask)
        } else {
            none
        };
    }
    let tables = sep_tables(cl.tables, &mut plans);
    let (mvm, mexp, mlgkm) = crate::symbolic::waitcnt_limits(target);
    let cpol = |s: &str| {
        let mut b = [b' '; 8];
        let k = (s.len() + 1).min(8);
        b[1..k].copy_from_slice(&s.as_bytes()[..k - 1]);
        (b, k as u8)
    };
    #[cfg(not(test))]
    let _ = &bases;
    Fast {
        target,
        routes,
        slots: boxed(fixed_slots, NONE),
        plans,
        classes: boxed(tables.iter().flatten().copied().collect(), 0),
        snames: boxed(
            cl.names.iter().flat_map(|n| [sep_name(n, b", "), sep_name(n, b" ")]).collect(),
            [0; 16],
        ),
        names: cl.names,
        wait_max: (mvm, mexp, mlgkm),
        wait_vm_hi: target.is_gfx9(),
        lgkm_mask: layout.lgkmcnt_max,
        wait: wait_pieces(),
        cpol: [cpol(layout.cpol[0]), cpol(layout.cpol[1]), cpol(layout.cpol[2])],
        flat_off: layout.flat_off,
        flat_offset_bits: layout.flat_offset_bits,
        mubuf_slc_hi: layout.mubuf_slc_hi,
        #[cfg(test)]
        bases,
    }
}

/// The class tables as the operand loop reads them: a name entry `i` (with its [`ODD`] bit)
/// becomes the index of its [`SepName`], `2 * i` after `", "`, or `2 * i + 1` after `" "` in a
/// copy of the table made for first operands, times 16, plus [`S_ODD`] for an [`ODD`] entry;
/// literal entries become [`S_LIT32`] and [`S_LIT64`]; the plans' first operands are pointed at
/// those copies. (A first operand whose copy does not fit [`MAX_CLASSES`] gets table 0:
/// declined.)
fn sep_tables(tables: Vec<[u16; 512]>, plans: &mut [Plan]) -> Vec<[u16; 512]> {
    let sep = |t: &[u16; 512], first: u16| {
        let mut d = *t;
        for e in &mut d {
            let raw = *e & !ODD;
            // (Name indexes are below MAX_NAMES = 2048: `(2 * raw + 1) << 4` fits 16 bits.)
            *e = if raw >= FIRST_NAME {
                ((raw * 2 + first) << 4) | (u16::from(*e & ODD != 0) * S_ODD)
            } else {
                raw << 4
            };
        }
        d
    };
    let mut out: Vec<[u16; 512]> = tables.iter().map(|t| sep(t, 0)).collect();
    let mut first_of: Vec<Option<u16>> = vec![None; tables.len()];
    let mut first = |c: u16, out: &mut Vec<[u16; 512]>| -> u16 {
        let Some(t) = tables.get(usize::from(c)) else { return 0 };
        if let Some(Some(f)) = first_of.get(usize::from(c)) {
            return *f;
        }
        if out.len() >= MAX_CLASSES {
            return 0;
        }
        out.push(sep(t, 1));
        let f = (out.len() - 1) as u16;
        first_of[usize::from(c)] = Some(f);
        f
    };
    for p in plans.iter_mut() {
        for op in p.ops.iter_mut().take(usize::from(p.n)) {
            if op.first == 1 {
                op.class = first(op.class, &mut out);
                for a in &mut op.alt {
                    *a = first(*a, &mut out);
                }
            }
            op.at = u32::from(op.class) * 512 + u32::from(op.add);
        }
        p.shape = shape(p);
    }
    out
}

/// The plan's [`Plan::shape`]: its operand count when every operand is a plain name
/// ([`Act::Name`]) printed without neg/abs (1 to [`SHAPE_MAX`]); the memory shapes for the
/// operand lists their writers take; else 0 (the general loop).
fn shape(p: &Plan) -> u8 {
    let n = usize::from(p.n);
    let ops = &p.ops[..n.min(6)];
    let names = ops.iter().filter(|o| o.act == Act::Name).count();
    let acts = |a: Act| ops.iter().filter(|o| o.act == a).count();
    match (p.tail, n) {
        _ if p.mods => 0,
        (_, 1..=SHAPE_MAX) if names == n => p.n,
        (Tail::Smem, 3) if names == 2 && ops[2].act == Act::SmemOffset => SHAPE_SMEM,
        (Tail::Global, 3) if names == 2 && acts(Act::GlobalVaddr) == 1 => SHAPE_GLOBAL,
        (Tail::Mubuf, 4) if names == 3 && acts(Act::BufVaddr) == 1 => SHAPE_MUBUF,
        _ => 0,
    }
}

/// s_waitcnt's pieces (see [`Fast::waitcnt`]): ` vmcnt(k)`, ` expcnt(k)`, ` lgkmcnt(k)` for
/// every value of their fields.
fn wait_pieces() -> Box<[[u8; 16]; 192]> {
    let mut t = Box::new([[0u8; 16]; 192]);
    for (i, e) in t.iter_mut().enumerate() {
        let text = match i {
            0..64 => format!(" vmcnt({i})"),
            64..128 => format!(" expcnt({})", i - 64),
            _ => format!(" lgkmcnt({})", i - 128),
        };
        e[..text.len()].copy_from_slice(text.as_bytes());
        e[15] = text.len() as u8;
    }
    t
}

/// `v` in a fixed-size box of `N` (padded with `fill`; `v` is never longer, by construction).
fn boxed<T: Copy, const N: usize>(mut v: Vec<T>, fill: T) -> Box<[T; N]> {
    v.resize(N, fill);
    v.into_boxed_slice().try_into().unwrap_or_else(|_| Box::new([fill; N]))
}

/// A name's text after `sep`, padded, with the length at byte 15.
fn sep_name(n: &Name, sep: &[u8]) -> SepName {
    let len = usize::from(n[NAME_LEN]).min(NAME_MAX);
    let mut b = [b' '; 16];
    b[..sep.len()].copy_from_slice(sep);
    b[sep.len()..sep.len() + len].copy_from_slice(&n[..len]);
    b[15] = (sep.len() + len) as u8;
    b
}

/// An operand record with the defaults (no neg/abs).
fn op(act: Act, sep_len: u8, shift: u32, mask: u32, add: u16, class: u16) -> Op {
    Op {
        act,
        sep: if sep_len == 1 { *b"  " } else { *b", " },
        sep_len,
        first: u8::from(sep_len == 1),
        shift: shift as u8,
        mask: mask as u16,
        add,
        class,
        at: 0,
        alt: [0; 3],
        neg_pos: 0,
        abs_pos: 0,
        neg_ok: 0,
        abs_ok: 0,
        flag: 0,
    }
}

fn padded_name(name: &str) -> Option<[u8; 48]> {
    let mut b = [b' '; 48];
    b.get_mut(..name.len())?.copy_from_slice(name.as_bytes());
    Some(b)
}

/// The plan of an ALU form.
fn compile_alu(d: &'static InstDesc, a: &AluForm, target: &Target, cl: &mut Classes<'_>) -> Option<Plan> {
    let layout = target.layout();
    let mut ops = [op(Act::Name, 0, 0, 0, 0, 0); 6];
    for (i, o) in a.ops[..usize::from(a.n)].iter().enumerate() {
        let sep = if i == 0 { 1 } else { 2 };
        let alu = |acc: u8, lit: bool| ClassKey::Alu { accept: acc, width: o.width, ty: ty_index(o.ty), lit };
        let lit = !a.vop3;
        ops[i] = match o.kind {
            Kind::Implicit(name) => op(Act::Name, sep, 0, 0, 0, cl.class(ClassKey::Fixed(name))),
            Kind::Sdst => op(Act::Name, sep, 16, 0x7f, 0, cl.class(alu(accept::SGPR, false))),
            Kind::Ssrc0 => op(Act::Name, sep, 0, 0xff, 0, cl.class(alu(o.accept, lit))),
            Kind::Ssrc1 => op(Act::Name, sep, 8, 0xff, 0, cl.class(alu(o.accept, lit))),
            Kind::Simm16 if a.imm == ImmFmt::Label => op(Act::Branch, sep, 0, 0, 0, 0),
            Kind::Simm16 => op(Act::Imm, sep, 0, 0, 0, 0),
            Kind::Vdst => {
                op(Act::Name, sep, if a.vop3 { 0 } else { 17 }, 0xff, 256, cl.class(alu(accept::VGPR, false)))
            }
            Kind::Vsrc1 => op(Act::Name, sep, 9, 0xff, 256, cl.class(alu(accept::VGPR, false))),
            Kind::VSdst => {
                op(Act::Name, sep, if a.vop3 { 0 } else { 17 }, 0xff, 0, cl.class(alu(accept::SGPR, false)))
            }
            Kind::Src0 | Kind::Src1 | Kind::Src2 => {
                let shift = match (o.kind, a.vop3) {
                    (Kind::Src0, false) => 0,
                    (Kind::Src0, true) => 32,
                    (Kind::Src1, _) => 41,
                    _ => 50,
                };
                let mut r = op(Act::Name, sep, shift, 0x1ff, 0, cl.class(alu(o.accept, lit)));
                r.neg_pos = 61 + o.slot;
                r.abs_pos = 8 + o.slot;
                r.neg_ok = u8::from(o.neg);
                r.abs_ok = u8::from(o.abs);
                r
            }
        };
    }
    // Bits that must be zero (the general decoder refuses them, or the plan leaves them to it).
    let mut must_zero = 0u64;
    if a.no_simm16 {
        must_zero |= 0xffff;
    }
    let m = a.mods;
    if a.vop3 {
        let any = m & 0x3f != 0;
        let (allowed_abs, allowed_neg) = if any { ((m >> 3) & 7, m & 7) } else { (0, 0) };
        must_zero |= u64::from(!allowed_abs & 7) << 8 | u64::from(!allowed_neg & 7) << 61;
        if m & mods::CLAMP == 0 && layout.vop3_clamp_strict {
            must_zero |= 1 << layout.vop3_clamp_bit;
        }
        if m & mods::OMOD == 0 {
            must_zero |= 3 << 59;
        }
        for s in 0..3 {
            if a.used_srcs & (1 << s) == 0 {
                must_zero |= 0x1ff << (32 + 9 * s);
            }
        }
    }
    // A VOP1/VOP2/VOPC word whose src0 holds a DPP/SDWA code is another encoding: the src0
    // class declines those codes (no name), and a form that reads no src0 wants it zero.
    let reads_src0 =
        ops[..usize::from(a.n)].iter().any(|o| o.act == Act::Name && o.shift == 0 && o.mask == 0x1ff);
    if matches!(d.enc, Enc::Vop1 | Enc::Vop2 | Enc::Vopc) && !reads_src0 {
        must_zero |= 0x1ff;
    }
    // Operand fields of the encoding the form leaves unused (the decoder ignores them, the
    // assembler writes zeros): a word with a literal must have them clear to re-encode.
    let fields: u64 = match d.enc {
        Enc::Sop2 => 0x7f_ffff,
        Enc::Sop1 => 0x7f_00ff,
        Enc::Sopc => 0xffff,
        Enc::Vop1 => 0x1fe_01ff,
        Enc::Vop2 => 0x1ff_ffff,
        Enc::Vopc => 0x1_ffff,
        _ => 0,
    };
    let used = ops[..usize::from(a.n)]
        .iter()
        .filter(|o| o.mask != 0)
        .fold(0u64, |m, o| m | u64::from(o.mask) << o.shift);
    Some(Plan {
        name: padded_name(d.name)?,
        name_len: d.name.len() as u8,
        lit_zero: fields & !used,
        size: if a.vop3 { 8 } else { 4 },
        mods: ops.iter().any(|o| o.neg_ok | o.abs_ok != 0),
        shape: 0,
        n: a.n,
        ops,
        must_zero,
        imm: a.imm,
        tail: if a.vop3 { Tail::Vop3 } else { Tail::None },
        clamp_pos: layout.vop3_clamp_bit as u8,
        clamp_ok: u8::from(a.vop3 && m & mods::CLAMP != 0),
        omod_ok: if a.vop3 && m & mods::OMOD != 0 { 3 } else { 0 },
    })
}

/// The plan of a memory form.
fn compile_mem(d: &'static InstDesc, m: &MemForm, target: &Target, cl: &mut Classes<'_>) -> Option<Plan> {
    let layout = target.layout();
    let mut ops = [op(Act::Name, 0, 0, 0, 0, 0); 6];
    let has = |f: MemField| m.ops[..usize::from(m.n)].iter().any(|o| o.0 == f);
    for (i, &(f, width)) in m.ops[..usize::from(m.n)].iter().enumerate() {
        let sep = if i == 0 { 1 } else { 2 };
        ops[i] = match f {
            MemField::Sdata => op(Act::Name, sep, 6, 0x7f, 0, cl.class(ClassKey::Sgpr(width))),
            MemField::Sbase => op(Act::Name, sep, 0, 0x3f, 0, cl.class(ClassKey::Sbase(width))),
            MemField::SmemOffset => {
                let mut r = op(Act::SmemOffset, sep, 32, 0x7f, 0, cl.class(ClassKey::Sgpr(1)));
                r.flag = u8::from(target.is_gfx9());
                r
            }
            MemField::Vdst => op(Act::Name, sep, 56, 0xff, 0, cl.class(ClassKey::Vreg(width))),
            MemField::Addr => op(Act::Name, sep, 32, 0xff, 0, cl.class(ClassKey::Vreg(1))),
            MemField::Data0 | MemField::Vdata => {
                op(Act::Name, sep, 40, 0xff, 0, cl.class(ClassKey::Vreg(width)))
            }
            MemField::Data1 => op(Act::Name, sep, 48, 0xff, 0, cl.class(ClassKey::Vreg(width))),
            MemField::Vaddr if d.enc == Enc::Global => {
                let mut r = op(Act::GlobalVaddr, sep, 32, 0xff, 0, 0);
                r.alt = [cl.class(ClassKey::Vreg(1)), cl.class(ClassKey::Vreg(2)), 0];
                r
            }
            MemField::Vaddr => {
                let mut r = op(Act::BufVaddr, sep, 32, 0xff, 0, 0);
                r.alt = [
                    cl.class(ClassKey::Fixed("off")),
                    cl.class(ClassKey::Vreg(1)),
                    cl.class(ClassKey::Vreg(2)),
                ];
                r
            }
            MemField::Saddr => op(Act::Name, sep, 48, 0x7f, 0, cl.class(ClassKey::Saddr)),
            MemField::Srsrc => op(Act::Name, sep, 48, 0x1f, 0, cl.class(ClassKey::Srsrc)),
            MemField::Soffset => op(Act::Name, sep, 56, 0xff, 0, cl.class(ClassKey::Soffset)),
            _ => return None,
        };
    }
    // gfx90a/gfx940: the AGPR select bits (DS word bit 25; GLOBAL/MUBUF second dword bit 23)
    // left to the general path; DS ignores gds there; GLOBAL (word bit 25) and MUBUF (bit 15)
    // print scc.
    let gfx90a = target.is_gfx90a();
    let (tail, must_zero, flag_pos) = match d.enc {
        // GFX9: soe (bit 14) left to the general path.
        Enc::Smem => (Tail::Smem, if target.is_gfx9() { 1 << 14 } else { 0 }, 0),
        Enc::Ds => {
            // Fields the form does not use must be zero.
            let mut z = 0u64;
            for (f, pos) in
                [(MemField::Addr, 32), (MemField::Data0, 40), (MemField::Data1, 48), (MemField::Vdst, 56)]
            {
                if !has(f) {
                    z |= 0xff << pos;
                }
            }
            if gfx90a {
                z |= 1 << 25;
            }
            (Tail::Ds, z, layout.ds_gds_bit)
        }
        // lds (bit 13), dlc and reserved bits: left to the general path.
        Enc::Global => {
            let dlc = if layout.dlc { 1 << 12 } else { 0 };
            let acc = if gfx90a { 1 << 55 } else { 0 };
            // (Segment bit 14 must be clear; `special` checks bit 15 with the vaddr, which every
            // GLOBAL plan has.)
            if !has(MemField::Vaddr) {
                return None;
            }
            (Tail::Global, 1 << 14 | 1 << 13 | dlc | acc | u64::from(layout.flat_reserved_hi) << 32, 25)
        }
        // lds (bit 16), tfe (second dword bit 23) and addr64 (bit 15 where it is one).
        Enc::Mubuf => {
            let addr64 = if layout.buf_addr64 { 1 << 15 } else { 0 };
            (Tail::Mubuf, 1 << 16 | 1 << 55 | addr64, 15)
        }
        _ => return None,
    };
    Some(Plan {
        name: padded_name(d.name)?,
        name_len: d.name.len() as u8,
        lit_zero: 0,
        size: 8,
        mods: false,
        shape: 0,
        n: m.n,
        ops,
        must_zero,
        imm: ImmFmt::None,
        tail,
        clamp_pos: flag_pos as u8,
        // DS: gds printed (not on gfx90a); GLOBAL/MUBUF: scc printed (gfx90a only).
        clamp_ok: u8::from(if d.enc == Enc::Ds { !gfx90a } else { gfx90a && d.enc != Enc::Smem }),
        omod_ok: 0,
    })
}

/// An SGPR (tuple) at a memory field's code, as `mem::decode` takes it and the printer names it,
/// for codes below 102 (tuples aligned down as there; other codes: declined).
#[inline]
fn sgpr(raw: u32, width: u8) -> Option<NameText> {
    if raw > 101 || width == 0 || width > 4 {
        return None;
    }
    let v = if width == 1 { raw } else { raw & !(u32::from(width.min(4)) - 1) };
    if v + u32::from(width) > 104 {
        return None;
    }
    reg(2, v as u16, width)
}

/// A register name from the printer's padded table.
#[inline]
fn reg(p: usize, start: u16, count: u8) -> Option<NameText> {
    let (b, len) = crate::print::reg_slot(p, start, count)?;
    Some(NameText::Slot(b, len))
}

/// The memory forms the fast path takes: SMEM loads and stores with an offset (GFX8/GFX9
/// word), DS forms with one 16-bit offset, GLOBAL and MUBUF loads and stores; never on
/// processors with AGPR selects in memory words (gfx90a, gfx940) or for atomics and LDS forms.
fn mem_form(d: &'static InstDesc, target: &Target) -> Option<MemForm> {
    use crate::mem::flags;
    // GFX10 (the dlc layouts): memory words still being extended there; left to the general
    // path until they settle.
    if target.layout().dlc || d.operands.len() > 4 || d.operands.is_empty() || d.name.contains("atomic") {
        return None;
    }
    let mut ops = [(MemField::Vdst, 0u8); 4];
    for (i, od) in d.operands.iter().enumerate() {
        let Field::Mem(f) = od.field else { return None };
        if od.width == 0 || od.width > 4 {
            return None;
        }
        ops[i] = (f, od.width);
    }
    let has = |f: MemField| d.operands.iter().any(|o| o.field == Field::Mem(f));
    let ok = match d.enc {
        Enc::Smem => {
            has(MemField::Sdata)
                && has(MemField::Sbase)
                && has(MemField::SmemOffset)
                && d.mods & flags::SDATA_IMM == 0
        }
        Enc::Ds => {
            d.mods & (flags::OFFSET01 | flags::GDS_ONLY | flags::NO_OFFSET | flags::ATOMIC_RET) == 0
                && !d.name.starts_with("ds_gws")
                && !matches!(d.name, "ds_swizzle_b32" | "ds_permute_b32" | "ds_bpermute_b32")
                && (has(MemField::Vdst) || has(MemField::Data0) || has(MemField::Data1))
        }
        Enc::Global => {
            d.mods & (flags::ATOMIC_RET | flags::LDS_ONLY) == 0
                && has(MemField::Vaddr)
                && has(MemField::Saddr)
                && !target.layout().scratch_sve
        }
        // The plain buffer loads and stores: vdata, vaddr, srsrc, soffset.
        Enc::Mubuf => {
            d.mods & (flags::ATOMIC_RET | flags::LDS_ONLY) == 0
                && !d.name.contains("lds")
                && (d.name.contains("load") || d.name.contains("store"))
                && d.operands.len() == 4
                && [MemField::Vdata, MemField::Vaddr, MemField::Srsrc, MemField::Soffset].into_iter().all(has)
        }
        _ => false,
    };
    ok.then_some(MemForm { ops, n: d.operands.len() as u8 })
}

/// The ALU form of `d`, or `None` when the fast path leaves it to the general one.
fn alu_form(d: &'static InstDesc) -> Option<AluForm> {
    const UNCOVERED: u32 = mods::OPSEL
        | mods::OPSEL_HI
        | mods::NEG_LO
        | mods::NEG_HI
        | mods::CBSZ
        | mods::ABID
        | mods::BLGP
        | mods::HIGH
        | mods::SEXT0
        | mods::SEXT1
        | mods::SDWA_DST
        | mods::SDWA_SRC1;
    if d.ext != crate::table::Ext::None
        || d.mods & UNCOVERED != 0
        || d.vop3_sext() != 0
        || d.operands.len() > 6
        || crate::mem::is_mem(d.enc)
        || !matches!(
            d.imm,
            ImmFmt::None
                | ImmFmt::Hex
                | ImmFmt::SmallDec
                | ImmFmt::Dec
                | ImmFmt::DecOmitZero
                | ImmFmt::Waitcnt
                | ImmFmt::Label
        )
        // The general decoder's exceptions by name (apertures, lds_direct).
        || d.name == "v_swap_b32"
    {
        return None;
    }
    let vop3 = d.enc == Enc::Vop3;
    let mut ops =
        [AluOp { kind: Kind::Sdst, width: 1, accept: 0, ty: Ty::B32, slot: 0, neg: false, abs: false }; 6];
    let mut used_srcs = 0u8;
    let mut has_vdst = false;
    let mut has_simm16 = false;
    for (i, od) in d.operands.iter().enumerate() {
        if od.class == Class::A || od.width == 0 || od.width > 4 {
            return None;
        }
        let kind = match (od.field, d.enc) {
            (Field::Implicit(name), _) => Kind::Implicit(name),
            (Field::Sdst, Enc::Sop2 | Enc::Sop1 | Enc::Sopk | Enc::Sopc) if od.class == Class::S => {
                Kind::Sdst
            }
            (Field::Ssrc0, Enc::Sop2 | Enc::Sop1 | Enc::Sopc) if od.class == Class::S => Kind::Ssrc0,
            (Field::Ssrc1, Enc::Sop2 | Enc::Sopc) if od.class == Class::S => Kind::Ssrc1,
            (Field::Simm16, Enc::Sopk | Enc::Sopp) if od.class == Class::None => {
                has_simm16 = true;
                Kind::Simm16
            }
            (Field::Vdst, Enc::Vop1 | Enc::Vop2 | Enc::Vop3) if od.class == Class::V => {
                has_vdst = true;
                Kind::Vdst
            }
            // A scalar VALU destination (v_cmp_*_e64, v_readlane_b32, v_readfirstlane_b32):
            // SGPRs, vcc, exec and m0 as the sources' scalar rule names them; the special
            // codes the decoder also takes there are declined by the class.
            (Field::Vdst, Enc::Vop1 | Enc::Vop3) if od.class == Class::S => {
                has_vdst = true;
                Kind::VSdst
            }
            (Field::Src0, Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3) if od.class != Class::None => {
                used_srcs |= 1;
                Kind::Src0
            }
            (Field::Src1, Enc::Vop3) if od.class != Class::None => {
                used_srcs |= 2;
                Kind::Src1
            }
            (Field::Src2, Enc::Vop3) if od.class != Class::None => {
                used_srcs |= 4;
                Kind::Src2
            }
            (Field::Vsrc1, Enc::Vop2 | Enc::Vopc) if od.class == Class::V => Kind::Vsrc1,
            _ => return None,
        };
        let slot = crate::table::src_slot(od.field).unwrap_or(0);
        let is_src = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1);
        // As the general printer decides which source prints neg/abs (NEG_LO/NEG_HI excluded).
        let (neg, abs) = if is_src && vop3 {
            (d.mods & (mods::NEG0 << slot) != 0, d.mods & (mods::ABS0 << slot) != 0)
        } else {
            (false, false)
        };
        ops[i] = AluOp { kind, width: od.width, accept: od.accept, ty: od.ty, slot: slot as u8, neg, abs };
    }
    // Forms without a destination where the general decoder checks or ignores the field.
    if matches!(d.enc, Enc::Vop1 | Enc::Vop3) && !has_vdst {
        return None;
    }
    Some(AluForm {
        vop3,
        ops,
        n: d.operands.len() as u8,
        imm: d.imm,
        mods: d.mods,
        used_srcs,
        no_simm16: d.enc == Enc::Sopp && !has_simm16,
    })
}

/// A VGPR (tuple) name, when it fits in the file and the name table.
#[inline]
fn vgpr(raw: u32, width: u8) -> Option<NameText> {
    if raw + u32::from(width) > 256 {
        return None;
    }
    reg(0, raw as u16, width)
}

/// A scalar register operand at code `raw` (0..=127) as the general decoder takes and the
/// printer names it: SGPR tuples aligned down, and the vcc/exec halves and pairs and m0.
#[inline]
fn scalar(raw: u32, width: u8, target: &Target) -> Option<NameText> {
    let layout = target.layout();
    let c = raw as u16;
    if c < layout.sgprs {
        let align = u16::from(width.min(4));
        let v = if width == 1 { c } else { c & !(align - 1) };
        if usize::from(v) + usize::from(width) > 128 {
            return None;
        }
        return reg(2, v, width);
    }
    let ttmp = target.ttmp_base();
    let names: [&'static str; 3] = match c {
        106 | 107 if c < ttmp => ["vcc_lo", "vcc_hi", "vcc"],
        126 | 127 => ["exec_lo", "exec_hi", "exec"],
        code::M0 if width == 1 => return Some(NameText::Str("m0")),
        _ => return None,
    };
    match width {
        1 => Some(NameText::Str(names[usize::from(c & 1)])),
        2 if c & 1 == 0 => Some(NameText::Str(names[2])),
        _ => None,
    }
}

/// A source operand (9-bit code, or 8-bit scalar code) as text, when the plan's operand
/// accepts it and the fast path covers it.
#[inline]
fn source(raw: u32, acc: u8, width: u8, ty: Ty, target: &Target) -> Option<NameText> {
    match raw {
        256..=511 if acc & accept::VGPR != 0 => vgpr(raw - 256, width),
        0..=127 if acc & accept::SGPR != 0 => scalar(raw, width, target),
        128..=208 if acc & accept::CONST != 0 => Some(NameText::Str(INT_CONSTS[(raw - 128) as usize])),
        240..=248 if acc & accept::CONST != 0 => {
            let f = FloatConst::from_code(raw as u16)?;
            if raw == 248 && !target.layout().inv_2pi {
                return None;
            }
            Some(NameText::Str(match ty {
                Ty::I16 => FLOAT_I16[(raw - 240) as usize],
                Ty::B64 if f == FloatConst::InvTwoPi => "0.15915494309189532",
                _ => f.text(),
            }))
        }
        _ => None,
    }
}

/// Inline integer constants 128..=208 as printed: 0..=64, then -1..=-16.
static INT_CONSTS: [&str; 81] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18",
    "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35",
    "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52",
    "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64", "-1", "-2", "-3", "-4", "-5",
    "-6", "-7", "-8", "-9", "-10", "-11", "-12", "-13", "-14", "-15", "-16",
];

/// The float inline constants 240..=248 in a 16-bit integer operand: their f16 bits in hex.
static FLOAT_I16: [&str; 9] =
    ["0x3800", "0xb800", "0x3c00", "0xbc00", "0x4000", "0xc000", "0x4400", "0xc400", "0x3118"];
