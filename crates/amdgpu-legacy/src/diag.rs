//! Source locations and caret snippets shared by the parsers of this crate.

use serde::Serialize;

/// A 1-based line and column (columns count Unicode scalar values) plus the 0-based byte offset
/// of the same point in the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Location {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, in characters.
    pub col: usize,
    /// 0-based byte offset from the start of the input.
    pub offset: usize,
}

impl Location {
    /// The location of byte `offset` of `source`. Offsets past the end (or inside a UTF-8
    /// sequence) are clamped to the nearest preceding character boundary.
    #[must_use]
    pub fn of_offset(source: &str, offset: usize) -> Self {
        let mut offset = offset.min(source.len());
        while !source.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &source[..offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
        let col = source[line_start..offset].chars().count() + 1;
        Location { line, col, offset }
    }
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// Longest stretch of a source line shown in a snippet; longer lines are cut around the caret so
/// that a hostile multi-megabyte line gives a short message.
const WINDOW: usize = 100;

/// Renders the line holding `loc` with a caret under the column, e.g.
///
/// ```text
///   3 | ;uniqueid:x
///     |           ^
/// ```
///
/// Tabs are shown as one space so the caret lines up; very long lines are shown in part.
#[must_use]
pub fn caret_snippet(source: &str, loc: Location) -> String {
    let line_text = source.split('\n').nth(loc.line.saturating_sub(1)).unwrap_or("");
    let line_text = line_text.strip_suffix('\r').unwrap_or(line_text);
    let chars: Vec<char> = line_text.chars().collect();
    let caret = loc.col.saturating_sub(1).min(chars.len());
    let start = caret.saturating_sub(WINDOW / 2);
    let end = (start + WINDOW).min(chars.len());
    let mut shown: String =
        chars[start..end].iter().map(|&c| if c == '\t' || c.is_control() { ' ' } else { c }).collect();
    let mut pad = caret - start;
    if start > 0 {
        shown.insert_str(0, "...");
        pad += 3;
    }
    if end < chars.len() {
        shown.push_str("...");
    }
    let num = loc.line.to_string();
    let gutter = " ".repeat(num.len());
    format!("{num} | {shown}\n{gutter} | {}^", " ".repeat(pad))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn location_of_offset_counts_lines_and_chars() {
        let src = "ab\nçd:x\n";
        let loc = Location::of_offset(src, 7); // 'x' (ç is 2 bytes)
        assert_eq!((loc.line, loc.col, loc.offset), (2, 4, 7));
        assert_eq!(Location::of_offset(src, 999).offset, src.len());
        // inside the two-byte 'ç' clamps back to its start
        assert_eq!(Location::of_offset(src, 4).col, 1);
    }

    #[test]
    fn snippet_points_at_column() {
        let src = "first\n;uniqueid:x\n";
        let s = caret_snippet(src, Location { line: 2, col: 11, offset: 16 });
        assert_eq!(s, "2 | ;uniqueid:x\n  |           ^");
    }

    #[test]
    fn snippet_of_huge_line_is_short() {
        let src = format!(";{}", "a".repeat(1_000_000));
        let s = caret_snippet(&src, Location { line: 1, col: 500_000, offset: 499_999 });
        assert!(s.len() < 300, "{}", s.len());
        let lines: Vec<&str> = s.lines().collect();
        let caret_at = lines[1].find('^').unwrap();
        assert_eq!(&lines[0][caret_at..caret_at + 1], "a");
    }
}
