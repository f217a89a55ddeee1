#pragma once
// The 2024 re-release's ID24 specification, as far as its fixed lump names
// go: which of the lumps not read yet a WAD carries (DEMOLOOP, GAMECONF,
// SKYDEFS and TRAKINFO are read: assets/demoloop, assets/gameconf,
// assets/skydefs, assets/trakinfo). Each
// one found is named in one warning, so a player
// knows what the game leaves out (ID24's UMAPINFO keys are named by the
// UMAPINFO reader).
#include <string>
#include <string_view>
#include <vector>

#include "wad/archive.h"

namespace assets {

struct Id24Lump {
    std::string_view name;
    std::string_view what;
};

// Every ID24 lump with a fixed name not read yet, and what it holds.
const std::vector<Id24Lump>& id24_lumps();

// "FILE: lump NAME (ID24: WHAT) is not read yet; ..." for each one the
// stack holds, in the table's order.
std::vector<std::string> id24_warnings(const wad::Archive& archive);

}  // namespace assets
