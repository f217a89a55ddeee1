// Sector types of Hexen-type maps (ZDoom's numbers: a type in the low
// byte, damage in 256/512/768, a secret in 1024) on the small UDMF map of
// hexen_test_map.h: the player stands in the room (sector 0), the box
// (sector 1) is beside it.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include <string>
#include <utility>

#include "sim/hash.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"
#include "sim/specials.h"

namespace {

using namespace hexen_test;
using namespace sim;

class HexenSectors : public HexenLevel {
protected:
    Player& me() { return w.players[0]; }
    // A level alone leaves the player as setup found it: give it a new
    // game's health, and no powers or cheats from the case before.
    void start_healthy(const TestMap& m) {
        start(m);
        me().health = player().health = 100;
        me().powers.fill(0);
        me().cheats = 0;
        me().hazardcount = 0;
    }
    // P_PlayerInSpecialSector at this leveltime (hurting sectors act when
    // it is a multiple of 32).
    void stand(int leveltime) {
        w.leveltime = leveltime;
        player_in_special_sector(w, me());
    }
};

TEST_F(HexenSectors, DoomsLightTypesStartDoomsLightThinkers) {
    // dLight_StrobeFastSync (77): dark at once, 15 tics dark, 5 bright.
    start({.box = "special = 77; lightlevel = 160;", .room_floor = "lightlevel = 64;"});
    EXPECT_EQ(box().special, 0);  // the thinker has it now
    tics(1);
    EXPECT_EQ(box().lightlevel, 64);
    tics(14);
    EXPECT_EQ(box().lightlevel, 64);
    tics(1);
    EXPECT_EQ(box().lightlevel, 160);
    tics(5);
    EXPECT_EQ(box().lightlevel, 64);

    // dLight_Glow (72): down 8 a tic towards the darkest neighbour.
    start({.box = "special = 72; lightlevel = 160;", .room_floor = "lightlevel = 64;"});
    tics(2);
    EXPECT_EQ(box().lightlevel, 144);
}

TEST_F(HexenSectors, DamageTypesHurtAsDoomsFloorsDo) {
    // dDamage_Nukage (71): 5 every 32 tics, not through the suit.
    start_healthy({.room_floor = "special = 71;"});
    stand(1);
    EXPECT_EQ(me().health, 100);
    stand(32);
    EXPECT_EQ(me().health, 95);
    me().powers[pw_ironfeet] = 100;
    stand(64);
    EXPECT_EQ(me().health, 95);

    // dDamage_LavaHefty (83): 8, and the suit does not help.
    start_healthy({.room_floor = "special = 83;"});
    me().powers[pw_ironfeet] = 100;
    stand(0);
    EXPECT_EQ(me().health, 92);
}

// ZDoom's other damaging types (specials.cpp, InitSectorSpecial): lava
// every 16 tics through the suit, Heretic's flowing lava, Strife's
// strobing hurt floor and instant death, and the healing floor.
TEST_F(HexenSectors, LavaStrifeAndHealingTypesAsZDoomSetsThemUp) {
    // dDamage_LavaWimpy (82): 5 every 16 tics.
    start_healthy({.room_floor = "special = 82;"});
    stand(8);
    EXPECT_EQ(me().health, 100);
    stand(16);
    EXPECT_EQ(me().health, 95);

    // dScroll_EastLavaDamage (84): the same damage, its flat flowing and its light strobing.
    start_healthy({.room_floor = "special = 84; lightlevel = 200;"});
    me().powers[pw_ironfeet] = 100;
    stand(48);
    EXPECT_EQ(me().health, 95);
    int scrollers = 0, strobes = 0;
    w.thinkers.for_each([&](const Thinker& t) {
        scrollers += t.kind() == ThinkerKind::Scroller;
        strobes += t.kind() == ThinkerKind::Strobe;
    });
    EXPECT_EQ(scrollers, 1);
    EXPECT_EQ(strobes, 1);

    // sLight_Strobe_Hurt (104): 5 every 32 tics, not through the suit, and a strobe.
    start_healthy({.room_floor = "special = 104;"});
    stand(32);
    EXPECT_EQ(me().health, 95);
    me().powers[pw_ironfeet] = 100;
    stand(64);
    EXPECT_EQ(me().health, 95);

    // Damage_InstantDeath (115): on any tic, even in god mode.
    start_healthy({.room_floor = "special = 115;"});
    me().cheats |= CF_GODMODE;
    stand(7);
    EXPECT_LE(me().health, 0);

    // Sector_Heal (196): a point every 32 tics, up to 100.
    start_healthy({.room_floor = "special = 196;"});
    me().health = player().health = 50;
    stand(32);
    EXPECT_EQ(me().health, 51);
}

TEST_F(HexenSectors, DamageBitsHurtAloneAndBesideALightType) {
    const std::pair<int, int> cases[] = {{256, 95}, {512, 90}, {768, 80}};
    for (const auto& [special, health] : cases) {
        SCOPED_TRACE(special);
        start_healthy({.room_floor = "special = " + std::to_string(special) + ";"});
        stand(0);
        EXPECT_EQ(me().health, health);
    }
    // 512 + dLight_StrobeFast (66): the light strobes and the floor hurts.
    start_healthy({.room_floor = "special = 578; lightlevel = 200;"});
    EXPECT_EQ(w.sectors[0].special, 512);
    stand(0);
    EXPECT_EQ(me().health, 90);
    bool dimmed = false;
    for (int i = 0; i < 10; ++i, tics(1)) dimmed = dimmed || w.sectors[0].lightlevel != 200;
    EXPECT_TRUE(dimmed);
}

TEST_F(HexenSectors, DamageFieldsReplaceTheTypeAtTheirOwnInterval) {
    // damageamount overrides Nukage's 5; every 10 tics, not every 32.
    start_healthy({.room_floor = "special = 71; damageamount = 12; damageinterval = 10;"});
    stand(32);
    EXPECT_EQ(me().health, 100);
    stand(40);
    EXPECT_EQ(me().health, 88);
    me().powers[pw_ironfeet] = 100;  // leakiness 0: the suit keeps it all out
    stand(50);
    EXPECT_EQ(me().health, 88);

    // leakiness 256: always through the suit; an interval of 0 is the default 32.
    start_healthy({.room_floor = "damageamount = 3; damageinterval = 0; leakiness = 256;"});
    me().powers[pw_ironfeet] = 100;
    stand(16);
    EXPECT_EQ(me().health, 100);
    stand(32);
    EXPECT_EQ(me().health, 97);
}

TEST_F(HexenSectors, ANegativeDamageAmountHealsUpTo100) {
    start_healthy({.room_floor = "damageamount = -7;"});
    me().health = player().health = 50;
    stand(0);
    EXPECT_EQ(me().health, 57);
    EXPECT_EQ(player().health, 57);
    me().health = player().health = 98;
    stand(32);
    EXPECT_EQ(me().health, 100);
}

// Strife's slime (ZDoom's hazard floors, p_spec.cpp and player.zs): each
// tic on the floor adds its amount to the player's hazard count, which
// falls by one a tic; past 16 seconds (560) it hurts 5 at each of the
// floor's intervals. The suit keeps it off.
TEST_F(HexenSectors, StrifesHazardFloorsHurtOnceTheirDamageBuildsUp) {
    // sDamage_Hellslime (105): 2 a tic, nothing at once.
    start_healthy({.room_floor = "special = 105;"});
    stand(32);
    EXPECT_EQ(me().health, 100);
    EXPECT_EQ(me().hazardcount, 2);
    EXPECT_EQ(me().hazardinterval, 32);
    // Standing on it builds up a tic a tic: nothing for the first 560.
    me().hazardcount = 0;
    for (int i = 0; i < 540; ++i) play_tic(w);
    EXPECT_EQ(me().health, 100);
    EXPECT_GE(me().hazardcount, 530);
    for (int i = 0; i < 120; ++i) play_tic(w);
    EXPECT_LT(me().health, 100);
    EXPECT_EQ((100 - me().health) % 5, 0);
    // Off the floor it wears off a tic at a time.
    const int built = me().hazardcount;
    place(player(), 288, 128);
    for (int i = 0; i < 10; ++i) play_tic(w);
    EXPECT_EQ(me().hazardcount, built - 10);

    // sDamage_SuperHellslime (116): 4 a tic; the suit keeps it off.
    start_healthy({.room_floor = "special = 116;"});
    me().powers[pw_ironfeet] = 100;
    stand(0);
    EXPECT_EQ(me().hazardcount, 0);
    me().powers[pw_ironfeet] = 0;
    stand(0);
    EXPECT_EQ(me().hazardcount, 4);

    // UDMF's damagehazard makes a damaging floor one.
    start_healthy({.room_floor = "damageamount = 5; damagehazard = true;"});
    stand(0);
    EXPECT_EQ(me().health, 100);
    EXPECT_EQ(me().hazardcount, 5);
}

TEST_F(HexenSectors, TheSecretBitCountsOnceAloneOrWithALightType) {
    start({.room_floor = "special = 1024;"});
    EXPECT_EQ(w.totalsecret, 1);
    stand(1);
    stand(2);
    EXPECT_EQ(me().secretcount, 1);
    EXPECT_EQ(w.sectors[0].special, 0);

    // The box glows (72) and is a secret (1024).
    start({.box = "special = 1096; lightlevel = 160;", .room_floor = "lightlevel = 64;"});
    EXPECT_EQ(w.totalsecret, 1);
    stand(1);
    EXPECT_EQ(me().secretcount, 0);  // not in the box yet
    place(player(), 288, 128);
    stand(2);
    EXPECT_EQ(me().secretcount, 1);
    tics(2);
    EXPECT_EQ(box().lightlevel, 144);
}

TEST_F(HexenSectors, TheEndTypeTakesGodModeAwayCannotKillAndEndsTheLevel) {
    start({.room_floor = "special = 75;"});
    me().cheats |= CF_GODMODE;
    me().health = player().health = 15;
    stand(0);
    EXPECT_FALSE(me().cheats & CF_GODMODE);
    EXPECT_EQ(me().health, 1);
    EXPECT_TRUE(w.exit_requested);
}

TEST_F(HexenSectors, AnUnknownTypeGivesOneWarningNamingItTheMapAndItsFirstSector) {
    // Every type ZDoom names is played now; 150 is none of them.
    map::Level level = load_map({.box = "special = 150;", .room_floor = "special = 1174;"});  // 150 + 1024
    testing::internal::CaptureStderr();
    start(std::move(level));
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: sector 0 has type 150, which this simulation does not play"),
              std::string::npos)
        << err;
    EXPECT_EQ(err.find("sector 1"), std::string::npos) << err;
    EXPECT_EQ(err.find("warning:"), err.rfind("warning:")) << err;  // once
    EXPECT_EQ(w.totalsecret, 1);  // the bits beside it still work
}

