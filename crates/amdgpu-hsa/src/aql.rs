//! The AQL kernel dispatch packet (64 bytes; HSA runtime `hsa_kernel_dispatch_packet_t`,
//! seed 002 "Kernel dispatch"), its header and setup bits, a builder and a validator.

use crate::record::record;

record! {
    /// `hsa_kernel_dispatch_packet_t`.
    KernelDispatchPacket, 64, {
        /// Packet header (type, barrier, fence scopes).
        header / set_header: u16 @ 0,
        /// Setup: dimensions in bits 1:0.
        setup / set_setup: u16 @ 2,
        /// Work-group size X.
        workgroup_size_x / set_workgroup_size_x: u16 @ 4,
        /// Work-group size Y.
        workgroup_size_y / set_workgroup_size_y: u16 @ 6,
        /// Work-group size Z.
        workgroup_size_z / set_workgroup_size_z: u16 @ 8,
        /// Grid size X (work-items).
        grid_size_x / set_grid_size_x: u32 @ 12,
        /// Grid size Y.
        grid_size_y / set_grid_size_y: u32 @ 16,
        /// Grid size Z.
        grid_size_z / set_grid_size_z: u32 @ 20,
        /// Private (scratch) bytes per work-item.
        private_segment_size / set_private_segment_size: u32 @ 24,
        /// Group (LDS) bytes per work-group, static + dynamic.
        group_segment_size / set_group_segment_size: u32 @ 28,
        /// Address of the kernel descriptor (V3+) or amd_kernel_code_t (V2).
        kernel_object / set_kernel_object: u64 @ 32,
        /// Address of the kernarg segment.
        kernarg_address / set_kernarg_address: u64 @ 40,
        /// Completion signal handle (0 = none).
        completion_signal / set_completion_signal: u64 @ 56,
    }
}

/// AQL packet types (header bits 7:0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum PacketType {
    /// Vendor-specific.
    VendorSpecific = 0,
    /// Invalid (slot free / not yet published).
    Invalid = 1,
    /// Kernel dispatch.
    KernelDispatch = 2,
    /// Barrier-AND.
    BarrierAnd = 3,
    /// Agent dispatch.
    AgentDispatch = 4,
    /// Barrier-OR.
    BarrierOr = 5,
}

impl PacketType {
    /// The type for a raw value.
    #[must_use]
    pub fn from_raw(v: u8) -> Option<PacketType> {
        Some(match v {
            0 => PacketType::VendorSpecific,
            1 => PacketType::Invalid,
            2 => PacketType::KernelDispatch,
            3 => PacketType::BarrierAnd,
            4 => PacketType::AgentDispatch,
            5 => PacketType::BarrierOr,
            _ => return None,
        })
    }
}

/// Memory fence scopes (header bits 10:9 acquire, 12:11 release).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum FenceScope {
    /// No fence.
    None = 0,
    /// Agent scope.
    Agent = 1,
    /// System scope.
    System = 2,
}

impl FenceScope {
    /// The scope for a raw value.
    #[must_use]
    pub fn from_raw(v: u16) -> Option<FenceScope> {
        Some(match v {
            0 => FenceScope::None,
            1 => FenceScope::Agent,
            2 => FenceScope::System,
            _ => return None,
        })
    }
}

/// Header bit positions.
pub mod header {
    /// Packet type, bits 7:0.
    pub const TYPE_SHIFT: u16 = 0;
    /// Barrier bit.
    pub const BARRIER_SHIFT: u16 = 8;
    /// Acquire fence scope, bits 10:9.
    pub const ACQUIRE_SHIFT: u16 = 9;
    /// Release fence scope, bits 12:11.
    pub const RELEASE_SHIFT: u16 = 11;
    /// Setup: dimensions, bits 1:0.
    pub const SETUP_DIMENSIONS_SHIFT: u16 = 0;
}

/// Builds a packet header.
#[must_use]
pub fn make_header(kind: PacketType, barrier: bool, acquire: FenceScope, release: FenceScope) -> u16 {
    (kind as u16) << header::TYPE_SHIFT
        | u16::from(barrier) << header::BARRIER_SHIFT
        | (acquire as u16) << header::ACQUIRE_SHIFT
        | (release as u16) << header::RELEASE_SHIFT
}

/// A problem with a dispatch packet.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field} (byte {offset}): {message}")]
pub struct PacketError {
    /// The field.
    pub field: &'static str,
    /// Its byte offset.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl KernelDispatchPacket {
    /// Packet type from the header (`None` for values above 5).
    #[must_use]
    pub fn packet_type(&self) -> Option<PacketType> {
        PacketType::from_raw((self.header() & 0xFF) as u8)
    }
    /// Barrier bit.
    #[must_use]
    pub fn barrier(&self) -> bool {
        self.header() >> header::BARRIER_SHIFT & 1 == 1
    }
    /// Acquire fence scope (`None` for the reserved value 3).
    #[must_use]
    pub fn acquire_scope(&self) -> Option<FenceScope> {
        FenceScope::from_raw(self.header() >> header::ACQUIRE_SHIFT & 3)
    }
    /// Release fence scope.
    #[must_use]
    pub fn release_scope(&self) -> Option<FenceScope> {
        FenceScope::from_raw(self.header() >> header::RELEASE_SHIFT & 3)
    }
    /// Grid dimensions (setup bits 1:0).
    #[must_use]
    pub fn dimensions(&self) -> u16 {
        self.setup() & 3
    }

