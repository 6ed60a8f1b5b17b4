static inline int twice(int v) { return v * 2 + (v >> 3); }
