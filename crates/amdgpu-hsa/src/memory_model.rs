//! Seed 002's memory-model tables (HSA scopes and orders lowered to GFX7/GFX8 machine code
//! sequences), and its PCIe Gen3 atomics mapping.
//!
//! The seed's typos are resolved as documented in docs/0005-hsa-abi.md: `buffer_wbinv_vol`
//! is `buffer_wbinvl1_vol`; the group table's second "scacq" RMW row is `scar`. Combinations
//! the tables do not list are an explicit [`Unlisted`] error rather than a guess.

/// Memory scopes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Work-item.
    Wi,
    /// Wavefront.
    Wave,
    /// Work-group.
    Wg,
    /// Agent.
    Agent,
    /// System.
    System,
}

impl Scope {
    /// `wg-`: work-group or narrower.
    #[must_use]
    pub fn wg_minus(self) -> bool {
        matches!(self, Scope::Wi | Scope::Wave | Scope::Wg)
    }
}

/// Memory orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Order {
    /// Sequentially consistent acquire.
    Scacq,
    /// Sequentially consistent release.
    Screl,
    /// Sequentially consistent acquire-release.
    Scar,
    /// Relaxed.
    Rlx,
}

/// Memory operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// Ordinary (non-synchronizing) load.
    OrdinaryLoad,
    /// Atomic load.
    AtomicLoad,
    /// Ordinary store.
    OrdinaryStore,
    /// Atomic store.
    AtomicStore,
    /// Atomic read-modify-write.
    AtomicRmw,
}

/// Segments with their own tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Segment {
    /// Global (BUFFER_* or FLAT_*).
    Global,
    /// Group (DS_*).
    Group,
}

/// One step of a machine code sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The load, with `glc` when the table says (None: group segment, no glc).
    Load(Option<bool>),
    /// The store.
    Store(Option<bool>),
    /// The atomic instruction.
    Atomic,
    /// `s_waitcnt vmcnt(0)`.
    WaitVmcnt0,
    /// `s_waitcnt 0` (all counters).
    Wait0,
    /// `buffer_wbinvl1_vol`.
    BufferWbinvl1Vol,
    /// The fence point itself (no instruction).
    MemFence,
}

impl Step {
    /// Assembly-like spelling.
    #[must_use]
    pub fn text(self) -> &'static str {
        match self {
            Step::Load(Some(false)) => "load glc=0",
            Step::Load(Some(true)) => "load glc=1",
            Step::Load(None) => "load",
            Step::Store(Some(false)) => "store glc=0",
            Step::Store(Some(true)) => "store glc=1",
            Step::Store(None) => "store",
            Step::Atomic => "atomic",
            Step::WaitVmcnt0 => "s_waitcnt vmcnt(0)",
            Step::Wait0 => "s_waitcnt 0",
            Step::BufferWbinvl1Vol => "buffer_wbinvl1_vol",
            Step::MemFence => "memfence",
        }
    }
}

/// A combination the tables do not define.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("seed 002 defines no sequence for {0}")]
pub struct Unlisted(pub String);

#[derive(Clone, Copy)]
enum Scopes {
    Any,
    WgMinus,
    AgentPlus,
}

type Row = (Segment, Op, &'static [Order], Scopes, &'static [Step]);

use Order::{Rlx, Scacq, Scar, Screl};
use Step::{Atomic, BufferWbinvl1Vol, Load, MemFence, Store, Wait0, WaitVmcnt0};

