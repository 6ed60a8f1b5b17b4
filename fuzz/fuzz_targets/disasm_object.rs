#![no_main]
//! Code-object disassembler: arbitrary object bytes, as re-assemblable source
//! (`amdgpu disasm`) and as an llvm-objdump-style listing (`amdgpu disasm --listing`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let opts = amdgpu_disasm::DisasmOptions::default();
    let _ = amdgpu_disasm::disassemble(data, &opts);
    let _ = amdgpu_disasm::listing(data, &opts);
});
