//! Golden files: expected outputs committed next to their inputs.
//!
//! Set `BLESS=1` in the environment to (re)write the expected files from the actual output
//! instead of comparing; review the diff with `git diff` before committing.

use std::path::Path;

/// True when the run was asked to rewrite expected files (`BLESS=1`).
#[must_use]
pub fn blessing() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v != "0" && !v.is_empty())
}

/// Compares `actual` with the contents of `path`, or writes `actual` to `path` when blessing.
///
/// # Panics
/// When the file is missing (and not blessing), or differs from `actual`; the message shows the
/// first differing line of each side and says how to re-bless.
pub fn assert_eq_file(path: &Path, actual: &str) {
    if blessing() {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("create {}: {e}", dir.display()));
        }
        let old = std::fs::read_to_string(path).ok();
        if old.as_deref() != Some(actual) {
            std::fs::write(path, actual).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
        }
        return;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_else(|e| {
        panic!("missing golden file {} ({e}); run with BLESS=1 to create it", path.display())
    });
    if expected != actual {
        panic!(
            "{} differs from the actual output:\n{}\nrun with BLESS=1 to accept the new output",
            path.display(),
            first_difference(&expected, actual)
        );
    }
}

/// Describes the first line where `expected` and `actual` differ.
#[must_use]
pub fn first_difference(expected: &str, actual: &str) -> String {
    let mut e = expected.lines();
    let mut a = actual.lines();
    let mut line = 1usize;
    loop {
        match (e.next(), a.next()) {
            (None, None) => return "(only line endings differ)".to_string(),
            (x, y) if x == y => line += 1,
            (x, y) => {
                return format!(
                    "line {line}:\n  expected: {}\n  actual:   {}",
                    x.unwrap_or("<end of file>"),
                    y.unwrap_or("<end of file>")
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::first_difference;

    #[test]
    fn reports_first_differing_line() {
        let d = first_difference("a\nb\nc\n", "a\nx\nc\n");
        assert!(d.starts_with("line 2:"), "{d}");
        assert!(d.contains("expected: b") && d.contains("actual:   x"), "{d}");
    }

    #[test]
    fn reports_missing_tail() {
        let d = first_difference("a\nb\n", "a\n");
        assert!(d.contains("actual:   <end of file>"), "{d}");
    }
}