    /// Every problem: type, fence scopes, dimensions (1..=3, unused sizes 1), zero sizes,
    /// work-group larger than the grid is allowed (partial groups), alignment of the kernel
    /// object (64) and kernarg address (16), reserved bytes and header bits.
    #[must_use]
    pub fn validate(&self) -> Vec<PacketError> {
        let mut out = Vec::new();
        let mut bad = |field: &'static str, offset: usize, message: String| {
            out.push(PacketError { field, offset, message })
        };
        if self.packet_type() != Some(PacketType::KernelDispatch) {
            bad("header", 0, format!("type {} is not KERNEL_DISPATCH (2)", self.header() & 0xFF));
        }
        if self.acquire_scope().is_none() || self.release_scope().is_none() {
            bad("header", 0, "fence scope 3 is reserved".into());
        }
        if self.header() >> 13 != 0 {
            bad("header", 0, "reserved header bits 15:13 are set".into());
        }
        let dims = self.dimensions();
        if !(1..=3).contains(&dims) {
            bad("setup", 2, format!("dimensions {dims} not in 1..=3"));
        }
        if self.setup() >> 2 != 0 {
            bad("setup", 2, "reserved setup bits are set".into());
        }
        let wg = [self.workgroup_size_x(), self.workgroup_size_y(), self.workgroup_size_z()];
        let grid = [self.grid_size_x(), self.grid_size_y(), self.grid_size_z()];
        let names = [
            ("workgroup_size_x", 4, "grid_size_x", 12),
            ("workgroup_size_y", 6, "grid_size_y", 16),
            ("workgroup_size_z", 8, "grid_size_z", 20),
        ];
        for (d, (wn, wo, gn, go)) in names.iter().enumerate() {
            let used = (d as u16) < dims.max(1);
            if wg[d] == 0 {
                bad(wn, *wo, "is 0".into());
            } else if !used && wg[d] != 1 {
                bad(wn, *wo, format!("must be 1 for an unused dimension, is {}", wg[d]));
            }
            if grid[d] == 0 {
                bad(gn, *go, "is 0".into());
            } else if !used && grid[d] != 1 {
                bad(gn, *go, format!("must be 1 for an unused dimension, is {}", grid[d]));
            }
        }
        let total = u64::from(wg[0]) * u64::from(wg[1]) * u64::from(wg[2]);
        if total > 1024 {
            bad("workgroup_size_x", 4, format!("work-group of {total} work-items exceeds 1024"));
        }
        if self.kernel_object() == 0 || self.kernel_object() % 64 != 0 {
            bad("kernel_object", 32, format!("{:#x} is not a 64-byte aligned address", self.kernel_object()));
        }
        if self.kernarg_address() % 16 != 0 {
            bad("kernarg_address", 40, format!("{:#x} is not 16-byte aligned", self.kernarg_address()));
        }
        for off in self.nonzero_reserved() {
            bad("reserved", off, "must be 0".into());
        }
        out
    }
}

/// Builds a [`KernelDispatchPacket`] with checked fields.
#[derive(Clone, Debug)]
pub struct DispatchBuilder {
    packet: KernelDispatchPacket,
}

