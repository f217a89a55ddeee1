#!/bin/sh
# Makes MBF and MBF21 demos with three helper dogs (the demo header's dogs
# byte, help_friends on) on freedoom2.wad MAP01 to MAP05
# (tests/tools/monkey.py), and dsda-doom's record of each: the player's
# position before every tic (-export_ghost, version 2 .gst), played by
# dsda-doom 0.25.6 (Debian). The dogs fight, follow the player, jump down
# ledges and help each other; where they go decides what the monsters do
# to the player. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
monkey="$here/../../tools/monkey.py"
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "$here"
for spec in mbf-dogs-map01:11:1:7 mbf-dogs-map02:11:2:11 mbf21-dogs-map03:21:3:5 mbf-dogs-map04:11:4:3 mbf21-dogs-map05:21:5:9; do
    name=${spec%%:*}
    rest=${spec#*:}
    level=${rest%%:*}
    rest=${rest#*:}
    map=${rest%%:*}
    seed=${rest#*:}
    python3 "$monkey" "$name.lmp" --seed "$seed" --skill 3 --map "$map" --tics 1400 \
        --complevel "$level" --rngseed 777 --dogs 3 --help-friends
    /usr/games/dsda-doom -iwad "$iwad" -timedemo "$name.lmp" -nodraw -nosound \
        -export_ghost "$name" > /dev/null 2>&1
done
