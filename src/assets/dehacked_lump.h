#pragma once
// Where the DEHACKED lumps of a WAD stack are. Parsing them is the
// simulation's business; this only finds them.
#include <cstddef>
#include <vector>

#include "wad/archive.h"

namespace assets {

// Global lump indices of every DEHACKED lump, in stack order (earlier files
// first), so that applying them in turn lets later patches win.
std::vector<std::size_t> find_dehacked_lumps(const wad::Archive& archive);

}  // namespace assets
