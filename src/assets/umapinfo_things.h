#pragma once
// UMAPINFO's bossaction names a thing type by its ZDoom class name.
#include <optional>
#include <string_view>

namespace assets {

// "Fatso" (any case) → 8, the original's MT_FATSO; nullopt for a name the
// specification does not list.
std::optional<int> umap_thing_type(std::string_view name);

}  // namespace assets
