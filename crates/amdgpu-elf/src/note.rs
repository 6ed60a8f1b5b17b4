//! ELF note records: reading them out of a `SHT_NOTE` section and encoding them.

use crate::error::ElfError;

/// One note record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// File offset of the note header.
    pub offset: u64,
    /// Owner name without the terminating NUL (lossy UTF-8).
    pub name: String,
    /// `n_type`.
    pub n_type: u32,
    /// File offset of the descriptor.
    pub desc_offset: u64,
    /// The descriptor bytes (`n_descsz` of them, padding excluded).
    pub desc: Vec<u8>,
}

fn align_up(x: u64, a: u64) -> Option<u64> {
    x.checked_add(a - 1).map(|v| v & !(a - 1))
}

/// Parses the notes in `data`, a note section whose first byte is at file offset `base`.
/// `align` is the section alignment: 8 means 8-byte padding, anything else 4.
///
/// # Errors
/// [`ElfError`] at the offset of the first malformed note.
pub fn parse_notes(data: &[u8], base: u64, align: u64) -> Result<Vec<Note>, ElfError> {
    let a = if align == 8 { 8 } else { 4 };
    let mut notes = Vec::new();
    let mut pos = 0u64;
    let len = data.len() as u64;
    while pos < len {
        let at = base + pos;
        if len - pos < 12 {
            return Err(ElfError::oob(at, "note header"));
        }
        let p = pos as usize;
        let word =
            |i: usize| u32::from_le_bytes([data[p + i], data[p + i + 1], data[p + i + 2], data[p + i + 3]]);
        let (namesz, descsz, n_type) = (u64::from(word(0)), u64::from(word(4)), word(8));
        let name_start = pos + 12;
        let name_end = name_start + namesz;
        let desc_start = align_up(name_end, a).ok_or_else(|| ElfError::oob(at, "note name"))?;
        let desc_end = desc_start.checked_add(descsz).ok_or_else(|| ElfError::oob(at, "note descriptor"))?;
        if name_end > len {
            return Err(ElfError::oob(at, "note name"));
        }
        if desc_end > len {
            return Err(ElfError::oob(at, "note descriptor"));
        }
        let raw_name = &data[name_start as usize..name_end as usize];
        let trimmed = raw_name.strip_suffix(&[0]).unwrap_or(raw_name);
        notes.push(Note {
            offset: at,
            name: String::from_utf8_lossy(trimmed).into_owned(),
            n_type,
            desc_offset: base + desc_start,
            desc: data[desc_start as usize..desc_end as usize].to_vec(),
        });
        // The last note's descriptor padding may be cut off by the section end.
        pos = align_up(desc_end, a).unwrap_or(len).min(len);
    }
    Ok(notes)
}

/// The contents of the small V2 notes, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum V2Note {
    /// `NT_AMD_HSA_CODE_OBJECT_VERSION`: major, minor.
    CodeObjectVersion(u32, u32),
    /// `NT_AMD_HSA_ISA_VERSION`: vendor, architecture, major, minor, stepping.
    IsaVersion {
        /// Vendor name (`AMD`).
        vendor: String,
        /// Architecture name (`AMDGPU`).
        arch: String,
        /// Major version.
        major: u32,
        /// Minor version.
        minor: u32,
        /// Stepping.
        stepping: u32,
    },
    /// `NT_AMD_HSA_ISA_NAME`: the target ID text.
    IsaName(String),
}

