#!/bin/sh
# scripts/compare_demos.sh [--every K] [--size WxH] [--view-passes HOW] [--binary PATH] [DEMO.lmp ...]
# Draws every Kth tic (default 35) of each demo (default: the visible
# oracle demos, tests/data/oracle/*.lmp) with both renderers through
# `brimstone compare --every K` and prints each demo's worst tic, then the
# five worst tics of all. A demo's IWAD is freedoom2.wad when its name says
# freedoom2, else freedoom1.wad. Exits 1 when a demo's worst tic is below
# 99.5% identical pixels (or a run fails). --view-passes: the Vulkan
# renderer's, raster or compute (the device's own by default).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
every=35 size=320x200 binary=$here/build/test/brimstone passes=
while [ $# -gt 0 ]; do
  case $1 in
    --every) every=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --view-passes) passes="--view-passes $2"; shift 2 ;;
    --*) echo "compare_demos.sh: unknown argument $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ -x "$binary" ] || { echo "compare_demos.sh: no program at $binary (build the test preset first)" >&2; exit 2; }
[ $# -gt 0 ] || set -- "$here"/tests/data/oracle/*.lmp
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
for demo in "$@"; do
  name=$(basename "$demo" .lmp)
  case $name in *freedoom2*) iwad=freedoom2 ;; *) iwad=freedoom1 ;; esac
  if ! "$binary" compare --iwad "/usr/share/games/doom/$iwad.wad" --demo "$demo" --every "$every" --size "$size" $passes \
      >"$work/out" 2>&1; then
    echo "$name: compare failed: $(tail -n 1 "$work/out")"
    status=1
    continue
  fi
  # The table rows before "worst tics:": tic, identical%, differing, max_delta.
  sed -n '2,/^worst tics:/p' "$work/out" | grep -E '^ *[0-9]' | sed "s|^|$name |" >>"$work/rows"
  worst=$(sed -n '/^worst tics:/{n;n;p;}' "$work/out")
  echo "$name: worst tic $worst"
  percent=$(echo "$worst" | awk '{sub("%", "", $2); print $2}')
  awk -v p="$percent" 'BEGIN { exit !(p < 99.5) }' && status=1
done
echo "five worst tics of all:"
sort -t' ' -k3 -n "$work/rows" 2>/dev/null | awk '{printf "%-36s tic %6d %8s %8d differing\n", $1, $2, $3, $4}' |
  sort -k4 -n | head -n 5
exit $status
