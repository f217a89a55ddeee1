// Light specials of Hexen-type maps and the thinker of ZDoom's own light
// effects. Arguments and behaviour follow ZDoom (p_lnspec.cpp and
// a_lights.cpp): light levels are kept to 0..255, tics are game tics.
#include "sim/hexen_lights.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "sim/game.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/lightning.h"
#include "sim/movers.h"
#include "sim/sector_queries.h"
#include "sim/special_events.h"

namespace sim {

namespace {

constexpr int kTypeMask = 0xff;
constexpr int kSequenceSpecial1 = 3, kSequenceSpecial2 = 4;  // LightSequenceSpecial1, 2

int clamp_light(int level) { return std::clamp(level, 0, 255); }
int& light_of(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)].lightlevel; }

HexenLight* add_light(World& w, int sector, HexenLightKind type) {
    HexenLight* light = w.thinkers.add(std::make_unique<HexenLight>());
    light->sector = sector;
    light->type = type;
    return light;
}

// Light specials name sectors by tag only; tag 0 names none.
template <class F>
bool each_tagged(World& w, int tag, F&& act) {
    if (tag == 0) return false;
    bool any = false;
    int secnum = -1;
    while ((secnum = find_sector_from_tag(w, tag, secnum)) >= 0) {
        act(secnum);
        any = true;
    }
    return any;
}

bool set_light(World& w, int tag, int value, int mode) {
    return each_tagged(w, tag, [&](int s) {
        int& light = light_of(w, s);
        light = clamp_light(mode == 0 ? value : light + mode * value);
    });
}

// Light_Fade (tag, value, tics): from the sector's light to `value` in
// `tics` tics; no tics sets it at once, a sector already there is left.
bool fade(World& w, int tag, int value, int tics) {
    value = clamp_light(value);
    return each_tagged(w, tag, [&](int s) {
        if (tics <= 0) {
            light_of(w, s) = value;
            return;
        }
        if (light_of(w, s) == value) return;
        HexenLight* l = add_light(w, s, HexenLightKind::Fade);
        l->start = light_of(w, s);
        l->end = value;
        l->maxtics = tics;
        l->tics = -1;
    });
}

// Light_Glow (tag, upper, lower, tics): from upper down to lower in `tics`
// tics and back, for ever; no tics starts nothing.
bool glow(World& w, int tag, int upper, int lower, int tics) {
    if (tics <= 0) return false;
    if (upper < lower) std::swap(upper, lower);
    return each_tagged(w, tag, [&](int s) {
        HexenLight* l = add_light(w, s, HexenLightKind::Glow);
        l->start = clamp_light(upper);
        l->end = clamp_light(lower);
        l->maxtics = tics;
        l->tics = -1;
    });
}

// Light_Flicker (tag, upper, lower): Hexen's flicker, at once at upper,
// dark for 1-8 tics at a time and bright for 1-32. The first wait is 1 or
// 65 tics. ZDoom draws from its own random stream; here the game's.
bool flicker(World& w, int tag, int upper, int lower) {
    return each_tagged(w, tag, [&](int s) {
        HexenLight* l = add_light(w, s, HexenLightKind::Flicker);
        l->maxlight = clamp_light(upper);
        l->minlight = clamp_light(lower);
        light_of(w, s) = l->maxlight;
        l->count = (w.rng.p_random() & 64) + 1;
    });
}

// Light_Strobe (tag, upper, lower, bright tics, dark tics): Doom's strobe
// between the given levels, starting in sync (dark on the next tic).
bool strobe(World& w, int tag, int upper, int lower, int bright, int dark) {
    return each_tagged(w, tag, [&](int s) {
        Strobe* flash = w.thinkers.add(std::make_unique<Strobe>());
        flash->sector = s;
        flash->maxlight = clamp_light(upper);
        flash->minlight = clamp_light(lower);
        // The strobe counts each time down to 0: at least 1.
        flash->brighttime = std::max(bright, 1);
        flash->darktime = std::max(dark, 1);
        flash->count = 1;
    });
}

// The sector a light thinker works on, or -1 for other thinkers.
int light_sector(const Thinker& t) {
    switch (t.kind()) {
        case ThinkerKind::LightFlash: return static_cast<const LightFlash&>(t).sector;
        case ThinkerKind::Strobe: return static_cast<const Strobe&>(t).sector;
        case ThinkerKind::Glow: return static_cast<const Glow&>(t).sector;
        case ThinkerKind::FireFlicker: return static_cast<const FireFlicker&>(t).sector;
        case ThinkerKind::HexenLight: return static_cast<const HexenLight&>(t).sector;
        default: return -1;
    }
}

// Light_Stop (tag): every light effect in the tagged sectors ends, leaving
// the light where it is.
bool stop_lights(World& w, int tag) {
    std::vector<bool> tagged(w.sectors.size());
    if (!each_tagged(w, tag, [&](int s) { tagged[static_cast<std::size_t>(s)] = true; })) return false;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed()) continue;
        const int s = light_sector(*t);
        if (s >= 0 && tagged[static_cast<std::size_t>(s)]) w.thinkers.remove(t);
    }
    return true;
}

