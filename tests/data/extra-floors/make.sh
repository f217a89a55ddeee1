#!/bin/sh
# Makes extra-floors.wad: MAP01 (zdoom namespace, no nodes: Brimstone
# builds them) from the layout below, written to MAP01.textmap too so the
# map can be read. A hall 1536 x 512 (floor 0, ceiling 256) holds four
# 256-deep squares, each the target of one Sector_Set3DFloor slab whose
# control sector is a closed room south of the hall:
#   id 5, x 256-512:   solid, 96 to 128 (a bridge to walk under)
#   id 6, x 640-768:   solid, 8 to 24 (a step onto it)
#   id 7, x 896-1024:  non-solid, 0 to 64
#   id 8, x 1152-1280: swimmable, 0 to 48
# and a fifth square (x 1344-1408) whose west line has a 3D middle texture
# (midtex3d): STARTAN3, 128 high, lower unpegged and 24 rows up, so solid
# from 24 to 152; its id is 0 and its moreids "5", so the bridge's slab
# stands in it too.
# The player starts at (128, 256) facing east. Used by
# tests/sim/extra_floors_test.cpp and tests/render_vulkan/true_view_extra_floors_test.cpp.
set -e
cd "$(dirname "$0")"
PYTHONPATH="$(pwd)/../../tools" python3 - <<'PY'
import pathlib
from pwad import write_udmf_map

out = ['// 3D floors (tests/data/extra-floors/make.sh writes this file).', 'namespace = "zdoom";', '']
vertices, lines, sides, sectors = [], [], [], []

def vertex(x, y):
    if (x, y) not in vertices:
        vertices.append((x, y))
    return vertices.index((x, y))

def side(sector, middle, extra=""):
    sides.append((sector, middle, extra))
    return len(sides) - 1

def loop(x0, y0, x1, y1):
    # Clockwise: each line's right (front) side faces the inside.
    corners = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
    return [(vertex(*corners[i]), vertex(*corners[(i + 1) % 4])) for i in range(4)]

def sector(floor, ceiling, comment, tag=0, light=192, extra=""):
    sectors.append((floor, ceiling, tag, light, comment, extra))
    return len(sectors) - 1

def walls(s, x0, y0, x1, y1, special=None):
    for n, (a, b) in enumerate(loop(x0, y0, x1, y1)):
        lines.append((a, b, side(s, "STARTAN3"), None, special if n == 0 else None))

def square_in(hall, s, x0, y0, x1, y1, west=None):
    for n, (a, b) in enumerate(loop(x0, y0, x1, y1)):
        if n == 0 and west:
            lines.append((a, b, side(s, "STARTAN3", " offsety = 24.0;"), side(hall, "STARTAN3", " offsety = 24.0;"), west))
        else:
            lines.append((a, b, side(s, "-"), side(hall, "-"), None))

hall = sector(0, 256, "hall")
walls(hall, 0, 0, 1536, 512)
slabs = [  # tag, x0, x1, type, bottom, top, what
    (5, 256, 512, 1, 96, 128, "solid bridge"),
    (6, 640, 768, 1, 8, 24, "solid step"),
    (7, 896, 1024, 3, 0, 64, "non-solid"),
    (8, 1152, 1280, 2, 0, 48, "swimmable"),
]
for tag, x0, x1, kind, bottom, top, what in slabs:
    target = sector(0, 256, "target of the " + what + " slab", tag)
    square_in(hall, target, x0, 128, x1, 384)
    control = sector(bottom, top, "control of the " + what + " slab", light=144)
    walls(control, x0, -256, x0 + 64, -192, special=(160, tag, kind, 0, 255))

plain = sector(0, 256, "behind the 3D middle texture", extra=' moreids = "5";')
square_in(hall, plain, 1344, 128, 1408, 384, west="midtex3d")

for x, y in vertices:
    out.append("vertex { x = %.1f; y = %.1f; }" % (x, y))
for a, b, front, back, special in lines:
    fields = "v1 = %d; v2 = %d; sidefront = %d;" % (a, b, front)
    fields += " sideback = %d; twosided = true;" % back if back is not None else " blocking = true;"
    if special == "midtex3d":
        fields += " midtex3d = true; dontpegbottom = true;"
    elif special:
        fields += " special = %d; arg0 = %d; arg1 = %d; arg2 = %d; arg3 = %d;" % special
    out.append("linedef { " + fields + " }")
for s, middle, extra in sides:
    out.append('sidedef { sector = %d; texturemiddle = "%s"; texturetop = "STARTAN3"; texturebottom = "STARTAN3";%s }'
               % (s, middle, extra))
for floor, ceiling, tag, light, comment, extra in sectors:
    out.append("sector // %s" % comment)
    out.append('{ heightfloor = %d; heightceiling = %d; texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5";'
               ' lightlevel = %d;%s%s }' % (floor, ceiling, light, " id = %d;" % tag if tag else "", extra))
out.append("thing // player 1, west of the squares, facing east")
out.append("{ x = 128.0; y = 256.0; angle = 0; type = 1; skill1 = true; skill2 = true; skill3 = true;"
           " skill4 = true; skill5 = true; single = true; coop = true; dm = true; }")
text = ("\n".join(out) + "\n").encode()
pathlib.Path("MAP01.textmap").write_bytes(text)
write_udmf_map("extra-floors.wad", text)
PY
