#include "assets/lump_context.h"

namespace assets {

std::string lump_context(const wad::Archive& archive, std::size_t lump) {
    const wad::Lump& l = archive.lump(lump);
    return archive.files().at(l.file).path.filename().string() + ": lump " + l.name;
}

}  // namespace assets
