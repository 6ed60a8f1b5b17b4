#![no_main]
//! Kernel descriptors (64 bytes) and amd_kernel_code_t (256 bytes).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = amdgpu_hsa::KernelDescriptor::parse(data);
    let _ = amdgpu_hsa::akc::AmdKernelCode::parse(data);
});
