//! Integer expressions: parsing (GNU-as precedence, as llvm-mc uses for AMDGPU) and evaluation
//! to an absolute value or a relocatable value `sym + constant` / `a - b + constant`.
//!
//! Precedence, loosest first (probed with llvm-mc-19, see docs/0009-assembler.md):
//! `||`; `&&`; `== != <> < <= > >=`; `+ -`; `| ^ &`; `* / % << >>`. All binary operators are
//! left associative. Comparisons yield -1 for true and 0 for false, `>>` is a logical shift.

use crate::lexer::{Tok, Token};
use crate::section::SectionId;

/// Relocation specifier written after a symbol (`sym@rel32@lo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelocSpec {
    /// `@abs32@lo`
    Abs32Lo,
    /// `@abs32@hi`
    Abs32Hi,
    /// `@rel32@lo`
    Rel32Lo,
    /// `@rel32@hi`
    Rel32Hi,
    /// `@rel64`
    Rel64,
    /// `@gotpcrel`
    GotPcRel,
    /// `@gotpcrel32@lo`
    GotPcRel32Lo,
    /// `@gotpcrel32@hi`
    GotPcRel32Hi,
}

impl RelocSpec {
    /// Parses the text after the first `@` (`rel32@lo`).
    #[must_use]
    pub fn from_text(s: &str) -> Option<Self> {
        Some(match s.to_ascii_lowercase().as_str() {
            "abs32@lo" => RelocSpec::Abs32Lo,
            "abs32@hi" => RelocSpec::Abs32Hi,
            "rel32@lo" => RelocSpec::Rel32Lo,
            "rel32@hi" => RelocSpec::Rel32Hi,
            "rel64" => RelocSpec::Rel64,
            "gotpcrel" => RelocSpec::GotPcRel,
            "gotpcrel32@lo" => RelocSpec::GotPcRel32Lo,
            "gotpcrel32@hi" => RelocSpec::GotPcRel32Hi,
            _ => return None,
        })
    }
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `-x`
    Neg,
    /// `~x`
    Not,
    /// `!x`
    LNot,
    /// `+x`
    Plus,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `||`
    LOr,
    /// `&&`
    LAnd,
    /// `==`
    Eq,
    /// `!=` or `<>`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `|`
    Or,
    /// `^`
    Xor,
    /// `&`
    And,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Mod,
    /// `<<`
    Shl,
    /// `>>` (logical)
    Shr,
}

fn binop(tok: &Tok) -> Option<(BinOp, u8)> {
    let Tok::Punct(p) = tok else { return None };
    Some(match *p {
        "||" => (BinOp::LOr, 1),
        "&&" => (BinOp::LAnd, 2),
        "==" => (BinOp::Eq, 3),
        "!=" | "<>" => (BinOp::Ne, 3),
        "<" => (BinOp::Lt, 3),
        "<=" => (BinOp::Le, 3),
        ">" => (BinOp::Gt, 3),
        ">=" => (BinOp::Ge, 3),
        "+" => (BinOp::Add, 4),
        "-" => (BinOp::Sub, 4),
        "|" => (BinOp::Or, 5),
        "^" => (BinOp::Xor, 5),
        "&" => (BinOp::And, 5),
        "*" => (BinOp::Mul, 6),
        "/" => (BinOp::Div, 6),
        "%" => (BinOp::Mod, 6),
        "<<" => (BinOp::Shl, 6),
        ">>" => (BinOp::Shr, 6),
        _ => return None,
    })
}

/// AMDGPU expression functions (LLVM 19 `AMDGPUMCExpr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    /// `max(a, b, ...)` (signed)
    Max,
    /// `or(a, b, ...)`
    Or,
    /// `alignto(x, align)`
    AlignTo,
    /// `extrasgprs(vcc_used, flat_scratch_used, xnack_used)`: SGPRs the target reserves on top
    /// of the user's (target dependent).
    ExtraSgprs,
    /// `totalnumvgprs(num_agpr, num_vgpr)`: the unified VGPR count (target dependent).
    TotalNumVgprs,
    /// `occupancy(max_waves, vgpr_granule, total_vgprs, generation, init_occupancy, num_sgprs,
    /// num_vgprs)`: waves per SIMD the register counts allow (see `occupancy`).
    Occupancy,
}

/// An expression node with its span (byte range in the statement's buffer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    /// The node.
    pub kind: ExprKind,
    /// Buffer offsets of the node's text.
    pub span: crate::source::Span,
}

/// Expression node kinds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExprKind {
    /// Integer constant.
    Const(i64),
    /// Symbol reference, possibly with a relocation specifier.
    Sym(String, Option<RelocSpec>),
    /// A fixed location (`.`), captured when the expression was parsed.
    Loc(SectionId, u64),
    /// Unary operation.
    Unary(UnOp, Box<Expr>),
    /// Binary operation.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// AMDGPU function call.
    Call(Func, Vec<Expr>),
}

/// A parse error at a token index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprParseError {
    /// Byte offset (relative to the token text) of the problem.
    pub at: usize,
    /// Message.
    pub message: String,
}

