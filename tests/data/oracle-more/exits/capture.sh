#!/bin/bash
# usage: capture.sh IWAD PWAD DEMO.lmp N OUT.png
# The frame the stock chocolate-doom shows after N tics of DEMO played with
# PWAD: the demo is copied with a long pause after N tics, the screenshot key
# is pressed during the pause and the PCX becomes an 8-bit indexed PNG. The
# helpers are those of tests/tools (pause.py, blankpause.py,
# png8.py). The pause lasts 100000 tics and the key is pressed 15 + N/50 s
# after the start: longer than tests/data/oracle-more/README.md's waits, as
# the screen wipes between maps run in real time and a key pressed before
# the pause is reached catches an earlier tic.
# CAPTURE_PLAYDEMO=1 plays the demo at the game's own speed (-playdemo) and
# CAPTURE_WAIT=S presses the key S seconds after the start instead: a screen
# that keeps moving while paused (a text being typed) is then caught midway.
set -eu
tools=${ORACLE_TOOLS:-$(cd "$(dirname "$0")/../../../tools" && pwd)}
if [ -z "${DISPLAY:-}" ]; then exec xvfb-run -a -s "-screen 0 640x480x24 -nolisten tcp" "$0" "$@"; fi
IWAD=$(realpath "$1"); PWAD=$(realpath "$2"); DEMO=$(realpath "$3"); N=$4; OUT=$(realpath -m "$5")
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
python3 "$tools/pause.py" "$DEMO" "$N" 100000 "$T/ps.lmp" >/dev/null
python3 "$tools/blankpause.py" "$T/blankpause.wad" >/dev/null
cp "$tools"/cfg/*.cfg "$T/"  # the engine rewrites its config on exit
cd "$T"
HOME=$T SDL_AUDIODRIVER=dummy /usr/games/chocolate-doom -iwad "$IWAD" -file "$PWAD" blankpause.wad \
  -config default.cfg -extraconfig chocolate-doom.cfg \
  "$([ -n "${CAPTURE_PLAYDEMO:-}" ] && echo -playdemo || echo -timedemo)" ps.lmp -nosound -nomusic -window -nogui > log.txt 2>&1 &
engine=$!
sleep "${CAPTURE_WAIT:-$(python3 -c "print(15.0 + $N/50)")}"
window=$(xdotool search --name 'Chocolate Doom' | head -1)
xdotool windowfocus "$window" key F12
sh "$tools/save_shot.sh" "$engine" "$OUT" || { echo "no screenshot taken" >&2; exit 1; }
