# Sourced by the make.sh scripts of tests/data: monkey demos on
# freedoom2.wad and dsda-doom 0.25.6's record of each (-export_ghost,
# version 2 .gst: the player's position before every tic).
# ghost_demo NAME COMPLEVEL MAP SEED RNGSEED TICS [monkey.py options...]
# writes NAME.lmp and NAME.gst in the current folder, which is a folder of
# tests/data; with GHOST_PWAD set, dsda-doom plays it with that PWAD.
tools=$(cd ../../tools && pwd)
iwad=${IWAD:-/usr/share/games/doom/freedoom2.wad}
ghost_runtime=$(mktemp -d)
trap 'rm -rf "$ghost_runtime" ${runtime:+"$runtime"}' EXIT
export XDG_RUNTIME_DIR="$ghost_runtime" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

ghost_demo() {
    name=$1 level=$2 map=$3 seed=$4 rngseed=$5 tics=$6
    shift 6
    python3 "$tools/monkey.py" "$name.lmp" --seed "$seed" --skill 3 --map "$map" --tics "$tics" \
        --complevel "$level" --rngseed "$rngseed" "$@"
    /usr/games/dsda-doom -iwad "$iwad" ${GHOST_PWAD:+-file "$GHOST_PWAD"} -timedemo "$name.lmp" -nodraw \
        -nosound -export_ghost "$name" > /dev/null 2>&1
}
