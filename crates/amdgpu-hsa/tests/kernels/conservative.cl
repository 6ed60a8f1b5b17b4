// hidden: conservative
kernel void conservative(read_only image2d_t img, sampler_t smp, global float4 *o) { o[0] = read_imagef(img, smp, (int2)(0, 0)); }