/// How the parser resolves context-dependent atoms.
pub trait ParseEnv {
    /// The current location (`.`).
    fn dot(&self) -> (SectionId, u64);
    /// Symbol name for numeric label reference `nf` / `nb`, or an error message.
    ///
    /// # Errors
    /// When `nb` refers to a label not yet defined.
    fn local_label(&mut self, n: u64, forward: bool) -> Result<String, String>;
    /// Converts a statement-relative offset to a span.
    fn span(&self, start: usize, end: usize) -> crate::source::Span;
}

/// Deepest nesting of parentheses / unary operators accepted (protects the stack).
pub const MAX_EXPR_DEPTH: usize = 200;

/// A cursor over a statement's tokens.
pub struct ExprParser<'t, 'e> {
    toks: &'t [Token],
    /// Index of the next token.
    pub pos: usize,
    env: &'e mut dyn ParseEnv,
    depth: usize,
    /// Binary operations kept in the tree (not folded), bounded by [`MAX_EXPR_DEPTH`].
    binary_nodes: usize,
    /// Fold constant binary operations as they are built (see [`ExprParser::without_folding`]).
    fold: bool,
}

impl<'t, 'e> ExprParser<'t, 'e> {
    /// A parser starting at token `pos`.
    pub fn new(toks: &'t [Token], pos: usize, env: &'e mut dyn ParseEnv) -> Self {
        ExprParser { toks, pos, env, depth: 0, binary_nodes: 0, fold: true }
    }

    /// A parser that keeps constant binary operations as they are written (`2*3` stays a
    /// multiplication), the tree llvm-mc's parser builds between the places where it folds
    /// (a whole expression, a parenthesised group, a function argument): used to print an
    /// expression as llvm-mc does. Such a tree is bounded like any other, so a long chain of
    /// constants is an error here (the caller then prints the folded value).
    #[must_use]
    pub fn without_folding(mut self) -> Self {
        self.fold = false;
        self
    }

    fn peek(&self) -> &Tok {
        self.toks.get(self.pos).map_or(&Tok::Eol, |t| &t.tok)
    }

    fn tok_start(&self) -> usize {
        self.toks.get(self.pos).or(self.toks.last()).map_or(0, |t| t.start)
    }

    fn prev_end(&self) -> usize {
        self.pos.checked_sub(1).and_then(|i| self.toks.get(i)).map_or(0, |t| t.end)
    }

    fn err(&self, msg: impl Into<String>) -> ExprParseError {
        ExprParseError { at: self.tok_start(), message: msg.into() }
    }

    /// Parses a whole expression.
    ///
    /// # Errors
    /// On malformed input.
    pub fn parse(&mut self) -> Result<Expr, ExprParseError> {
        self.parse_bin(1)
    }

    /// Binary chains are parsed iteratively, but the tree they build is walked recursively later
    /// (evaluation, cloning, dropping). So constant operations are folded as they are built
    /// (`1+1+...+1` stays one node however long), and an expression may hold at most
    /// [`MAX_EXPR_DEPTH`] operations that do not fold, which bounds the tree's depth.
    fn parse_bin(&mut self, min_prec: u8) -> Result<Expr, ExprParseError> {
        let start = self.tok_start();
        let mut lhs = self.parse_unary()?;
        while let Some((op, prec)) = binop(self.peek()) {
            if prec < min_prec {
                break;
            }
            self.pos += 1;
            let rhs = self.parse_bin(prec + 1)?;
            let span = self.env.span(start, self.prev_end());
            let node = Expr { kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span };
            let folded = if self.fold { fold_constants(&node) } else { None };
            lhs = match folded {
                Some(v) => Expr { kind: ExprKind::Const(v), span },
                None => {
                    self.binary_nodes += 1;
                    if self.binary_nodes > MAX_EXPR_DEPTH {
                        return Err(self.err(format!(
                            "expression too complex (more than {MAX_EXPR_DEPTH} operations on symbols)"
                        )));
                    }
                    node
                }
            };
        }
        Ok(lhs)
    }

    fn parse_unary(&mut self) -> Result<Expr, ExprParseError> {
        self.depth += 1;
        if self.depth > MAX_EXPR_DEPTH {
            return Err(self.err("expression nested too deeply"));
        }
        let r = self.parse_unary_inner();
        self.depth -= 1;
        r
    }

    fn parse_unary_inner(&mut self) -> Result<Expr, ExprParseError> {
        let start = self.tok_start();
        let op = match self.peek() {
            Tok::Punct("-") => Some(UnOp::Neg),
            Tok::Punct("~") => Some(UnOp::Not),
            Tok::Punct("!") => Some(UnOp::LNot),
            Tok::Punct("+") => Some(UnOp::Plus),
            _ => None,
        };
        if let Some(op) = op {
            self.pos += 1;
            let inner = self.parse_unary()?;
            let span = self.env.span(start, self.prev_end());
            return Ok(Expr { kind: ExprKind::Unary(op, Box::new(inner)), span });
        }
        self.parse_primary()
    }