impl Note {
    /// Decodes the V2 notes `AMD` 1, 3 and 11 (`None` for other notes or short descriptors).
    #[must_use]
    pub fn v2_value(&self) -> Option<V2Note> {
        if self.name != crate::consts::NOTE_NAME_AMD {
            return None;
        }
        let d = &self.desc;
        let u32_at = |o: usize| d.get(o..o + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let text = |b: &[u8]| String::from_utf8_lossy(b.strip_suffix(&[0]).unwrap_or(b)).into_owned();
        match self.n_type {
            crate::consts::NT_AMD_HSA_CODE_OBJECT_VERSION => {
                Some(V2Note::CodeObjectVersion(u32_at(0)?, u32_at(4)?))
            }
            crate::consts::NT_AMD_HSA_ISA_VERSION => {
                let vlen = usize::from(u16::from_le_bytes([*d.first()?, *d.get(1)?]));
                let alen = usize::from(u16::from_le_bytes([*d.get(2)?, *d.get(3)?]));
                let vendor = d.get(16..16 + vlen)?;
                let arch = d.get(16 + vlen..16 + vlen + alen)?;
                Some(V2Note::IsaVersion {
                    vendor: text(vendor),
                    arch: text(arch),
                    major: u32_at(4)?,
                    minor: u32_at(8)?,
                    stepping: u32_at(12)?,
                })
            }
            crate::consts::NT_AMD_HSA_ISA_NAME => Some(V2Note::IsaName(text(d))),
            _ => None,
        }
    }
}

/// Encodes one note: the 12-byte header, `name` with its NUL padded to 4 bytes, then `desc`
/// padded to 4 bytes (`"AMD"` gives `n_namesz` 4, `"AMDGPU"` gives 7 padded to 8).
///
/// # Panics
/// Never for realistic input; sizes above 4 GiB cannot be encoded and are a caller bug.
#[must_use]
pub fn encode_note(name: &str, n_type: u32, desc: &[u8]) -> Vec<u8> {
    let namesz = u32::try_from(name.len() + 1).expect("note name fits in u32");
    let descsz = u32::try_from(desc.len()).expect("note descriptor fits in u32");
    let mut out = Vec::with_capacity(12 + name.len() + desc.len() + 8);
    out.extend_from_slice(&namesz.to_le_bytes());
    out.extend_from_slice(&descsz.to_le_bytes());
    out.extend_from_slice(&n_type.to_le_bytes());
    out.extend_from_slice(name.as_bytes());
    out.push(0);
    while out.len() % 4 != 0 {
        out.push(0);
    }
    out.extend_from_slice(desc);
    while out.len() % 4 != 0 {
        out.push(0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_with_the_seed_padding() {
        let n = encode_note("AMD", 10, b"abcde");
        assert_eq!(&n[..12], &[4, 0, 0, 0, 5, 0, 0, 0, 10, 0, 0, 0]);
        assert_eq!(&n[12..16], b"AMD\0");
        assert_eq!(&n[16..], b"abcde\0\0\0");
        let n = encode_note("AMDGPU", 32, &[0x80]);
        assert_eq!(&n[..4], &[7, 0, 0, 0]);
        assert_eq!(&n[12..20], b"AMDGPU\0\0");
        assert_eq!(n.len(), 24);
    }

    #[test]
    fn parses_what_it_encodes() {
        let mut sec = encode_note("AMD", 1, &[1, 0, 0, 0, 0, 0, 0, 0]);
        sec.extend(encode_note("AMDGPU", 32, &[0x81, 0xa1, b'a', 1]));
        let notes = parse_notes(&sec, 0x100, 4).unwrap();
        assert_eq!(notes.len(), 2);
        assert_eq!((notes[1].name.as_str(), notes[1].n_type, notes[1].offset), ("AMDGPU", 32, 0x100 + 24));
        assert_eq!(notes[1].desc, [0x81, 0xa1, b'a', 1]);
    }

    #[test]
    fn v2_notes_decode() {
        let mut isa = vec![4, 0, 7, 0, 8, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0];
        isa.extend_from_slice(b"AMD\0AMDGPU\0");
        let n = &parse_notes(&encode_note("AMD", 3, &isa), 0, 4).unwrap()[0];
        assert_eq!(
            n.v2_value(),
            Some(V2Note::IsaVersion {
                vendor: "AMD".into(),
                arch: "AMDGPU".into(),
                major: 8,
                minor: 0,
                stepping: 3
            })
        );
        let n = &parse_notes(&encode_note("AMD", 3, &isa[..20]), 0, 4).unwrap()[0];
        assert_eq!(n.v2_value(), None);
        let n = &parse_notes(&encode_note("AMD", 1, &[1, 0, 0, 0, 0, 0, 0, 0]), 0, 4).unwrap()[0];
        assert_eq!(n.v2_value(), Some(V2Note::CodeObjectVersion(1, 0)));
    }

    #[test]
    fn truncated_notes_are_located() {
        let sec = encode_note("AMDGPU", 32, &[1, 2, 3, 4, 5]);
        let e = parse_notes(&sec[..22], 0x40, 4).unwrap_err();
        assert_eq!(e.offset, 0x40);
        let mut huge = sec.clone();
        huge[4..8].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(parse_notes(&huge, 0, 4).is_err());
    }
}
