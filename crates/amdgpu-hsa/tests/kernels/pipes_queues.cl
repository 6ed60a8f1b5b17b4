// hidden: none
kernel void pipes_queues(pipe int p, write_only pipe float4 q, queue_t dq, global int *o) { o[0] = 1; }
