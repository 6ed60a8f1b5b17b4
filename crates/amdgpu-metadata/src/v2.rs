//! Code object metadata V2: the YAML text of the `NT_AMD_HSA_METADATA` note (`Version`,
//! `Printf`, `Kernels`, ...), as a typed model, and a writer that lays the text out the way
//! LLVM 14 does (so text written by LLVM round-trips byte for byte).
//!
//! Scalars are typed by the schema, not by their look: `Name: 123` is the string `123`.
//! Keys the model does not know are kept (in order, after the known keys of their map).

use rmpv::Value;

use crate::schema::{MapReader, SchemaError, as_array, check_enum};
use crate::yaml::path_index;

/// `ValueKind` values.
pub const VALUE_KINDS: &[&str] = &[
    "ByValue",
    "GlobalBuffer",
    "DynamicSharedPointer",
    "Sampler",
    "Image",
    "Pipe",
    "Queue",
    "HiddenGlobalOffsetX",
    "HiddenGlobalOffsetY",
    "HiddenGlobalOffsetZ",
    "HiddenNone",
    "HiddenPrintfBuffer",
    "HiddenHostcallBuffer",
    "HiddenDefaultQueue",
    "HiddenCompletionAction",
    "HiddenMultiGridSyncArg",
];

/// `ValueType` values.
pub const VALUE_TYPES: &[&str] =
    &["Struct", "I8", "U8", "I16", "U16", "F16", "I32", "U32", "F32", "I64", "U64", "F64"];

/// `AddrSpaceQual` values.
pub const ADDR_SPACE_QUALS: &[&str] = &["Private", "Global", "Constant", "Local", "Generic", "Region"];

/// `AccQual` / `ActualAccQual` values.
pub const ACC_QUALS: &[&str] = &["Default", "ReadOnly", "WriteOnly", "ReadWrite"];

/// `Language` values.
pub const LANGUAGES: &[&str] = &["OpenCL C", "OpenCL C++", "HCC", "OpenMP"];

/// The whole V2 document.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Metadata {
    /// `Version`: `[major, minor]`.
    pub version: Vec<u64>,
    /// `Printf`.
    pub printf: Option<Vec<String>>,
    /// `Kernels`.
    pub kernels: Vec<Kernel>,
    /// Unknown entries (strings, arrays and maps of strings), in document order.
    pub extra: Vec<(Value, Value)>,
}

/// One kernel.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Kernel {
    /// `Name`.
    pub name: String,
    /// `SymbolName`.
    pub symbol_name: String,
    /// `Language`.
    pub language: Option<String>,
    /// `LanguageVersion`.
    pub language_version: Option<Vec<u64>>,
    /// `Attrs`.
    pub attrs: Option<Attrs>,
    /// `Args`.
    pub args: Option<Vec<Arg>>,
    /// `CodeProps`.
    pub code_props: Option<CodeProps>,
    /// Unknown entries.
    pub extra: Vec<(Value, Value)>,
}

/// `Attrs`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Attrs {
    /// `ReqdWorkGroupSize`.
    pub reqd_work_group_size: Option<Vec<u64>>,
    /// `WorkGroupSizeHint`.
    pub work_group_size_hint: Option<Vec<u64>>,
    /// `VecTypeHint`.
    pub vec_type_hint: Option<String>,
    /// `RuntimeHandle`.
    pub runtime_handle: Option<String>,
    /// Unknown entries.
    pub extra: Vec<(Value, Value)>,
}

/// One argument.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Arg {
    /// `Name`.
    pub name: Option<String>,
    /// `TypeName`.
    pub type_name: Option<String>,
    /// `Size`.
    pub size: u64,
    /// `Align`.
    pub align: u64,
    /// `ValueKind`.
    pub value_kind: String,
    /// `ValueType` (LLVM 14 reads it but no longer writes it).
    pub value_type: Option<String>,
    /// `PointeeAlign`.
    pub pointee_align: Option<u64>,
    /// `AddrSpaceQual`.
    pub addr_space_qual: Option<String>,
    /// `AccQual`.
    pub acc_qual: Option<String>,
    /// `ActualAccQual`.
    pub actual_acc_qual: Option<String>,
    /// `IsConst`.
    pub is_const: Option<bool>,
    /// `IsRestrict`.
    pub is_restrict: Option<bool>,
    /// `IsVolatile`.
    pub is_volatile: Option<bool>,
    /// `IsPipe`.
    pub is_pipe: Option<bool>,
    /// Unknown entries.
    pub extra: Vec<(Value, Value)>,
}

