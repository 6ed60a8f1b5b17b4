//! The AMDGPU runtime ABI: what the code object tells the packet processor and what the
//! packet processor sets up for a kernel.
//!
//! * [`descriptor`]: the 64-byte kernel descriptor (code object V3+) and every
//!   COMPUTE_PGM_RSRC1/2/3 and kernel-code-property bit field for GFX6-GFX12.
//! * [`directives`]: the `.amdhsa_*` directives of an `.amdhsa_kernel` block, with LLVM 19's
//!   defaults, to and from a descriptor.
//! * [`akc`]: `amd_kernel_code_t` (code object V2), its `.amd_kernel_code_t` keys, and
//!   conversion to and from the descriptor.
//! * [`kernarg`]: OpenCL C signature parser and kernarg segment layout with the V2-V6 hidden
//!   arguments, in the shape of the metadata `.args`.
//! * [`initial_state`]: which SGPRs/VGPRs hold what when a wavefront starts.
//! * [`aql`], [`queue`], [`signal`]: the AQL kernel dispatch packet, `hsa_queue_t` /
//!   `amd_queue_t` and `amd_signal_t`, with builders and validators.
//! * [`memory`]: scratch swizzling and flat/segment address conversion; [`memory_model`]: seed
//!   002's memory-model and PCIe-atomics tables; [`isa`]: ISA identities and enumerations.
//! * [`target`]: the processor facts the ABI depends on ([`AbiTarget`]).
//!
//! Decisions and the resolution of known specification errors: `docs/0005-hsa-abi.md`.
//!
//! ```
//! use amdgpu_hsa::{AbiTarget, AmdhsaKernel, KernelDescriptor, directives};
//!
//! let target = AbiTarget::from_processor("gfx900").unwrap();
//! let mut block = AmdhsaKernel::new(target);
//! block.set(".amdhsa_next_free_vgpr", 3).unwrap();
//! block.set(".amdhsa_next_free_sgpr", 2).unwrap();
//! block.set(".amdhsa_user_sgpr_kernarg_segment_ptr", 1).unwrap();
//! let kd = block.finish().unwrap();
//! assert_eq!(kd.compute_pgm_rsrc2, 0x84); // USER_SGPR_COUNT 2, WORKGROUP_ID_X
//!
//! let bytes = kd.to_bytes();
//! let back = KernelDescriptor::parse(&bytes).unwrap();
//! assert_eq!(back, kd);
//! assert!(directives::render(&back, &target, "hello").contains(".amdhsa_user_sgpr_kernarg_segment_ptr 1"));
//! ```

pub mod akc;
pub mod aql;
pub mod descriptor;
pub mod directives;
pub mod initial_state;
pub mod isa;
pub mod kernarg;
pub mod memory;
pub mod memory_model;
pub mod queue;
mod record;
pub mod signal;
pub mod target;

pub use descriptor::{KERNEL_DESCRIPTOR_SIZE, KernelDescriptor};
pub use directives::{AmdhsaKernel, DirectiveError};
pub use target::{AbiTarget, Family};

/// Errors of the ABI layer. Binary inputs carry the byte offset where they went wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HsaError {
    /// The input ended early.
    #[error("input truncated at byte {offset}: {needed} bytes needed")]
    Truncated {
        /// Length of the input (where more bytes were needed).
        offset: usize,
        /// Bytes the structure needs.
        needed: usize,
    },
    /// A processor name this layer cannot place in a family.
    #[error("unknown processor {0:?}")]
    UnknownProcessor(String),
    /// A target ID that does not parse (the message from `amdgpu-target`, with its offset).
    #[error("invalid target ID: {0}")]
    TargetId(String),
    /// A field does not exist on this family.
    #[error("no field {name} on {family}")]
    UnknownField {
        /// The field name asked for.
        name: String,
        /// The family.
        family: &'static str,
    },
    /// A value does not fit its field.
    #[error("value {value} does not fit field {field} (max {max})")]
    FieldRange {
        /// The field.
        field: &'static str,
        /// The value.
        value: u64,
        /// The largest value.
        max: u64,
    },
}
