#!/usr/bin/env python3
"""A Boom map of our own whose 226 point pusher and puller move the player,
and a demo that walks the player past them, at Boom 2.02 or MBF (whose
force falls with the square of the distance).

A corridor of sectors along +x, 256 high in y, and south of it, out of
reach, closed control squares whose north edge carries a 226 line (its
length is the force):
  S0   0..256     start
  S1   256..768   push bit, tag 1: a puller (5002) at (512, 208); line 64 long
  S2   768..1280  push bit, tag 2: a pusher (5001) at (1024, 40), behind a
                  pillar (x 944..1000, y 64..96) that hides it from part of
                  the corridor; line 96 long
  S3   1280..1536 the end
  Demo: walking (forwardmove 25) with stops and a turn back, 520 tics.

usage: boom_points_map.py COMPLEVEL OUT.wad OUT.lmp  (then build nodes
       with zdbsp)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import boom_lines_map  # noqa: E402  (its WAD writer)
import monkey  # noqa: E402  (its Boom and MBF demo headers)

WIDTH = 256
PUSH = 0x200
# Corridor sectors: (x0, special, tag).
SECTORS = [(0, 0, 0), (256, PUSH, 1), (768, PUSH, 2), (1280, 0, 0)]
# Control squares: (x0, size, tag), a 226 line on the north edge.
CONTROLS = [(0, 64, 1), (320, 96, 2)]
PILLAR = (944, 64, 1000, 96)
# Things: (x, y, angle, type); options 7 (every skill).
THINGS = [(64, 128, 0, 1), (512, 208, 0, 5002), (1024, 40, 0, 5001)]


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
            line(top[i + 1], bottom[i + 1], side(i, 'STARTAN3', 'STARTAN3'), side(i + 1, 'STARTAN3', 'STARTAN3'))
        else:
            line(top[i + 1], bottom[i + 1], side(i, middle='STARTAN3'))
        sectors.append((0, 128, SECTORS[i][1], SECTORS[i][2]))

    # The pillar: a hole in S2, its walls facing out (counterclockwise).
    x0, y0, x1, y1 = PILLAR
    corners = [vertex(x0, y0), vertex(x1, y0), vertex(x1, y1), vertex(x0, y1)]
    for e in range(4):
        line(corners[e], corners[(e + 1) % 4], side(2, middle='STARTAN3'))

    # Control squares south of the corridor; edges run N, E, S, W with the
    # inside on their right.
    for x0, size, tag in CONTROLS:
        s = len(sectors)
        sectors.append((0, 64, 0, 0))
        y1 = -64
        y0 = y1 - size
        corners = [vertex(x0, y0), vertex(x0, y1), vertex(x0 + size, y1), vertex(x0 + size, y0)]
        for e in range(4):
            line(corners[e], corners[(e + 1) % 4], side(s, middle='STARTAN3'),
                 special=226 if e == 0 else 0, tag=tag if e == 0 else 0)

    name8 = boom_lines_map.name8
    return [('MAP01', b''),
            ('THINGS', b''.join(struct.pack('<hhhhh', x, y, a, t, 7) for x, y, a, t in THINGS)),
            ('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)),
            ('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                  for xo, yo, u, lo, m, s in sides)),
            ('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)),
            ('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8('FLOOR4_8'), name8('CEIL3_5'), 160, sp, t)
                                 for f, c, sp, t in sectors))]


WALK, STAND = bytes([25, 0, 0, 0]), bytes([0, 0, 0, 0])
TURN = bytes([0, 0, 8, 0])  # 8 << 8 a tic: half a turn in 16 tics
DEMO = (WALK * 50 + STAND * 40 + WALK * 40 + STAND * 30 + WALK * 60 + STAND * 40 + WALK * 60 + TURN * 16 +
        WALK * 80 + STAND * 40 + WALK * 64)


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
