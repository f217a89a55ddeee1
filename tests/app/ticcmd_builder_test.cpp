// Keys and mouse to game commands, checked against the numbers of the
// original's G_BuildTiccmd (g_game.c): walk/run speeds 0x19/0x32 forward
// and 0x18/0x28 sideways, turns of 640/1280 with 320 for the first five
// tics a turn key is held, mouse turning 8 units a count, limits of 0x32.
#include <gtest/gtest.h>

#include "app/player_controls.h"
#include "app/ticcmd_builder.h"
#include "config/settings.h"

namespace {

using app::Action;

class Ticcmds : public ::testing::Test {
protected:
    config::Settings settings_;
    app::PlayerControls controls_{settings_};
    app::TiccmdBuilder builder_{app::MovementSettings::from(settings_)};
};

TEST_F(Ticcmds, ForwardWalksAndRuns) {
    controls_.press("w");
    EXPECT_EQ(builder_.build(controls_).forwardmove, 0x19);
    controls_.press("lshift");
    EXPECT_EQ(builder_.build(controls_).forwardmove, 0x32);
    controls_.press("s");  // forward and back cancel
    EXPECT_EQ(builder_.build(controls_).forwardmove, 0);
}

TEST_F(Ticcmds, AlwaysRunMakesTheRunKeyWalk) {
    config::Settings always;
    always.set_bool("input.always_run", true);
    app::TiccmdBuilder builder(app::MovementSettings::from(always));
    controls_.press("up");
    EXPECT_EQ(builder.build(controls_).forwardmove, 0x32);
    controls_.press("rshift");
    EXPECT_EQ(builder.build(controls_).forwardmove, 0x19);
}

TEST_F(Ticcmds, KeyboardTurnsSlowlyForFiveTicsThenAtSpeed) {
    controls_.press("right");
    for (int tic = 0; tic < 5; ++tic) EXPECT_EQ(builder_.build(controls_).angleturn, -320) << tic;
    EXPECT_EQ(builder_.build(controls_).angleturn, -640);
    controls_.press("lshift");
    EXPECT_EQ(builder_.build(controls_).angleturn, -1280);
    controls_.release("right");
    EXPECT_EQ(builder_.build(controls_).angleturn, 0);
    controls_.press("left");  // a new turn starts slow again
    EXPECT_EQ(builder_.build(controls_).angleturn, 320);
}

TEST_F(Ticcmds, StrafeTurnsIntoSidestepsAndStrafeKeysAdd) {
    controls_.press("lalt");
    controls_.press("left");
    sim::Ticcmd cmd = builder_.build(controls_);
    EXPECT_EQ(cmd.sidemove, -0x18);
    EXPECT_EQ(cmd.angleturn, 0);
    controls_.release("lalt");
    controls_.release("left");
    controls_.press("d");
    controls_.press("lshift");
    EXPECT_EQ(builder_.build(controls_).sidemove, 0x28);
}

TEST_F(Ticcmds, ButtonsAndTheLowestWeaponKey) {
    controls_.press("lctrl");
    controls_.press("space");
    controls_.press("5");
    controls_.press("3");
    const sim::Ticcmd cmd = builder_.build(controls_);
    // BT_ATTACK 1, BT_USE 2, BT_CHANGE 4, weapon index 2 (the shotgun key) at bits 3-5.
    EXPECT_EQ(cmd.buttons, 1 | 2 | 4 | (2 << 3));
}

TEST_F(Ticcmds, MouseTurnsWalksAndKeepsFractions) {
    controls_.move_mouse(10, -3);  // right and forward (window y grows down)
    sim::Ticcmd cmd = builder_.build(controls_);
    EXPECT_EQ(cmd.angleturn, -80);
    EXPECT_EQ(cmd.forwardmove, 3);
    EXPECT_EQ(builder_.build(controls_).angleturn, 0);  // movement is used once

    config::Settings slow;
    slow.set_double("input.mouse_sensitivity", 0.0);  // half a count a pixel
    app::TiccmdBuilder builder(app::MovementSettings::from(slow));
    controls_.move_mouse(1, 0);
    EXPECT_EQ(builder.build(controls_).angleturn, 0);
    controls_.move_mouse(1, 0);
    EXPECT_EQ(builder.build(controls_).angleturn, -8);
}

TEST_F(Ticcmds, MovementIsLimitedAndStrafedMouseSidesteps) {
    controls_.press("w");
    controls_.press("lshift");
    controls_.move_mouse(0, -200);
    EXPECT_EQ(builder_.build(controls_).forwardmove, 0x32);
    controls_.press("mouse2");  // strafe
    controls_.move_mouse(10, 0);
    EXPECT_EQ(builder_.build(controls_).sidemove, 20);
}

TEST(PlayerControls, AnActionStaysHeldWhileAnyOfItsKeysIs) {
    config::Settings settings;
    app::PlayerControls controls(settings);
    EXPECT_EQ(controls.press("w"), std::vector<Action>{Action::Forward});
    EXPECT_TRUE(controls.press("up").empty());  // already held
    controls.release("w");
    EXPECT_TRUE(controls.held(Action::Forward));
    controls.release("up");
    EXPECT_FALSE(controls.held(Action::Forward));
    EXPECT_EQ(controls.press("insert"), std::vector<Action>{Action::SwitchRenderer});
    EXPECT_TRUE(controls.press("f7").empty());  // bound to nothing
    controls.release_all();
    EXPECT_FALSE(controls.held(Action::SwitchRenderer));
}

}  // namespace
