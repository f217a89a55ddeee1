#!/bin/sh
# Makes boom-thinkers.wad (a Boom map whose scrollers, friction and pushers
# move the player; see tests/tools/boom_thinkers_map.py), a demo walking
# through it at Boom 2.02 (boom-thinkers-boom.lmp) and at MBF
# (boom-thinkers-mbf.lmp, whose friction rules differ), and dsda-doom's
# record of each: the player's position before every tic (-export_ghost,
# version 2 .gst), played by dsda-doom 0.25.6 (Debian). Nodes by zdbsp.
# Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
maker="$here/../../tools/boom_thinkers_map.py"
python3 "$maker" 9 "$runtime/raw.wad" boom-thinkers-boom.lmp
python3 "$maker" 11 "$runtime/raw.wad" boom-thinkers-mbf.lmp
zdbsp -R -t -o boom-thinkers.wad "$runtime/raw.wad" > /dev/null 2>&1
for demo in boom-thinkers-boom boom-thinkers-mbf; do
    /usr/games/dsda-doom -iwad "$iwad" -file boom-thinkers.wad -timedemo "$demo.lmp" -nodraw -nosound \
        -export_ghost "$demo" > /dev/null 2>&1
done
