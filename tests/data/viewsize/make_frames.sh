#!/bin/bash
# Makes this folder's reference frames with the stock chocolate-doom (tests/tools/chocshot.sh):
# two Freedoom demos at tic 100 with the original's other screen sizes (screenblocks) and low
# detail (detaillevel 1), each from a copy of tests/tools/cfg/default.cfg with that setting.
# Names: DEMO-tic100-sizeN.png, and -low for low detail.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tools=$here/../../tools
oracle=$here/../oracle
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
shot() {  # demo iwad blocks detail name
  sed -e "s/^screenblocks .*/screenblocks                  $3/" -e "s/^detaillevel .*/detaillevel                   $4/" \
    "$tools/cfg/default.cfg" > "$T/default.cfg"
  CHOCSHOT_CONFIG=$T/default.cfg "$tools/chocshot.sh" "/usr/share/games/doom/$2.wad" "$oracle/$1.lmp" 100 "$here/$5"
}
for demo in freedoom1-demo1:freedoom1 freedoom2-demo1:freedoom2; do
  name=${demo%%:*} iwad=${demo##*:}
  for blocks in 3 5 8 11; do shot "$name" "$iwad" "$blocks" 0 "$name-tic100-size$blocks.png"; done
  shot "$name" "$iwad" 10 1 "$name-tic100-size10-low.png"
  shot "$name" "$iwad" 7 1 "$name-tic100-size7-low.png"
done