/// The global (13 rows) and group (9 rows) tables.
const ROWS: [Row; 22] = [
    (Segment::Global, Op::OrdinaryLoad, &[], Scopes::Any, &[Load(Some(false))]),
    (Segment::Global, Op::AtomicLoad, &[Rlx, Scacq], Scopes::WgMinus, &[Load(Some(false))]),
    (Segment::Global, Op::AtomicLoad, &[Rlx], Scopes::AgentPlus, &[Load(Some(true))]),
    (
        Segment::Global,
        Op::AtomicLoad,
        &[Scacq],
        Scopes::AgentPlus,
        &[Load(Some(true)), WaitVmcnt0, BufferWbinvl1Vol],
    ),
    (Segment::Global, Op::OrdinaryStore, &[], Scopes::Any, &[Store(Some(false))]),
    (Segment::Global, Op::AtomicStore, &[Rlx, Screl], Scopes::WgMinus, &[Store(Some(false))]),
    (Segment::Global, Op::AtomicStore, &[Rlx], Scopes::AgentPlus, &[Store(Some(false))]),
    (
        Segment::Global,
        Op::AtomicStore,
        &[Screl],
        Scopes::AgentPlus,
        &[WaitVmcnt0, Store(Some(false)), WaitVmcnt0],
    ),
    (Segment::Global, Op::AtomicRmw, &[Rlx, Scacq, Screl, Scar], Scopes::WgMinus, &[Atomic]),
    (Segment::Global, Op::AtomicRmw, &[Rlx], Scopes::AgentPlus, &[Atomic]),
    (Segment::Global, Op::AtomicRmw, &[Scacq], Scopes::AgentPlus, &[Atomic, WaitVmcnt0, BufferWbinvl1Vol]),
    (Segment::Global, Op::AtomicRmw, &[Screl], Scopes::AgentPlus, &[WaitVmcnt0, Atomic]),
    (
        Segment::Global,
        Op::AtomicRmw,
        &[Scar],
        Scopes::AgentPlus,
        &[WaitVmcnt0, Atomic, WaitVmcnt0, BufferWbinvl1Vol],
    ),
    (Segment::Group, Op::OrdinaryLoad, &[], Scopes::Any, &[Load(None)]),
    (Segment::Group, Op::AtomicLoad, &[Rlx], Scopes::WgMinus, &[Load(None)]),
    (Segment::Group, Op::AtomicLoad, &[Scacq], Scopes::WgMinus, &[WaitVmcnt0, Load(None), BufferWbinvl1Vol]),
    (Segment::Group, Op::OrdinaryStore, &[], Scopes::Any, &[Store(None)]),
    (Segment::Group, Op::AtomicStore, &[Rlx], Scopes::WgMinus, &[Store(None)]),
    (Segment::Group, Op::AtomicStore, &[Screl], Scopes::WgMinus, &[WaitVmcnt0, Store(None)]),
    (Segment::Group, Op::AtomicRmw, &[Scacq], Scopes::WgMinus, &[WaitVmcnt0, Atomic, BufferWbinvl1Vol]),
    (Segment::Group, Op::AtomicRmw, &[Screl], Scopes::WgMinus, &[WaitVmcnt0, Atomic]),
    // Seed 002 L288 repeats "scacq"; the sequence is the acquire-release one.
    (Segment::Group, Op::AtomicRmw, &[Scar], Scopes::WgMinus, &[WaitVmcnt0, Atomic, BufferWbinvl1Vol]),
];

/// The machine code sequence for a memory operation. Ordinary operations take no order or
/// scope (pass `None`); atomic operations need both.
///
/// # Errors
/// [`Unlisted`] for combinations the tables do not define (e.g. a relaxed group RMW, or group
/// atomics at agent scope).
pub fn lower(
    seg: Segment,
    op: Op,
    order: Option<Order>,
    scope: Option<Scope>,
) -> Result<&'static [Step], Unlisted> {
    let ordinary = matches!(op, Op::OrdinaryLoad | Op::OrdinaryStore);
    for (s, o, orders, scopes, steps) in ROWS {
        if s != seg || o != op {
            continue;
        }
        if ordinary {
            if order.is_none() && scope.is_none() {
                return Ok(steps);
            }
            continue;
        }
        let (Some(ord), Some(sc)) = (order, scope) else { continue };
        let scope_ok = match scopes {
            Scopes::Any => true,
            Scopes::WgMinus => sc.wg_minus(),
            Scopes::AgentPlus => !sc.wg_minus(),
        };
        if scope_ok && orders.contains(&ord) {
            return Ok(steps);
        }
    }
    Err(Unlisted(format!("{seg:?} {op:?} {order:?} {scope:?}")))
}

