//! Hostile-input test support (work in progress).
