//! Optional metadata merge (`LinkOptions::merge_metadata`): one `NT_AMDGPU_METADATA` note for
//! the whole output instead of lld's one-per-input concatenation.
//!
//! The merged map is the first input's map with `amdhsa.kernels` and `amdhsa.printf` holding
//! every input's entries in input order, `amdhsa.target` carrying the merged target ID
//! (`gfx900` + `gfx900:xnack+` gives `gfx900:xnack+`), and keys missing from the first map
//! taken from later ones. Different `amdhsa.version`s or processors are errors.

use amdgpu_metadata::Value;

use crate::LinkError;

const NT_AMDGPU_METADATA: u32 = 32;

/// One note of an input note section.
struct RawNote<'a> {
    name: &'a [u8],
    ntype: u32,
    desc: &'a [u8],
    /// The whole note including padding, copied as is when not merged.
    bytes: &'a [u8],
    /// File offset of the note header.
    at: u64,
}

fn bad(file: &str, at: u64, detail: impl Into<String>) -> LinkError {
    LinkError::Metadata { file: file.to_string(), offset: at, detail: detail.into() }
}

fn parse_notes<'a>(file: &str, data: &'a [u8], data_at: u64) -> Result<Vec<RawNote<'a>>, LinkError> {
    let mut out = Vec::new();
    let mut pos = 0usize;
    let pad = |n: usize| n.div_ceil(4) * 4;
    while pos < data.len() {
        let at = data_at + pos as u64;
        let word = |k: usize| -> Result<usize, LinkError> {
            let b = data
                .get(pos + 4 * k..pos + 4 * k + 4)
                .ok_or_else(|| bad(file, at, "truncated note header"))?;
            Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
        };
        let (namesz, descsz, ntype) = (word(0)?, word(1)?, word(2)? as u32);
        let name_end =
            (pos + 12).checked_add(namesz).ok_or_else(|| bad(file, at, "note name size overflows"))?;
        let desc_start = pos + 12 + pad(namesz);
        let desc_end = desc_start.checked_add(descsz).ok_or_else(|| bad(file, at, "note size overflows"))?;
        let end = desc_start + pad(descsz);
        if end > data.len() || name_end > data.len() {
            return Err(bad(file, at, "note extends past the end of its section"));
        }
        let name = &data[pos + 12..name_end];
        out.push(RawNote {
            name: name.strip_suffix(&[0]).unwrap_or(name),
            ntype,
            desc: &data[desc_start..desc_end],
            bytes: &data[pos..end],
            at,
        });
        pos = end;
    }
    Ok(out)
}

/// Splits `amdgcn-amd-amdhsa--gfx900:xnack+` into the base and its feature settings.
fn split_target(t: &str) -> (&str, Vec<(&str, char)>) {
    let mut parts = t.split(':');
    let base = parts.next().unwrap_or("");
    let feats = parts.filter_map(|f| f.char_indices().last().map(|(i, c)| (&f[..i], c))).collect();
    (base, feats)
}

fn merge_target(file: &str, at: u64, a: &str, b: &str) -> Result<String, LinkError> {
    let (base_a, mut fa) = split_target(a);
    let (base_b, fb) = split_target(b);
    if base_a != base_b {
        return Err(bad(file, at, format!("amdhsa.target {b} conflicts with {a}")));
    }
    for (name, sign) in fb {
        match fa.iter().find(|(n, _)| *n == name) {
            Some((_, s)) if *s != sign => {
                return Err(bad(file, at, format!("amdhsa.target {b} conflicts with {a}")));
            }
            Some(_) => {}
            None => fa.push((name, sign)),
        }
    }
    let mut out = base_a.to_string();
    for (n, s) in fa {
        out.push(':');
        out.push_str(n);
        out.push(s);
    }
    Ok(out)
}

fn key_index(map: &[(Value, Value)], key: &str) -> Option<usize> {
    map.iter().position(|(k, _)| k.as_str() == Some(key))
}

