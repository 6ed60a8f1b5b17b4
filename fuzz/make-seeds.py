#!/usr/bin/env python3
"""Writes the curated fuzz seeds in fuzz/seeds/<target>/ from the repository's own test data
(docs/0012-fuzzing.md, "Seed corpus"). Standard library only; run from anywhere:
    python3 fuzz/make-seeds.py
Files are named by the first 16 hex digits of their SHA-1, so re-running adds nothing twice.
Minimised inputs kept from fuzzing runs live beside these (named the same way)."""
import os, re, struct, hashlib, glob, sys
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root, 'fuzz/seeds')
def put(target, data):
    d = os.path.join(out, target); os.makedirs(d, exist_ok=True)
    if isinstance(data, str): data = data.encode()
    name = hashlib.sha1(data).hexdigest()[:16]
    open(os.path.join(d, name), 'wb').write(data)

# target_id: first column of the target-id corpus
for line in open(f'{root}/crates/amdgpu-target/tests/corpus/target-ids.tsv'):
    if line.startswith('#') or '\t' not in line: continue
    put('target_id', line.split('\t')[0])

# legacy: AMDIL metadata lines and Catalyst OpenCL 2.0 parameter lists
for line in open(f'{root}/crates/amdgpu-legacy/tests/corpus/amdil/good-lines.txt'):
    line = line.rstrip('\n')
    if line and not line.startswith('#'): put('legacy', line)
for line in open(f'{root}/crates/amdgpu-legacy/tests/corpus/cl2/signatures.txt'):
    line = line.rstrip('\n')
    if line and not line.startswith('#') and '|' in line: put('legacy', line.split('|', 1)[1].strip())

# kernarg_signature: the parameter lists (with their typedefs) of the kernarg test kernels
for f in sorted(glob.glob(f'{root}/crates/amdgpu-hsa/tests/kernels/*.cl')):
    src = open(f).read()
    decls = ' '.join(l for l in src.splitlines() if l.startswith('typedef') or l.startswith('struct'))
    for m in re.finditer(r'kernel void \w+\(([^)]*(?:\([^)]*\)[^)]*)*)\)\s*\{', src):
        put('kernarg_signature', (decls + ' ' + m.group(1)).strip())

# descriptor: kernel descriptors (64 bytes) and amd_kernel_code_t (256 bytes) from the hex dumps
for f in sorted(glob.glob(f'{root}/crates/amdgpu-hsa/tests/akc/*.bytes') + glob.glob(f'{root}/crates/amdgpu-hsa/tests/descriptors/*.bytes')):
    hexs = ''.join(l.strip().replace(' ', '') for l in open(f) if not l.startswith('#'))
    try: put('descriptor', bytes.fromhex(hexs))
    except ValueError: print('skip', f, file=sys.stderr)

# ELF helpers for the object-derived seeds
def sections(data):
    if data[:4] != b'\x7fELF' or data[4] != 2: return []
    shoff, = struct.unpack_from('<Q', data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', data, 0x3a)
    out = []
    for i in range(shnum):
        name, typ, flags, addr, off, size = struct.unpack_from('<IIQQQQ', data, shoff + i * shentsize)
        out.append([name, typ, flags, off, size])
    stro = out[shstrndx][3]
    for s in out:
        n = data[stro + s[0]: data.index(b'\0', stro + s[0])]
        s[0] = n.decode()
    return out

def notes(data, off, size):
    p, end = off, off + size
    while p + 12 <= end:
        namesz, descsz, typ = struct.unpack_from('<III', data, p)
        name = data[p + 12: p + 12 + namesz]
        d = p + 12 + ((namesz + 3) & ~3)
        yield name, typ, data[d: d + descsz]
        p = d + ((descsz + 3) & ~3)

objs = sorted(glob.glob(f'{root}/crates/**/*.o', recursive=True) + glob.glob(f'{root}/examples/**/*.o', recursive=True))
procs = ['gfx600','gfx601','gfx602','gfx700','gfx701','gfx702','gfx703','gfx704','gfx705','gfx801','gfx802','gfx803','gfx810','gfx900','gfx902','gfx904','gfx906','gfx908','gfx909','gfx90a','gfx90c']
mach = {0x20:'gfx600',0x21:'gfx601',0x22:'gfx700',0x23:'gfx701',0x24:'gfx702',0x25:'gfx703',0x26:'gfx704',0x28:'gfx801',0x29:'gfx802',0x2a:'gfx803',0x2b:'gfx810',0x2c:'gfx900',0x2d:'gfx902',0x2e:'gfx904',0x2f:'gfx906',0x30:'gfx908',0x31:'gfx909',0x3f:'gfx90a',0x32:'gfx90c',0x3a:'gfx602',0x3b:'gfx705'}
seen_text = 0
for f in objs:
    data = open(f, 'rb').read()
    try: secs = sections(data)
    except Exception: continue
    eflags, = struct.unpack_from('<I', data, 0x30)
    cpu = mach.get(eflags & 0xff)
    for name, typ, flags, off, size in secs:
        if typ == 7:  # SHT_NOTE
            for nname, ntyp, desc in notes(data, off, size):
                if nname.rstrip(b'\0') == b'AMDGPU' and ntyp == 32 and len(desc) <= 4096:
                    put('metadata_msgpack', desc)
                if nname.rstrip(b'\0') == b'AMD' and ntyp == 10 and len(desc) <= 8192:
                    put('metadata_yaml', desc)
        if name == '.text' and size and cpu in procs and size <= 2048 and seen_text < 40:
            put('isa_decode', bytes([procs.index(cpu)]) + data[off: off + size]); seen_text += 1
for t in sorted(os.listdir(out)):
    fs = os.listdir(os.path.join(out, t))
    print(t, len(fs), sum(os.path.getsize(os.path.join(out, t, x)) for x in fs))
