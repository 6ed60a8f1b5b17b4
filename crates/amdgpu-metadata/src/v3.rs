//! Code object metadata V3-V6: the MessagePack map of the `NT_AMDGPU_METADATA` note
//! (`amdhsa.version`, `amdhsa.kernels`, ...), as a typed model.
//!
//! Keys the model does not know are kept in `extra` and written back unchanged, so
//! `Metadata::from_value(v)?.to_value() == v` for documents whose maps are in LLVM's key order
//! (everything LLVM writes).

use rmpv::Value;

use crate::schema::{MapReader, MapWriter, SchemaError, as_array, u64s};
use crate::yaml::path_index;

/// `.value_kind` values (LLVM 19).
pub const VALUE_KINDS: &[&str] = &[
    "by_value",
    "global_buffer",
    "dynamic_shared_pointer",
    "sampler",
    "image",
    "pipe",
    "queue",
    "hidden_global_offset_x",
    "hidden_global_offset_y",
    "hidden_global_offset_z",
    "hidden_none",
    "hidden_printf_buffer",
    "hidden_hostcall_buffer",
    "hidden_default_queue",
    "hidden_completion_action",
    "hidden_multigrid_sync_arg",
    "hidden_block_count_x",
    "hidden_block_count_y",
    "hidden_block_count_z",
    "hidden_group_size_x",
    "hidden_group_size_y",
    "hidden_group_size_z",
    "hidden_remainder_x",
    "hidden_remainder_y",
    "hidden_remainder_z",
    "hidden_grid_dims",
    "hidden_heap_v1",
    "hidden_dynamic_lds_size",
    "hidden_private_base",
    "hidden_shared_base",
    "hidden_queue_ptr",
];

/// `.value_type` values (V3 only; later versions drop the key).
pub const VALUE_TYPES: &[&str] =
    &["struct", "i8", "u8", "i16", "u16", "f16", "i32", "u32", "f32", "i64", "u64", "f64"];

/// `.address_space` values.
pub const ADDRESS_SPACES: &[&str] = &["private", "global", "constant", "local", "generic", "region"];

/// `.access` and `.actual_access` values.
pub const ACCESS: &[&str] = &["read_only", "write_only", "read_write"];

/// `.language` values.
pub const LANGUAGES: &[&str] = &["OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"];

/// `.kind` values (V5+).
pub const KERNEL_KINDS: &[&str] = &["normal", "init", "fini"];

/// The whole V3+ document.
#[derive(Debug, Clone, PartialEq)]
pub struct Metadata {
    /// `amdhsa.version`: `[major, minor]`; 1.0 is V3, 1.1 V4, 1.2 V5, 1.3 V6 (LLVM 19 writes
    /// 1.2 for V6 too).
    pub version: Vec<u64>,
    /// `amdhsa.target`: the target ID (V4+).
    pub target: Option<String>,
    /// `amdhsa.printf`: printf format descriptors.
    pub printf: Option<Vec<String>>,
    /// `amdhsa.kernels`.
    pub kernels: Vec<Kernel>,
    /// Unknown top-level entries, kept as they were.
    pub extra: Vec<(Value, Value)>,
}

/// One kernel's metadata map.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Kernel {
    /// `.name`: the source name.
    pub name: String,
    /// `.symbol`: the kernel descriptor symbol (`name.kd`).
    pub symbol: String,
    /// `.language`.
    pub language: Option<String>,
    /// `.language_version`: `[major, minor]`.
    pub language_version: Option<Vec<u64>>,
    /// `.args`.
    pub args: Option<Vec<Arg>>,
    /// `.reqd_workgroup_size`: `[x, y, z]`.
    pub reqd_workgroup_size: Option<Vec<u64>>,
    /// `.workgroup_size_hint`: `[x, y, z]`.
    pub workgroup_size_hint: Option<Vec<u64>>,
    /// `.vec_type_hint`.
    pub vec_type_hint: Option<String>,
    /// `.device_enqueue_symbol`.
    pub device_enqueue_symbol: Option<String>,
    /// `.kernarg_segment_size`.
    pub kernarg_segment_size: u64,
    /// `.group_segment_fixed_size`.
    pub group_segment_fixed_size: u64,
    /// `.private_segment_fixed_size`.
    pub private_segment_fixed_size: u64,
    /// `.kernarg_segment_align`.
    pub kernarg_segment_align: u64,
    /// `.wavefront_size`.
    pub wavefront_size: u64,
    /// `.sgpr_count`.
    pub sgpr_count: u64,
    /// `.vgpr_count`.
    pub vgpr_count: u64,
    /// `.agpr_count` (gfx90a and later).
    pub agpr_count: Option<u64>,
    /// `.max_flat_workgroup_size`.
    pub max_flat_workgroup_size: u64,
    /// `.sgpr_spill_count`.
    pub sgpr_spill_count: Option<u64>,
    /// `.vgpr_spill_count`.
    pub vgpr_spill_count: Option<u64>,
    /// `.kind`: normal, init or fini (V5+).
    pub kind: Option<String>,
    /// `.uses_dynamic_stack` (V5+).
    pub uses_dynamic_stack: Option<bool>,
    /// `.workgroup_processor_mode` (GFX10+, an integer 0/1).
    pub workgroup_processor_mode: Option<u64>,
    /// `.uniform_work_group_size` (an integer 0/1).
    pub uniform_work_group_size: Option<u64>,
    /// `.max_num_work_groups_x/y/z`.
    pub max_num_work_groups: [Option<u64>; 3],
    /// Unknown entries, kept as they were.
    pub extra: Vec<(Value, Value)>,
}

