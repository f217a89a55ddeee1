// Specials of Hexen-type maps that change what a sector or line is rather
// than moving it: a floor's damage, a sector's gravity, a line's blocking
// and automap flags, and how sides and planes look (look_changes.h).
// Arguments and behaviour follow ZDoom's p_lnspec.cpp.
#include <algorithm>
#include <cctype>
#include <climits>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <optional>
#include <string>
#include <string_view>

#include "base/log.h"
#include "base/trig_tables.h"

#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/look_changes.h"
#include "sim/line_blocking.h"
#include "sim/mobjs.h"
#include "sim/special_events.h"
#include "sim/spawn_numbers.h"
#include "sim/sector_queries.h"
#include "sim/wrapping.h"

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
        s.damage_hazard = false;
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

// Sector_ChangeFlags (tag, set, clear): ZDoom's sector flags
// (sector_flags.h); its secret bits (30 and 31) are not the special's to
// change. Whether a sector has the tag.
bool change_flags(const HexenCall& c) {
    if (c.a[0] == 0) return false;
    constexpr std::uint32_t kSecretBits = 3u << 30;
    const std::uint32_t set = static_cast<std::uint32_t>(c.a[1]) & ~kSecretBits;
    const std::uint32_t clear = static_cast<std::uint32_t>(c.a[2]) & ~kSecretBits;
    bool any = false;
    each_tagged_sector(c.w, c.a[0], [&](SectorState& s) {
        s.zdoom_flags = (s.zdoom_flags | set) & ~clear;
        any = true;
    });
    return any;
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

template <class F>
void each_side(World& w, int line_id, int which, F&& act) {
    const int lines = static_cast<int>(w.lines.size());
    for (int l = 0; l < lines; ++l) {
        if (!line_has_id(w, l, line_id)) continue;
        const int side = w.level.lines[static_cast<std::size_t>(l)].sides[static_cast<std::size_t>(which)];
        if (side >= 0) act(side, changed_side(w.look_changes, w.level, side));
    }
}

// ZDoom's "leave this one as it is" for the fixed-point arguments of the two below.
constexpr int kNoChange = 32767 << 16;

// Line_SetTextureOffset (line id, x, y, side, flags): flags 1, 2, 4 pick
// the top, middle and bottom parts, 8 adds to their offsets instead of
// setting them; x and y are fixed point, texels.
bool set_texture_offset(const HexenCall& c) {
    if (c.a[0] == 0 || c.a[3] < 0 || c.a[3] > 1) return false;
    const int flags = c.a[4];
    each_side(c.w, c.a[0], c.a[3], [&](int side, std::array<map::PartPlacement, 3>& parts) {
        const SideState& own = c.w.sides[static_cast<std::size_t>(side)];
        for (std::size_t p = 0; p < 3; ++p) {
            if (!(flags & (1 << p))) continue;
            // A part's offset is kept beside the side's own (which Boom's scrollers move).
            if (c.a[1] != kNoChange)
                parts[p].xoffset = flags & 8 ? wrap_add(parts[p].xoffset, c.a[1]) : wrap_sub(c.a[1], own.textureoffset);
            if (c.a[2] != kNoChange)
                parts[p].yoffset = flags & 8 ? wrap_add(parts[p].yoffset, c.a[2]) : wrap_sub(c.a[2], own.rowoffset);
        }
    });
    return true;
}

// A scale a script gives (fixed point); 0 is 1, as the map's (texture_placement.h).
fixed_t script_scale(std::int64_t fixed) {
    return fixed == 0 ? base::kFracUnit : static_cast<fixed_t>(std::clamp<std::int64_t>(fixed, INT32_MIN, INT32_MAX));
}

// Line_SetTextureScale (line id, x, y, side, flags): as the offsets, with
// flag 8 multiplying the scales.
bool set_texture_scale(const HexenCall& c) {
    if (c.a[0] == 0 || c.a[3] < 0 || c.a[3] > 1) return false;
    const int flags = c.a[4];
    const auto scaled = [&](fixed_t now, int given) {
        return script_scale(flags & 8 ? (static_cast<std::int64_t>(now) * given) >> base::kFracBits : given);
    };
    each_side(c.w, c.a[0], c.a[3], [&](int, std::array<map::PartPlacement, 3>& parts) {
        for (std::size_t p = 0; p < 3; ++p) {
            if (!(flags & (1 << p))) continue;
            if (c.a[1] != kNoChange) parts[p].xscale = scaled(parts[p].xscale, c.a[1]);
            if (c.a[2] != kNoChange) parts[p].yscale = scaled(parts[p].yscale, c.a[2]);
        }
    });
    return true;
}

// Sector_SetRotation (tag, floor degrees, ceiling degrees).
bool set_rotation(const HexenCall& c) {
    for (int s = -1; (s = find_sector_from_tag(c.w, c.a[0], s)) >= 0;) {
        auto& planes = changed_planes(c.w.look_changes, c.w.level, s);
        planes[0].rotation = map::degrees_to_angle(c.a[1]);
        planes[1].rotation = map::degrees_to_angle(c.a[2]);
    }
    return true;
}

// Sector_Set{Floor,Ceiling}Scale (tag, x whole, x hundredths, y whole, y
// hundredths) and the …Scale2 forms (tag, x, y in fixed point): how many
// times larger the texture is drawn, so the plane's scale is its inverse;
// 0 leaves that direction as it is.
void scale_planes(World& w, int tag, std::size_t plane, double x, double y) {
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) {
        map::PlaneTurn& turn = changed_planes(w.look_changes, w.level, s)[plane];
        if (x != 0) turn.xscale = map::scale_to_fixed(1.0 / x);
        if (y != 0) turn.yscale = map::scale_to_fixed(1.0 / y);
    }
}

