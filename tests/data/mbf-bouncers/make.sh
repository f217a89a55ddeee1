#!/bin/sh
# Makes mbf-bouncers.wad (a PWAD holding mbf-bouncers.deh as its DEHACKED
# lump: MBF's bouncing and touchy things), monkey demos with it on
# freedoom2.wad at MBF and MBF21, and dsda-doom's record of each
# (../../tools/ghost_demo.sh). Run from anywhere.
set -e
cd "$(dirname "$0")"
python3 ../../tools/deh_pwad.py mbf-bouncers.deh mbf-bouncers.wad
. ../../tools/ghost_demo.sh
GHOST_PWAD=mbf-bouncers.wad
ghost_demo mbf-bouncers-map01 11 1 7 12345 1000
ghost_demo mbf21-bouncers-map01 21 1 8 4242 1000
ghost_demo mbf-bouncers-map02 11 2 11 777 1000