    fn parse_primary(&mut self) -> Result<Expr, ExprParseError> {
        let start = self.tok_start();
        let tok = self.peek().clone();
        let kind = match tok {
            Tok::Int(v) => {
                self.pos += 1;
                ExprKind::Const(v as i64)
            }
            Tok::LocalRef { n, forward } => {
                self.pos += 1;
                let name =
                    self.env.local_label(n, forward).map_err(|m| ExprParseError { at: start, message: m })?;
                ExprKind::Sym(name, None)
            }
            Tok::Punct("(") => {
                self.pos += 1;
                let inner = self.parse_bin(1)?;
                if self.peek() != &Tok::Punct(")") {
                    return Err(self.err("expected ')' in parentheses expression"));
                }
                self.pos += 1;
                return Ok(Expr { kind: inner.kind, span: self.env.span(start, self.prev_end()) });
            }
            Tok::Ident(name) if name == "." => {
                self.pos += 1;
                let (s, o) = self.env.dot();
                ExprKind::Loc(s, o)
            }
            Tok::Ident(name) => {
                self.pos += 1;
                if self.peek() == &Tok::Punct("(") {
                    if let Some(f) = match name.to_ascii_lowercase().as_str() {
                        "max" => Some(Func::Max),
                        "or" => Some(Func::Or),
                        "alignto" => Some(Func::AlignTo),
                        "extrasgprs" => Some(Func::ExtraSgprs),
                        "totalnumvgprs" => Some(Func::TotalNumVgprs),
                        "occupancy" => Some(Func::Occupancy),
                        _ => None,
                    } {
                        return self.parse_call(f, start);
                    }
                }
                let spec = self.parse_spec()?;
                ExprKind::Sym(name, spec)
            }
            Tok::Str(s) => {
                // A quoted symbol name.
                self.pos += 1;
                let name = String::from_utf8_lossy(&s).into_owned();
                let spec = self.parse_spec()?;
                ExprKind::Sym(name, spec)
            }
            // llvm-mc-19's wording for a missing operand too.
            Tok::Eol => return Err(self.err("unknown token in expression")),
            _ => return Err(self.err("unknown token in expression")),
        };
        Ok(Expr { kind, span: self.env.span(start, self.prev_end()) })
    }

    fn parse_spec(&mut self) -> Result<Option<RelocSpec>, ExprParseError> {
        if self.peek() != &Tok::Punct("@") {
            return Ok(None);
        }
        let at = self.tok_start();
        let mut text = String::new();
        while self.peek() == &Tok::Punct("@") {
            self.pos += 1;
            let Tok::Ident(part) = self.peek().clone() else {
                return Err(self.err("expected symbol variant after '@'"));
            };
            self.pos += 1;
            if !text.is_empty() {
                text.push('@');
            }
            text.push_str(&part);
        }
        RelocSpec::from_text(&text)
            .map(Some)
            .ok_or(ExprParseError { at, message: format!("invalid variant '{text}'") })
    }

    fn parse_call(&mut self, f: Func, start: usize) -> Result<Expr, ExprParseError> {
        self.pos += 1; // (
        let mut args = Vec::new();
        // llvm-mc-19's messages (probed): `max()` is "empty max expression" and `max(1,)`
        // "mismatch of commas in max expression", both just after the `)`; anything but `,` or
        // `)` after an argument is "unexpected token in max expression".
        let name = f.name();
        if self.peek() == &Tok::Punct(")") {
            self.pos += 1;
            return Err(ExprParseError { at: self.prev_end(), message: format!("empty {name} expression") });
        }
        loop {
            args.push(self.parse_bin(1)?);
            match self.peek() {
                Tok::Punct(",") => {
                    self.pos += 1;
                    if self.peek() == &Tok::Punct(")") {
                        self.pos += 1;
                        let message = format!("mismatch of commas in {name} expression");
                        return Err(ExprParseError { at: self.prev_end(), message });
                    }
                }
                Tok::Punct(")") => {
                    self.pos += 1;
                    break;
                }
                Tok::Eol => {
                    let message = format!("unexpected token in {name} expression");
                    return Err(ExprParseError { at: self.prev_end(), message });
                }
                _ => return Err(self.err(format!("unexpected token in {name} expression"))),
            }
        }
        let want = match f {
            Func::AlignTo | Func::TotalNumVgprs => Some(2),
            Func::ExtraSgprs => Some(3),
            Func::Occupancy => Some(7),
            Func::Max | Func::Or => None,
        };
        if want.is_some_and(|n| n != args.len()) {
            return Err(ExprParseError {
                at: start,
                message: format!("wrong number of arguments ({})", args.len()),
            });
        }
        Ok(Expr { kind: ExprKind::Call(f, args), span: self.env.span(start, self.prev_end()) })
    }
}

/// What a symbol name stands for during evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SymbolValue {
    /// Not (yet) defined.
    Undefined,
    /// A label at `offset` in `section`.
    Label(SectionId, u64),
    /// An assigned expression.
    Variable(Expr),
    /// An absolute value computed by the assembler (predefined symbols).
    Absolute(i64),
}

/// A global or weak variable naming a placed label plus a constant (`s = p + 4`) evaluates
/// to a term for the variable itself, placed where its value points.
fn global_alias(name: &str, v: &Value, syms: &dyn SymbolLookup) -> Option<Value> {
    let add = v.add.as_ref()?;
    let (sec, off) = add.place?;
    if v.sub.is_some() || v.spec.is_some() || !syms.is_global_variable(name) {
        return None;
    }
    let place = Some((sec, off.wrapping_add(v.constant as u64)));
    Some(Value { add: Some(Term { name: name.to_string(), place }), ..Value::default() })
}

