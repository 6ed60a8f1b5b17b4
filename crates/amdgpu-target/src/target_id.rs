//! Target triples (`amdgcn-amd-amdhsa--`) and target IDs in both spellings:
//! code object V2/V3 (`amdgcn-amd-amdhsa--gfx902+xnack`) and V4+
//! (`amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-`).

use std::fmt;

use crate::error::TargetError;
use crate::processor::{Arch, Feature, Processor, processor, suggest};

/// The value of one target feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum FeatureSetting {
    /// The processor does not have the feature.
    Unsupported,
    /// Code works with either setting (V4+ default for `xnack` and `sramecc`).
    Any,
    /// Disabled.
    Off,
    /// Enabled.
    On,
}

impl FeatureSetting {
    /// Lower-case name (`unsupported`, `any`, `off`, `on`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            FeatureSetting::Unsupported => "unsupported",
            FeatureSetting::Any => "any",
            FeatureSetting::Off => "off",
            FeatureSetting::On => "on",
        }
    }
}

impl fmt::Display for FeatureSetting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Vendor component of a triple (kept as spelled, for round trips).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Vendor {
    /// `amd`.
    Amd,
    /// `mesa3d` (the vendor the LLVM documentation lists for the `mesa3d` OS).
    Mesa3d,
    /// `mesa` (the vendor LLVM's triple parser knows; Mesa uses `amdgcn-mesa-mesa3d`).
    Mesa,
    /// `unknown`.
    Unknown,
    /// Empty.
    Empty,
}

/// OS component of a triple.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Os {
    /// Empty (or `unknown`): `ELFOSABI_NONE`.
    Unknown,
    /// `amdhsa`: `ELFOSABI_AMDGPU_HSA` (64).
    Amdhsa,
    /// `amdpal`: `ELFOSABI_AMDGPU_PAL` (65).
    Amdpal,
    /// `mesa3d`: `ELFOSABI_AMDGPU_MESA3D` (66).
    Mesa3d,
}

impl Os {
    /// The triple spelling (empty for unknown).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Os::Unknown => "",
            Os::Amdhsa => "amdhsa",
            Os::Amdpal => "amdpal",
            Os::Mesa3d => "mesa3d",
        }
    }
}

impl Vendor {
    /// The triple spelling (empty for unknown).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Vendor::Amd => "amd",
            Vendor::Mesa3d => "mesa3d",
            Vendor::Mesa => "mesa",
            Vendor::Unknown => "unknown",
            Vendor::Empty => "",
        }
    }
}

/// `<arch>-<vendor>-<os>-<environment>`; the environment is always empty for AMDGPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Triple {
    /// Architecture.
    pub arch: Arch,
    /// Vendor.
    pub vendor: Vendor,
    /// Operating system.
    pub os: Os,
    /// How the OS was spelled when it is unknown: `""` or `"unknown"` (kept for round trips).
    pub os_spelled_unknown: bool,
    /// True when the triple had the (empty) fourth component, e.g. `amdgcn-amd-amdhsa-`.
    pub has_env: bool,
}

impl Triple {
    /// `amdgcn-amd-amdhsa-` (with the empty environment).
    pub const AMDHSA: Triple = Triple {
        arch: Arch::Amdgcn,
        vendor: Vendor::Amd,
        os: Os::Amdhsa,
        os_spelled_unknown: false,
        has_env: true,
    };

