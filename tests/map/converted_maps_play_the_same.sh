#!/bin/sh
# `convert --to udmf` keeps play and pictures: converts both Freedoom IWADs
# once, plays every oracle demo on the originals and on the converted maps
# (--file OUT.wad) and requires equal traces, then draws each oracle frame
# tic of the Freedoom demos both ways and counts the pixels that differ
# (ZNODES stores no seg angles or offsets: they are worked out from the
# vertices, and the segs whose stored values differ keep them in TEXTMAP's
# `brimstone_segs`). The issue asks for 99.9% of pixels equal; each
# frame's count is printed.
# Usage: converted_maps_play_the_same.sh BRIMSTONE_BINARY ORACLE_DIR
set -eu
binary=$1
oracle=$2
iwads=/usr/share/games/doom
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for iwad in freedoom1 freedoom2; do
    "$binary" convert --to udmf "$iwads/$iwad.wad" --out "$work/$iwad-udmf.wad"
done

failures=0
# An existing OUT is kept without --force; a bad IN gives one clear line.
expect_refusal() {
    expected=$1
    shift
    if message=$("$binary" "$@" 2>&1); then
        echo "convert $*: succeeded, expected a refusal"
        failures=$((failures + 1))
    elif [ "$message" != "$expected" ]; then
        echo "convert $*: said '$message', expected '$expected'"
        failures=$((failures + 1))
    fi
}
expect_refusal "brimstone: convert: $work/freedoom1-udmf.wad already exists; add --force to replace it" \
    convert --to udmf "$iwads/freedoom1.wad" --out "$work/freedoom1-udmf.wad"
printf 'this is no WAD file' >"$work/junk.wad"
expect_refusal "brimstone: $work/junk.wad: not a WAD file (magic is not IWAD or PWAD)" \
    convert --to udmf "$work/junk.wad" --out "$work/junk-udmf.wad"
expect_refusal "brimstone: convert: cannot convert to 'hexen' (only --to udmf)" \
    convert --to hexen "$iwads/freedoom1.wad" --out "$work/x.wad"
[ ! -e "$work/junk-udmf.wad" ] || { echo "a refused convert wrote its OUT"; failures=$((failures + 1)); }
for demo in "$oracle"/*.lmp; do
    name=$(basename "$demo" .lmp)
    case $name in *freedoom1*) iwad=freedoom1 ;; *) iwad=freedoom2 ;; esac
    "$binary" demo "$demo" -iwad "$iwads/$iwad.wad" --trace "$work/a.trace" >/dev/null
    "$binary" demo "$demo" -iwad "$iwads/$iwad.wad" -file "$work/$iwad-udmf.wad" --trace "$work/b.trace" >/dev/null
    if cmp -s "$work/a.trace" "$work/b.trace"; then
        echo "$name: same trace ($(wc -l <"$work/a.trace") lines)"
    else
        echo "$name: TRACES DIFFER: $(cmp "$work/a.trace" "$work/b.trace" 2>&1 | head -1)"
        failures=$((failures + 1))
    fi
done

# Palette-index PNGs from `render`, compared pixel by pixel.
count_differences() {
    python3 - "$1" "$2" <<'PY'
import struct, sys, zlib
def pixels(path):
    data = open(path, 'rb').read()
    pos, idat, width, height = 8, b'', 0, 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            bpp = {3: 1, 0: 1, 2: 3, 6: 4}[colour]
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    raw, out, prev = zlib.decompress(idat), bytearray(), bytearray(width * bpp)
    stride = width * bpp
    for y in range(height):
        f, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = row[i - bpp] if i >= bpp else 0
            b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
            if f == 1: row[i] = (row[i] + a) & 255
            elif f == 2: row[i] = (row[i] + b) & 255
            elif f == 3: row[i] = (row[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += row
        prev = row
    return width * height, bytes(out)
n, a = pixels(sys.argv[1])
_, b = pixels(sys.argv[2])
print(n, sum(1 for x, y in zip(a, b) if x != y))
PY
}

for frame in "$oracle"/freedoom*-demo*-tic*.png; do
    name=$(basename "$frame" .png)
    demo=${name%-tic*}
    tic=${name##*-tic}
    iwad=${demo%%-*}
    "$binary" render --demo "$oracle/$demo.lmp" --tic "$tic" --size 320x200 -iwad "$iwads/$iwad.wad" \
        --out "$work/a.png" >/dev/null
    "$binary" render --demo "$oracle/$demo.lmp" --tic "$tic" --size 320x200 -iwad "$iwads/$iwad.wad" \
        -file "$work/$iwad-udmf.wad" --out "$work/b.png" >/dev/null
    set -- $(count_differences "$work/a.png" "$work/b.png")
    echo "$name: $2 of $1 pixels differ"
    if [ $(($2 * 1000)) -gt "$1" ]; then
        echo "$name: more than 0.1% of pixels differ"
        failures=$((failures + 1))
    fi
done

[ "$failures" -eq 0 ]
