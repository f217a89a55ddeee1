#!/usr/bin/env python3
"""A Boom map of our own that a demo finishes, for the level statistics the
reference ports write when a level ends (dsda-doom's -levelstat, Woof's
-statdump): kills, items and secrets found and missed, and the time.

A corridor along +x, 256 high in y:
  S0   0..256      the start, facing east
  S1   256..1280   three zombiemen ahead; a health and an armour bonus on
                   the way, another health bonus off it (y 24)
  S2   1280..1536  a secret (type 9)
  S3   1536..1792  its east line a W1 exit (52) into S4 (1792..2048)
South of it, closed off: a closet with an imp nobody reaches, and a
closet that is a secret nobody enters. So at best K 3/4, I 2/3, S 1/2.
  Demo: the pistol fired standing for 280 tics, then firing while running
  east to the exit; 40 tics of the tally after it.

usage: exit_stats_map.py COMPLEVEL OUT.wad OUT.lmp  (then build nodes
       with zdbsp)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import boom_lines_map  # noqa: E402  (its WAD writer)
import monkey  # noqa: E402  (its Boom and MBF demo headers)

WIDTH = 256
SECRET = 9
# Corridor sectors: (x0, special).
SECTORS = [(0, 0), (256, 0), (1280, SECRET), (1536, 0), (1792, 0)]
END = 2048
EXIT_AT = 1792  # the W1 exit line between S3 and S4
# Closed closets south of the corridor: (x0, special).
CLOSETS = [(256, 0), (640, SECRET)]
# Things: (x, y, angle, type); options 7 (every skill).
THINGS = [(64, 128, 0, 1),
          (700, 128, 180, 3004), (820, 96, 180, 3004), (820, 160, 180, 3004),
          (320, 128, 0, 2014), (384, 128, 0, 2015), (480, 24, 0, 2014),
          (320, -160, 90, 3001)]


def build_map():
    vertices, sides, lines, sectors = [], [], [], []

    def vertex(x, y):
        vertices.append((x, y))
        return len(vertices) - 1

    def side(sector, lower='-', upper='-', middle='-'):
        sides.append((0, 0, upper, lower, middle, sector))
        return len(sides) - 1

    def line(v1, v2, front, back=None, special=0):
        flags = 0x0004 if back is not None else 0x0001
        lines.append((v1, v2, flags, special, 0, front, 0xFFFF if back is None else back))

    xs = [x0 for x0, _ in SECTORS] + [END]
    bottom = [vertex(x, 0) for x in xs]
    top = [vertex(x, WIDTH) for x in xs]
    line(bottom[0], top[0], side(0, middle='STARTAN3'))
    n = len(SECTORS)
    for i in range(n):
        line(top[i], top[i + 1], side(i, middle='STARTAN3'))
        line(bottom[i + 1], bottom[i], side(i, middle='STARTAN3'))
        if i + 1 < n:
            special = 52 if xs[i + 1] == EXIT_AT else 0
            line(top[i + 1], bottom[i + 1], side(i, 'STARTAN3', 'STARTAN3'), side(i + 1, 'STARTAN3', 'STARTAN3'),
                 special=special)
        else:
            line(top[i + 1], bottom[i + 1], side(i, middle='STARTAN3'))
        sectors.append((0, 128, SECTORS[i][1]))

    # Closets: 128 square, 64 south of the corridor; edges with the inside on their right.
    for x0, special in CLOSETS:
        s = len(sectors)
        sectors.append((0, 128, special))
        corners = [vertex(x0, -192), vertex(x0, -64), vertex(x0 + 128, -64), vertex(x0 + 128, -192)]
        for e in range(4):
            line(corners[e], corners[(e + 1) % 4], side(s, middle='STARTAN3'))

    name8 = boom_lines_map.name8
    return [('MAP01', b''),
            ('THINGS', b''.join(struct.pack('<hhhhh', x, y, a, t, 7) for x, y, a, t in THINGS)),
            ('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)),
            ('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                  for xo, yo, u, lo, m, s in sides)),
            ('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)),
            ('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8('FLOOR4_8'), name8('CEIL3_5'), 160, sp, 0)
                                 for f, c, sp in sectors))]


# (forward, buttons) a tic; MBF21's tics are long (a two-byte turn).
SCRIPT = [(0, 1)] * 280 + [(50, 1)] * 160 + [(0, 0)] * 40


def demo_tics(complevel):
    if complevel == 21:
        return b''.join(bytes([forward, 0, 0, 0, buttons]) for forward, buttons in SCRIPT)
    return b''.join(bytes([forward, 0, 0, buttons]) for forward, buttons in SCRIPT)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    complevel = int(sys.argv[1])
    boom_lines_map.write_wad(sys.argv[2], build_map())
    header = monkey.boom_header(complevel, 1993, 3, 1, 1, 0, 0, 0, 0, 1)
    with open(sys.argv[3], 'wb') as f:
        f.write(header + demo_tics(complevel) + b'\x80')


if __name__ == '__main__':
    main()