    /// Parses a triple of 2 to 4 components (`amdgcn--`, `amdgcn-amd-amdhsa`,
    /// `amdgcn-amd-amdhsa-`). `offset` is added to reported byte offsets.
    ///
    /// # Errors
    /// A typed error naming the bad component.
    pub fn parse_at(text: &str, offset: usize) -> Result<Triple, TargetError> {
        let parts: Vec<(usize, &str)> = split_offsets(text, '-');
        if parts.len() < 3 || parts.len() > 4 {
            return Err(TargetError::MalformedTriple { offset, triple: text.to_string() });
        }
        let (ao, a) = parts[0];
        let arch = match a {
            "amdgcn" => Arch::Amdgcn,
            "r600" => Arch::R600,
            _ => return Err(TargetError::UnknownArch { offset: offset + ao, found: a.to_string() }),
        };
        let (vo, v) = parts[1];
        let vendor = match v {
            "amd" => Vendor::Amd,
            "mesa3d" => Vendor::Mesa3d,
            "mesa" => Vendor::Mesa,
            "unknown" => Vendor::Unknown,
            "" => Vendor::Empty,
            _ => return Err(TargetError::UnknownVendor { offset: offset + vo, found: v.to_string() }),
        };
        let (oo, o) = parts[2];
        let (os, os_spelled_unknown) = match o {
            "amdhsa" => (Os::Amdhsa, false),
            "amdpal" => (Os::Amdpal, false),
            "mesa3d" => (Os::Mesa3d, false),
            "" => (Os::Unknown, false),
            "unknown" => (Os::Unknown, true),
            _ => return Err(TargetError::UnknownOs { offset: offset + oo, found: o.to_string() }),
        };
        if arch == Arch::R600 && os == Os::Amdhsa {
            return Err(TargetError::OsNotSupported { offset: offset + oo });
        }
        let has_env = parts.len() == 4;
        if let Some(&(eo, e)) = parts.get(3)
            && !e.is_empty()
        {
            return Err(TargetError::UnknownEnvironment { offset: offset + eo, found: e.to_string() });
        }
        Ok(Triple { arch, vendor, os, os_spelled_unknown, has_env })
    }

    /// Parses a triple alone (see [`Triple::parse_at`]).
    ///
    /// # Errors
    /// A typed error naming the bad component.
    pub fn parse(text: &str) -> Result<Triple, TargetError> {
        Self::parse_at(text, 0)
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let os = if self.os_spelled_unknown { "unknown" } else { self.os.name() };
        write!(f, "{}-{}-{}", self.arch, self.vendor.name(), os)?;
        if self.has_env {
            f.write_str("-")?;
        }
        Ok(())
    }
}

/// The two target-ID spellings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Spelling {
    /// Code object V2/V3: `gfx906+xnack+sram-ecc`; a feature is on when listed, off otherwise.
    V3,
    /// Code object V4+: `gfx906:sramecc+:xnack-`; a feature is any when absent.
    V4,
}

/// A parsed target ID: an optional triple, a processor and its feature settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TargetId {
    /// The triple, when the ID had one (`amdgcn-amd-amdhsa--gfx90a`); `None` for a bare
    /// processor (`gfx90a:xnack+`).
    pub triple: Option<Triple>,
    /// The processor.
    pub processor: &'static Processor,
    /// `xnack` (Unsupported when the processor lacks it).
    pub xnack: FeatureSetting,
    /// `sramecc` (Unsupported when the processor lacks it).
    pub sramecc: FeatureSetting,
    /// `wavefrontsize64` (V2/V3 spelling only; Unsupported before GFX10).
    pub wavefrontsize64: FeatureSetting,
    /// `cumode` (V2/V3 spelling only; Unsupported before GFX10).
    pub cumode: FeatureSetting,
    /// Which spelling this ID was written in (printing uses it).
    pub spelling: Spelling,
}

const V3_ORDER: &str = "xnack, sram-ecc, wavefrontsize64, cumode";

impl TargetId {
    /// A target ID for `processor` with every feature at its default for `spelling`
    /// (V4: any; V3: off).
    #[must_use]
    pub fn new(triple: Option<Triple>, processor: &'static Processor, spelling: Spelling) -> TargetId {
        let init = |f: Feature| {
            if !processor.supports(f) {
                FeatureSetting::Unsupported
            } else if spelling == Spelling::V4 && f.in_target_id() {
                FeatureSetting::Any
            } else {
                FeatureSetting::Off
            }
        };
        TargetId {
            triple,
            processor,
            xnack: init(Feature::Xnack),
            sramecc: init(Feature::Sramecc),
            wavefrontsize64: if spelling == Spelling::V3 {
                init(Feature::Wavefrontsize64)
            } else {
                FeatureSetting::Unsupported
            },
            cumode: if spelling == Spelling::V3 {
                init(Feature::Cumode)
            } else {
                FeatureSetting::Unsupported
            },
            spelling,
        }
    }

