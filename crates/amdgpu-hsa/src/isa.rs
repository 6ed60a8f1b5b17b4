//! Seed 002's ISA identity (`AMD:AMDGPU:major:minor:stepping`) and enumerations
//! (`amd_machine_kind_t`, `amd_float_round_mode_t`, `amd_float_denorm_mode_t`,
//! SYSTEM_VGPR_WORKITEM_ID).

use std::fmt;

/// An ISA identity string such as `AMD:AMDGPU:8:0:3`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IsaIdentity {
    /// Vendor (`AMD`).
    pub vendor: String,
    /// Architecture (`AMDGPU`).
    pub arch: String,
    /// GFXIP major.
    pub major: u32,
    /// Minor.
    pub minor: u32,
    /// Stepping.
    pub stepping: u32,
}

/// A malformed identity string (byte offset of the bad field).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid ISA identity at byte {offset}: {message}")]
pub struct IsaError {
    /// Byte offset.
    pub offset: usize,
    /// What is wrong.
    pub message: &'static str,
}

impl IsaIdentity {
    /// Parses `Vendor:Arch:Major:Minor:Stepping`.
    ///
    /// # Errors
    /// [`IsaError`] with the offset of the bad field.
    pub fn parse(s: &str) -> Result<IsaIdentity, IsaError> {
        let mut fields = Vec::with_capacity(5);
        let mut start = 0;
        for (i, part) in s.split(':').enumerate() {
            if i >= 5 {
                return Err(IsaError { offset: start, message: "more than five fields" });
            }
            if part.is_empty() {
                return Err(IsaError { offset: start, message: "empty field" });
            }
            fields.push((start, part));
            start += part.len() + 1;
        }
        if fields.len() != 5 {
            return Err(IsaError { offset: s.len(), message: "expected Vendor:Arch:Major:Minor:Stepping" });
        }
        let num = |(off, p): (usize, &str)| -> Result<u32, IsaError> {
            if !p.bytes().all(|b| b.is_ascii_digit()) {
                return Err(IsaError { offset: off, message: "not a decimal number" });
            }
            p.parse().map_err(|_| IsaError { offset: off, message: "number too large" })
        };
        Ok(IsaIdentity {
            vendor: fields[0].1.to_string(),
            arch: fields[1].1.to_string(),
            major: num(fields[2])?,
            minor: num(fields[3])?,
            stepping: num(fields[4])?,
        })
    }

    /// The seed 002 table row for this identity, if any.
    #[must_use]
    pub fn known(&self) -> Option<&'static IsaRow> {
        (self.vendor == "AMD" && self.arch == "AMDGPU")
            .then(|| {
                ISA_TABLE
                    .iter()
                    .find(|r| (r.major, r.minor, r.stepping) == (self.major, self.minor, self.stepping))
            })
            .flatten()
    }
}

impl fmt::Display for IsaIdentity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}:{}:{}", self.vendor, self.arch, self.major, self.minor, self.stepping)
    }
}

/// One row of seed 002's ISA table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IsaRow {
    /// Major.
    pub major: u32,
    /// Minor.
    pub minor: u32,
    /// Stepping.
    pub stepping: u32,
    /// XNACK support.
    pub xnack: bool,
    /// SPI register limitation.
    pub spi_limitation: bool,
    /// PCIe Gen3 atomics.
    pub pcie_atomics: bool,
    /// Double-precision rate (1/16 or 1/2) where the table gives it.
    pub double_rate: Option<(u32, u32)>,
    /// Example products.
    pub examples: &'static str,
}

const fn row(
    (major, minor, stepping): (u32, u32, u32),
    xnack: bool,
    spi_limitation: bool,
    pcie_atomics: bool,
    double_rate: Option<(u32, u32)>,
    examples: &'static str,
) -> IsaRow {
    IsaRow { major, minor, stepping, xnack, spi_limitation, pcie_atomics, double_rate, examples }
}

/// Seed 002's 8 ISA rows.
pub const ISA_TABLE: [IsaRow; 8] = [
    row((7, 0, 0), false, false, false, Some((1, 16)), "Kaveri, Bonaire"),
    row((7, 0, 1), false, false, false, Some((1, 2)), "Hawaii"),
    row((8, 0, 0), false, true, false, None, "Iceland, Tonga"),
    row((8, 0, 1), true, false, false, None, "Carrizo"),
    row((8, 0, 2), false, true, true, None, "ROCm Tonga"),
    row((8, 0, 3), false, false, true, None, "ROCm Fiji"),
    row((8, 0, 4), false, false, false, None, "Fiji"),
    row((8, 1, 0), true, false, false, None, "Stoney"),
];