/// One kernel argument.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Arg {
    /// `.name`.
    pub name: Option<String>,
    /// `.type_name`.
    pub type_name: Option<String>,
    /// `.size` in bytes.
    pub size: u64,
    /// `.offset` in the kernarg segment.
    pub offset: u64,
    /// `.value_kind`.
    pub value_kind: String,
    /// `.value_type` (V3).
    pub value_type: Option<String>,
    /// `.pointee_align`.
    pub pointee_align: Option<u64>,
    /// `.address_space`.
    pub address_space: Option<String>,
    /// `.access`.
    pub access: Option<String>,
    /// `.actual_access`.
    pub actual_access: Option<String>,
    /// `.is_const`.
    pub is_const: Option<bool>,
    /// `.is_restrict`.
    pub is_restrict: Option<bool>,
    /// `.is_volatile`.
    pub is_volatile: Option<bool>,
    /// `.is_pipe`.
    pub is_pipe: Option<bool>,
    /// Unknown entries, kept as they were.
    pub extra: Vec<(Value, Value)>,
}

impl Arg {
    /// True for the `hidden_*` value kinds (implicit arguments filled in by the runtime).
    #[must_use]
    pub fn is_hidden(&self) -> bool {
        self.value_kind.starts_with("hidden_")
    }

    fn from_value(v: &Value, path: &str) -> Result<Self, SchemaError> {
        let mut m = MapReader::new(v, path)?;
        let a = Arg {
            name: m.opt_str(".name")?,
            type_name: m.opt_str(".type_name")?,
            size: m.req_u64(".size")?,
            offset: m.req_u64(".offset")?,
            value_kind: {
                let p = m.child(".value_kind");
                crate::schema::check_enum(m.req_str(".value_kind")?, &p, VALUE_KINDS)?
            },
            value_type: m.lenient_str(".value_type"),
            pointee_align: m.opt_u64(".pointee_align")?,
            address_space: m.opt_enum(".address_space", ADDRESS_SPACES)?,
            access: m.opt_enum(".access", ACCESS)?,
            actual_access: m.opt_enum(".actual_access", ACCESS)?,
            is_const: m.opt_bool(".is_const")?,
            is_restrict: m.opt_bool(".is_restrict")?,
            is_volatile: m.opt_bool(".is_volatile")?,
            is_pipe: m.opt_bool(".is_pipe")?,
            extra: Vec::new(),
        };
        Ok(Arg { extra: m.rest(), ..a })
    }

    fn to_value(&self) -> Value {
        let mut w = MapWriter::new();
        w.opt(".name", self.name.clone());
        w.opt(".type_name", self.type_name.clone());
        w.put(".size", self.size.into());
        w.put(".offset", self.offset.into());
        w.put(".value_kind", self.value_kind.as_str().into());
        w.opt(".value_type", self.value_type.clone());
        w.opt(".pointee_align", self.pointee_align);
        w.opt(".address_space", self.address_space.clone());
        w.opt(".access", self.access.clone());
        w.opt(".actual_access", self.actual_access.clone());
        w.opt(".is_const", self.is_const);
        w.opt(".is_restrict", self.is_restrict);
        w.opt(".is_volatile", self.is_volatile);
        w.opt(".is_pipe", self.is_pipe);
        w.finish(&self.extra)
    }
}

