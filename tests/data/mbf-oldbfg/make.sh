#!/bin/sh
# Makes mbf-oldbfg.wad (a PWAD holding mbf-oldbfg.deh as its DEHACKED lump:
# the pistol fires MBF's beta BFG), monkey demos with it on freedoom2.wad
# MAP01 at MBF and MBF21 (tests/tools/monkey.py), and dsda-doom's record of
# each: the player's position before every tic (-export_ghost, version 2
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
data = open("mbf-oldbfg.deh", "rb").read()
header = struct.pack("<4sii", b"PWAD", 1, 12 + len(data))
entry = struct.pack("<ii8s", 12, len(data), b"DEHACKED")
open("mbf-oldbfg.wad", "wb").write(header + data + entry)
PY
for run in "mbf-oldbfg 11 7" "mbf21-oldbfg 21 9"; do
    set -- $run
    python3 "$here/../../tools/monkey.py" "$1.lmp" --seed "$3" --skill 3 --map 1 --tics 800 \
        --complevel "$2" --rngseed 2024
    /usr/games/dsda-doom -iwad "$iwad" -file mbf-oldbfg.wad -timedemo "$1.lmp" -nodraw -nosound \
        -export_ghost "$1" > /dev/null 2>&1
done
