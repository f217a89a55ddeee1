// Compatibility levels: their names, the options a new game gets at each
// (dsda-doom's defaults), Boom/MBF/MBF21 demo headers, Boom's generator.
#include <gtest/gtest.h>

#include "base/error.h"
#include "base/random.h"
#include "sim/complevel.h"
#include "sim/demo.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

using sim::CompLevel;

std::string error_of(const std::vector<std::uint8_t>& bytes) {
    try {
        sim::parse_demo(bytes, "lying.lmp");
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

sim::Demo one_tic_demo(CompLevel level) {
    sim::Demo demo;
    demo.options.skill = sim::Skill::Hard;
    demo.options.map = 7;
    demo.options.fast = true;
    demo.options.compat = sim::default_compat_options(level, 0xdeadbeef);
    sim::Ticcmd cmd;
    cmd.forwardmove = 50;
    cmd.sidemove = -24;
    cmd.angleturn = static_cast<std::int16_t>(0x1200);
    cmd.buttons = 1;
    demo.tics.push_back({cmd, {}, {}, {}});
    return demo;
}

TEST(Complevel, NumbersAndNames) {
    EXPECT_EQ(sim::parse_complevel("2"), CompLevel::Vanilla);
    EXPECT_EQ(sim::parse_complevel("3"), CompLevel::Vanilla);
    EXPECT_EQ(sim::parse_complevel("Vanilla"), CompLevel::Vanilla);
    EXPECT_EQ(sim::parse_complevel("9"), CompLevel::Boom);
    EXPECT_EQ(sim::parse_complevel("BOOM"), CompLevel::Boom);
    EXPECT_EQ(sim::parse_complevel("11"), CompLevel::Mbf);
    EXPECT_EQ(sim::parse_complevel("mbf"), CompLevel::Mbf);
    EXPECT_EQ(sim::parse_complevel("21"), CompLevel::Mbf21);
    EXPECT_EQ(sim::parse_complevel("mbf21"), CompLevel::Mbf21);
    for (const char* bad : {"", "0", "1", "5", "8", "10", "17", "22", "boom2", " 9", "-1"})
        EXPECT_FALSE(sim::parse_complevel(bad)) << bad;
}

// Values from dsda-doom's g_game.c G_Compatibility table, worked by hand for
// each level: comp[i] = level < fix while the option is not yet optional.
TEST(Complevel, BoomFixesWhatItFixed) {
    const sim::CompatOptions o = sim::default_compat_options(CompLevel::Boom);
    EXPECT_TRUE(o.has(sim::comp_telefrag));   // MBF's change
    EXPECT_TRUE(o.has(sim::comp_dropoff));
    EXPECT_FALSE(o.has(sim::comp_vile));      // fixed by Boom 2.01
    EXPECT_FALSE(o.has(sim::comp_doorstuck)); // fixed by Boom 2.02
    EXPECT_FALSE(o.has(sim::comp_stairs));
    EXPECT_TRUE(o.has(sim::comp_zombie));     // LxDoom's change
    EXPECT_TRUE(o.has(sim::comp_moveblock));
    EXPECT_TRUE(o.has(sim::comp_soul));
    EXPECT_FALSE(o.has(sim::comp_ledgeblock));
    EXPECT_TRUE(o.monster_infighting);
    EXPECT_FALSE(o.monster_avoid_hazards);
    EXPECT_TRUE(o.variable_friction && o.allow_pushers && o.monsters_remember && o.player_bobbing);
}

TEST(Complevel, MbfAndMbf21Defaults) {
    const sim::CompatOptions mbf = sim::default_compat_options(CompLevel::Mbf);
    EXPECT_FALSE(mbf.has(sim::comp_telefrag));
    EXPECT_FALSE(mbf.has(sim::comp_moveblock));  // 11 >= LxDoom's fix
    EXPECT_TRUE(mbf.has(sim::comp_respawn));     // PrBoom 2.1's fix comes later
    EXPECT_TRUE(mbf.has(sim::comp_zombie));
    EXPECT_FALSE(mbf.has(sim::comp_pursuit));
    EXPECT_EQ(mbf.distfriend, 128);
    EXPECT_TRUE(mbf.monster_avoid_hazards && mbf.monster_friction && mbf.dog_jumping);
    const sim::CompatOptions m21 = sim::default_compat_options(CompLevel::Mbf21);
    EXPECT_TRUE(m21.has(sim::comp_pursuit));
    EXPECT_TRUE(m21.has(sim::comp_ledgeblock));
    EXPECT_FALSE(m21.has(sim::comp_respawn));
    EXPECT_FALSE(m21.has(sim::comp_soul));
    EXPECT_FALSE(m21.has(sim::comp_voodooscroller));
}

TEST(Complevel, HeadersRoundTrip) {
    for (CompLevel level : {CompLevel::Boom, CompLevel::Mbf, CompLevel::Mbf21}) {
        const sim::Demo demo = one_tic_demo(level);
        const std::vector<std::uint8_t> bytes = sim::write_demo(demo);
        // Version byte as dsda-doom writes it; header sizes from its layout.
        const int version = level == CompLevel::Boom ? 202 : level == CompLevel::Mbf ? 203 : 221;
        EXPECT_EQ(bytes[0], version);
        const std::size_t header = level == CompLevel::Mbf21 ? 1 + 6 + 5 + 46 + 32 : 1 + 6 + 1 + 5 + 64 + 32;
        EXPECT_EQ(bytes.size(), header + (level == CompLevel::Mbf21 ? 5u : 4u) + 1u);
        const sim::Demo back = sim::parse_demo(bytes, "round.lmp");
        EXPECT_EQ(back.options.compat.level, level);
        EXPECT_EQ(back.options.compat.rngseed, 0xdeadbeefu);
        EXPECT_EQ(back.options.compat.comp, demo.options.compat.comp);
        EXPECT_EQ(back.options.skill, sim::Skill::Hard);
        EXPECT_EQ(back.options.map, 7);
        EXPECT_TRUE(back.options.fast);
        EXPECT_EQ(back.longtics, level == CompLevel::Mbf21);
        ASSERT_EQ(back.tics.size(), 1u);
        EXPECT_EQ(back.tics[0][0].forwardmove, 50);
        EXPECT_EQ(back.tics[0][0].sidemove, -24);
        EXPECT_EQ(back.tics[0][0].angleturn, 0x1200);
        EXPECT_EQ(back.tics[0][0].buttons, 1);
    }
}

TEST(Complevel, RecordingPortsFooterIsAllowed) {
    std::vector<std::uint8_t> bytes = sim::write_demo(one_tic_demo(CompLevel::Mbf21));
    const std::string footer = "-iwad freedoom2.wad -complevel 21";
    bytes.insert(bytes.end(), footer.begin(), footer.end());
    EXPECT_EQ(sim::parse_demo(bytes, "footer.lmp").tics.size(), 1u);
}

TEST(Complevel, DsdaDoomOptionsRead) {
    // monkey.py's MBF header carries dsda-doom's MBF defaults and seed 12345.
    const std::vector<std::uint8_t> bytes =
        test_support::read_bytes((test_support::data_dir() / "complevel" / "mbf-map01.lmp").string());
    const sim::Demo demo = sim::parse_demo(bytes, "mbf-map01.lmp");
    const sim::CompatOptions expected = sim::default_compat_options(CompLevel::Mbf, 12345);
    EXPECT_EQ(demo.options.compat.comp, expected.comp);
    EXPECT_EQ(demo.options.compat.rngseed, 12345u);
    EXPECT_EQ(demo.options.compat.distfriend, 128);
    EXPECT_EQ(demo.tics.size(), 700u);
}

TEST(Complevel, LyingHeadersNameTheOffset) {
    std::vector<std::uint8_t> b = sim::write_demo(one_tic_demo(CompLevel::Mbf));
    auto lie = [&](std::size_t at, std::uint8_t value) {
        std::vector<std::uint8_t> c = b;
        c[at] = value;
        return error_of(c);
    };
    EXPECT_NE(lie(3, 'X').find("without its MBF signature (header byte offset 3)"), std::string::npos)
        << lie(3, 'X');
    EXPECT_NE(lie(8, 9).find("skill 9 out of range 0-4 (header byte offset 8)"), std::string::npos);
    EXPECT_NE(lie(11, 3).find("deathmatch mode 3 out of range 0-2 (header byte offset 11)"), std::string::npos);
    EXPECT_NE(lie(12, 2).find("console player 2 is not in the game (header byte offset 12)"), std::string::npos);
    EXPECT_NE(lie(13 + 9, 1).find("demo sync insurance"), std::string::npos);
    EXPECT_NE(lie(13 + 64 + 5, 1).find("player 6 is in the game (Doom has 4) (header byte offset 82)"),
              std::string::npos);
    EXPECT_NE(lie(2, 'B').find("LxDoom"), std::string::npos);
    for (std::size_t cut = 1; cut < 13 + 64 + 32; ++cut) {
        const std::string e = error_of(std::vector<std::uint8_t>(b.begin(), b.begin() + cut));
        EXPECT_NE(e.find("lying.lmp: header cut short"), std::string::npos) << cut << ": " << e;
    }
    std::vector<std::uint8_t> m21 = sim::write_demo(one_tic_demo(CompLevel::Mbf21));
    m21[12 + 20] = 26;  // the comp count
    EXPECT_NE(error_of(m21).find("26 MBF21 compatibility options (at most 25 are known) (header byte offset 32)"),
              std::string::npos)
        << error_of(m21);
    std::vector<std::uint8_t> boom = sim::write_demo(one_tic_demo(CompLevel::Boom));
    boom[7] = 1;
    EXPECT_NE(error_of(boom).find("compatibility mode (complevel 7)"), std::string::npos);
    EXPECT_NE(error_of({200}).find("demo version 200 is not supported"), std::string::npos);
}

// Values worked out from killough's generator as m_random.c states it: seeds
// (2r+1)*69069^(i+1), then seed' = seed*1664525 + 221297 + 2*class and the
// number (seed >> 20) & 255, class 49 for play.
TEST(Complevel, BoomRandomNumbers) {
    base::RandomState rng;
    rng.clear_boom(12345);
    for (int expected : {8, 250, 129, 8, 4}) EXPECT_EQ(rng.p_random(), expected);
    rng.clear_boom(1993);
    for (int expected : {36, 10, 193, 98, 219}) EXPECT_EQ(rng.p_random(), expected);
    // Cosmetic draws come from their own stream.
    base::RandomState a, b;
    a.clear_boom(1993);
    b.clear_boom(1993);
    for (int i = 0; i < 10; ++i) b.m_random();
    for (int i = 0; i < 10; ++i) EXPECT_EQ(a.p_random(), b.p_random());
}

}  // namespace
