#pragma once
// How decoders name a lump in error messages: "freedoom2.wad: lump STBAR".
#include <cstddef>
#include <string>

#include "wad/archive.h"

namespace assets {

std::string lump_context(const wad::Archive& archive, std::size_t lump);

}  // namespace assets
