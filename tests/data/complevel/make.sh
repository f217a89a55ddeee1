#!/bin/sh
# Makes the Boom/MBF/MBF21 demos of this folder and dsda-doom's record of
# them. Demos: tests/tools/monkey.py (seeded input, dsda-doom's default
# options for a new game at the level, rngseed 12345). Ghosts: dsda-doom
# 0.25.6 (Debian) plays each demo and writes the player's position before
# every tic (-export_ghost, version 2 .gst). Run from this folder.
set -e
here=$(cd "$(dirname "$0")" && pwd)
monkey="$here/../../tools/monkey.py"
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
for level in boom:9 mbf:11 mbf21:21; do
    name=${level%%:*}
    number=${level##*:}
    python3 "$monkey" "$name-map01-nomonsters.lmp" --seed 7 --skill 3 --map 1 --tics 700 --nomonsters \
        --complevel "$number" --rngseed 12345
    python3 "$monkey" "$name-map01.lmp" --seed 7 --skill 3 --map 1 --tics 700 \
        --complevel "$number" --rngseed 12345
    # Nightmare (fast monsters that respawn), another seed and rngseed.
    python3 "$monkey" "$name-map01-nm.lmp" --seed 5 --skill 4 --map 1 --tics 700 \
        --complevel "$number" --rngseed 4321
    # Ultra-Violence on MAP02 and MAP03 with another seed.
    for map in 2 3; do
        python3 "$monkey" "$name-map0$map.lmp" --seed 11 --skill 3 --map "$map" --tics 700 \
            --complevel "$number" --rngseed 12345
    done
    demos="$name-map01-nomonsters $name-map01 $name-map01-nm $name-map02 $name-map03"
    for demo in $demos; do
        /usr/games/dsda-doom -iwad "$iwad" -timedemo "$demo.lmp" -nodraw -nosound \
            -export_ghost "$demo" > /dev/null 2>&1
    done
done
# Longer games on MAP08 and MAP11 (wall slides, missiles under a sky
# ceiling), another seed and rngseed.
. ../../tools/ghost_demo.sh
ghost_demo boom-map08 9 8 23 99 1400
ghost_demo mbf-map08 11 8 23 99 1400
ghost_demo mbf-map11 11 11 26 99 1400
# Boom's weapon recoil (the header's weapon_recoil on) at each level.
ghost_demo boom-map01-recoil 9 1 7 4321 1000 --recoil
ghost_demo mbf-map01-recoil 11 1 7 4321 1000 --recoil
ghost_demo mbf21-map01-recoil 21 1 7 4321 1000 --recoil
