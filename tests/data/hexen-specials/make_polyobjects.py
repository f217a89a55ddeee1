#!/usr/bin/env python3
"""Writes polyobjects.textmap: the polyobject test map (see its header).
Run it after editing; then make_wad.py to pack it."""
import pathlib

here = pathlib.Path(__file__).resolve().parent
vertices, lines, sides, sectors, things = [], [], [], [], []


def vertex(x, y):
    vertices.append(f"vertex {{ x = {x}.0; y = {y}.0; }}  // {len(vertices)}")
    return len(vertices) - 1


def loop(points, sector, first_fields=None):
    """One-sided lines through `points` and back, fronts on their right."""
    vs = [vertex(x, y) for x, y in points]
    for i, v in enumerate(vs):
        sides.append(f'sidedef {{ sector = {sector}; texturemiddle = "STARTAN3"; }}  // {len(sides)}')
        fields = (first_fields[i] if first_fields and i < len(first_fields) else "") or ""
        lines.append(f"linedef {{ v1 = {v}; v2 = {vs[(i + 1) % len(vs)]}; sidefront = {len(sides) - 1}; "
                     f"blocking = true; {fields}}}  // {len(lines)}")


def thing(x, y, kind, angle):
    things.append(f"thing {{ x = {x}.0; y = {y}.0; type = {kind}; angle = {angle}; skill1 = true; skill2 = true; "
                  "skill3 = true; skill4 = true; skill5 = true; single = true; }")


use = "playeruse = true; repeatspecial = true; "
sectors.append('sector { texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5"; heightceiling = 128; }  // 0')
loop([(0, 0), (0, 128), (0, 256), (0, 384), (0, 512), (512, 512), (512, 0)], 0, [
    use + "special = 8; arg0 = 1; arg1 = 16; arg2 = 64; arg3 = 64; arg4 = 35; ",  # Polyobj_DoorSlide
    use + "special = 2; arg0 = 2; arg1 = 16; arg2 = 64; ",                         # Polyobj_RotateLeft
    use + "special = 4; arg0 = 3; arg1 = 16; arg2 = 128; arg3 = 64; ",             # Polyobj_Move
    use + "special = 7; arg0 = 2; arg1 = 16; arg2 = 64; arg3 = 35; ",              # Polyobj_DoorSwing
])
thing(64, 200, 1, 0)
# (spawn spot, its thing type, mirror) of polyobjects 1-4
spawns = [((256, 96), 9301, 0), ((256, 256), 9301, 0), ((384, 416), 9302, 4), ((128, 416), 9301, 0)]
for k, ((sx, sy), kind, mirror) in enumerate(spawns):
    x0 = 1024 + 256 * k
    sectors.append(f'sector {{ texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5"; heightceiling = 128; }}  // {k + 1}')
    loop([(x0, 0), (x0, 192), (x0 + 192, 192), (x0 + 192, 0)], k + 1)
    loop([(x0 + 64, 64), (x0 + 128, 64), (x0 + 128, 128), (x0 + 64, 128)], k + 1,
         [f"special = 1; arg0 = {k + 1}; arg1 = {mirror}; "])  # Polyobj_StartLine
    thing(x0 + 96, 96, 9300, k + 1)
    thing(sx, sy, kind, k + 1)

header = """// Polyobjects, for tests/sim/polyobjects_test.cpp (which reads this file;
// make_polyobjects.py writes it, make_wad.py packs it as MAP03 of
// hexen-specials.wad). Sector 0: the room, x 0..512, y 0..512, floor 0,
// ceiling 128, the player at (64, 200) facing east. Its west wall is four
// lines of 128 (lines 0-3, south to north), each used to start one motion:
//   0 Polyobj_DoorSlide 1: 64 north, back after 35 tics
//   1 Polyobj_RotateLeft 2: a quarter turn
//   2 Polyobj_Move 3: 64 west; its mirror, 4, goes east
//   3 Polyobj_DoorSwing 2: a quarter turn, back after 35 tics
// Polyobjects 1-4 are squares of 64 drawn in boxes east of the room
// (sectors 1-4, at x 1024 + 256 k) and spawned centred on (256, 96),
// (256, 256), (384, 416, crushing) and (128, 416).
"""
text = header + 'namespace = "zdoom";\n\n' + "\n".join(vertices + lines + sides + sectors + things) + "\n"
(here / "polyobjects.textmap").write_text(text)
