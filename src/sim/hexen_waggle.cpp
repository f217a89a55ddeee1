// Floor_Waggle and Ceiling_Waggle (tag, amplitude, frequency, phase,
// time in seconds): starting them, and the thinker that bobs the plane.
#include "sim/hexen_waggle.h"

#include <array>
#include <cstdint>
#include <memory>

#include "base/fixed_saturate.h"
#include "sim/hexen_played.h"
#include "sim/movement.h"

namespace sim {

namespace {

using base::kFracBits;
using base::kFracUnit;

// Hexen's FloatBobOffsets (p_mobj.c): 8 units times the sine of each 64th
// of a turn, as Hexen rounded them.
constexpr std::array<fixed_t, 64> kBobOffsets = {
    0,       51389,   102283,  152192,  200636,  247147,  291278,  332604,  370727,  405280,  435929,
    462380,  484378,  501712,  514213,  521763,  524287,  521763,  514213,  501712,  484378,  462380,
    435929,  405280,  370727,  332604,  291278,  247147,  200636,  152192,  102283,  51389,   -1,
    -51390,  -102284, -152193, -200637, -247148, -291279, -332605, -370728, -405281, -435930, -462381,
    -484380, -501713, -514215, -521764, -524288, -521764, -514214, -501713, -484379, -462381, -435930,
    -405280, -370728, -332605, -291279, -247148, -200637, -152193, -102284, -51389};

Thinker*& plane_mover(World& w, int sector, Plane plane) {
    return plane == Plane::Ceiling ? ceiling_mover(w, sector) : w.sectors[static_cast<std::size_t>(sector)].specialdata;
}

fixed_t& plane_height(World& w, int sector, Plane plane) {
    SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    return plane == Plane::Ceiling ? s.ceilingheight : s.floorheight;
}

// EV_StartFloorWaggle: every tagged sector whose plane is not already
// moving. The swing grows to `amplitude` eighths of a unit over one to
// four seconds (the bigger, the longer); `frequency` 64 is one of the
// table's steps a tic.
bool start_waggle(const HexenCall& c, Plane plane) {
    const int amplitude = c.a[1], frequency = c.a[2], phase = c.a[3], seconds = c.a[4];
    return for_each_sector(c.w, c.a[0], c.line, [&](int s) {
        Thinker*& mover = plane_mover(c.w, s, plane);
        if (mover) return false;
        Waggle* g = c.w.thinkers.add(std::make_unique<Waggle>());
        mover = g;
        g->plane = plane;
        g->sector = s;
        g->original_height = plane_height(c.w, s, plane);
        g->accumulator = phase * kFracUnit;
        g->acc_delta = frequency << 10;
        g->target_scale = amplitude << 10;
        g->scale_delta = base::fixed_div(g->target_scale, (kTicRate + (3 * kTicRate * amplitude) / 255) << kFracBits);
        g->ticker = seconds ? seconds * kTicRate : -1;
        return true;
    });
}

constexpr HexenPlayed kWaggles[] = {
    {138, [](const HexenCall& c) { return start_waggle(c, Plane::Floor); }},    // Floor_Waggle
    {38, [](const HexenCall& c) { return start_waggle(c, Plane::Ceiling); }},  // Ceiling_Waggle
};

}  // namespace

std::span<const HexenPlayed> hexen_waggle_specials() { return kWaggles; }

// The plane is set, not moved: what it meets is crushed (Hexen's
// P_ChangeSector with crunch) and the plane goes on regardless.
void Waggle::think(World& w) {
    switch (state) {
        case WaggleState::Expand:
            if ((scale += scale_delta) >= target_scale) {
                scale = target_scale;
                state = WaggleState::Stable;
            }
            break;
        case WaggleState::Reduce:
            if ((scale -= scale_delta) <= 0) {
                plane_height(w, sector, plane) = original_height;
                change_sector(w, sector, true);
                plane_mover(w, sector, plane) = nullptr;
                w.thinkers.remove(this);
                return;
            }
            break;
        case WaggleState::Stable:
            if (ticker != -1 && !--ticker) state = WaggleState::Reduce;
            break;
    }
    // The phase wraps as Hexen's did; only its table index matters.
    accumulator = static_cast<fixed_t>(static_cast<std::uint32_t>(accumulator) + static_cast<std::uint32_t>(acc_delta));
    const std::int64_t height =
        std::int64_t{original_height} +
        base::fixed_mul(kBobOffsets[static_cast<std::size_t>((accumulator >> kFracBits) & 63)], scale);
    plane_height(w, sector, plane) = base::saturate_fixed(height);
    change_sector(w, sector, true);
}

}  // namespace sim
