// Images and samplers through the OpenCL builtins (undefined functions without the device
// clang-flags: -Xclang -finclude-default-header -fvisibility=default
// library: calls through the GOT), get_global_id from the default header.
__kernel void img(read_only image2d_t src, write_only image2d_t dst, sampler_t smp, __global float4 *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(src, smp, p);
  write_imagef(dst, p, v * 2.0f);
  out[get_global_id(0)] = v + (float4)(get_image_width(src), get_image_height(src), 0, 1);
}
