typedef struct { float x, y, z; int id; } point;
typedef struct __attribute__((packed)) { char c; int i; short s; } packed_t;
typedef struct { double d; char c; long l[3]; } big_t;
kernel void structs(global point *out, point p, packed_t q, big_t b, global const point *in) {
  uint i = __builtin_amdgcn_workitem_id_x();
  point r = in[i];
  r.x += p.x + (float)q.c;
  r.y += p.y + (float)q.s;
  r.z += (float)b.d + (float)b.l[2];
  r.id = p.id + q.i + b.c;
  out[i] = r;
}
