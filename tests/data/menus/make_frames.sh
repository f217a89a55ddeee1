#!/bin/bash
# Makes this folder's reference frames with the stock chocolate-doom (see chocmenu.sh):
# the main menu, the options menu, the save menu (six empty slots) and a message
# ("Degreelessness Mode On", typed as a cheat), on both Freedoom IWADs.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
for game in freedoom1 freedoom2; do
  iwad=/usr/share/games/doom/$game.wad
  "$here/chocmenu.sh" "$iwad" "$here/$game-main.png" 0 Escape
  "$here/chocmenu.sh" "$iwad" "$here/$game-options.png" 0 Escape o Return
  "$here/chocmenu.sh" "$iwad" "$here/$game-save.png" 0 Escape s Return
  "$here/chocmenu.sh" "$iwad" "$here/$game-message.png" 1 type:iddqd
done
