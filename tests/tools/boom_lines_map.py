#!/usr/bin/env python3
"""A Boom map of our own whose generalized and extended lines the player
rides through, and a Boom 2.02 demo that runs the player across it.

The map (MAP01) is a corridor of 256-wide sectors along +x, 256 high in y.
Each boundary the player crosses going east sets off the sector ahead:

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

The demo: 200 tics running forward (forwardmove 50), then 60 standing.

usage: boom_lines_map.py OUT.wad OUT.lmp   (then build nodes with zdbsp)
"""
import struct
import sys

sys.path.insert(0, __import__('os').path.dirname(__file__))
import monkey  # noqa: E402  (its Boom demo header)

WIDTH = 256
# (x0, floor, ceiling, floor flat, tag)
SECTORS = [
    (0, 0, 256, 'FLOOR4_8', 0),
    (256, 0, 256, 'FLOOR4_8', 1),
    (512, 24, 256, 'FLAT1', 2),
    (768, 8, 256, 'FLOOR4_8', 3),
    (1024, 0, 256, 'FLAT5', 4),
    (1280, 0, 256, 'FLAT5', 0),
    (1536, 16, 200, 'FLOOR4_8', 6),
    (1792, 40, 256, 'FLOOR4_8', 0),
]
# special and tag of the boundary line at the west edge of sector i (i >= 1)
BOUNDARY = {1: (0x6340, 1), 2: (0x6890, 2), 3: (0x3408, 3), 4: (0x3148, 4), 5: (0, 0), 6: (227, 6), 7: (0, 0)}


def name8(s):
    return s.encode('ascii').ljust(8, b'\0')


def build_map():
    n = len(SECTORS)
    # Vertices: bottom row (x, 0) and top row (x, 256) for x = 0..n*256.
    xs = [i * WIDTH for i in range(n + 1)]
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
            special, tag = BOUNDARY[i + 1]
            line(top[x1], bottom[x1], side(i, 'STARTAN3', 'STARTAN3'), side(i + 1, 'STARTAN3', 'STARTAN3'),
                 special, tag)
        else:
            line(top[x1], bottom[x1], side(i, middle='STARTAN3'), None)  # east wall

    lumps = []
    lumps.append(('MAP01', b''))
    things = struct.pack('<hhhhh', 64, 128, 0, 1, 7)
    lumps.append(('THINGS', things))
    lumps.append(('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in lines)))
    lumps.append(('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                       for xo, yo, u, lo, m, s in sides)))
    lumps.append(('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in vertices)))
    lumps.append(('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8(fl), name8('CEIL3_5'), 160, 0, t)
                                      for _, f, c, fl, t in SECTORS)))
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


def write_demo(path):
    header = monkey.boom_header(9, 1993, 3, 1, 1, 0, 0, 0, 1, 1)
    run = bytes([50, 0, 0, 0])
    stand = bytes([0, 0, 0, 0])
    with open(path, 'wb') as f:
        f.write(header + run * 200 + stand * 60 + b'\x80')


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    write_wad(sys.argv[1], build_map())
    write_demo(sys.argv[2])


if __name__ == '__main__':
    main()
