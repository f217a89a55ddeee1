#include "assets/id24_lumps.h"

namespace assets {

const std::vector<Id24Lump>& id24_lumps() {
    static const std::vector<Id24Lump> kLumps = {
        {"SBARDEF", "a status bar of the WAD's own"},
    };
    return kLumps;
}

std::vector<std::string> id24_warnings(const wad::Archive& archive) {
    std::vector<std::string> out;
    for (const Id24Lump& l : id24_lumps()) {
        const auto index = archive.find(l.name);
        if (!index) continue;
        const std::string file = archive.files()[archive.lump(*index).file].path.string();
        out.push_back(file + ": lump " + std::string(l.name) + " (ID24: " + std::string(l.what) +
                      ") is not read yet; the game goes on without it");
    }
    return out;
}

}  // namespace assets
