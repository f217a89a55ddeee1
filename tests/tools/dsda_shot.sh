#!/bin/bash
# usage: dsda_shot.sh IWAD PWAD PAUSED_DEMO.lmp OUT.png
# dsda-doom's software frame at 320x200 shown while PAUSED_DEMO stands
# paused (a demo that pauses after N tics: pause.py, boom_drawn_map.py),
# as an 8-bit indexed PNG (dsda_frame.py). Runs the Debian dsda-doom
# under Xvfb with a config of its own: software, 320x200 (shown 4:3 in a
# 640x480 window), no sky stretch, no interpolation, no wipe, no demo
# progress bar; the screenshot key is 'z', pressed with xdotool; the
# pause graphic blanked (blankpause.py). Needs: dsda-doom, xvfb, xdotool.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${DISPLAY:-}" ]; then exec xvfb-run -a -s "-screen 0 640x480x24 -nolisten tcp" "$0" "$@"; fi
IWAD=$(realpath "$1"); PWAD=$(realpath "$2"); DEMO=$(realpath "$3"); OUT=$(realpath -m "$4")
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
python3 "$here/blankpause.py" "$T/blankpause.wad" > /dev/null
mkdir -p "$T/shots"
cat > "$T/dsda.cfg" <<CFG
videomode "Software"
screen_resolution "320x200"
use_fullscreen 0
render_stretchsky 0
uncapped_framerate 0
render_wipescreen 0
hudadd_demoprogressbar 0
usegamma 0
use_mouse 0
screenshot_dir "$T/shots"
input_screenshot 122 -1 -1 | 122 -1 -1 | 122 -1 -1
CFG
HOME=$T XDG_RUNTIME_DIR=$T SDL_AUDIODRIVER=dummy /usr/games/dsda-doom -iwad "$IWAD" -file "$PWAD" "$T/blankpause.wad" \
  -config "$T/dsda.cfg" -playdemo "$DEMO" -nosound -window > "$T/log.txt" 2>&1 &
P=$!
sleep "${DSDA_SHOT_WAIT:-4}"  # seconds for the demo to reach its pause (more on a loaded machine)
W=$(xdotool search --name 'DSDA' | head -1)
xdotool windowfocus "$W"; sleep 0.5; xdotool key --window "$W" z; sleep 1
kill "$P"; wait "$P" 2> /dev/null || true
shot=$(ls "$T"/shots/*.png 2> /dev/null | head -1)
[ -n "$shot" ] || { echo "no screenshot taken; see $T/log.txt" >&2; trap - EXIT; exit 1; }
python3 -c "
import struct, sys
d = open(sys.argv[1], 'rb').read()
n, at = struct.unpack('<ii', d[4:12])
for i in range(n):
    o, s, name = struct.unpack('<ii8s', d[at + 16 * i:at + 16 * i + 16])
    if name.rstrip(b'\0') == b'PLAYPAL':
        open(sys.argv[2], 'wb').write(d[o:o + s])
" "$IWAD" "$T/playpal.lmp"
python3 "$here/dsda_frame.py" "$shot" "$T/playpal.lmp" /usr/share/dsda-doom/dsda-doom.wad "$OUT"
echo "wrote $OUT"
