//! Semantic checks over a parsed [`Document`]: what parses but breaks a rule of seed 004.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde::Serialize;

use super::cb0::CB0_RESERVED_BYTES;
use super::model::{DataValue, Document, EntryKind, Item, Kernel};
use super::pack::{SLOT_BYTES, kernel_layout};

/// How bad a [`Diagnostic`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Suspicious but allowed (some seed examples trip these).
    Warning,
    /// Breaks a rule the seed states.
    Error,
}

/// A finding of [`validate`], on one line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// 1-based line number.
    pub line: usize,
    /// Warning or error.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = match self.severity {
            Severity::Warning => "warning",
            Severity::Error => "error",
        };
        write!(f, "line {}: {s}: {}", self.line, self.message)
    }
}

/// Checks the rules of seed 004 that the grammar alone does not enforce; findings are sorted
/// by line. Work is linear in the document (plus sorting).
#[must_use]
pub fn validate(doc: &Document) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut unique_ids: HashMap<u32, usize> = HashMap::new();
    let mut printf_ids: HashMap<u32, usize> = HashMap::new();
    let mut needs_data = None;
    for k in doc.kernels() {
        kernel(k, &mut out, &mut unique_ids, &mut printf_ids, &mut needs_data);
    }
    let mut have_data = false;
    for item in &doc.items {
        if let Item::Data(d) = item {
            have_data = true;
            data(d, &mut out);
        }
    }
    if let (Some(line), false) = (needs_data, have_data) {
        out.push(warn(line, "`;memory:datareqd` but the text has no data segment".into()));
    }
    out.sort_by_key(|d| d.line);
    out
}

fn err(line: usize, message: String) -> Diagnostic {
    Diagnostic { line, severity: Severity::Error, message }
}

fn warn(line: usize, message: String) -> Diagnostic {
    Diagnostic { line, severity: Severity::Warning, message }
}

fn kernel(
    k: &Kernel,
    out: &mut Vec<Diagnostic>,
    unique_ids: &mut HashMap<u32, usize>,
    printf_ids: &mut HashMap<u32, usize>,
    needs_data: &mut Option<usize>,
) {
    let mut seen_unique = None;
    let mut seen_version = None;
    let mut arg_names: HashSet<&str> = HashSet::new();
    for e in &k.entries {
        let line = e.line;
        match &e.kind {
            EntryKind::Version { .. } => {
                if let Some(first) = seen_version.replace(line) {
                    out.push(warn(line, format!("second `;version` in this kernel (first on line {first})")));
                }
            }
            EntryKind::Error { message } | EntryKind::Warning { message } => {
                let n = message.chars().count();
                if n > 36 {
                    out.push(warn(
                        line,
                        format!(
                            "message is {n} characters; the seed allows a 4-character code + 32 characters"
                        ),
                    ));
                }
            }
            EntryKind::UniqueId { id } => {
                if let Some(first) = seen_unique.replace(line) {
                    out.push(err(line, format!("second `;uniqueid` in this kernel (first on line {first})")));
                } else if let Some(other) = unique_ids.insert(*id, line) {
                    out.push(err(line, format!("unique id {id} is also used on line {other}")));
                }
            }
            EntryKind::DataRequired => {
                needs_data.get_or_insert(line);
            }
            EntryKind::Sampler { location, value, .. } => {
                if *location > 1 {
                    out.push(err(
                        line,
                        format!("sampler location {location} is not 0 (argument) or 1 (kernel defined)"),
                    ));
                } else if *location == 0 && *value != 0 {
                    out.push(err(
                        line,
                        format!("sampler argument (location 0) must have value 0, not {value}"),
                    ));
                }
            }
            EntryKind::Counter { bits, .. } if *bits != 32 && *bits != 64 => {
                out.push(err(line, format!("counter element size {bits} is not 32 or 64 bits")));
            }
            EntryKind::Value { data_type, size, .. } => {
                use super::model::DataType as T;
                match data_type {
                    T::Struct | T::Union => {}
                    T::Event | T::Opaque if *size != 1 => {
                        out.push(err(line, format!("{data_type} arguments have size 1, not {size}")));
                    }
                    _ if ![1, 2, 3, 4, 8, 16].contains(size) => {
                        out.push(err(line, format!("element count {size} is not 1, 2, 3, 4, 8 or 16")));
                    }
                    _ => {}
                }
            }
            EntryKind::Pointer { data_type, num_elements, alignment, .. } => {
                if *num_elements != 1 {
                    out.push(err(line, format!("pointer element count must be 1, not {num_elements}")));
                }
                if !data_type.is_pointer_type() {
                    out.push(warn(
                        line,
                        format!("pointee type `{data_type}` is not one of the 7 the seed lists"),
                    ));
                }
                if !alignment.is_power_of_two() {
                    out.push(err(line, format!("alignment {alignment} is not a power of two")));
                }
            }
            EntryKind::LegacyPointer { function, .. } | EntryKind::LegacyValue { function, .. }
                if *function != k.name =>
            {
                out.push(warn(
                    line,
                    format!("`;ARG:` names function `{function}` inside the block of `{}`", k.name),
                ));
            }
            EntryKind::Printf { id, .. } => {
                if let Some(other) = printf_ids.insert(*id, line) {
                    out.push(err(line, format!("printf id {id} is also used on line {other}")));
                }
            }
            EntryKind::Cws { sizes } if sizes.contains(&0) => {
                out.push(err(line, "`;cws` sizes must not be 0".into()));
            }
            EntryKind::Lws { size: 0 } => out.push(err(line, "`;lws` size must not be 0".into())),
            _ => {}
        }
        let name = match &e.kind {
            EntryKind::Value { arg, .. }
            | EntryKind::Pointer { arg, .. }
            | EntryKind::Image { arg, .. }
            | EntryKind::Counter { arg, .. }
            | EntryKind::LegacyPointer { arg, .. }
            | EntryKind::LegacyValue { arg, .. } => Some(arg.as_str()),
            _ => None,
        };
        if let Some(n) = name
            && !arg_names.insert(n)
        {
            out.push(err(line, format!("argument `{n}` is described twice")));
        }
    }
    // Placement: 16-byte alignment, outside the reserved part of cb0, no overlap.
    let layout = kernel_layout(k);
    let mut by_cb: BTreeMap<u32, Vec<&super::pack::ArgPlacement>> = BTreeMap::new();
    for a in &layout {
        if a.offset % SLOT_BYTES != 0 {
            out.push(err(
                a.line,
                format!("argument `{}` at offset {} is not 16-byte aligned", a.name, a.offset),
            ));
        }
        if a.cb == 0 && a.offset < u64::from(CB0_RESERVED_BYTES) {
            out.push(warn(
                a.line,
                format!("argument `{}` at cb0 offset {} overlaps the reserved bytes 0-139", a.name, a.offset),
            ));
        }
        by_cb.entry(a.cb).or_default().push(a);
    }
    for args in by_cb.values_mut() {
        args.sort_by_key(|a| (a.offset, a.line));
        for w in args.windows(2) {
            if w[0].offset.saturating_add(w[0].bytes) > w[1].offset {
                out.push(err(
                    w[1].line,
                    format!(
                        "argument `{}` (cb{} offset {}) overlaps `{}` (offset {}, {} bytes)",
                        w[1].name, w[1].cb, w[1].offset, w[0].name, w[0].offset, w[0].bytes
                    ),
                ));
            }
        }
    }
}

