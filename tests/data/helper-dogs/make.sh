#!/bin/sh
# Makes MBF and MBF21 demos with three helper dogs (the demo header's dogs
# byte, help_friends on) on freedoom2.wad MAP01 to MAP05 and MAP11 and
# dsda-doom's record of each (../../tools/ghost_demo.sh). The dogs fight,
# follow the player, jump down ledges and help each other; where they go
# decides what the monsters do to the player. Run from anywhere.
set -e
cd "$(dirname "$0")"
. ../../tools/ghost_demo.sh
ghost_demo mbf-dogs-map01 11 1 7 777 1400 --dogs 3 --help-friends
ghost_demo mbf-dogs-map02 11 2 11 777 1400 --dogs 3 --help-friends
ghost_demo mbf21-dogs-map03 21 3 5 777 1400 --dogs 3 --help-friends
ghost_demo mbf-dogs-map04 11 4 3 777 1400 --dogs 3 --help-friends
ghost_demo mbf21-dogs-map05 21 5 9 777 1400 --dogs 3 --help-friends
ghost_demo mbf-dogs-map11 11 11 26 99 1400 --dogs 3 --help-friends
# The same with BEX's [HELPER] (helper-imps.deh, as a PWAD): the helpers
# are friendly imps, which shoot, and jump down ledges as dogs do.
python3 ../../tools/deh_pwad.py helper-imps.deh helper-imps.wad
GHOST_PWAD=helper-imps.wad ghost_demo mbf-imps-map01 11 1 13 555 1400 --dogs 3
GHOST_PWAD=helper-imps.wad ghost_demo mbf21-imps-map02 21 2 4 555 1400 --dogs 3 --help-friends
GHOST_PWAD=helper-imps.wad ghost_demo mbf21-imps-map04 21 4 22 321 1400 --dogs 3 --help-friends
GHOST_PWAD=helper-imps.wad ghost_demo mbf21-imps-map19 21 19 44 321 1400 --skill 4 --dogs 3 --help-friends
# MBF on freedoom1.wad E2M4, two dogs: the player's own thrust sets the weapon's bob (MBF's P_Bob).
(iwad=/usr/share/games/doom/freedoom1.wad; ghost_demo mbf-dogs-e2m4 11 4 62 12 1400 --episode 2 --skill 4 --dogs 2)
# MBF21 MAP29: an arch-vile's fire appears at its target's (x, y) from MBF on.
ghost_demo mbf21-dogs-map29 21 29 68 18 1400 --skill 4 --dogs 3 --help-friends
