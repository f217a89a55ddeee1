#!/bin/bash
# usage: amshot.sh IWAD DEMO.lmp N OUT.png [KEY...]
# The stock chocolate-doom's automap after N tics of DEMO: plays (with -playdemo, whose
# keys reach the game; under -timedemo a key opens the menu) a copy of the demo that
# pauses after N tics, presses Tab, then each KEY (xdotool names, e.g. g for the grid,
# minus to zoom out for a while), then the screenshot key, and converts the PCX to an
# 8-bit indexed PNG. -playdemo runs in real time, so this takes about N/35 seconds.
# Needs: chocolate-doom, xvfb, xdotool, python3 (and ../../tools/).
set -eu
tools=$(cd "$(dirname "$0")/../../tools" && pwd)
if [ -z "${DISPLAY:-}" ]; then exec xvfb-run -a -s "-screen 0 640x480x24 -nolisten tcp" "$0" "$@"; fi
IWAD=$(realpath "$1"); DEMO=$(realpath "$2"); N=$3; OUT=$(realpath -m "$4"); shift 4
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
python3 "$tools/pause.py" "$DEMO" "$N" 30000 "$T/ps.lmp" >/dev/null
python3 "$tools/blankpause.py" "$T/blankpause.wad" >/dev/null
cd "$T"
CHOC=$(command -v chocolate-doom || echo /usr/games/chocolate-doom)
HOME=$T SDL_AUDIODRIVER=dummy "$CHOC" -iwad "$IWAD" -file blankpause.wad \
  -config "$tools/cfg/default.cfg" -extraconfig "$tools/cfg/chocolate-doom.cfg" \
  -playdemo ps.lmp -nosound -nomusic -window -nogui > log.txt 2>&1 &
P=$!
sleep "$(python3 -c "print(4.0 + $N/35)")"   # real time: the demo reaches its pause after N/35 s
W=$(xdotool search --name 'Chocolate Doom' | head -1)
xdotool windowfocus "$W"
xdotool key --window "$W" Tab
sleep 0.3
for k in "$@"; do xdotool key --window "$W" "$k"; sleep 0.3; done
xdotool key --window "$W" F12
sh "$tools/save_shot.sh" "$P" "$OUT" || { echo "no screenshot taken; see $T/log.txt" >&2; trap - EXIT; exit 1; }
echo "wrote $OUT"
