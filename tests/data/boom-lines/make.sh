#!/bin/sh
# Makes boom-lines.wad (Boom maps whose generalized and extended lines the
# player rides through; see tests/tools/boom_lines_map.py), the Boom 2.02
# demo on each map (boom-lines.lmp on MAP01, boom-lines-map02.lmp), and
# dsda-doom's record of each: the player's position before every tic
# (-export_ghost, version 2 .gst), played by dsda-doom 0.25.6 (Debian).
# Nodes by zdbsp. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
maker="$here/../../tools/boom_lines_map.py"
python3 "$maker" 1 "$runtime/raw.wad" boom-lines.lmp
python3 "$maker" 2 "$runtime/raw.wad" boom-lines-map02.lmp
zdbsp -R -t -o boom-lines.wad "$runtime/raw.wad" > /dev/null 2>&1
for demo in boom-lines boom-lines-map02; do
    /usr/games/dsda-doom -iwad "$iwad" -file boom-lines.wad -timedemo "$demo.lmp" -nodraw -nosound \
        -export_ghost "$demo" > /dev/null 2>&1
done
