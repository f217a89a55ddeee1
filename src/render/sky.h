#pragma once
// Which sky texture a map shows: the one an ACS script changed it to
// (ChangeSky), else its UMAPINFO skytexture, else as G_InitNew picks it,
// by Doom II map range or by episode; and how the original maps it to
// the screen.
#include <string>

#include "sim/world.h"

namespace render {

std::string sky_texture_name(const sim::World& world);

// The sky texture's column for a view angle: 1024 columns a full turn.
inline constexpr int kAngleToSkyShift = 22;

}  // namespace render