// docs/udmf-support.md's "stored only" rows: a map that sets one is told
// once, naming the first element, whether play or drawing leaves it out.
TEST_F(HexenSectors, AFieldNotYetPlayedOrDrawnIsNamedOnce) {
    map::Level level = load_map({.box = "waterzone = true; alphafloor = 0.5;", .room_floor = "waterzone = true;"});
    testing::internal::CaptureStderr();
    start(std::move(level));
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("MAP01: sector 0 sets waterzone, which this simulation does not play yet"), std::string::npos)
        << err;
    EXPECT_NE(err.find("MAP01: sector 1 sets alphafloor, which the renderers do not draw yet"), std::string::npos)
        << err;
    EXPECT_EQ(err.find("sets waterzone"), err.rfind("sets waterzone")) << err;  // once, for the room (sector 0)
    // Fields that are played say nothing.
    level = load_map({.room_floor = "lightlevel = 64; damageamount = 5; silent = true;"});
    testing::internal::CaptureStderr();
    start(std::move(level));
    EXPECT_EQ(testing::internal::GetCapturedStderr().find(" sets "), std::string::npos);
}

TEST_F(HexenSectors, DoomNumbersMeanNothingInHexenTypeMaps) {
    // 9 is Doom's secret, not a Hexen-type map's: warned of, not counted.
    map::Level level = load_map({.room_floor = "special = 9;"});
    testing::internal::CaptureStderr();
    start(std::move(level));
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("sector 0 has type 9,"), std::string::npos) << err;
    EXPECT_EQ(w.totalsecret, 0);
}

