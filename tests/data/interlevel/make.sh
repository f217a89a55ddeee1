#!/bin/sh
# Makes interlevel.wad, played over freedoom2.wad: ID24 animated
# intermissions. UMAPINFO.txt gives MAP01 an exitanim (EXITANIM.json) and
# MAP02 an enteranim (ENTRANIM.json); the pictures are solid squares of
# one palette index each (ILRED 176, ILGREEN 112, ILBLUE 200, ILYELLOW
# 231, 16x16) and two full-screen backgrounds (ILBACK1 index 4, ILBACK2
# index 8), so a frame shows which picture is where. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
python3 - "$here" <<'PY'
import struct, sys
here = sys.argv[1]

def picture(width, height, index):
    # Doom picture format: header, column offsets, one post per column.
    header = struct.pack("<hhhh", width, height, 0, 0)
    column = bytes([0, height, 0]) + bytes([index]) * height + bytes([0, 255])
    start = 8 + 4 * width
    offsets = b"".join(struct.pack("<I", start + i * len(column)) for i in range(width))
    return header + offsets + column * width

def text(name):
    return open(f"{here}/{name}", "rb").read()

lumps = [
    ("UMAPINFO", text("UMAPINFO.txt")),
    ("EXITANIM", text("EXITANIM.json")),
    ("ENTRANIM", text("ENTRANIM.json")),
    ("ILBACK1", picture(320, 200, 4)),
    ("ILBACK2", picture(320, 200, 8)),
    ("ILRED", picture(16, 16, 176)),
    ("ILGREEN", picture(16, 16, 112)),
    ("ILBLUE", picture(16, 16, 200)),
    ("ILYELLOW", picture(16, 16, 231)),
]
body = b""
directory = b""
for name, data in lumps:
    directory += struct.pack("<II8s", 12 + len(body), len(data), name.encode())
    body += data
header = struct.pack("<4sII", b"PWAD", len(lumps), 12 + len(body))
open(f"{here}/interlevel.wad", "wb").write(header + body + directory)
PY
