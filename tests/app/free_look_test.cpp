// Free look: vertical mouse motion becomes a view pitch (a row per 8
// pixels at the original's default sensitivity, clamped to
// render::kMaxPitch) instead of walking, the gamepad's right stick too; it is off by default, left out of
// demos, and straightens on death and on a new level.
#include <gtest/gtest.h>

#include <memory>

#include "app/free_look.h"
#include "app/player_controls.h"
#include "app/ticcmd_builder.h"
#include "config/settings.h"
#include "render/screen_layout.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

config::Settings looking() {
    config::Settings s;
    s.set_bool("input.free_look", true);
    return s;
}

TEST(FreeLook, OffByDefaultTheMouseWalks) {
    const config::Settings defaults;
    app::FreeLook look(defaults);
    app::PlayerControls controls(defaults);
    app::TiccmdBuilder builder(app::MovementSettings::from(defaults));
    controls.move_mouse(0, look.take_mouse(-40, false));
    EXPECT_EQ(look.pitch(false), 0);
    EXPECT_GT(builder.build(controls).forwardmove, 0) << "the original's vertical mouse movement";
}

TEST(FreeLook, MouseForwardLooksUpInsteadOfWalking) {
    const config::Settings settings = looking();
    app::FreeLook look(settings);
    app::PlayerControls controls(settings);
    app::TiccmdBuilder builder(app::MovementSettings::from(settings));
    controls.move_mouse(0, look.take_mouse(-40, false));  // 40 pixels forward: 5 rows
    EXPECT_EQ(look.pitch(false), 5);
    EXPECT_EQ(builder.build(controls).forwardmove, 0);
    look.take_mouse(-3, false);  // fractions add up
    look.take_mouse(-3, false);
    EXPECT_EQ(look.pitch(false), 6);
    look.take_mouse(10000, false);
    EXPECT_EQ(look.pitch(false), -render::kMaxPitch);
    look.take_mouse(-100000, false);
    EXPECT_EQ(look.pitch(false), render::kMaxPitch);

    config::Settings inverted = looking();
    inverted.set_bool("input.invert_mouse", true);
    inverted.set_double("input.mouse_sensitivity", 15.0);  // twice the default factor
    app::FreeLook down(inverted);
    down.take_mouse(-40, false);
    EXPECT_EQ(down.pitch(false), -10);
}

// The right stick: all the way up for half a second is 50 rows; a stick
// resting slightly off centre does nothing; a long stall counts as 0.1 s.
TEST(FreeLook, RightStickLooksAtItsDeflectionsRate) {
    app::FreeLook look(looking());
    look.take_stick(-1.0, 0.05, false);
    EXPECT_EQ(look.pitch(false), 5);
    look.take_stick(0.2, 1.0, false);
    EXPECT_EQ(look.pitch(false), 5) << "inside the dead zone";
    look.take_stick(0.5, 5.0, false);  // a stalled frame: 0.1 s at half speed
    EXPECT_EQ(look.pitch(false), 0);
    look.take_stick(-1.0, 0.1, true);
    EXPECT_EQ(look.pitch(false), 0) << "not in a demo";
    app::FreeLook off{config::Settings{}};
    off.take_stick(-1.0, 0.1, false);
    EXPECT_EQ(off.pitch(false), 0);
}

TEST(FreeLook, DemosKeepTheOriginalView) {
    app::FreeLook look(looking());
    look.take_mouse(-80, false);
    ASSERT_EQ(look.pitch(false), 10);
    EXPECT_EQ(look.pitch(true), 0) << "a demo playing or recording is drawn straight ahead";
    // While a demo plays or records the mouse walks as in the original.
    EXPECT_EQ(look.take_mouse(-40, true), -40);
    EXPECT_EQ(look.pitch(false), 10);
    // Turning free look off straightens the view.
    look.configure(config::Settings{});
    EXPECT_EQ(look.pitch(false), 0);
}

TEST(FreeLook, StraightensOnDeathAndANewLevel) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    auto world = std::make_unique<sim::World>(data.defs);
    world->gamestate = sim::GameState::Level;
    world->leveltime = 100;
    sim::Player& me = world->players[0];
    app::FreeLook look(looking());
    look.after_tic(*world);
    look.take_mouse(-80, false);
    world->leveltime = 101;
    look.after_tic(*world);
    EXPECT_EQ(look.pitch(false), 10) << "alive in the same level";
    me.playerstate = sim::PST_DEAD;
    look.after_tic(*world);
    EXPECT_EQ(look.pitch(false), 0);

    me.playerstate = sim::PST_LIVE;
    look.take_mouse(-80, false);
    world->leveltime = 1;  // the next level, or this one restarted
    look.after_tic(*world);
    EXPECT_EQ(look.pitch(false), 0);
}

}  // namespace
