//! The reserved layout of constant buffer 0 (seed 004 L104-153): 35 dwords, bytes 0-139.

use serde::Serialize;

/// One reserved dword of cb0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cb0Row {
    /// First byte of the dword.
    pub byte: u32,
    /// `cb0[n].c` location.
    pub loc: &'static str,
    /// Contents for `clEnqueueNDRangeKernel`.
    pub ndrange: &'static str,
    /// Contents for `clEnqueueTask` (`same` where the seed leaves the column empty: the value does
    /// not depend on the enqueue call).
    pub task: &'static str,
}

macro_rules! rows {
    ($(($byte:literal, $loc:literal, $nd:literal, $task:literal)),+ $(,)?) => {
        [$(Cb0Row { byte: $byte, loc: $loc, ndrange: $nd, task: $task }),+]
    };
}

/// The 35 rows of the seed's table, in order.
pub const CB0_ROWS: [Cb0Row; 35] = rows![
    (0, "cb0[0].x", "global_work_size[0]", "1"),
    (4, "cb0[0].y", "global_work_size[1]", "1"),
    (8, "cb0[0].z", "global_work_size[2]", "1"),
    (12, "cb0[0].w", "work_dim", "0"),
    (16, "cb0[1].x", "local_work_size[0]", "1"),
    (20, "cb0[1].y", "local_work_size[1]", "1"),
    (24, "cb0[1].z", "local_work_size[2]", "1"),
    (28, "cb0[1].w", "0", "0"),
    (32, "cb0[2].x", "global_work_size[0]/local_work_size[0]", "1"),
    (36, "cb0[2].y", "global_work_size[1]/local_work_size[1]", "1"),
    (40, "cb0[2].z", "global_work_size[2]/local_work_size[2]", "1"),
    (44, "cb0[2].w", "0", "0"),
    (48, "cb0[3].x", "offset to private memory ring (0 if private memory is not emulated)", "same"),
    (52, "cb0[3].y", "private memory allocated per thread", "same"),
    (56, "cb0[3].z", "0", "same"),
    (60, "cb0[3].w", "0", "same"),
    (64, "cb0[4].x", "offset to local memory ring (0 if local memory is not emulated)", "same"),
    (68, "cb0[4].y", "local memory allocated per group", "same"),
    (72, "cb0[4].z", "0", "same"),
    (76, "cb0[4].w", "pointer to the math library tables in the global buffer", "same"),
    (80, "cb0[5].x", "0.0f (math library)", "same"),
    (84, "cb0[5].y", "0.5f (math library)", "same"),
    (88, "cb0[5].z", "1.0f (math library)", "same"),
    (92, "cb0[5].w", "2.0f (math library)", "same"),
    (96, "cb0[6].x", "global offset x", "same"),
    (100, "cb0[6].y", "global offset y", "same"),
    (104, "cb0[6].z", "global offset z", "same"),
    (108, "cb0[6].w", "global flat offset x*y*z", "same"),
    (112, "cb0[7].x", "group offset x", "same"),
    (116, "cb0[7].y", "group offset y", "same"),
    (120, "cb0[7].z", "group offset z", "same"),
    (124, "cb0[7].w", "group flat offset x*y*z", "same"),
    (128, "cb0[8].x", "offset of the data segment in the global buffer", "same"),
    (132, "cb0[8].y", "offset of the printf buffer", "same"),
    (136, "cb0[8].z", "size of the printf buffer", "same"),
];

/// Bytes of cb0 reserved by the runtime ABI.
pub const CB0_RESERVED_BYTES: u32 = 140;

/// Values of the 35 reserved dwords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[allow(missing_docs)] // named after the rows of CB0_ROWS
pub struct Cb0Values {
    pub global_size: [u32; 3],
    pub work_dim: u32,
    pub local_size: [u32; 3],
    pub group_count: [u32; 3],
    pub private_ring_offset: u32,
    pub private_per_thread: u32,
    /// `cb0[3].z`: 0 in the seed's table (the address formula masks the thread id with it).
    pub private_mask: u32,
    pub local_ring_offset: u32,
    pub local_per_group: u32,
    /// `cb0[4].z`: 0 in the seed's table.
    pub local_mask: u32,
    pub math_tables: u32,
    pub global_offset: [u32; 3],
    pub group_offset: [u32; 3],
    pub data_segment_offset: u32,
    pub printf_offset: u32,
    pub printf_size: u32,
}