// What is left of a sector's special (here an unfound secret beside a
// glowing light) is saved with it, and the game goes on as before.
TEST(HexenSectorSavegame, TypesAndSecretsComeBackAsTheyWere) {
    TestSource source;
    source.map = {.box = "special = 1096; lightlevel = 160;", .room_floor = "lightlevel = 64;"};
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 5; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "sectors"), "sectors.sav");
    EXPECT_EQ(loaded.sectors[1].special, 1024);
    EXPECT_EQ(loaded.totalsecret, 1);
    for (int i = 0; i < 5; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
    }
    EXPECT_EQ(loaded.sectors[1].lightlevel, saved.sectors[1].lightlevel);
    EXPECT_NE(loaded.sectors[1].lightlevel, 160);  // glowing
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
}

// ZDoom's Hexen currents (201-224): the floor texture scrolls half a
// unit a tic per step of the type's speed, and a player on that floor is
// carried the same way (AActor::Tick, P_XYMovement); the type stays on the
// sector, where it acts every tic.
TEST_F(HexenSectors, CurrentsScrollTheFloorAndCarryAPlayerOnIt) {
    // Scroll_East_Slow (204): half a unit a tic, below CARRYSTOPSPEED, so
    // the player is moved without momentum.
    start({.room_floor = "special = 204;"});
    EXPECT_EQ(w.sectors[0].special, 204);
    const fixed_t x = player().x, y = player().y;
    tics(1);
    EXPECT_EQ(player().x, x + kFracUnit / 2);
    EXPECT_EQ(player().y, y);
    EXPECT_EQ(player().momx, 0);
    EXPECT_EQ(w.sectors[0].floor_xoffs, -kFracUnit / 2);
    tics(3);
    EXPECT_EQ(player().x, x + 2 * kFracUnit);

    // Scroll_North_Fast (203): 2 units a tic, through momentum that
    // friction holds at about that speed.
    start({.room_floor = "special = 203;"});
    fixed_t before = player().y;
    tics(1);
    const fixed_t first_step = player().y - before;
    EXPECT_GT(first_step, 0);
    EXPECT_LT(first_step, kFracUnit / 2);
    EXPECT_GT(player().momy, 0);
    tics(39);
    before = player().y;
    tics(1);
    const fixed_t step = player().y - before;
    EXPECT_GT(step, 2 * kFracUnit * 95 / 100);
    EXPECT_LE(step, 2 * kFracUnit);
    EXPECT_EQ(player().x, F(128));
    EXPECT_EQ(w.sectors[0].floor_yoffs, 41 * 2 * kFracUnit);

    // Off the floor, nothing carries the player.
    start({.room_floor = "special = 204;"});
    player().z = F(24);
    tics(1);
    EXPECT_EQ(player().x, F(128));
}

