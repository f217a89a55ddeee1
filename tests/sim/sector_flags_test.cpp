// ZDoom's sector flags (sector_flags.h) on the small UDMF map of
// hexen_test_map.h: the room (sector 0, x 0-256) and the box (sector 1,
// tag 1, x 256-320). ZDoom's rules checked: a `silent` sector's things make
// no sound (S_StartSound returns for them); Sector_ChangeFlags (tag, set,
// clear) sets and clears the bits of every tagged sector but never the
// secret bits 30 and 31, and does nothing for tag 0; SectorSilencer (9082)
// silences the sector it stands in, SectorFlagSetter (9041) adds its
// first argument's bits to its sector's.
#include <gtest/gtest.h>

#include <array>

#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/movement.h"
#include "sim/savegame.h"
#include "sim/sector_flags.h"
#include "sim/sound.h"

namespace {

using namespace hexen_test;
using namespace sim;

class SectorFlags : public ::testing::Test {
protected:
    void start(const std::string& box, const std::string& things = "") {
        source.map.box = "heightceiling = 128; " + box;
        source.map.things = things;
        new_game(w, source, GameOptions{});
    }
    Mobj& me() { return *w.players[0].mo; }
    bool change(int tag, int set, int clear) { return run_hexen_special(w, 54, {tag, set, clear, 0, 0}, -1, 0, &me()); }
    // Whether the player's pistol shot is heard where it stands.
    bool heard_at(int x, int y) {
        EXPECT_TRUE(try_move(w, me(), F(x), F(y)));
        w.events.sounds.clear();
        start_sound(w, &me(), sfx_pistol);
        return !w.events.sounds.empty();
    }

    Definitions defs;
    World w{defs};
    TestSource source;
};

TEST_F(SectorFlags, TheMapsFieldsGiveZDoomsBits) {
    start("silent = true; nofallingdamage = true; dropactors = true; norespawn = true;");
    EXPECT_EQ(w.sectors[1].zdoom_flags, 1u | 2u | 4u | 8u);
    EXPECT_EQ(w.sectors[0].zdoom_flags, 0u);
}

TEST_F(SectorFlags, ThingsInASilentSectorMakeNoSound) {
    start("silent = true;");
    EXPECT_TRUE(heard_at(200, 128)) << "in the room";
    EXPECT_FALSE(heard_at(288, 128)) << "in the silent box";
    w.events.sounds.clear();
    start_sector_sound(w, 1, sfx_doropn);
    EXPECT_EQ(w.events.sounds.size(), 1u) << "the sector's own movers are still heard";
}

TEST_F(SectorFlags, ChangeFlagsSetsAndClearsButNotTheSecretBits) {
    start("");
    EXPECT_FALSE(change(0, 1, 0)) << "tag 0 names no sector";
    EXPECT_FALSE(change(7, 1, 0)) << "no sector has tag 7";
    ASSERT_TRUE(change(1, 1 | 8, 0));
    EXPECT_EQ(w.sectors[1].zdoom_flags, kSectorSilent | kSectorNoRespawn);
    EXPECT_FALSE(heard_at(288, 128));
    ASSERT_TRUE(change(1, 4, 1));
    EXPECT_EQ(w.sectors[1].zdoom_flags, kSectorFloorDrop | kSectorNoRespawn) << "set and clear in one call";
    EXPECT_TRUE(heard_at(300, 128));
    EXPECT_EQ(w.sectors[0].zdoom_flags, 0u) << "untagged sectors keep theirs";
    // Arguments are held to 16 bits, so -1 is every bit, ZDoom's secret
    // bits (30, 31) among them; those the special leaves alone.
    ASSERT_TRUE(change(1, -1, 0));
    EXPECT_EQ(w.sectors[1].zdoom_flags, ~(3u << 30));
    ASSERT_TRUE(change(1, 0, -1));
    EXPECT_EQ(w.sectors[1].zdoom_flags, 0u);
}

TEST_F(SectorFlags, TheSilencerAndTheFlagSetterMarkTheirSectors) {
    const std::string everywhere = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; "
                                   "single = true;";
    start("", "thing { type = 9082; x = 288.0; y = 128.0; " + everywhere + " }\n" +
                  "thing { type = 9041; x = 64.0; y = 64.0; arg0 = 12; " + everywhere + " }\n");
    EXPECT_EQ(w.sectors[1].zdoom_flags, kSectorSilent);
    EXPECT_EQ(w.sectors[0].zdoom_flags, kSectorFloorDrop | kSectorNoRespawn);
    EXPECT_FALSE(heard_at(288, 128));
    EXPECT_TRUE(heard_at(200, 128));
}

TEST_F(SectorFlags, SavegamesKeepThem) {
    start("");
    ASSERT_TRUE(change(1, 1, 0));
    World loaded(defs);
    load_game(loaded, source, save_game(w, "flags"), "flags.sav");
    EXPECT_EQ(loaded.sectors[1].zdoom_flags, kSectorSilent);
}

}  // namespace