impl Default for DispatchBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl DispatchBuilder {
    /// A 1-D dispatch of one work-item, barrier set, system-scope acquire and release fences.
    #[must_use]
    pub fn new() -> DispatchBuilder {
        let mut p = KernelDispatchPacket::default();
        p.set_header(make_header(PacketType::KernelDispatch, true, FenceScope::System, FenceScope::System))
            .set_setup(1)
            .set_workgroup_size_x(1)
            .set_workgroup_size_y(1)
            .set_workgroup_size_z(1)
            .set_grid_size_x(1)
            .set_grid_size_y(1)
            .set_grid_size_z(1);
        DispatchBuilder { packet: p }
    }
    /// Grid and work-group sizes; the number of dimensions is the length of the slices (1..=3).
    #[must_use]
    pub fn grid(mut self, grid: &[u32], workgroup: &[u16]) -> DispatchBuilder {
        let dims = grid.len().clamp(1, 3);
        let g = |i: usize| grid.get(i).copied().unwrap_or(1);
        let w = |i: usize| workgroup.get(i).copied().unwrap_or(1);
        self.packet
            .set_setup(dims as u16)
            .set_grid_size_x(g(0))
            .set_grid_size_y(g(1))
            .set_grid_size_z(g(2))
            .set_workgroup_size_x(w(0))
            .set_workgroup_size_y(w(1))
            .set_workgroup_size_z(w(2));
        self
    }
    /// Kernel object (descriptor) address.
    #[must_use]
    pub fn kernel_object(mut self, addr: u64) -> DispatchBuilder {
        self.packet.set_kernel_object(addr);
        self
    }
    /// Kernarg segment address.
    #[must_use]
    pub fn kernarg_address(mut self, addr: u64) -> DispatchBuilder {
        self.packet.set_kernarg_address(addr);
        self
    }
    /// Segment sizes.
    #[must_use]
    pub fn segments(mut self, private_per_item: u32, group_per_workgroup: u32) -> DispatchBuilder {
        self.packet.set_private_segment_size(private_per_item).set_group_segment_size(group_per_workgroup);
        self
    }
    /// Completion signal handle.
    #[must_use]
    pub fn completion_signal(mut self, handle: u64) -> DispatchBuilder {
        self.packet.set_completion_signal(handle);
        self
    }
    /// Fences and barrier.
    #[must_use]
    pub fn fences(mut self, barrier: bool, acquire: FenceScope, release: FenceScope) -> DispatchBuilder {
        self.packet.set_header(make_header(PacketType::KernelDispatch, barrier, acquire, release));
        self
    }
    /// The packet, or every problem [`KernelDispatchPacket::validate`] finds.
    ///
    /// # Errors
    /// The validation errors.
    pub fn build(self) -> Result<KernelDispatchPacket, Vec<PacketError>> {
        let errs = self.packet.validate();
        if errs.is_empty() { Ok(self.packet) } else { Err(errs) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_matches_hsa() {
        let want = [
            ("header", 0, 2),
            ("setup", 2, 2),
            ("workgroup_size_x", 4, 2),
            ("workgroup_size_y", 6, 2),
            ("workgroup_size_z", 8, 2),
            ("grid_size_x", 12, 4),
            ("grid_size_y", 16, 4),
            ("grid_size_z", 20, 4),
            ("private_segment_size", 24, 4),
            ("group_segment_size", 28, 4),
            ("kernel_object", 32, 8),
            ("kernarg_address", 40, 8),
            ("completion_signal", 56, 8),
        ];
        let got: Vec<(&str, usize, usize)> =
            KernelDispatchPacket::FIELDS.iter().map(|f| (f.name, f.offset, f.size)).collect();
        assert_eq!(got, want);
        assert_eq!(KernelDispatchPacket::SIZE, 64);
        let mut p = KernelDispatchPacket::default();
        p.set_kernarg_address(0x1122_3344_5566_7788);
        assert_eq!(&p.to_bytes()[40..48], &0x1122_3344_5566_7788u64.to_le_bytes());
        let mut raw = [0u8; 64];
        raw[10] = 1;
        raw[50] = 2;
        assert_eq!(KernelDispatchPacket::parse(&raw).unwrap().nonzero_reserved(), [10, 50]);
        assert!(KernelDispatchPacket::parse(&raw[..63]).is_err());
    }

    #[test]
    fn header_bits() {
        assert_eq!(
            make_header(PacketType::KernelDispatch, true, FenceScope::System, FenceScope::System),
            0x1502
        );
        assert_eq!(make_header(PacketType::BarrierAnd, false, FenceScope::Agent, FenceScope::None), 0x0203);
        for (raw, t) in
            [(0, PacketType::VendorSpecific), (1, PacketType::Invalid), (5, PacketType::BarrierOr)]
        {
            assert_eq!(PacketType::from_raw(raw), Some(t));
        }
        assert_eq!(PacketType::from_raw(6), None);
        assert_eq!(FenceScope::from_raw(3), None);
    }

    #[test]
    fn builder_and_validator() {
        let p = DispatchBuilder::new()
            .grid(&[1024, 768], &[16, 16])
            .kernel_object(0x7000_0040)
            .kernarg_address(0x7100_0000)
            .segments(0, 4096)
            .build()
            .unwrap();
        assert_eq!(p.dimensions(), 2);
        assert_eq!((p.grid_size_z(), p.workgroup_size_z()), (1, 1));
        assert!(p.barrier());
        assert_eq!(p.acquire_scope(), Some(FenceScope::System));
        let errs = DispatchBuilder::new()
            .grid(&[64], &[2048])
            .kernel_object(0x7000_0020)
            .kernarg_address(0x8)
            .build()
            .unwrap_err();
        let fields: Vec<&str> = errs.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["workgroup_size_x", "kernel_object", "kernarg_address"]);
        let mut bad = p;
        bad.set_setup(0).set_header(0x0001);
        let f: Vec<&str> = bad.validate().iter().map(|e| e.field).collect();
        assert_eq!(f, ["header", "setup", "workgroup_size_y", "grid_size_y"]);
    }
}
