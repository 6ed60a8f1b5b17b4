//! Image argument info (seed 003 L55-85): after the 8-dword image resource, dword 8 holds the
//! channel data type and dword 9 the channel order, in AMD's own numbering (not the OpenCL
//! `CL_*` constants).

use serde::Serialize;

use crate::names::named_enum;

/// Mask applied to dword 8 before looking up [`ChannelDataType`].
pub const CHANNEL_DATA_TYPE_MASK: u32 = 0xF;
/// Mask applied to dword 9 before looking up [`ChannelOrder`].
pub const CHANNEL_ORDER_MASK: u32 = 0x1F;

named_enum! {
    /// Channel data type (dword 8 & 0xF); the value is the position in [`ChannelDataType::ALL`].
    pub enum ChannelDataType {
        /// 0
        SnormInt8 => "CL_SNORM_INT8",
        /// 1
        SnormInt16 => "CL_SNORM_INT16",
        /// 2
        UnormInt8 => "CL_UNORM_INT8",
        /// 3
        UnormInt16 => "CL_UNORM_INT16",
        /// 4
        UnormInt24 => "CL_UNORM_INT24",
        /// 5
        UnormShort555 => "CL_UNORM_SHORT_555",
        /// 6
        UnormShort565 => "CL_UNORM_SHORT_565",
        /// 7
        UnormInt101010 => "CL_UNORM_INT_101010",
        /// 8
        SignedInt8 => "CL_SIGNED_INT8",
        /// 9
        SignedInt16 => "CL_SIGNED_INT16",
        /// 10
        SignedInt32 => "CL_SIGNED_INT32",
        /// 11
        UnsignedInt8 => "CL_UNSIGNED_INT8",
        /// 12
        UnsignedInt16 => "CL_UNSIGNED_INT16",
        /// 13
        UnsignedInt32 => "CL_UNSIGNED_INT32",
        /// 14
        HalfFloat => "CL_HALF_FLOAT",
        /// 15
        Float => "CL_FLOAT",
    }
}

named_enum! {
    /// Channel order (dword 9 & 0x1F); the value is the position in [`ChannelOrder::ALL`].
    /// Masked values 20-31 have no entry.
    pub enum ChannelOrder {
        /// 0
        A => "CL_A",
        /// 1
        R => "CL_R",
        /// 2
        Rx => "CL_Rx",
        /// 3
        Rg => "CL_RG",
        /// 4
        Rgx => "CL_RGx",
        /// 5
        Ra => "CL_RA",
        /// 6
        Rgb => "CL_RGB",
        /// 7
        Rgbx => "CL_RGBx",
        /// 8
        Rgba => "CL_RGBA",
        /// 9
        Bgra => "CL_BGRA",
        /// 10
        Argb => "CL_ARGB",
        /// 11
        Abgr => "CL_ABGR",
        /// 12
        Srgb => "CL_sRGB",
        /// 13
        Srgbx => "CL_sRGBx",
        /// 14
        Srgba => "CL_sRGBA",
        /// 15
        Sbgra => "CL_sBGRA",
        /// 16
        Intensity => "CL_INTENSITY",
        /// 17
        Luminance => "CL_LUMINANCE",
        /// 18
        Depth => "CL_DEPTH",
        /// 19
        DepthStencil => "CL_DEPTH_STENCIL",
    }
}

impl ChannelDataType {
    /// The type of a raw dword 8 (masked with 0xF first, so every value has one).
    #[must_use]
    pub fn from_dword(dword: u32) -> Self {
        Self::ALL[(dword & CHANNEL_DATA_TYPE_MASK) as usize]
    }

    /// The table value.
    #[must_use]
    pub fn value(self) -> u32 {
        Self::ALL.iter().position(|&x| x == self).unwrap_or(0) as u32
    }
}

impl ChannelOrder {
    /// The order of a raw dword 9 (masked with 0x1F first); `None` for masked values 20-31.
    #[must_use]
    pub fn from_dword(dword: u32) -> Option<Self> {
        Self::ALL.get((dword & CHANNEL_ORDER_MASK) as usize).copied()
    }

    /// The table value.
    #[must_use]
    pub fn value(self) -> u32 {
        Self::ALL.iter().position(|&x| x == self).unwrap_or(0) as u32
    }
}

/// Dwords 8 and 9 of an image argument, decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ImageInfo {
    /// Raw dword 8.
    pub dword8: u32,
    /// Raw dword 9.
    pub dword9: u32,
    /// Channel data type.
    pub data_type: ChannelDataType,
    /// Channel order, `None` when the masked value is 20-31.
    pub order: Option<ChannelOrder>,
}

impl ImageInfo {
    /// Decodes dwords 8 and 9.
    #[must_use]
    pub fn decode(dword8: u32, dword9: u32) -> Self {
        ImageInfo {
            dword8,
            dword9,
            data_type: ChannelDataType::from_dword(dword8),
            order: ChannelOrder::from_dword(dword9),
        }
    }
}