/// `CodeProps`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CodeProps {
    /// `KernargSegmentSize`.
    pub kernarg_segment_size: u64,
    /// `GroupSegmentFixedSize`.
    pub group_segment_fixed_size: u64,
    /// `PrivateSegmentFixedSize`.
    pub private_segment_fixed_size: u64,
    /// `KernargSegmentAlign`.
    pub kernarg_segment_align: u64,
    /// `WavefrontSize`.
    pub wavefront_size: u64,
    /// `NumSGPRs` (LLVM omits it when 0).
    pub num_sgprs: Option<u64>,
    /// `NumVGPRs` (LLVM omits it when 0).
    pub num_vgprs: Option<u64>,
    /// `MaxFlatWorkGroupSize` (LLVM omits it when 0).
    pub max_flat_work_group_size: Option<u64>,
    /// `IsDynamicCallStack`.
    pub is_dynamic_call_stack: Option<bool>,
    /// `IsXNACKEnabled`.
    pub is_xnack_enabled: Option<bool>,
    /// `NumSpilledSGPRs`.
    pub num_spilled_sgprs: Option<u64>,
    /// `NumSpilledVGPRs`.
    pub num_spilled_vgprs: Option<u64>,
    /// Unknown entries.
    pub extra: Vec<(Value, Value)>,
}

// ---------------------------------------------------------------------------------------------
// Reading: the untyped YAML tree holds only strings; the schema gives them their types.

fn text<'a>(v: &'a Value, path: &str) -> Result<&'a str, SchemaError> {
    v.as_str().ok_or_else(|| SchemaError::WrongType {
        path: path.to_string(),
        expected: "scalar",
        found: crate::schema::describe(v),
    })
}

fn uint(v: &Value, path: &str) -> Result<u64, SchemaError> {
    let t = text(v, path)?;
    crate::yaml_scalar_uint(t).ok_or_else(|| SchemaError::WrongType {
        path: path.to_string(),
        expected: "unsigned integer",
        found: format!("{t:?}"),
    })
}

fn boolean(v: &Value, path: &str) -> Result<bool, SchemaError> {
    match text(v, path)? {
        "true" => Ok(true),
        "false" => Ok(false),
        t => Err(SchemaError::WrongType {
            path: path.to_string(),
            expected: "true or false",
            found: format!("{t:?}"),
        }),
    }
}

fn uints(v: &Value, path: &str, len: Option<usize>) -> Result<Vec<u64>, SchemaError> {
    crate::schema::integer_array(v, path, len, uint)
}

struct R(MapReader);

impl R {
    fn new(v: &Value, path: &str) -> Result<Self, SchemaError> {
        MapReader::new(v, path).map(R)
    }
    fn opt<T>(
        &mut self,
        key: &str,
        f: impl Fn(&Value, &str) -> Result<T, SchemaError>,
    ) -> Result<Option<T>, SchemaError> {
        let p = self.0.child(key);
        self.0.take(key).map(|v| f(&v, &p)).transpose()
    }
    fn req<T>(
        &mut self,
        key: &str,
        f: impl Fn(&Value, &str) -> Result<T, SchemaError>,
    ) -> Result<T, SchemaError> {
        let p = self.0.child(key);
        let v = self.0.require(key)?;
        f(&v, &p)
    }
    fn string(&mut self, key: &str) -> Result<Option<String>, SchemaError> {
        self.opt(key, |v, p| text(v, p).map(str::to_string))
    }
    fn enumerated(
        &mut self,
        key: &str,
        allowed: &'static [&'static str],
    ) -> Result<Option<String>, SchemaError> {
        self.opt(key, |v, p| check_enum(text(v, p)?.to_string(), p, allowed))
    }
}

