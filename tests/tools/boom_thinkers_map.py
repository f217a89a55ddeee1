#!/usr/bin/env python3
"""A Boom map of our own whose level-load thinkers move the player, and a
demo that walks the player through them, at Boom 2.02 or MBF.

A corridor of sectors along +x, 256 high in y (as boom_lines_map.py's),
and south of it, out of reach, closed control sectors: squares whose edges
carry the line types, so that each line's direction and length are chosen
(a square's edges run north, east, south, west, its inside on their right).

  S0   0..256     start
  S1   256..512   253: scroll the floor and carry things, north, 256 long
  S2   512..768   223: ice (friction bit, line 160 long)
  S3   768..1024  224: wind, south, 256 long (push bit)
  S4   1024..1280 225: current, north, 128 long (push bit)
  S5   1280..1536 247: carry by the control sector's height change, north,
                  256 long; x=1280 raises that control floor 24 (W1)
  S6   1536..1792 216: accelerative carry, south, 128 long; x=1536
                  raises its control floor 24 (W1)
  S7   1792..2048 252: carry things, east, 64 long
  S8   2048..2304 223: mud (friction bit, line 80 long), where the walk ends
  S9   2304..2560 the end
  Demo: walking (forwardmove 25) with stops, 560 tics.

usage: boom_thinkers_map.py COMPLEVEL OUT.wad OUT.lmp  (then build nodes
       with zdbsp)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import boom_lines_map  # noqa: E402  (its WAD writer)
import monkey  # noqa: E402  (its Boom and MBF demo headers)

WIDTH = 256
FRICTION, PUSH = 0x100, 0x200
RAISE_24 = 0x6340  # generalized floor, W1, up 24, slow (boom_lines_map.py)
# Corridor sectors: (x0, special, tag); the boundary line at the west edge
# of sector i: (special, tag).
SECTORS = [(0, 0, 0), (256, 0, 1), (512, FRICTION, 2), (768, PUSH, 3), (1024, PUSH, 4),
           (1280, 0, 5), (1536, 0, 6), (1792, 0, 7), (2048, FRICTION, 8), (2304, 0, 0)]
BOUNDARIES = {5: (RAISE_24, 20), 6: (RAISE_24, 21)}
# Control squares: (size, edge with the special: 'N', 'E', 'S' or 'W',
# special, tag, the square's own tag).
CONTROLS = [(256, 'N', 253, 1, 0), (160, 'E', 223, 2, 0), (256, 'S', 224, 3, 0), (128, 'N', 225, 4, 0),
            (256, 'N', 247, 5, 20), (128, 'S', 216, 6, 21), (64, 'E', 252, 7, 0), (80, 'E', 223, 8, 0)]


def build_map():
    vertices, sides, lines, sectors = [], [], [], []

    def vertex(x, y):
        vertices.append((x, y))
        return len(vertices) - 1

    def side(sector, lower='-', upper='-', middle='-'):
        sides.append((0, 0, upper, lower, middle, sector))
        return len(sides) - 1

    def line(v1, v2, front, back=None, special=0, tag=0):
        flags = 0x0004 if back is not None else 0x0001
        lines.append((v1, v2, flags, special, tag, front, 0xFFFF if back is None else back))

    xs = [x0 for x0, *_ in SECTORS] + [SECTORS[-1][0] + WIDTH]
    bottom = [vertex(x, 0) for x in xs]
    top = [vertex(x, WIDTH) for x in xs]
    line(bottom[0], top[0], side(0, middle='STARTAN3'))
    n = len(SECTORS)
    for i in range(n):
        line(top[i], top[i + 1], side(i, middle='STARTAN3'))
        line(bottom[i + 1], bottom[i], side(i, middle='STARTAN3'))
        if i + 1 < n:
            special, tag = BOUNDARIES.get(i + 1, (0, 0))
            line(top[i + 1], bottom[i + 1], side(i, 'STARTAN3', 'STARTAN3'), side(i + 1, 'STARTAN3', 'STARTAN3'),
                 special, tag)
        else:
            line(top[i + 1], bottom[i + 1], side(i, middle='STARTAN3'))
        sectors.append((0, 128, 'FLOOR4_8', SECTORS[i][1], SECTORS[i][2]))

    # Control squares, 320 apart, south of the corridor.
    for k, (size, edge, special, tag, own_tag) in enumerate(CONTROLS):
        s = len(sectors)
        sectors.append((0, 64, 'FLAT1', 0, own_tag))
        x0, y1 = k * 320, -64
        y0 = y1 - size
        corners = [vertex(x0, y0), vertex(x0, y1), vertex(x0 + size, y1), vertex(x0 + size, y0)]
        for e, name in enumerate('NESW'):
            line(corners[e], corners[(e + 1) % 4], side(s, middle='STARTAN3'),
                 special=special if name == edge else 0, tag=tag if name == edge else 0)

    lumps = [('MAP01', b'')]
    lumps.append(('THINGS', struct.pack('<hhhhh', 64, 128, 0, 1, 7)))
    lumps.append(('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)))
    lumps.append(('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, boom_lines_map.name8(u),
                                                   boom_lines_map.name8(lo), boom_lines_map.name8(m), s)
                                       for xo, yo, u, lo, m, s in sides)))
    lumps.append(('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)))
    lumps.append(('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, boom_lines_map.name8(fl),
                                                  boom_lines_map.name8('CEIL3_5'), 160, sp, t)
                                      for f, c, fl, sp, t in sectors)))
    return lumps


WALK, STAND = bytes([25, 0, 0, 0]), bytes([0, 0, 0, 0])
DEMO = WALK * 120 + STAND * 20 + WALK * 100 + STAND * 30 + WALK * 150 + STAND * 20 + WALK * 120 + STAND * 40


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    complevel = int(sys.argv[1])
    boom_lines_map.write_wad(sys.argv[2], build_map())
    header = monkey.boom_header(complevel, 1993, 3, 1, 1, 0, 0, 0, 1, 1)
    with open(sys.argv[3], 'wb') as f:
        f.write(header + DEMO + b'\x80')


if __name__ == '__main__':
    main()