/// Looks symbols up during evaluation.
pub trait SymbolLookup {
    /// The value of `name`.
    fn lookup(&self, name: &str) -> SymbolValue;

    /// Evaluates a target-dependent function ([`Func::ExtraSgprs`], [`Func::TotalNumVgprs`]);
    /// `None` when no target is known.
    fn target_function(&self, _f: Func, _args: &[i64]) -> Option<i64> {
        None
    }

    /// True when `name` is a variable (`s = p + 4`) whose binding is global or weak: a
    /// reference to it stays a reference to the symbol itself (llvm-mc-19 relocates `.long s`
    /// against `s`, addend 0, not against `p`'s section).
    fn is_global_variable(&self, _name: &str) -> bool {
        false
    }
}

/// A term of a relocatable value: a symbol, which may be a label with a known place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// The symbol name as written (after variable resolution).
    pub name: String,
    /// Section and offset when the symbol is a label already placed.
    pub place: Option<(SectionId, u64)>,
}

/// Result of evaluating an expression: `add - sub + constant`, with an optional specifier.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Value {
    /// Added symbol.
    pub add: Option<Term>,
    /// Subtracted symbol.
    pub sub: Option<Term>,
    /// Constant part.
    pub constant: i64,
    /// Relocation specifier of the added symbol.
    pub spec: Option<RelocSpec>,
}

impl Value {
    /// An absolute value.
    #[must_use]
    pub fn abs(v: i64) -> Self {
        Value { constant: v, ..Value::default() }
    }

    /// The constant, if the value has no symbol part.
    #[must_use]
    pub fn as_abs(&self) -> Option<i64> {
        (self.add.is_none() && self.sub.is_none() && self.spec.is_none()).then_some(self.constant)
    }

    fn fold(mut self) -> Self {
        if let (Some(a), Some(s)) = (&self.add, &self.sub) {
            if let (Some((sa, oa)), Some((ss, os))) = (a.place, s.place) {
                if sa == ss && self.spec.is_none() {
                    self.constant = self.constant.wrapping_add(oa.wrapping_sub(os) as i64);
                    self.add = None;
                    self.sub = None;
                }
            }
        }
        self
    }
}

/// An evaluation error with the span of the offending sub-expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError {
    /// Where.
    pub span: crate::source::Span,
    /// Message.
    pub message: String,
}

/// The value of a binary operation on two constants, computed by [`eval`] itself so that
/// folding at parse time cannot differ from evaluation; `None` when an operand is not a
/// constant or the operation has no value (division by zero: left for evaluation to report).
fn fold_constants(node: &Expr) -> Option<i64> {
    struct NoSymbols;
    impl SymbolLookup for NoSymbols {
        fn lookup(&self, _: &str) -> SymbolValue {
            SymbolValue::Undefined
        }
    }
    let ExprKind::Binary(_, l, r) = &node.kind else { return None };
    if !matches!((&l.kind, &r.kind), (ExprKind::Const(_), ExprKind::Const(_))) {
        return None;
    }
    eval(node, &NoSymbols).ok()?.as_abs()
}

/// Deepest chain of variable references followed (catches `a = b`, `b = a`).
pub const MAX_VAR_DEPTH: usize = 100;

/// Evaluates `e`. Symbols that are labels in the same section cancel in differences.
///
/// # Errors
/// On a value that is neither absolute nor `sym + c` / `a - b + c`, division by zero, or a
/// cycle of variable definitions.
pub fn eval(e: &Expr, syms: &dyn SymbolLookup) -> Result<Value, EvalError> {
    eval_depth(e, syms, 0)
}

