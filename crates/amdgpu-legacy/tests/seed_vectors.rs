//! Exact vectors from seeds 003 and 004 (and values derived from their rules), asserted
//! directly. Line numbers refer to the seed files in /work/shared/seeds.

use amdgpu_legacy::amdil::{self, DataType, cb0, pack};
use amdgpu_legacy::cl2::{
    self, Bits, ChannelDataType, ChannelOrder, Features, UserSgprRole as R, VectorAlign,
};

fn feats(list: &str) -> Features {
    Features::parse(list).unwrap()
}

// ---- seed 003 L24-31: user data SGPRs ----

#[test]
fn user_sgpr_rules_of_seed_003() {
    // (features, gfx9, count, setup pointer, args pointer)
    type Row = (&'static str, bool, u32, Option<u32>, Option<u32>);
    let rows: [Row; 6] = [
        ("", false, 4, None, None),
        ("useargs", false, 6, None, Some(4)),
        ("usesetup", false, 8, Some(4), Some(6)),
        ("useenqueue", false, 10, Some(4), Some(6)),
        ("usegeneric", false, 12, Some(4), Some(8)),
        ("usegeneric", true, 10, Some(4), Some(6)),
    ];
    for (list, gfx9, count, setup, args) in rows {
        let l = cl2::user_sgprs(feats(list), gfx9);
        assert_eq!(l.count, count, "{list} gfx9={gfx9}");
        assert_eq!(l.find(R::SetupPointer), setup, "{list}");
        assert_eq!(l.find(R::ArgsPointer), args, "{list}");
        assert_eq!(l.find(R::ScratchDescriptor), Some(0), "{list}: s[0:3] scratch (L93)");
        // groups are dense from s0
        let mut next = 0;
        for g in &l.groups {
            assert_eq!(g.first, next);
            next += g.count;
        }
        assert_eq!(next, count);
    }
    // L97: with usegeneric, s[6:7] aperture buffer, s10 flat scratch offset, s11 size
    let g = cl2::user_sgprs(feats("usegeneric"), false);
    assert_eq!(g.find(R::FlatApertureBuffer), Some(6));
    assert_eq!(g.find(R::FlatScratchOffset), Some(10));
    assert_eq!(g.find(R::FlatScratchSize), Some(11));
    assert_eq!((cl2::FLAT_LDS_BASE_HI_DWORD, cl2::FLAT_SCRATCH_BASE_HI_DWORD), (16, 17));
}

#[test]
fn feature_precedence_highest_rule_wins() {
    assert_eq!(cl2::user_sgprs(feats("useargs,usesetup"), false).count, 8);
    assert_eq!(cl2::user_sgprs(feats("usesetup usegeneric"), false).count, 12);
    assert_eq!(cl2::user_sgprs(feats("useargs,useenqueue"), false).count, 10);
    // GFX9 changes only the usegeneric row
    assert_eq!(cl2::user_sgprs(feats("usesetup"), true).count, 8);
    assert_eq!(cl2::user_sgprs(feats(""), true).count, 4);
}

#[test]
fn feature_list_errors_are_located() {
    let e = Features::parse("usesetup,usefoo").unwrap_err();
    assert_eq!((e.col, e.name.as_str()), (10, "usefoo"));
    assert_eq!(feats("usesetup,useargs,useenqueue,usegeneric").list().len(), 4);
}

// ---- seed 003 L35-40: setup buffer ----

#[test]
fn setup_buffer_dwords() {
    let s = cl2::SetupBuffer {
        dims: 3,
        local_size: [64, 2, 4],
        global_size: [1024, 8, 16],
        ..Default::default()
    };
    let d = s.to_dwords();
    assert_eq!(d, [3 << 16, 64 | (2 << 16), 4, 1024, 8, 16]);
    assert_eq!(cl2::SetupBuffer::from_dwords(d), s);
    let raw = [0xDEAD_BEEF, 0x1234_5678, 0x9ABC_DEF0, 1, 2, 3];
    assert_eq!(cl2::SetupBuffer::from_dwords(raw).to_dwords(), raw);
    assert_eq!(cl2::SetupBuffer::from_dwords(raw).dims, 0xDEAD);
}

// ---- seed 003 L42-53: argument buffer ----

#[test]
fn hidden_arguments_then_user_arguments() {
    let sig = cl2::parse_signature("global float* p, int n, float3 v").unwrap();
    let l64 = cl2::layout(&sig, Bits::B64, VectorAlign::Vector);
    assert_eq!(l64.hidden.iter().map(|a| a.offset).collect::<Vec<_>>(), [0, 8, 16, 24, 32, 40]);
    assert_eq!(l64.hidden[3].name, "printf_buffer");
    assert_eq!(l64.user.iter().map(|a| a.offset).collect::<Vec<_>>(), [48, 56, 64]);
    assert_eq!(l64.user[2].size, 16, "3-component vectors take the size of 4");
    assert_eq!(l64.end, 80);
    let e64 = cl2::layout(&sig, Bits::B64, VectorAlign::Element);
    assert_eq!(e64.user[2].offset, 60);
    let l32 = cl2::layout(&sig, Bits::B32, VectorAlign::Vector);
    assert_eq!(l32.hidden[5].offset, 20);
    assert_eq!(l32.user.iter().map(|a| a.offset).collect::<Vec<_>>(), [24, 28, 32]);
}

#[test]
fn pointer_sized_arguments() {
    let sig = cl2::parse_signature(
        "__read_only image2d_t img, sampler_t s, queue_t q, struct S st, union U u, clk_event_t ev, \
         __global const uchar4 *restrict in, char c, short h, unsigned char uc",
    )
    .unwrap();
    for (bits, p) in [(Bits::B32, 4), (Bits::B64, 8)] {
        let l = cl2::layout(&sig, bits, VectorAlign::Vector);
        for a in &l.user[..7] {
            assert_eq!((a.size, a.align), (p, p), "{} {:?}", a.name, bits);
        }
        let [c, h, uc] = [&l.user[7], &l.user[8], &l.user[9]];
        assert_eq!((c.size, h.size, uc.size), (1, 2, 1));
        assert_eq!(h.offset % 2, 0);
        assert_eq!(l.user[6].ty, "uchar4*");
    }
}

// ---- seed 003 L55-85: image info ----

#[test]
fn channel_tables_of_seed_003() {
    let types = [
        "CL_SNORM_INT8",
        "CL_SNORM_INT16",
        "CL_UNORM_INT8",
        "CL_UNORM_INT16",
        "CL_UNORM_INT24",
        "CL_UNORM_SHORT_555",
        "CL_UNORM_SHORT_565",
        "CL_UNORM_INT_101010",
        "CL_SIGNED_INT8",
        "CL_SIGNED_INT16",
        "CL_SIGNED_INT32",
        "CL_UNSIGNED_INT8",
        "CL_UNSIGNED_INT16",
        "CL_UNSIGNED_INT32",
        "CL_HALF_FLOAT",
        "CL_FLOAT",
    ];
    assert_eq!(ChannelDataType::ALL.len(), 16);
    for (v, name) in types.iter().enumerate() {
        let t = ChannelDataType::from_dword(v as u32);
        assert_eq!(t.as_str(), *name);
        assert_eq!(t.value(), v as u32);
    }
    let orders = [
        "CL_A",
        "CL_R",
        "CL_Rx",
        "CL_RG",
        "CL_RGx",
        "CL_RA",
        "CL_RGB",
        "CL_RGBx",
        "CL_RGBA",
        "CL_BGRA",
        "CL_ARGB",
        "CL_ABGR",
        "CL_sRGB",
        "CL_sRGBx",
        "CL_sRGBA",
        "CL_sBGRA",
        "CL_INTENSITY",
        "CL_LUMINANCE",
        "CL_DEPTH",
        "CL_DEPTH_STENCIL",
    ];
    assert_eq!(ChannelOrder::ALL.len(), 20);
    for (v, name) in orders.iter().enumerate() {
        let o = ChannelOrder::from_dword(v as u32).unwrap();
        assert_eq!(o.as_str(), *name);
        assert_eq!(o.value(), v as u32);
    }
    // masking before lookup
    assert_eq!(ChannelDataType::from_dword(0x1F3), ChannelDataType::UnormInt16);
    assert_eq!(ChannelOrder::from_dword(0x35), None, "0x35 & 0x1F = 21 has no entry");
    assert_eq!(ChannelOrder::from_dword(0xE8), Some(ChannelOrder::Rgba));
    let info = cl2::ImageInfo::decode(0xFF, 0x13);
    assert_eq!((info.data_type, info.order), (ChannelDataType::Float, Some(ChannelOrder::DepthStencil)));
}

// ---- seed 004 L104-153: cb0 ----

#[test]
fn cb0_rows_cover_bytes_0_to_139() {
    assert_eq!(cb0::CB0_ROWS.len(), 35);
    for (i, r) in cb0::CB0_ROWS.iter().enumerate() {
        assert_eq!(r.byte, 4 * i as u32);
        let lane = ["x", "y", "z", "w"][i % 4];
        assert_eq!(r.loc, format!("cb0[{}].{lane}", i / 4));
    }
    assert_eq!(cb0::CB0_RESERVED_BYTES, 140);
}

#[test]
fn cb0_ndrange_and_task_values() {
    let mut v = cb0::Cb0Values::ndrange(1, [1024, 7, 7], [64, 3, 3]).unwrap();
    v.private_per_thread = 16;
    v.printf_size = 4096;
    let w = v.words();
    assert_eq!(&w[..12], &[1024, 1, 1, 1, 64, 1, 1, 0, 16, 1, 1, 0]);
    assert_eq!(w[13], 16);
    assert_eq!(&w[20..24], &[0x0000_0000, 0x3F00_0000, 0x3F80_0000, 0x4000_0000]);
    assert_eq!(w[34], 4096);
    let b = v.bytes();
    assert_eq!(b.len(), 140);
    assert_eq!(&b[32..36], &16u32.to_le_bytes());
    assert_eq!(&b[84..88], &[0, 0, 0, 0x3F]);
    let t = cb0::Cb0Values::task().words();
    assert_eq!(&t[..12], &[1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0]);
    assert_eq!(cb0::Cb0Values::ndrange(4, [1; 3], [1; 3]), Err(cb0::Cb0Error::WorkDim(4)));
    assert_eq!(cb0::Cb0Values::ndrange(2, [100, 10, 1], [0, 1, 1]), Err(cb0::Cb0Error::ZeroLocal(0)));
    assert!(matches!(
        cb0::Cb0Values::ndrange(2, [100, 10, 1], [64, 1, 1]),
        Err(cb0::Cb0Error::NotDivisible { dim: 0, global: 100, local: 64 })
    ));
}

#[test]
fn cb0_flat_offsets_and_address_formulas() {
    let mut v = cb0::Cb0Values::task();
    v.global_offset = [2, 3, 4];
    v.group_offset = [5, 0, 9];
    let w = v.words();
    assert_eq!((w[27], w[31]), (24, 0), "x*y*z as the seed writes it");
    v.private_ring_offset = 0x1000;
    v.private_per_thread = 32;
    v.private_mask = 0xFF;
    assert_eq!(cb0::private_address(&v, 0x103, 8), 3 * 32 + 0x1000 + 8);
    v.private_mask = 0; // the table's value: every thread gets index 0
    assert_eq!(cb0::private_address(&v, 0x103, 8), 0x1008);
    v.local_ring_offset = 256;
    v.local_per_group = 1024;
    v.local_mask = 0xFFFF_FFFF;
    assert_eq!(cb0::local_address(&v, 2, 4), 2048 + 256 + 4);
}

// ---- seed 004 L217-263: argument packing and image metadata ----

#[test]
fn argument_slot_counts() {
    let v = |data_type, size| pack::ArgSpec::Value { data_type, size };
    let cases = [
        (v(DataType::I32, 1), 1),
        (v(DataType::Float, 4), 1),
        (v(DataType::Float, 8), 2),  // L239
        (v(DataType::Double, 8), 4), // L239
        (v(DataType::Float, 16), 4),
        (v(DataType::Double, 16), 8),
        (v(DataType::I64, 4), 2),
        (v(DataType::I64, 1), 1),
        (v(DataType::Double, 3), 2),
        (v(DataType::I32, 8), 2),
        (v(DataType::I8, 2), 1),
        (v(DataType::I8, 3), 1),
        (v(DataType::I8, 8), 2),
        (v(DataType::I8, 16), 4),
        (v(DataType::I16, 8), 2),
        (v(DataType::I16, 16), 4),
        (v(DataType::I1, 4), 1),
        (v(DataType::Struct, 1), 1),
        (v(DataType::Struct, 16), 1),
        (v(DataType::Struct, 17), 2),
        (v(DataType::Union, 40), 3),
        (v(DataType::Event, 1), 1),
        (pack::ArgSpec::Pointer, 1),
        (pack::ArgSpec::Counter, 1),
        (pack::ArgSpec::Image, 2),
    ];
    for (spec, slots) in cases {
        assert_eq!(spec.slots(), slots, "{spec:?}");
    }
    assert_eq!(v(DataType::I8, 8).component_offsets(), [0, 1, 2, 3, 16, 17, 18, 19]);
    assert_eq!(v(DataType::I8, 2).component_offsets(), [0, 1]);
    assert_eq!(v(DataType::I64, 2).component_offsets(), [0, 8]);
    assert_eq!(v(DataType::Float, 8).component_offsets(), [0, 4, 8, 12, 16, 20, 24, 28]);
}

#[test]
fn sequential_packing_from_byte_96() {
    // (global int* a, int b, float4 c, double8 d, char2 e, char8 f, struct{int;char;} s)
    let v = |data_type, size| pack::ArgSpec::Value { data_type, size };
    let args = [
        pack::ArgSpec::Pointer,
        v(DataType::I32, 1),
        v(DataType::Float, 4),
        v(DataType::Double, 8),
        v(DataType::I8, 2),
        v(DataType::I8, 8),
        v(DataType::Struct, 8),
    ];
    assert_eq!(pack::pack(&args, 96), [96, 112, 128, 144, 208, 224, 256]);
    assert_eq!(pack::pack(&args, 0)[1], 16);
    assert_eq!(pack::pack(&[pack::ArgSpec::Pointer], 1), [16], "base rounds up to a slot");
}

#[test]
fn image_metadata_words() {
    let img = pack::ImageInfo {
        width: 64,
        height: 32,
        depth: 1,
        offset: 7,
        data_type: 3,
        channel_order: 8,
        row_pitch: 256,
        slice_pitch: 8192,
    };
    assert_eq!(pack::image_words_7xx(&img), [64, 32, 1, 7, 3, 8, 256, 8192]);
    assert_eq!(pack::image_words_8xx(&img), [64, 32, 1, 3, 0x3C80_0000, 0x3D00_0000, 0x3F80_0000, 8]);
}

// ---- seed 004 L269-530: metadata ----

#[test]
fn printf_examples_of_seed_004() {
    assert_eq!(amdil::format_decoded_len(r"!---initizeWSDeque---!\n"), 23);
    assert_eq!(amdil::format_decoded_len(r"Bottom: %d Top: %d InitialSize: %d\n"), 35);
    let doc = amdil::parse(
        ";ARGSTART:k\n;printf_fmt:4:3:4:4:4:35:Bottom: %d Top: %d InitialSize: %d\\n;\n;ARGEND:k\n",
    )
    .unwrap();
    let k = doc.kernels().next().unwrap();
    let amdil::EntryKind::Printf { id, arg_sizes, length, format } = &k.entries[0].kind else { panic!() };
    assert_eq!((*id, arg_sizes.as_slice(), *length), (4, &[4, 4, 4][..], 35));
    assert_eq!(format, r"Bottom: %d Top: %d InitialSize: %d\n");
}

#[test]
fn data_segment_examples_of_seed_004() {
    let doc = amdil::parse(
        ";#DATASTART:2:1040\n;#i32:0:3:20:9123:124\n;#float:16:2:42B60000:448C8000\n;#DATAEND:2\n",
    )
    .unwrap();
    let d = doc.data_segments().next().unwrap();
    assert_eq!((d.cb, d.size, d.end_cb), (Some(2), 1040, Some(2)));
    let amdil::DataValue::Hex { bits, .. } = d.vectors[1].values[0] else { panic!() };
    assert_eq!(f32::from_bits(bits as u32), 91.0);
    let amdil::DataValue::Hex { bits, .. } = d.vectors[1].values[1] else { panic!() };
    assert_eq!(f32::from_bits(bits as u32), 1124.0);
    assert!(amdil::validate(&doc).is_empty());
    // The seed's own example 2 with all 1023 floats does not fit its stated size: a warning.
    let mut big = String::from(";#DATASTART:2:1040\n;#i32:0:3:20:9123:124\n;#float:16:1023");
    for _ in 0..1023 {
        big.push_str(":42B60000");
    }
    big.push_str("\n;#DATAEND:2\n");
    let diags = amdil::validate(&amdil::parse(&big).unwrap());
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].severity, amdil::Severity::Warning);
    assert!(diags[0].message.contains("4108"), "{}", diags[0].message);
}

#[test]
fn pseudo_instruction_dollar_counts() {
    for n in 8..=10 {
        let src = format!(";{}\n", "$".repeat(n));
        let doc = amdil::parse(&src).unwrap();
        assert!(matches!(doc.items[0], amdil::Item::PseudoCall { dollars, .. } if usize::from(dollars) == n));
        assert_eq!(doc.to_string(), src);
    }
    for n in [7, 11] {
        let doc = amdil::parse(&format!(";{}\n", "$".repeat(n))).unwrap();
        assert!(matches!(doc.items[0], amdil::Item::Text { .. }), "{n} dollars is a comment");
    }
}