    /// The setting of a feature in this ID.
    #[must_use]
    pub fn setting(&self, f: Feature) -> FeatureSetting {
        match f {
            Feature::Xnack => self.xnack,
            Feature::Sramecc => self.sramecc,
            Feature::Wavefrontsize64 => self.wavefrontsize64,
            Feature::Cumode => self.cumode,
            Feature::Tgsplit => FeatureSetting::Unsupported,
        }
    }

    fn setting_mut(&mut self, f: Feature) -> Option<&mut FeatureSetting> {
        match f {
            Feature::Xnack => Some(&mut self.xnack),
            Feature::Sramecc => Some(&mut self.sramecc),
            Feature::Wavefrontsize64 => Some(&mut self.wavefrontsize64),
            Feature::Cumode => Some(&mut self.cumode),
            Feature::Tgsplit => None,
        }
    }

    /// Parses a target ID, detecting the spelling: any `+` directly after the processor or a
    /// feature means V2/V3, otherwise V4+ (a bare processor is read as V4+, features any).
    /// Accepts a triple prefix (`amdgcn-amd-amdhsa--gfx90a`) or a bare processor (`gfx90a`),
    /// alternative processor names, and V4 features in any order.
    ///
    /// # Errors
    /// A typed error with the byte offset of the bad part and what is allowed there.
    pub fn parse(text: &str) -> Result<TargetId, TargetError> {
        let spelling = detect_spelling(text);
        Self::parse_as(text, spelling)
    }

    /// Parses raw bytes (the fuzzing entry point): UTF-8 is checked first, then as
    /// [`TargetId::parse`].
    ///
    /// # Errors
    /// [`TargetError::InvalidUtf8`] with the offset of the first bad byte, or any parse error.
    pub fn parse_bytes(bytes: &[u8]) -> Result<TargetId, TargetError> {
        let text =
            std::str::from_utf8(bytes).map_err(|e| TargetError::InvalidUtf8 { offset: e.valid_up_to() })?;
        Self::parse(text)
    }

    /// Parses in a given spelling. See [`TargetId::parse`].
    ///
    /// # Errors
    /// A typed error with the byte offset of the bad part and what is allowed there.
    pub fn parse_as(text: &str, spelling: Spelling) -> Result<TargetId, TargetError> {
        if text.is_empty() {
            return Err(TargetError::Empty);
        }
        // A triple is present when the text starts with an architecture name and a '-'.
        let (triple, proc_start) = if text.starts_with("amdgcn-") || text.starts_with("r600-") {
            // arch-vendor-os-env-processor: the processor starts after the 4th '-'.
            let dashes: Vec<usize> = text.match_indices('-').map(|(i, _)| i).take(4).collect();
            if dashes.len() < 4 {
                // A triple alone is not a target ID: report the missing processor.
                let t = Triple::parse(text).map_err(|e| match e {
                    TargetError::UnknownEnvironment { offset, found } if processor(&found).is_some() => {
                        TargetError::MissingEnvironment { offset, processor: found }
                    }
                    e => e,
                })?;
                return Err(TargetError::UnknownProcessor {
                    offset: text.len(),
                    found: String::new(),
                    hint: format!(" after triple '{t}'; a target ID needs '<triple>-<processor>'"),
                });
            }
            let t = Triple::parse_at(&text[..dashes[3]], 0)?;
            (Some(t), dashes[3] + 1)
        } else {
            (None, 0)
        };
        let rest = &text[proc_start..];
        let name_end = rest.find([':', '+']).unwrap_or(rest.len());
        let name = &rest[..name_end];
        let Some(p) = processor(name) else {
            if triple.is_none() && name.matches('-').count() >= 4 {
                // Looks like a triple with an architecture that is not AMDGPU's.
                let arch = name.split('-').next().unwrap_or_default();
                return Err(TargetError::UnknownArch { offset: 0, found: arch.to_string() });
            }
            return Err(TargetError::UnknownProcessor {
                offset: proc_start,
                found: name.to_string(),
                hint: suggest(name),
            });
        };
        if let Some(t) = triple
            && t.arch != p.arch
        {
            return Err(TargetError::ArchMismatch {
                offset: proc_start,
                processor: p.name,
                processor_arch: p.arch.name(),
                triple_arch: t.arch.name(),
            });
        }
        let mut id = TargetId::new(triple, p, spelling);
        let feats = &rest[name_end..];
        let base = proc_start + name_end;
        match spelling {
            Spelling::V4 => id.parse_v4_features(feats, base)?,
            Spelling::V3 => id.parse_v3_features(feats, base)?,
        }
        Ok(id)
    }