impl Kernel {
    fn from_value(v: &Value, path: &str) -> Result<Self, SchemaError> {
        let mut m = MapReader::new(v, path)?;
        let args = match m.take(".args") {
            None => None,
            Some(a) => {
                let p = m.child(".args");
                let items = as_array(&a, &p)?;
                Some(
                    items
                        .iter()
                        .enumerate()
                        .map(|(i, x)| Arg::from_value(x, &path_index(&p, i)))
                        .collect::<Result<Vec<_>, _>>()?,
                )
            }
        };
        let k = Kernel {
            name: m.req_str(".name")?,
            symbol: m.req_str(".symbol")?,
            language: m.opt_enum(".language", LANGUAGES)?,
            language_version: m.opt_u64_array(".language_version", Some(2))?,
            args,
            reqd_workgroup_size: m.opt_u64_array(".reqd_workgroup_size", Some(3))?,
            workgroup_size_hint: m.opt_u64_array(".workgroup_size_hint", Some(3))?,
            vec_type_hint: m.opt_str(".vec_type_hint")?,
            device_enqueue_symbol: m.opt_str(".device_enqueue_symbol")?,
            kernarg_segment_size: m.req_u64(".kernarg_segment_size")?,
            group_segment_fixed_size: m.req_u64(".group_segment_fixed_size")?,
            private_segment_fixed_size: m.req_u64(".private_segment_fixed_size")?,
            kernarg_segment_align: m.req_u64(".kernarg_segment_align")?,
            wavefront_size: m.req_u64(".wavefront_size")?,
            sgpr_count: m.req_u64(".sgpr_count")?,
            vgpr_count: m.req_u64(".vgpr_count")?,
            agpr_count: m.lenient_u64(".agpr_count"),
            max_flat_workgroup_size: m.req_u64(".max_flat_workgroup_size")?,
            sgpr_spill_count: m.lenient_u64(".sgpr_spill_count"),
            vgpr_spill_count: m.lenient_u64(".vgpr_spill_count"),
            kind: m.lenient_str(".kind"),
            uses_dynamic_stack: m.opt_bool(".uses_dynamic_stack")?,
            workgroup_processor_mode: m.opt_u64(".workgroup_processor_mode")?,
            uniform_work_group_size: m.opt_u64(".uniform_work_group_size")?,
            max_num_work_groups: [
                m.lenient_u64(".max_num_work_groups_x"),
                m.lenient_u64(".max_num_work_groups_y"),
                m.lenient_u64(".max_num_work_groups_z"),
            ],
            extra: Vec::new(),
        };
        Ok(Kernel { extra: m.rest(), ..k })
    }

    fn to_value(&self) -> Value {
        let mut w = MapWriter::new();
        w.put(".name", self.name.as_str().into());
        w.put(".symbol", self.symbol.as_str().into());
        w.opt(".language", self.language.clone());
        w.opt_u64s(".language_version", self.language_version.as_ref());
        if let Some(args) = &self.args {
            w.put(".args", Value::Array(args.iter().map(Arg::to_value).collect()));
        }
        w.opt_u64s(".reqd_workgroup_size", self.reqd_workgroup_size.as_ref());
        w.opt_u64s(".workgroup_size_hint", self.workgroup_size_hint.as_ref());
        w.opt(".vec_type_hint", self.vec_type_hint.clone());
        w.opt(".device_enqueue_symbol", self.device_enqueue_symbol.clone());
        w.put(".kernarg_segment_size", self.kernarg_segment_size.into());
        w.put(".group_segment_fixed_size", self.group_segment_fixed_size.into());
        w.put(".private_segment_fixed_size", self.private_segment_fixed_size.into());
        w.put(".kernarg_segment_align", self.kernarg_segment_align.into());
        w.put(".wavefront_size", self.wavefront_size.into());
        w.put(".sgpr_count", self.sgpr_count.into());
        w.put(".vgpr_count", self.vgpr_count.into());
        w.opt(".agpr_count", self.agpr_count);
        w.put(".max_flat_workgroup_size", self.max_flat_workgroup_size.into());
        w.opt(".sgpr_spill_count", self.sgpr_spill_count);
        w.opt(".vgpr_spill_count", self.vgpr_spill_count);
        w.opt(".kind", self.kind.clone());
        w.opt(".uses_dynamic_stack", self.uses_dynamic_stack);
        w.opt(".workgroup_processor_mode", self.workgroup_processor_mode);
        w.opt(".uniform_work_group_size", self.uniform_work_group_size);
        for (axis, v) in ["x", "y", "z"].iter().zip(self.max_num_work_groups) {
            w.opt(&format!(".max_num_work_groups_{axis}"), v);
        }
        w.finish(&self.extra)
    }

