//! `hsa_queue_t` (40 bytes) and `amd_queue_t` (256 bytes, seed 002 "AMD Queue"), with a model
//! of the queue index operations and the legacy doorbell arithmetic.
//!
//! Seed 002's queue-operation table maps "Load/Store Write Index" to `read_dispatch_id` and
//! "Load Read Index" to `write_dispatch_id`; that is evidently swapped. Here the write index is
//! `write_dispatch_id` and the read index `read_dispatch_id` (docs/0005-hsa-abi.md).

use crate::record::record;

record! {
    /// `hsa_queue_t` (HSA runtime).
    HsaQueue, 40, {
        /// Queue type (0 multiple, 1 single).
        queue_type / set_queue_type: u32 @ 0,
        /// Feature bits (1 kernel dispatch, 2 agent dispatch).
        features / set_features: u32 @ 4,
        /// Ring buffer base address.
        base_address / set_base_address: u64 @ 8,
        /// Doorbell signal handle.
        doorbell_signal / set_doorbell_signal: u64 @ 16,
        /// Ring size in packets (power of two).
        size / set_size: u32 @ 24,
        /// Queue id.
        id / set_id: u64 @ 32,
    }
}

record! {
    /// `amd_queue_t` (the first 40 bytes are an [`HsaQueue`]).
    AmdQueue, 256, {
        /// hsa_queue_t.type.
        queue_type / set_queue_type: u32 @ 0,
        /// hsa_queue_t.features.
        features / set_features: u32 @ 4,
        /// hsa_queue_t.base_address.
        base_address / set_base_address: u64 @ 8,
        /// hsa_queue_t.doorbell_signal.
        doorbell_signal / set_doorbell_signal: u64 @ 16,
        /// hsa_queue_t.size (packets).
        size / set_size: u32 @ 24,
        /// hsa_queue_t.id.
        id / set_id: u64 @ 32,
        /// The write index (packet id of the next free slot).
        write_dispatch_id / set_write_dispatch_id: u64 @ 56,
        /// High 32 bits of the group aperture (GFX7-GFX8 flat addressing).
        group_segment_aperture_base_hi / set_group_segment_aperture_base_hi: u32 @ 64,
        /// High 32 bits of the private aperture.
        private_segment_aperture_base_hi / set_private_segment_aperture_base_hi: u32 @ 68,
        /// Number of compute units minus 1.
        max_cu_id / set_max_cu_id: u32 @ 72,
        /// Waves per CU minus 1.
        max_wave_id / set_max_wave_id: u32 @ 76,
        /// Legacy doorbell: highest dispatch id rung, plus 1.
        max_legacy_doorbell_dispatch_id_plus_1 / set_max_legacy_doorbell_dispatch_id_plus_1: u64 @ 80,
        /// Legacy doorbell spin lock (0 free, 1 held).
        legacy_doorbell_lock / set_legacy_doorbell_lock: u32 @ 88,
        /// The read index (packet id CP processes next).
        read_dispatch_id / set_read_dispatch_id: u64 @ 128,
        /// Byte offset of read_dispatch_id from the queue start (128).
        read_dispatch_id_field_base_byte_offset / set_read_dispatch_id_field_base_byte_offset: u32 @ 136,
        /// COMPUTE_TMPRING_SIZE value (ROCR layout).
        compute_tmpring_size / set_compute_tmpring_size: u32 @ 140,
        /// Scratch V# dword 0 (ROCR layout).
        scratch_resource_descriptor0 / set_scratch_resource_descriptor0: u32 @ 144,
        /// Scratch V# dword 1.
        scratch_resource_descriptor1 / set_scratch_resource_descriptor1: u32 @ 148,
        /// Scratch V# dword 2.
        scratch_resource_descriptor2 / set_scratch_resource_descriptor2: u32 @ 152,
        /// Scratch V# dword 3.
        scratch_resource_descriptor3 / set_scratch_resource_descriptor3: u32 @ 156,
        /// Scratch backing memory address.
        scratch_backing_memory_location / set_scratch_backing_memory_location: u64 @ 160,
        /// Scratch backing memory size.
        scratch_backing_memory_byte_size / set_scratch_backing_memory_byte_size: u64 @ 168,
        /// Scratch bytes per work-item.
        scratch_workitem_byte_size / set_scratch_workitem_byte_size: u32 @ 176,
        /// Queue properties (bit 0 trap handler, 1 ptr64, 2 trap-handler debug SGPRs, 3 profiling).
        queue_properties / set_queue_properties: u32 @ 180,
        /// Signal raised when the queue becomes inactive.
        queue_inactive_signal / set_queue_inactive_signal: u64 @ 192,
    }
}

