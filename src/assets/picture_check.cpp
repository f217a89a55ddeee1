#include "assets/picture_check.h"

#include "assets/lump_context.h"
#include "assets/picture.h"
#include "base/error.h"
#include "wad/archive.h"

namespace assets {

const std::string& PictureCheck::problem(const std::string& name) {
    const auto known = problems_.find(name);
    if (known != problems_.end()) return known->second;
    return problems_.emplace(name, find_problem(name)).first->second;
}

std::string PictureCheck::find_problem(const std::string& name) const {
    const auto index = archive_.find_any(name);
    if (!index) return "is in no WAD of the game";
    try {
        (void)decode_picture(archive_.lump(*index).data, lump_context(archive_, *index));
    } catch (const base::Error& e) {
        return std::string("cannot be drawn (") + e.what() + ")";
    }
    return "";
}

}  // namespace assets
