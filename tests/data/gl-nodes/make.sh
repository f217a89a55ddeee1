#!/bin/sh
# gl.wad: MAP01.textmap with GL nodes by zdbsp (ZNODES, XGLN), which close
# the room's subsectors with minisegs. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
PYTHONPATH="$here/../../tools" python3 -c "
import sys, pwad
pwad.write_udmf_map(sys.argv[1], open(sys.argv[2], 'rb').read())" "$raw" "$here/MAP01.textmap"
zdbsp -X -o "$here/gl.wad" "$raw" > /dev/null