constexpr HexenPlayed kLights[] = {
    // (tag, value)
    {110, [](const HexenCall& c) { return set_light(c.w, c.a[0], c.a[1], 1); }},   // Light_RaiseByValue
    {111, [](const HexenCall& c) { return set_light(c.w, c.a[0], c.a[1], -1); }},  // Light_LowerByValue
    {112, [](const HexenCall& c) { return set_light(c.w, c.a[0], c.a[1], 0); }},   // Light_ChangeToValue
    {113, [](const HexenCall& c) { return fade(c.w, c.a[0], c.a[1], c.a[2]); }},   // Light_Fade
    {114, [](const HexenCall& c) { return glow(c.w, c.a[0], c.a[1], c.a[2], c.a[3]); }},      // Light_Glow
    {115, [](const HexenCall& c) { return flicker(c.w, c.a[0], c.a[1], c.a[2]); }},           // Light_Flicker
    {116, [](const HexenCall& c) { return strobe(c.w, c.a[0], c.a[1], c.a[2], c.a[3], c.a[4]); }},  // Light_Strobe
    {109, [](const HexenCall& c) { return force_lightning(c.w, c.a[0]); }},                    // Light_ForceLightning
    {117, [](const HexenCall& c) { return stop_lights(c.w, c.a[0]); }},                        // Light_Stop
    {232, [](const HexenCall& c) {  // Light_StrobeDoom (tag, bright tics, dark tics)
         return each_tagged(c.w, c.a[0], [&](int s) {
             spawn_strobe_flash(c.w, s, std::max(c.a[2], 1), false)->brighttime = std::max(c.a[1], 1);
         });
     }},
    {233, [](const HexenCall& c) {  // Light_MinNeighbor: Doom's lights-out
         if (c.a[0] == 0) return false;
         ev_turn_tag_lights_off(c.w, c.a[0]);
         return true;
     }},
    {234, [](const HexenCall& c) {  // Light_MaxNeighbor: Doom's lights-on
         if (c.a[0] == 0) return false;
         ev_light_turn_on(c.w, c.a[0], 0);
         return true;
     }},
};

// P_NextSpecialSector: the first neighbour across a two-sided line whose
// map type is `type`, other than `nogood`.
int next_of_type(const World& w, int sector, int type, int nogood) {
    for (int line : w.level.sectors[static_cast<std::size_t>(sector)].lines) {
        const int other = next_sector(w, line, sector);
        if (other < 0 || other == nogood) continue;
        if ((w.level.extensions.sectors[static_cast<std::size_t>(other)].special & kTypeMask) == type) return other;
    }
    return -1;
}

}  // namespace

std::span<const HexenPlayed> hexen_light_specials() { return kLights; }

void HexenLight::think(World& w) {
    int& light = light_of(w, sector);
    switch (type) {
        case HexenLightKind::Fade:
        case HexenLightKind::Glow:
            if (tics++ >= maxtics) {
                if (type == HexenLightKind::Fade) {
                    light = end;
                    w.thinkers.remove(this);
                    return;
                }
                std::swap(start, end);
                tics -= maxtics;
            }
            light = (end - start) * tics / maxtics + start;
            break;
        case HexenLightKind::Flicker:
            if (count) {
                --count;
            } else if (light == maxlight) {
                light = minlight;
                count = (w.rng.p_random() & 7) + 1;
            } else {
                light = maxlight;
                count = (w.rng.p_random() & 31) + 1;
            }
            break;
        case HexenLightKind::Phased: {
            // Up to 255 over 12 tics, down over 12, then 40 at the base.
            constexpr int kSteps = 12;
            if (phase < kSteps)
                light = (255 - base) * phase / kSteps + base;
            else if (phase < 2 * kSteps)
                light = (255 - base) * (2 * kSteps - phase - 1) / kSteps + base;
            else
                light = base;
            phase = phase == 0 ? 63 : phase - 1;
            break;
        }
    }
}

void spawn_phased_light(World& w, int sector) {
    HexenLight* l = add_light(w, sector, HexenLightKind::Phased);
    l->base = 48;
    l->phase = 63 - (light_of(w, sector) & 63);
}

// The chain runs from the start through neighbours of types 3 and 4 in
// turn; each keeps its light as its base (a dark one takes the one before
// it) and they share the 64-tic cycle evenly, the first the latest.
void spawn_light_sequence(World& w, int sector) {
    std::vector<bool> visited(w.sectors.size());
    std::vector<int> chain, bases;
    int prev = -1, light = 0;
    for (int s = sector; s >= 0 && !visited[static_cast<std::size_t>(s)];) {
        visited[static_cast<std::size_t>(s)] = true;
        light = light_of(w, s) ? clamp_light(light_of(w, s)) : light;
        chain.push_back(s);
        bases.push_back(light);
        const int type = w.level.extensions.sectors[static_cast<std::size_t>(s)].special & kTypeMask;
        const int next = next_of_type(w, s, type == kSequenceSpecial1 ? kSequenceSpecial2 : kSequenceSpecial1, prev);
        prev = s;
        s = next;
    }
    const int steps = static_cast<int>(chain.size());
    for (int i = 0; i < steps; ++i) {
        HexenLight* l = add_light(w, chain[static_cast<std::size_t>(i)], HexenLightKind::Phased);
        l->base = bases[static_cast<std::size_t>(i)];
        l->phase = (steps - i - 1) * 64 / steps;
    }
}

}  // namespace sim