/// Queue type values of `hsa_queue_t.type`.
pub mod queue_type {
    /// Multiple producers.
    pub const MULTIPLE: u32 = 0;
    /// Single producer (the only type on GFX8 and earlier).
    pub const SINGLE: u32 = 1;
}

/// `queue_properties` bits (ROCR).
pub mod properties {
    /// A trap handler is installed.
    pub const ENABLE_TRAP_HANDLER: u32 = 1 << 0;
    /// 64-bit addresses.
    pub const IS_PTR64: u32 = 1 << 1;
    /// Trap handler debug SGPRs.
    pub const ENABLE_TRAP_HANDLER_DEBUG_SGPRS: u32 = 1 << 2;
    /// Profiling.
    pub const ENABLE_PROFILING: u32 = 1 << 3;
}

impl AmdQueue {
    /// A queue with `size` packets at `base`, `read_dispatch_id_field_base_byte_offset` = 128.
    #[must_use]
    pub fn new(base: u64, size: u32) -> AmdQueue {
        let mut q = AmdQueue::default();
        q.set_base_address(base).set_size(size).set_queue_type(queue_type::SINGLE).set_features(1);
        q.set_read_dispatch_id_field_base_byte_offset(128);
        q
    }

    /// The `hsa_queue_t` prefix.
    #[must_use]
    pub fn hsa_queue(&self) -> HsaQueue {
        let mut h = HsaQueue::default();
        h.set_queue_type(self.queue_type())
            .set_features(self.features())
            .set_base_address(self.base_address())
            .set_doorbell_signal(self.doorbell_signal())
            .set_size(self.size())
            .set_id(self.id());
        h
    }

    /// Problems: size not a power of two, wrong read-id offset, non-zero reserved bytes.
    #[must_use]
    pub fn validate(&self) -> Vec<String> {
        let mut out = Vec::new();
        if !self.size().is_power_of_two() {
            out.push(format!("size {} is not a power of two", self.size()));
        }
        if self.read_dispatch_id_field_base_byte_offset() != 128 {
            out.push(format!(
                "read_dispatch_id_field_base_byte_offset is {}, must be 128",
                self.read_dispatch_id_field_base_byte_offset()
            ));
        }
        if self.legacy_doorbell_lock() > 1 {
            out.push("legacy_doorbell_lock must be 0 or 1".into());
        }
        for off in self.nonzero_reserved() {
            out.push(format!("reserved byte {off} is not 0"));
        }
        out
    }

    /// Load Write Index.
    #[must_use]
    pub fn load_write_index(&self) -> u64 {
        self.write_dispatch_id()
    }
    /// Store Write Index.
    pub fn store_write_index(&mut self, v: u64) {
        self.set_write_dispatch_id(v);
    }
    /// Add Write Index: returns the previous value.
    pub fn add_write_index(&mut self, n: u64) -> u64 {
        let old = self.write_dispatch_id();
        self.set_write_dispatch_id(old.wrapping_add(n));
        old
    }
    /// CAS Write Index: returns the previous value; stores only if it equalled `expected`.
    pub fn cas_write_index(&mut self, expected: u64, new: u64) -> u64 {
        let old = self.write_dispatch_id();
        if old == expected {
            self.set_write_dispatch_id(new);
        }
        old
    }
    /// Load Read Index.
    #[must_use]
    pub fn load_read_index(&self) -> u64 {
        self.read_dispatch_id()
    }
    /// Store Read Index.
    pub fn store_read_index(&mut self, v: u64) {
        self.set_read_dispatch_id(v);
    }

    /// The address of `read_dispatch_id` given the queue address, and back: `base(field) =
    /// field_address - read_dispatch_id_field_base_byte_offset`.
    #[must_use]
    pub fn queue_base_from_read_id_address(&self, read_id_addr: u64) -> u64 {
        read_id_addr.wrapping_sub(u64::from(self.read_dispatch_id_field_base_byte_offset()))
    }

    /// Ring slot byte offset of packet `id` (64-byte packets).
    #[must_use]
    pub fn slot_offset(&self, id: u64) -> u64 {
        (id & u64::from(self.size().max(1) - 1)) * 64
    }
}

/// `amd_queue_t` must be 64-byte aligned and must not cross a 4 GiB boundary.
#[must_use]
pub fn queue_placement_ok(address: u64) -> bool {
    address % 64 == 0 && address >> 32 == (address + 255) >> 32
}

/// Legacy doorbell, small machine model: `min(write_dispatch_id, read_dispatch_id + size)`.
#[must_use]
pub fn legacy_dispatch_id_small(write_dispatch_id: u64, read_dispatch_id: u64, size: u32) -> u64 {
    write_dispatch_id.min(read_dispatch_id.saturating_add(u64::from(size)))
}

