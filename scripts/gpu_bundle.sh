#!/bin/sh
# Packs the release build with the libraries it loads and freedoom2.wad
# into one folder that runs on another Linux machine with an NVIDIA driver
# but none of our packages (a lent GPU machine), with run.sh there timing
# both Vulkan views (bench render). On that machine: sh DIR/run.sh OUTDIR.
#   sh scripts/gpu_bundle.sh [DIR]        (default .devrun, under 64 MB)
set -e
cd "$(dirname "$0")/.."
dir=${1:-.devrun}
binary=build/release/brimstone
[ -x "$binary" ] || { echo "gpu_bundle: build the release preset first ($binary)" >&2; exit 1; }
rm -rf "$dir"
mkdir -p "$dir/lib" "$dir/glibc"
cp "$binary" "$dir/"
# The C library apart: used only where the machine's own is older.
for lib in $(ldd "$binary" | awk '/=>/ {print $3}') /lib/x86_64-linux-gnu/libGLdispatch.so.0; do
    case $(basename "$lib") in
        libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*) cp -L "$lib" "$dir/glibc/" ;;
        *) cp -L "$lib" "$dir/lib/" ;;
    esac
done
cp -L /lib64/ld-linux-x86-64.so.2 "$dir/glibc/"
cp /usr/share/games/doom/freedoom2.wad "$dir/"
cat > "$dir/run.sh" <<'RUN'
#!/bin/sh
# bench render of both Vulkan views on this machine's NVIDIA GPU; the
# tables go to OUTDIR/bench.txt (default: this folder).
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
icd=$(ls /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json \
      /etc/vulkan/icd.d/nvidia_icd.json 2>/dev/null | head -1)
export VK_ICD_FILENAMES="$icd" VK_DRIVER_FILES="$icd"
export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
libs="$here/lib:/usr/local/nvidia/lib64:/usr/local/nvidia/lib"
run() { LD_LIBRARY_PATH="$libs" "$here/brimstone" "$@"; }
if ! run --version; then
    run() { "$here/glibc/ld-linux-x86-64.so.2" --library-path "$libs:$here/glibc" "$here/brimstone" "$@"; }
    run --version || exit 1
fi
# bench render finds the oracle demos' IWAD where Debian puts it.
mkdir -p /usr/share/games/doom && cp -n "$here/freedoom2.wad" /usr/share/games/doom/ 2>/dev/null
cd "$here/.."
for view in true3d exact; do
    for demo in freedoom2-demo1.lmp freedoom2-demo3.lmp monkey-freedoom2-map07-hmp.lmp; do
        timeout 150 run bench render --renderer vulkan --set video.vulkan_view=$view --demo $demo \
            --tics 700 --runs 1 2>&1 | tee -a "$out/bench.txt"
    done
done
RUN
chmod +x "$dir/run.sh"
du -sh "$dir"
