//! Multi-kernel compilation units (seed 004 L468-536): the call graph from `;function` /
//! `;intrinsic` metadata and the runtime's replacement of the pseudo-instruction.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::model::{Document, EntryKind, Item, Kernel};

/// Functions and intrinsics a kernel needs, found by following `;function` lists through the
/// metadata blocks of the callees (matched by their `;uniqueid`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct CallClosure {
    /// Every function id reachable from the kernel (the kernel itself excluded unless it is
    /// called back).
    pub functions: BTreeSet<u32>,
    /// Reachable function ids that have no metadata block in the text (not expanded further).
    pub unresolved: BTreeSet<u32>,
    /// Every intrinsic id needed by the kernel or a reachable function.
    pub intrinsics: BTreeSet<u32>,
}

/// The metadata blocks of a text by `;uniqueid` (the first block wins on duplicates, which
/// validation reports).
#[must_use]
pub fn blocks_by_id(doc: &Document) -> BTreeMap<u32, &Kernel> {
    let mut m = BTreeMap::new();
    for k in doc.kernels() {
        if let Some(id) = unique_id(k) {
            m.entry(id).or_insert(k);
        }
    }
    m
}

/// The `;uniqueid` of a block.
#[must_use]
pub fn unique_id(k: &Kernel) -> Option<u32> {
    k.entries.iter().find_map(|e| if let EntryKind::UniqueId { id } = e.kind { Some(id) } else { None })
}

/// The call closure of `kernel`. Each block is visited once, so work is linear in the metadata.
#[must_use]
pub fn call_closure(doc: &Document, kernel: &Kernel) -> CallClosure {
    let by_id = blocks_by_id(doc);
    let mut out = CallClosure::default();
    let mut stack = vec![kernel];
    let mut visited: BTreeSet<u32> = unique_id(kernel).into_iter().collect();
    while let Some(k) = stack.pop() {
        for e in &k.entries {
            match &e.kind {
                EntryKind::Function { ids } => {
                    for &id in ids {
                        out.functions.insert(id);
                        if visited.insert(id) {
                            match by_id.get(&id) {
                                Some(callee) => stack.push(callee),
                                None => {
                                    out.unresolved.insert(id);
                                }
                            }
                        }
                    }
                }
                EntryKind::Intrinsic { ids } => out.intrinsics.extend(ids.iter().copied()),
                _ => {}
            }
        }
    }
    out
}

/// The text with every multi-kernel pseudo-instruction replaced by `call <uid>` (L534), as the
/// runtime does before handing the IL of kernel `uid` to SC.
#[must_use]
pub fn replace_pseudo_call(doc: &Document, uid: u32) -> String {
    let mut d = doc.clone();
    for item in &mut d.items {
        if let Item::PseudoCall { line, .. } = *item {
            *item = Item::Text { line, text: format!("call {uid}") };
        }
    }
    d.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::amdil::parse;

    const UNIT: &str = "\
il_cs_2_0
;$$$$$$$$$
endmain
;ARGSTART:k
;uniqueid:7
;function:2:10:11
;intrinsic:1:90
;ARGEND:k
;ARGSTART:f10
;uniqueid:10
;function:2:12:7
;ARGEND:f10
;ARGSTART:f11
;uniqueid:11
;intrinsic:2:90:91
;ARGEND:f11
;ARGSTART:f12
;uniqueid:12
;function:1:10
;ARGEND:f12
";

    #[test]
    fn closure_follows_function_metadata_and_stops_on_cycles() {
        let doc = parse(UNIT).unwrap();
        let k = doc.kernels().next().unwrap();
        let c = call_closure(&doc, k);
        assert_eq!(c.functions, BTreeSet::from([7, 10, 11, 12]));
        assert!(c.unresolved.is_empty());
        assert_eq!(c.intrinsics, BTreeSet::from([90, 91]));
        let f11 = doc.kernels().nth(2).unwrap();
        assert_eq!(call_closure(&doc, f11).functions, BTreeSet::new());
    }

    #[test]
    fn unknown_callees_are_reported() {
        let doc = parse(";ARGSTART:k\n;uniqueid:1\n;function:2:2:3\n;ARGEND:k\n").unwrap();
        let c = call_closure(&doc, doc.kernels().next().unwrap());
        assert_eq!(c.unresolved, BTreeSet::from([2, 3]));
    }

    #[test]
    fn pseudo_instruction_becomes_call() {
        let doc = parse(UNIT).unwrap();
        let text = replace_pseudo_call(&doc, 7);
        assert!(text.starts_with("il_cs_2_0\ncall 7\nendmain\n"), "{text}");
        assert!(!text.contains("$$"));
    }
}