/// Legacy doorbell on GFX7: the ring is twice the queue size and counted in dwords (16 per
/// 64-byte packet): `(id & ((size << 1) - 1)) << 4`.
#[must_use]
pub fn legacy_doorbell_value_gfx7(id: u64, size: u32) -> u64 {
    (id & ((u64::from(size) << 1) - 1)) << 4
}

/// The group and private aperture high words the runtime stores in `amd_queue_t`, from
/// `SH_MEM_BASES` (PRIVATE_BASE = bits 15:0, SHARED_BASE = bits 31:16).
/// HSA64: group `{SHARED_BASE[15:13], 29'b0}` (seed 002 writes PRIVATE_BASE here, a typo),
/// private `{PRIVATE_BASE[15:13], 28'b0, 1'b1}`; HSA32: `{BASE[15:0], 16'b0}`.
#[must_use]
pub fn apertures_from_sh_mem_bases(sh_mem_bases: u32, ptr64: bool) -> (u32, u32) {
    let private_base = sh_mem_bases & 0xFFFF;
    let shared_base = sh_mem_bases >> 16;
    if ptr64 {
        ((shared_base >> 13) << 29, ((private_base >> 13) << 29) | 1)
    } else {
        (shared_base << 16, private_base << 16)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amd_queue_layout() {
        let want: [(&str, usize, usize); 13] = [
            ("queue_type", 0, 4),
            ("features", 4, 4),
            ("base_address", 8, 8),
            ("doorbell_signal", 16, 8),
            ("size", 24, 4),
            ("id", 32, 8),
            ("write_dispatch_id", 56, 8),
            ("group_segment_aperture_base_hi", 64, 4),
            ("private_segment_aperture_base_hi", 68, 4),
            ("max_cu_id", 72, 4),
            ("max_wave_id", 76, 4),
            ("max_legacy_doorbell_dispatch_id_plus_1", 80, 8),
            ("legacy_doorbell_lock", 88, 4),
        ];
        for (i, (n, o, s)) in want.iter().enumerate() {
            let f = AmdQueue::FIELDS[i];
            assert_eq!((f.name, f.offset, f.size), (*n, *o, *s));
        }
        let rd = AmdQueue::FIELDS.iter().find(|f| f.name == "read_dispatch_id").unwrap();
        assert_eq!((rd.offset, rd.size), (128, 8));
        assert_eq!(AmdQueue::SIZE, 256);
        assert_eq!(HsaQueue::SIZE, 40);
        // The hsa_queue_t prefix has the same offsets in both.
        for f in HsaQueue::FIELDS {
            let g = AmdQueue::FIELDS.iter().find(|g| g.name == f.name).unwrap();
            assert_eq!((g.offset, g.size), (f.offset, f.size));
        }
        let q = AmdQueue::new(0x1000, 64);
        assert!(q.validate().is_empty());
        assert_eq!(&q.hsa_queue().to_bytes()[..], &q.to_bytes()[..40]);
        let mut bad = q;
        bad.set_size(48);
        let mut raw = bad.to_bytes();
        raw[100] = 1;
        assert_eq!(AmdQueue::parse(&raw).unwrap().validate().len(), 2);
    }

    #[test]
    fn index_operations() {
        let mut q = AmdQueue::new(0, 64);
        assert_eq!(q.add_write_index(3), 0);
        assert_eq!(q.load_write_index(), 3);
        assert_eq!(q.cas_write_index(2, 9), 3);
        assert_eq!(q.cas_write_index(3, 9), 3);
        assert_eq!(q.load_write_index(), 9);
        q.store_read_index(5);
        assert_eq!(q.load_read_index(), 5);
        assert_eq!(q.read_dispatch_id(), 5);
        assert_eq!(q.write_dispatch_id(), 9);
        assert_eq!(q.slot_offset(65), 64);
        assert_eq!(q.queue_base_from_read_id_address(0x2000 + 128), 0x2000);
    }

    #[test]
    fn placement_and_doorbell() {
        assert!(queue_placement_ok(0x1_0000_0000 - 256));
        assert!(!queue_placement_ok(0x1_0000_0000 - 192));
        assert!(!queue_placement_ok(0x20));
        assert_eq!(legacy_doorbell_value_gfx7(201, 64), 1168);
        assert_eq!(legacy_dispatch_id_small(300, 250, 64), 300);
        assert_eq!(legacy_dispatch_id_small(400, 250, 64), 314);
    }

    #[test]
    fn apertures() {
        // SHARED_BASE 0x2000, PRIVATE_BASE 0x4000 (bits 15:13 = 1 and 2).
        assert_eq!(apertures_from_sh_mem_bases(0x2000_4000, true), (0x2000_0000, 0x4000_0001));
        assert_eq!(apertures_from_sh_mem_bases(0x1234_5678, false), (0x1234_0000, 0x5678_0000));
    }
}
