// hidden: none
kernel void scalars(char a, uchar b, short c, ushort d, int e, uint f, long g, ulong h, float i, double j, unsigned int m, unsigned char n, global int *o) { o[0] = a + g; }