    fn allowed(&self, modern: bool) -> String {
        let names: Vec<&str> = self
            .processor
            .target_id_features(modern)
            .iter()
            .map(|f| if modern { f.name() } else { f.v3_name() })
            .collect();
        if names.is_empty() { "none".to_string() } else { names.join(", ") }
    }

    fn parse_v4_features(&mut self, feats: &str, base: usize) -> Result<(), TargetError> {
        if feats.is_empty() {
            return Ok(());
        }
        if let Some(i) = feats.find('+').filter(|_| !feats.starts_with(':')) {
            return Err(TargetError::MixedSpelling { offset: base + i });
        }
        let mut seen: Vec<Feature> = Vec::new();
        // feats starts with ':'; each piece is "name+" or "name-".
        for (o, piece) in split_offsets(&feats[1..], ':') {
            let offset = base + 1 + o;
            let (fname, value) = match piece.as_bytes().last() {
                Some(b'+') => (&piece[..piece.len() - 1], FeatureSetting::On),
                Some(b'-') => (&piece[..piece.len() - 1], FeatureSetting::Off),
                _ => {
                    if piece.contains('+') {
                        return Err(TargetError::MixedSpelling { offset });
                    }
                    return Err(TargetError::MissingFeatureSign { offset, found: piece.to_string() });
                }
            };
            let feature = match fname {
                "xnack" => Feature::Xnack,
                "sramecc" => Feature::Sramecc,
                "tgsplit" | "wavefrontsize64" | "cumode" => {
                    return Err(TargetError::NotTargetIdFeature {
                        offset,
                        feature: fname.to_string(),
                        why: format!("set it with -mattr=+{fname}"),
                        processor: self.processor.name,
                        allowed: self.allowed(true),
                    });
                }
                "sram-ecc" => {
                    return Err(TargetError::NotTargetIdFeature {
                        offset,
                        feature: fname.to_string(),
                        why: "code object V4+ target IDs spell it 'sramecc'".to_string(),
                        processor: self.processor.name,
                        allowed: self.allowed(true),
                    });
                }
                _ => {
                    return Err(TargetError::UnknownFeature {
                        offset,
                        found: fname.to_string(),
                        processor: self.processor.name,
                        allowed: self.allowed(true),
                    });
                }
            };
            if !self.processor.supports(feature) {
                return Err(TargetError::FeatureNotSupported {
                    offset,
                    processor: self.processor.name,
                    feature: fname.to_string(),
                    allowed: self.allowed(true),
                });
            }
            if seen.contains(&feature) {
                return Err(TargetError::DuplicateFeature { offset, feature: fname.to_string() });
            }
            seen.push(feature);
            if let Some(s) = self.setting_mut(feature) {
                *s = value;
            }
        }
        Ok(())
    }

