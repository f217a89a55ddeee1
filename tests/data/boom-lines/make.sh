#!/bin/sh
# Makes boom-lines.wad (a Boom map whose generalized and extended lines the
# player rides through; see tests/tools/boom_lines_map.py), the Boom 2.02
# demo that runs across it, and dsda-doom's record of that demo: the
# player's position before every tic (-export_ghost, version 2 .gst),
# played by dsda-doom 0.25.6 (Debian). Nodes by zdbsp. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
python3 "$here/../../tools/boom_lines_map.py" "$runtime/raw.wad" boom-lines.lmp
zdbsp -R -t -o boom-lines.wad "$runtime/raw.wad" > /dev/null
/usr/games/dsda-doom -iwad "$iwad" -file boom-lines.wad -timedemo boom-lines.lmp -nodraw -nosound \
    -export_ghost boom-lines > /dev/null 2>&1
