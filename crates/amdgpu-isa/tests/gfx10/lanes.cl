// Lane masks in wave64 (tests/gfx10_kernel.rs, docs/0026-wave64.md): compares and selects,
// 64-bit carries, a division (v_div_scale / v_div_fmas), a branch on a divergent condition.
__kernel void lanes(__global float *out, __global const float *a, __global const long *b, int n) {
    int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    float x = a[i];
    long s = b[i] + b[i + n];
    float y = x > 0.5f ? x / (float)(n + 1) : -x;
    if (i < n && s != 7) {
        y += (float)(s >> 3);
    }
    out[i] = y;
}
