//! Initial kernel execution state: which SGPRs and VGPRs hold what when a wavefront starts
//! (seed 002 "Initial kernel register state", LLVM 19 AMDGPUUsage "Initial Kernel Execution
//! State").
//!
//! User SGPRs are numbered densely from s0 in the fixed order (private segment buffer, dispatch
//! ptr, queue ptr, kernarg segment ptr, dispatch id, flat scratch init, preloaded kernargs,
//! private segment size, and for `amd_kernel_code_t` the grid work-group counts X/Y/Z); only
//! the first 16 are initialized by CP. System SGPRs (work-group ids, work-group info, scratch
//! wavefront offset) follow at `COMPUTE_PGM_RSRC2.USER_SGPR_COUNT`, the hardware's idea of where
//! user SGPRs end. Work-item ids are in v0/v1/v2, or packed into v0 (X 9:0, Y 19:10, Z 29:20) on
//! targets with packed work-item IDs (GFX90A, GFX940, GFX11+).

use crate::akc::AmdKernelCode;
use crate::descriptor::KernelDescriptor;
use crate::target::{AbiTarget, Family};

/// At most this many user SGPRs are initialized by CP.
pub const MAX_INITIALIZED_USER_SGPRS: u32 = 16;

/// Who sets a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Setter {
    /// CP, from the user data registers (same for every wavefront).
    User,
    /// ADC/SPI, per wavefront.
    System,
}

/// One group of SGPRs.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SgprGroup {
    /// What it holds.
    pub name: &'static str,
    /// First SGPR.
    pub first: u32,
    /// Number of SGPRs.
    pub count: u32,
    /// Who sets it.
    pub setter: Setter,
    /// False for user SGPRs past the 16th (requested but not set up by CP).
    pub initialized: bool,
}

impl SgprGroup {
    /// `s5` or `s[0:3]`.
    #[must_use]
    pub fn register(&self) -> String {
        if self.count == 1 {
            format!("s{}", self.first)
        } else {
            format!("s[{}:{}]", self.first, self.first + self.count - 1)
        }
    }
}

/// One work-item id in a VGPR.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct VgprField {
    /// `work_item_id_x` etc.
    pub name: &'static str,
    /// The VGPR.
    pub vgpr: u32,
    /// Bit range (lo, width) within it.
    pub bits: (u32, u32),
}

/// The initial register state of a wavefront.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct InitialState {
    /// SGPR groups in register order.
    pub sgprs: Vec<SgprGroup>,
    /// Number of user SGPRs the enable bits request.
    pub requested_user_sgprs: u32,
    /// COMPUTE_PGM_RSRC2.USER_SGPR_COUNT (where system SGPRs start).
    pub user_sgpr_count: u32,
    /// Work-item ids.
    pub vgprs: Vec<VgprField>,
    /// Work-item ids packed into v0.
    pub packed_workitem_ids: bool,
    /// How the flat scratch register pair is set up on this target.
    pub flat_scratch: &'static str,
    /// Inconsistencies found (enabled count vs USER_SGPR_COUNT, undefined work-item id value).
    pub notes: Vec<String>,
}

/// The enable bits that decide the state (common to descriptor and `amd_kernel_code_t`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Enables {
    /// Kernel-code property bits 0..=9 (bits 7..=9, grid work-group counts, exist only in
    /// `amd_kernel_code_t`).
    pub properties: u32,
    /// Preloaded kernarg dwords.
    pub preload_length: u32,
    /// COMPUTE_PGM_RSRC2.
    pub rsrc2: u32,
}

const USER_GROUPS: [(&str, u32, u32); 6] = [
    ("private_segment_buffer", 0, 4),
    ("dispatch_ptr", 1, 2),
    ("queue_ptr", 2, 2),
    ("kernarg_segment_ptr", 3, 2),
    ("dispatch_id", 4, 2),
    ("flat_scratch_init", 5, 2),
];

