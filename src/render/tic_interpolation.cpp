#include "render/tic_interpolation.h"

#include <cmath>
#include <cstring>

#include "sim/mobj.h"

namespace render {
namespace {

using base::fixed_t;

// Momentum is clamped to 30 units a tic on each axis, so a thing that went
// further was placed (teleported, respawned), not moved.
constexpr fixed_t kMostThingMove = 64 * base::kFracUnit;
// The fastest of the original's movers (blazing doors and lifts) go 8
// units a tic; a plane that jumped further is an instant change.
constexpr fixed_t kMostPlaneMove = 16 * base::kFracUnit;
// Weapon sprites rise and fall 6 units a tic; more is a new weapon shown.
constexpr fixed_t kMostWeaponMove = 32 * base::kFracUnit;

bool moved_at_most(fixed_t from, fixed_t to, fixed_t most) {
    const std::int64_t delta = static_cast<std::int64_t>(to) - from;
    return delta >= -most && delta <= most;
}

fixed_t between(fixed_t from, fixed_t to, double fraction) {
    const double delta = static_cast<double>(static_cast<std::int64_t>(to) - from);
    return static_cast<fixed_t>(from + static_cast<std::int64_t>(std::lround(delta * fraction)));
}

// Turns the shorter way round.
base::angle_t between_angles(base::angle_t from, base::angle_t to, double fraction) {
    const auto delta = static_cast<std::int32_t>(to - from);
    return from + static_cast<base::angle_t>(static_cast<std::int32_t>(std::lround(delta * fraction)));
}

// The side a scrolling line moves (its front), or -1.
int scrolling_side(const sim::World& world, int line) {
    const int side = world.level.lines[static_cast<std::size_t>(line)].sides[0];
    return side >= 0 && static_cast<std::size_t>(side) < world.sides.size() ? side : -1;
}

}  // namespace

void TicInterpolation::before_tic(const sim::World& world) {
    valid_ = world.gamestate == sim::GameState::Level;
    if (!valid_) return;
    leveltime_ = world.leveltime;
    level_ = world.sectors.data();

    mobjs_.clear();
    world.thinkers.for_each([&](const sim::Thinker& t) {
        if (t.kind() != sim::ThinkerKind::Mobj) return;
        const auto& mo = static_cast<const sim::Mobj&>(t);
        mobjs_[&mo] = {mo.x, mo.y, mo.z, mo.angle};
    });

    players_.resize(world.players.size());
    for (std::size_t i = 0; i < world.players.size(); ++i) {
        const sim::Player& player = world.players[i];
        PlayerView& view = players_[i];
        view.viewz = player.viewz;
        view.spot = player.camera_spot;
        for (std::size_t p = 0; p < sim::NUMPSPRITES; ++p) {
            view.sx[p] = player.psprites[p].sx;
            view.sy[p] = player.psprites[p].sy;
        }
    }

    sectors_.resize(world.sectors.size());
    for (std::size_t i = 0; i < world.sectors.size(); ++i)
        sectors_[i] = {world.sectors[i].floorheight, world.sectors[i].ceilingheight};

    scroll_offsets_.clear();
    for (int line : world.scrolling_lines) {
        const int side = scrolling_side(world, line);
        scroll_offsets_.push_back(side >= 0 ? world.sides[static_cast<std::size_t>(side)].textureoffset : 0);
    }
}

// Spawned this tic (shown where it appeared) or placed far away: not moved.
bool TicInterpolation::moved_continuously(const sim::Mobj& mo) const {
    const auto found = mobjs_.find(&mo);
    if (found == mobjs_.end()) return false;
    const Pose& from = found->second;
    return moved_at_most(from.x, mo.x, kMostThingMove) &&
           moved_at_most(from.y, mo.y, kMostThingMove);
}

template <class T>
void TicInterpolation::Applied::set(T& field, T value) {
    static_assert(sizeof(T) == sizeof(std::int32_t));
    if (field == value) return;  // most of a world stands still
    Saved saved{reinterpret_cast<std::int32_t*>(&field), 0};
    std::memcpy(&saved.value, &field, sizeof field);
    saved_.push_back(saved);
    field = value;
}

TicInterpolation::Applied::~Applied() {
    // Newest first, so a field set twice ends with its own value.
    for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) std::memcpy(it->field, &it->value, sizeof it->value);
}

