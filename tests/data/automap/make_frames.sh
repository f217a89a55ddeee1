#!/bin/bash
# Makes every frame manifest.tsv lists with amshot.sh (the stock chocolate-doom's automap),
# as FRAME.png here. Optionally only the frames named on the command line.
# usage: make_frames.sh [FRAME...]   (IWADs from /usr/share/games/doom, or $DOOMWADDIR)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
wads=${DOOMWADDIR:-/usr/share/games/doom}
grep -v '^#' "$here/manifest.tsv" | while IFS=$'\t' read -r frame iwad demo tic keys; do
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$frame"; then continue; fi
  # shellcheck disable=SC2086  # the keys are separate words
  # A demo of ../oracle, or a path from here (the monkey demos kept here, ../oracle-more/...).
  if [ -f "$here/$demo" ]; then path=$here/$demo; else path=$here/../oracle/$demo; fi
  "$here/amshot.sh" "$wads/$iwad" "$path" "$tic" "$here/$frame.png" $keys < /dev/null
done
