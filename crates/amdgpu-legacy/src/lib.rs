//! Legacy AMD GPU runtime ABIs, before the HSA code-object era:
//!
//! * [`cl2`]: the AMD Catalyst OpenCL 2.0 ABI (seed 003): user-data SGPRs per enabled feature
//!   set, the setup buffer, the hidden setup arguments and argument-buffer layout for 32- and
//!   64-bit, and the image channel data type / order tables.
//! * [`amdil`]: the AMDIL compiler/runtime metadata strings (seed 004): parse, validate and print
//!   them (round trip), the cb0 reserved layout and the constant-buffer argument packing.
//!
//! ```
//! use amdgpu_legacy::{amdil, cl2};
//!
//! // AMDIL metadata: parse, validate, print back.
//! let text = ";ARGSTART:__OpenCL_add_kernel\n;version:3:1:104\n;uniqueid:1024\n\
//!             ;pointer:out:i32:1:1:0:uav:11:4\n;value:n:i32:1:1:16\n;ARGEND:__OpenCL_add_kernel\n";
//! let doc = amdil::parse(text)?;
//! assert!(amdil::validate(&doc).iter().all(|d| d.severity != amdil::Severity::Error));
//! assert_eq!(doc.to_string(), text);
//! let layout = amdil::pack::kernel_layout(doc.kernels().next().unwrap());
//! assert_eq!(layout[1].offset, 16);
//!
//! // Catalyst OpenCL 2.0: argument buffer of a 64-bit kernel.
//! let sig = cl2::parse_signature("global float* p, int n, float3 v")?;
//! let args = cl2::layout(&sig, cl2::Bits::B64, cl2::VectorAlign::Vector);
//! assert_eq!(args.user[0].offset, 48); // after the six 8-byte hidden arguments
//! assert_eq!(args.user[2].offset, 64);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod amdil;
pub mod cl2;
pub mod diag;
mod names;
