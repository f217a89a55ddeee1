#pragma once
// The order of the thing lists in a savegame: which things each sector's
// list and each blockmap cell's list holds, head first. That order decides
// which thing the movement and hitscan code meets first, so it is saved
// and restored as it was rather than rebuilt.
#include <span>

#include "sim/save_archive.h"

namespace sim::save {

void write_thing_links(Writer& out, const World& w);

// Relinks the lists as saved, after the things themselves were read.
// Refuses lists that could loop or break later unlinking: a thing twice, a
// removed thing, a thing in another sector's list or in one its flags keep
// it out of, or a live sector-linked thing missing from its sector's list.
void read_thing_links(Reader& in, World& w, std::span<Thinker* const> objects);

}  // namespace sim::save
