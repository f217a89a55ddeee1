#!/bin/sh
# Makes boom-drawn.wad (a Boom map showing 213/261 light transfers, a 271
# sky transfer and a 260 translucent wall; see tests/tools/boom_drawn_map.py)
# and its Boom 2.02 demo boom-drawn.lmp. Nodes by zdbsp. Run from anywhere.
# dsda-tic5.png and dsda-tic60.png are dsda-doom 0.25.6's (Debian) software
# frames at 320x200 after 5 and 60 tics of the demo (tests/tools/dsda_shot.sh;
# its screenshot key is pressed under Xvfb: rerun if it reports none).
# dsda-tranmap-66.bin is dsda-doom 0.25.6's (Debian) default translucency
# table for Freedoom's palette: the tranmap.dat it writes under
# $HOME/.dsda-doom when it loads any level, less the 769-byte header
# (percentage and palette): HOME=$(mktemp -d) dsda-doom -iwad
# freedoom2.wad -file boom-drawn.wad -timedemo boom-drawn.lmp -nodraw -nosound
set -e
here=$(cd "$(dirname "$0")" && pwd)
runtime=$(mktemp -d)
trap 'rm -rf "$runtime"' EXIT
cd "$here"
python3 "$here/../../tools/boom_drawn_map.py" "$runtime/raw.wad" boom-drawn.lmp
zdbsp -R -t -o boom-drawn.wad "$runtime/raw.wad" > /dev/null 2>&1
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
for tic in 5 60; do
    python3 "$here/../../tools/boom_drawn_map.py" "$runtime/raw.wad" "$runtime/paused.lmp" "$tic"
    "$here/../../tools/dsda_shot.sh" "$iwad" boom-drawn.wad "$runtime/paused.lmp" "dsda-tic$tic.png"
done
