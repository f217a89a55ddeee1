#!/bin/sh
# scripts/soak.sh [--tics N] [--maps all|NAME,NAME...] [--resave N] [--binary PATH]
# Long runs: on every map of both Freedoom IWADs (or those named), plays a
# generated demo (tests/tools/monkey.py, seeded by the map) of N tics
# (default 20000) three times with the sanitizer build: twice straight,
# whose traces (a world hash a tic) must be equal, and once saving and
# loading at random tics (--resave, default 700 tics apart on average),
# whose trace must equal them too. Prints one line a map and the totals.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
tics=20000 maps=all resave=700 binary=$here/build/test/brimstone
while [ $# -gt 0 ]; do
  case $1 in
    --tics) tics=$2; shift 2 ;;
    --maps) maps=$2; shift 2 ;;
    --resave) resave=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    *) echo "soak.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -x "$binary" ] || { echo "soak.sh: no program at $binary (build the test preset first)" >&2; exit 2; }
iwads=/usr/share/games/doom
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

all_maps() {
  for e in 1 2 3 4; do for m in 1 2 3 4 5 6 7 8 9; do echo "freedoom1 E${e}M$m $e $m"; done; done
  for m in $(seq 1 32); do echo "freedoom2 $(printf MAP%02d "$m") 1 $m"; done
}

start=$(date +%s)
all_maps | while read -r iwad name episode map; do
  case ",$maps," in ",all,"|*",$name,"*) ;; *) continue ;; esac
  demo=$work/$name.lmp
  python3 "$here/tests/tools/monkey.py" "$demo" --seed "$((episode * 100 + map))" --skill 4 \
    --episode "$episode" --map "$map" --tics "$tics" >/dev/null || { echo "$name: demo generator failed"; exit 1; }
  t0=$(date +%s)
  ok=yes
  for run in a b; do
    "$binary" demo "$demo" --iwad "$iwads/$iwad.wad" --trace "$work/$run.txt" >"$work/$run.log" 2>&1 || ok="no ($run: $(tail -n 1 "$work/$run.log"))"
  done
  "$binary" demo "$demo" --iwad "$iwads/$iwad.wad" --trace "$work/c.txt" --resave "$resave" >"$work/c.log" 2>&1 ||
    ok="no (resave: $(tail -n 1 "$work/c.log"))"
  if [ "$ok" = yes ]; then
    cmp -s "$work/a.txt" "$work/b.txt" || ok="no (two straight runs differ)"
    cmp -s "$work/a.txt" "$work/c.txt" || ok="no (saving and loading changed the trace from line $(cmp "$work/a.txt" "$work/c.txt" | sed -n 's/.*line \([0-9]*\).*/\1/p'))"
  fi
  last=$(tail -n 1 "$work/a.txt" | awk '{print $NF, $(NF-1)}')
  echo "$name: $tics tics x 3, $(( $(date +%s) - t0 )) s, final hashes $last: $( [ "$ok" = yes ] && echo same || echo "$ok")"
  [ "$ok" = yes ] && echo pass >>"$work/results" || echo fail >>"$work/results"
done || exit 1
passed=$(grep -c pass "$work/results" 2>/dev/null)
failed=$(grep -c fail "$work/results" 2>/dev/null)
echo "soak: $(( $(date +%s) - start )) s"
echo "${passed:-0} passed, ${failed:-0} failed"
[ "${failed:-0}" -eq 0 ] && [ "${passed:-0}" -gt 0 ]
