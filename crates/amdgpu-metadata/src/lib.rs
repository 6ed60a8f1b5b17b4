//! AMDGPU code object metadata.
//!
//! * V3-V6 ([`v3`]): the MessagePack map in the `NT_AMDGPU_METADATA` note; `amdhsa.version`,
//!   `amdhsa.target`, `amdhsa.printf`, `amdhsa.kernels` with their arguments.
//! * V2 ([`v2`]): the YAML text in the `NT_AMD_HSA_METADATA` note, written back in LLVM 14's
//!   layout.
//! * [`yaml`]: `.amdgpu_metadata` YAML -> MessagePack typed exactly as llvm-mc-19 types it.
//! * [`msgpack`] and [`json`]: bytes <-> [`Value`] (maps keep their order) <-> JSON.
//!
//! Unknown keys are preserved everywhere, so decoding and re-encoding what LLVM wrote gives the
//! same bytes back.
//!
//! ```
//! use amdgpu_metadata::{v3::Metadata, yaml_to_msgpack};
//!
//! let yaml = "---
//! amdhsa.version: [ 1, 2 ]
//! amdhsa.kernels:
//!   - .name: k
//!     .symbol: k.kd
//!     .kernarg_segment_size: 8
//!     .group_segment_fixed_size: 0
//!     .private_segment_fixed_size: 0
//!     .kernarg_segment_align: 8
//!     .wavefront_size: 64
//!     .sgpr_count: 6
//!     .vgpr_count: 1
//!     .max_flat_workgroup_size: 256
//!     .args:
//!       - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
//!     .vendor.extra: kept
//! ...
//! ";
//! let bytes = yaml_to_msgpack(yaml).unwrap();
//! let md = Metadata::decode(&bytes).unwrap();
//! assert_eq!(md.kernels[0].sgpr_count, 6);
//! assert_eq!(md.kernels[0].args.as_ref().unwrap()[0].value_kind, "global_buffer");
//! assert_eq!(md.kernels[0].extra.len(), 1);
//! assert_eq!(md.encode(), bytes); // unknown keys and LLVM's key order survive
//! ```

pub mod json;
pub mod msgpack;
pub mod schema;
pub mod v2;
pub mod v3;
pub mod yaml;

pub use msgpack::MsgPackError;
pub use rmpv::Value;
pub use schema::SchemaError;
pub use yaml::{Loc, YamlError};

/// Any metadata error.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MetadataError {
    /// Malformed MessagePack (with a byte offset).
    #[error(transparent)]
    MsgPack(#[from] MsgPackError),
    /// Malformed YAML (with line:col).
    #[error(transparent)]
    Yaml(#[from] YamlError),
    /// A schema violation, located by its path in the document.
    #[error(transparent)]
    Schema(#[from] SchemaError),
    /// A schema violation in YAML text, with line:col.
    #[error("{loc}: {error}")]
    Located {
        /// Where in the YAML text.
        loc: Loc,
        /// The violation.
        error: SchemaError,
    },
}

/// Converts `.amdgpu_metadata` YAML to the MessagePack bytes llvm-mc-19 puts in the
/// `NT_AMDGPU_METADATA` note, after checking it against the V3+ schema (as llvm-mc does).
///
/// # Errors
/// [`MetadataError::Yaml`] or [`MetadataError::Located`], both with line:col.
pub fn yaml_to_msgpack(text: &str) -> Result<Vec<u8>, MetadataError> {
    let parsed = yaml::parse(text)?;
    v3::Metadata::from_value(&parsed.value)
        .map_err(|error| MetadataError::Located { loc: parsed.loc_of(error.path()), error })?;
    Ok(msgpack::encode(&parsed.value))
}

/// Converts YAML to MessagePack with llvm-mc-19's typing but without schema checks (for PAL or
/// vendor documents).
///
/// # Errors
/// [`MetadataError::Yaml`] with line:col.
pub fn yaml_to_msgpack_unchecked(text: &str) -> Result<Vec<u8>, MetadataError> {
    Ok(msgpack::encode(&yaml::parse(text)?.value))
}

/// Parses an unsigned integer scalar as LLVM's YAML reader does (`0x`, `0b`, `0o`, leading-0
/// octal, decimal).
#[must_use]
pub fn yaml_scalar_uint(text: &str) -> Option<u64> {
    yaml::parse_uint_text(text)
}
