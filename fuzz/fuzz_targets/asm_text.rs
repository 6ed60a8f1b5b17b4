#![no_main]
//! Assembler text output (`amdgpu asm` without `-filetype=obj`, as llvm-mc prints assembly),
//! with `; encoding:` comments: arbitrary source text (lossy UTF-8) for gfx900 with the fuzzing
//! limits. The same inputs as `asm_source`; this target follows the text printer
//! (`text_out`) instead of the object writer.
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let opts =
        amdgpu_asm::AsmOptions { limits: amdgpu_asm::Limits::fuzz(), ..amdgpu_asm::AsmOptions::default() };
    let _ = amdgpu_asm::text_str(&String::from_utf8_lossy(data), &opts, true);
});
