#![no_main]
//! Code-object disassembler: arbitrary object bytes.
use libfuzzer_sys::fuzz_target;


fuzz_target!(|data: &[u8]| {
    let _ = amdgpu_disasm::disassemble(data, &amdgpu_disasm::DisasmOptions::default());
});