bool set_plane_scale(const HexenCall& c, std::size_t plane) {
    scale_planes(c.w, c.a[0], plane, c.a[1] + c.a[2] / 100.0, c.a[3] + c.a[4] / 100.0);
    return true;
}

bool set_plane_scale_fixed(const HexenCall& c, std::size_t plane) {
    scale_planes(c.w, c.a[0], plane, c.a[1] / 65536.0, c.a[2] / 65536.0);
    return true;
}

// Line_AlignFloor and Line_AlignCeiling (line id, back side): the plane of
// the sector on the line's front (or back) turned and moved so its texture
// runs along the line from its first vertex, as ZDoom's AlignFlat.
bool align_plane(const HexenCall& c, std::size_t plane) {
    bool aligned = false;
    const int lines = static_cast<int>(c.w.lines.size());
    for (int l = 0; l < lines; ++l) {
        if (!line_has_id(c.w, l, c.a[0])) continue;
        const map::Line& line = c.w.level.lines[static_cast<std::size_t>(l)];
        const int side = line.sides[c.a[1] != 0 ? 1 : 0];
        if (side < 0) continue;
        const map::Vertex& v1 = c.w.level.vertices[static_cast<std::size_t>(line.v1)];
        double degrees = std::atan2(static_cast<double>(line.dy), static_cast<double>(line.dx)) * 180.0 / std::numbers::pi;
        const double normal = (degrees - 90.0) * std::numbers::pi / 180.0;
        double distance = -(std::cos(normal) * v1.x + std::sin(normal) * v1.y) / base::kFracUnit;
        if (c.a[1] != 0) {
            degrees += 180.0;
            distance = -distance;
        }
        const int sector = c.w.level.sides[static_cast<std::size_t>(side)].sector;
        map::PlaneTurn& turn = changed_planes(c.w.look_changes, c.w.level, sector)[plane];
        turn.base_rotation = map::degrees_to_angle(-degrees);
        turn.base_yoffset = map::map_units_to_fixed(distance);
        aligned = true;
    }
    return aligned;
}

int rgb(int r, int g, int b) {
    const auto channel = [](int v) { return std::clamp(v, 0, 255); };
    return channel(r) << 16 | channel(g) << 8 | channel(b);
}

// Sector_SetColor (tag, red, green, blue, desaturation of 255).
bool set_colour(const HexenCall& c) {
    for (int s = -1; (s = find_sector_from_tag(c.w, c.a[0], s)) >= 0;) {
        ChangedColour& colour = changed_colour(c.w.look_changes, c.w.level, s);
        colour.light = rgb(c.a[1], c.a[2], c.a[3]);
        colour.desaturation = std::clamp(c.a[4], 0, 255) * 1000 / 255;
    }
    return true;
}

