//! Diagnostics: located errors and warnings, rendered the way llvm-mc prints them.
//!
//! ```text
//! <instantiation>:1:7: error: out of range literal value
//! .byte 400, 2
//!       ^
//! main.s:8:1: note: while in macro instantiation
//! m 400
//! ^
//! ```
//!
//! A small renderer of our own is used rather than annotate-snippets or codespan-reporting:
//! both print rustc-style headers (`error: msg` then `--> file:line:col`), while tools and
//! editors that read llvm-mc output expect `file:line:col: error: msg` (docs/0009-assembler.md).

use crate::source::{OriginKind, SourceMap, Span};
use std::fmt::Write as _;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Assembly fails.
    Error,
    /// Assembly continues.
    Warning,
}

/// Broad class of a diagnostic, for programs that want to react to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagKind {
    /// Malformed text: unexpected token, missing operand.
    Syntax,
    /// A directive used wrongly (unknown name, bad argument, wrong place).
    Directive,
    /// An expression that cannot be evaluated or represented.
    Expression,
    /// Symbol definition problems (redefinition, undefined where a definition is needed).
    Symbol,
    /// A value does not fit its field.
    Range,
    /// Kernel descriptor / AMDGPU-specific directive problems.
    Amdgpu,
    /// Instruction parse / encode errors reported by the instruction back end.
    Instruction,
    /// A hard limit (nesting, expansion size, output size) was reached.
    Limit,
    /// `.include` could not be read.
    Include,
}

/// One located message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Class.
    pub kind: DiagKind,
    /// The message, without location (as llvm-mc words it where we know the wording).
    pub message: String,
    /// Where; `None` only for whole-run problems (e.g. a bad `-mcpu`).
    pub span: Option<Span>,
}

impl Diagnostic {
    /// An error at `span`.
    #[must_use]
    pub fn error(kind: DiagKind, span: Span, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, kind, message: message.into(), span: Some(span) }
    }

    /// A warning at `span`.
    #[must_use]
    pub fn warning(kind: DiagKind, span: Span, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, kind, message: message.into(), span: Some(span) }
    }
}

/// The diagnostics of a run together with the sources they point into.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.summary())]
pub struct Diagnostics {
    /// In the order they were found.
    pub items: Vec<Diagnostic>,
    /// Buffers the spans refer to.
    pub sources: SourceMap,
}

impl Diagnostics {
    /// Number of errors.
    #[must_use]
    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.severity == Severity::Error).count()
    }

    fn summary(&self) -> String {
        let first = self.items.iter().find(|d| d.severity == Severity::Error).or(self.items.first());
        match first {
            Some(d) => {
                let loc = d.span.map(|s| self.sources.location(s)).unwrap_or_default();
                format!("{} error(s); first at {loc}: {}", self.error_count(), d.message)
            }
            None => "no diagnostics".to_string(),
        }
    }

    /// All diagnostics rendered in llvm-mc's format.
    #[must_use]
    pub fn render(&self) -> String {
        render_all(&self.items, &self.sources)
    }
}

/// Renders `items` against `sources` (llvm-mc format, one block per diagnostic).
#[must_use]
pub fn render_all(items: &[Diagnostic], sources: &SourceMap) -> String {
    let mut out = String::new();
    for d in items {
        render_one(&mut out, d, sources);
    }
    out
}

fn render_one(out: &mut String, d: &Diagnostic, sources: &SourceMap) {
    let sev = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let Some(span) = d.span else {
        let _ = writeln!(out, "{sev}: {}", d.message);
        return;
    };
    located(out, sources, span, sev, &d.message);
    // Each expansion the location sits in, innermost first.
    let mut cur = sources.get(span.file).origin.clone();
    let mut guard = 0;
    while let Some(origin) = cur {
        guard += 1;
        if guard > 1000 {
            break;
        }
        if origin.kind == OriginKind::Instantiation {
            located(out, sources, origin.at, "note", "while in macro instantiation");
        }
        cur = sources.get(origin.at.file).origin.clone();
    }
}

/// `Included from` lines, the header, the source line and the caret.
fn located(out: &mut String, sources: &SourceMap, span: Span, sev: &str, msg: &str) {
    let buf = sources.get(span.file);
    // Include chain of this buffer (outermost last), as llvm-mc prints it.
    let mut origin = buf.origin.clone();
    let mut guard = 0;
    while let Some(o) = origin {
        guard += 1;
        if guard > 1000 || o.kind != OriginKind::Include {
            break;
        }
        let inc = sources.get(o.at.file);
        let (line, _) = inc.line_col(o.at.start);
        let _ = writeln!(out, "Included from {}:{line}:", inc.name);
        origin = inc.origin.clone();
    }
    let (line, col) = buf.line_col(span.start);
    let _ = writeln!(out, "{}:{line}:{col}: {sev}: {msg}", buf.name);
    let text = buf.line_text(line);
    let _ = writeln!(out, "{text}");
    let caret: String =
        text.chars().take(col.saturating_sub(1)).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
    let _ = writeln!(out, "{caret}^");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{Origin, OriginKind};

    #[test]
    fn renders_expansion_chain() {
        let mut m = SourceMap::new();
        let main = m.add("main.s", ".macro m a\n.byte \\a\n.endm\nm 400\n", None);
        let inst = m.add(
            "<instantiation>",
            ".byte 400\n",
            Some(Origin { kind: OriginKind::Instantiation, at: Span::new(main, 26, 27) }),
        );
        let d = Diagnostic::error(DiagKind::Range, Span::new(inst, 6, 9), "out of range literal value");
        let text = render_all(&[d], &m);
        assert_eq!(
            text,
            "<instantiation>:1:7: error: out of range literal value\n.byte 400\n      ^\n\
             main.s:4:1: note: while in macro instantiation\nm 400\n^\n"
        );
    }

    #[test]
    fn renders_include_chain() {
        let mut m = SourceMap::new();
        let main = m.add("main.s", ".byte 1\n.include \"inc.s\"\n", None);
        let inc = m.add(
            "inc.s",
            ".byte 300\n",
            Some(Origin { kind: OriginKind::Include, at: Span::new(main, 8, 16) }),
        );
        let d = Diagnostic::error(DiagKind::Range, Span::new(inc, 6, 9), "out of range literal value");
        assert_eq!(
            render_all(&[d], &m),
            "Included from main.s:2:\ninc.s:1:7: error: out of range literal value\n.byte 300\n      ^\n"
        );
    }
}
