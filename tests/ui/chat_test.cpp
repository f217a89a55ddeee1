// The netgame chat (ui/chat.h) against hu_stuff.c's rules: what a typed
// line puts in the commands, and which lines a player is shown.
#include "ui/chat.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "sim/definitions.h"

namespace {

std::array<std::string, 10> macros() {
    return {"No", "I'm ready to kick butt!", "I'm OK.", "I'm not looking too good!", "Help!", "You suck!",
            "Next time, scumbag...", "Come here!", "I'll take care of it.", "Yes"};
}

std::unique_ptr<sim::World> players(int count, int me) {
    static const sim::Definitions defs;
    auto world = std::make_unique<sim::World>(defs);
    for (int i = 0; i < sim::kMaxPlayers; ++i) world->opts.playeringame[static_cast<std::size_t>(i)] = i < count;
    world->opts.consoleplayer = me;
    return world;
}

std::vector<int> drain(ui::Chat& chat) {
    std::vector<int> sent;
    while (const std::uint8_t c = chat.next_char()) sent.push_back(c);
    return sent;
}

TEST(Chat, ALineGoesOutACharacterATicAndEndsWithEnter) {
    auto world = players(2, 0);
    ui::Chat chat(macros());
    EXPECT_TRUE(chat.press("t", *world).eaten);
    EXPECT_TRUE(chat.typing());
    chat.press("h", *world);
    chat.press("i", *world);
    chat.press("x", *world);
    chat.press("backspace", *world);
    EXPECT_EQ(chat.line(), "HI");
    const ui::Chat::Reply sent = chat.press("enter", *world);
    EXPECT_FALSE(chat.typing());
    EXPECT_EQ(sent.message, "HI");
    EXPECT_EQ(drain(chat), (std::vector<int>{ui::Chat::kBroadcast, 'H', 'I', 'X', ui::Chat::kBackspace, 13}));
    // Not typing: keys are the game's.
    EXPECT_FALSE(chat.press("w", *world).eaten);
}

TEST(Chat, AltAndADigitSendsThatMacroWhole) {
    auto world = players(2, 1);
    ui::Chat chat(macros());
    chat.press("t", *world);
    chat.press("a", *world);
    chat.press("lalt", *world);
    const ui::Chat::Reply sent = chat.press("4", *world);
    EXPECT_EQ(sent.message, "Help!");
    EXPECT_FALSE(chat.typing());
    EXPECT_EQ(drain(chat), (std::vector<int>{ui::Chat::kBroadcast, 'A', 13, 'H', 'e', 'l', 'p', '!', 13}));
    chat.release("lalt");
}

TEST(Chat, EscapeDropsTheLine) {
    auto world = players(2, 0);
    ui::Chat chat(macros());
    chat.press("t", *world);
    chat.press("q", *world);
    EXPECT_TRUE(chat.press("escape", *world).eaten);
    EXPECT_FALSE(chat.typing());
}

TEST(Chat, LinesFromOthersAreShownWithTheSendersColourToThoseTheyWereFor) {
    auto world = players(3, 0);
    ui::Chat chat(macros());
    // Indigo (player 2) to everyone, Brown (player 3) to Indigo alone.
    const auto tic = [&](std::uint8_t indigo, std::uint8_t brown) {
        world->players[1].cmd.chatchar = indigo;
        world->players[2].cmd.chatchar = brown;
        return chat.receive(*world);
    };
    EXPECT_TRUE(tic(ui::Chat::kBroadcast, 2).empty());
    EXPECT_TRUE(tic('y', 's').empty());
    EXPECT_TRUE(tic('o', 'h').empty());
    const std::vector<std::string> shown = tic(13, 13);
    EXPECT_EQ(shown, std::vector<std::string>{"Indigo: YO"});
}

TEST(Chat, AColourKeyTalksToThatPlayerInGamesOfThree) {
    auto two = players(2, 0);
    ui::Chat chat(macros());
    EXPECT_FALSE(chat.press("i", *two).eaten);  // two players: the key is the game's
    auto three = players(3, 0);
    EXPECT_TRUE(chat.press("b", *three).eaten);
    EXPECT_EQ(drain(chat), std::vector<int>{3});
    chat.press("escape", *three);
    // One's own colour: the original's four answers, then nothing.
    EXPECT_EQ(chat.press("g", *three).message, "You mumble to yourself");
    EXPECT_EQ(chat.press("g", *three).message, "Who's there?");
    EXPECT_EQ(chat.press("g", *three).message, "You scare yourself");
    EXPECT_EQ(chat.press("g", *three).message, "You start to rave");
    EXPECT_FALSE(chat.press("g", *three).message.has_value());
    EXPECT_FALSE(chat.typing());
}

}  // namespace