// Sector_SetFade (tag, red, green, blue).
bool set_fade(const HexenCall& c) {
    for (int s = -1; (s = find_sector_from_tag(c.w, c.a[0], s)) >= 0;)
        changed_colour(c.w.look_changes, c.w.level, s).fade = rgb(c.a[1], c.a[2], c.a[3]);
    return true;
}

// ClearForceField (tag): ZDoom's RemoveForceField on each tagged sector:
// its two-sided ForceField lines stop blocking, lose the special and both
// middle textures.
bool clear_force_fields(const HexenCall& c) {
    bool any = false;
    for (int s = -1; (s = find_sector_from_tag(c.w, c.a[0], s)) >= 0;) {
        any = true;
        for (const int l : c.w.level.sectors[static_cast<std::size_t>(s)].lines) {
            const map::Line& line = c.w.level.lines[static_cast<std::size_t>(l)];
            LineState& state = c.w.lines[static_cast<std::size_t>(l)];
            if (line.back_sector == map::kNone || state.special != kForceField) continue;
            state.flags &= ~map::kLineBlocking;
            set_line_blocking(c.w, l, 0, kBlockCreatures | kBlockEverything);
            state.special = 0;
            for (const int side : line.sides)
                if (side >= 0) c.w.sides[static_cast<std::size_t>(side)].midtexture = 0;
        }
    }
    return any;
}

// GlassBreak (no junk, spawn number): the line stops blocking, loses its
// special, and each side shows the other texture of its switch pair (the
// broken pane); where one did and junk is asked for, seven things of the
// spawn number fly from 2 units in front of the line's middle, as ZDoom
// throws them. Spawn number 0 is ZDoom's own junk, Strife's GlassJunk, a
// thing no Doom game has: none flies then.
bool break_glass(const HexenCall& c) {
    if (c.line < 0) return false;
    World& w = c.w;
    const map::Line& line = w.level.lines[static_cast<std::size_t>(c.line)];
    LineState& state = w.lines[static_cast<std::size_t>(c.line)];
    state.flags &= ~map::kLineBlocking;
    set_line_blocking(w, c.line, 0, kBlockCreatures | kBlockEverything);
    bool switched = flip_side_switch(w, line.sides[0]);
    state.special = 0;
    switched = flip_side_switch(w, line.sides[1]) || switched;
    const MobjType junk = c.a[1] > 0 ? type_of_spawn_number(w, c.a[1]) : kNoThing;
    if (!switched || c.a[0] != 0 || junk == kNoThing) return true;
    const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(line.v1)];
    const map::Vertex& v2 = w.level.vertices[static_cast<std::size_t>(line.v2)];
    const double dx = line.dx, dy = line.dy, length = std::hypot(dx, dy);
    constexpr double kFront = 2 * base::kFracUnit;
    const auto x = static_cast<fixed_t>(v1.x / 2 + v2.x / 2 + (length > 0 ? dy / length * kFront : 0));
    const auto y = static_cast<fixed_t>(v1.y / 2 + v2.y / 2 - (length > 0 ? dx / length * kFront : 0));
    for (int i = 0; i < 7; ++i) {
        Mobj* glass = spawn_mobj(w, x, y, kOnFloorZ, junk);
        glass->z += 24 * base::kFracUnit;
        glass->angle = static_cast<angle_t>(w.rng.p_random()) << 24;
        const int speed = w.rng.p_random() & 3;
        const unsigned fine = glass->angle >> base::kAngleToFineShift;
        glass->momx = speed * base::fine_cosine(fine);
        glass->momy = speed * base::fine_sine(fine);
        glass->momz = (w.rng.p_random() & 7) * base::kFracUnit;
        glass->tics += w.rng.p_random();
    }
    return true;
}