fn data(d: &super::model::DataSegment, out: &mut Vec<Diagnostic>) {
    match (d.cb, d.end_cb) {
        (Some(a), Some(b)) if a != b => {
            out.push(err(d.end_line, format!("`;#DATAEND:{b}` closes the segment of constant buffer {a}")));
        }
        (Some(a), None) => out.push(err(d.end_line, format!("`;#DATAEND` should name constant buffer {a}"))),
        (None, Some(b)) if b != 0 => {
            out.push(err(d.end_line, format!("`;#DATAEND:{b}` closes a segment without constant buffer id")));
        }
        _ => {}
    }
    let mut spans: Vec<(u64, u64, usize)> = Vec::new();
    for v in &d.vectors {
        let elem = u64::from(v.ty.scalar.bytes());
        let end = u64::from(v.offset) + elem * v.values.len() as u64;
        if u64::from(v.offset) % elem != 0 {
            out.push(warn(v.line, format!("offset {} is not aligned to the {elem}-byte element", v.offset)));
        }
        if end > u64::from(d.size) {
            out.push(warn(v.line, format!("data ends at byte {end}, past the segment size {}", d.size)));
        }
        if v.ty.width == Some(3) {
            if v.values.len() % 4 != 0 {
                out.push(err(v.line, "vec3 data must be padded to 4 elements per vector".into()));
            } else if v.values.iter().skip(3).step_by(4).any(|x| *x != DataValue::Int(0) && !is_zero_hex(x)) {
                out.push(warn(v.line, "vec3 padding elements are not 0".into()));
            }
        }
        spans.push((u64::from(v.offset), end, v.line));
    }
    spans.sort_unstable();
    for w in spans.windows(2) {
        if w[0].1 > w[1].0 {
            out.push(err(w[1].2, format!("data at byte {} overlaps the data of line {}", w[1].0, w[0].2)));
        }
    }
}

fn is_zero_hex(v: &DataValue) -> bool {
    matches!(v, DataValue::Hex { bits: 0, .. })
}
