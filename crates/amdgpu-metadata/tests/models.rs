//! Typed model round trips: model -> MessagePack/YAML -> model is the identity, including
//! unknown keys, for a family of generated models.

use amdgpu_metadata::v3::{Arg, Kernel, Metadata};
use amdgpu_metadata::{Value, v2};

fn kernel(i: u64) -> Kernel {
    let args = (0..i % 4)
        .map(|j| Arg {
            name: (j % 2 == 0).then(|| format!("a{j}")),
            type_name: Some("float*".into()),
            size: 8,
            offset: 8 * j,
            value_kind: ["global_buffer", "by_value", "hidden_block_count_x", "dynamic_shared_pointer"]
                [j as usize % 4]
                .into(),
            value_type: (i % 3 == 0).then(|| "f32".into()),
            pointee_align: (j == 3).then_some(4),
            address_space: (j == 0).then(|| "global".into()),
            access: (i % 2 == 1).then(|| "read_write".into()),
            actual_access: None,
            is_const: (j == 1).then_some(true),
            is_restrict: None,
            is_volatile: (i == 5).then_some(false),
            is_pipe: None,
            extra: if j == 2 { vec![(Value::from(".vendor.x"), Value::from(i))] } else { vec![] },
        })
        .collect::<Vec<_>>();
    Kernel {
        name: format!("k{i}"),
        symbol: format!("k{i}.kd"),
        language: (i % 2 == 0).then(|| "OpenCL C".into()),
        language_version: (i % 2 == 0).then(|| vec![2, 0]),
        args: (i % 5 != 4).then_some(args),
        reqd_workgroup_size: (i % 3 == 1).then(|| vec![64, 1, 1]),
        workgroup_size_hint: (i % 4 == 2).then(|| vec![8, 8, 1]),
        vec_type_hint: (i == 3).then(|| "int4".into()),
        device_enqueue_symbol: (i == 6).then(|| "k6_rh".into()),
        kernarg_segment_size: 32 + i,
        group_segment_fixed_size: 16 * i,
        private_segment_fixed_size: i,
        kernarg_segment_align: 8,
        wavefront_size: if i % 2 == 0 { 64 } else { 32 },
        sgpr_count: 10 + i,
        vgpr_count: 3 + i,
        agpr_count: (i % 3 == 2).then_some(i),
        max_flat_workgroup_size: 256,
        sgpr_spill_count: Some(0),
        vgpr_spill_count: (i > 2).then_some(1),
        kind: (i == 1).then(|| "init".into()),
        uses_dynamic_stack: Some(i % 2 == 0),
        workgroup_processor_mode: (i % 2 == 1).then_some(1),
        uniform_work_group_size: (i == 4).then_some(1),
        max_num_work_groups: [(i == 7).then_some(4), None, (i == 7).then_some(2)],
        extra: vec![(Value::from(".zz.unknown"), Value::Array(vec![Value::from(i), Value::from("x")]))],
    }
}

#[test]
fn v3_models_round_trip() {
    for n in 0..8u64 {
        let m = Metadata {
            version: vec![1, n % 3],
            target: (n % 2 == 0).then(|| "amdgcn-amd-amdhsa--gfx90a:xnack-".into()),
            printf: (n == 3).then(|| vec!["1:1:4:%d\\n".into()]),
            kernels: (0..n).map(kernel).collect(),
            extra: vec![(Value::from("amdhsa.vendor"), Value::Map(vec![(Value::from(1u64), Value::Nil)]))],
        };
        let bytes = m.encode();
        let back = Metadata::decode(&bytes).unwrap();
        assert_eq!(back, m, "model {n}");
        assert_eq!(back.encode(), bytes, "model {n}");
    }
}

#[test]
fn v2_unknown_keys_round_trip() {
    let text = "---
Version:         [ 1, 0 ]
Kernels:
  - Name:            k
    SymbolName:      'k@kd'
    Args:
      - Size:            4
        Align:           4
        ValueKind:       ByValue
        Vendor.Extra:    yes
    CodeProps:
      KernargSegmentSize: 4
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 4
      WavefrontSize:   64
    DebugProps:
      DebuggerABIVersion: [ 1, 0 ]
      ReservedNumVGPRs: 4
...
";
    let m = v2::Metadata::parse(text).unwrap();
    assert_eq!(m.kernels[0].extra.len(), 1);
    assert_eq!(m.kernels[0].args.as_ref().unwrap()[0].extra.len(), 1);
    let again = v2::Metadata::parse(&m.to_yaml()).unwrap();
    assert_eq!(again, m);
}
