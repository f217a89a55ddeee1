#pragma once
// `brimstone convert --to udmf IN.wad --out OUT.wad [--force]`: writes each
// classic map of IN as a `doom`-namespace UDMF map (map/textmap_writer.h)
// with its own nodes in ZNODES as uncompressed XNOD (every classic vertex
// kept as an original one, so seg and vertex numbers stay the same) and
// its BLOCKMAP and REJECT lumps as they were. OUT holds only those maps;
// load it over the IWAD with --file.
#include <ostream>

#include "config/command_line.h"

namespace app {

// Throws base::Error for a bad IN, an OUT that exists without --force, or
// a target other than udmf.
int run_convert(const config::CommandLine& cl, std::ostream& out);

}  // namespace app