/// The state for a kernel descriptor.
#[must_use]
pub fn from_descriptor(kd: &KernelDescriptor, target: &AbiTarget) -> InitialState {
    let preload = if target.family.has_kernarg_preload() { u32::from(kd.kernarg_preload & 0x7F) } else { 0 };
    compute(
        Enables {
            properties: u32::from(kd.kernel_code_properties) & 0x7F,
            preload_length: preload,
            rsrc2: kd.compute_pgm_rsrc2,
        },
        target.family,
    )
}

/// The state for an `amd_kernel_code_t` (adds the grid work-group count SGPRs).
#[must_use]
pub fn from_akc(akc: &AmdKernelCode, target: &AbiTarget) -> InitialState {
    let props = akc.get("kernel_code_properties").unwrap_or(0) as u32;
    let rsrc2 = akc.get("compute_pgm_rsrc2").unwrap_or(0) as u32;
    compute(Enables { properties: props & 0x3FF, preload_length: 0, rsrc2 }, target.family)
}

/// The state for explicit enable bits.
#[must_use]
pub fn compute(e: Enables, family: Family) -> InitialState {
    let mut sgprs = Vec::new();
    let mut next = 0u32;
    let mut notes = Vec::new();
    let push =
        |sgprs: &mut Vec<SgprGroup>, name: &'static str, count: u32, setter: Setter, next: &mut u32| {
            let initialized = setter == Setter::System || *next + count <= MAX_INITIALIZED_USER_SGPRS;
            sgprs.push(SgprGroup { name, first: *next, count, setter, initialized });
            *next += count;
        };
    for (name, bit, count) in USER_GROUPS {
        if e.properties >> bit & 1 == 1 {
            push(&mut sgprs, name, count, Setter::User, &mut next);
        }
    }
    if e.preload_length > 0 {
        push(&mut sgprs, "preloaded_kernargs", e.preload_length, Setter::User, &mut next);
    }
    if e.properties >> 6 & 1 == 1 {
        push(&mut sgprs, "private_segment_size", 1, Setter::User, &mut next);
    }
    for (name, bit) in
        [("grid_workgroup_count_x", 7), ("grid_workgroup_count_y", 8), ("grid_workgroup_count_z", 9)]
    {
        if e.properties >> bit & 1 == 1 {
            push(&mut sgprs, name, 1, Setter::User, &mut next);
        }
    }
    let requested = next;
    let user_sgpr_count = (e.rsrc2 >> 1) & 0x1F;
    if user_sgpr_count != requested {
        notes.push(format!(
            "USER_SGPR_COUNT is {user_sgpr_count} but the enable bits request {requested} user SGPRs; system SGPRs \
             start at s{user_sgpr_count}"
        ));
    }
    if requested > MAX_INITIALIZED_USER_SGPRS {
        notes.push(format!("{requested} user SGPRs requested; only the first 16 are initialized"));
    }
    next = user_sgpr_count;
    for (name, bit) in [
        ("workgroup_id_x", 7),
        ("workgroup_id_y", 8),
        ("workgroup_id_z", 9),
        ("workgroup_info", 10),
        ("private_segment_wavefront_offset", 0),
    ] {
        if e.rsrc2 >> bit & 1 == 1 {
            push(&mut sgprs, name, 1, Setter::System, &mut next);
        }
    }
    let mut ids = (e.rsrc2 >> 11) & 3;
    if ids == 3 {
        notes.push("ENABLE_VGPR_WORKITEM_ID is 3 (undefined); treated as X, Y, Z".into());
        ids = 2;
    }
    let packed = family.packed_workitem_ids();
    let names = ["work_item_id_x", "work_item_id_y", "work_item_id_z"];
    let vgprs = (0..=ids)
        .map(|i| {
            if packed {
                VgprField { name: names[i as usize], vgpr: 0, bits: (10 * i, 10) }
            } else {
                VgprField { name: names[i as usize], vgpr: i, bits: (0, 32) }
            }
        })
        .collect();
    InitialState {
        sgprs,
        requested_user_sgprs: requested,
        user_sgpr_count,
        vgprs,
        packed_workitem_ids: packed,
        flat_scratch: flat_scratch_method(family),
        notes,
    }
}

