//! `amd_signal_t` (64 bytes, seed 002 "Signals") and signal kinds.

use crate::record::record;

record! {
    /// `amd_signal_t`. Bytes 8..16 are a union: `value` (USER), `legacy_hardware_doorbell_ptr`
    /// (LEGACY_DOORBELL) or `hardware_doorbell_ptr` (DOORBELL).
    AmdSignal, 64, {
        /// Signal kind ([`SignalKind`]).
        kind / set_kind: i64 @ 0,
        /// USER: the signal value (small model uses the low 32 bits).
        value / set_value: i64 @ 8,
        /// Mailbox to write `event_id` to after an update (0 = none).
        event_mailbox_ptr / set_event_mailbox_ptr: u64 @ 16,
        /// Event id sent with `s_sendmsg` (low 8 bits).
        event_id / set_event_id: u32 @ 24,
        /// Start timestamp.
        start_ts / set_start_ts: u64 @ 32,
        /// End timestamp.
        end_ts / set_end_ts: u64 @ 40,
        /// Doorbell kinds: the queue (`amd_queue_t`) address; 0 otherwise.
        queue_ptr / set_queue_ptr: u64 @ 48,
    }
}

/// `amd_signal_kind_t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum SignalKind {
    /// 0.
    Invalid,
    /// 1: a user signal with a value.
    User,
    /// -1: a hardware doorbell.
    Doorbell,
    /// -2: a legacy (GFX7/GFX8) doorbell.
    LegacyDoorbell,
}

impl SignalKind {
    /// The raw i64.
    #[must_use]
    pub fn raw(self) -> i64 {
        match self {
            SignalKind::Invalid => 0,
            SignalKind::User => 1,
            SignalKind::Doorbell => -1,
            SignalKind::LegacyDoorbell => -2,
        }
    }
}

impl TryFrom<i64> for SignalKind {
    type Error = i64;
    fn try_from(v: i64) -> Result<SignalKind, i64> {
        Ok(match v {
            0 => SignalKind::Invalid,
            1 => SignalKind::User,
            -1 => SignalKind::Doorbell,
            -2 => SignalKind::LegacyDoorbell,
            other => return Err(other),
        })
    }
}

impl AmdSignal {
    /// A USER signal with `value`.
    #[must_use]
    pub fn user(value: i64) -> AmdSignal {
        let mut s = AmdSignal::default();
        s.set_kind(SignalKind::User.raw()).set_value(value);
        s
    }

    /// A doorbell signal (kind DOORBELL or LEGACY_DOORBELL) for the queue at `queue`.
    #[must_use]
    pub fn doorbell(kind: SignalKind, doorbell_ptr: u64, queue: u64) -> AmdSignal {
        let mut s = AmdSignal::default();
        s.set_kind(kind.raw()).set_value(doorbell_ptr as i64).set_queue_ptr(queue);
        s
    }

    /// The hardware doorbell pointer (union view of bytes 8..16).
    #[must_use]
    pub fn doorbell_ptr(&self) -> u64 {
        self.value() as u64
    }

    /// The kind, if valid.
    #[must_use]
    pub fn signal_kind(&self) -> Option<SignalKind> {
        SignalKind::try_from(self.kind()).ok()
    }

    /// Problems: unknown kind, queue_ptr set on a non-doorbell signal, reserved bytes.
    #[must_use]
    pub fn validate(&self) -> Vec<String> {
        let mut out = Vec::new();
        match self.signal_kind() {
            None => out.push(format!("kind {} is not a signal kind", self.kind())),
            Some(SignalKind::User | SignalKind::Invalid) if self.queue_ptr() != 0 => {
                out.push("queue_ptr must be 0 unless the signal is a doorbell".into());
            }
            Some(SignalKind::Doorbell | SignalKind::LegacyDoorbell) if self.queue_ptr() == 0 => {
                out.push("a doorbell signal needs its queue_ptr".into());
            }
            _ => {}
        }
        for off in self.nonzero_reserved() {
            out.push(format!("reserved byte {off} is not 0"));
        }
        out
    }
}

/// The `s_sendmsg` immediate that announces an event: the low 8 bits of `event_id`.
#[must_use]
pub fn sendmsg_event(event_id: u32) -> u8 {
    (event_id & 0xFF) as u8
}

/// A host-side model of the legacy doorbell spin lock in `amd_queue_t.legacy_doorbell_lock`:
/// acquire is CAS 0 -> 1, release stores 0.
pub fn try_acquire_doorbell_lock(lock: &mut u32) -> bool {
    if *lock == 0 {
        *lock = 1;
        true
    } else {
        false
    }
}

/// Releases the legacy doorbell lock.
pub fn release_doorbell_lock(lock: &mut u32) {
    *lock = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout() {
        let got: Vec<(&str, usize, usize)> =
            AmdSignal::FIELDS.iter().map(|f| (f.name, f.offset, f.size)).collect();
        assert_eq!(
            got,
            [
                ("kind", 0, 8),
                ("value", 8, 8),
                ("event_mailbox_ptr", 16, 8),
                ("event_id", 24, 4),
                ("start_ts", 32, 8),
                ("end_ts", 40, 8),
                ("queue_ptr", 48, 8)
            ]
        );
        assert_eq!(AmdSignal::SIZE, 64);
        let mut raw = [0u8; 64];
        raw[28] = 1;
        raw[63] = 1;
        assert_eq!(AmdSignal::parse(&raw).unwrap().nonzero_reserved(), [28, 63]);
    }

    #[test]
    fn kinds() {
        for k in [SignalKind::Invalid, SignalKind::User, SignalKind::Doorbell, SignalKind::LegacyDoorbell] {
            assert_eq!(SignalKind::try_from(k.raw()), Ok(k));
        }
        assert_eq!(SignalKind::try_from(2), Err(2));
        assert_eq!(SignalKind::try_from(-3), Err(-3));
        let d = AmdSignal::doorbell(SignalKind::Doorbell, 0xdead_0000, 0x1000);
        assert_eq!(&d.to_bytes()[0..8], &[0xFF; 8]);
        assert_eq!(d.doorbell_ptr(), 0xdead_0000);
        assert!(d.validate().is_empty());
        let mut u = AmdSignal::user(7);
        assert!(u.validate().is_empty());
        u.set_queue_ptr(8);
        assert_eq!(u.validate().len(), 1);
        let mut bad = AmdSignal::default();
        bad.set_kind(5);
        assert_eq!(bad.validate().len(), 1);
    }

    #[test]
    fn sendmsg_and_lock() {
        assert_eq!(sendmsg_event(0x1234), 0x34);
        let mut lock = 0;
        assert!(try_acquire_doorbell_lock(&mut lock));
        assert!(!try_acquire_doorbell_lock(&mut lock));
        release_doorbell_lock(&mut lock);
        assert!(try_acquire_doorbell_lock(&mut lock));
    }
}
