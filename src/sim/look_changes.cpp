#include "sim/look_changes.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace sim {

namespace {

// The entry for `key` in a list sorted by key, made by `fresh` when missing.
template <class Entry, class Key, class Fresh>
Entry& entry(std::vector<Entry>& list, int Entry::*key_of, Key key, Fresh&& fresh) {
    auto it = std::lower_bound(list.begin(), list.end(), key, [&](const Entry& e, int k) { return e.*key_of < k; });
    if (it == list.end() || (*it).*key_of != key) it = list.insert(it, fresh());
    return *it;
}

}  // namespace

std::array<map::PartPlacement, 3>& changed_side(LookChanges& changes, const map::Level& level, int side) {
    return entry(changes.sides, &ChangedSide::side, side, [&] {
                       ChangedSide fresh{side, {}};
                       const auto& ext = level.extensions.sides;
                       if (static_cast<std::size_t>(side) < ext.size())
                           for (std::size_t p = 0; p < 3; ++p)
                               fresh.parts[p] = map::part_placement(ext[static_cast<std::size_t>(side)], p);
                       return fresh;
                   })
        .parts;
}

std::array<map::PlaneTurn, 2>& changed_planes(LookChanges& changes, const map::Level& level, int sector) {
    return entry(changes.planes, &ChangedPlanes::sector, sector, [&] {
                       ChangedPlanes fresh{sector, {}};
                       const auto& ext = level.extensions.sectors;
                       if (static_cast<std::size_t>(sector) < ext.size()) {
                           const map::SectorExtension& e = ext[static_cast<std::size_t>(sector)];
                           fresh.planes = {map::plane_turn(e.floor), map::plane_turn(e.ceiling)};
                       }
                       return fresh;
                   })
        .planes;
}

ChangedColour& changed_colour(LookChanges& changes, const map::Level& level, int sector) {
    return entry(changes.colours, &ChangedColour::sector, sector, [&] {
        ChangedColour fresh{sector};
        const auto& ext = level.extensions.sectors;
        if (static_cast<std::size_t>(sector) < ext.size()) {
            const map::SectorExtension& e = ext[static_cast<std::size_t>(sector)];
            fresh.light = e.lightcolor & 0xffffff;
            fresh.fade = e.fadecolor & 0xffffff;
            fresh.desaturation = static_cast<int>(std::lround(std::clamp(e.desaturation, 0.0, 1.0) * 1000));
        }
        return fresh;
    });
}

void set_translation(LookChanges& changes, int number, std::vector<TranslationRange> ranges) {
    entry(changes.translations, &ScriptedTranslation::number, number, [&] {
        return ScriptedTranslation{number, {}};
    }).ranges = std::move(ranges);
}

}  // namespace sim
