#!/bin/bash
# usage: capture.sh IWAD DEMO.lmp N OUT.png [ENGINE ARGUMENT...]
# The oracle's own capture (chocshot.sh of tests/tools, the
# stock chocolate-doom) with extra arguments on the engine's command line,
# e.g. `-mb 8` for an 8 MiB zone instead of 16. Nothing the game does
# depends on them; only what lies in the heap after each zone block does.
set -eu
tools=${ORACLE_TOOLS:-$(cd "$(dirname "$0")/../../../tools" && pwd)}
IWAD=$1; DEMO=$2; N=$3; OUT=$4; shift 4
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
cp -r "$tools" "$T/tools"
# chocshot.sh names the demo last; the arguments go just before it.
sed -i "s|-timedemo ps.lmp|$* -timedemo ps.lmp|" "$T/tools/chocshot.sh"
PATH=$PATH:/usr/games bash "$T/tools/chocshot.sh" "$IWAD" "$DEMO" "$N" "$OUT"
