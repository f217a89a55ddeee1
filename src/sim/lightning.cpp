#include "sim/lightning.h"

#include <algorithm>
#include <memory>

#include "sim/acs_scripts.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kTypeMask = 0xff;
constexpr int kOutdoor = 197, kIndoor1 = 198, kIndoor2 = 199;  // Light_OutdoorLightning, Light_IndoorLightning1, 2
constexpr int kTicRate = 35;

Lightning* level_lightning(World& w) {
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == ThinkerKind::Lightning) return static_cast<Lightning*>(t);
    return nullptr;
}

void set_light(SectorState& sector, int level) { sector.lightlevel = std::clamp(level, 0, 255); }

// A flash's last tics: each sector it lit loses 4 a tic while it is still
// more than 4 above its own level; on the last it gets its own level back.
void fade_flash(World& w, Lightning& l) {
    --l.flash_count;
    const std::size_t count = std::min(l.levels.size(), w.sectors.size());
    for (std::size_t s = 0; s < count; ++s) {
        if (l.levels[s] == Lightning::kUnlit) continue;
        SectorState& sector = w.sectors[s];
        if (l.flash_count == 0)
            set_light(sector, l.levels[s]);
        else if (l.levels[s] < sector.lightlevel - 4)
            set_light(sector, sector.lightlevel - 4);
    }
    if (l.flash_count == 0) std::fill(l.levels.begin(), l.levels.end(), Lightning::kUnlit);
}

// A new flash: sectors under the sky and the outdoor type take the flash's
// level, the indoor types 64 or 32 more than their own up to it; a sector
// already brighter keeps its own and is left out of the fade.
void flash(World& w, Lightning& l) {
    l.flash_count = (w.rng.p_random() & 7) + 8;
    const int flash_level = 200 + (w.rng.p_random() & 31);
    const std::size_t count = std::min(l.levels.size(), w.sectors.size());
    for (std::size_t s = 0; s < count; ++s) {
        SectorState& sector = w.sectors[s];
        const int type = sector.special & kTypeMask;
        if (sector.ceilingpic != w.textures.sky_flat && !is_lightning_type(type)) continue;
        const int own = sector.lightlevel;
        l.levels[s] = own;
        if (type == kIndoor1)
            set_light(sector, std::min(own + 64, flash_level));
        else if (type == kIndoor2)
            set_light(sector, std::min(own + 32, flash_level));
        else
            set_light(sector, flash_level);
        if (sector.lightlevel < own) {
            set_light(sector, own);
            l.levels[s] = Lightning::kUnlit;
        }
    }
    start_acs_typed_scripts(w, AcsScriptType::Lightning, nullptr);
    if (w.rng.p_random() < 50)
        l.next_flash = (w.rng.p_random() & 15) + 16;  // a quick second flash
    else if (w.rng.p_random() < 128 && !(w.leveltime & 32))
        l.next_flash = ((w.rng.p_random() & 7) + 2) * kTicRate;
    else
        l.next_flash = ((w.rng.p_random() & 15) + 5) * kTicRate;
}

}  // namespace

void Lightning::think(World& w) {
    if (flash_count) {
        fade_flash(w, *this);
    } else if (next_flash == 0) {
        flash(w, *this);
    } else {
        --next_flash;
        if (stopped) w.thinkers.remove(this);
    }
}

bool is_lightning_type(int type) { return type >= kOutdoor && type <= kIndoor2; }

bool force_lightning(World& w, int mode) {
    Lightning* l = level_lightning(w);
    if (!l) {
        l = w.thinkers.add(std::make_unique<Lightning>());
        l->next_flash = ((w.rng.p_random() & 15) + 5) * kTicRate;  // no flash as it starts
        l->levels.assign(w.sectors.size(), Lightning::kUnlit);
    }
    if (mode != 2) l->next_flash = 0;
    if (mode == 1 || mode == 2) l->stopped = true;
    return true;
}

}  // namespace sim
