#!/bin/sh
# Makes boom-lines.wad (Boom maps whose generalized and extended lines the
# player rides through; see tests/tools/boom_lines_map.py), the Boom 2.02
# demo on each map (boom-lines.lmp on MAP01, boom-lines-map02.lmp), and
# dsda-doom's record of each: the player's position before every tic
# (-export_ghost, version 2 .gst), played by dsda-doom 0.25.6 (Debian).
# Nodes by zdbsp. Run from anywhere.
exec sh "$(dirname "$0")/../../tools/boom_ghosts.sh" "$(cd "$(dirname "$0")" && pwd)" boom-lines boom_lines_map.py 1 boom-lines 2 boom-lines-map02
