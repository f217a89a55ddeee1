#!/bin/sh
# Makes dsdhacked.wad (a PWAD holding dsdhacked.deh, a DEHEXTRA and
# DSDHacked patch, as its DEHACKED lump), an MBF21 demo on freedoom2.wad
# MAP01 with it (tests/tools/monkey.py, the seed and length of
# ../complevel's mbf21-map01: the patch takes the game elsewhere from tic
# 116), and dsda-doom's record of it: the player's position before every tic
# (-export_ghost, version 2 .gst), played by dsda-doom 0.25.6 (Debian). Run
# from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
python3 - <<'PY'
import struct
data = open("dsdhacked.deh", "rb").read()
header = struct.pack("<4sii", b"PWAD", 1, 12 + len(data))
entry = struct.pack("<ii8s", 12, len(data), b"DEHACKED")
open("dsdhacked.wad", "wb").write(header + data + entry)
PY
python3 "$here/../../tools/monkey.py" dsdhacked.lmp --seed 7 --skill 3 --map 1 --tics 700 \
    --complevel 21 --rngseed 12345
/usr/games/dsda-doom -iwad "$iwad" -file dsdhacked.wad -timedemo dsdhacked.lmp -nodraw -nosound \
    -export_ghost dsdhacked > /dev/null 2>&1
