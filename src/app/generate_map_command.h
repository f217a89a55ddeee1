#pragma once
// `brimstone generate-map OUT.wad [--grid CxR] [--monsters N] [--seed N]
// [--force]`: writes a PWAD holding MAP01, a grid of rooms for stress
// tests and benchmarks (app/grid_map.h), playable over freedoom2.wad or
// doom2.wad by us and by the ports that read extended nodes:
// - NODES: our node builder's tree as XNOD (ZDoom's extended nodes, which
//   dsda-doom and Woof read in NODES), since a grid of 60 × 60 rooms has
//   more segs than the classic lumps' 16-bit numbers reach; SEGS and
//   SSECTORS stay empty, as zdbsp leaves them;
// - BLOCKMAP: empty. Such a map's lists outgrow the lump's 16-bit offsets,
//   and an empty lump is what makes every port (us, dsda-doom, Woof) build
//   its own, without a warning;
// - REJECT: all zeros, every sight check runs.
#include <filesystem>
#include <ostream>
#include <string>

#include "app/grid_map.h"
#include "config/command_line.h"

namespace app {

// Writes the map `spec` gives to `path`, replacing it; returns a line of
// its counts. Throws base::Error for a spec the format cannot hold.
std::string write_generated_map(const GridMapSpec& spec, const std::filesystem::path& path);

// Throws base::Error for a spec the format cannot hold or an OUT that
// exists without --force; prints the map's counts.
int run_generate_map(const config::CommandLine& cl, std::ostream& out);

}  // namespace app
