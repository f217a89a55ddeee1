#!/bin/bash
# usage: chocmenu.sh IWAD OUT.png MESSAGES KEY...
# The stock chocolate-doom's 320x200 frame of a new game on the IWAD's first map (skill 3,
# -nomonsters), the player standing still, after the keys given were pressed: xdotool key
# names, "type:TEXT" types TEXT, "sleep:S" waits S seconds. MESSAGES (0 or 1) is the
# show_messages setting. The screenshot key (F12) is pressed last; the PCX is written as an
# 8-bit indexed PNG. Needs: chocolate-doom, xvfb, xdotool, python3.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tools=$(cd "$here/../../tools" && pwd)
if [ -z "${DISPLAY:-}" ]; then exec xvfb-run -a -s "-screen 0 640x480x24 -nolisten tcp" "$0" "$@"; fi
IWAD=$(realpath "$1"); OUT=$(realpath -m "$2"); MESSAGES=$3; shift 3
case "$(basename "$IWAD")" in freedoom2*|doom2*) WARP="1" ;; *) WARP="1 1" ;; esac
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
sed "s/^show_messages .*/show_messages                 $MESSAGES/" "$tools/cfg/default.cfg" > "$T/default.cfg"
cd "$T"
CHOC=$(command -v chocolate-doom || echo /usr/games/chocolate-doom)
# shellcheck disable=SC2086
HOME=$T SDL_AUDIODRIVER=dummy "$CHOC" -iwad "$IWAD" -warp $WARP -skill 3 -nomonsters \
  -config "$T/default.cfg" -extraconfig "$tools/cfg/chocolate-doom.cfg" \
  -nosound -nomusic -window -nogui > log.txt 2>&1 &
P=$!
sleep 3
W=$(xdotool search --name 'Chocolate Doom' | head -1)
xdotool windowfocus "$W"
for k in "$@"; do
  case "$k" in
    sleep:*) sleep "${k#sleep:}" ;;
    type:*) xdotool type --delay 120 "${k#type:}" ;;
    *) xdotool key --delay 120 "$k"; sleep 0.3 ;;
  esac
done
sleep 0.5
xdotool key F12
sh "$tools/save_shot.sh" "$P" "$OUT" || { echo "no screenshot taken; see $T/log.txt" >&2; trap - EXIT; exit 1; }
echo "wrote $OUT"
