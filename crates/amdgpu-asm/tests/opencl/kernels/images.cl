kernel void img_copy(read_only image2d_t src, write_only image2d_t dst, sampler_t s,
                     read_only image3d_t vol, read_only image1d_buffer_t buf) {
  int2 p = (int2)((int)__builtin_amdgcn_workitem_id_x(), (int)__builtin_amdgcn_workgroup_id_y());
  float4 c = read_imagef(src, s, p);
  float4 d = read_imagef(vol, s, (float4)(0.5f, 0.25f, 0.125f, 0.0f));
  uint4 e = read_imageui(buf, p.x);
  write_imagef(dst, p, c + d + convert_float4(e));
  int w = get_image_width(src);
  write_imagef(dst, p + w, (float4)((float)w));
}
