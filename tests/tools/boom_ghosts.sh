#!/bin/sh
# The test maps checked against dsda-doom's ghosts: writes NAME.wad in DIR
# from the map maker (a script in tests/tools/ that takes an argument, the
# raw WAD's path and a demo's name), one demo for each ARG DEMO pair, nodes
# by zdbsp, and dsda-doom's record of each demo: the player's position
# before every tic (-export_ghost, version 2 .gst), played by dsda-doom
# 0.25.6 (Debian).
# usage: boom_ghosts.sh DIR NAME MAKER ARG DEMO [ARG DEMO]...
set -e
tools=$(cd "$(dirname "$0")" && pwd)
dir=$1 name=$2 maker=$tools/$3
shift 3
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$dir"
demos=
while [ $# -ge 2 ]; do
    python3 "$maker" "$1" "$runtime/raw.wad" "$2.lmp"
    demos="$demos $2"
    shift 2
done
zdbsp -R -t -o "$name.wad" "$runtime/raw.wad" > /dev/null 2>&1
for demo in $demos; do
    /usr/games/dsda-doom -iwad "$iwad" -file "$name.wad" -timedemo "$demo.lmp" -nodraw -nosound \
        -export_ghost "$demo" > /dev/null 2>&1
done
