#!/bin/sh
# Makes mbf21-deh.wad (a PWAD holding mbf21-deh.deh as its DEHACKED lump),
# an MBF21 demo on freedoom2.wad MAP01 with it (tests/tools/monkey.py, the
# seed and length of ../complevel's mbf21-map01), and dsda-doom's record of
# it (../../tools/ghost_demo.sh). Run from anywhere.
set -e
cd "$(dirname "$0")"
python3 ../../tools/deh_pwad.py mbf21-deh.deh mbf21-deh.wad
. ../../tools/ghost_demo.sh
GHOST_PWAD=mbf21-deh.wad
ghost_demo mbf21-deh 21 1 7 12345 700
