#!/bin/sh
# Makes tone-441hz.ogg: two seconds of a 441 Hz sine (ffmpeg's, amplitude
# 1/8) at 22050 Hz, mono, Ogg Vorbis quality 1, with a LOOP_START comment
# of 11025 samples (half a second): a music lump the decoder must resample
# to the output rate and loop from its loop start. Run from anywhere.
set -e
here=$(cd "$(dirname "$0")" && pwd)
ffmpeg -v error -y -f lavfi -i "sine=frequency=441:sample_rate=22050:duration=2" -c:a libvorbis -q:a 1 \
    -metadata LOOP_START=11025 "$here/tone-441hz.ogg"
