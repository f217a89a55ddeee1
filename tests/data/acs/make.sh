#!/bin/sh
# Assembles the BEHAVIOR lumps of the ACS tests (tests/sim/acs_test.cpp)
# from their listings with tests/tools/acs_asm.py: each listing in its own
# format, vars also in the compact and the two compatible layouts, door
# also in Hexen's, and copies them as the seeds of the behavior fuzz
# target. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
asm="$here/../../tools/acs_asm.py"
cd "$here"
for listing in *.acs.txt; do
    python3 "$asm" "$listing" "${listing%.acs.txt}.o"
done
python3 "$asm" vars.acs.txt vars-ACSe.o ACSe
python3 "$asm" vars.acs.txt vars-ACS0-ACSE.o ACS0+ACSE
python3 "$asm" vars.acs.txt vars-ACS0-ACSe.o ACS0+ACSe
python3 "$asm" door.acs.txt door-ACS0.o ACS0
seeds="$here/../../fuzz/corpus/behavior"
mkdir -p "$seeds"
cp ./*.o "$seeds/"
# acs.wad: MAP01.textmap with wad.o as its BEHAVIOR, nodes by zdbsp.
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
python3 - "$raw" <<'PY'
import struct, sys
lumps = [("MAP01", b""), ("TEXTMAP", open("MAP01.textmap", "rb").read()), ("BEHAVIOR", open("wad.o", "rb").read()),
         ("ENDMAP", b"")]
data, directory, at = b"", b"", 12
for name, body in lumps:
    directory += struct.pack("<II8s", at, len(body), name.encode())
    data += body
    at += len(body)
open(sys.argv[1], "wb").write(b"PWAD" + struct.pack("<II", len(lumps), at) + data + directory)
PY
zdbsp -X -o acs.wad "$raw" > /dev/null