impl Arg {
    fn read(v: &Value, path: &str) -> Result<Self, SchemaError> {
        let mut r = R::new(v, path)?;
        let a = Arg {
            name: r.string("Name")?,
            type_name: r.string("TypeName")?,
            size: r.req("Size", uint)?,
            align: r.req("Align", uint)?,
            value_kind: r.req("ValueKind", |v, p| check_enum(text(v, p)?.to_string(), p, VALUE_KINDS))?,
            value_type: r.enumerated("ValueType", VALUE_TYPES)?,
            pointee_align: r.opt("PointeeAlign", uint)?,
            addr_space_qual: r.enumerated("AddrSpaceQual", ADDR_SPACE_QUALS)?,
            acc_qual: r.enumerated("AccQual", ACC_QUALS)?,
            actual_acc_qual: r.enumerated("ActualAccQual", ACC_QUALS)?,
            is_const: r.opt("IsConst", boolean)?,
            is_restrict: r.opt("IsRestrict", boolean)?,
            is_volatile: r.opt("IsVolatile", boolean)?,
            is_pipe: r.opt("IsPipe", boolean)?,
            extra: Vec::new(),
        };
        Ok(Arg { extra: r.0.rest(), ..a })
    }
}

impl Attrs {
    fn read(v: &Value, path: &str) -> Result<Self, SchemaError> {
        let mut r = R::new(v, path)?;
        let a = Attrs {
            reqd_work_group_size: r.opt("ReqdWorkGroupSize", |v, p| uints(v, p, Some(3)))?,
            work_group_size_hint: r.opt("WorkGroupSizeHint", |v, p| uints(v, p, Some(3)))?,
            vec_type_hint: r.string("VecTypeHint")?,
            runtime_handle: r.string("RuntimeHandle")?,
            extra: Vec::new(),
        };
        Ok(Attrs { extra: r.0.rest(), ..a })
    }
}

impl CodeProps {
    fn read(v: &Value, path: &str) -> Result<Self, SchemaError> {
        let mut r = R::new(v, path)?;
        let c = CodeProps {
            kernarg_segment_size: r.req("KernargSegmentSize", uint)?,
            group_segment_fixed_size: r.req("GroupSegmentFixedSize", uint)?,
            private_segment_fixed_size: r.req("PrivateSegmentFixedSize", uint)?,
            kernarg_segment_align: r.req("KernargSegmentAlign", uint)?,
            wavefront_size: r.req("WavefrontSize", uint)?,
            num_sgprs: r.opt("NumSGPRs", uint)?,
            num_vgprs: r.opt("NumVGPRs", uint)?,
            max_flat_work_group_size: r.opt("MaxFlatWorkGroupSize", uint)?,
            is_dynamic_call_stack: r.opt("IsDynamicCallStack", boolean)?,
            is_xnack_enabled: r.opt("IsXNACKEnabled", boolean)?,
            num_spilled_sgprs: r.opt("NumSpilledSGPRs", uint)?,
            num_spilled_vgprs: r.opt("NumSpilledVGPRs", uint)?,
            extra: Vec::new(),
        };
        Ok(CodeProps { extra: r.0.rest(), ..c })
    }
}

impl Kernel {
    fn read(v: &Value, path: &str) -> Result<Self, SchemaError> {
        let mut r = R::new(v, path)?;
        let k = Kernel {
            name: r.req("Name", |v, p| text(v, p).map(str::to_string))?,
            symbol_name: r.req("SymbolName", |v, p| text(v, p).map(str::to_string))?,
            language: r.enumerated("Language", LANGUAGES)?,
            language_version: r.opt("LanguageVersion", |v, p| uints(v, p, Some(2)))?,
            attrs: r.opt("Attrs", Attrs::read)?,
            args: r.opt("Args", |v, p| {
                as_array(v, p)?.iter().enumerate().map(|(i, a)| Arg::read(a, &path_index(p, i))).collect()
            })?,
            code_props: r.opt("CodeProps", CodeProps::read)?,
            extra: Vec::new(),
        };
        Ok(Kernel { extra: r.0.rest(), ..k })
    }
}

impl Metadata {
    /// Parses and validates V2 metadata YAML (the note's text, without its trailing NUL).
    ///
    /// # Errors
    /// [`crate::MetadataError`]: YAML syntax errors and schema errors, both with line:col.
    pub fn parse(text: &str) -> Result<Self, crate::MetadataError> {
        let parsed = crate::yaml::parse_untyped(text)?;
        Self::read(&parsed.value)
            .map_err(|error| crate::MetadataError::Located { loc: parsed.loc_of(error.path()), error })
    }