TicInterpolation::Applied TicInterpolation::apply(sim::World& world, double fraction) const {
    Applied applied;
    // One tic later in the same level, or the world is shown as it is.
    if (!valid_ || fraction >= 1.0 || world.gamestate != sim::GameState::Level ||
        world.leveltime != leveltime_ + 1 || world.sectors.data() != level_ || world.sectors.size() != sectors_.size())
        return applied;
    fraction = std::max(fraction, 0.0);
    applied.set(world.shown_fraction, static_cast<fixed_t>(std::lround(fraction * base::kFracUnit)));

    world.thinkers.for_each([&](sim::Thinker& t) {
        if (t.kind() != sim::ThinkerKind::Mobj) return;
        auto& mo = static_cast<sim::Mobj&>(t);
        if (!moved_continuously(mo)) return;
        const Pose& from = mobjs_.at(&mo);
        applied.set(mo.x, between(from.x, mo.x, fraction));
        applied.set(mo.y, between(from.y, mo.y, fraction));
        applied.set(mo.z, between(from.z, mo.z, fraction));
        // Only a player's view turns smoothly; monsters keep the original's
        // whole-tic turns, which pick their sprite rotations.
        if (mo.player) applied.set(mo.angle, between_angles(from.angle, mo.angle, fraction));
    });

    for (std::size_t i = 0; i < players_.size() && i < world.players.size(); ++i) {
        sim::Player& player = world.players[i];
        const PlayerView& from = players_[i];
        sim::CameraSpot& spot = player.camera_spot;
        if (spot.on && from.spot.on && spot.camera >= 0 && spot.camera == from.spot.camera &&
            moved_at_most(from.spot.x, spot.x, kMostThingMove) && moved_at_most(from.spot.y, spot.y, kMostThingMove) &&
            moved_at_most(from.spot.z, spot.z, kMostThingMove)) {
            applied.set(spot.x, between(from.spot.x, spot.x, fraction));
            applied.set(spot.y, between(from.spot.y, spot.y, fraction));
            applied.set(spot.z, between(from.spot.z, spot.z, fraction));
            applied.set(spot.angle, between_angles(from.spot.angle, spot.angle, fraction));
            applied.set(spot.pitch, between_angles(from.spot.pitch, spot.pitch, fraction));
        }
        // A teleported player's view jumps with the player's thing.
        if (player.mo && !moved_continuously(*player.mo)) continue;
        if (moved_at_most(from.viewz, player.viewz, kMostThingMove))
            applied.set(player.viewz, between(from.viewz, player.viewz, fraction));
        for (std::size_t p = 0; p < sim::NUMPSPRITES; ++p) {
            sim::PspriteDef& sprite = player.psprites[p];
            if (!moved_at_most(from.sx[p], sprite.sx, kMostWeaponMove) ||
                !moved_at_most(from.sy[p], sprite.sy, kMostWeaponMove))
                continue;
            applied.set(sprite.sx, between(from.sx[p], sprite.sx, fraction));
            applied.set(sprite.sy, between(from.sy[p], sprite.sy, fraction));
        }
    }

    for (std::size_t i = 0; i < sectors_.size(); ++i) {
        sim::SectorState& sector = world.sectors[i];
        if (moved_at_most(sectors_[i].floor, sector.floorheight, kMostPlaneMove))
            applied.set(sector.floorheight, between(sectors_[i].floor, sector.floorheight, fraction));
        if (moved_at_most(sectors_[i].ceiling, sector.ceilingheight, kMostPlaneMove))
            applied.set(sector.ceilingheight, between(sectors_[i].ceiling, sector.ceilingheight, fraction));
    }

    for (std::size_t i = 0; i < scroll_offsets_.size() && i < world.scrolling_lines.size(); ++i) {
        const int index = scrolling_side(world, world.scrolling_lines[i]);
        if (index < 0) continue;
        fixed_t& offset = world.sides[static_cast<std::size_t>(index)].textureoffset;
        if (moved_at_most(scroll_offsets_[i], offset, kMostPlaneMove))
            applied.set(offset, between(scroll_offsets_[i], offset, fraction));
    }
    return applied;
}

}  // namespace render
