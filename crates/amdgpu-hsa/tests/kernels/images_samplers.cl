// hidden: none
kernel void images_samplers(read_only image2d_t img, sampler_t smp, write_only image1d_t a, image1d_buffer_t b, image2d_array_t c, image3d_t d, image1d_array_t e, read_write image2d_t f, global float *o) { o[0] = 1.0f; }
