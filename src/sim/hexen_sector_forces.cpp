// ZDoom's sector setters for friction, wind and current on Hexen-type
// maps: Sector_SetFriction (219), Sector_SetWind (218) and
// Sector_SetCurrent (220). On a line they act once at level start (the
// friction from the amount, or without one from the line's length, as
// Boom's 223; the push along the line when its fourth argument says so,
// else by strength and angle) and leave the line plain; from a script they
// change what a sector already has. Friction acts only where the sector's
// friction bit (2048) is on, pushers where its push bit (4096) is, and
// both only at complevels with Boom's friction and pushers, as Boom's
// lines (boom_friction.cpp, boom_pushers.cpp). Behaviour follows ZDoom's
// P_SetSectorFriction, P_SpawnPushers, AdjustPusher and p_lnspec.cpp.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

#include "sim/boom_sector_types.h"
#include "sim/boom_thinkers.h"
#include "sim/hexen_played.h"

namespace sim {
namespace {

using base::kFracUnit;

// ZDoom's scale: 100 is Doom's friction, more is icier, less muddier.
void set_friction(World& w, int tag, int amount, bool switch_bit) {
    const auto scaled = static_cast<std::int64_t>(0x1eb8) * amount / 0x80 + 0xd001;
    const auto friction = static_cast<fixed_t>(std::clamp<std::int64_t>(scaled, 0, kFracUnit));
    // ZDoom's FrictionToMoveFactor: on ice a step pushes as in Heretic and Hexen.
    int movefactor = friction >= kOrigFriction ? ((0x10092 - friction) * 1024) / 4352 + 568
                                               : ((friction - 0xdb34) * 0xa) / 0x80;
    movefactor = std::max(movefactor, 32);
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) {
        SectorState& sec = w.sectors[static_cast<std::size_t>(s)];
        sec.friction = friction;
        sec.movefactor = movefactor;
        // From a script the friction bit follows the value.
        if (switch_bit) sec.special = friction == kOrigFriction ? sec.special & ~kZDoomFrictionBit
                                                                : sec.special | kZDoomFrictionBit;
    }
}

// A push of `strength` towards a byte angle (256 a turn), whole units in
// fixed point, as ZDoom's vector of that length rounds.
std::array<fixed_t, 2> push_vector(int strength, int angle) {
    const double turn = (angle & 255) * (2 * std::numbers::pi / 256), length = std::clamp(strength, -32767, 32767);
    return {static_cast<fixed_t>(std::lround(length * std::cos(turn))) * kFracUnit,
            static_cast<fixed_t>(std::lround(length * std::sin(turn))) * kFracUnit};
}

// From a script: the pushers of that kind on the tagged sectors take the
// new push; tagged sectors without one get one.
bool adjust_pushers(World& w, PushKind kind, int tag, int strength, int angle) {
    const std::array<fixed_t, 2> push = push_vector(strength, angle);
    std::vector<bool> has(w.sectors.size(), false);
    w.thinkers.for_each([&](Thinker& t) {
        if (t.kind() != ThinkerKind::Pusher) return;
        auto& p = static_cast<Pusher&>(t);
        if (p.type != kind || p.affectee < 0 || !sector_has_tag(w, p.affectee, tag)) return;
        set_pusher_push(p, push[0], push[1]);
        has[static_cast<std::size_t>(p.affectee)] = true;
    });
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;)
        if (!has[static_cast<std::size_t>(s)]) add_sector_pusher(w, kind, push[0], push[1], s);
    return true;
}

constexpr HexenPlayed kForces[] = {
    // (tag, amount, angle, along the line): from a script, never along a line.
    {218, [](const HexenCall& c) { return c.a[3] == 0 && adjust_pushers(c.w, PushKind::Wind, c.a[0], c.a[1], c.a[2]); }},
    {220, [](const HexenCall& c) {
         return c.a[3] == 0 && adjust_pushers(c.w, PushKind::Current, c.a[0], c.a[1], c.a[2]);
     }},
    // (tag, amount)
    {219, [](const HexenCall& c) {
         set_friction(c.w, c.a[0], c.a[1], true);
         return true;
     }},
};

}  // namespace

void spawn_sector_force(World& w, int line, int special, const std::array<int, 5>& a) {
    const map::Line& l = w.level.lines[static_cast<std::size_t>(line)];
    if (special == 219) {
        const int amount = a[1] != 0 ? a[1] : static_cast<int>(std::hypot(l.dx / 65536.0, l.dy / 65536.0));
        set_friction(w, a[0], amount, false);
        return;
    }
    const PushKind kind = special == 218 ? PushKind::Wind : PushKind::Current;
    const std::array<fixed_t, 2> push = a[3] != 0 ? std::array<fixed_t, 2>{l.dx, l.dy} : push_vector(a[1], a[2]);
    for (int s = -1; (s = find_sector_from_tag(w, a[0], s)) >= 0;) add_sector_pusher(w, kind, push[0], push[1], s);
}

std::span<const HexenPlayed> hexen_force_specials() { return kForces; }

}  // namespace sim
