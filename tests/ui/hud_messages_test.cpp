// The message line's timing and its "messages off" rule, as hu_stuff.c's.
#include "ui/hud_messages.h"

#include <gtest/gtest.h>

namespace {

TEST(HudMessages, AMessageShowsForFourSeconds) {
    ui::HudMessages hud;
    hud.post("Picked up a clip.");
    hud.tick();
    ASSERT_TRUE(hud.shown().has_value());
    EXPECT_EQ(*hud.shown(), "Picked up a clip.");
    for (int i = 1; i < 4 * 35; ++i) hud.tick();
    EXPECT_TRUE(hud.shown().has_value());
    hud.tick();
    EXPECT_FALSE(hud.shown().has_value());
}

TEST(HudMessages, ANewMessageReplacesTheOldAndRestartsTheTime) {
    ui::HudMessages hud;
    hud.post("first");
    hud.tick();
    for (int i = 0; i < 100; ++i) hud.tick();
    hud.post("second");
    hud.tick();
    EXPECT_EQ(*hud.shown(), "second");
    for (int i = 1; i < 4 * 35; ++i) hud.tick();
    EXPECT_TRUE(hud.shown().has_value());
}

TEST(HudMessages, OffShowsOnlyForcedMessagesWhichOthersCannotReplace) {
    ui::HudMessages hud;
    hud.set_enabled(false);
    hud.post("Picked up a clip.");
    hud.tick();
    EXPECT_FALSE(hud.shown().has_value());
    hud.post("Messages OFF", true);
    hud.tick();
    ASSERT_TRUE(hud.shown().has_value());
    EXPECT_EQ(*hud.shown(), "Messages OFF");
    hud.set_enabled(true);
    hud.post("Picked up a shell.");
    hud.tick();
    EXPECT_EQ(*hud.shown(), "Messages OFF");
}

}  // namespace
