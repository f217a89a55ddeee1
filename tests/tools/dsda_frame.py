#!/usr/bin/env python3
"""dsda-doom's screenshot of a 320x200 software frame -> that frame as an
8-bit indexed PNG in PLAYPAL 0. dsda-doom 0.25.6 saves the window: 640x480
RGB, each column twice and each row 2 or 3 times (nearest texel, for 4:3),
each channel through level 0 of its GAMMATBL lump (dsda-doom.wad), which
adds 1. So each pixel is read at the centre of its block and must be a
palette colour through that table (on Freedoom's palette no two colours
meet). Where PLAYPAL repeats a colour the index is the first: compare by
colour.
usage: dsda_frame.py SHOT.png PLAYPAL.lmp DSDA-DOOM.WAD OUT.png"""
import struct
import sys
import zlib

sys.path.insert(0, __import__('os').path.dirname(__file__))
from png8 import write_png8  # noqa: E402



def read_rgb_png(fn):
    d = open(fn, 'rb').read()
    assert d[:8] == b'\x89PNG\r\n\x1a\n'
    p, idat = 8, b''
    while p < len(d):
        n, t = struct.unpack('>I4s', d[p:p + 8])
        body = d[p + 8:p + 8 + n]
        if t == b'IHDR':
            w, h, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
            assert depth == 8 and ctype == 2 and interlace == 0, 'not 8-bit RGB'
        elif t == b'IDAT':
            idat += body
        p += 12 + n
    raw, bpp, stride = zlib.decompress(idat), 3, w * 3
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, rows


def wad_lump(path, wanted):
    d = open(path, 'rb').read()
    n, at = struct.unpack('<ii', d[4:12])
    for i in range(n):
        o, size, name = struct.unpack('<ii8s', d[at + 16 * i:at + 16 * i + 16])
        if name.rstrip(b'\0') == wanted:
            return d[o:o + size]
    sys.exit(f'{path}: no lump {wanted.decode()}')


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    w, h, rows = read_rgb_png(sys.argv[1])
    pal = open(sys.argv[2], 'rb').read()[:768]
    gamma = wad_lump(sys.argv[3], b'GAMMATBL')[:256]  # level 0 (usegamma 0)
    index = {}
    for i in range(255, -1, -1):  # the first index of a repeated colour wins
        index[bytes(gamma[c] for c in pal[3 * i:3 * i + 3])] = i
    out = bytearray()
    for y in range(200):
        yo = int((y + 0.5) * h / 200)
        for x in range(320):
            xo = int((x + 0.5) * w / 320)
            rgb = rows[yo][3 * xo:3 * xo + 3]
            if rgb not in index:
                sys.exit(f'{sys.argv[1]}: pixel ({xo}, {yo}) is {rgb.hex()}, not a palette colour through GAMMATBL')
            out.append(index[rgb])
    write_png8(sys.argv[4], 320, 200, bytes(out), pal)


if __name__ == '__main__':
    main()