constexpr HexenPlayed kSetters[] = {
    {34, clear_force_fields},  // ClearForceField
    {49, break_glass},         // GlassBreak
    {281, set_automap_flags},  // Line_SetAutomapFlags
    {214, set_damage},    // Sector_SetDamage
    {216, set_gravity},   // Sector_SetGravity
    {54, change_flags},   // Sector_ChangeFlags
    {55, set_blocking},   // Line_SetBlocking
    {186, [](const HexenCall& c) { return set_panning(c, true); }},   // Sector_SetCeilingPanning
    {187, [](const HexenCall& c) { return set_panning(c, false); }},  // Sector_SetFloorPanning
    {53, set_texture_offset, true},  // Line_SetTextureOffset
    {56, set_texture_scale, true},   // Line_SetTextureScale
    {185, set_rotation},       // Sector_SetRotation
    {188, [](const HexenCall& c) { return set_plane_scale(c, 1); }},        // Sector_SetCeilingScale
    {189, [](const HexenCall& c) { return set_plane_scale(c, 0); }},        // Sector_SetFloorScale
    {170, [](const HexenCall& c) { return set_plane_scale_fixed(c, 1); }, true},  // Sector_SetCeilingScale2
    {171, [](const HexenCall& c) { return set_plane_scale_fixed(c, 0); }, true},  // Sector_SetFloorScale2
    {183, [](const HexenCall& c) { return align_plane(c, 1); }},  // Line_AlignCeiling
    {184, [](const HexenCall& c) { return align_plane(c, 0); }},  // Line_AlignFloor
    {212, set_colour},  // Sector_SetColor
    {213, set_fade},    // Sector_SetFade
};

// A colour written where a texture name goes (Init_Color's upper and lower
// textures), as ZDoom reads one: 2 to 6 hex digits, or Legacy's "#RRGGBB"
// with a strength letter after it, which a light colour needs (ZDoom
// refuses one without) and a fade ignores. None where a texture has the name.
std::optional<int> colour_name(const World& w, const std::string& name, bool fade) {
    if (name.empty() || w.textures.textures.contains(name)) return std::nullopt;
    const auto hex = [](std::string_view digits) {
        int value = 0;
        for (const char c : digits) {
            const int digit = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                              : std::isxdigit(static_cast<unsigned char>(c))
                                  ? std::toupper(static_cast<unsigned char>(c)) - 'A' + 10
                                  : -1;
            if (digit < 0) return -1;
            value = value * 16 + digit;
        }
        return value;
    };
    if (name[0] != '#') {
        const int value = name.size() >= 2 && name.size() <= 6 ? hex(name) : -1;
        return value < 0 ? std::nullopt : std::optional<int>(value);
    }
    if (name.size() < 7 || (!fade && name.size() == 7)) return std::nullopt;
    int rgb = 0;
    for (std::size_t c = 1; c < 7; c += 2) {  // a digit that is not hex counts as 0, as in ZDoom
        const int high = hex(name.substr(c, 1)), low = hex(name.substr(c + 1, 1));
        rgb = rgb << 8 | std::max(high, 0) << 4 | std::max(low, 0);
    }
    if (!fade && std::clamp((name[7] & 223) - 'A', 0, 25) == 0) return std::nullopt;
    return rgb;
}

// Init_Color: the line's front side's upper texture names the tagged
// sectors' light colour, its lower the fade colour.
void init_colour(World& w, int line, int tag) {
    const int side = w.level.lines[static_cast<std::size_t>(line)].sides[0];
    if (side < 0) return;
    const map::Side& names = w.level.sides[static_cast<std::size_t>(side)];
    const std::optional<int> light = colour_name(w, names.top_texture, false);
    const std::optional<int> fade = colour_name(w, names.bottom_texture, true);
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) {
        if (!light && !fade) break;
        ChangedColour& colour = changed_colour(w.look_changes, w.level, s);
        if (light) colour.light = *light;
        if (fade) colour.fade = *fade;
    }
}

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
        case 1: init_colour(w, line, a[0]); break;
        case 2:  // Init_Damage: the line's length, by ZDoom's old rule
            damage_sectors(w, a[0], static_cast<int>(length), 0, 0);
            break;
        case 255: break;  // Init_TransferSky: drawn by the renderers (MapLooks::sky_line)
        default:
            base::warn(w.level.where + ": line " + std::to_string(line) + " sets Static_Init property " +
                       std::to_string(a[1]) + (a[1] == 3 ? " (Init_SectorLink)" : "") +
                       ", which this simulation does not play yet (docs/udmf-support.md)");
            break;
    }
}

}  // namespace sim
