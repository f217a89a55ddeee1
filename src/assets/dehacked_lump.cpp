#include "assets/dehacked_lump.h"

namespace assets {

std::vector<std::size_t> find_dehacked_lumps(const wad::Archive& archive) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < archive.lumps().size(); ++i)
        if (archive.lump(i).name == "DEHACKED") out.push_back(i);
    return out;
}

}  // namespace assets