    fn read(v: &Value) -> Result<Self, SchemaError> {
        let mut r = R::new(v, "")?;
        let m = Metadata {
            version: r.req("Version", |v, p| uints(v, p, Some(2)))?,
            printf: r.opt("Printf", |v, p| {
                as_array(v, p)?
                    .iter()
                    .enumerate()
                    .map(|(i, s)| text(s, &path_index(p, i)).map(str::to_string))
                    .collect()
            })?,
            kernels: r
                .opt("Kernels", |v, p| {
                    as_array(v, p)?
                        .iter()
                        .enumerate()
                        .map(|(i, k)| Kernel::read(k, &path_index(p, i)))
                        .collect()
                })?
                .unwrap_or_default(),
            extra: Vec::new(),
        };
        Ok(Metadata { extra: r.0.rest(), ..m })
    }

    /// What LLVM 14 keeps of this document when it re-emits it (observed with llvm-mc 14.0.6):
    /// `ValueType` is dropped, optional booleans that are false and optional counts that are 0
    /// are omitted, and every kernel gets a `CodeProps` map (all zero when absent).
    #[must_use]
    pub fn normalized(&self) -> Self {
        let mut m = self.clone();
        let no_false = |b: &mut Option<bool>| {
            if *b == Some(false) {
                *b = None;
            }
        };
        let no_zero = |n: &mut Option<u64>| {
            if *n == Some(0) {
                *n = None;
            }
        };
        for k in &mut m.kernels {
            for a in k.args.iter_mut().flatten() {
                a.value_type = None;
                no_zero(&mut a.pointee_align);
                for b in [&mut a.is_const, &mut a.is_restrict, &mut a.is_volatile, &mut a.is_pipe] {
                    no_false(b);
                }
            }
            let c = k.code_props.get_or_insert_with(CodeProps::default);
            for n in [&mut c.num_sgprs, &mut c.num_vgprs, &mut c.max_flat_work_group_size] {
                no_zero(n);
            }
            for n in [&mut c.num_spilled_sgprs, &mut c.num_spilled_vgprs] {
                no_zero(n);
            }
            for b in [&mut c.is_dynamic_call_stack, &mut c.is_xnack_enabled] {
                no_false(b);
            }
        }
        m
    }

    /// The YAML text as LLVM 14 writes it (`---` ... `...`, newline-terminated).
    #[must_use]
    pub fn to_yaml(&self) -> String {
        let mut w = Writer::default();
        w.out.push_str("---\n");
        w.flow_uints(0, "Version", &self.version);
        if let Some(p) = &self.printf {
            w.key(0, "Printf");
            for s in p {
                w.out.push_str("  - ");
                w.out.push_str(&quote(s));
                w.out.push('\n');
            }
        }
        if !self.kernels.is_empty() {
            w.key(0, "Kernels");
            for k in &self.kernels {
                w.item(2);
                k.write(&mut w, 4);
            }
        }
        w.extra(0, &self.extra);
        w.out.push_str("...\n");
        w.out
    }