fn eval_depth(e: &Expr, syms: &dyn SymbolLookup, depth: usize) -> Result<Value, EvalError> {
    let err = |m: &str| EvalError { span: e.span, message: m.to_string() };
    if depth > MAX_VAR_DEPTH + MAX_EXPR_DEPTH {
        return Err(err("expression or symbol definitions nested too deeply (cycle?)"));
    }
    match &e.kind {
        ExprKind::Const(v) => Ok(Value::abs(*v)),
        ExprKind::Loc(s, o) => {
            Ok(Value { add: Some(Term { name: String::new(), place: Some((*s, *o)) }), ..Value::default() })
        }
        ExprKind::Sym(name, spec) => {
            let v = match syms.lookup(name) {
                SymbolValue::Undefined => {
                    Value { add: Some(Term { name: name.clone(), place: None }), ..Value::default() }
                }
                SymbolValue::Label(s, o) => {
                    Value { add: Some(Term { name: name.clone(), place: Some((s, o)) }), ..Value::default() }
                }
                SymbolValue::Absolute(v) => Value::abs(v),
                SymbolValue::Variable(inner) => {
                    if depth >= MAX_VAR_DEPTH {
                        return Err(err("cyclic or too deeply nested symbol definition"));
                    }
                    let v = eval_depth(&inner, syms, depth + 1)?;
                    if let Some(aliased) = global_alias(name, &v, syms) {
                        return Ok(Value { spec: *spec, ..aliased });
                    }
                    if spec.is_some() {
                        // A specifier applies to the symbol the variable names.
                        if v.sub.is_some() || v.add.is_none() {
                            return Err(err("relocation specifier on a symbol that is not a plain label"));
                        }
                    }
                    v
                }
            };
            if let Some(spec) = spec {
                if v.add.is_none() {
                    return Err(err("relocation specifier on an absolute symbol"));
                }
                return Ok(Value { spec: Some(*spec), ..v });
            }
            Ok(v)
        }
        ExprKind::Unary(op, inner) => {
            let v = eval_depth(inner, syms, depth + 1)?;
            if *op == UnOp::Plus {
                return Ok(v);
            }
            let Some(c) = v.as_abs() else {
                if *op == UnOp::Neg && v.sub.is_none() && v.spec.is_none() {
                    if let Some(a) = v.add {
                        return Ok(Value {
                            add: None,
                            sub: Some(a),
                            constant: v.constant.wrapping_neg(),
                            spec: None,
                        });
                    }
                }
                return Err(err("expected absolute expression"));
            };
            Ok(Value::abs(match op {
                UnOp::Neg => c.wrapping_neg(),
                UnOp::Not => !c,
                UnOp::LNot => i64::from(c == 0),
                UnOp::Plus => c,
            }))
        }
        ExprKind::Binary(op, l, r) => {
            let a = eval_depth(l, syms, depth + 1)?;
            let b = eval_depth(r, syms, depth + 1)?;
            match op {
                BinOp::Add => add_values(a, b).ok_or_else(|| err("expected relocatable expression")),
                BinOp::Sub => {
                    // a - b == a + (-b)
                    if b.spec.is_some() {
                        return Err(err("expected relocatable expression"));
                    }
                    let neg =
                        Value { add: b.sub, sub: b.add, constant: b.constant.wrapping_neg(), spec: None };
                    add_values(a, neg).ok_or_else(|| err("expected relocatable expression"))
                }
                _ => {
                    let (Some(x), Some(y)) = (a.as_abs(), b.as_abs()) else {
                        return Err(err("expected absolute expression"));
                    };
                    let t = |c: bool| if c { -1 } else { 0 };
                    Ok(Value::abs(match op {
                        BinOp::LOr => i64::from(x != 0 || y != 0),
                        BinOp::LAnd => i64::from(x != 0 && y != 0),
                        BinOp::Eq => t(x == y),
                        BinOp::Ne => t(x != y),
                        BinOp::Lt => t(x < y),
                        BinOp::Le => t(x <= y),
                        BinOp::Gt => t(x > y),
                        BinOp::Ge => t(x >= y),
                        BinOp::Or => x | y,
                        BinOp::Xor => x ^ y,
                        BinOp::And => x & y,
                        BinOp::Mul => x.wrapping_mul(y),
                        BinOp::Div | BinOp::Mod => {
                            if y == 0 {
                                return Err(err("division by zero"));
                            }
                            if *op == BinOp::Div { x.wrapping_div(y) } else { x.wrapping_rem(y) }
                        }
                        BinOp::Shl => x.wrapping_shl((y & 63) as u32),
                        BinOp::Shr => ((x as u64).wrapping_shr((y & 63) as u32)) as i64,
                        BinOp::Add | BinOp::Sub => unreachable!("handled above"),
                    }))
                }
            }
        }
        ExprKind::Call(f, args) => {
            let mut vals = Vec::with_capacity(args.len());
            for a in args {
                let v = eval_depth(a, syms, depth + 1)?;
                let Some(c) = v.as_abs() else { return Err(err("expected absolute expression")) };
                vals.push(c);
            }
            Ok(Value::abs(match f {
                // Signed, as llvm-mc-19 evaluates it (`max(-5, -1) == -1`).
                Func::Max => vals.iter().copied().max().unwrap_or(0),
                Func::Or => vals.iter().fold(0, |a, b| a | b),
                Func::AlignTo => {
                    let (x, al) = (vals[0] as u64, vals[1] as u64);
                    if al == 0 {
                        return Err(err("alignment must not be zero"));
                    }
                    x.div_ceil(al).wrapping_mul(al) as i64
                }
                Func::ExtraSgprs | Func::TotalNumVgprs => {
                    syms.target_function(*f, &vals).ok_or_else(|| err("function needs a target"))?
                }
                Func::Occupancy => occupancy(&vals),
            }))
        }
    }
}

