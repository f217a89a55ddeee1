// Specials of Hexen-type maps that change what a sector or line is rather
// than moving it: a floor's damage, a sector's gravity, a line's blocking
// and automap flags.
// Arguments and behaviour follow ZDoom's p_lnspec.cpp.
#include <algorithm>
#include <cmath>
#include <string>

#include "base/log.h"

#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/line_blocking.h"
#include "sim/sector_queries.h"

namespace sim {

namespace {

template <class F>
void each_tagged_sector(World& w, int tag, F&& act) {
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) act(w.sectors[static_cast<std::size_t>(s)]);
}

// Sector_SetDamage (tag, amount, mod, interval, leak): without an
// interval, ZDoom's old rule picks interval and leak by the amount, as
// Doom's floors come (5 and 10 sealed by the suit, 20 leaking, more unblockable).
void damage_sectors(World& w, int tag, int amount, int interval, int leak) {
    if (interval <= 0) {
        interval = amount < 50 ? 32 : 1;
        leak = amount < 20 ? 0 : amount < 50 ? 5 : 256;
    }
    each_tagged_sector(w, tag, [&](SectorState& s) {
        s.damage_amount = amount;
        s.damage_interval = interval;
        s.damage_leak = leak;
    });
}

bool set_damage(const HexenCall& c) {
    damage_sectors(c.w, c.a[0], c.a[1], c.a[3], c.a[4]);
    return true;
}

// Sector_SetGravity (tag, whole part, hundredths): a factor of the level's.
bool set_gravity(const HexenCall& c) {
    const double factor = c.a[1] + std::min(c.a[2], 99) * 0.01;
    const auto gravity = static_cast<fixed_t>(std::lround(factor * base::kFracUnit));
    each_tagged_sector(c.w, c.a[0], [&](SectorState& s) { s.gravity = gravity; });
    return true;
}

// Sector_SetFloorPanning and Sector_SetCeilingPanning (tag, x whole,
// x hundredths, y whole, y hundredths): the plane's texture offset. It
// replaces the map's panning; the renderers draw the map's plus the
// simulation's offsets (those Boom's scrollers move), so those take the rest.
bool set_panning(const HexenCall& c, bool ceiling) {
    const auto fixed = map::map_units_to_fixed;
    const double x = c.a[1] + c.a[2] * 0.01, y = c.a[3] + c.a[4] * 0.01;
    for (int s = -1; (s = find_sector_from_tag(c.w, c.a[0], s)) >= 0;) {
        const map::SectorExtension& fields = c.w.level.extensions.sectors[static_cast<std::size_t>(s)];
        const map::PlaneExtension& map_plane = ceiling ? fields.ceiling : fields.floor;
        SectorState& sector = c.w.sectors[static_cast<std::size_t>(s)];
        (ceiling ? sector.ceiling_xoffs : sector.floor_xoffs) = fixed(x) - fixed(map_plane.xpanning);
        (ceiling ? sector.ceiling_yoffs : sector.floor_yoffs) = fixed(y) - fixed(map_plane.ypanning);
    }
    return true;
}

// Line_SetBlocking (line id, blocks to set, blocks to clear): line_blocking.h's bits.
bool set_blocking(const HexenCall& c) {
    const int lines = static_cast<int>(c.w.lines.size());
    for (int l = 0; l < lines; ++l)
        if (line_has_id(c.w, l, c.a[0])) set_line_blocking(c.w, l, c.a[1], c.a[2]);
    return true;
}

// Line_SetAutomapFlags (line id, flags to set, flags to clear): 1 secret,
// 2 not drawn, 4 mapped; 8 (ZDoom's "revealed") is not kept.
bool set_automap_flags(const HexenCall& c) {
    if (c.a[0] == 0) return false;
    constexpr int kFlags[] = {map::kLineSecret, map::kLineDontDraw, map::kLineMapped};
    int set = 0, clear = 0;
    for (std::size_t bit = 0; bit < std::size(kFlags); ++bit) {
        if (c.a[1] & (1 << bit)) set |= kFlags[bit];
        if (c.a[2] & (1 << bit)) clear |= kFlags[bit];
    }
    const int lines = static_cast<int>(c.w.lines.size());
    for (int l = 0; l < lines; ++l)
        if (line_has_id(c.w, l, c.a[0])) {
            int& flags = c.w.lines[static_cast<std::size_t>(l)].flags;
            flags = (flags & ~clear) | set;
        }
    return true;
}

constexpr HexenPlayed kSetters[] = {
    {281, set_automap_flags},  // Line_SetAutomapFlags
    {214, set_damage},    // Sector_SetDamage
    {216, set_gravity},   // Sector_SetGravity
    {55, set_blocking},   // Line_SetBlocking
    {186, [](const HexenCall& c) { return set_panning(c, true); }},   // Sector_SetCeilingPanning
    {187, [](const HexenCall& c) { return set_panning(c, false); }},  // Sector_SetFloorPanning
};

}  // namespace

std::span<const HexenPlayed> hexen_setter_specials() { return kSetters; }

void static_init(World& w, int line, const std::array<int, 5>& a) {
    const map::Line& l = w.level.lines[static_cast<std::size_t>(line)];
    const double length = std::hypot(static_cast<double>(l.dx), static_cast<double>(l.dy)) / base::kFracUnit;
    switch (a[1]) {
        case 0: {  // Init_Gravity: the line's length / 100, a factor of the level's
            const auto gravity = static_cast<fixed_t>(std::lround(length / 100 * base::kFracUnit));
            each_tagged_sector(w, a[0], [&](SectorState& s) { s.gravity = gravity; });
            break;
        }
        case 2:  // Init_Damage: the line's length, by ZDoom's old rule
            damage_sectors(w, a[0], static_cast<int>(length), 0, 0);
            break;
        case 255: break;  // Init_TransferSky: drawn by the renderers (MapLooks::sky_line)
        default:
            base::warn(w.level.where + ": line " + std::to_string(line) + " sets Static_Init property " +
                       std::to_string(a[1]) + (a[1] == 1 ? " (Init_Color)" : a[1] == 3 ? " (Init_SectorLink)" : "") +
                       ", which this simulation does not play yet (docs/udmf-support.md)");
            break;
    }
}

}  // namespace sim
