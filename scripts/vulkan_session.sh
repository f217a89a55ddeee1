#!/bin/sh
# A scripted play session with the Vulkan renderer on a private X server,
# the Khronos validation layer watching the window's device: the menu, a
# new game, moving, firing and using, the automap, switches to the software
# renderer and the split view, window resizes, fullscreen and back, and
# screenshots, over and over for SECONDS; then the menu's Quit. Fails when
# the game does not end cleanly or the layer reported anything.
#
# Usage: scripts/vulkan_session.sh [--binary PATH] [--iwad PATH] [--keep] SECONDS
# --keep leaves the game's log and screenshots in the folder it names.
# Needs: Xvfb, xdotool, vulkan-validationlayers, a Vulkan driver
# (Mesa's lavapipe will do).
set -eu

binary=build/release/brimstone
iwad=/usr/share/games/doom/freedoom2.wad
keep=
while [ $# -gt 1 ]; do
    case "$1" in
        --binary) binary=$2; shift 2 ;;
        --iwad) iwad=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        *) echo "vulkan_session.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
[ $# -eq 1 ] || { echo "usage: scripts/vulkan_session.sh [--binary PATH] [--iwad PATH] [--keep] SECONDS" >&2; exit 2; }
seconds=$1
[ -x "$binary" ] || { echo "vulkan_session.sh: no program at $binary (build it first)" >&2; exit 2; }
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

work=$(mktemp -d)
if [ -n "$keep" ]; then echo "vulkan session: keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

# What runs inside the private X server.
cat > "$work/inner.sh" <<'EOF'
set -u
binary=$1 iwad=$2 seconds=$3 work=$4
XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data "$binary" -iwad "$iwad" -nosound --renderer vulkan \
    --vulkan-validation --set video.width=1280 --set video.height=800 --set "paths.screenshot_dir=$work/shots" \
    > "$work/out.log" 2> "$work/err.log" &
game=$!
window=
# The sanitized build with the validation layer can take a while to open
# its window on a loaded machine.
for _ in $(seq 300); do
    window=$(xdotool search --name '^Brimstone$' 2>/dev/null | head -1) && [ -n "$window" ] && break
    sleep 0.2
done
[ -n "$window" ] || { echo "no Brimstone window appeared" >&2; kill $game; exit 1; }
press() { xdotool windowfocus "$window" key --delay 80 "$@" 2>/dev/null; }
hold() { xdotool windowfocus "$window" keydown "$1" 2>/dev/null; sleep "$2"; xdotool keyup "$1" 2>/dev/null; }

sleep 2
press Escape Return Return Return   # the menu: New Game, the skill's default, the game starts
end=$(( $(date +%s) + seconds ))
round=0
while [ "$(date +%s)" -lt "$end" ] && kill -0 $game 2>/dev/null; do
    round=$((round + 1))
    hold Up 1.2; hold Left 0.4; press Control_L space; hold Right 0.3; hold Down 0.5
    press Tab; sleep 0.8; press Tab                    # the automap
    press Insert; sleep 0.8; press Insert              # software and back
    press Delete; sleep 0.8; press Delete              # the split view
    xdotool windowsize "$window" 800 500; sleep 0.6
    xdotool windowsize "$window" 1280 800; sleep 0.6
    press F11; sleep 0.8; press F11                    # fullscreen and back
    press Escape Down Up; sleep 0.4; press Escape      # the menu over the game (its cursor back on New Game)
    [ $((round % 5)) -ne 1 ] || press Print
    press space                                       # "press use" if the player died
done
press Escape Up Return; sleep 0.5; press y          # Quit, and yes
for _ in $(seq 150); do kill -0 $game 2>/dev/null || break; sleep 0.2; done
if kill -0 $game 2>/dev/null; then echo "the game did not quit" >&2; kill $game; exit 1; fi
wait $game
code=$?
echo "rounds=$round"
exit $code
EOF

# A private X server on a display Xvfb picks itself (-displayfd): xvfb-run -a
# guesses a free number from lock files and loses races with the other
# tests' servers starting at the same moment.
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp -noreset 3> "$work/display" 2> "$work/xvfb.log" &
server=$!
trap 'kill $server 2>/dev/null; [ -n "$keep" ] || rm -rf "$work"' EXIT
for _ in $(seq 100); do
    [ "$(wc -l < "$work/display")" -ge 1 ] 2>/dev/null && break
    kill -0 $server 2>/dev/null || break
    sleep 0.1
done
display=$(head -1 "$work/display" 2>/dev/null)
[ -n "$display" ] || { echo "vulkan_session.sh: Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }

status=0
DISPLAY=:$display sh "$work/inner.sh" "$binary" "$iwad" "$seconds" "$work" > "$work/session.log" 2>&1 || status=$?
rounds=$(sed -n 's/^rounds=//p' "$work/session.log")
messages=$(sed -n 's/^brimstone: Vulkan validation: \([0-9]*\) message.*/\1/p' "$work/err.log" 2>/dev/null)
shots=$(ls "$work/shots" 2>/dev/null | wc -l)
echo "vulkan session: ${seconds} s, ${rounds:-0} rounds, ${shots} screenshots, validation messages: ${messages:-none reported}"
# Without the layer the game counts no messages; that proves nothing.
if grep -q 'validation layer is not installed' "$work/err.log" 2>/dev/null; then
    echo "vulkan session: the Khronos validation layer is not installed (vulkan-validationlayers)" >&2
    status=1
fi
if [ "$status" -ne 0 ] || [ "${messages:-x}" != 0 ] || [ -z "$rounds" ]; then
    echo "--- session" >&2; cat "$work/session.log" >&2
    echo "--- game's log" >&2; cat "$work/err.log" >&2 2>/dev/null || true
    exit 1
fi