/// The memory fence sequence (cross-segment). Seed 002 gives the acquire-release agent fence
/// as `memfence; s_waitcnt 0; buffer_wbinvl1_vol`, without a wait before the fence point for
/// its release half; it is reproduced as written.
///
/// # Errors
/// [`Unlisted`] for relaxed fences.
pub fn fence(order: Order, scope: Scope) -> Result<&'static [Step], Unlisted> {
    match (order, scope.wg_minus()) {
        (Scacq | Screl | Scar, true) => Ok(&[MemFence]),
        (Scacq, false) => Ok(&[MemFence, Wait0, BufferWbinvl1Vol]),
        (Screl, false) => Ok(&[Wait0, MemFence]),
        (Scar, false) => Ok(&[MemFence, Wait0, BufferWbinvl1Vol]),
        (Rlx, _) => Err(Unlisted(format!("relaxed fence at {scope:?}"))),
    }
}

/// The 11 read-modify-write operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Rmw {
    Add,
    Sub,
    Max,
    Min,
    And,
    Or,
    Xor,
    WrapInc,
    WrapDec,
    Exch,
    Cas,
}

/// Every RMW operation in seed 002's order.
pub const RMW_OPS: [Rmw; 11] = [
    Rmw::Add,
    Rmw::Sub,
    Rmw::Max,
    Rmw::Min,
    Rmw::And,
    Rmw::Or,
    Rmw::Xor,
    Rmw::WrapInc,
    Rmw::WrapDec,
    Rmw::Exch,
    Rmw::Cas,
];

/// How a system-scope RMW is done over PCIe Gen3 atomics (FetchAdd, Swap, CAS TLPs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PcieLowering {
    /// One native instruction and its TLP.
    Native(&'static str, &'static str),
    /// `FLAT_ATOMIC_ADD` of the negated operand (FetchAdd).
    NegateAndAdd,
    /// A CAS loop (`FLAT_ATOMIC_CMPSWAP`).
    CasLoop,
}

