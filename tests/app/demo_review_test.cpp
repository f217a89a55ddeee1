// Demo review: the demo's clock runs at the chosen speed and stops while
// paused, and a jump to any tic, back or forth, leaves the world exactly as
// playing the demo straight to that tic does.
#include "app/demo_review.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>

#include "sim/game.h"
#include "sim/hash.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

TEST(ReviewClock, RunsAtItsSpeedAndStopsWhilePaused) {
    const Clock::time_point t0{};
    app::ReviewClock clock(t0);
    EXPECT_EQ(clock.elapsed(t0 + milliseconds(1000)), milliseconds(1000));
    EXPECT_TRUE(clock.change_speed(2, t0 + milliseconds(1000)));  // 4×
    EXPECT_EQ(clock.elapsed(t0 + milliseconds(1500)), milliseconds(3000));
    clock.set_paused(true, t0 + milliseconds(1500));
    EXPECT_EQ(clock.elapsed(t0 + milliseconds(9000)), milliseconds(3000));
    clock.set_paused(false, t0 + milliseconds(9000));
    // Down to the slowest: three steps from 4× would pass ¼×; it stops there.
    for (int i = 0; i < 4; ++i) clock.change_speed(-1, t0 + milliseconds(9000));
    EXPECT_FALSE(clock.change_speed(-1, t0 + milliseconds(9000)));
    EXPECT_EQ(clock.speed(), 0.25);
    EXPECT_EQ(clock.elapsed(t0 + milliseconds(10000)), milliseconds(3250));
    // 100 ms of demo time to go at ¼× is 400 ms of waiting.
    EXPECT_EQ(clock.real_wait(milliseconds(3350)), milliseconds(400));
    EXPECT_EQ(clock.real_wait(milliseconds(3000)), Clock::duration::zero());
    for (int i = 0; i < 6; ++i) clock.change_speed(1, t0 + milliseconds(10000));
    EXPECT_EQ(clock.speed(), 16.0);
    EXPECT_FALSE(clock.change_speed(1, t0 + milliseconds(10000)));
}

TEST(ReviewClock, SlowSpeedsLoseNoTime) {
    // A quarter of 1 ns three times over is still 0 ns of demo time, but
    // four such calls make one: nothing is rounded away.
    const Clock::time_point t0{};
    app::ReviewClock clock(t0);
    clock.change_speed(-2, t0);
    Clock::duration last{};
    for (int ns = 1; ns <= 4000; ++ns) last = clock.elapsed(t0 + std::chrono::nanoseconds(ns));
    EXPECT_EQ(last, std::chrono::nanoseconds(1000));
}

TEST(DemoReviewLabels, SayTimeAndSpeed) {
    EXPECT_EQ(app::game_time_label(0), "0:00");
    EXPECT_EQ(app::game_time_label(65 * 35 + 34), "1:05");
    EXPECT_EQ(app::speed_label(0), "x1");
    EXPECT_EQ(app::speed_label(4), "x16");
    EXPECT_EQ(app::speed_label(-2), "x1/4");
}

class DemoSeek : public ::testing::Test {
protected:
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = test_support::oracle_demo("freedoom2-demo1.lmp", iwad);

    // The world after playing the demo straight to `tics`.
    std::uint32_t straight_hash(std::size_t tics) const {
        sim::World w(iwad.defs);
        sim::new_game(w, *iwad.source, demo.options);
        for (std::size_t t = 0; t < tics; ++t) sim::run_tic(w, *iwad.source, demo.tics[t]);
        return sim::world_hash(w);
    }
};

TEST_F(DemoSeek, JumpsLandWhereStraightPlayLands) {
    ASSERT_GT(demo.tics.size(), 900u);
    auto w = std::make_unique<sim::World>(iwad.defs);
    sim::new_game(*w, *iwad.source, demo.options);
    app::DemoSnapshots snapshots;
    std::size_t tic = 0;
    snapshots.passed(tic, *w);
    snapshots.seek(*w, *iwad.source, demo, tic, 800);
    EXPECT_EQ(tic, 800u);
    EXPECT_EQ(sim::world_hash(*w), straight_hash(800));
    // Snapshots every 175 tics on the way: 0, 175, 350, 525, 700.
    EXPECT_EQ(snapshots.count(), 5u);
    // Memory: an hour of demo keeps about 720 of them, compressed.
    EXPECT_LT(snapshots.bytes() / snapshots.count(), 100'000u);
    snapshots.seek(*w, *iwad.source, demo, tic, 410);
    EXPECT_EQ(tic, 410u);
    EXPECT_EQ(sim::world_hash(*w), straight_hash(410));
    snapshots.seek(*w, *iwad.source, demo, tic, 3);
    EXPECT_EQ(sim::world_hash(*w), straight_hash(3));
    // Forward again over ground already covered, then past the end.
    snapshots.seek(*w, *iwad.source, demo, tic, 620);
    EXPECT_EQ(sim::world_hash(*w), straight_hash(620));
    snapshots.seek(*w, *iwad.source, demo, tic, demo.tics.size() + 500);
    EXPECT_EQ(tic, demo.tics.size());
    EXPECT_EQ(sim::world_hash(*w), straight_hash(demo.tics.size()));
}

TEST_F(DemoSeek, BackWithoutSnapshotsStays) {
    sim::World w(iwad.defs);
    sim::new_game(w, *iwad.source, demo.options);
    std::size_t tic = 0;
    for (; tic < 100; ++tic) sim::run_tic(w, *iwad.source, demo.tics[tic]);
    app::DemoSnapshots none;
    none.seek(w, *iwad.source, demo, tic, 40);
    EXPECT_EQ(tic, 100u);
    EXPECT_EQ(sim::world_hash(w), straight_hash(100));
}

}  // namespace