    /// A JSON view (keys as in the YAML, numbers and booleans typed).
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::{Map, Value as J, json};
        fn put<T: Into<J>>(m: &mut Map<String, J>, k: &str, v: Option<T>) {
            if let Some(v) = v {
                m.insert(k.into(), v.into());
            }
        }
        fn extra(m: &mut Map<String, J>, e: &[(Value, Value)]) {
            for (k, v) in e {
                m.insert(crate::json::key_text(k), crate::json::to_json(v));
            }
        }
        let kernels: Vec<J> = self
            .kernels
            .iter()
            .map(|k| {
                let mut m = Map::new();
                m.insert("Name".into(), json!(k.name));
                m.insert("SymbolName".into(), json!(k.symbol_name));
                put(&mut m, "Language", k.language.clone());
                put(&mut m, "LanguageVersion", k.language_version.clone());
                if let Some(a) = &k.attrs {
                    let mut am = Map::new();
                    put(&mut am, "ReqdWorkGroupSize", a.reqd_work_group_size.clone());
                    put(&mut am, "WorkGroupSizeHint", a.work_group_size_hint.clone());
                    put(&mut am, "VecTypeHint", a.vec_type_hint.clone());
                    put(&mut am, "RuntimeHandle", a.runtime_handle.clone());
                    extra(&mut am, &a.extra);
                    m.insert("Attrs".into(), J::Object(am));
                }
                if let Some(args) = &k.args {
                    let list = args
                        .iter()
                        .map(|a| {
                            let mut am = Map::new();
                            put(&mut am, "Name", a.name.clone());
                            put(&mut am, "TypeName", a.type_name.clone());
                            am.insert("Size".into(), json!(a.size));
                            am.insert("Align".into(), json!(a.align));
                            am.insert("ValueKind".into(), json!(a.value_kind));
                            put(&mut am, "ValueType", a.value_type.clone());
                            put(&mut am, "PointeeAlign", a.pointee_align);
                            put(&mut am, "AddrSpaceQual", a.addr_space_qual.clone());
                            put(&mut am, "AccQual", a.acc_qual.clone());
                            put(&mut am, "ActualAccQual", a.actual_acc_qual.clone());
                            put(&mut am, "IsConst", a.is_const);
                            put(&mut am, "IsRestrict", a.is_restrict);
                            put(&mut am, "IsVolatile", a.is_volatile);
                            put(&mut am, "IsPipe", a.is_pipe);
                            extra(&mut am, &a.extra);
                            J::Object(am)
                        })
                        .collect::<Vec<_>>();
                    m.insert("Args".into(), J::Array(list));
                }
                if let Some(c) = &k.code_props {
                    let mut cm = Map::new();
                    cm.insert("KernargSegmentSize".into(), json!(c.kernarg_segment_size));
                    cm.insert("GroupSegmentFixedSize".into(), json!(c.group_segment_fixed_size));
                    cm.insert("PrivateSegmentFixedSize".into(), json!(c.private_segment_fixed_size));
                    cm.insert("KernargSegmentAlign".into(), json!(c.kernarg_segment_align));
                    cm.insert("WavefrontSize".into(), json!(c.wavefront_size));
                    put(&mut cm, "NumSGPRs", c.num_sgprs);
                    put(&mut cm, "NumVGPRs", c.num_vgprs);
                    put(&mut cm, "MaxFlatWorkGroupSize", c.max_flat_work_group_size);
                    put(&mut cm, "IsDynamicCallStack", c.is_dynamic_call_stack);
                    put(&mut cm, "IsXNACKEnabled", c.is_xnack_enabled);
                    put(&mut cm, "NumSpilledSGPRs", c.num_spilled_sgprs);
                    put(&mut cm, "NumSpilledVGPRs", c.num_spilled_vgprs);
                    extra(&mut cm, &c.extra);
                    m.insert("CodeProps".into(), J::Object(cm));
                }
                extra(&mut m, &k.extra);
                J::Object(m)
            })
            .collect();
        let mut top = Map::new();
        top.insert("Version".into(), json!(self.version));
        put(&mut top, "Printf", self.printf.clone());
        top.insert("Kernels".into(), J::Array(kernels));
        extra(&mut top, &self.extra);
        J::Object(top)
    }
}

// ---------------------------------------------------------------------------------------------
// Writing, in LLVM 14's YAML layout: `key:` padded so values start 17 columns after the key,
// integer lists as `[ 1, 0 ]`, strings quoted only when needed.

#[derive(Default)]
struct Writer {
    out: String,
    /// Set after `- `: the next key goes on the same line.
    pending_item: bool,
}

