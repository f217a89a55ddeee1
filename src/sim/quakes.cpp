#include "sim/quakes.h"

#include <algorithm>

#include "base/trig_tables.h"
#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr angle_t kAngle1 = base::kAng45 / 45;  // ZDoom's ANGLE_1

// A 32-bit mix of the tic and an axis (splitmix32's finaliser).
std::uint32_t mix(std::uint32_t v) {
    v ^= v >> 16;
    v *= 0x7feb352dU;
    v ^= v >> 15;
    v *= 0x846ca68bU;
    v ^= v >> 16;
    return v;
}

}  // namespace

void Quake::think(World& w) {
    if (!spot || spot->removed()) {
        w.thinkers.remove(this);
        return;
    }
    if (damage_radius > 0) {
        for (std::size_t i = 0; i < w.players.size(); ++i) {
            Player& player = w.players[i];
            Mobj* victim = player.mo;
            if (!w.opts.playeringame[i] || !victim || (player.cheats & CF_NOCLIP)) continue;
            if (aprox_distance(victim->x - spot->x, victim->y - spot->y) >= damage_radius || victim->z > victim->floorz)
                continue;
            if (w.rng.p_random() < 50) damage_mobj(w, *victim, nullptr, nullptr, (w.rng.p_random() & 7) + 1);
            // Shoved a little, in a direction turned off its facing.
            const angle_t angle = victim->angle + kAngle1 * static_cast<angle_t>(w.rng.p_random());
            const fixed_t move = intensity << (base::kFracBits - 1);
            victim->momx += base::fixed_mul(move, base::fine_cosine(angle >> base::kAngleToFineShift));
            victim->momy += base::fixed_mul(move, base::fine_sine(angle >> base::kAngleToFineShift));
        }
    }
    if (--countdown <= 0) w.thinkers.remove(this);
}

bool start_quake(World& w, Mobj* activator, int tid, int intensity, int duration, int damage_radius,
                 int tremor_radius) {
    bool any = false;
    for (Mobj* m : things_with_id(w, tid, activator)) {
        Quake* q = w.thinkers.add(std::make_unique<Quake>());
        q->spot = m;
        q->intensity = std::clamp(intensity, 1, 9);
        q->countdown = duration;
        q->damage_radius = std::clamp(damage_radius, 0, 0x7fff) << (base::kFracBits + 6);
        q->tremor_radius = std::clamp(tremor_radius, 0, 0x7fff) << (base::kFracBits + 6);
        any = true;
    }
    return any;
}

Shake quake_shake(const World& w, const Mobj& viewer) {
    int intensity = 0;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Quake) continue;
        const Quake& q = static_cast<const Quake&>(*t);
        if (!q.spot || q.spot->removed()) continue;
        if (aprox_distance(viewer.x - q.spot->x, viewer.y - q.spot->y) < q.tremor_radius)
            intensity = std::max(intensity, q.intensity);
    }
    if (intensity == 0) return {};
    const auto offset = [&](std::uint32_t axis) {
        const auto r = static_cast<int>(mix(static_cast<std::uint32_t>(w.leveltime) * 2 + axis) % (intensity << 2));
        return (r - (intensity << 1)) << base::kFracBits;
    };
    return {offset(0), offset(1)};
}

}  // namespace sim