macro_rules! raw_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $n:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vm])* $v = $n),* }
        impl TryFrom<u32> for $name {
            type Error = u32;
            fn try_from(v: u32) -> Result<Self, u32> {
                match v { $($n => Ok($name::$v),)* other => Err(other) }
            }
        }
    };
}

raw_enum! {
    /// `amd_machine_kind_t`.
    MachineKind { /// Undefined.
        Undefined = 0, /// AMDGPU.
        Amdgpu = 1 }
}
raw_enum! {
    /// `amd_float_round_mode_t` / FLOAT_ROUND_MODE.
    FloatRoundMode { /// Round ties to even.
        NearEven = 0, /// Toward +infinity.
        PlusInfinity = 1, /// Toward -infinity.
        MinusInfinity = 2, /// Toward 0.
        Zero = 3 }
}
raw_enum! {
    /// `amd_float_denorm_mode_t` / FLOAT_DENORM_MODE.
    FloatDenormMode { /// Flush source and destination denorms.
        FlushSrcDst = 0, /// Flush output denorms.
        FlushDst = 1, /// Flush source denorms.
        FlushSrc = 2, /// No flush.
        FlushNone = 3 }
}
raw_enum! {
    /// SYSTEM_VGPR_WORKITEM_ID (ENABLE_VGPR_WORKITEM_ID).
    WorkItemIds { /// X.
        X = 0, /// X and Y.
        XY = 1, /// X, Y and Z.
        XYZ = 2, /// Undefined.
        Undefined = 3 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_round_trip() {
        let id = IsaIdentity::parse("AMD:AMDGPU:8:0:3").unwrap();
        assert_eq!(id.to_string(), "AMD:AMDGPU:8:0:3");
        assert!(id.known().unwrap().pcie_atomics);
        assert_eq!(IsaIdentity::parse("AMD:AMDGPU:8:x:3").unwrap_err().offset, 13);
        assert!(IsaIdentity::parse("AMD:AMDGPU:8:0").is_err());
        assert!(IsaIdentity::parse("AMD:AMDGPU:8:0:3:1").is_err());
        assert!(IsaIdentity::parse("AMD::8:0:3").is_err());
        assert!(IsaIdentity::parse("AMD:AMDGPU:99999999999:0:0").is_err());
        assert!(IsaIdentity::parse("AMD:AMDGPU:9:0:0").unwrap().known().is_none());
    }

    #[test]
    fn isa_table() {
        assert_eq!(ISA_TABLE.len(), 8);
        let xnack: Vec<(u32, u32, u32)> =
            ISA_TABLE.iter().filter(|r| r.xnack).map(|r| (r.major, r.minor, r.stepping)).collect();
        assert_eq!(xnack, [(8, 0, 1), (8, 1, 0)]);
        let pcie: Vec<u32> = ISA_TABLE.iter().filter(|r| r.pcie_atomics).map(|r| r.stepping).collect();
        assert_eq!(pcie, [2, 3]);
        let spi: Vec<u32> = ISA_TABLE.iter().filter(|r| r.spi_limitation).map(|r| r.stepping).collect();
        assert_eq!(spi, [0, 2]);
        assert_eq!(ISA_TABLE[1].double_rate, Some((1, 2)));
        // Tonga and Fiji each appear twice.
        assert_eq!(ISA_TABLE.iter().filter(|r| r.examples.contains("Tonga")).count(), 2);
        assert_eq!(ISA_TABLE.iter().filter(|r| r.examples.contains("Fiji")).count(), 2);
    }

    #[test]
    fn enumerations() {
        assert_eq!(MachineKind::try_from(1), Ok(MachineKind::Amdgpu));
        assert_eq!(MachineKind::try_from(2), Err(2));
        for (v, m) in [
            (0, FloatRoundMode::NearEven),
            (1, FloatRoundMode::PlusInfinity),
            (2, FloatRoundMode::MinusInfinity),
            (3, FloatRoundMode::Zero),
        ] {
            assert_eq!(FloatRoundMode::try_from(v), Ok(m));
            assert_eq!(m as u32, v);
        }
        for (v, m) in [
            (0, FloatDenormMode::FlushSrcDst),
            (1, FloatDenormMode::FlushDst),
            (2, FloatDenormMode::FlushSrc),
            (3, FloatDenormMode::FlushNone),
        ] {
            assert_eq!(FloatDenormMode::try_from(v), Ok(m));
        }
        assert!(FloatDenormMode::try_from(4).is_err());
        assert_eq!(WorkItemIds::try_from(3), Ok(WorkItemIds::Undefined));
    }
}
