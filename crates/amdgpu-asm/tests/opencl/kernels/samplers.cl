constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
kernel void sampled(read_only image2d_array_t arr, read_write image2d_t rw, global float4 *out) {
  uint i = __builtin_amdgcn_workitem_id_x();
  out[i] = read_imagef(arr, nearest, (int4)(i, 1, 2, 0)) + read_imagef(arr, linear, (float4)(0.1f));
  write_imagef(rw, (int2)(i, 0), read_imagef(rw, (int2)(i, 1)));
}