/// How FLAT_SCRATCH is initialised on `family`.
#[must_use]
pub fn flat_scratch_method(family: Family) -> &'static str {
    match family {
        Family::Gfx6 => "none: GFX6 has no flat scratch",
        Family::Gfx7 | Family::Gfx8 => {
            "Flat Scratch Init holds (scratch offset of the queue, per-work-item size); the prolog sets \
             FLAT_SCRATCH_HI = (init.lo + scratch wavefront offset) >> 8 and FLAT_SCRATCH_LO = init.hi"
        }
        Family::Gfx9 | Family::Gfx90a | Family::Gfx10 => {
            "Flat Scratch Init holds the 64-bit scratch base of the queue; the prolog adds the scratch \
             wavefront offset and writes FLAT_SCRATCH (s_setreg on GFX10)"
        }
        Family::Gfx940 | Family::Gfx11 | Family::Gfx12 => "architected: hardware initialises FLAT_SCRATCH",
    }
}

/// GFX7/GFX8: the FLAT_SCRATCH offset word the prolog computes, in 256-byte units:
/// `(flat_scratch_init_lo + scratch_wavefront_offset) >> 8`.
#[must_use]
pub fn gfx7_flat_scratch_offset(init_lo: u32, wavefront_offset: u32) -> u32 {
    init_lo.wrapping_add(wavefront_offset) >> 8
}

/// The Work-Group Info SGPR: `{first_wavefront[31], 14'b0, ordered_append_term[16:6],
/// threadgroup_size_in_wavefronts[5:0]}` (values are masked to their widths).
#[must_use]
pub fn workgroup_info(first_wavefront: bool, ordered_append_term: u32, waves_in_group: u32) -> u32 {
    (u32::from(first_wavefront) << 31) | ((ordered_append_term & 0x7FF) << 6) | (waves_in_group & 0x3F)
}

/// Grid work-group count for one dimension: `ceil(grid / workgroup)` (0 for a 0-sized group).
#[must_use]
pub fn grid_workgroup_count(grid: u32, workgroup: u32) -> u32 {
    if workgroup == 0 { 0 } else { grid.div_ceil(workgroup) }
}