/// `occupancy(max_waves, vgpr_granule, total_vgprs, generation, init_occupancy, num_sgprs,
/// num_vgprs)` as llvm-mc-19 evaluates it (rules inferred from its results on
/// test/MC/AMDGPU/occupancy_mcexpr.s and probes): the initial occupancy, lowered by the SGPR
/// count when it is not 0 (generation >= 9, GFX10+: `max_waves`; >= 7, GFX8/GFX9: 10 up to 80
/// SGPRs, 9 up to 88, 8 up to 100, else 7; older: 10 up to 48, then one wave less per 8 SGPRs
/// down to 5 above 80) and by the VGPR count when it is not 0 (fewer VGPRs than the granule:
/// `max_waves`; else `total_vgprs / align(num_vgprs, granule)`, at least 1, at most
/// `max_waves`).
fn occupancy(v: &[i64]) -> i64 {
    let (max_waves, granule, total, generation, init, sgprs, vgprs) =
        (v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
    let mut occ = init;
    if sgprs != 0 {
        let by_sgprs = if generation >= 9 {
            max_waves
        } else if generation >= 7 {
            match sgprs {
                ..=80 => 10,
                81..=88 => 9,
                89..=100 => 8,
                _ => 7,
            }
        } else {
            match sgprs {
                ..=48 => 10,
                49..=56 => 9,
                57..=64 => 8,
                65..=72 => 7,
                73..=80 => 6,
                _ => 5,
            }
        };
        occ = occ.min(by_sgprs);
    }
    if vgprs != 0 {
        let by_vgprs = if granule <= 0 || vgprs < granule {
            max_waves
        } else {
            let rounded = (vgprs.saturating_add(granule - 1) / granule).saturating_mul(granule).max(1);
            (total / rounded).max(1).min(max_waves)
        };
        occ = occ.min(by_vgprs);
    }
    occ
}

/// True when `e` names a label, an undefined symbol or the location counter, directly or
/// through variables. llvm-mc-19 folds an instruction operand to a constant only when it is
/// absolute without the layout: `BB2-BB1`, `(BB2+4)-BB1`, `. - BB1` and a variable
/// `x = BB2-BB1` stay expressions (a 32-bit literal with a fixup, resolved at the end),
/// even between labels already placed in one section, while `y = 5` folds (probed with
/// `-show-encoding`). Data directives fold such differences as before.
#[must_use]
pub fn refers_to_labels(e: &Expr, syms: &dyn SymbolLookup) -> bool {
    refers_depth(e, syms, 0)
}

fn refers_depth(e: &Expr, syms: &dyn SymbolLookup, depth: usize) -> bool {
    if depth > MAX_VAR_DEPTH + MAX_EXPR_DEPTH {
        return true;
    }
    match &e.kind {
        ExprKind::Const(_) => false,
        ExprKind::Loc(..) => true,
        ExprKind::Sym(name, _) => match syms.lookup(name) {
            SymbolValue::Absolute(_) => false,
            SymbolValue::Variable(inner) => refers_depth(&inner, syms, depth + 1),
            SymbolValue::Undefined | SymbolValue::Label(..) => true,
        },
        ExprKind::Unary(_, a) => refers_depth(a, syms, depth + 1),
        ExprKind::Binary(_, a, b) => refers_depth(a, syms, depth + 1) || refers_depth(b, syms, depth + 1),
        ExprKind::Call(_, args) => args.iter().any(|a| refers_depth(a, syms, depth + 1)),
    }
}

fn add_values(a: Value, b: Value) -> Option<Value> {
    let constant = a.constant.wrapping_add(b.constant);
    // Cancel a label against a subtracted label in the same section first.
    let mut adds: Vec<Term> = a.add.into_iter().chain(b.add).collect();
    let mut subs: Vec<Term> = a.sub.into_iter().chain(b.sub).collect();
    let spec = match (a.spec, b.spec) {
        (Some(_), Some(_)) => return None,
        (x, y) => x.or(y),
    };
    let mut constant = constant;
    let mut i = 0;
    while i < adds.len() {
        let j = subs.iter().position(|s| match (s.place, adds[i].place) {
            (Some((ss, so)), Some((as_, ao))) if ss == as_ && spec.is_none() => {
                constant = constant.wrapping_add(ao.wrapping_sub(so) as i64);
                true
            }
            _ => s.name == adds[i].name && !s.name.is_empty() && s.place.is_none(),
        });
        if let Some(j) = j {
            adds.remove(i);
            subs.remove(j);
        } else {
            i += 1;
        }
    }
    if adds.len() > 1 || subs.len() > 1 {
        return None;
    }
    if spec.is_some() && adds.is_empty() {
        return None;
    }
    Some(Value { add: adds.pop(), sub: subs.pop(), constant, spec }.fold())
}

/// True when an instruction literal holding `e` is PC-relative (`FK_PCRel_4` in llvm-mc-19's
/// `-show-encoding`, an `R_AMDGPU_REL32` relocation in the object). Probed: a symbol is
/// PC-relative unless its specifier is `@abs32@lo/hi`; a unary operation is when its operand
/// is; a subtraction never is (`sym-4` and `3-a` are `FK_Data_4`, giving `R_AMDGPU_ABS32`);
/// any other binary operation is when either side is (`4+sym`, `a<<2`, `a==b`).
#[must_use]
pub fn is_pc_relative(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Sym(_, spec) => !matches!(spec, Some(RelocSpec::Abs32Lo | RelocSpec::Abs32Hi)),
        ExprKind::Unary(_, x) => is_pc_relative(x),
        ExprKind::Binary(BinOp::Sub, ..) => false,
        ExprKind::Binary(_, l, r) => is_pc_relative(l) || is_pc_relative(r),
        ExprKind::Const(_) | ExprKind::Loc(..) | ExprKind::Call(..) => false,
    }
}