impl Writer {
    fn indent(&mut self, n: usize) {
        if self.pending_item {
            self.pending_item = false;
        } else {
            self.out.extend(std::iter::repeat_n(' ', n));
        }
    }
    fn item(&mut self, dash_col: usize) {
        self.out.extend(std::iter::repeat_n(' ', dash_col));
        self.out.push_str("- ");
        self.pending_item = true;
    }
    fn key(&mut self, indent: usize, key: &str) {
        self.indent(indent);
        self.out.push_str(key);
        self.out.push_str(":\n");
    }
    fn scalar(&mut self, indent: usize, key: &str, value: &str) {
        self.indent(indent);
        self.out.push_str(key);
        self.out.push(':');
        let pad = 16usize.saturating_sub(key.len() + 1) + 1;
        self.out.extend(std::iter::repeat_n(' ', pad));
        self.out.push_str(value);
        self.out.push('\n');
    }
    fn opt_str(&mut self, indent: usize, key: &str, v: Option<&String>) {
        if let Some(v) = v {
            self.scalar(indent, key, &quote(v));
        }
    }
    fn opt_uint(&mut self, indent: usize, key: &str, v: Option<u64>) {
        if let Some(v) = v {
            self.scalar(indent, key, &v.to_string());
        }
    }
    fn opt_bool(&mut self, indent: usize, key: &str, v: Option<bool>) {
        if let Some(v) = v {
            self.scalar(indent, key, if v { "true" } else { "false" });
        }
    }
    fn flow_uints(&mut self, indent: usize, key: &str, v: &[u64]) {
        let items: Vec<String> = v.iter().map(u64::to_string).collect();
        let text = if items.is_empty() { "[  ]".to_string() } else { format!("[ {} ]", items.join(", ")) };
        self.scalar(indent, key, &text);
    }
    fn extra(&mut self, indent: usize, entries: &[(Value, Value)]) {
        for (k, v) in entries {
            let key = crate::json::key_text(k);
            self.value(indent, &key, v);
        }
    }
    fn value(&mut self, indent: usize, key: &str, v: &Value) {
        match v {
            Value::Map(m) => {
                self.key(indent, key);
                self.extra(indent + 2, m);
            }
            Value::Array(items) => {
                self.key(indent, key);
                for it in items {
                    match it {
                        Value::Map(m) => {
                            self.item(indent + 2);
                            self.extra(indent + 4, m);
                        }
                        other => {
                            self.out.extend(std::iter::repeat_n(' ', indent + 2));
                            self.out.push_str("- ");
                            self.out.push_str(&quote(&scalar_text(other)));
                            self.out.push('\n');
                        }
                    }
                }
            }
            other => self.scalar(indent, key, &quote(&scalar_text(other))),
        }
    }
}

fn scalar_text(v: &Value) -> String {
    match v {
        Value::String(s) => String::from_utf8_lossy(s.as_bytes()).into_owned(),
        other => other.to_string(),
    }
}

impl Kernel {
    fn write(&self, w: &mut Writer, ind: usize) {
        w.scalar(ind, "Name", &quote(&self.name));
        w.scalar(ind, "SymbolName", &quote(&self.symbol_name));
        w.opt_str(ind, "Language", self.language.as_ref());
        if let Some(v) = &self.language_version {
            w.flow_uints(ind, "LanguageVersion", v);
        }
        if let Some(a) = &self.attrs {
            w.key(ind, "Attrs");
            let i = ind + 2;
            if let Some(v) = &a.reqd_work_group_size {
                w.flow_uints(i, "ReqdWorkGroupSize", v);
            }
            if let Some(v) = &a.work_group_size_hint {
                w.flow_uints(i, "WorkGroupSizeHint", v);
            }
            w.opt_str(i, "VecTypeHint", a.vec_type_hint.as_ref());
            w.opt_str(i, "RuntimeHandle", a.runtime_handle.as_ref());
            w.extra(i, &a.extra);
        }
        if let Some(args) = &self.args {
            w.key(ind, "Args");
            for a in args {
                w.item(ind + 2);
                let i = ind + 4;
                w.opt_str(i, "Name", a.name.as_ref());
                w.opt_str(i, "TypeName", a.type_name.as_ref());
                w.scalar(i, "Size", &a.size.to_string());
                w.scalar(i, "Align", &a.align.to_string());
                w.scalar(i, "ValueKind", &a.value_kind);
                w.opt_str(i, "ValueType", a.value_type.as_ref());
                w.opt_uint(i, "PointeeAlign", a.pointee_align);
                w.opt_str(i, "AddrSpaceQual", a.addr_space_qual.as_ref());
                w.opt_str(i, "AccQual", a.acc_qual.as_ref());
                w.opt_str(i, "ActualAccQual", a.actual_acc_qual.as_ref());
                w.opt_bool(i, "IsConst", a.is_const);
                w.opt_bool(i, "IsRestrict", a.is_restrict);
                w.opt_bool(i, "IsVolatile", a.is_volatile);
                w.opt_bool(i, "IsPipe", a.is_pipe);
                w.extra(i, &a.extra);
            }
        }
        if let Some(c) = &self.code_props {
            w.key(ind, "CodeProps");
            let i = ind + 2;
            w.scalar(i, "KernargSegmentSize", &c.kernarg_segment_size.to_string());
            w.scalar(i, "GroupSegmentFixedSize", &c.group_segment_fixed_size.to_string());
            w.scalar(i, "PrivateSegmentFixedSize", &c.private_segment_fixed_size.to_string());
            w.scalar(i, "KernargSegmentAlign", &c.kernarg_segment_align.to_string());
            w.scalar(i, "WavefrontSize", &c.wavefront_size.to_string());
            w.opt_uint(i, "NumSGPRs", c.num_sgprs);
            w.opt_uint(i, "NumVGPRs", c.num_vgprs);
            w.opt_uint(i, "MaxFlatWorkGroupSize", c.max_flat_work_group_size);
            w.opt_bool(i, "IsDynamicCallStack", c.is_dynamic_call_stack);
            w.opt_bool(i, "IsXNACKEnabled", c.is_xnack_enabled);
            w.opt_uint(i, "NumSpilledSGPRs", c.num_spilled_sgprs);
            w.opt_uint(i, "NumSpilledVGPRs", c.num_spilled_vgprs);
            w.extra(i, &c.extra);
        }
        w.extra(ind, &self.extra);
    }
}