impl InitialState {
    /// A plain-text listing.
    #[must_use]
    pub fn render(&self) -> String {
        let mut s = String::from("SGPRs:\n");
        for g in &self.sgprs {
            let who = match g.setter {
                Setter::User => "user",
                Setter::System => "system",
            };
            let init = if g.initialized { "" } else { " (not initialized: past 16 user SGPRs)" };
            s.push_str(&format!("  {:<10} {:<34} {who}{init}\n", g.register(), g.name));
        }
        s.push_str(&format!(
            "  USER_SGPR_COUNT {} (enable bits request {})\nVGPRs:\n",
            self.user_sgpr_count, self.requested_user_sgprs
        ));
        for v in &self.vgprs {
            if self.packed_workitem_ids {
                s.push_str(&format!("  v{}[{}:{}] {}\n", v.vgpr, v.bits.0 + v.bits.1 - 1, v.bits.0, v.name));
            } else {
                s.push_str(&format!("  v{:<8} {}\n", v.vgpr, v.name));
            }
        }
        s.push_str(&format!("Flat scratch: {}\n", self.flat_scratch));
        for n in &self.notes {
            s.push_str(&format!("note: {n}\n"));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernarg_ptr_then_workgroup_id() {
        let kd = KernelDescriptor {
            kernel_code_properties: 1 << 3,
            compute_pgm_rsrc2: (2 << 1) | (1 << 7),
            ..Default::default()
        };
        let st = from_descriptor(&kd, &AbiTarget::new(Family::Gfx9));
        assert_eq!(st.sgprs.len(), 2);
        assert_eq!(st.sgprs[0].register(), "s[0:1]");
        assert_eq!(st.sgprs[1].register(), "s2");
        assert_eq!(st.vgprs.len(), 1);
        assert!(st.notes.is_empty());
    }

    #[test]
    fn seed002_order_and_sizes() {
        // All 10 user groups + 5 system SGPRs through amd_kernel_code_t.
        let mut a = AmdKernelCode::default();
        a.set("kernel_code_properties", 0x3FF).unwrap();
        a.set("compute_pgm_rsrc2", (18 << 1) | 0x7 << 7 | 1 << 10 | 1 | 2 << 11).unwrap();
        let st = from_akc(&a, &AbiTarget::new(Family::Gfx8));
        let layout: Vec<(&str, u32, u32, bool)> =
            st.sgprs.iter().map(|g| (g.name, g.first, g.count, g.initialized)).collect();
        assert_eq!(
            layout,
            [
                ("private_segment_buffer", 0, 4, true),
                ("dispatch_ptr", 4, 2, true),
                ("queue_ptr", 6, 2, true),
                ("kernarg_segment_ptr", 8, 2, true),
                ("dispatch_id", 10, 2, true),
                ("flat_scratch_init", 12, 2, true),
                ("private_segment_size", 14, 1, true),
                ("grid_workgroup_count_x", 15, 1, true),
                ("grid_workgroup_count_y", 16, 1, false),
                ("grid_workgroup_count_z", 17, 1, false),
                ("workgroup_id_x", 18, 1, true),
                ("workgroup_id_y", 19, 1, true),
                ("workgroup_id_z", 20, 1, true),
                ("workgroup_info", 21, 1, true),
                ("private_segment_wavefront_offset", 22, 1, true),
            ]
        );
        assert_eq!(st.requested_user_sgprs, 18);
        assert_eq!(st.vgprs.iter().map(|v| v.vgpr).collect::<Vec<_>>(), [0, 1, 2]);
        assert_eq!(st.notes.len(), 1);
    }

    #[test]
    fn packed_ids_and_preload() {
        let kd = KernelDescriptor {
            kernel_code_properties: (1 << 3) | (1 << 6),
            kernarg_preload: 2,
            compute_pgm_rsrc2: (5 << 1) | (1 << 7) | (2 << 11),
            ..Default::default()
        };
        let st = from_descriptor(&kd, &AbiTarget::new(Family::Gfx90a));
        let names: Vec<(&str, String)> = st.sgprs.iter().map(|g| (g.name, g.register())).collect();
        assert_eq!(
            names,
            [
                ("kernarg_segment_ptr", "s[0:1]".to_string()),
                ("preloaded_kernargs", "s[2:3]".to_string()),
                ("private_segment_size", "s4".to_string()),
                ("workgroup_id_x", "s5".to_string())
            ]
        );
        assert!(st.packed_workitem_ids);
        assert_eq!(
            st.vgprs.iter().map(|v| (v.vgpr, v.bits)).collect::<Vec<_>>(),
            [(0, (0, 10)), (0, (10, 10)), (0, (20, 10))]
        );
        // Preload is ignored where it does not exist.
        let st9 = from_descriptor(&kd, &AbiTarget::new(Family::Gfx9));
        assert_eq!(st9.requested_user_sgprs, 3);
        assert!(st.render().contains("v0[19:10] work_item_id_y"));
    }

    #[test]
    fn undefined_workitem_id() {
        let st = compute(Enables { rsrc2: 3 << 11, ..Default::default() }, Family::Gfx9);
        assert_eq!(st.vgprs.len(), 3);
        assert_eq!(st.notes.len(), 1);
        for (v, n) in [(0u32, 1usize), (1, 2), (2, 3)] {
            assert_eq!(
                compute(Enables { rsrc2: v << 11, ..Default::default() }, Family::Gfx8).vgprs.len(),
                n
            );
        }
    }

    #[test]
    fn derived_values() {
        assert_eq!(workgroup_info(true, 0x7FF, 63), 0x8001_FFFF);
        assert_eq!(workgroup_info(false, 5, 4), 0x0000_0144);
        assert_eq!(grid_workgroup_count(1000, 64), 16);
        assert_eq!(grid_workgroup_count(5, 0), 0);
        assert_eq!(gfx7_flat_scratch_offset(0x1234_5600, 0x1000), 0x0012_3466);
        assert!(flat_scratch_method(Family::Gfx11).starts_with("architected"));
    }
}
