#!/bin/sh
# Makes mbf21-deh.wad (a PWAD holding mbf21-deh.deh as its DEHACKED lump),
# an MBF21 demo on freedoom2.wad MAP01 with it (tests/tools/monkey.py, the
# seed and length of ../complevel's mbf21-map01), and dsda-doom's record of
# it: the player's position before every tic (-export_ghost, version 2
# .gst), played by dsda-doom 0.25.6 (Debian). Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
python3 - <<'PY'
import struct
data = open("mbf21-deh.deh", "rb").read()
header = struct.pack("<4sii", b"PWAD", 1, 12 + len(data))
entry = struct.pack("<ii8s", 12, len(data), b"DEHACKED")
open("mbf21-deh.wad", "wb").write(header + data + entry)
PY
python3 "$here/../../tools/monkey.py" mbf21-deh.lmp --seed 7 --skill 3 --map 1 --tics 700 \
    --complevel 21 --rngseed 12345
/usr/games/dsda-doom -iwad "$iwad" -file mbf21-deh.wad -timedemo mbf21-deh.lmp -nodraw -nosound \
    -export_ghost mbf21-deh > /dev/null 2>&1
