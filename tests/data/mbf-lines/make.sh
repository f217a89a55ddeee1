#!/bin/sh
# Makes mbf-lines.wad (an MBF21 map whose lines carry Boom's pass-use and
# MBF21's block-players and block-land-monsters flags, a player start
# inside a wall and a friend behind a monster-blocking line; see
# tests/tools/mbf_lines_map.py), the demo across it at MBF (mbf-lines.lmp)
# and at MBF21 (mbf21-lines.lmp), and dsda-doom's record of each: the
# player's position before every tic (-export_ghost, version 2 .gst),
# played by dsda-doom 0.25.6 (Debian). Nodes by zdbsp. Run from anywhere.
exec sh "$(dirname "$0")/../../tools/boom_ghosts.sh" "$(cd "$(dirname "$0")" && pwd)" mbf-lines mbf_lines_map.py 11 mbf-lines 21 mbf21-lines
