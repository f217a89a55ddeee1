// Typed cheats as m_cheat.c matches them.
#include "ui/cheat_keys.h"

#include <gtest/gtest.h>

#include <string>

namespace {

std::vector<ui::CheatTyped> type(ui::CheatKeys& keys, const std::string& text) {
    std::vector<ui::CheatTyped> all;
    for (char c : text)
        for (const ui::CheatTyped& t : keys.type(c)) all.push_back(t);
    return all;
}

TEST(CheatKeys, CodesCompleteOnTheirLastCharacter) {
    ui::CheatKeys keys(sim::GameMode::Commercial);
    const auto done = type(keys, "iddqd");
    ASSERT_EQ(done.size(), 1u);
    EXPECT_EQ(done[0].code, ui::CheatCode::God);
    EXPECT_TRUE(type(keys, "iddq").empty());
}

TEST(CheatKeys, AWrongCharacterStartsTheCodeOver) {
    ui::CheatKeys keys(sim::GameMode::Commercial);
    // "iidkfa": the second i breaks the first attempt and is not itself
    // taken as the start of a new one, as in the original.
    EXPECT_TRUE(type(keys, "iidkfa").empty());
    const auto done = type(keys, "xidkfa");
    ASSERT_EQ(done.size(), 1u);
    EXPECT_EQ(done[0].code, ui::CheatCode::AmmoAndKeys);
}

TEST(CheatKeys, NoClipIsSpelledPerGame) {
    ui::CheatKeys doom2(sim::GameMode::Commercial), doom(sim::GameMode::Retail);
    ASSERT_EQ(type(doom2, "idclip").size(), 1u);
    EXPECT_TRUE(type(doom, "idclip").empty());
    const auto done = type(doom, "idspispopd");
    ASSERT_EQ(done.size(), 1u);
    EXPECT_EQ(done[0].code, ui::CheatCode::NoClip);
}

TEST(CheatKeys, LevelWarpTakesTwoDigits) {
    ui::CheatKeys keys(sim::GameMode::Commercial);
    EXPECT_TRUE(type(keys, "idclev1").empty());
    const auto done = type(keys, "5");
    ASSERT_EQ(done.size(), 1u);
    EXPECT_EQ(done[0].code, ui::CheatCode::LevelWarp);
    EXPECT_EQ(done[0].digits[0], '1');
    EXPECT_EQ(done[0].digits[1], '5');
}

TEST(CheatKeys, BeholdShowsItsMenuThenTakesTheLetter) {
    ui::CheatKeys keys(sim::GameMode::Commercial);
    const auto done = type(keys, "idbeholds");
    ASSERT_EQ(done.size(), 2u);
    EXPECT_EQ(done[0].code, ui::CheatCode::Behold);
    EXPECT_EQ(done[1].code, ui::CheatCode::BeholdS);
}

}  // namespace
