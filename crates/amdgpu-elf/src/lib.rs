//! AMDGPU ELF code objects (work in progress).
