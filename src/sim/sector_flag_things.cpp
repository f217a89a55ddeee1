#include "sim/sector_flag_things.h"

#include <cstdint>

#include "sim/map_utility.h"
#include "sim/sector_flags.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kSectorFlagSetter = 9041, kSectorSilencer = 9082;

}  // namespace

bool is_sector_flag_thing(int doomednum) { return doomednum == kSectorFlagSetter || doomednum == kSectorSilencer; }

void apply_sector_flag_thing(World& w, std::size_t index) {
    const map::Thing& thing = w.level.things[index];
    const auto& fields = w.level.extensions.things;
    std::uint32_t bits = kSectorSilent;
    if (thing.type == kSectorFlagSetter)
        bits = index < fields.size() ? static_cast<std::uint32_t>(fields[index].args[0]) : 0;
    const int sector = w.sector_of_subsector(point_in_subsector(w, thing.x * base::kFracUnit, thing.y * base::kFracUnit));
    w.sectors[static_cast<std::size_t>(sector)].zdoom_flags |= bits;
}

}  // namespace sim
