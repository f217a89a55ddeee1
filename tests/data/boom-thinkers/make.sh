#!/bin/sh
# Makes boom-thinkers.wad (a Boom map whose scrollers, friction and pushers
# move the player; see tests/tools/boom_thinkers_map.py), a demo walking
# through it at Boom 2.02 (boom-thinkers-boom.lmp) and at MBF
# (boom-thinkers-mbf.lmp, whose friction rules differ), and dsda-doom's
# record of each: the player's position before every tic (-export_ghost,
# version 2 .gst), played by dsda-doom 0.25.6 (Debian). Nodes by zdbsp.
# Run from anywhere.
exec sh "$(dirname "$0")/../../tools/boom_ghosts.sh" "$(cd "$(dirname "$0")" && pwd)" boom-thinkers boom_thinkers_map.py 9 boom-thinkers-boom 11 boom-thinkers-mbf
