#!/usr/bin/env python3
"""An MBF21 map of our own for the line rules later ports added, and a demo
at MBF or MBF21 that runs the player across them.

MAP01 is a corridor of sectors along +x, 256 high in y:
  S0   0..290    start; the player starts 8 units from the west wall,
                 his box inside it (MBF lets him walk out of it)
  S1   290..300  x=290: two-sided, SR light (138, tag 0) with Boom's
                 pass-use flag (0x200): a use goes on to the door behind
  S2   300..364  a closed door, DR (1) on both faces
  S3   364..620  a friendly imp (MBF's thing flag 0x80)
  S4   620..876  x=620: MBF21 block-players and block-monsters
                 (0x2000 | 0x0002): the friend crosses, a player at
                 MBF21 does not (MBF drops the bit); a zombieman
  S5   876..1132 x=876: MBF21 block-land-monsters (0x1000): the
                 cacodemon floats over, the demon stays; high ceiling
The demo: run to the door, use it, wait, run east, fire, turn, run back.

usage: mbf_lines_map.py COMPLEVEL OUT.wad OUT.lmp  (then build nodes with zdbsp)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import monkey  # noqa: E402  (its Boom/MBF demo headers)
from boom_lines_map import name8, write_wad  # noqa: E402

WIDTH = 256
# (x0, floor, ceiling) from west to east; the last is 256 wide.
SECTORS = [(0, 0, 128), (290, 0, 128), (300, 0, 0), (364, 0, 128), (620, 0, 128), (876, 0, 256)]
# The boundary at the west edge of sector i: (flags beyond two-sided, special).
BOUNDARIES = {1: (0x200, 138), 2: (0, 1), 3: (0, 1), 4: (0x2000 | 0x0002, 0), 5: (0x1000, 0)}
# (x, y, angle, type, options): the player, a friendly imp, a zombieman,
# a demon and a cacodemon, on every skill.
THINGS = [(8, 128, 0, 1, 7), (500, 200, 0, 3001, 7 | 0x80), (748, 128, 180, 3004, 7),
          (1000, 100, 180, 3002, 7), (1050, 180, 180, 3005, 7)]


def build_map():
    xs = [x0 for x0, *_ in SECTORS] + [SECTORS[-1][0] + WIDTH]
    bottom = {x: i for i, x in enumerate(xs)}
    top = {x: len(xs) + i for i, x in enumerate(xs)}
    vertices = [(x, 0) for x in xs] + [(x, WIDTH) for x in xs]
    sides, lines = [], []

    def side(sector, lower='-', upper='-', middle='-'):
        sides.append((0, 0, upper, lower, middle, sector))
        return len(sides) - 1

    def line(v1, v2, front, back, flags=0, special=0):
        flags |= 0x0004 if back is not None else 0x0001
        lines.append((v1, v2, flags, special, 0, front, 0xFFFF if back is None else back))

    line(bottom[0], top[0], side(0, middle='STARTAN3'), None)  # west wall, front east
    for i in range(len(SECTORS)):
        x0, x1 = xs[i], xs[i + 1]
        line(top[x0], top[x1], side(i, middle='STARTAN3'), None)
        line(bottom[x1], bottom[x0], side(i, middle='STARTAN3'), None)
        if i + 1 < len(SECTORS):
            flags, special = BOUNDARIES.get(i + 1, (0, 0))
            if i + 1 == 3:  # the door's east face: its front (right) is S3
                line(bottom[x1], top[x1], side(i + 1, 'STARTAN3', 'DOOR3'), side(i, 'STARTAN3', 'DOOR3'),
                     flags, special)
            else:
                line(top[x1], bottom[x1], side(i, 'STARTAN3', 'DOOR3'), side(i + 1, 'STARTAN3', 'DOOR3'),
                     flags, special)
        else:
            line(top[x1], bottom[x1], side(i, middle='STARTAN3'), None)  # east wall

    return [('MAP01', b''),
            ('THINGS', b''.join(struct.pack('<hhhhh', *t) for t in THINGS)),
            ('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)),
            ('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                  for xo, yo, u, lo, m, s in sides)),
            ('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)),
            ('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8('FLOOR4_8'), name8('CEIL3_5'), 160, 0, 0)
                                 for _, f, c in SECTORS))]


def tic(forward=0, turn=0, buttons=0):
    return (forward & 0xFF, 0, turn & 0xFF, buttons)


RUN, STAND, USE, FIRE = tic(50), tic(), tic(buttons=2), tic(buttons=1)
DEMO = ([RUN] * 40 + [USE] + [STAND] * 40 + [RUN] * 120 + [FIRE] * 60 + [tic(turn=8)] * 16 +
        [RUN] * 100 + [tic(turn=-8)] * 16 + [FIRE] * 40 + [RUN] * 80 + [STAND] * 50)


def write_demo(path, complevel):
    header = monkey.boom_header(complevel, 1993, 3, 1, 1, 0, 0, 0, 0, 1)
    body = b''
    for forward, side, turn, buttons in DEMO:
        # MBF21's long tics carry the turn in two bytes (low, high).
        body += bytes([forward, side, 0, turn, buttons] if complevel == 21 else [forward, side, turn, buttons])
    with open(path, 'wb') as f:
        f.write(header + body + b'\x80')


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    write_wad(sys.argv[2], build_map())
    write_demo(sys.argv[3], int(sys.argv[1]))


if __name__ == '__main__':
    main()
