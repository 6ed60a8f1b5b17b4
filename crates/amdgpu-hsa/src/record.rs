//! Fixed-layout little-endian records (AQL packets, queues, signals): the bytes plus a field
//! table, so that offsets are data that tests can check against the specification tables, and
//! bytes no field covers are reserved (must be 0).

/// One field of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordField {
    /// Name as the ABI spells it.
    pub name: &'static str,
    /// Byte offset.
    pub offset: usize,
    /// Size in bytes (1, 2, 4 or 8; 16 for the scratch resource descriptor).
    pub size: usize,
}

/// Defines a record type over `[u8; SIZE]` with typed getters/setters for each field.
macro_rules! record {
    (
        $(#[$meta:meta])*
        $name:ident, $size:expr, {
            $( $(#[$fmeta:meta])* $field:ident / $setter:ident : $ty:ident @ $off:expr ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $name {
            bytes: [u8; $size],
        }

        impl Default for $name {
            fn default() -> Self {
                $name { bytes: [0; $size] }
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let mut d = f.debug_struct(stringify!($name));
                $( d.field(stringify!($field), &self.$field()); )*
                d.finish()
            }
        }

        impl $name {
            /// Size in bytes.
            pub const SIZE: usize = $size;

            /// Every field: name, offset, size.
            pub const FIELDS: &'static [$crate::record::RecordField] = &[
                $( $crate::record::RecordField { name: stringify!($field), offset: $off, size: std::mem::size_of::<$ty>() }, )*
            ];

            /// Decodes the first `SIZE` bytes.
            ///
            /// # Errors
            /// [`crate::HsaError::Truncated`] when the input is shorter.
            pub fn parse(bytes: &[u8]) -> Result<Self, $crate::HsaError> {
                let b: [u8; $size] = bytes
                    .get(..$size)
                    .and_then(|s| s.try_into().ok())
                    .ok_or($crate::HsaError::Truncated { offset: bytes.len(), needed: $size })?;
                Ok($name { bytes: b })
            }

            /// The encoded bytes.
            #[must_use]
            pub fn to_bytes(&self) -> [u8; $size] {
                self.bytes
            }

            /// Offsets of reserved bytes (covered by no field) that are not 0.
            #[must_use]
            pub fn nonzero_reserved(&self) -> Vec<usize> {
                let mut covered = [false; $size];
                for f in Self::FIELDS {
                    for c in &mut covered[f.offset..f.offset + f.size] {
                        *c = true;
                    }
                }
                (0..$size).filter(|&i| !covered[i] && self.bytes[i] != 0).collect()
            }

            $(
                $(#[$fmeta])*
                #[must_use]
                pub fn $field(&self) -> $ty {
                    let mut b = [0u8; std::mem::size_of::<$ty>()];
                    b.copy_from_slice(&self.bytes[$off..$off + std::mem::size_of::<$ty>()]);
                    <$ty>::from_le_bytes(b)
                }

                #[doc = concat!("Sets `", stringify!($field), "`.")]
                pub fn $setter(&mut self, v: $ty) -> &mut Self {
                    self.bytes[$off..$off + std::mem::size_of::<$ty>()].copy_from_slice(&v.to_le_bytes());
                    self
                }
            )*
        }
    };
}

pub(crate) use record;
