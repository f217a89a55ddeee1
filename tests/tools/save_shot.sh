#!/bin/sh
# usage: save_shot.sh PID OUT.png   (run in the folder chocolate-doom writes to)
# The end every capture script shares, once the screenshot key was sent:
# waits for DOOM00.pcx, stops the engine (PID) and writes the PCX as an
# 8-bit indexed PNG. Exits 1 when no screenshot came.
set -u
here=$(cd "$(dirname "$0")" && pwd)
pid=$1 out=$2
for _ in $(seq 1 40); do [ -f DOOM00.pcx ] && break; sleep 0.05; done
sleep 0.2; kill "$pid" 2>/dev/null || true
# Not this shell's child, so no `wait`: poll until it is gone.
for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
[ -f DOOM00.pcx ] || exit 1
python3 - "$here" DOOM00.pcx "$out" <<'PY'
import sys; sys.path.insert(0, sys.argv[1])
import png8
w, h, pix, pal = png8.read_pcx(sys.argv[2])
png8.write_png8(sys.argv[3], w, h, pix, pal)
PY
