//! The target as an assembler command line gives it: `-triple`, `-mcpu` (a processor or a
//! V4+ target ID such as `gfx90a:xnack+`) and `-mattr` (`+xnack,-sramecc,+wavefrontsize64`).

use crate::error::TargetError;
use crate::processor::Feature;
use crate::target_id::{FeatureSetting, Spelling, TargetId, Triple};

/// A resolved command-line target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandLineTarget {
    /// The target ID, in the V4+ spelling (xnack/sramecc any unless set).
    pub id: TargetId,
    /// Wave size in effect (32 or 64; 0 for r600).
    pub wave_size: u32,
    /// `cumode` on (GFX10+ only; false elsewhere).
    pub cumode: bool,
    /// `tgsplit` on (gfx90a, gfx940+ only).
    pub tgsplit: bool,
    /// Other `-mattr` entries this crate does not interpret (ISA features such as
    /// `+real-true16`), in order, as (name, enabled).
    pub other: Vec<(String, bool)>,
}

impl CommandLineTarget {
    /// Resolves `-triple`, `-mcpu` and `-mattr` as llvm-mc does. Later `-mattr` entries win
    /// over earlier ones and over features in `mcpu`.
    ///
    /// # Errors
    /// An unknown processor, a target-ID feature the processor lacks, an `-mattr` entry without
    /// a `+`/`-` sign (offsets count from the start of `mattr`), or a wave size the processor
    /// cannot run.
    pub fn parse(triple: Option<Triple>, mcpu: &str, mattr: &str) -> Result<CommandLineTarget, TargetError> {
        let mut id = TargetId::parse_as(mcpu, Spelling::V4)?;
        id.triple = triple.or(id.triple);
        let p = id.processor;
        if let Some(t) = triple
            && t.arch != p.arch
        {
            return Err(TargetError::ArchMismatch {
                offset: 0,
                processor: p.name,
                processor_arch: p.arch.name(),
                triple_arch: t.arch.name(),
            });
        }
        let mut wave_size = p.default_wave_size();
        let (mut cumode, mut tgsplit) = (false, false);
        let mut other = Vec::new();
        let mut offset = 0;
        for entry in mattr.split(',') {
            let here = offset;
            offset += entry.len() + 1;
            if entry.is_empty() {
                continue;
            }
            let (on, name) = match entry.as_bytes()[0] {
                b'+' => (true, &entry[1..]),
                b'-' => (false, &entry[1..]),
                _ => return Err(TargetError::MissingFeatureSign { offset: here, found: entry.to_string() }),
            };
            let unsupported = |f: Feature| TargetError::FeatureNotSupported {
                offset: here,
                processor: p.name,
                feature: f.name().to_string(),
                allowed: {
                    let names: Vec<&str> = p.features.iter().map(|f| f.name()).collect();
                    if names.is_empty() { "none".to_string() } else { names.join(", ") }
                },
            };
            let setting = if on { FeatureSetting::On } else { FeatureSetting::Off };
            match name {
                "xnack" | "sramecc" => {
                    let f = if name == "xnack" { Feature::Xnack } else { Feature::Sramecc };
                    if !p.supports(f) {
                        return Err(unsupported(f));
                    }
                    if f == Feature::Xnack {
                        id.xnack = setting;
                    } else {
                        id.sramecc = setting;
                    }
                }
                "wavefrontsize64" | "wavefrontsize32" => {
                    let size = match (name, on) {
                        ("wavefrontsize64", true) | ("wavefrontsize32", false) => 64,
                        _ => 32,
                    };
                    if !p.wave_sizes().contains(&size) {
                        return Err(unsupported(Feature::Wavefrontsize64));
                    }
                    wave_size = size;
                }
                "cumode" => {
                    if !p.supports(Feature::Cumode) {
                        return Err(unsupported(Feature::Cumode));
                    }
                    cumode = on;
                }
                "tgsplit" => {
                    if !p.supports(Feature::Tgsplit) {
                        return Err(unsupported(Feature::Tgsplit));
                    }
                    tgsplit = on;
                }
                _ => other.push((name.to_string(), on)),
            }
        }
        Ok(CommandLineTarget { id, wave_size, cumode, tgsplit, other })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_llvm_mc_command_lines() {
        let t = CommandLineTarget::parse(Some(Triple::AMDHSA), "gfx90a", "+xnack,-sramecc,+tgsplit").unwrap();
        assert_eq!(t.id.to_string(), "amdgcn-amd-amdhsa--gfx90a:sramecc-:xnack+");
        assert!(t.tgsplit);
        assert_eq!(t.wave_size, 64);
        let t = CommandLineTarget::parse(None, "gfx1030", "+wavefrontsize64,+cumode,+real-true16").unwrap();
        assert_eq!((t.wave_size, t.cumode), (64, true));
        assert_eq!(t.other, [("real-true16".to_string(), true)]);
        let t = CommandLineTarget::parse(None, "gfx906:xnack-", "").unwrap();
        assert_eq!(t.id.xnack, FeatureSetting::Off);
        assert_eq!(t.id.sramecc, FeatureSetting::Any);
        assert_eq!(CommandLineTarget::parse(None, "gfx1100", "").unwrap().wave_size, 32);
    }

    #[test]
    fn rejects_what_the_processor_lacks() {
        let e = CommandLineTarget::parse(None, "gfx803", "+sramecc").unwrap_err();
        assert_eq!(e.to_string(), "at byte 0: gfx803 has no feature 'sramecc'; it supports: none");
        let e = CommandLineTarget::parse(None, "gfx900", "+xnack,+wavefrontsize32").unwrap_err();
        assert!(e.to_string().starts_with("at byte 7: gfx900 has no feature 'wavefrontsize64'"), "{e}");
        let e = CommandLineTarget::parse(None, "gfx900", "xnack").unwrap_err();
        assert!(matches!(e, TargetError::MissingFeatureSign { offset: 0, .. }));
        let r600 = Triple::parse("r600--").unwrap();
        assert!(CommandLineTarget::parse(Some(r600), "gfx900", "").is_err());
    }
}
