#!/bin/sh
# Makes mbf-oldbfg.wad (a PWAD holding mbf-oldbfg.deh as its DEHACKED lump:
# the pistol fires MBF's beta BFG), monkey demos with it on freedoom2.wad
# MAP01 at MBF and MBF21, and dsda-doom's record of each
# (../../tools/ghost_demo.sh). Run from anywhere.
set -e
cd "$(dirname "$0")"
python3 ../../tools/deh_pwad.py mbf-oldbfg.deh mbf-oldbfg.wad
. ../../tools/ghost_demo.sh
GHOST_PWAD=mbf-oldbfg.wad
ghost_demo mbf-oldbfg 11 1 7 2024 800
ghost_demo mbf21-oldbfg 21 1 9 2024 800
