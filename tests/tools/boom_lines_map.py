#!/usr/bin/env python3
"""Boom maps of our own whose generalized and extended lines the player
rides through, and a Boom 2.02 demo on each that runs the player across.

Each map is a corridor of sectors along +x, 256 high in y; each boundary
the player crosses going east sets off something ahead.

MAP01: generalized floors, a lift, stairs and an elevator.
  S0   0..256   start (floor 0)
  S1   256..512  x=256: generalized floor, W1, up 24, slow (0x6340)
  S2   512..768  x=512: generalized floor, W1, down to the lowest
                 neighbour floor, fast, taking the trigger's flat (0x6890)
  S3   768..1024 x=768: generalized lift, W1, lowest neighbour floor,
                 1 s, normal (0x3408)
  S4   1024..1280 x=1024: generalized stairs, W1, up, 8-unit steps,
  S5   1280..1536         normal speed (0x3148): S4 then S5
  S6   1536..1792 x=1536: Boom's 227, W1 elevator to the next floor up
  S7   1792..2048 the end (floor 40)
  Demo: 200 tics running forward (forwardmove 50), then 60 standing.

MAP02: teleporters, a generalized door and a perpetual lift.
  x=256:  Boom's 207, W1 silent teleport to the destination in S3 (tag 10)
  x=1024: Boom's 262, W1 silent line teleport, reversed, to the line at
          x=1536 (tag 11)
  x=1792: generalized door, DR, open-wait-close, 1 s, normal (0x3C0F) on
          the closed door sector S7 (64 wide)
  x=1856: generalized lift, W1, perpetual, 3 s, slow (0x3740) on S8
          (tag 12), between the door's floor and the closed S9 (floor 32)
  Demo: 60 tics running, 20 times use-and-run then run (the door), 40
  running, 300 standing (on the lift).

usage: boom_lines_map.py MAP OUT.wad OUT.lmp  (both maps in the WAD, the
       demo of MAP; then build nodes with zdbsp)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import monkey  # noqa: E402  (its Boom demo header)

WIDTH = 256
# Per map: sectors (x0, floor, ceiling, floor flat, tag), from west to east
# (the last one 256 wide); the boundary line at the west edge of sector i
# (i >= 1): (special, tag); teleport destinations (x, y, angle).
MAPS = {
    1: {
        'sectors': [(0, 0, 256, 'FLOOR4_8', 0), (256, 0, 256, 'FLOOR4_8', 1), (512, 24, 256, 'FLAT1', 2),
                    (768, 8, 256, 'FLOOR4_8', 3), (1024, 0, 256, 'FLAT5', 4), (1280, 0, 256, 'FLAT5', 0),
                    (1536, 16, 200, 'FLOOR4_8', 6), (1792, 40, 256, 'FLOOR4_8', 0)],
        'boundaries': {1: (0x6340, 1), 2: (0x6890, 2), 3: (0x3408, 3), 4: (0x3148, 4), 6: (227, 6)},
        'destinations': [],
    },
    2: {
        'sectors': [(0, 0, 256, 'FLOOR4_8', 0), (256, 0, 256, 'FLOOR4_8', 0), (512, 0, 256, 'FLAT1', 0),
                    (768, 0, 256, 'FLOOR4_8', 10), (1024, 0, 256, 'FLAT5', 0), (1280, 0, 256, 'FLAT5', 0),
                    (1536, 0, 256, 'FLOOR4_8', 0), (1792, 0, 0, 'FLAT1', 0), (1856, 0, 256, 'FLOOR4_8', 12),
                    (2112, 32, 32, 'FLAT1', 0)],
        'boundaries': {1: (207, 10), 4: (262, 11), 6: (0, 11), 7: (0x3C00 + 7 + 0x08, 0), 8: (0x3400 + 0x300 + 0x40, 12)},
        'destinations': [(800, 128, 0)],
    },
}
def name8(s):
    return s.encode('ascii').ljust(8, b'\0')


def build_map(number):
    m = MAPS[number]
    sectors = m['sectors']
    n = len(sectors)
    # Vertices: bottom row (x, 0) and top row (x, 256) at each sector's edges.
    xs = [x0 for x0, *_ in sectors] + [sectors[-1][0] + WIDTH]
    bottom = {x: i for i, x in enumerate(xs)}
    top = {x: len(xs) + i for i, x in enumerate(xs)}
    vertices = [(x, 0) for x in xs] + [(x, WIDTH) for x in xs]

    sides, lines = [], []

    def side(sector, lower='-', upper='-', middle='-'):
        sides.append((0, 0, upper, lower, middle, sector))
        return len(sides) - 1

    def line(v1, v2, front, back, special=0, tag=0):
        flags = 0x0004 if back is not None else 0x0001  # two-sided or blocking
        lines.append((v1, v2, flags, special, tag, front, 0xFFFF if back is None else back))

    # The west wall of S0 runs north (its right, the front, is east).
    line(bottom[0], top[0], side(0, middle='STARTAN3'), None)
    for i in range(n):
        x0, x1 = xs[i], xs[i + 1]
        line(top[x0], top[x1], side(i, middle='STARTAN3'), None)     # north wall, going east
        line(bottom[x1], bottom[x0], side(i, middle='STARTAN3'), None)  # south wall, going west
        if i + 1 < n:
            # The boundary at x1 runs south: front (right) is sector i.
            special, tag = m['boundaries'].get(i + 1, (0, 0))
            line(top[x1], bottom[x1], side(i, 'STARTAN3', 'STARTAN3'), side(i + 1, 'STARTAN3', 'STARTAN3'),
                 special, tag)
        else:
            line(top[x1], bottom[x1], side(i, middle='STARTAN3'), None)  # east wall

    lumps = []
    lumps.append(('MAP%02d' % number, b''))
    things = struct.pack('<hhhhh', 64, 128, 0, 1, 7)
    things += b''.join(struct.pack('<hhhhh', x, y, a, 14, 7) for x, y, a in m['destinations'])
    lumps.append(('THINGS', things))
    lumps.append(('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)))
    lumps.append(('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                       for xo, yo, u, lo, m, s in sides)))
    lumps.append(('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)))
    lumps.append(('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8(fl), name8('CEIL3_5'), 160, 0, t)
                                      for _, f, c, fl, t in sectors)))
    return lumps


def write_wad(path, lumps):
    data = b''
    directory = []
    for name, body in lumps:
        directory.append((12 + len(data), len(body), name))
        data += body
    with open(path, 'wb') as f:
        f.write(b'PWAD' + struct.pack('<ii', len(lumps), 12 + len(data)))
        f.write(data)
        for offset, size, name in directory:
            f.write(struct.pack('<ii', offset, size) + name8(name))


RUN, STAND = bytes([50, 0, 0, 0]), bytes([0, 0, 0, 0])
RUN_AND_USE = bytes([50, 0, 0, 2])  # BT_USE
# Per map: the tics of the demo.
DEMOS = {
    1: RUN * 200 + STAND * 60,
    2: RUN * 60 + (RUN_AND_USE + RUN) * 20 + RUN * 40 + STAND * 300,
}


def write_demo(path, number):
    header = monkey.boom_header(9, 1993, 3, 1, number, 0, 0, 0, 1, 1)
    with open(path, 'wb') as f:
        f.write(header + DEMOS[number] + b'\x80')


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    write_wad(sys.argv[2], [lump for number in MAPS for lump in build_map(number)])
    write_demo(sys.argv[3], int(sys.argv[1]))


if __name__ == '__main__':
    main()
