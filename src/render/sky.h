#pragma once
// Which sky texture a map shows, as G_InitNew picks it: by Doom II map
// range, or by episode.
#include <string>

#include "sim/world.h"

namespace render {

std::string sky_texture_name(const sim::GameOptions& options);

}  // namespace render
