#!/bin/sh
# Makes mbf-bouncers.wad (a PWAD holding mbf-bouncers.deh as its DEHACKED
# lump: MBF's bouncing and touchy things), monkey demos with it on
# freedoom2.wad (tests/tools/monkey.py) at MBF and MBF21, and dsda-doom's
# record of each: the player's position before every tic (-export_ghost,
# version 2 .gst), played by dsda-doom 0.25.6 (Debian). Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
python3 - <<'PY'
import struct
data = open("mbf-bouncers.deh", "rb").read()
header = struct.pack("<4sii", b"PWAD", 1, 12 + len(data))
entry = struct.pack("<ii8s", 12, len(data), b"DEHACKED")
open("mbf-bouncers.wad", "wb").write(header + data + entry)
PY
# name complevel map seed rngseed tics
while read -r name level map seed rngseed tics; do
    python3 "$here/../../tools/monkey.py" "$name.lmp" --seed "$seed" --skill 3 --map "$map" --tics "$tics" \
        --complevel "$level" --rngseed "$rngseed"
    /usr/games/dsda-doom -iwad "$iwad" -file mbf-bouncers.wad -timedemo "$name.lmp" -nodraw -nosound \
        -export_ghost "$name" > /dev/null 2>&1
done <<'LIST'
mbf-bouncers-map01 11 1 7 12345 1000
mbf21-bouncers-map01 21 1 8 4242 1000
mbf-bouncers-map02 11 2 11 777 1000
LIST
