//! AMDIL compiler options (seed 004 L62-102): `-mcpu` names, the `-mattr` forms (max
//! work-group size `mwgs-#d-#1-#2-#3`, CAL version `+cal=#`, and the `+/-` feature switches) and
//! the CAL-to-SC version mapping.

use serde::Serialize;

/// The 13 `-mcpu` values with the seed's notes (L66-78).
pub const MCPUS: [(&str, &str); 13] = [
    ("rv710", ""),
    ("rv730", ""),
    ("rv770", "also includes rv740, 790 and 700"),
    ("cypress", "Cayman in 8XX mode"),
    ("juniper", "Barts in 8XX mode"),
    ("redwood", "Turks in 8XX mode"),
    ("cedar", "Caicos in 8XX mode"),
    ("cayman", ""),
    ("barts", ""),
    ("turks", ""),
    ("caicos", ""),
    ("kauai", "Emulator testing"),
    ("test", "Test backend for features that are in development"),
];

/// The 8 `+/-` feature switches (L95-102).
pub const FEATURES: [&str; 8] = [
    "fp64",
    "byte_addressable_store",
    "barrier_detect",
    "images",
    "multi_uav",
    "macrodb",
    "noalias",
    "noinline",
];

/// CAL version to SC version (L87-89): SC_135 = cal=950, SC_136 = cal=982, SC_137 = cal=1331.
pub const CAL_TO_SC: [(u32, u32); 3] = [(950, 135), (982, 136), (1331, 137)];

/// The SC version a CAL version maps to.
#[must_use]
pub fn sc_for_cal(cal: u32) -> Option<u32> {
    CAL_TO_SC.iter().find(|(c, _)| *c == cal).map(|(_, s)| *s)
}

/// The CAL version an SC version maps to.
#[must_use]
pub fn cal_for_sc(sc: u32) -> Option<u32> {
    CAL_TO_SC.iter().find(|(_, s)| *s == sc).map(|(c, _)| *c)
}

/// One `-mattr` item.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Mattr {
    /// `mwgs-#d-#1-#2-#3`: dimensions not given are 1.
    MaxWorkGroupSize {
        /// Dimensionality (1-3).
        dims: u32,
        /// Sizes of the three dimensions.
        sizes: [u32; 3],
    },
    /// `+cal=#` (also accepted without `+`).
    Cal {
        /// CAL version.
        version: u32,
    },
    /// `+name` / `-name`.
    Feature {
        /// One of [`FEATURES`].
        name: &'static str,
        /// `+` (on) or `-` (off).
        enabled: bool,
    },
}

/// A malformed `-mattr` list.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("column {col}: {message}")]
pub struct MattrError {
    /// 1-based column of the item.
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

/// Parses a comma-separated `-mattr` value such as `mwgs-3-64-2-2,+cal=982,-images`.
///
/// # Errors
/// The first malformed item.
pub fn parse_mattr(list: &str) -> Result<Vec<Mattr>, MattrError> {
    let mut out = Vec::new();
    let mut col = 1;
    for item in list.split(',') {
        let e = |m: String| MattrError { col, message: m };
        let short: String = item.chars().take(40).collect();
        if let Some(rest) = item.strip_prefix("mwgs-") {
            let nums: Vec<&str> = rest.split('-').collect();
            let parse = |s: &str| s.parse::<u32>().ok().filter(|_| s.bytes().all(|b| b.is_ascii_digit()));
            let dims = parse(nums[0]).filter(|d| (1..=3).contains(d));
            let Some(dims) = dims else {
                return Err(e(format!("`{short}`: dimensionality must be 1, 2 or 3")));
            };
            if nums.len() != dims as usize + 1 {
                return Err(e(format!("`{short}`: expected {dims} size(s) after the dimensionality")));
            }
            let mut sizes = [1u32; 3];
            for (i, n) in nums[1..].iter().enumerate() {
                sizes[i] =
                    parse(n).filter(|v| *v > 0).ok_or_else(|| e(format!("`{short}`: bad size `{n}`")))?;
            }
            out.push(Mattr::MaxWorkGroupSize { dims, sizes });
        } else if let Some(v) = item.strip_prefix("+cal=").or_else(|| item.strip_prefix("cal=")) {
            let version = v
                .parse::<u32>()
                .ok()
                .filter(|_| v.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| e(format!("`{short}`: bad CAL version")))?;
            out.push(Mattr::Cal { version });
        } else if let Some((enabled, name)) =
            item.strip_prefix('+').map(|n| (true, n)).or_else(|| item.strip_prefix('-').map(|n| (false, n)))
        {
            let name = FEATURES
                .iter()
                .find(|f| **f == name)
                .ok_or_else(|| e(format!("unknown feature `{short}`")))?;
            out.push(Mattr::Feature { name, enabled });
        } else {
            return Err(e(format!("unknown option `{short}`")));
        }
        col += item.chars().count() + 1;
    }
    Ok(out)
}

/// True when `name` is one of the 13 `-mcpu` values.
#[must_use]
pub fn is_mcpu(name: &str) -> bool {
    MCPUS.iter().any(|(n, _)| *n == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mattr_forms_of_seed_004() {
        assert_eq!(
            parse_mattr("mwgs-3-64-2-2").unwrap(),
            [Mattr::MaxWorkGroupSize { dims: 3, sizes: [64, 2, 2] }]
        );
        assert_eq!(
            parse_mattr("mwgs-1-256").unwrap(),
            [Mattr::MaxWorkGroupSize { dims: 1, sizes: [256, 1, 1] }]
        );
        assert_eq!(
            parse_mattr("+fp64,-images,+cal=982").unwrap(),
            [
                Mattr::Feature { name: "fp64", enabled: true },
                Mattr::Feature { name: "images", enabled: false },
                Mattr::Cal { version: 982 },
            ]
        );
        for f in FEATURES {
            assert_eq!(parse_mattr(&format!("-{f}")).unwrap().len(), 1);
        }
        for bad in
            ["mwgs-4-1-1-1-1", "mwgs-2-64", "mwgs-0", "mwgs-1-x", "mwgs-1-0", "+cal=x", "+sse", "foo", ""]
        {
            assert!(parse_mattr(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_mattr("+fp64,+bogus").unwrap_err().col, 7);
    }

    #[test]
    fn mcpu_and_cal_tables() {
        assert_eq!(MCPUS.len(), 13);
        assert!(is_mcpu("cypress") && is_mcpu("test") && !is_mcpu("atir700"));
        assert_eq!(
            (sc_for_cal(950), sc_for_cal(982), sc_for_cal(1331), sc_for_cal(1000)),
            (Some(135), Some(136), Some(137), None)
        );
        assert_eq!(cal_for_sc(137), Some(1331));
    }
}
