#!/bin/sh
# Makes slopes.wad (MAP01 from MAP01.textmap, no nodes: Brimstone builds
# them), slopes.lmp (tests/tools/monkey.py: seeded random input at skill
# Hard, so the zombieman on the ramp plays too) and slopes.trace.gz, the
# per-tic trace Brimstone plays from it (`brimstone demo --trace`), which
# tests/sim/slopes_test.cpp replays against. No port packaged for Debian
# plays slopes, so the trace is Brimstone's own, taken when the slopes were
# written: rerun it only for a change meant to alter how slopes play.
# BRIMSTONE names the program (default: build/release/brimstone).
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
brimstone=${BRIMSTONE:-$root/build/release/brimstone}
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
cd "$here"
python3 - <<'PY'
import pathlib, struct
text = pathlib.Path("MAP01.textmap").read_bytes()
lumps = [("MAP01", b""), ("TEXTMAP", text), ("ENDMAP", b"")]
body = b"".join(data for _, data in lumps)
directory, offset = b"", 12
for name, data in lumps:
    directory += struct.pack("<ii8s", offset, len(data), name.encode())
    offset += len(data)
pathlib.Path("slopes.wad").write_bytes(struct.pack("<4sii", b"PWAD", len(lumps), 12 + len(body)) + body + directory)
PY
python3 "$root/tests/tools/monkey.py" slopes.lmp --seed 4242 --skill 3 --episode 1 --map 1 --tics 1400
trace=$(mktemp)
trap 'rm -f "$trace"' EXIT
"$brimstone" demo slopes.lmp --iwad "$iwad" --file slopes.wad --trace "$trace" > /dev/null
gzip -n -9 -c "$trace" > slopes.trace.gz
