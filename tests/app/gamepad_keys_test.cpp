// A synthetic gamepad driving the menus: GamepadKeys turns pad states into
// the key presses the game loop hands to menu_input and the menu, as the
// keyboard's. Start opens the menu, the stick and the d-pad move the skull
// one item per push (a held stick does not repeat), A chooses, B goes back
// a page, Start closes.
#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include "app/gamepad_keys.h"
#include "app/menu_keys.h"
#include "ui/menu.h"

namespace {

ui::GameContext doom2_game() {
    ui::GameContext game;
    game.mode = sim::GameMode::Commercial;
    return game;
}

// Feeds one pad state through the same path as the game loop: presses go
// to the menu, releases are ignored by it.
void feed(app::GamepadKeys& pad, const app::GamepadState& state, ui::Menu& menu) {
    for (const platform::InputEvent& event : pad.update(state)) {
        if (event.kind != platform::InputEvent::Kind::Press) continue;
        if (const auto input = app::menu_input(event.key)) menu.respond(*input, doom2_game());
    }
}

app::GamepadState button(int b) {
    app::GamepadState s;
    s.buttons[static_cast<std::size_t>(b)] = true;
    return s;
}

app::GamepadState stick_y(float y) {
    app::GamepadState s;
    s.axes[GLFW_GAMEPAD_AXIS_LEFT_Y] = y;
    return s;
}

TEST(GamepadKeys, DrivesTheMenuThroughTheKeyPath) {
    ui::Menu menu;
    menu.set_game(doom2_game());
    app::GamepadKeys pad;
    const app::GamepadState idle;

    feed(pad, button(GLFW_GAMEPAD_BUTTON_START), menu);
    feed(pad, idle, menu);
    ASSERT_TRUE(menu.active());
    EXPECT_EQ(menu.page().id, ui::PageId::Main);
    EXPECT_EQ(menu.item_on(), 0);

    // The stick pushed down and held for three states: one step.
    for (int i = 0; i < 3; ++i) feed(pad, stick_y(0.9f), menu);
    EXPECT_EQ(menu.item_on(), 1);
    feed(pad, idle, menu);
    // A lean under the threshold is no push; the d-pad is another.
    feed(pad, stick_y(0.3f), menu);
    EXPECT_EQ(menu.item_on(), 1);
    feed(pad, button(GLFW_GAMEPAD_BUTTON_DPAD_UP), menu);
    feed(pad, idle, menu);
    EXPECT_EQ(menu.item_on(), 0);

    // A on New Game: the skill page (Doom II has no episodes); B back.
    feed(pad, button(GLFW_GAMEPAD_BUTTON_A), menu);
    feed(pad, idle, menu);
    EXPECT_EQ(menu.page().id, ui::PageId::Skill);
    feed(pad, button(GLFW_GAMEPAD_BUTTON_B), menu);
    feed(pad, idle, menu);
    EXPECT_EQ(menu.page().id, ui::PageId::Main);

    feed(pad, button(GLFW_GAMEPAD_BUTTON_START), menu);
    EXPECT_FALSE(menu.active());
}

TEST(GamepadKeys, EachPushIsOnePressAndOneRelease) {
    app::GamepadKeys pad;
    const auto down = pad.update(button(GLFW_GAMEPAD_BUTTON_A));
    ASSERT_EQ(down.size(), 1u);
    EXPECT_EQ(down[0].kind, platform::InputEvent::Kind::Press);
    EXPECT_EQ(down[0].key, "enter");
    EXPECT_TRUE(pad.update(button(GLFW_GAMEPAD_BUTTON_A)).empty());
    const auto up = pad.update(app::GamepadState{});
    ASSERT_EQ(up.size(), 1u);
    EXPECT_EQ(up[0].kind, platform::InputEvent::Kind::Release);
    EXPECT_EQ(up[0].key, "enter");
}

}  // namespace
