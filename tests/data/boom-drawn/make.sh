#!/bin/sh
# Makes boom-drawn.wad (a Boom map showing 213/261 light transfers, a 271
# sky transfer and a 260 translucent wall; see tests/tools/boom_drawn_map.py)
# and its Boom 2.02 demo boom-drawn.lmp. Nodes by zdbsp. Run from anywhere.
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
