//! AMD GPU target model: processors, generations, target features, target IDs, `e_flags`
//! and register-file facts. Everything here is data learned from LLVM 19's documentation and
//! by probing llvm-mc-19 / LLVM 14 (see `docs/0002-target-model.md`).
//!
//! ```
//! use amdgpu_target::{CodeObjectVersion, FeatureSetting, TargetId, eflags, processor, regs};
//!
//! let id = TargetId::parse("amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-").unwrap();
//! assert_eq!(id.processor.name, "gfx90a");
//! assert_eq!(id.xnack, FeatureSetting::Off);
//! assert_eq!(id.to_string(), "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-");
//!
//! let flags = eflags::encode(&id, CodeObjectVersion::V5, None).unwrap();
//! assert_eq!(flags, 0xe3f); // MACH 0x3f, xnack off (0x200), sramecc on (0xc00)
//! let back = eflags::decode(flags, id.processor.arch, CodeObjectVersion::V5).unwrap();
//! assert_eq!(back.target_id(CodeObjectVersion::V5).unwrap().to_string(), "gfx90a:sramecc+:xnack-");
//!
//! // Code object V2/V3 spelling: features in a fixed order, present = on.
//! let old = TargetId::parse("amdgcn-amd-amdhsa--gfx902+xnack").unwrap();
//! assert_eq!(eflags::encode(&old, CodeObjectVersion::V3, None).unwrap(), 0x12d);
//!
//! // Aliases, lookups and kernel-descriptor granules.
//! let fiji = processor("fiji").unwrap();
//! assert_eq!((fiji.name, fiji.mach), ("gfx803", 0x2a));
//! assert_eq!(regs::vgpr_blocks(processor("gfx90a").unwrap(), 512, false), 63);
//!
//! // Errors name the bad part and what is allowed.
//! let err = TargetId::parse("gfx803:sramecc+").unwrap_err();
//! assert_eq!(err.to_string(), "at byte 7: gfx803 has no feature 'sramecc'; it supports: none");
//! ```

pub mod cmdline;
pub mod eflags;
pub mod error;
pub mod processor;
pub mod regs;
pub mod target_id;

pub use cmdline::CommandLineTarget;
pub use eflags::{CodeObjectVersion, EFlags, decode as decode_e_flags, encode as encode_e_flags};
pub use error::TargetError;
pub use processor::{
    Arch, ExtraSgprRule, Feature, FlatScratch, Generation, GfxVersion, PROCESSORS, Processor, RegisterFile,
    processor, processor_by_mach, processors_of,
};
pub use target_id::{FeatureSetting, Os, Spelling, TargetId, Triple, Vendor};