// ZDoom's Heretic currents (225-244): east at the speed its floor
// scrolls (1/2, 1, 2, 4 or 8 units a tic), north, south and west at a third
// of Heretic's 5, 10, 25, 30 and 35 units; only the east ones scroll
// their floor texture.
TEST_F(HexenSectors, HereticCurrentsCarryAPlayerOnTheFloor) {
    start({.room_floor = "special = 225;"});  // Carry_East5: half a unit, under CARRYSTOPSPEED
    EXPECT_EQ(w.sectors[0].special, 225);
    const fixed_t x = player().x, y = player().y;
    tics(2);
    EXPECT_EQ(player().x, x + kFracUnit);
    EXPECT_EQ(player().y, y);
    EXPECT_EQ(player().momx, 0);
    EXPECT_EQ(w.sectors[0].floor_xoffs, -kFracUnit);

    start({.room_floor = "special = 235;"});  // Carry_South5: 5/3 units a tic, through momentum
    fixed_t before = player().y;
    tics(1);
    EXPECT_LT(player().y, before);
    EXPECT_LT(player().momy, 0);
    tics(39);
    before = player().y;
    tics(1);
    EXPECT_LT(before - player().y, 5 * kFracUnit / 3 + 1);
    EXPECT_GT(before - player().y, 5 * kFracUnit / 3 * 95 / 100);
    EXPECT_EQ(player().x, F(128));
    EXPECT_EQ(w.sectors[0].floor_yoffs, 0);  // no scrolling texture

    start({.room_floor = "special = 244;"});  // Carry_West35, off the floor: nothing
    player().z = F(24);
    tics(1);
    EXPECT_EQ(player().x, F(128));
}

// Strife's current (118) takes its direction and speed from the sector's
// tag: 123 is north (2 × 45°) at 3 / 1.5 = 2 units a tic, which carries a
// player as Hexen's Scroll_North_Fast (203) does, tic for tic.
TEST_F(HexenSectors, AStrifeCurrentCarriesByItsTag) {
    std::vector<std::array<fixed_t, 4>> hexen, strife;
    for (std::vector<std::array<fixed_t, 4>>* path : {&hexen, &strife}) {
        start({.room_floor = path == &hexen ? "special = 203;" : "special = 118; id = 123;"});
        for (int i = 0; i < 40; ++i) {
            tics(1);
            path->push_back({player().x, player().y, player().momx, player().momy});
        }
    }
    EXPECT_EQ(strife, hexen);
    EXPECT_GT(strife.back()[1], F(128) + 60 * kFracUnit);
    EXPECT_EQ(w.sectors[0].special, 118);
    EXPECT_EQ(w.sectors[0].floor_yoffs, 0);  // its floor does not scroll
}

// ZDoom's Hexen wind (40-51): every player (WINDTHRUST) is thrust each
// tic, on the floor or off it, 5, 10 or 25 / 32 units a tic.
TEST_F(HexenSectors, WindThrustsAPlayerEveryTic) {
    start({.room_floor = "special = 40;"});  // Wind_East, slow
    EXPECT_EQ(w.sectors[0].special, 40);
    tics(1);
    EXPECT_EQ(player().x, F(128) + kFracUnit * 5 / 32);
    EXPECT_GT(player().momx, 0);

    start({.room_floor = "special = 48;"});  // Wind_South, fast
    player().z = F(40);
    tics(1);
    EXPECT_EQ(player().y, F(128) - kFracUnit * 25 / 32);
    EXPECT_EQ(player().x, F(128));
}

}  // namespace
