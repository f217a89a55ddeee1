#!/usr/bin/env python3
"""A Boom map of our own with deep water (242), and a Boom 2.02 demo that
looks at it from the shore, then walks in and sinks under its surface.

MAP01 is a corridor along +x, 256 high in y (ceiling 128):
  S0   0..256    the shore: floor 0, light 160
  S1   256..768  the pool: real floor -64, FLOOR0_1, light 200, tag 1, push
                 bit; its fake floor and ceiling (242, tag 1) are C0's
  S2   768..1024 the far shore: floor 0
  C0   x 256..384, y -192..-128: floor -8 (the water's surface), ceiling
       128, flats FLAT14 / RROCK09, light 96; its north line carries 242,
       its front side's lower texture naming WATERMAP (the colormap below
       the surface; the middle and upper "-": COLORMAP)
  C1   x 512..576, y -192..-128: its north line carries 224 (wind, tag 1,
       east, 64 long), which Boom stops under water
WATERMAP, between C_START and C_END: row r, index i is COLORMAP's row r
at index 192 + i % 16 (a blue ramp in Freedoom's palette), so that what
is drawn under water shows which colormap drew it.
Demo: 12 tics standing on the shore, 24 walking east (forwardmove 25),
then 60 standing on the pool's floor, then 30 turning left (angleturn 4).

usage: boom_water_map.py IWAD OUT.wad OUT.lmp [PAUSE_AT]  (then build
       nodes with zdbsp); with PAUSE_AT, the demo pauses after that many
       tics and stands paused for 30000 (for a peer's screenshot)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import monkey  # noqa: E402  (its Boom demo header)
from boom_lines_map import name8, write_wad  # noqa: E402

WIDTH = 256
PUSH = 0x200
# (x0, x1, floor, floor flat, light, special, tag), west to east.
CORRIDOR = [(0, 256, 0, 'FLOOR4_8', 160, 0, 0), (256, 768, -64, 'FLOOR0_1', 200, PUSH, 1),
            (768, 1024, 0, 'FLOOR4_8', 160, 0, 0)]
# Control boxes: (x0, size, floor, ceiling, floor flat, ceiling flat, light,
# north line's special, tag, its front side's lower texture).
CONTROLS = [(256, 128, -8, 128, 'FLAT14', 'RROCK09', 96, 242, 1, 'WATERMAP'),
            (512, 64, 0, 128, 'FLOOR4_8', 'CEIL3_5', 160, 224, 1, '-')]


def read_lump(wad, name):
    d = open(wad, 'rb').read()
    n, at = struct.unpack('<ii', d[4:12])
    for i in range(n):
        o, s, lump = struct.unpack('<ii8s', d[at + 16 * i:at + 16 * i + 16])
        if lump.rstrip(b'\0') == name.encode():
            return d[o:o + s]
    sys.exit(f'{wad}: no {name} lump')


def water_colormap(colormap):
    rows = [colormap[r * 256:(r + 1) * 256] for r in range(len(colormap) // 256)]
    return b''.join(bytes(row[192 + i % 16] for i in range(256)) for row in rows)


def build_map():
    vertices, sides, lines, sectors = [], [], [], []

    def vertex(x, y):
        if (x, y) not in vertices:
            vertices.append((x, y))
        return vertices.index((x, y))

    def side(sector, upper='-', lower='-', middle='-'):
        sides.append((0, 0, upper, lower, middle, sector))
        return len(sides) - 1

    def line(a, b, front, back=None, special=0, tag=0):
        flags = 0x0004 if back is not None else 0x0001  # two-sided or blocking
        lines.append((vertex(*a), vertex(*b), flags, special, tag, front, 0xFFFF if back is None else back))

    for i, (x0, x1, floor, flat, light, special, tag) in enumerate(CORRIDOR):
        sectors.append((floor, 128, flat, 'CEIL3_5', light, special, tag))
        line((x0, WIDTH), (x1, WIDTH), side(i, middle='STARTAN3'))   # north wall, going east
        line((x1, 0), (x0, 0), side(i, middle='STARTAN3'))           # south wall, going west
        if i == 0:
            line((0, 0), (0, WIDTH), side(0, middle='STARTAN3'))    # west wall, going north
        if i + 1 < len(CORRIDOR):
            # Runs south: the front (right) is sector i.
            line((x1, WIDTH), (x1, 0), side(i, 'STARTAN3', 'STARTAN3'), side(i + 1, 'STARTAN3', 'STARTAN3'))
        else:
            line((x1, WIDTH), (x1, 0), side(i, middle='STARTAN3'))  # east wall

    for x0, size, floor, ceiling, floor_flat, ceiling_flat, light, special, tag, lower in CONTROLS:
        s = len(sectors)
        sectors.append((floor, ceiling, floor_flat, ceiling_flat, light, 0, 0))
        x1, y1 = x0 + size, -128
        y0 = y1 - 64
        line((x0, y0), (x0, y1), side(s, middle='STARTAN3'))
        line((x0, y1), (x1, y1), side(s, lower=lower, middle='STARTAN3'), special=special, tag=tag)
        line((x1, y1), (x1, y0), side(s, middle='STARTAN3'))
        line((x1, y0), (x0, y0), side(s, middle='STARTAN3'))

    things = struct.pack('<hhhhh', 64, 128, 0, 1, 7)
    return [('MAP01', b''),
            ('THINGS', things),
            ('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)),
            ('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                  for xo, yo, u, lo, m, s in sides)),
            ('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)),
            ('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8(ff), name8(cf), light, sp, tag)
                                 for f, c, ff, cf, light, sp, tag in sectors))]


STAND, WALK, TURN = bytes([0, 0, 0, 0]), bytes([25, 0, 0, 0]), bytes([0, 0, 4, 0])


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    colormap = read_lump(sys.argv[1], 'COLORMAP')
    write_wad(sys.argv[2], build_map() + [('C_START', b''), ('WATERMAP', water_colormap(colormap)),
                                          ('C_END', b'')])
    tics = STAND * 12 + WALK * 24 + STAND * 60 + TURN * 30
    if len(sys.argv) == 5:
        pause_at = int(sys.argv[4])
        tics = tics[:4 * pause_at] + bytes([0, 0, 0, 0x81]) + STAND * 30000  # BT_SPECIAL | BTS_PAUSE
    with open(sys.argv[3], 'wb') as f:
        f.write(monkey.boom_header(9, 1993, 3, 1, 1, 0, 0, 0, 1, 1) + tics + b'\x80')


if __name__ == '__main__':
    main()
