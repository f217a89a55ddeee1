// Sector light effects and the light-changing line triggers (the
// original's p_lights.c).
#include "sim/sector_queries.h"
#include "sim/special_events.h"

namespace sim {

namespace {

int& light_of(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)].lightlevel; }

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
    w.sectors[static_cast<std::size_t>(sector)].special = 0;
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
    w.sectors[static_cast<std::size_t>(sector)].special = 0;
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
    w.sectors[static_cast<std::size_t>(sector)].special = 0;
    flash->count = in_sync ? 1 : (w.rng.p_random() & 7) + 1;
    return flash;
}

void ev_start_light_strobing(World& w, int tag) {
    int secnum = -1;
    while ((secnum = find_sector_from_tag(w, tag, secnum)) >= 0) {
        // Strobes never set specialdata, so a sector may get several.
        if (w.sectors[static_cast<std::size_t>(secnum)].specialdata) continue;
        spawn_strobe_flash(w, secnum, kSlowDark, false);
    }
}

void ev_turn_tag_lights_off(World& w, int tag) {
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        if (w.sectors[static_cast<std::size_t>(s)].tag != tag) continue;
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
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        if (w.sectors[static_cast<std::size_t>(s)].tag != tag) continue;
        // 0 means the brightest neighbour. The search result carries over
        // to the following tagged sectors (it is no longer 0), as vanilla.
        if (!bright) {
            for (int line : w.sector_info(s).lines) {
                const int other = next_sector(w, line, s);
                if (other < 0) continue;
                if (light_of(w, other) > bright) bright = light_of(w, other);
            }
        }
        light_of(w, s) = bright;
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
    w.sectors[static_cast<std::size_t>(sector)].special = 0;
}

}  // namespace sim
