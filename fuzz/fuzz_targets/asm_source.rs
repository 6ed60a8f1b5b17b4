#![no_main]
//! Assembler front end: arbitrary source text (lossy UTF-8) for gfx900 with the fuzzing limits,
//! exactly as `amdgpu_asm::parse` assembles it, except that the instruction back end is built
//! once and reused: building one costs milliseconds (the processor's opcode and mnemonic
//! tables), a large share of a small input's run. `IsaBackend` keeps no state between
//! statements (it only reads its tables), so reusing it does not carry anything from one input
//! to the next.
use libfuzzer_sys::fuzz_target;
use std::cell::RefCell;

thread_local! {
    static BACKEND: RefCell<amdgpu_asm::IsaBackend> =
        RefCell::new(amdgpu_asm::IsaBackend::new("gfx900").expect("gfx900 has ISA tables"));
}

fuzz_target!(|data: &[u8]| {
    let opts = amdgpu_asm::AsmOptions { limits: amdgpu_asm::Limits::fuzz(), ..amdgpu_asm::AsmOptions::default() };
    assert_eq!(opts.mcpu, "gfx900", "amdgpu_asm::parse assembles for gfx900");
    let src = amdgpu_asm::SourceFile { name: "<stdin>".into(), text: String::from_utf8_lossy(data).into_owned() };
    BACKEND.with_borrow_mut(|isa| {
        let _ = amdgpu_asm::assemble(&src, &mut amdgpu_asm::NoIncludes, isa, &opts);
    });
});
