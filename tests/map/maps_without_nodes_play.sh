#!/bin/sh
# Every map of both Freedoom IWADs with its NODES, SEGS and SSECTORS
# emptied (a PWAD per IWAD) plays a generated demo of TICS tics
# (tests/tools/monkey.py, seeded by the map, as scripts/soak.sh) on the
# nodes our node builder makes: each run must end cleanly, without a
# warning and with the whole demo played (its trace has a line a tic).
# Usage: maps_without_nodes_play.sh BRIMSTONE_BINARY [TICS]
set -eu
binary=$1
tics=${2:-350}
here=$(cd "$(dirname "$0")/../.." && pwd)
iwads=/usr/share/games/doom
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The PWADs: each map's lumps as in the IWAD, the three node lumps empty.
python3 - "$iwads" "$work" <<'PY'
import re, struct, sys
iwads, work = sys.argv[1], sys.argv[2]
for name in ("freedoom1", "freedoom2"):
    data = open(f"{iwads}/{name}.wad", "rb").read()
    count, offset = struct.unpack_from("<ii", data, 4)
    lumps = []
    for i in range(count):
        at, size = struct.unpack_from("<ii", data, offset + 16 * i)
        lumps.append((data[offset + 16 * i + 8:offset + 16 * i + 16].rstrip(b"\0").decode(), data[at:at + size]))
    out = []
    for i, (lump, _) in enumerate(lumps):
        if re.fullmatch(r"E\dM\d|MAP\d\d", lump):
            out.append((lump, b""))
            out += [(n, b"" if n in ("NODES", "SEGS", "SSECTORS") else d) for n, d in lumps[i + 1:i + 11]]
    body = b"".join(d for _, d in out)
    wad = b"PWAD" + struct.pack("<ii", len(out), 12 + len(body)) + body
    at = 12
    for n, d in out:
        wad += struct.pack("<ii", at, len(d)) + n.encode().ljust(8, b"\0")
        at += len(d)
    open(f"{work}/{name}-nonodes.wad", "wb").write(wad)
PY

all_maps() {
  for e in 1 2 3 4; do for m in 1 2 3 4 5 6 7 8 9; do echo "freedoom1 E${e}M$m $e $m"; done; done
  for m in $(seq 1 32); do echo "freedoom2 $(printf MAP%02d "$m") 1 $m"; done
}

failures=0
played=0
for line in $(all_maps | tr ' ' ':'); do
  IFS=: read -r iwad name episode map <<EOT
$line
EOT
  demo=$work/$name.lmp
  python3 "$here/tests/tools/monkey.py" "$demo" --seed "$((episode * 100 + map))" --skill 4 \
    --episode "$episode" --map "$map" --tics "$tics" >/dev/null
  if ! "$binary" demo "$demo" --iwad "$iwads/$iwad.wad" --file "$work/$iwad-nonodes.wad" \
      --trace "$work/trace.txt" >"$work/log.txt" 2>&1; then
    echo "$name: failed: $(tail -n 1 "$work/log.txt")"
    failures=$((failures + 1))
  elif [ -s "$work/log.txt" ]; then
    echo "$name: said: $(head -n 1 "$work/log.txt")"
    failures=$((failures + 1))
  elif [ "$(grep -vc '^#' "$work/trace.txt")" -ne "$tics" ]; then
    echo "$name: the trace has $(grep -vc '^#' "$work/trace.txt") tics of $tics"
    failures=$((failures + 1))
  else
    played=$((played + 1))
  fi
done
echo "maps without nodes: $played played $tics tics on our nodes, $failures failed"
[ "$failures" -eq 0 ]
