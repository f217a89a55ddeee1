// The level's lightning (ZDoom's DLightningThinker, a_lightning.cpp) on the
// small UDMF map of hexen_test_map.h: the room (sector 0) and the box
// (sector 1). Expected levels follow ZDoom's rules, quoted with each test;
// a flash's length and level are the next two of the game's random numbers.
#include <gtest/gtest.h>

#include <array>

#include "base/random.h"
#include "sim/hash.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/lightning.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;
using namespace sim;

class LightningTest : public ::testing::Test {
protected:
    LightningTest() : w(defs) {
        source.numbers.flats["F_SKY1"] = 2;
        source.numbers.sky_flat = 2;
    }
    void start(std::string room, std::string box) {
        source.map.room_floor = std::move(room);
        source.map.box = "heightceiling = 128; " + box;
        new_game(w, source, GameOptions{});
    }
    void tics(int n) {
        for (int i = 0; i < n; ++i) run_tic(w, source, cmds);
    }
    bool force(int mode) { return run_hexen_special(w, 109, {mode, 0, 0, 0, 0}, -1, 0, nullptr); }
    int light(int sector) const { return w.sectors[static_cast<std::size_t>(sector)].lightlevel; }
    const Lightning* lightning() const {
        for (const Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (!t->removed() && t->kind() == ThinkerKind::Lightning) return static_cast<const Lightning*>(t);
        return nullptr;
    }
    // What the next flash draws: its length in tics and its level.
    std::pair<int, int> next_flash() const {
        base::RandomState rng = w.rng;
        const int length = (rng.p_random() & 7) + 8;
        return {length, 200 + (rng.p_random() & 31)};
    }

    Definitions defs;
    World w;
    TestSource source;
    const std::array<Ticcmd, kMaxPlayers> cmds{};
};

// ZDoom: a sector under the sky takes the flash's level (200..231); an
// IndoorLightning1 sector (198) its own level plus 64, at most the flash's;
// each tic after, a lit sector more than 4 above its own level loses 4; on
// the flash's last tic every lit sector gets its own level back. Mode 0
// flashes on the lightning's next tic.
TEST_F(LightningTest, SkyAndIndoorSectorsFlashThenFadeBack) {
    start("textureceiling = \"F_SKY1\";", "special = 198; lightlevel = 100;");
    ASSERT_EQ(w.sectors[0].ceilingpic, 2);
    EXPECT_EQ(lightning(), nullptr);
    EXPECT_TRUE(force(0));
    ASSERT_NE(lightning(), nullptr);
    const auto [length, level] = next_flash();
    tics(1);
    EXPECT_EQ(light(0), level);
    EXPECT_EQ(light(1), 164);
    EXPECT_EQ(lightning()->flash_count, length);
    EXPECT_GT(lightning()->next_flash, 0);
    tics(1);
    EXPECT_EQ(light(0), level - 4);
    EXPECT_EQ(light(1), 160);
    for (int t = 2; t < length; ++t) {
        tics(1);
        EXPECT_GT(light(0), 160) << t;
        EXPECT_GE(light(1), 100) << t;
    }
    EXPECT_NE(light(1), 100);
    tics(1);
    EXPECT_EQ(light(0), 160);
    EXPECT_EQ(light(1), 100);
    EXPECT_EQ(lightning()->flash_count, 0);
    // The type stays on the sector for the next flash.
    EXPECT_EQ(w.sectors[1].special & 0xff, 198);
}

// ZDoom: a sector neither under the sky nor of a lightning type is left
// alone; IndoorLightning2 (199) adds 32; an outdoor one (197) already
// brighter than the flash keeps its own level and is not faded.
TEST_F(LightningTest, OtherSectorsAndBrighterOnesKeepTheirLight) {
    start("lightlevel = 120;", "special = 199; lightlevel = 150;");
    force(0);
    tics(1);
    EXPECT_EQ(light(0), 120);
    EXPECT_EQ(light(1), 182);

    start("lightlevel = 120;", "special = 197; lightlevel = 255;");
    force(0);
    tics(1);
    EXPECT_EQ(light(1), 255);
    EXPECT_EQ(lightning()->levels[1], Lightning::kUnlit);
}

// ZDoom: the lightning made by Light_ForceLightning first waits 5-20
// seconds; mode 2 stops it once no flash is under way, mode 1 after one
// more flash.
TEST_F(LightningTest, ModesStopTheLightning) {
    start("textureceiling = \"F_SKY1\";", "");
    force(2);
    ASSERT_NE(lightning(), nullptr);
    EXPECT_GE(lightning()->next_flash, 5 * 35);
    EXPECT_TRUE(lightning()->stopped);
    tics(1);
    EXPECT_EQ(lightning(), nullptr);
    EXPECT_EQ(light(0), 160);

    force(1);
    const int length = next_flash().first;
    tics(1);
    EXPECT_NE(light(0), 160);
    tics(length);
    EXPECT_EQ(light(0), 160);
    ASSERT_NE(lightning(), nullptr);
    tics(1);
    EXPECT_EQ(lightning(), nullptr);
}

// A flash under way is saved with each sector's own level, and both games
// go on alike.
TEST_F(LightningTest, AFlashUnderWayIsSaved) {
    start("textureceiling = \"F_SKY1\";", "special = 198; lightlevel = 100;");
    force(0);
    tics(3);
    World loaded(defs);
    load_game(loaded, source, save_game(w, "lightning"), "lightning.sav");
    for (int i = 0; i < 400; ++i) {
        run_tic(w, source, cmds);
        run_tic(loaded, source, cmds);
        ASSERT_EQ(loaded.sectors[0].lightlevel, w.sectors[0].lightlevel) << i;
        ASSERT_EQ(loaded.sectors[1].lightlevel, w.sectors[1].lightlevel) << i;
    }
    EXPECT_EQ(world_hash(loaded), world_hash(w));
}

}  // namespace