    /// The explicit (non-hidden) arguments.
    pub fn explicit_args(&self) -> impl Iterator<Item = &Arg> {
        self.args.iter().flatten().filter(|a| !a.is_hidden())
    }
}

impl Metadata {
    /// Reads and validates a V3+ metadata map.
    ///
    /// # Errors
    /// [`SchemaError`] naming the path of the first problem.
    pub fn from_value(v: &Value) -> Result<Self, SchemaError> {
        let mut m = MapReader::new(v, "")?;
        let version = {
            let p = m.child("amdhsa.version");
            let v = m.require("amdhsa.version")?;
            crate::schema::u64_array(&v, &p, Some(2))?
        };
        let kp = m.child("amdhsa.kernels");
        let kv = m.require("amdhsa.kernels")?;
        let kernels = as_array(&kv, &kp)?
            .iter()
            .enumerate()
            .map(|(i, k)| Kernel::from_value(k, &path_index(&kp, i)))
            .collect::<Result<Vec<_>, _>>()?;
        let target = m.opt_str("amdhsa.target")?;
        let printf = m.opt_str_array("amdhsa.printf")?;
        Ok(Metadata { version, target, printf, kernels, extra: m.rest() })
    }

    /// Rules llvm-mc-19 does not enforce but a loader relies on: every argument lies inside the
    /// kernarg segment, `.kind` is normal/init/fini, dynamic shared pointers give
    /// `.pointee_align`. Returns every problem found.
    #[must_use]
    pub fn lint(&self) -> Vec<SchemaError> {
        let mut out = Vec::new();
        for (ki, k) in self.kernels.iter().enumerate() {
            let kpath = path_index("/amdhsa.kernels", ki);
            if let Some(kind) = &k.kind
                && !KERNEL_KINDS.contains(&kind.as_str())
            {
                out.push(SchemaError::NotAllowed {
                    path: format!("{kpath}/.kind"),
                    value: kind.clone(),
                    allowed: KERNEL_KINDS,
                });
            }
            for (ai, a) in k.args.iter().flatten().enumerate() {
                let path = path_index(&format!("{kpath}/.args"), ai);
                if a.value_kind == "dynamic_shared_pointer" && a.pointee_align.is_none() {
                    out.push(SchemaError::Missing { path: path.clone(), key: ".pointee_align".into() });
                }
                if a.offset.checked_add(a.size).is_none_or(|end| end > k.kernarg_segment_size) {
                    out.push(SchemaError::Invalid {
                        path,
                        message: format!(
                            "argument [{}, {}) lies outside the {}-byte kernarg segment",
                            a.offset,
                            a.offset.saturating_add(a.size),
                            k.kernarg_segment_size
                        ),
                    });
                }
            }
        }
        out
    }

    /// The MessagePack value (maps in LLVM's key order, unknown entries included).
    #[must_use]
    pub fn to_value(&self) -> Value {
        let mut w = MapWriter::new();
        w.put("amdhsa.version", u64s(&self.version));
        w.opt("amdhsa.target", self.target.clone());
        if let Some(p) = &self.printf {
            w.put("amdhsa.printf", Value::Array(p.iter().map(|s| Value::from(s.as_str())).collect()));
        }
        w.put("amdhsa.kernels", Value::Array(self.kernels.iter().map(Kernel::to_value).collect()));
        w.finish(&self.extra)
    }

    /// Decodes and validates MessagePack bytes (a note's descriptor).
    ///
    /// # Errors
    /// [`crate::MetadataError`].
    pub fn decode(bytes: &[u8]) -> Result<Self, crate::MetadataError> {
        let v = crate::msgpack::decode(bytes)?;
        Ok(Self::from_value(&v)?)
    }

    /// Encodes as MessagePack bytes.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        crate::msgpack::encode(&self.to_value())
    }

    /// The kernel whose `.symbol` or `.name` is `name`.
    #[must_use]
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.symbol == name || k.name == name)
    }
}
