#!/usr/bin/env python3
"""Writes stairs.textmap: the stairs test map (see its header).
Run it after editing; then make_wad.py to pack it."""
import pathlib

here = pathlib.Path(__file__).resolve().parent
HEADER = """// Stairs, for tests/sim/hexen_stairs_test.cpp (which reads this file;
// make_stairs.py writes it, make_wad.py packs it as MAP04 of
// hexen-specials.wad). Sector 0: the room, x 0..256, y 0..256, floor 0,
// ceiling 256, the player at (64, 128) facing east. East of it two rows
// of five boxes 64 wide, each joined to the next (every line between two
// boxes has the western one in front), floor 0, ceiling 256:
//   sectors 1-5, y 0..96: Hexen's staircase. 1 has id 1 and type 26
//     (Stairs_Special1), then 27, 26, 27, and 5 none: the chain ends at 4;
//   sectors 6-10, y 160..256: Doom's staircase, 6 with id 2. All but 10
//     have FLOOR4_8, 10 CEIL3_5: the chain ends at 9.
"""
vertices, lines, sides, sectors = {}, [], [], []


def vertex(x, y):
    return vertices.setdefault((x, y), len(vertices))


def side(sector, texture):
    fields = f'texturemiddle = "{texture}"; ' if texture else ""
    sides.append(f"sidedef {{ sector = {sector}; {fields}}}  // {len(sides)}")
    return len(sides) - 1


def wall(a, b, sector):
    """A one-sided line from a to b, its front (sector) on the right."""
    lines.append(f"linedef {{ v1 = {vertex(*a)}; v2 = {vertex(*b)}; sidefront = {side(sector, 'STARTAN3')}; "
                 f"blocking = true; }}  // {len(lines)}")


def join(a, b, front, back):
    """A two-sided line from a to b, `front` on its right."""
    lines.append(f"linedef {{ v1 = {vertex(*a)}; v2 = {vertex(*b)}; sidefront = {side(front, None)}; "
                 f"sideback = {side(back, None)}; twosided = true; }}  // {len(lines)}")


def sector(flat="FLOOR4_8", fields=""):
    sectors.append(f'sector {{ texturefloor = "{flat}"; textureceiling = "CEIL3_5"; heightfloor = 0; '
                   f'heightceiling = 256; {fields}}}  // {len(sectors)}')
    return len(sectors) - 1


room = sector()
hexen = [sector(fields=f) for f in ("id = 1; special = 26; ", "special = 27; ", "special = 26; ", "special = 27; ", "")]
doom = [sector(fields="id = 2; "), sector(), sector(), sector(), sector("CEIL3_5")]

wall((0, 0), (0, 256), room)
wall((0, 256), (256, 256), room)
wall((256, 160), (256, 96), room)
wall((256, 0), (0, 0), room)
for row, (y0, y1) in ((hexen, (0, 96)), (doom, (160, 256))):
    join((256, y1), (256, y0), room, row[0])
    for k, s in enumerate(row):
        x0, x1 = 256 + 64 * k, 320 + 64 * k
        wall((x1, y0), (x0, y0), s)
        wall((x0, y1), (x1, y1), s)
        if k + 1 < len(row):
            join((x1, y1), (x1, y0), s, row[k + 1])
        else:
            wall((x1, y1), (x1, y0), s)

things = ["thing { x = 64.0; y = 128.0; type = 1; angle = 0; skill1 = true; skill2 = true; skill3 = true; "
          "skill4 = true; skill5 = true; single = true; }"]
text = [HEADER + 'namespace = "zdoom";', ""]
text += [f"vertex {{ x = {x}.0; y = {y}.0; }}  // {n}" for (x, y), n in vertices.items()]
text += lines + sides + sectors + things
(here / "stairs.textmap").write_text("\n".join(text) + "\n")
