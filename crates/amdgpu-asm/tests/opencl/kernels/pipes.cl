kernel void producer(write_only pipe int p, global const int *src) {
  int v = src[__builtin_amdgcn_workitem_id_x()];
  write_pipe(p, &v);
  reserve_id_t r = reserve_write_pipe(p, 4);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 0, &v);
    commit_write_pipe(p, r);
  }
}
kernel void consumer(read_only pipe float4 p, global float4 *dst) {
  float4 v;
  if (read_pipe(p, &v) == 0) dst[__builtin_amdgcn_workitem_id_x()] = v;
  dst[0].x = (float)get_pipe_num_packets(p) + (float)get_pipe_max_packets(p);
}
