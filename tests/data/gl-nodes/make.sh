#!/bin/sh
# gl.wad: MAP01.textmap with GL nodes by zdbsp (ZNODES, XGLN), which close
# the room's subsectors with minisegs. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
python3 - "$raw" <<'PY'
import struct, sys
lumps = [("MAP01", b""), ("TEXTMAP", open("MAP01.textmap", "rb").read()), ("ENDMAP", b"")]
data, directory, at = b"", b"", 12
for name, body in lumps:
    directory += struct.pack("<II8s", at, len(body), name.encode())
    data += body
    at += len(body)
open(sys.argv[1], "wb").write(b"PWAD" + struct.pack("<II", len(lumps), at) + data + directory)
PY
zdbsp -X -o gl.wad "$raw" > /dev/null