impl Func {
    /// The function's name as written (`max`, `alignto`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Func::Max => "max",
            Func::Or => "or",
            Func::AlignTo => "alignto",
            Func::ExtraSgprs => "extrasgprs",
            Func::TotalNumVgprs => "totalnumvgprs",
            Func::Occupancy => "occupancy",
        }
    }
}

impl RelocSpec {
    /// The specifier as written after the symbol (`rel32@lo`).
    #[must_use]
    pub fn text(self) -> &'static str {
        match self {
            RelocSpec::Abs32Lo => "abs32@lo",
            RelocSpec::Abs32Hi => "abs32@hi",
            RelocSpec::Rel32Lo => "rel32@lo",
            RelocSpec::Rel32Hi => "rel32@hi",
            RelocSpec::Rel64 => "rel64",
            RelocSpec::GotPcRel => "gotpcrel",
            RelocSpec::GotPcRel32Lo => "gotpcrel32@lo",
            RelocSpec::GotPcRel32Hi => "gotpcrel32@hi",
        }
    }
}

impl BinOp {
    /// The operator as llvm-mc-19 prints it (`<>` is printed `!=`).
    #[must_use]
    pub fn text(self) -> &'static str {
        match self {
            BinOp::LOr => "||",
            BinOp::LAnd => "&&",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::And => "&",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Mod => "%",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
        }
    }
}

/// Writes `e` as llvm-mc-19 prints an operand expression (`-show-encoding`): no blanks,
/// decimal constants, each operand of a binary operation in parentheses unless it is a
/// symbol or a non-negative constant (`(a+b)+c`, `sym+(-4)`, `a-(b+c)`), `<>` as `!=`.
/// Numeric local labels (`1b`) print as `.Ltmp<n>_<k>` (llvm-mc numbers its temporaries
/// differently). Numeric labels and the location counter are written as markers
/// (`TEMP_MARK`) for the listing to name, as llvm-mc-19 names them: `.Ltmp<n>` in the order
/// temporary labels are made (a `.` makes a new one, printed as a label before the statement).
#[must_use]
pub fn display(e: &Expr) -> String {
    let mut out = String::new();
    write_expr(e, &mut out, 0);
    out
}

/// Starts a marker in [`display`]'s text: `TEMP_MARK` `T` internal-name `TEMP_END` for a
/// numeric label, `TEMP_MARK` `.` `TEMP_END` for the location counter.
pub(crate) const TEMP_MARK: char = '\u{1}';
/// Ends a marker of [`display`].
pub(crate) const TEMP_END: char = '\u{3}';

fn write_expr(e: &Expr, out: &mut String, depth: usize) {
    use std::fmt::Write as _;
    if depth > MAX_EXPR_DEPTH {
        out.push_str("...");
        return;
    }
    match &e.kind {
        ExprKind::Const(v) => {
            let _ = write!(out, "{v}");
        }
        ExprKind::Sym(name, spec) => {
            if name.starts_with("\u{1}L") {
                // A numeric label: named `.Ltmp<n>` by the listing (see `TEMP_MARK`).
                let _ = write!(out, "{TEMP_MARK}T{name}{TEMP_END}");
            } else if name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')) {
                out.push_str(name);
            } else {
                let _ = write!(out, "\"{name}\"");
            }
            if let Some(s) = spec {
                out.push('@');
                out.push_str(s.text());
            }
        }
        // llvm-mc names the location with a new temporary label (see `TEMP_MARK`).
        ExprKind::Loc(..) => {
            let _ = write!(out, "{TEMP_MARK}.{TEMP_END}");
        }
        ExprKind::Unary(op, x) => {
            out.push_str(match op {
                UnOp::Neg => "-",
                UnOp::Not => "~",
                UnOp::LNot => "!",
                UnOp::Plus => "+",
            });
            write_operand(x, out, depth);
        }
        ExprKind::Binary(op, l, r) => {
            write_operand(l, out, depth);
            out.push_str(op.text());
            write_operand(r, out, depth);
        }
        ExprKind::Call(f, args) => {
            out.push_str(f.name());
            out.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_expr(a, out, depth + 1);
            }
            out.push(')');
        }
    }
}

