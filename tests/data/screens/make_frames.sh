#!/bin/bash
# Chocolate Doom's intermission and finale frames for tests/render/
# intermission_finale_frames_test.cpp: each exit demo of
# tests/data/oracle-more paused inside an intermission or a text screen
# (tests/data/oracle-more/exits/capture.sh). The pause ticcmd's buttons
# (0x81) include BT_ATTACK, which hurries the intermission to its full
# tally; the intermission and the text keep running while paused, so each
# frame is what the screen settles on. Run from anywhere; writes here.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
more="$here/../oracle-more"
capture="$more/exits/capture.sh"
d1=/usr/share/games/doom/freedoom1.wad
d2=/usr/share/games/doom/freedoom2.wad
# MAP07's exit: Doom II's tally over INTERPIC (intermission from tic 242).
"$capture" "$d2" "$more/exits-freedoom2.wad" "$more/exits-freedoom2-map07.lmp" 250 "$here/intermission-freedoom2-map07-tic250.png"
# MAP15's secret exit: the text screen before MAP31 (finale from tic 64),
# paused before the text may be skipped; the text is typed to its end.
"$capture" "$d2" "$more/exits-freedoom2.wad" "$more/exits-freedoom2-map15.lmp" 70 "$here/finale-freedoom2-map15-tic70.png"
# E1M1's exit: the tally over episode 1's map, whose animations go on
# (intermission from tic 41; the demo presses use at 48, which a pause
# after it would turn into the next-location screen).
"$capture" "$d1" "$more/exits-freedoom1.wad" "$more/exits-freedoom1-e1m1.lmp" 44 "$here/intermission-freedoom1-e1m1-tic44.png"
# Doom's episode ends, on finale-freedoom1.wad (make_finale_demos.py): the
# exit switch on E1M8 and E3M8 (finale from tic 41), the text typed and
# read while paused, then the picture: episode 1's CREDIT, episode 3's
# bunny scroller once it has shot "THE END".
python3 "$here/make_finale_demos.py" "$here"
"$capture" "$d1" "$here/finale-freedoom1.wad" "$here/finale-freedoom1-e1m8.lmp" 50 "$here/finale-freedoom1-e1m8-tic50.png"
"$capture" "$d1" "$here/finale-freedoom1.wad" "$here/finale-freedoom1-e3m8.lmp" 50 "$here/finale-freedoom1-e3m8-tic50.png"
# Episode 1's text while it is typed: the same demo at the game's own speed
# (-playdemo), the key pressed 7 s after the start; the test looks for the
# tic that shows it.
CAPTURE_PLAYDEMO=1 CAPTURE_WAIT=7 "$capture" "$d1" "$here/finale-freedoom1.wad" "$here/finale-freedoom1-e1m8.lmp" 50 "$here/finale-freedoom1-e1m8-typing.png"
