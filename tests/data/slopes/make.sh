#!/bin/sh
# Makes slopes.wad (MAP01 from MAP01.textmap, no nodes: Brimstone builds
# them), slopes.lmp (tests/tools/monkey.py: seeded random input at skill
# Hard, so the zombieman on the ramp plays too) and slopes.trace.gz, the
# per-tic trace Brimstone plays from it (the trace columns of `brimstone
# demo --trace`), written by tests/sim/slopes_test.cpp, which replays
# against it. No port packaged for Debian
# plays slopes, so the trace is Brimstone's own, taken when the slopes were
# written: rerun it only for a change meant to alter how slopes play.
# TEST_SIM names the test program (default: build/test/test_sim).
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
test_sim=${TEST_SIM:-$root/build/test/test_sim}
cd "$here"
PYTHONPATH="$root/tests/tools" python3 - <<'PY'
import pathlib
from pwad import write_udmf_map
write_udmf_map("slopes.wad", pathlib.Path("MAP01.textmap").read_bytes())
PY
python3 "$root/tests/tools/monkey.py" slopes.lmp --seed 4242 --skill 3 --episode 1 --map 1 --tics 1400
BRIMSTONE_WRITE_SLOPES_TRACE="$here/slopes.trace.gz" "$test_sim" --gtest_filter=SlopesDemo.* > /dev/null
