// One builtin per kernel; tests/initial_state_oracle.rs checks where clang-19 reads it from.
kernel void wg_x(global uint *o) { o[0] = __builtin_amdgcn_workgroup_id_x(); }
kernel void wg_y(global uint *o) { o[0] = __builtin_amdgcn_workgroup_id_y(); }
kernel void wg_z(global uint *o) { o[0] = __builtin_amdgcn_workgroup_id_z(); }
kernel void wg_xz(global uint *o) { o[__builtin_amdgcn_workgroup_id_x()] = __builtin_amdgcn_workgroup_id_z(); }
kernel void dispatch_ptr(global uint *o) { o[0] = ((constant uint *)__builtin_amdgcn_dispatch_ptr())[1]; }
kernel void queue_ptr(global uint *o) { o[0] = ((constant uint *)__builtin_amdgcn_queue_ptr())[1]; }
kernel void kernarg_ptr(global uint *o) { o[1] = 7; }
kernel void wi_y(global uint *o) { o[0] = __builtin_amdgcn_workitem_id_y(); }
kernel void wi_z(global uint *o) { o[0] = __builtin_amdgcn_workitem_id_z(); }
