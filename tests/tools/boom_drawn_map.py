#!/usr/bin/env python3
"""A Boom map of our own that shows Boom's drawn level-load specials, and a
Boom 2.02 demo on it that looks at them from the start, then walks in.

MAP01 is a corridor of sectors along +x, 256 high in y (floor 0); control
sectors sit apart south of it:
  S0   0..256    start (ceiling 128, light 160)
  S1   256..512  ceiling 192, light 112, tag 1: its floor lit by C0 (213, light 255),
                 its ceiling by C1 (261, light 16)
  S2   512..768  ceiling 192, F_SKY1, tag 2: its sky from the upper
                 texture SKY3 of C2's north line (271), offset 64 across
  x=768          S2|S3 boundary: 260, tag 0, mid STARTAN3 through Boom's
                 default table (Freedoom has no TRANMAP)
  S3   768..1024 light 200
  C0 x 256..320, C1 x 384..448, C2 x 576..640, y -192..-128: each's north
  line (front inside the box) carries the special.
Demo: 20 tics standing, 20 running forward (forwardmove 50), 60 standing.

usage: boom_drawn_map.py OUT.wad OUT.lmp [PAUSE_AT]  (then build nodes with
       zdbsp); with PAUSE_AT, the demo pauses after that many tics and
       stands paused for 30000 (for a peer's screenshot, as pause.py)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import monkey  # noqa: E402  (its Boom demo header)
from boom_lines_map import name8, write_wad  # noqa: E402

WIDTH = 256
# (x0, ceiling, ceiling flat, light, tag), west to east, each 256 wide.
CORRIDOR = [(0, 128, 'CEIL3_5', 160, 0), (256, 192, 'CEIL3_5', 112, 1), (512, 192, 'F_SKY1', 160, 2),
            (768, 128, 'CEIL3_5', 200, 0)]
# Boundaries at the west edge of corridor sector i: (special, tag, mid texture).
BOUNDARIES = {3: (260, 0, 'STARTAN3')}
# Control boxes: (x0, light, special, tag, north side's upper texture, x offset).
CONTROLS = [(256, 255, 213, 1, '-', 0), (384, 16, 261, 1, '-', 0), (576, 160, 271, 2, 'SKY3', 64)]


def build_map():
    vertices, sides, lines, sectors = [], [], [], []

    def vertex(x, y):
        if (x, y) not in vertices:
            vertices.append((x, y))
        return vertices.index((x, y))

    def side(sector, upper='-', lower='-', middle='-', xoff=0):
        sides.append((xoff, 0, upper, lower, middle, sector))
        return len(sides) - 1

    def line(a, b, front, back=None, special=0, tag=0):
        flags = 0x0004 if back is not None else 0x0001  # two-sided or blocking
        lines.append((vertex(*a), vertex(*b), flags, special, tag, front, 0xFFFF if back is None else back))

    for i, (x0, ceiling, ceiling_flat, light, tag) in enumerate(CORRIDOR):
        sectors.append((0, ceiling, 'FLOOR4_8', ceiling_flat, light, tag))
        x1 = x0 + WIDTH
        line((x0, WIDTH), (x1, WIDTH), side(i, middle='STARTAN3'))   # north wall, going east
        line((x1, 0), (x0, 0), side(i, middle='STARTAN3'))           # south wall, going west
        if i == 0:
            line((0, 0), (0, WIDTH), side(0, middle='STARTAN3'))    # west wall, going north
        if i + 1 < len(CORRIDOR):
            special, tag, mid = BOUNDARIES.get(i + 1, (0, 0, '-'))
            # Runs south: the front (right) is sector i.
            line((x1, WIDTH), (x1, 0), side(i, 'STARTAN3', 'STARTAN3', mid), side(i + 1, 'STARTAN3', 'STARTAN3'),
                 special, tag)
        else:
            line((x1, WIDTH), (x1, 0), side(i, middle='STARTAN3'))  # east wall

    for x0, light, special, tag, upper, xoff in CONTROLS:
        s = len(sectors)
        sectors.append((0, 128, 'FLOOR4_8', 'CEIL3_5', light, 0))
        x1, y0, y1 = x0 + 64, -192, -128
        line((x0, y0), (x0, y1), side(s, middle='STARTAN3'))
        line((x0, y1), (x1, y1), side(s, upper=upper, middle='STARTAN3', xoff=xoff), special=special, tag=tag)
        line((x1, y1), (x1, y0), side(s, middle='STARTAN3'))
        line((x1, y0), (x0, y0), side(s, middle='STARTAN3'))

    things = struct.pack('<hhhhh', 64, 128, 0, 1, 7)
    return [('MAP01', b''),
            ('THINGS', things),
            ('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)),
            ('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                  for xo, yo, u, lo, m, s in sides)),
            ('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)),
            ('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8(ff), name8(cf), light, 0, tag)
                                 for f, c, ff, cf, light, tag in sectors))]


RUN, STAND = bytes([50, 0, 0, 0]), bytes([0, 0, 0, 0])


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    write_wad(sys.argv[1], build_map())
    tics = STAND * 20 + RUN * 20 + STAND * 60
    if len(sys.argv) == 4:
        pause_at = int(sys.argv[3])
        tics = tics[:4 * pause_at] + bytes([0, 0, 0, 0x81]) + STAND * 30000  # BT_SPECIAL | BTS_PAUSE
    with open(sys.argv[2], 'wb') as f:
        f.write(monkey.boom_header(9, 1993, 3, 1, 1, 0, 0, 0, 1, 1) + tics + b'\x80')


if __name__ == '__main__':
    main()