/// Seed 002's PCIe Gen3 atomics mapping.
#[must_use]
pub fn pcie_lowering(op: Rmw) -> PcieLowering {
    match op {
        Rmw::Add => PcieLowering::Native("FLAT_ATOMIC_ADD", "FetchAdd"),
        Rmw::Sub => PcieLowering::NegateAndAdd,
        Rmw::Exch => PcieLowering::Native("FLAT_ATOMIC_SWAP", "Swap"),
        Rmw::Cas => PcieLowering::Native("FLAT_ATOMIC_CMPSWAP", "CAS"),
        _ => PcieLowering::CasLoop,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(steps: &[Step]) -> String {
        steps.iter().map(|s| s.text()).collect::<Vec<_>>().join("; ")
    }

    #[test]
    fn global_table_13_rows() {
        let g = |op, o, s| text(lower(Segment::Global, op, o, s).unwrap());
        assert_eq!(g(Op::OrdinaryLoad, None, None), "load glc=0");
        assert_eq!(g(Op::AtomicLoad, Some(Rlx), Some(Scope::Wave)), "load glc=0");
        assert_eq!(g(Op::AtomicLoad, Some(Scacq), Some(Scope::Wg)), "load glc=0");
        assert_eq!(g(Op::AtomicLoad, Some(Rlx), Some(Scope::Agent)), "load glc=1");
        assert_eq!(
            g(Op::AtomicLoad, Some(Scacq), Some(Scope::System)),
            "load glc=1; s_waitcnt vmcnt(0); buffer_wbinvl1_vol"
        );
        assert_eq!(g(Op::OrdinaryStore, None, None), "store glc=0");
        assert_eq!(g(Op::AtomicStore, Some(Screl), Some(Scope::Wi)), "store glc=0");
        assert_eq!(g(Op::AtomicStore, Some(Rlx), Some(Scope::Agent)), "store glc=0");
        assert_eq!(
            g(Op::AtomicStore, Some(Screl), Some(Scope::Agent)),
            "s_waitcnt vmcnt(0); store glc=0; s_waitcnt vmcnt(0)"
        );
        for o in [Rlx, Scacq, Screl, Scar] {
            assert_eq!(g(Op::AtomicRmw, Some(o), Some(Scope::Wg)), "atomic");
        }
        assert_eq!(g(Op::AtomicRmw, Some(Rlx), Some(Scope::System)), "atomic");
        assert_eq!(
            g(Op::AtomicRmw, Some(Scacq), Some(Scope::Agent)),
            "atomic; s_waitcnt vmcnt(0); buffer_wbinvl1_vol"
        );
        assert_eq!(g(Op::AtomicRmw, Some(Screl), Some(Scope::Agent)), "s_waitcnt vmcnt(0); atomic");
        assert_eq!(
            g(Op::AtomicRmw, Some(Scar), Some(Scope::Agent)),
            "s_waitcnt vmcnt(0); atomic; s_waitcnt vmcnt(0); buffer_wbinvl1_vol"
        );
        assert!(lower(Segment::Global, Op::AtomicStore, Some(Scacq), Some(Scope::Agent)).is_err());
        assert!(lower(Segment::Global, Op::AtomicLoad, None, None).is_err());
    }

    #[test]
    fn group_table_9_rows() {
        let g = |op, o, s| text(lower(Segment::Group, op, o, s).unwrap());
        assert_eq!(g(Op::OrdinaryLoad, None, None), "load");
        assert_eq!(g(Op::AtomicLoad, Some(Rlx), Some(Scope::Wg)), "load");
        assert_eq!(
            g(Op::AtomicLoad, Some(Scacq), Some(Scope::Wg)),
            "s_waitcnt vmcnt(0); load; buffer_wbinvl1_vol"
        );
        assert_eq!(g(Op::OrdinaryStore, None, None), "store");
        assert_eq!(g(Op::AtomicStore, Some(Rlx), Some(Scope::Wg)), "store");
        assert_eq!(g(Op::AtomicStore, Some(Screl), Some(Scope::Wg)), "s_waitcnt vmcnt(0); store");
        assert_eq!(
            g(Op::AtomicRmw, Some(Scacq), Some(Scope::Wg)),
            "s_waitcnt vmcnt(0); atomic; buffer_wbinvl1_vol"
        );
        assert_eq!(g(Op::AtomicRmw, Some(Screl), Some(Scope::Wg)), "s_waitcnt vmcnt(0); atomic");
        assert_eq!(
            g(Op::AtomicRmw, Some(Scar), Some(Scope::Wg)),
            "s_waitcnt vmcnt(0); atomic; buffer_wbinvl1_vol"
        );
        assert!(lower(Segment::Group, Op::AtomicRmw, Some(Rlx), Some(Scope::Wg)).is_err());
        assert!(lower(Segment::Group, Op::AtomicLoad, Some(Rlx), Some(Scope::Agent)).is_err());
    }

    #[test]
    fn fence_table_4_rows() {
        for o in [Scacq, Screl, Scar] {
            assert_eq!(text(fence(o, Scope::Wg).unwrap()), "memfence");
        }
        assert_eq!(text(fence(Scacq, Scope::Agent).unwrap()), "memfence; s_waitcnt 0; buffer_wbinvl1_vol");
        assert_eq!(text(fence(Screl, Scope::System).unwrap()), "s_waitcnt 0; memfence");
        assert_eq!(text(fence(Scar, Scope::Agent).unwrap()), "memfence; s_waitcnt 0; buffer_wbinvl1_vol");
        assert!(fence(Rlx, Scope::Agent).is_err());
    }

    #[test]
    fn pcie_atomics() {
        let native =
            RMW_OPS.iter().filter(|o| matches!(pcie_lowering(**o), PcieLowering::Native(..))).count();
        let loops = RMW_OPS.iter().filter(|o| pcie_lowering(**o) == PcieLowering::CasLoop).count();
        assert_eq!((native, loops), (3, 7));
        assert_eq!(pcie_lowering(Rmw::Sub), PcieLowering::NegateAndAdd);
        assert_eq!(pcie_lowering(Rmw::Cas), PcieLowering::Native("FLAT_ATOMIC_CMPSWAP", "CAS"));
    }
}
