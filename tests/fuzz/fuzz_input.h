#pragma once
// Shared by the fuzz targets: one fuzz input cut into several lumps, so a
// target that needs many lumps (a map, PNAMES + TEXTURE1) mutates them all.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "wad/archive.h"

namespace fuzz {

using Bytes = std::vector<std::uint8_t>;

// `count` pieces: each but the last is a 16-bit little-endian length and
// that many bytes (cut short at the end of the input); the last is the rest.
std::vector<Bytes> split(std::span<const std::uint8_t> data, std::size_t count);

// The inverse, for writing seeds: what split() cuts back into `pieces`.
Bytes join(const std::vector<Bytes>& pieces);

// A stack of one PWAD, "fuzz.wad", holding these lumps in order.
wad::Archive archive_of(const std::vector<std::pair<std::string, Bytes>>& lumps);

}  // namespace fuzz
