#!/bin/sh
# Makes boom-points.wad (a Boom map whose 226 point puller and pusher move
# the player, one of them hidden by a pillar from part of the way; see
# tests/tools/boom_points_map.py), a demo walking through it at Boom 2.02
# (boom-points-boom.lmp) and at MBF (boom-points-mbf.lmp, whose force falls
# with the square of the distance), and dsda-doom's ghost of each
# (tests/tools/boom_ghosts.sh). Run from anywhere.
exec sh "$(dirname "$0")/../../tools/boom_ghosts.sh" "$(cd "$(dirname "$0")" && pwd)" boom-points boom_points_map.py 9 boom-points-boom 11 boom-points-mbf
