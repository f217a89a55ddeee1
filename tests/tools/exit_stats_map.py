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
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import boom_lines_map  # noqa: E402  (its WAD writer)
import monkey  # noqa: E402  (its Boom and MBF demo headers)
from doom_map_builder import DoomMap  # noqa: E402

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
    m = DoomMap()
    xs = [x0 for x0, _ in SECTORS] + [END]
    bottom = [m.vertex(x, 0) for x in xs]
    top = [m.vertex(x, WIDTH) for x in xs]
    m.line(bottom[0], top[0], m.side(0, middle='STARTAN3'))
    n = len(SECTORS)
    for i in range(n):
        m.line(top[i], top[i + 1], m.side(i, middle='STARTAN3'))
        m.line(bottom[i + 1], bottom[i], m.side(i, middle='STARTAN3'))
        if i + 1 < n:
            special = 52 if xs[i + 1] == EXIT_AT else 0
            m.line(top[i + 1], bottom[i + 1], m.side(i, 'STARTAN3', 'STARTAN3'), m.side(i + 1, 'STARTAN3', 'STARTAN3'),
                   special=special)
        else:
            m.line(top[i + 1], bottom[i + 1], m.side(i, middle='STARTAN3'))
        m.sector(0, 128, SECTORS[i][1])

    # Closets: 128 square, 64 south of the corridor; edges with the inside on their right.
    for x0, special in CLOSETS:
        s = m.sector(0, 128, special)
        corners = [m.vertex(x0, -192), m.vertex(x0, -64), m.vertex(x0 + 128, -64), m.vertex(x0 + 128, -192)]
        for e in range(4):
            m.line(corners[e], corners[(e + 1) % 4], m.side(s, middle='STARTAN3'))
    for t in THINGS:
        m.thing(*t)
    return m.lumps()


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
