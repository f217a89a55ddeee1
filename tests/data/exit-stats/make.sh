#!/bin/sh
# Makes exit-stats.wad (a Boom map a demo finishes, with kills, items and
# secrets found and missed: tests/tools/exit_stats_map.py), a demo at
# Boom 2.02, MBF and MBF21, and what the reference ports write of each
# when the level ends:
# - dsda-doom 0.25.6 (Debian): the player's position before every tic
#   (-export_ghost, NAME.gst) and its level statistics (-levelstat,
#   NAME.levelstat: the map, time, kills, items, secrets);
# - Woof 10.5.1 (Debian): Chocolate Doom's statistics dump
#   (-statdump, NAME.statdump: the same figures and the par time).
# Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
sh "$here/../../tools/boom_ghosts.sh" "$here" exit-stats exit_stats_map.py \
    9 exit-stats-boom 11 exit-stats-mbf 21 exit-stats-mbf21
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOME="$runtime"
cd "$here"
for demo in exit-stats-boom exit-stats-mbf exit-stats-mbf21; do
    (cd "$runtime" && /usr/games/dsda-doom -iwad "$iwad" -file "$here/exit-stats.wad" \
        -timedemo "$here/$demo.lmp" -nodraw -nosound -levelstat > /dev/null 2>&1 || true)
    mv "$runtime/levelstat.txt" "$demo.levelstat"
    /usr/games/woof -iwad "$iwad" -file "$here/exit-stats.wad" -timedemo "$here/$demo.lmp" -nodraw \
        -nosound -statdump "$here/$demo.statdump" > /dev/null 2>&1 || true
    test -s "$demo.statdump"
done
