#![no_main]
//! Assembler front end: arbitrary source text (lossy UTF-8) for gfx900 with the fuzzing limits,
//! exactly as `amdgpu_asm::parse` assembles it, except that the instruction back end is built
//! once and reused: building one costs milliseconds (the processor's opcode and mnemonic
//! tables), a large share of a small input's run. `IsaBackend` keeps no state between
//! statements (it only reads its tables), so reusing it does not carry anything from one input
//! to the next.
//!
//! Each line is also given to the assembler's one-pass lane (`amdgpu_isa::parse::encode_plain`)
//! on one of the processors of the ISA tables (the line number picks it): whatever it takes must
//! parse and encode the usual way to the same bytes, without a fixup, with the same register
//! maxima. The lane's first tier (its signature readers) is held against its second (the
//! generic lane, `encode_plain_generic`): both take the line or neither, with the same bytes
//! and maxima.
use libfuzzer_sys::fuzz_target;
use std::cell::RefCell;

thread_local! {
    static BACKEND: RefCell<amdgpu_asm::IsaBackend> =
        RefCell::new(amdgpu_asm::IsaBackend::new("gfx900").expect("gfx900 has ISA tables"));
}

fuzz_target!(|data: &[u8]| {
    let opts =
        amdgpu_asm::AsmOptions { limits: amdgpu_asm::Limits::fuzz(), ..amdgpu_asm::AsmOptions::default() };
    assert_eq!(opts.mcpu, "gfx900", "amdgpu_asm::parse assembles for gfx900");
    let src =
        amdgpu_asm::SourceFile { name: "<stdin>".into(), text: String::from_utf8_lossy(data).into_owned() };
    BACKEND.with_borrow_mut(|isa| {
        let _ = amdgpu_asm::assemble(&src, &mut amdgpu_asm::NoIncludes, isa, &opts);
    });
    let targets = amdgpu_fuzz::isa_targets();
    let (mut lane, mut general, mut generic) = (Vec::new(), Vec::new(), Vec::new());
    for (k, line) in src.text.lines().take(1024).enumerate() {
        let target = &targets[k % targets.len()];
        lane.clear();
        generic.clear();
        let taken = amdgpu_isa::parse::encode_plain(line, target, &mut lane);
        let second = amdgpu_isa::parse::encode_plain_generic(line, target, &mut generic);
        assert_eq!(taken, second, "the lane's tiers differ: {line:?}");
        assert_eq!(lane, generic, "the lane's tiers' bytes differ: {line:?}");
        let Some(regs) = taken else {
            assert!(lane.is_empty(), "the lane wrote bytes for a line it declined: {line:?}");
            continue;
        };
        let inst = amdgpu_isa::parse_inst(line, target, &mut amdgpu_isa::PlainExprs)
            .unwrap_or_else(|e| panic!("the lane took {line:?}, the parser says {e}"));
        general.clear();
        assert_eq!(amdgpu_isa::encode(&inst, target, &mut general), Ok(None), "{line:?}");
        assert_eq!(lane, general, "the lane's bytes differ: {line:?}");
        let (mut v, mut s, mut a) = (0, 0, 0);
        for op in &inst.operands {
            if let amdgpu_isa::Operand::Reg(r) = op {
                let end = u32::from(r.index) + u32::from(r.count.max(1));
                match r.file {
                    amdgpu_isa::RegFile::Vgpr => v = v.max(end),
                    amdgpu_isa::RegFile::Agpr => a = a.max(end),
                    amdgpu_isa::RegFile::Scalar if r.index <= 105 => s = s.max(end),
                    amdgpu_isa::RegFile::Scalar => {}
                }
            }
        }
        assert_eq!(regs, (v, s, a), "the lane's register maxima differ: {line:?}");
    }
});