fn merge_maps(
    file: &str,
    at: u64,
    into: &mut Vec<(Value, Value)>,
    from: Vec<(Value, Value)>,
) -> Result<(), LinkError> {
    for (k, v) in from {
        let Some(key) = k.as_str().map(str::to_string) else { continue };
        let Some(i) = key_index(into, &key) else {
            into.push((k, v));
            continue;
        };
        match key.as_str() {
            "amdhsa.kernels" | "amdhsa.printf" => {
                let (Value::Array(dst), Value::Array(src)) = (&mut into[i].1, v) else {
                    return Err(bad(file, at, format!("{key} is not an array")));
                };
                for item in src {
                    if key == "amdhsa.kernels" || !dst.contains(&item) {
                        dst.push(item);
                    }
                }
            }
            "amdhsa.version" if into[i].1 != v => {
                return Err(bad(
                    file,
                    at,
                    format!("amdhsa.version {v} differs from the first input's {}", into[i].1),
                ));
            }
            "amdhsa.target" => {
                let (Some(a), Some(b)) = (into[i].1.as_str(), v.as_str()) else {
                    return Err(bad(file, at, "amdhsa.target is not a string"));
                };
                into[i].1 = Value::from(merge_target(file, at, a, b)?);
            }
            _ => {}
        }
    }
    Ok(())
}

/// Rewrites a note output section from its members: `members` are (input name, section
/// bytes, file offset of the bytes). Returns the new section contents.
pub(crate) fn merge(members: &[(&str, &[u8], u64)]) -> Result<Vec<u8>, LinkError> {
    let mut out = Vec::new();
    let mut merged: Option<(usize, Vec<(Value, Value)>)> = None;
    for &(file, data, data_at) in members {
        for n in parse_notes(file, data, data_at)? {
            if n.name != b"AMDGPU" || n.ntype != NT_AMDGPU_METADATA {
                out.extend_from_slice(n.bytes);
                continue;
            }
            let value = amdgpu_metadata::msgpack::decode(n.desc)
                .map_err(|e| bad(file, n.at, format!("metadata: {e}")))?;
            let Value::Map(map) = value else {
                return Err(bad(file, n.at, "metadata is not a map"));
            };
            match &mut merged {
                None => {
                    merged = Some((out.len(), map));
                }
                Some((_, into)) => merge_maps(file, n.at, into, map)?,
            }
        }
    }
    if let Some((pos, map)) = merged {
        let desc = amdgpu_metadata::msgpack::encode(&Value::Map(map));
        let mut note = Vec::with_capacity(24 + desc.len());
        note.extend_from_slice(&7u32.to_le_bytes());
        note.extend_from_slice(&(desc.len() as u32).to_le_bytes());
        note.extend_from_slice(&NT_AMDGPU_METADATA.to_le_bytes());
        note.extend_from_slice(b"AMDGPU\0\0");
        note.extend_from_slice(&desc);
        note.resize(note.len().div_ceil(4) * 4, 0);
        out.splice(pos..pos, note);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::merge_target;

    #[test]
    fn targets_merge_any_with_specific() {
        let t = "amdgcn-amd-amdhsa--gfx90a";
        assert_eq!(
            merge_target("f", 0, t, "amdgcn-amd-amdhsa--gfx90a:xnack+").unwrap(),
            "amdgcn-amd-amdhsa--gfx90a:xnack+"
        );
        assert_eq!(
            merge_target("f", 0, "amdgcn-amd-amdhsa--gfx90a:sramecc-", "amdgcn-amd-amdhsa--gfx90a:xnack+")
                .unwrap(),
            "amdgcn-amd-amdhsa--gfx90a:sramecc-:xnack+"
        );
        assert!(
            merge_target("f", 0, "amdgcn-amd-amdhsa--gfx900:xnack-", "amdgcn-amd-amdhsa--gfx900:xnack+")
                .is_err()
        );
        assert!(merge_target("f", 0, "amdgcn-amd-amdhsa--gfx900", "amdgcn-amd-amdhsa--gfx906").is_err());
    }
}
