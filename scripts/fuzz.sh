#!/bin/sh
# scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
# Builds the fuzz preset (clang, ASan + UBSan) and runs one fuzz target of
# tests/fuzz for SECONDS, starting from its seed corpus. TARGET is a name
# from tests/fuzz/CMakeLists.txt (map, demo, dehacked, ...), or "all" for
# each in turn. The last lines printed give the executions and any crash;
# a crashing input is kept (its path is printed) for the corpus.
set -eu
[ $# -ge 2 ] || { echo "usage: scripts/fuzz.sh TARGET|all SECONDS [libFuzzer options...]" >&2; exit 2; }
target=$1 seconds=$2
shift 2
cd "$(dirname "$0")/.."
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz >/dev/null
if [ "$target" = all ]; then
  targets=$(sed -n 's/^set(_targets \(.*\))$/\1/p' tests/fuzz/CMakeLists.txt)
else
  targets=$target
fi
failed=""
for t in $targets; do
  binary=build/fuzz/tests/fuzz/fuzz_$t
  [ -x "$binary" ] || { echo "fuzz.sh: no fuzz target '$t'" >&2; exit 2; }
  echo "== $t, $seconds s"
  sh tests/fuzz/run_fuzz.sh "$PWD/$binary" "$PWD/tests/fuzz/corpus/$t" -max_total_time="$seconds" "$@" ||
    failed="$failed $t"
done
[ -z "$failed" ] || { echo "fuzz.sh: crashes in:$failed" >&2; exit 1; }
