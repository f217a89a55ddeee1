#!/bin/sh
# Builds sndinfo.wad, the ambient sound test map (tests/audio's
# AmbientSounds): the room and the box of tests/sim/hexen_test_map.h in
# the zdoom namespace, an ambient sound thing (14001) 91 units from the
# player's start, and a SNDINFO that makes it loop K_TONE, a 441 Hz tone
# (25 samples a period at 11025 Hz) under a name without Doom's "DS".
# Also sndinfo.lmp, a Doom 1.9 demo standing still on it for 5 seconds.
# Nodes by zdbsp. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
python3 - "$raw" <<'PY'
import math, struct, sys
flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;"
textmap = """namespace = "zdoom";
vertex { x = 0.0; y = 0.0; }
vertex { x = 256.0; y = 0.0; }
vertex { x = 320.0; y = 0.0; }
vertex { x = 320.0; y = 256.0; }
vertex { x = 256.0; y = 256.0; }
vertex { x = 0.0; y = 256.0; }
linedef { v1 = 0; v2 = 5; sidefront = 0; blocking = true; }
linedef { v1 = 5; v2 = 4; sidefront = 1; blocking = true; }
linedef { v1 = 1; v2 = 0; sidefront = 2; blocking = true; }
linedef { v1 = 4; v2 = 1; sidefront = 3; sideback = 4; twosided = true; }
linedef { v1 = 4; v2 = 3; sidefront = 5; blocking = true; }
linedef { v1 = 3; v2 = 2; sidefront = 6; blocking = true; }
linedef { v1 = 2; v2 = 1; sidefront = 7; blocking = true; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sidedef { sector = 0; texturetop = "STARTAN3"; }
sidedef { sector = 1; texturemiddle = "STARTAN3"; }
sidedef { sector = 1; texturemiddle = "STARTAN3"; }
sidedef { sector = 1; texturemiddle = "STARTAN3"; }
sidedef { sector = 1; texturemiddle = "STARTAN3"; }
sector { texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5"; heightceiling = 128; lightlevel = 160; }
sector { texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5"; heightceiling = 0; lightlevel = 160; }
thing { x = 128.0; y = 128.0; type = 1; %s }
thing { x = 64.0; y = 64.0; type = 14001; %s }
""" % (flags, flags)
sndinfo = b"// The tone, by a logical name; the thing's ambient sound loops it.\ntest/tone K_TONE\n$ambient 1 test/tone point continuous 1.0\n"
rate, pad = 11025, 16
samples = bytes(int(128 + 100 * math.sin(2 * math.pi * i / 25)) for i in range(rate))
tone = struct.pack("<HHI", 3, rate, len(samples) + 2 * pad) + bytes([128]) * pad + samples + bytes([128]) * pad
lumps = [("MAP01", b""), ("TEXTMAP", textmap.encode()), ("ENDMAP", b""), ("SNDINFO", sndinfo), ("K_TONE", tone)]
data, directory, at = b"", b"", 12
for name, body in lumps:
    directory += struct.pack("<II8s", at, len(body), name.encode())
    data += body
    at += len(body)
open(sys.argv[1], "wb").write(b"PWAD" + struct.pack("<II", len(lumps), at) + data + directory)
# Doom 1.9's header (skill 3, MAP01, player 1 alone), 175 idle tics, the end mark.
demo = bytes([109, 2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0]) + bytes(4 * 175) + bytes([0x80])
open("sndinfo.lmp", "wb").write(demo)
PY
zdbsp -X -o sndinfo.wad "$raw" > /dev/null
