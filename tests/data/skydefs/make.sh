#!/bin/sh
# Makes skydefs.wad: a PWAD of one lump, SKYDEFS.json as ID24's SKYDEFS,
# played over tests/data/boom-drawn (freedoom2.wad + boom-drawn.wad): the
# 271 line's sky SKY3 burns as a fire sky, and the CEIL3_5 ceilings show
# SKY2, scrolled and scaled, under a scrolling foreground (T-SKY2, mostly
# palette index 0, so mostly see-through). Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
python3 - "$here/SKYDEFS.json" "$here/skydefs.wad" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
header = struct.pack("<4sII", b"PWAD", 1, 12 + len(data))
entry = struct.pack("<II8s", 12, len(data), b"SKYDEFS")
open(sys.argv[2], "wb").write(header + data + entry)
PY
