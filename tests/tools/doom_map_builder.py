"""What the test maps' makers build a Doom-format map from: vertices, sides
and lines numbered as they are added, sectors and things, and the map's
lumps in the order the original reads them."""
import struct


def name8(s):
    return s.encode('ascii').ljust(8, b'\0')


class DoomMap:
    def __init__(self):
        self.vertices, self.sides, self.lines, self.sectors, self.things = [], [], [], [], []

    def vertex(self, x, y):
        self.vertices.append((x, y))
        return len(self.vertices) - 1

    def side(self, sector, lower='-', upper='-', middle='-'):
        self.sides.append((0, 0, upper, lower, middle, sector))
        return len(self.sides) - 1

    def line(self, v1, v2, front, back=None, special=0, tag=0):
        """Two-sided with a back side, else blocking; its right is the front."""
        flags = 0x0004 if back is not None else 0x0001
        self.lines.append((v1, v2, flags, special, tag, front, 0xFFFF if back is None else back))

    def sector(self, floor, ceiling, special=0, tag=0, floor_flat='FLOOR4_8', ceiling_flat='CEIL3_5', light=160):
        self.sectors.append((floor, ceiling, floor_flat, ceiling_flat, light, special, tag))
        return len(self.sectors) - 1

    def thing(self, x, y, angle, kind, options=7):
        self.things.append((x, y, angle, kind, options))

    def lumps(self, name='MAP01'):
        return [(name, b''),
                ('THINGS', b''.join(struct.pack('<hhhhh', *t) for t in self.things)),
                ('LINEDEFS', b''.join(struct.pack('<HHHHHHH', *l) for l in self.lines)),
                ('SIDEDEFS', b''.join(struct.pack('<hh8s8s8sH', xo, yo, name8(u), name8(lo), name8(m), s)
                                      for xo, yo, u, lo, m, s in self.sides)),
                ('VERTEXES', b''.join(struct.pack('<hh', x, y) for x, y in self.vertices)),
                ('SECTORS', b''.join(struct.pack('<hh8s8sHHH', f, c, name8(ff), name8(cf), light, special, tag)
                                     for f, c, ff, cf, light, special, tag in self.sectors))]