/// Invalid `clEnqueueNDRangeKernel` sizes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Cb0Error {
    /// work_dim is not 1, 2 or 3.
    #[error("work_dim {0} is not 1, 2 or 3")]
    WorkDim(u32),
    /// A local size is 0.
    #[error("local_work_size[{0}] is 0")]
    ZeroLocal(usize),
    /// A global size is not a multiple of the local size (OpenCL 1.x requires it).
    #[error("global_work_size[{dim}] = {global} is not a multiple of local_work_size[{dim}] = {local}")]
    NotDivisible {
        /// Dimension.
        dim: usize,
        /// Global size.
        global: u32,
        /// Local size.
        local: u32,
    },
}

impl Cb0Values {
    /// The values for `clEnqueueNDRangeKernel(work_dim, global, local)`. Dimensions beyond
    /// `work_dim` are set to 1 whatever was passed.
    ///
    /// # Errors
    /// See [`Cb0Error`].
    pub fn ndrange(work_dim: u32, global: [u32; 3], local: [u32; 3]) -> Result<Self, Cb0Error> {
        if !(1..=3).contains(&work_dim) {
            return Err(Cb0Error::WorkDim(work_dim));
        }
        let mut v = Cb0Values { work_dim, ..Cb0Values::default() };
        for d in 0..3 {
            let (g, l) = if d < work_dim as usize { (global[d], local[d]) } else { (1, 1) };
            if l == 0 {
                return Err(Cb0Error::ZeroLocal(d));
            }
            if g % l != 0 {
                return Err(Cb0Error::NotDivisible { dim: d, global: g, local: l });
            }
            v.global_size[d] = g;
            v.local_size[d] = l;
            v.group_count[d] = g / l;
        }
        Ok(v)
    }

    /// The values for `clEnqueueTask`: sizes and group counts 1, work_dim 0.
    #[must_use]
    pub fn task() -> Self {
        Cb0Values { global_size: [1; 3], local_size: [1; 3], group_count: [1; 3], ..Cb0Values::default() }
    }

    /// The 35 dwords in row order.
    #[must_use]
    pub fn words(&self) -> [u32; 35] {
        let [gx, gy, gz] = self.global_size;
        let [lx, ly, lz] = self.local_size;
        let [nx, ny, nz] = self.group_count;
        let [ox, oy, oz] = self.global_offset;
        let [px, py, pz] = self.group_offset;
        [
            gx,
            gy,
            gz,
            self.work_dim,
            lx,
            ly,
            lz,
            0,
            nx,
            ny,
            nz,
            0,
            self.private_ring_offset,
            self.private_per_thread,
            self.private_mask,
            0,
            self.local_ring_offset,
            self.local_per_group,
            self.local_mask,
            self.math_tables,
            0.0f32.to_bits(),
            0.5f32.to_bits(),
            1.0f32.to_bits(),
            2.0f32.to_bits(),
            ox,
            oy,
            oz,
            ox.wrapping_mul(oy).wrapping_mul(oz),
            px,
            py,
            pz,
            px.wrapping_mul(py).wrapping_mul(pz),
            self.data_segment_offset,
            self.printf_offset,
            self.printf_size,
        ]
    }

    /// The 140 bytes, little-endian.
    #[must_use]
    pub fn bytes(&self) -> [u8; 140] {
        let mut out = [0u8; 140];
        for (chunk, w) in out.chunks_exact_mut(4).zip(self.words()) {
            chunk.copy_from_slice(&w.to_le_bytes());
        }
        out
    }
}

/// `(vAbsTid & cb0[3].z) * cb0[3].y + cb0[3].x + ptr_offset`, in 32-bit wrapping arithmetic.
#[must_use]
pub fn private_address(v: &Cb0Values, abs_tid: u32, ptr_offset: u32) -> u32 {
    (abs_tid & v.private_mask)
        .wrapping_mul(v.private_per_thread)
        .wrapping_add(v.private_ring_offset)
        .wrapping_add(ptr_offset)
}

/// `(vThreadGrpIdFlat & cb0[4].z) * cb0[4].y + cb0[4].x + ptr_offset`, in 32-bit wrapping
/// arithmetic.
#[must_use]
pub fn local_address(v: &Cb0Values, group_id_flat: u32, ptr_offset: u32) -> u32 {
    (group_id_flat & v.local_mask)
        .wrapping_mul(v.local_per_group)
        .wrapping_add(v.local_ring_offset)
        .wrapping_add(ptr_offset)
}
