//! Corpus recipes (`*.gen`): inputs described by a few lines instead of committed megabytes.
//!
//! One directive a line; blank lines and lines starting with `#` are ignored:
//!
//! * `text "S"` appends `S` once;
//! * `repeat N "S"` appends `S` `N` times (`N` decimal, at most [`MAX_OUTPUT`] bytes in all);
//! * `numbered N "S"` appends `S` `N` times with each `{n}` in it replaced by 1, 2, ... N
//!   (distinct names, consecutive numbers).
//!
//! Strings take `\n`, `\t`, `\r`, `\0`, `\\`, `\"` and `\xHH` escapes, so any bytes (NUL,
//! invalid UTF-8) can be written.

/// Largest expansion (64 MiB): recipes are committed by us, but stay bounded anyway.
pub const MAX_OUTPUT: usize = 64 << 20;

/// Expands a recipe into bytes.
///
/// # Errors
/// `line N: reason` for a malformed directive or an expansion over [`MAX_OUTPUT`].
pub fn expand(recipe: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for (i, line) in recipe.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |e: String| format!("line {}: {e}", i + 1);
        let (count, rest, numbered) = if let Some(r) = line.strip_prefix("text ") {
            (1usize, r, false)
        } else if let Some((word, r)) =
            ["repeat ", "numbered "].iter().find_map(|w| Some((*w, line.strip_prefix(w)?)))
        {
            let (n, r) = r.trim_start().split_once(' ').ok_or_else(|| at(format!("{word}N \"S\"")))?;
            (n.parse().map_err(|e| at(format!("count {n:?}: {e}")))?, r, word == "numbered ")
        } else {
            return Err(at(format!("unknown directive {line:?}")));
        };
        let s = unquote(rest.trim()).map_err(at)?;
        // Each `{n}` grows by at most 17 bytes (a 20-digit number for 3 characters).
        let per = s.len() + if numbered { 17 * s.windows(3).filter(|w| w == b"{n}").count() } else { 0 };
        let total = per.checked_mul(count).and_then(|n| n.checked_add(out.len()));
        if total.is_none_or(|t| t > MAX_OUTPUT) {
            return Err(at(format!("expansion larger than {MAX_OUTPUT} bytes")));
        }
        if !numbered {
            // One copy by doubling (`[u8]::repeat`): a loop of 10 million one-byte appends
            // took a good part of a second in a debug build.
            out.extend_from_slice(&s.repeat(count));
            continue;
        }
        for k in 1..=count {
            let mut rest = &s[..];
            while let Some(p) = rest.windows(3).position(|w| w == b"{n}") {
                out.extend_from_slice(&rest[..p]);
                out.extend_from_slice(k.to_string().as_bytes());
                rest = &rest[p + 3..];
            }
            out.extend_from_slice(rest);
        }
    }
    Ok(out)
}

fn unquote(s: &str) -> Result<Vec<u8>, String> {
    let inner = s
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| format!("expected a quoted string, got {s:?}"))?;
    let b = inner.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let e = *b.get(i + 1).ok_or("dangling backslash")?;
        i += 2;
        out.push(match e {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'0' => 0,
            b'\\' => b'\\',
            b'"' => b'"',
            b'x' => {
                let h = inner.get(i..i + 2).ok_or("\\x needs two hex digits")?;
                i += 2;
                u8::from_str_radix(h, 16).map_err(|_| format!("bad \\x escape {h:?}"))?
            }
            other => return Err(format!("unknown escape \\{}", char::from(other))),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::expand;

    #[test]
    fn escapes_and_errors() {
        assert_eq!(expand("text \"a\\x00\\xff\\\"\\\\\"").unwrap(), b"a\x00\xff\"\\");
        assert_eq!(expand("# c\n\nrepeat 0 \"x\"").unwrap(), b"");
        assert!(expand("repeat 99999999999 \"xx\"").unwrap_err().starts_with("line 1: expansion"));
        assert!(expand("\ntext x").unwrap_err().starts_with("line 2: expected a quoted"));
        assert!(expand("text \"\\q\"").is_err());
        assert!(expand("bogus").is_err());
        assert_eq!(expand("numbered 3 \"a{n}b{n};\"").unwrap(), b"a1b1;a2b2;a3b3;");
        assert!(expand("numbered 99999999999 \"{n}\"").unwrap_err().starts_with("line 1: expansion"));
    }
}