/// True when `s` would be read back as something other than a string (YAML 1.2 core schema
/// numbers, booleans and nulls).
fn looks_typed(s: &str) -> bool {
    if matches!(s, "true" | "True" | "TRUE" | "false" | "False" | "FALSE" | "null" | "Null" | "NULL" | "~") {
        return true;
    }
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    if matches!(body, ".inf" | ".Inf" | ".INF") || matches!(s, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    if let Some(h) = s.strip_prefix("0x") {
        return !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit());
    }
    if let Some(o) = s.strip_prefix("0o") {
        return !o.is_empty() && o.chars().all(|c| c.is_digit(8));
    }
    // [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?
    crate::yaml::is_decimal_float(body)
}

/// Quotes a string the way LLVM 14's YAML writer does (observed): plain when it only holds
/// letters, digits, `_ . - ^ ,`, spaces and tabs (not leading `-`, no leading/trailing space)
/// and does not look like a number, boolean or null; double quotes for non-ASCII or control
/// characters; single quotes otherwise.
#[must_use]
pub fn quote(s: &str) -> String {
    if s.is_empty() {
        return "''".into();
    }
    if s.chars().any(|c| !c.is_ascii() || (c.is_ascii_control() && c != '\t')) {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\t' => out.push('\t'),
                c if c.is_ascii_control() => out.push_str(&format!("\\x{:02X}", c as u32)),
                c => out.push(c),
            }
        }
        out.push('"');
        return out;
    }
    let plain_chars = s.chars().all(|c| c.is_ascii_alphanumeric() || "_.-^, \t".contains(c));
    let plain =
        plain_chars && !s.starts_with('-') && !s.starts_with(' ') && !s.ends_with(' ') && !looks_typed(s);
    if plain { s.to_string() } else { format!("'{}'", s.replace('\'', "''")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_matches_llvm14_observations() {
        for (s, q) in [
            ("a.b", "a.b"),
            ("-a", "'-a'"),
            ("a/b", "'a/b'"),
            ("a,b", "a,b"),
            ("a b", "a b"),
            (" a", "' a'"),
            ("1", "'1'"),
            ("true", "'true'"),
            ("yes", "yes"),
            ("~", "'~'"),
            ("1.5", "'1.5'"),
            ("ü", "\"ü\""),
            ("a'b", "'a''b'"),
            ("0x1", "'0x1'"),
            ("nan", "nan"),
            (".inf", "'.inf'"),
            ("1a", "1a"),
            ("a-", "a-"),
            ("08", "'08'"),
            ("1_0", "1_0"),
            ("float*", "'float*'"),
            ("OpenCL C", "OpenCL C"),
        ] {
            assert_eq!(quote(s), q, "{s}");
        }
    }

    #[test]
    fn schema_types_scalars() {
        let m =
            Metadata::parse("---\nVersion: [ 1, 0 ]\nKernels:\n  - Name: 123\n    SymbolName: 'x@kd'\n...\n")
                .unwrap();
        assert_eq!(m.kernels[0].name, "123");
        let e = Metadata::parse("---\nVersion: [ 1, x ]\n...\n").unwrap_err();
        assert!(e.to_string().starts_with("2:15:"), "{e}");
        let e = Metadata::parse("---\nKernels:\n...\n").unwrap_err();
        assert!(e.to_string().contains("missing required key 'Version'"), "{e}");
    }
}
