#!/bin/sh
# Makes boom-water.wad (a Boom map with deep water, 242, whose colormap
# below the surface is a WATERMAP lump of its own, and wind over the pool
# that Boom stops under water; see tests/tools/boom_water_map.py), its
# Boom 2.02 demo boom-water.lmp, dsda-doom 0.25.6's (Debian) record of the
# player's position before every tic of it (-export_ghost, version 2 .gst),
# and its software frames at 320x200 after 10, 70 and 126 tics
# (tests/tools/dsda_shot.sh, given 10 s to reach the pause; its screenshot
# key is pressed under Xvfb: rerun if it reports none or hangs): on the
# shore, under water, and under water looking back. Nodes by zdbsp. Run
# from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_AUDIODRIVER=dummy DSDA_SHOT_WAIT=${DSDA_SHOT_WAIT:-10}
cd "$here"
maker="$here/../../tools/boom_water_map.py"
python3 "$maker" "$iwad" "$runtime/raw.wad" boom-water.lmp
zdbsp -R -t -o boom-water.wad "$runtime/raw.wad" > /dev/null 2>&1
SDL_VIDEODRIVER=dummy /usr/games/dsda-doom -iwad "$iwad" -file boom-water.wad -timedemo boom-water.lmp -nodraw \
    -nosound -export_ghost boom-water > /dev/null 2>&1
for tic in 10 70 126; do
    python3 "$maker" "$iwad" "$runtime/raw.wad" "$runtime/paused.lmp" "$tic"
    "$here/../../tools/dsda_shot.sh" "$iwad" boom-water.wad "$runtime/paused.lmp" "dsda-tic$tic.png"
done
