#pragma once
// ZNODES stores no seg angles or offsets, so they are worked out from the
// vertices (seg_geometry.h). A classic map's node builder may have stored
// other values: another rounding, or vertices moved after the build.
// `convert --to udmf` keeps those segs' own values in the TEXTMAP global
// `brimstone_segs`, which other ports skip as UDMF asks of unknown keys,
// so a converted map draws exactly as its original here.
#include <string>
#include <string_view>

#include "map/level.h"

namespace map {

inline constexpr std::string_view kSegOverridesKey = "brimstone_segs";

// "SEG ANGLE OFFSET" triples, space separated, for each seg whose angle or
// offset differs from the worked-out one, in the classic SEGS lump's
// 16-bit units (angle 0..65535, offset -32768..32767). Empty when none do.
std::string write_seg_overrides(const Level& level);

// Gives the segs that `text` names their values. Throws base::Error
// starting with `context` when the list is malformed or names a seg the
// map does not have; the level is then not to be used.
void apply_seg_overrides(std::string_view text, Level& level, const std::string& context);

}  // namespace map
