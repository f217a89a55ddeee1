// Sector light effects and the light-changing line triggers (the
// original's p_lights.c).
#include <algorithm>
#include <cstdint>

#include "sim/sector_queries.h"
#include "sim/special_events.h"

namespace sim {

namespace {

int& light_of(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)].lightlevel; }

// A light effect takes over the sector's type: vanilla clears it, Boom
// only Doom's low bits, keeping the generalized damage, secret and
// friction bits.
void clear_light_type(World& w, int sector) {
    int& special = w.sectors[static_cast<std::size_t>(sector)].special;
    special = boom_map_rules(w) ? special & ~31 : 0;
}

}  // namespace

void FireFlicker::think(World& w) {
    if (--count) return;
    const int amount = (w.rng.p_random() & 3) * 16;
    // Compares the current level, not maxlight, as vanilla.
    int& light = light_of(w, sector);
    if (light - amount < minlight) light = minlight;
    else light = maxlight - amount;
    count = 4;
}

void spawn_fire_flicker(World& w, int sector) {
    // The special has done its job: nothing happens in the sector later.
    clear_light_type(w, sector);
    FireFlicker* flick = w.thinkers.add(std::make_unique<FireFlicker>());
    flick->sector = sector;
    flick->maxlight = light_of(w, sector);
    flick->minlight = find_min_surrounding_light(w, sector, light_of(w, sector)) + 16;  // from v1.666 on
    flick->count = 4;
}

void LightFlash::think(World& w) {
    if (--count) return;
    int& light = light_of(w, sector);
    if (light == maxlight) {
        light = minlight;
        count = (w.rng.p_random() & mintime) + 1;
    } else {
        light = maxlight;
        count = (w.rng.p_random() & maxtime) + 1;
    }
}

void spawn_light_flash(World& w, int sector) {
    clear_light_type(w, sector);
    LightFlash* flash = w.thinkers.add(std::make_unique<LightFlash>());
    flash->sector = sector;
    flash->maxlight = light_of(w, sector);
    flash->minlight = find_min_surrounding_light(w, sector, light_of(w, sector));
    flash->maxtime = 64;
    flash->mintime = 7;
    flash->count = (w.rng.p_random() & flash->maxtime) + 1;
}

void Strobe::think(World& w) {
    if (--count) return;
    int& light = light_of(w, sector);
    if (light == minlight) {
        light = maxlight;
        count = brighttime;
    } else {
        light = minlight;
        count = darktime;
    }
}

Strobe* spawn_strobe_flash(World& w, int sector, int dark_time, bool in_sync) {
    Strobe* flash = w.thinkers.add(std::make_unique<Strobe>());
    flash->sector = sector;
    flash->darktime = dark_time;
    flash->brighttime = kStrobeBright;
    flash->maxlight = light_of(w, sector);
    flash->minlight = find_min_surrounding_light(w, sector, light_of(w, sector));
    if (flash->minlight == flash->maxlight) flash->minlight = 0;
    clear_light_type(w, sector);
    flash->count = in_sync ? 1 : (w.rng.p_random() & 7) + 1;
    return flash;
}

void ev_start_light_strobing(World& w, int tag) {
    int secnum = -1;
    while ((secnum = find_sector_from_tag(w, tag, secnum)) >= 0) {
        // Strobes never set specialdata, so a sector may get several.
        // Boom only asks whether a light effect owns it, which none does.
        if (!w.opts.compat.boom() && w.sectors[static_cast<std::size_t>(secnum)].specialdata) continue;
        spawn_strobe_flash(w, secnum, kSlowDark, false);
    }
}

void ev_turn_tag_lights_off(World& w, int tag) {
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        if (!sector_has_tag(w, s, tag)) continue;
        int min = light_of(w, s);
        for (int line : w.sector_info(s).lines) {
            const int other = next_sector(w, line, s);
            if (other < 0) continue;
            if (light_of(w, other) < min) min = light_of(w, other);
        }
        light_of(w, s) = min;
    }
}

void ev_light_turn_on(World& w, int tag, int bright) {
    // Boom searches each sector's own neighbours; vanilla (and Boom with
    // comp_model) carries the first search's result over to the following
    // tagged sectors, since `bright` is no longer 0.
    const bool per_sector = w.opts.compat.boom() && !w.opts.compat.has(comp_model);
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        if (!sector_has_tag(w, s, tag)) continue;
        int level = bright;
        if (!bright) {  // 0 means the brightest neighbour
            for (int line : w.sector_info(s).lines) {
                const int other = next_sector(w, line, s);
                if (other < 0) continue;
                if (light_of(w, other) > level) level = light_of(w, other);
            }
        }
        light_of(w, s) = level;
        if (!per_sector) bright = level;
    }
}

void light_turn_on_partway(World& w, int tag, fixed_t fraction) {
    fraction = std::clamp(fraction, 0, base::kFracUnit);
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        if (!sector_has_tag(w, s, tag)) continue;
        int bright = 0, dark = light_of(w, s);
        for (int line : w.sector_info(s).lines) {
            const int other = next_sector(w, line, s);
            if (other < 0) continue;
            bright = std::max(bright, light_of(w, other));
            dark = std::min(dark, light_of(w, other));
        }
        light_of(w, s) = static_cast<int>((static_cast<std::int64_t>(fraction) * bright +
                                           static_cast<std::int64_t>(base::kFracUnit - fraction) * dark) >>
                                          base::kFracBits);
    }
}

void Glow::think(World& w) {
    int& light = light_of(w, sector);
    switch (direction) {
        case -1:
            light -= kGlowSpeed;
            if (light <= minlight) {
                light += kGlowSpeed;
                direction = 1;
            }
            break;
        case 1:
            light += kGlowSpeed;
            if (light >= maxlight) {
                light -= kGlowSpeed;
                direction = -1;
            }
            break;
        default: break;
    }
}

void spawn_glowing_light(World& w, int sector) {
    Glow* g = w.thinkers.add(std::make_unique<Glow>());
    g->sector = sector;
    g->minlight = find_min_surrounding_light(w, sector, light_of(w, sector));
    g->maxlight = light_of(w, sector);
    g->direction = -1;
    clear_light_type(w, sector);
}

}  // namespace sim
