//! AMDIL compiler/runtime metadata and ABI (seed 004): the metadata strings, the cb0 reserved
//! layout, and the constant-buffer packing of kernel arguments.
//!
//! # Grammar
//!
//! The input is a text of lines (`\n` or `\r\n`, consistently). Outside blocks, every line is
//! kept verbatim as [`Item::Text`] (IL code, comments), except:
//!
//! * `;ARGSTART:name` opens a kernel block closed by `;ARGEND:name`; each line inside is one of
//!   the 22 token forms of seed 004 (see [`EntryKind`]) or the `;ARG:` form of its L437 example;
//! * `;#DATASTART[:cb]:size` opens a data segment of `;#type:offset:count:v0:...` lines closed by
//!   `;#DATAEND[:cb]`;
//! * `;DEBUGSTART` ... `;DEBUGEND` (whole lines) is a debug block kept verbatim;
//! * `;` followed by 8, 9 or 10 `$` is the multi-kernel pseudo-instruction.
//!
//! Numbers are canonical decimals (no sign, no leading zero) so that printing a parsed
//! [`Document`] gives back the input byte for byte. docs/0006-legacy-abis.md records how each
//! ambiguity of seed 004 was resolved.

pub mod cb0;
pub mod link;
mod model;
pub mod options;
pub mod pack;
mod parse;
mod validate;

pub use model::{
    DataScalar, DataSegment, DataType, DataValue, DataVector, Document, Entry, EntryKind, ImageAccess,
    ImageDim, Item, Kernel, MemType, MemorySpace, VectorType,
};
pub use parse::{ParseError, ParseErrorKind, format_decoded_len, parse, parse_bytes};
pub use validate::{Diagnostic, Severity, validate};
