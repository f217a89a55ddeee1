#include "render/slab_lights.h"

#include <algorithm>

#include "sim/extra_floors.h"
#include "sim/mobj.h"
#include "sim/world.h"

namespace render {

void SlabLights::update(const sim::World& world) {
    entries_.clear();
    first_.clear();
    any_ = false;
    if (!world.extra_floors.any()) return;
    const std::size_t count = world.sectors.size();
    first_.assign(count + 1, 0);
    std::vector<const sim::ExtraFloor*> order;
    for (std::size_t s = 0; s < count; ++s) {
        first_[s] = static_cast<int>(entries_.size());
        const auto slabs = world.extra_floors.in(static_cast<int>(s));
        const bool shading = std::any_of(slabs.begin(), slabs.end(), [](const sim::ExtraFloor& f) { return !f.no_shade; });
        if (!shading) continue;
        const sim::SectorState& sector = world.sectors[s];
        const map::Sector& info = world.level.sectors[s];
        const fixed_t x = info.sound_x, y = info.sound_y;  // the sector's centre
        const auto top = [&](const sim::ExtraFloor* f) { return sim::extra_floor_top(world, *f, x, y); };
        const auto bottom = [&](const sim::ExtraFloor* f) { return sim::extra_floor_bottom(world, *f, x, y); };
        order.clear();
        for (const sim::ExtraFloor& f : slabs) order.push_back(&f);
        std::stable_sort(order.begin(), order.end(), [&](const auto* a, const auto* b) { return top(a) > top(b); });

        const fixed_t highest = sector.ceiling_at(x, y), lowest = sector.floor_at(x, y);
        const auto list = static_cast<std::size_t>(first_[s]);
        entries_.push_back({highest, static_cast<int>(s)});
        int reset = static_cast<int>(s);  // what a restricting slab's bottom goes back to
        for (const sim::ExtraFloor* f : order) {
            if (f->no_shade) continue;
            const fixed_t t = top(f);
            if (t < lowest) break;
            if (t < highest) {
                entries_.push_back({t, f->control});
            } else if (bottom(f) < highest) {
                entries_[list].light_sector = f->control;  // it starts above the ceiling and reaches below it
            }
            if (f->reset_light) {
                reset = static_cast<int>(s);
            } else if (!f->restrict_light) {
                reset = entries_.back().light_sector;
            }
            if (f->restrict_light) {
                const fixed_t b = bottom(f);
                if (b < highest && b > lowest) entries_.push_back({b, reset});
            }
        }
        any_ = true;
    }
    first_[count] = static_cast<int>(entries_.size());
}

std::span<const SlabLightEntry> SlabLights::in(int sector) const {
    if (!any_ || sector < 0 || static_cast<std::size_t>(sector) + 1 >= first_.size()) return {};
    const auto s = static_cast<std::size_t>(sector);
    return std::span<const SlabLightEntry>(entries_).subspan(static_cast<std::size_t>(first_[s]),
                                                             static_cast<std::size_t>(first_[s + 1] - first_[s]));
}

int SlabLights::light_sector(int sector, fixed_t z, bool facing_down) const {
    const auto list = in(sector);
    if (list.empty()) return sector;
    // The first entry not above z ends the search: the one before lights it.
    const fixed_t under = facing_down ? z - base::kFracUnit : z;
    for (std::size_t i = 1; i < list.size(); ++i)
        if (list[i].height <= under) return list[i - 1].light_sector;
    return list.back().light_sector;
}

int SlabLights::light_level(const sim::World& world, int sector, fixed_t z, bool facing_down) const {
    return world.sectors[static_cast<std::size_t>(light_sector(sector, z, facing_down))].lightlevel;
}

int SlabLights::plane_level(const sim::World& world, int sector, bool ceiling) const {
    const sim::SectorState& s = world.sectors[static_cast<std::size_t>(sector)];
    if (in(sector).empty()) return s.lightlevel;
    const map::Sector& centre = world.level.sectors[static_cast<std::size_t>(sector)];
    const fixed_t z = ceiling ? s.ceiling_at(centre.sound_x, centre.sound_y) : s.floor_at(centre.sound_x, centre.sound_y);
    return light_level(world, sector, z, ceiling);
}

int SlabLights::thing_level(const sim::World& world, int sector, const sim::Mobj& thing) const {
    return light_level(world, sector, thing.z + thing.height, true);
}

int SlabLights::face_level(const sim::World& world, const sim::ExtraFloor& slab, bool top, bool from_below) const {
    const map::Sector& centre = world.level.sectors[static_cast<std::size_t>(slab.target)];
    // A thin slab's underside is its top.
    const fixed_t z = top || slab.thin ? sim::extra_floor_top(world, slab, centre.sound_x, centre.sound_y)
                                       : sim::extra_floor_bottom(world, slab, centre.sound_x, centre.sound_y);
    return light_level(world, slab.target, z, from_below);
}

}  // namespace render
