//! Address helpers: scratch swizzling and flat-address <-> segment-address conversion
//! (seed 002 "Scratch memory swizzling" and "Flat addressing"; seed 001 L345-446).
//!
//! Swizzling: seed 001 gives, for a private byte address and 4-byte interleave,
//! `wavefront_scratch_base + (addr / 4) * wavefront_size * 4 + lane * 4 + addr % 4`.
//! Seed 000 gives `base + addr * wavefront_size * 4 + lane * 4`, which treats the byte address
//! as a dword index and drops the byte within the dword; [`swizzled_scratch_address`] follows
//! seed 001, generalised to the four interleave sizes (docs/0005-hsa-abi.md).

/// The interleave (swizzle) element sizes and their 2-bit `private_element_size` encoding.
pub const ELEMENT_SIZES: [(u32, u32); 4] = [(0, 2), (1, 4), (2, 8), (3, 16)];

/// Byte size of a `private_element_size` encoding (0..=3).
#[must_use]
pub fn element_size_bytes(encoding: u32) -> Option<u32> {
    ELEMENT_SIZES.iter().find(|(e, _)| *e == encoding).map(|(_, b)| *b)
}

/// The encoding of an element size in bytes (2, 4, 8, 16).
#[must_use]
pub fn element_size_encoding(bytes: u32) -> Option<u32> {
    ELEMENT_SIZES.iter().find(|(_, b)| *b == bytes).map(|(e, _)| *e)
}

/// The backing-memory address of private byte `addr` of lane `lane` in a wavefront of
/// `wave_size` lanes whose scratch starts at `wave_base`, with `element` byte interleave.
#[must_use]
pub fn swizzled_scratch_address(wave_base: u64, addr: u32, wave_size: u32, lane: u32, element: u32) -> u64 {
    let e = u64::from(element.max(1));
    let a = u64::from(addr);
    wave_base
        .wrapping_add((a / e).wrapping_mul(u64::from(wave_size)).wrapping_mul(e))
        .wrapping_add(u64::from(lane).wrapping_mul(e))
        .wrapping_add(a % e)
}

/// The inverse of [`swizzled_scratch_address`]: (lane, private address) of a backing offset
/// from the wavefront base.
#[must_use]
pub fn unswizzle(offset: u64, wave_size: u32, element: u32) -> (u32, u32) {
    let e = u64::from(element.max(1));
    let row = u64::from(wave_size.max(1)) * e;
    let chunk = offset / row;
    let within = offset % row;
    let lane = (within / e) as u32;
    (lane, (chunk * e + within % e) as u32)
}

/// Segments that flat addresses can reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Segment {
    /// Global (and readonly).
    Global,
    /// Kernarg.
    Kernarg,
    /// Group (LDS).
    Group,
    /// Private (also spill and arg).
    Private,
}

/// The machine model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Model {
    /// 32-bit flat addresses.
    Small,
    /// 64-bit flat addresses.
    Large,
}

/// Aperture bases (`amd_queue_t` bytes 64/68, or SRC_SHARED_BASE/SRC_PRIVATE_BASE on GFX9+).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Apertures {
    /// group_segment_aperture_base_hi.
    pub group_hi: u32,
    /// private_segment_aperture_base_hi.
    pub private_hi: u32,
    /// The kernarg segment address (Kernarg Segment Ptr).
    pub kernarg_base: u64,
}

/// The null value of a segment address: 0 for global/flat, `0xFFFF_FFFF` (-1) for group,
/// private and kernarg.
#[must_use]
pub fn segment_null(seg: Segment) -> u64 {
    match seg {
        Segment::Global => 0,
        _ => 0xFFFF_FFFF,
    }
}

fn mask(model: Model, v: u64) -> u64 {
    match model {
        Model::Small => v & 0xFFFF_FFFF,
        Model::Large => v,
    }
}

/// Segment address to flat address (`stof`); the segment null maps to flat null (0).
#[must_use]
pub fn segment_to_flat(seg: Segment, addr: u64, model: Model, ap: &Apertures) -> u64 {
    if seg != Segment::Global && addr == segment_null(seg) {
        return 0;
    }
    let a32 = addr & 0xFFFF_FFFF;
    match (seg, model) {
        (Segment::Global, _) => mask(model, addr),
        (Segment::Kernarg, _) => mask(model, ap.kernarg_base.wrapping_add(a32)),
        (Segment::Group, Model::Large) => u64::from(ap.group_hi) << 32 | a32,
        (Segment::Private, Model::Large) => u64::from(ap.private_hi) << 32 | a32,
        (Segment::Group, Model::Small) => u64::from(ap.group_hi.wrapping_add(a32 as u32)),
        (Segment::Private, Model::Small) => u64::from(ap.private_hi.wrapping_add(a32 as u32)),
    }
}

