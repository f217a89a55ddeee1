// Demo (.lmp) reading and writing: the header, the commands, the end marker
// and a clear message for each way a file can be wrong.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "base/error.h"
#include "sim/demo.h"
#include "support/test_support.h"

namespace {

std::vector<std::uint8_t> header(std::uint8_t players_mask) {
    std::vector<std::uint8_t> b = {109, 3, 1, 7, 0, 0, 1, 0, 0};
    for (int i = 0; i < 4; ++i) b.push_back((players_mask >> i) & 1);
    return b;
}

std::string error_of(const std::vector<std::uint8_t>& bytes, sim::DemoParseOptions opts = {}) {
    try {
        sim::parse_demo(bytes, "test.lmp", opts);
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

TEST(Demo, ParsesHeaderAndCommands) {
    auto b = header(0b0011);
    b.insert(b.end(), {25, 0xf6, 0x02, 1, 0x81, 0x00, 0xfe, 6});  // tic 0: players 0, 1
    b.push_back(0x80);
    const sim::Demo demo = sim::parse_demo(b, "test.lmp");
    EXPECT_EQ(demo.options.skill, sim::Skill::Hard);
    EXPECT_EQ(demo.options.map, 7);
    EXPECT_TRUE(demo.options.fast);
    EXPECT_EQ(demo.player_count(), 2);
    ASSERT_EQ(demo.tics.size(), 1u);
    EXPECT_EQ(demo.tics[0][0].forwardmove, 25);
    EXPECT_EQ(demo.tics[0][0].sidemove, -10);
    EXPECT_EQ(demo.tics[0][0].angleturn, 0x0200);
    EXPECT_EQ(demo.tics[0][0].buttons, 1);
    EXPECT_EQ(demo.tics[0][1].forwardmove, -127);
    EXPECT_EQ(demo.tics[0][1].angleturn, static_cast<std::int16_t>(0xfe00));
}

TEST(Demo, WriteThenParseGivesTheSameDemo) {
    sim::Demo demo;
    demo.options.skill = sim::Skill::Nightmare;
    demo.options.episode = 2;
    demo.options.map = 3;
    demo.options.deathmatch = 2;
    demo.options.respawn = true;
    demo.options.playeringame = {true, false, true, false};
    std::array<sim::Ticcmd, 4> tic{};
    tic[0].forwardmove = 50;
    tic[0].angleturn = 0x1234;
    tic[2].sidemove = -40;
    tic[2].buttons = 2;
    demo.tics.push_back(tic);
    const auto bytes = sim::write_demo(demo);
    EXPECT_EQ(bytes.size(), 13u + 8u + 1u);
    const sim::Demo back = sim::parse_demo(bytes, "x.lmp");
    EXPECT_EQ(back.options.skill, sim::Skill::Nightmare);
    EXPECT_EQ(back.options.deathmatch, 2);
    EXPECT_TRUE(back.options.respawn);
    EXPECT_EQ(back.options.playeringame, demo.options.playeringame);
    ASSERT_EQ(back.tics.size(), 1u);
    EXPECT_EQ(back.tics[0][0].angleturn, 0x1200);  // only the high byte is kept
    EXPECT_EQ(back.tics[0][2].sidemove, -40);
    EXPECT_EQ(back.tics[0][2].buttons, 2);
    EXPECT_EQ(sim::demo_quantize(tic[0]).angleturn, 0x1200);
}

TEST(Demo, OracleDemosParse) {
    std::ifstream in(test_support::oracle_dir() / "monkey-freedoom2-map03-coop2.lmp", std::ios::binary);
    std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
    const sim::Demo demo = sim::parse_demo(bytes, "coop");
    EXPECT_EQ(demo.player_count(), 2);
    EXPECT_EQ(demo.tics.size(), 2000u);
    EXPECT_EQ(sim::write_demo(demo), bytes);
}

TEST(Demo, ClearErrors) {
    EXPECT_NE(error_of({}).find("empty"), std::string::npos);
    EXPECT_NE(error_of({110, 0, 0}).find("version 110"), std::string::npos);
    EXPECT_NE(error_of({3, 1, 1, 0, 0, 0, 0}).find("1.2"), std::string::npos);
    EXPECT_NE(error_of({109, 3, 1}).find("truncated demo header"), std::string::npos);

    auto none = header(0);
    none.push_back(0x80);
    EXPECT_NE(error_of(none).find("no players"), std::string::npos);

    auto bad_skill = header(1);
    bad_skill[1] = 7;
    EXPECT_NE(error_of(bad_skill).find("skill 7"), std::string::npos);

    auto no_marker = header(1);
    no_marker.insert(no_marker.end(), {1, 2, 3, 4});
    EXPECT_NE(error_of(no_marker).find("no end marker"), std::string::npos);

    auto cut = header(1);
    cut.insert(cut.end(), {1, 2});
    EXPECT_NE(error_of(cut).find("truncated in tic 0"), std::string::npos);

    auto trailing = header(1);
    trailing.insert(trailing.end(), {0x80, 'x', 'y'});
    EXPECT_NE(error_of(trailing).find("2 bytes of trailing data"), std::string::npos);
    EXPECT_EQ(error_of(trailing, {.allow_trailing_data = true}), "");

    // The marker ends the demo in any player's slot; the cut tic is dropped.
    auto mid = header(0b0011);
    mid.insert(mid.end(), {1, 2, 3, 4, 0x80});
    EXPECT_EQ(sim::parse_demo(mid, "mid").tics.size(), 0u);

    // The message names the file.
    EXPECT_EQ(error_of({}).rfind("test.lmp: ", 0), 0u);
}

}  // namespace
