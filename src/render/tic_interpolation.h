#pragma once
// Frames between game tics. The game runs at 35 Hz; a frame drawn at some
// moment inside a tic shows things, views, weapon sprites, floors,
// ceilings and scrolling walls part of the way from where the last tic
// started to where it left them. The interpolated values are written into
// the world only while a frame is drawn, and every one is put back after,
// so the simulation never sees them (demos stay in sync).
//
// What moved too far in one tic to have moved continuously (teleports,
// a new level, a weapon popping up) is shown where it is, not smeared.
#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "base/fixed.h"
#include "sim/world.h"

namespace render {

class TicInterpolation {
public:
    // Remembers the state the next tic starts from. Call before each tic.
    void before_tic(const sim::World& world);
    // Forgets it: the next frames show the world as it is (a loaded game).
    void reset() { valid_ = false; }

    // The world `fraction` (0..1) of the way through its last tic, for as
    // long as this object lives; the destructor restores every value.
    class Applied {
    public:
        Applied(Applied&&) noexcept = default;
        Applied& operator=(Applied&&) = delete;
        ~Applied();

    private:
        friend class TicInterpolation;
        Applied() = default;
        template <class T>
        void set(T& field, T value);

        struct Saved {
            std::int32_t* field;
            std::int32_t value;
        };
        std::vector<Saved> saved_;
    };
    // With fraction ≥ 1 or nothing remembered for this tic, changes nothing.
    [[nodiscard]] Applied apply(sim::World& world, double fraction) const;

private:
    struct Pose {
        base::fixed_t x = 0, y = 0, z = 0;
        base::angle_t angle = 0;
    };
    struct PlayerView {
        base::fixed_t viewz = 0;
        std::array<base::fixed_t, sim::NUMPSPRITES> sx{}, sy{};
        sim::CameraSpot spot;  // a camera thing's or path follower's view moves too
    };
    bool moved_continuously(const sim::Mobj& mo) const;

    struct Planes {
        base::fixed_t floor = 0, ceiling = 0;
    };

    bool valid_ = false;
    int leveltime_ = 0;
    const void* level_ = nullptr;  // the sector array: a new level makes a new one
    std::unordered_map<const sim::Mobj*, Pose> mobjs_;
    std::vector<PlayerView> players_;
    std::vector<Planes> sectors_;
    std::vector<base::fixed_t> scroll_offsets_;  // per scrolling line, its front side's offset
};

}  // namespace render