/// Flat address to segment address (`ftos`); flat null maps to the segment null.
#[must_use]
pub fn flat_to_segment(seg: Segment, flat: u64, model: Model, ap: &Apertures) -> u64 {
    let flat = mask(model, flat);
    if seg != Segment::Global && flat == 0 {
        return segment_null(seg);
    }
    match (seg, model) {
        (Segment::Global, _) => flat,
        (Segment::Kernarg, _) => (flat.wrapping_sub(ap.kernarg_base)) & 0xFFFF_FFFF,
        (Segment::Group | Segment::Private, Model::Large) => flat & 0xFFFF_FFFF,
        (Segment::Group, Model::Small) => u64::from((flat as u32).wrapping_sub(ap.group_hi)),
        (Segment::Private, Model::Small) => u64::from((flat as u32).wrapping_sub(ap.private_hi)),
    }
}

/// Whether a flat address lies in a segment (`segmentp`); null is in no segment. For the small
/// model the private check uses the private aperture (seed 002 L192 says group: a typo).
#[must_use]
pub fn flat_in_segment(seg: Segment, flat: u64, model: Model, ap: &Apertures) -> bool {
    let flat = mask(model, flat);
    if flat == 0 {
        return false;
    }
    let hi = |f: u64| match model {
        Model::Large => (f >> 32) as u32,
        Model::Small => (f as u32) & !0xFFFF,
    };
    match seg {
        Segment::Group => hi(flat) == ap.group_hi,
        Segment::Private => hi(flat) == ap.private_hi,
        Segment::Global => hi(flat) != ap.group_hi && hi(flat) != ap.private_hi,
        Segment::Kernarg => flat >= ap.kernarg_base,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed001_swizzle_example() {
        // private address 5, wave64, lane 3: base + 256 + 12 + 1.
        assert_eq!(swizzled_scratch_address(0x1000, 5, 64, 3, 4), 0x1000 + 269);
        assert_eq!(unswizzle(269, 64, 4), (3, 5));
        // Seed 000's formula would give base + 5*64*4 + 12 = 1292: a different (wrong) byte.
        assert_ne!(swizzled_scratch_address(0, 5, 64, 3, 4), 5 * 64 * 4 + 12);
    }

    #[test]
    fn swizzle_is_a_bijection_per_element_size() {
        for (_, e) in ELEMENT_SIZES {
            let mut seen = std::collections::HashSet::new();
            for lane in 0..64 {
                for addr in 0..64 {
                    let off = swizzled_scratch_address(0, addr, 64, lane, e);
                    assert!(seen.insert(off));
                    assert_eq!(unswizzle(off, 64, e), (lane, addr));
                }
            }
        }
        for (enc, bytes) in ELEMENT_SIZES {
            assert_eq!(element_size_bytes(enc), Some(bytes));
            assert_eq!(element_size_encoding(bytes), Some(enc));
        }
        assert_eq!(element_size_encoding(3), None);
    }

    #[test]
    fn flat_conversions_round_trip() {
        let large = Apertures { group_hi: 0x1000_0000, private_hi: 0x2000_0001, kernarg_base: 0x7000_0000 };
        let small = Apertures { group_hi: 0x1000_0000, private_hi: 0x2000_0000, kernarg_base: 0x7000_0000 };
        for (model, ap) in [(Model::Large, large), (Model::Small, small)] {
            for seg in [Segment::Group, Segment::Private, Segment::Kernarg] {
                for a in [0u64, 4, 0xFF0] {
                    let f = segment_to_flat(seg, a, model, &ap);
                    assert_eq!(flat_to_segment(seg, f, model, &ap), a, "{seg:?} {model:?} {a}");
                    if seg != Segment::Kernarg {
                        assert!(flat_in_segment(seg, f, model, &ap), "{seg:?} {model:?}");
                        assert!(!flat_in_segment(Segment::Global, f, model, &ap));
                    }
                }
                assert_eq!(segment_to_flat(seg, segment_null(seg), model, &ap), 0);
                assert_eq!(flat_to_segment(seg, 0, model, &ap), 0xFFFF_FFFF);
            }
            assert_eq!(segment_to_flat(Segment::Global, 0x1234, model, &ap), 0x1234);
            assert!(!flat_in_segment(Segment::Group, 0, model, &ap));
        }
        assert_eq!(segment_to_flat(Segment::Group, 0x40, Model::Large, &large), 0x1000_0000_0000_0040);
        assert_eq!(segment_to_flat(Segment::Private, 0x40, Model::Small, &small), 0x2000_0040);
        // Small-model private segmentp compares with the private aperture.
        assert!(flat_in_segment(Segment::Private, 0x2000_0040, Model::Small, &small));
        assert!(!flat_in_segment(Segment::Group, 0x2000_0040, Model::Small, &small));
    }
}