    fn parse_v3_features(&mut self, feats: &str, base: usize) -> Result<(), TargetError> {
        if feats.is_empty() {
            return Ok(());
        }
        if let Some(i) = feats.find(':') {
            return Err(TargetError::MixedSpelling { offset: base + i });
        }
        let order = [Feature::Xnack, Feature::Sramecc, Feature::Wavefrontsize64, Feature::Cumode];
        let mut last: Option<usize> = None;
        for (o, fname) in split_offsets(&feats[1..], '+') {
            let offset = base + 1 + o;
            let Some(pos) = order.iter().position(|f| f.v3_name() == fname) else {
                return Err(if fname == "sramecc" || fname == "tgsplit" {
                    TargetError::NotTargetIdFeature {
                        offset,
                        feature: fname.to_string(),
                        why: if fname == "sramecc" {
                            "code object V2/V3 target IDs spell it 'sram-ecc'".to_string()
                        } else {
                            "set it with -mattr=+tgsplit".to_string()
                        },
                        processor: self.processor.name,
                        allowed: self.allowed(false),
                    }
                } else {
                    TargetError::UnknownFeature {
                        offset,
                        found: fname.to_string(),
                        processor: self.processor.name,
                        allowed: self.allowed(false),
                    }
                });
            };
            let feature = order[pos];
            if !self.processor.supports(feature) {
                return Err(TargetError::FeatureNotSupported {
                    offset,
                    processor: self.processor.name,
                    feature: fname.to_string(),
                    allowed: self.allowed(false),
                });
            }
            match last {
                Some(l) if l == pos => {
                    return Err(TargetError::DuplicateFeature { offset, feature: fname.to_string() });
                }
                Some(l) if l > pos => {
                    return Err(TargetError::FeatureOrder {
                        offset,
                        feature: fname.to_string(),
                        order: V3_ORDER,
                    });
                }
                _ => {}
            }
            last = Some(pos);
            if let Some(s) = self.setting_mut(feature) {
                *s = FeatureSetting::On;
            }
        }
        Ok(())
    }

    /// This ID with the other spelling's conventions: V3 -> V4 maps on/off to `+`/`-`
    /// (and drops `wavefrontsize64`/`cumode`, which V4 target IDs cannot carry);
    /// V4 -> V3 maps any to on (V2/V3 cannot say any; LLVM treats it as on).
    #[must_use]
    pub fn respell(&self, spelling: Spelling) -> TargetId {
        let mut out = *self;
        out.spelling = spelling;
        match spelling {
            Spelling::V4 => {
                out.wavefrontsize64 = FeatureSetting::Unsupported;
                out.cumode = FeatureSetting::Unsupported;
            }
            Spelling::V3 => {
                for s in [&mut out.xnack, &mut out.sramecc] {
                    if *s == FeatureSetting::Any {
                        *s = FeatureSetting::On;
                    }
                }
                if self.spelling == Spelling::V4 {
                    let fresh = TargetId::new(self.triple, self.processor, Spelling::V3);
                    out.wavefrontsize64 = fresh.wavefrontsize64;
                    out.cumode = fresh.cumode;
                }
            }
        }
        out
    }
}

impl fmt::Display for TargetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(t) = self.triple {
            write!(f, "{t}")?;
            if !t.has_env {
                // A triple printed in a target ID always carries the environment separator.
                f.write_str("-")?;
            }
            f.write_str("-")?;
        }
        f.write_str(self.processor.name)?;
        match self.spelling {
            Spelling::V4 => {
                for feat in self.processor.target_id_features(true) {
                    match self.setting(feat) {
                        FeatureSetting::On => write!(f, ":{}+", feat.name())?,
                        FeatureSetting::Off => write!(f, ":{}-", feat.name())?,
                        FeatureSetting::Any | FeatureSetting::Unsupported => {}
                    }
                }
            }
            Spelling::V3 => {
                for feat in self.processor.target_id_features(false) {
                    if matches!(self.setting(feat), FeatureSetting::On | FeatureSetting::Any) {
                        write!(f, "+{}", feat.v3_name())?;
                    }
                }
            }
        }
        Ok(())
    }
}

fn detect_spelling(text: &str) -> Spelling {
    // '+' appears in V4 only after a feature name that follows ':'. In V3 the first '+' comes
    // before any ':'.
    match (text.find('+'), text.find(':')) {
        (Some(p), Some(c)) if p < c => Spelling::V3,
        (Some(_), None) => Spelling::V3,
        _ => Spelling::V4,
    }
}

/// Splits on `sep`, returning each piece with its byte offset in `text`.
fn split_offsets(text: &str, sep: char) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, _) in text.match_indices(sep) {
        out.push((start, &text[start..i]));
        start = i + sep.len_utf8();
    }
    out.push((start, &text[start..]));
    out
}
