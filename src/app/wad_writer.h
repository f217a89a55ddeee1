#pragma once
// Lays out a PWAD: the 12-byte header, the lumps' bytes in order, then the
// directory, as the original's W_AddFile reads them.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace app {

struct NamedLump {
    std::string name;  // at most 8 characters
    std::vector<std::uint8_t> data;
};

std::vector<std::uint8_t> pwad_bytes(const std::vector<NamedLump>& lumps);

}  // namespace app
