#!/usr/bin/env python3
"""dsda-doom's screenshot of a 320x200 software frame -> that frame as an
8-bit indexed PNG in PLAYPAL 0. dsda-doom 0.25.6 saves the window: 640x480
RGB, each column twice and each row 2 or 3 times (nearest texel, for 4:3),
each channel through its gamma table, which at level 0 lifts most values by
1. So each pixel is read at the centre of its block and taken to the
palette colour nearest it, which must be within TOLERANCE on every channel.
Where PLAYPAL repeats a colour the index is the first; compare by colour.
usage: dsda_frame.py SHOT.png PLAYPAL.lmp OUT.png"""
import struct
import sys
import zlib

sys.path.insert(0, __import__('os').path.dirname(__file__))
from png8 import write_png8  # noqa: E402

TOLERANCE = 2


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


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    w, h, rows = read_rgb_png(sys.argv[1])
    pal = open(sys.argv[2], 'rb').read()[:768]
    colours = [pal[3 * i:3 * i + 3] for i in range(256)]
    nearest = {}
    out = bytearray()
    for y in range(200):
        yo = int((y + 0.5) * h / 200)
        for x in range(320):
            xo = int((x + 0.5) * w / 320)
            rgb = rows[yo][3 * xo:3 * xo + 3]
            if rgb not in nearest:
                err, i = min((max(abs(a - b) for a, b in zip(rgb, c)), i) for i, c in enumerate(colours))
                if err > TOLERANCE:
                    sys.exit(f'{sys.argv[1]}: pixel ({xo}, {yo}) is {rgb.hex()}, no palette colour within {TOLERANCE}')
                nearest[rgb] = i
            out.append(nearest[rgb])
    write_png8(sys.argv[3], 320, 200, bytes(out), pal)


if __name__ == '__main__':
    main()