/// An operand of a unary or binary operation: parenthesised unless it is a symbol or a
/// non-negative constant.
fn write_operand(e: &Expr, out: &mut String, depth: usize) {
    let plain = match &e.kind {
        ExprKind::Const(v) => *v >= 0,
        ExprKind::Sym(..) | ExprKind::Loc(..) | ExprKind::Call(..) => true,
        _ => false,
    };
    if plain {
        write_expr(e, out, depth + 1);
    } else {
        out.push('(');
        write_expr(e, out, depth + 1);
        out.push(')');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::lex;
    use crate::source::{FileId, Span};
    use std::collections::HashMap;

    struct Env;
    impl ParseEnv for Env {
        fn dot(&self) -> (SectionId, u64) {
            (SectionId(0), 100)
        }
        fn local_label(&mut self, n: u64, forward: bool) -> Result<String, String> {
            Ok(format!("L{n}{}", if forward { 'f' } else { 'b' }))
        }
        fn span(&self, s: usize, e: usize) -> Span {
            Span::new(FileId(0), s, e)
        }
    }

    struct Syms(HashMap<String, SymbolValue>);
    impl SymbolLookup for Syms {
        fn lookup(&self, n: &str) -> SymbolValue {
            self.0.get(n).cloned().unwrap_or(SymbolValue::Undefined)
        }
    }

    fn parse(s: &str) -> Expr {
        let toks = lex(s).unwrap();
        let mut env = Env;
        let mut p = ExprParser::new(&toks, 0, &mut env);
        let e = p.parse().unwrap();
        assert_eq!(toks[p.pos].tok, Tok::Eol, "trailing tokens in {s}");
        e
    }

    fn abs(s: &str) -> i64 {
        eval(&parse(s), &Syms(HashMap::new())).unwrap().as_abs().unwrap()
    }

    #[test]
    fn precedence_matches_llvm_mc() {
        // Values observed with llvm-mc-19 (see docs/0009-assembler.md).
        assert_eq!(abs("1+2*3"), 7);
        assert_eq!(abs("1|2^3&1"), 0);
        assert_eq!(abs("1 + 2 << 1"), 5);
        assert_eq!(abs("2 | 1 + 1"), 4);
        assert_eq!(abs("4 - 1 & 1"), 3);
        assert_eq!(abs("2 << 1 * 3"), 12);
        assert_eq!(abs("1 == 1 == 1"), 0);
        assert_eq!(abs("3 - 1 < 3"), -1);
        assert_eq!(abs("1 || 0 && 0"), 1);
        assert_eq!(abs("-7/2"), -3);
        assert_eq!(abs("-7 % 2"), -1);
        assert_eq!(abs("1 + -~1"), 3);
        assert_eq!(abs("-8 >> 1"), 0x7fff_ffff_ffff_fffc);
        assert_eq!(abs("1 <> 2"), -1);
        assert_eq!(abs("max(1, 7, 3) + or(1, 2)"), 10);
        assert_eq!(abs("alignto(5, 4)"), 8);
        assert_eq!(abs("max(-5, -4, -1)"), -1);
        assert_eq!(abs("max(0x8000000000000000, 3)"), 3);
    }

    #[test]
    fn relocatable_values() {
        let mut m = HashMap::new();
        m.insert("a".to_string(), SymbolValue::Label(SectionId(0), 4));
        m.insert("b".to_string(), SymbolValue::Label(SectionId(0), 10));
        m.insert("c".to_string(), SymbolValue::Label(SectionId(1), 0));
        m.insert("v".to_string(), SymbolValue::Variable(parse("b - a")));
        let s = Syms(m);
        assert_eq!(eval(&parse("b - a + v"), &s).unwrap().as_abs(), Some(12));
        let v = eval(&parse("ext@rel32@lo + 4"), &s).unwrap();
        assert_eq!(v.spec, Some(RelocSpec::Rel32Lo));
        assert_eq!(v.constant, 4);
        let v = eval(&parse("c - a"), &s).unwrap();
        assert!(v.add.is_some() && v.sub.is_some());
        assert!(eval(&parse("a * 2"), &s).is_err());
        assert!(eval(&parse("1 / 0"), &s).is_err());
        assert!(eval(&parse("a + b"), &s).is_err());
        // `.` is the location the parser reports.
        assert_eq!(eval(&parse(". - a"), &s).unwrap().as_abs(), Some(96));
    }

    #[test]
    fn cycles_are_errors() {
        let mut m = HashMap::new();
        m.insert("x".to_string(), SymbolValue::Variable(parse("y + 1")));
        m.insert("y".to_string(), SymbolValue::Variable(parse("x + 1")));
        assert!(eval(&parse("x"), &Syms(m)).is_err());
    }

    #[test]
    fn long_constant_chains_fold_and_symbol_chains_are_bounded() {
        let long = format!("1{}", "+1".repeat(200_000));
        assert_eq!(abs(&long), 200_001);
        assert_eq!(abs(&format!("2{}", "*2".repeat(40))), 1 << 41);
        // n + 1 symbols make n additions that cannot fold.
        let sum = |n: usize| (0..=n).map(|i| format!("s{i}")).collect::<Vec<_>>().join("+");
        let mut env = Env;
        let toks = lex(&sum(MAX_EXPR_DEPTH + 1)).unwrap();
        match ExprParser::new(&toks, 0, &mut env).parse() {
            Err(e) => assert!(e.message.contains("too complex"), "{}", e.message),
            Ok(_) => panic!("{} symbol additions were accepted", MAX_EXPR_DEPTH + 1),
        }
        let toks = lex(&sum(MAX_EXPR_DEPTH)).unwrap();
        assert!(ExprParser::new(&toks, 0, &mut env).parse().is_ok(), "{MAX_EXPR_DEPTH} additions rejected");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let s = "(".repeat(10_000) + "1" + &")".repeat(10_000);
        let toks = lex(&s).unwrap();
        let mut env = Env;
        assert!(ExprParser::new(&toks, 0, &mut env).parse().is_err());
        let s = "-".repeat(10_000) + "1";
        let toks = lex(&s).unwrap();
        assert!(ExprParser::new(&toks, 0, &mut env).parse().is_err());
    }
}
