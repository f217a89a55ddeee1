#!/bin/sh
# Fails when the simulation (or the layers beneath it) include front-end
# headers: DESIGN.md contract 1 keeps sim/ free of render, audio, platform
# and config dependencies.
set -eu
src="$1"
# grep would pass over a folder that is gone (renamed, say): each must be there.
for dir in base wad assets map sim audio; do
  if [ ! -d "$src/$dir" ]; then
    echo "layering check: $src/$dir is missing; update this script"; exit 1
  fi
done
bad=$(grep -rnE '#include *"(render|audio|platform|config|app)/' "$src/base" "$src/wad" "$src/assets" "$src/map" "$src/sim" || true)
if [ -n "$bad" ]; then
  echo "layering violation:"; echo "$bad"; exit 1
fi
# The simulation is handed bytes: files are opened by the program (app/sim_files).
bad=$(grep -rnE '#include *("base/file_io.h"|<fstream>)|std::filesystem' "$src/sim" || true)
if [ -n "$bad" ]; then
  echo "the simulation opens files itself:"; echo "$bad"; exit 1
fi
# Audio reads the simulation and the assets, and nothing of the front end.
bad=$(grep -rnE '#include *"(render|platform|config|app|ui)/' "$src/audio" || true)
if [ -n "$bad" ]; then
  echo "layering violation (audio):"; echo "$bad"; exit 1
fi
echo "layering ok"
