#!/bin/sh
# Makes dsdhacked.wad (a PWAD holding dsdhacked.deh, a DEHEXTRA and
# DSDHacked patch, as its DEHACKED lump), an MBF21 demo on freedoom2.wad
# MAP01 with it (tests/tools/monkey.py, the seed and length of
# ../complevel's mbf21-map01: the patch takes the game elsewhere from tic
# 116), and dsda-doom's record of it (../../tools/ghost_demo.sh). Run from
# anywhere.
set -e
cd "$(dirname "$0")"
python3 ../../tools/deh_pwad.py dsdhacked.deh dsdhacked.wad
. ../../tools/ghost_demo.sh
GHOST_PWAD=dsdhacked.wad
ghost_demo dsdhacked 21 1 7 12345 700
