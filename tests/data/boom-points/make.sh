#!/bin/sh
# Makes boom-points.wad (a Boom map whose 226 point puller and pusher move
# the player, one of them hidden by a pillar from part of the way; see
# tests/tools/boom_points_map.py), a demo walking through it at Boom 2.02
# (boom-points-boom.lmp) and at MBF (boom-points-mbf.lmp, whose force falls
# with the square of the distance), and dsda-doom's record of each: the
# player's position before every tic (-export_ghost, version 2 .gst),
# played by dsda-doom 0.25.6 (Debian). Nodes by zdbsp. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
maker="$here/../../tools/boom_points_map.py"
python3 "$maker" 9 "$runtime/raw.wad" boom-points-boom.lmp
python3 "$maker" 11 "$runtime/raw.wad" boom-points-mbf.lmp
zdbsp -R -t -o boom-points.wad "$runtime/raw.wad" > /dev/null 2>&1
for demo in boom-points-boom boom-points-mbf; do
    /usr/games/dsda-doom -iwad "$iwad" -file boom-points.wad -timedemo "$demo.lmp" -nodraw -nosound \
        -export_ghost "$demo" > /dev/null 2>&1
done
