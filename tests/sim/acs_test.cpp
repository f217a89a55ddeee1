// ACS scripts on the small UDMF map of hexen_test_map.h, with BEHAVIOR
// lumps assembled from the listings in tests/data/acs (make.sh). Each
// test states the ZDoom behaviour it checks; tic counts are worked out by
// hand from it: the level's first tic is tic 0, scripts run after the
// thinkers each tic, so a mover a script starts first moves in the next.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <utility>

#include "base/error.h"
#include "base/trig_tables.h"
#include "sim/acs_builtins.h"
#include "sim/acs_libraries.h"
#include "sim/acs_module.h"
#include "sim/acs_scripts.h"
#include "sim/acs_vm.h"
#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/hash.h"
#include "sim/hexen_test_map.h"
#include "sim/interaction.h"
#include "sim/point_to_angle.h"
#include "sim/savegame.h"
#include "sim/setup.h"
#include "sim/sound_names.h"
#include "sim/thing_ids.h"
#include "support/pwad.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace {

using namespace hexen_test;
using namespace sim;

std::vector<std::uint8_t> behavior(const std::string& name) {
    std::ifstream in(test_support::data_dir() / "acs" / (name + ".o"), std::ios::binary);
    EXPECT_TRUE(in) << name;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class Acs : public HexenLevel {
protected:
    void start_with(const std::string& lump, TestMap m = {}) { start_with(behavior(lump), std::move(m)); }
    void start_with(std::vector<std::uint8_t> lump, TestMap m) {
        map::Level level = load_map(m);
        level.extensions.behavior = std::move(lump);
        start(std::move(level));
    }
    // Whole game tics, scripts included.
    void play(int n) {
        for (int i = 0; i < n; ++i) play_tic(w);
    }
    const std::string& message() { return w.players[0].message; }
    // Map variables by number, each with the value the listing works out.
    void expect_map_vars(std::initializer_list<std::pair<int, int>> expected) {
        for (const auto& [var, value] : expected)
            EXPECT_EQ(w.acs.modules.at(0).map_vars[static_cast<std::size_t>(var)], value) << "map variable " << var;
    }
};

// ZDoom: open scripts start when the level loads and run in its first
// tic; Print shows on the activator's (here: every player's) message
// line; Delay(35) resumes 35 tics later; Door_Open raises the ceiling to
// 4 below the lowest neighbouring ceiling at speed/8 units a tic.
TEST_F(Acs, OpenScriptPrintsThenOpensTheDoorAfterItsDelay) {
    start_with("door", {.box = "heightceiling = 0;"});
    play(1);
    EXPECT_EQ(message(), "The door opens");
    play(35);  // tics 1..35: the delay ends in tic 35 and the door starts
    EXPECT_EQ(box().ceilingheight, 0);
    EXPECT_NE(box().specialdata, nullptr);
    play(1);
    EXPECT_EQ(box().ceilingheight, F(2));
    play(61);
    EXPECT_EQ(box().ceilingheight, F(124));
}

// ZDoom: ACS_Execute (80) on a used line starts the script with the line's
// arguments after the map number as the script's; it runs in that tic.
TEST_F(Acs, AnAcsExecuteLineRaisesTheLift) {
    start_with("lift", {.trigger = "special = 80; arg0 = 2; arg2 = 42; playeruse = true;"});
    play(1);
    Mobj& mo = player();
    EXPECT_TRUE(activate_hexen_line(w, 3, 0, mo, Activation::Use));
    play(1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 42);
    EXPECT_EQ(box().floorheight, 0);
    play(64);
    EXPECT_EQ(box().floorheight, F(64));
    // Once only: the line lost its special.
    EXPECT_EQ(w.lines[3].special, 0);
}

// ZDoom: a line's arg0str names the script of its ACS special (named
// scripts are numbered -1, -2, ... in the module).
TEST_F(Acs, ANamedScriptStartsFromArg0str) {
    start_with("lift", {.trigger = "special = 80; arg0str = \"RAISE\"; playeruse = true;"});
    EXPECT_EQ(acs_named_script(w, "raise"), -1);
    EXPECT_TRUE(activate_hexen_line(w, 3, 0, player(), Activation::Use));
    play(1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 7);
}

// ZDoom: ACS_Execute on a script that runs does nothing; ACS_Suspend
// holds it and ACS_Execute lets it go on; ACS_Terminate ends it.
TEST_F(Acs, SuspendAndTerminateHoldAndEndAScript) {
    start_with("runaway");
    play(2);
    const int counted = w.acs.modules.at(0).map_vars[0];
    EXPECT_TRUE(acs_suspend_script(w, 6, 0));
    play(5);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], counted);
    EXPECT_TRUE(acs_start_script(w, 6, 0, {}, nullptr, -1, 0, false));
    EXPECT_FALSE(acs_start_script(w, 6, 0, {}, nullptr, -1, 0, false));
    play(3);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], counted + 3);
    EXPECT_TRUE(acs_terminate_script(w, 6, 0));
    play(3);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], counted + 3);
}

// ZDoom: TagWait holds the script until no sector with the tag has a
// floor or ceiling mover. The floor moves 1 unit a tic from tic 1 (the
// script started it in tic 0) and reaches 64 in tic 64; as Doom's
// T_MovePlane, its mover ends in the next tic, when one more step would
// pass the destination, and the script goes on in that tic's pass.
TEST_F(Acs, TagWaitHoldsTheScriptUntilTheFloorStops) {
    start_with("tagwait");
    play(65);
    EXPECT_EQ(box().floorheight, F(64));
    EXPECT_NE(box().specialdata, nullptr);
    EXPECT_EQ(message(), "");
    play(1);
    EXPECT_EQ(box().specialdata, nullptr);
    EXPECT_EQ(message(), "raised");
}

// ZDoom: map variables start at MINI's values, arrays at AINI's; the
// script's arithmetic and loop give 5 * 3 + 1 and 1 + 2 + 3 + 4.
TEST_F(Acs, MapVariablesAndArraysHoldTheirValues) {
    start_with("vars");
    play(1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 16);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[2], 10);
    EXPECT_EQ(message(), "v=16,10");
}

// ZDoom stops a script that runs 2,000,000 p-codes without waiting
// ("Runaway script"); the game and the other scripts go on.
TEST_F(Acs, ARunawayScriptIsStoppedWithOneWarning) {
    testing::internal::CaptureStderr();
    start_with("runaway");
    play(3);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: ACS script 5 ran 2000000 p-codes in one tic"), std::string::npos) << err;
    EXPECT_EQ(err.find("warning:"), err.rfind("warning:")) << err;
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 3);
    ASSERT_EQ(w.acs.threads.size(), 1u);
    EXPECT_EQ(w.acs.threads[0]->number, 6);
}

// ZDoom: CALL runs a function with the arguments on the stack as its first
// locals and RETURNVAL pushes its value (CALLDISCARD drops it; what the
// function left on the stack goes); functions and scripts have arrays of
// their own among their locals (FARY, SARY: reads past the end give 0,
// writes go nowhere); PUSHFUNCTION and CALLSTACK call through a pointer;
// the compound AND, EOR, LS, RS and OR change variables in place; SIN and
// COS take 16.16 turns; VECTORANGLE gives one; GOTOSTACK jumps to a JUMP
// entry; PRINTHEX and PRINTBINARY print unsigned, without leading zeros.
TEST_F(Acs, FunctionsTheirArraysAndZdoomsLaterPcodes) {
    start_with("functions");
    play(1);
    // 10: sin 45° in 16.16, rounded; 11: an eighth of a turn; 12: straight
    // down the y axis, three quarters.
    expect_map_vars({{0, 120}, {1, 14}, {2, 2}, {3, 107}, {4, 9}, {5, 6}, {6, 0x33D}, {8, 65536}, {9, 65536},
                     {10, 46341}, {11, 8192}, {12, 49152}, {13, -1}, {14, 3}});
    EXPECT_EQ(message(), "Hi:FF:101:FFFFFFFF");
    EXPECT_TRUE(w.acs.threads.empty());
}

// ZDoom: a function may wait (its locals and the way back wait with it);
// calls that never return run out of stack ("Out of stack space") and the
// script is stopped, the game going on.
TEST_F(Acs, AFunctionWaitsWithItsCallerAndEndlessRecursionIsStopped) {
    testing::internal::CaptureStderr();
    start_with("callwait");
    play(1);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: ACS script 2 runs out of stack space (calls too deep); the script is stopped"),
              std::string::npos)
        << err;
    ASSERT_EQ(w.acs.threads.size(), 1u);
    EXPECT_EQ(w.acs.threads[0]->calls.size(), 1u);
    play(9);  // the delay of 10 from tic 0 ends in tic 10
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 0);
    play(1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 42);
    EXPECT_TRUE(w.acs.threads.empty());
}

// ZDoom: GiveInventory, TakeInventory and CheckInventory act on the
// activator by class name (ammo in rounds; a weapon given as if picked up,
// with its two loads; an unknown item counts 0); and the built-in
// functions through CALLFUNC by their ACSF_ numbers (see the listing for
// each value's working).
TEST_F(Acs, InventoryWorldPcodesAndBuiltInFunctions) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    testing::internal::CaptureStderr();
    start_with("builtins", {.things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n"});
    w.players[0].maxammo = w.defs->max_ammo;  // as a new game's player (G_PlayerReborn)
    play(1);
    const std::string err = testing::internal::GetCapturedStderr();
    expect_map_vars({{0, 1}, {1, 18}, {2, 13}, {3, 1}, {4, 50}, {5, 0}});
    EXPECT_NE(err.find("ACS names inventory item \"NoSuchItem\", which Doom has not"), std::string::npos) << err;
    expect_map_vars({{6, 160}, {7, 1}, {8, 1000}, {9, F(2)}, {10, F(5)}});
    EXPECT_LT(w.acs.modules.at(0).map_vars[11], 0);
    expect_map_vars({{12, 0}, {13, 3}, {14, 1}, {15, 1}, {16, F(2)}, {17, 1}, {18, 1}, {20, 7}});
    EXPECT_EQ(message(), "DoomImp:Brim:stone");
    EXPECT_TRUE(w.players[0].weaponowned[wp_shotgun]);
    EXPECT_TRUE(w.players[0].cards[it_redcard]);
}

// ZDoom: SetFont and SetHudSize only shape HUD messages (shown on the
// message line here), so the script goes on; SetMusic plays the lump
// named; SetActorPosition moves a thing only where it fits; ClearInventory
// leaves the player nothing (the fist here); ChangeLevel ends the level
// for the map named.
TEST_F(Acs, HudSetUpMusicMovesInventoryAndLevelChanges) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    start_with("level", {.things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n"});
    Player& p = w.players[0];
    p.maxammo = w.defs->max_ammo;
    p.ammo[am_clip] = 50;
    p.weaponowned[wp_pistol] = true;
    play(1);
    EXPECT_EQ(message(), "done");
    ASSERT_TRUE(w.events.music.has_value());
    EXPECT_EQ(w.events.music->lump, "D_RUNNIN");
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 0);
    Mobj* imp = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP)
            imp = static_cast<Mobj*>(t);
    ASSERT_NE(imp, nullptr);
    EXPECT_EQ(imp->x, F(100));
    EXPECT_EQ(imp->y, F(50));
    EXPECT_EQ(p.ammo[am_clip], 0);
    EXPECT_FALSE(p.weaponowned[wp_pistol]);
    EXPECT_TRUE(p.weaponowned[wp_fist]);
    EXPECT_EQ(p.pendingweapon, wp_fist);
    EXPECT_TRUE(w.exit_requested);
    EXPECT_EQ(w.exit_map, 7);
}

// ZDoom: DamageActor hurts through P_DamageMobj; SetActorState and
// CheckActorState find a class's state labels (Doom's things have no
// sub-labels); the screen is the original's 320x200; no teams; CheckClass
// knows things and items; GetArmorType reads the armour worn by class;
// IsPointerEqual compares the things pointed to; a missing polyobject's
// place reads FIXED_MAX; Doom's items are never used from the inventory;
// SetGravity (800 is Doom's fall), ChangeSky, SetSectorDamage,
// PlayActorSound and ClearActorInventory change the level; PrintName
// prints a player's name ("Player" by default) and the map's lump;
// GetPlayerInput, LineAttack, CheckActorProperty, CanRaiseActor,
// SetPointer, Warp and CheckProximity follow in scripts of their own. The
// listing works each value out.
TEST_F(Acs, ActorStatesPlayersAndTheLevel) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    start_with("actors", {.things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n"});
    Player& p = w.players[0];
    p.armortype = 1;
    p.armorpoints = 57;
    p.weaponowned[wp_shotgun] = true;
    w.textures.flats["FLOOR4_8"] = 7;
    w.sectors[0].floorpic = 7;
    Mobj* imp = first(MT_TROOP);
    ASSERT_NE(imp, nullptr);
    play(1);
    expect_map_vars({{0, 20}, {1, 1}, {2, 0}, {3, 0}, {4, 10}, {5, 320200}, {6, 255}, {7, 110}, {8, 57}, {9, 0},
                     {10, 10}, {11, 0x7fffffff}, {12, 0}});
    EXPECT_EQ(imp->health, 40);
    EXPECT_EQ(imp->state, S_TROO_DIE1);
    EXPECT_EQ(w.acs.gravity, F(1) / 2);
    EXPECT_EQ(w.acs.sky, "SKY3");
    EXPECT_EQ(box().damage_amount, 10);
    EXPECT_EQ(box().damage_interval, 16);
    EXPECT_FALSE(p.weaponowned[wp_shotgun]);
    EXPECT_EQ(p.armorpoints, 0);
    EXPECT_EQ(message(), "FLOOR4_8:Player:MAP01");
    const bool see_sound = std::ranges::any_of(w.events.sounds, [&](const SoundEvent& e) {
        return e.origin == imp && e.sound == imp->info->see_sound;
    });
    EXPECT_TRUE(see_sound);

    // ZDoom's GetPlayerInput: the command as it came (buttons in ZDoom's
    // bits, Doom's weapon change left out; moves << 8), the tic before's
    // buttons, and the command as the player's think changed it.
    p.original_cmd = {.forwardmove = 25, .sidemove = -24, .angleturn = 640,
                      .buttons = static_cast<std::uint8_t>(BT_ATTACK | BT_CHANGE | 2 << BT_WEAPONSHIFT)};
    p.cmd = p.original_cmd;
    p.cmd.forwardmove = 0;
    p.original_old_buttons = BT_USE;
    ASSERT_TRUE(acs_start_script(w, 2, 0, {}, p.mo, -1, 0, false));
    play(1);
    expect_map_vars({{20, 1}, {21, 2}, {22, 25 * 256}, {23, -24 * 256}, {24, 640}, {25, 0}, {26, 0}});

    // ZDoom's LineAttack: a level hitscan of the damage given, along the
    // angle given (a fraction of a turn), from the activator.
    w.acs.modules.at(0).map_vars[30] = static_cast<int>(point_to_angle2(p.mo->x, p.mo->y, imp->x, imp->y) >> 16);
    const int before = imp->health;
    ASSERT_TRUE(acs_start_script(w, 3, 0, {}, p.mo, -1, 0, false));
    play(1);
    EXPECT_EQ(imp->health, before - 10);

    // ZDoom's CheckActorProperty, CanRaiseActor (P_Thing_CanRaise),
    // SetPointer and Warp (P_Thing_Warp): see the listing.
    p.cmd = {};
    p.mo->health = p.health = 100;
    damage_mobj(w, *imp, nullptr, nullptr, 1000);
    play(40);  // the imp's death frames run out: a corpse at rest
    place(*p.mo, 128, 128);
    ASSERT_EQ(imp->tics, -1);
    const fixed_t x = p.mo->x, y = p.mo->y;
    ASSERT_TRUE(acs_start_script(w, 4, 0, {}, p.mo, -1, 0, false));
    play(1);
    expect_map_vars({{40, 1}, {41, 1}, {42, 1}, {43, 0}, {44, 1}, {45, 1}});
    EXPECT_EQ(p.mo->target, imp);
    EXPECT_NE(std::pair(p.mo->x, p.mo->y), std::pair(x, y));
    EXPECT_EQ(p.mo->x, imp->x + F(64));
    EXPECT_EQ(p.mo->y, imp->y);
    EXPECT_EQ(p.mo->angle, imp->angle);

    // ZDoom's CheckProximity (P_Thing_CheckProximity): see the listing.
    ASSERT_TRUE(acs_start_script(w, 5, 0, {}, p.mo, -1, 0, false));
    play(1);
    expect_map_vars({{50, 0}, {51, 1}, {52, 1}, {53, 0}});
    EXPECT_EQ(p.mo->tracer, imp);
}

// ZDoom: SpawnProjectile throws a thing of the class named from each spot,
// heading its byte angle at speed / 8, with the new thing id; SectorDamage
// hurts the chosen things in the tagged sectors.
TEST_F(Acs, SpawnProjectileAndSectorDamage) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    start_with("traps", {.things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n"
                                   "thing { x = 290.0; y = 128.0; type = 3004; " + flags + " }\n"});
    const int player_health = player().health;
    play(1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 1);
    Mobj* ball = nullptr;
    Mobj* zombie = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
        Mobj* m = static_cast<Mobj*>(t);
        if (m->type == MT_TROOPSHOT) ball = m;
        if (m->type == MT_POSSESSED) zombie = m;
    }
    ASSERT_NE(ball, nullptr);
    EXPECT_EQ(ball->tid, 9);
    EXPECT_EQ(ball->momx, base::fixed_mul(F(10), base::fine_cosine(0)));  // Doom's table: a hair under 10
    EXPECT_EQ(ball->momy, base::fixed_mul(F(10), base::fine_sine(0)));
    ASSERT_NE(zombie, nullptr);
    EXPECT_LE(zombie->health, 0);
    EXPECT_EQ(player().health, player_health);
}

// ZDoom's THING_PROJECTILE2: Thing_ProjectileGravity with an id for what
// it throws, here from a map spot.
TEST_F(Acs, ThingProjectile2ThrowsWithAnId) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    start_with("projectile2", {.things = "thing { x = 64.0; y = 64.0; height = 32.0; type = 9001; id = 7; " + flags + " }\n"});
    play(1);
    const std::vector<Mobj*> thrown = things_with_id(w, 12, nullptr);
    ASSERT_EQ(thrown.size(), 1u);
    const Mobj& ball = *thrown[0];
    EXPECT_EQ(ball.type, MT_TROOPSHOT);
    EXPECT_FALSE(ball.flags & MF_NOGRAVITY) << "thrown with gravity";
    EXPECT_LT(std::abs(ball.momx), F(1) / 64) << "north";
    EXPECT_GT(ball.momy, F(9));
    EXPECT_LE(ball.momy, F(10));
    EXPECT_GT(ball.momz, F(1)) << "2 units a tic up, less a tic's gravity at most";
}

// ZDoom's Radius_Quake2: Radius_Quake's quake round each thing with the
// id, its sound name aside (quakes are silent here); 1 when one started.
TEST_F(Acs, RadiusQuake2StartsAQuakeRoundTheThing) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    start_with("quake2", {.things = "thing { x = 300.0; y = 200.0; type = 3004; id = 4; " + flags + " }\n"});
    play(1);
    expect_map_vars({{0, 1}});
    int quakes = 0;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == ThinkerKind::Quake) ++quakes;
    EXPECT_EQ(quakes, 1);
}

// ZDoom: GetLineUDMFInt/Fixed and GetSectorUDMFInt read a map's own
// fields (user_ fields) of the first line with the id or sector with the
// tag; ClassifyActor's bits; GetCVar; GetMaxInventory.
TEST_F(Acs, UdmfFieldsClassesAndConsoleVariables) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    testing::internal::CaptureStderr();
    start_with("udmf", {.trigger = "id = 4; user_count = 7; user_ratio = 1.5;",
                        .box = "heightceiling = 128; user_depth = 3;",
                        .things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n"});
    w.players[0].maxammo = w.defs->max_ammo;
    play(1);
    testing::internal::GetCapturedStderr();
    expect_map_vars({{0, 7}, {1, F(3) / 2}, {2, 3}, {3, 0}, {4, 34}, {5, 48}, {6, 0}, {7, 0}, {8, 50}});
}

}  // namespace

namespace {

// The test map with a BEHAVIOR lump, as the game and savegames load it.
struct AcsSource final : LevelSource {
    AcsSource() {
        numbers.flats = {{"FLOOR4_8", 0}, {"CEIL3_5", 1}};
        numbers.textures = {{"-", 0}, {"STARTAN3", 1}};
    }
    TestMap map;
    TextureNumbers numbers;
    std::vector<std::uint8_t> lump;
    const TextureNumbers& textures() const override { return numbers; }
    map::Level load(int, int) const override {
        map::Level level = load_map(map);
        level.extensions.behavior = lump;
        return level;
    }
};

// Scripts keep their place, stack, wait and variables through a savegame:
// a game loaded mid-script plays on exactly as the one that was saved.
void expect_same_after_load(const std::string& lump, TestMap m, int before, int after) {
    Definitions defs;
    AcsSource source;
    source.map = std::move(m);
    source.lump = behavior(lump);
    World straight(defs);
    setup_level(straight, source.load(1, 1), source.numbers);
    for (int i = 0; i < before; ++i) play_tic(straight);
    World loaded(defs);
    load_game(loaded, source, save_game(straight, "acs"), "acs.bsg");
    EXPECT_EQ(loaded.acs.threads.size(), straight.acs.threads.size());
    for (int i = 0; i < after; ++i) {
        play_tic(straight);
        play_tic(loaded);
        ASSERT_EQ(world_hash(loaded), world_hash(straight)) << lump << " tic " << before + i;
        ASSERT_EQ(loaded.players[0].message, straight.players[0].message) << lump << " tic " << before + i;
        ASSERT_EQ(loaded.acs.modules.at(0).map_vars, straight.acs.modules.at(0).map_vars)
            << lump << " tic " << before + i;
    }
}

// ZDoom's CreateTranslation: each TRANSLATIONRANGE adds its range, with
// its arguments in the order the listing pushes them, to the translation
// STARTTRANSLATION named; ENDTRANSLATION gives the world the whole (a
// translation made again replaced); numbers outside 1..65535 and ranges
// naming no palette index make nothing. Thing_SetTranslation(5, 2) gives
// the imp translation 2. A savegame keeps the translations and the imp's.
TEST(AcsTranslations, ScriptsMakeTranslationsAndGiveThemToThings) {
    using Kind = TranslationRange::Kind;
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    Definitions defs;
    AcsSource source;
    source.map.things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n";
    source.lump = behavior("translations");
    World w(defs);
    setup_level(w, source.load(1, 1), source.numbers);
    play_tic(w);
    const std::vector<ScriptedTranslation> want{
        {1, {{Kind::Index, 112, 127, {96, 111}}}},
        {2, {{Kind::Colour, 128, 143, {255, 0, 0, 0, 0, 255}},
             {Kind::Desaturate, 16, 31, {32768, 16384, 0, 65536, 65536, 131072}}}},
        {3, {{Kind::Colourise, 32, 47, {0, 128, 255}}, {Kind::Tint, 48, 63, {25, 255, 255, 0}}}}};
    EXPECT_EQ(w.look_changes.translations, want);
    Mobj* imp = nullptr;
    for (Mobj* m : things_with_id(w, 5, nullptr)) imp = m;
    ASSERT_NE(imp, nullptr);
    EXPECT_EQ(imp->translation, 2);
    EXPECT_EQ(w.players[0].mo->translation, 0);

    World loaded(defs);
    load_game(loaded, source, save_game(w, "translations"), "translations.bsg");
    EXPECT_EQ(loaded.look_changes.translations, want);
    Mobj* loaded_imp = nullptr;
    for (Mobj* m : things_with_id(loaded, 5, nullptr)) loaded_imp = m;
    ASSERT_NE(loaded_imp, nullptr);
    EXPECT_EQ(loaded_imp->translation, 2);
}

// ZDoom: a player's death starts the map's death scripts with the player
// as activator; the level's end (G_DoCompleted) runs its unloading scripts
// at once, to their first wait.
TEST(AcsEvents, DeathAndUnloadingScriptsRunOnTheirEvents) {
    Definitions defs;
    AcsSource source;
    source.lump = behavior("events");
    World w(defs);
    new_game(w, source, GameOptions{});
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    run_tic(w, source, cmds);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 0);
    damage_mobj(w, *w.players[0].mo, nullptr, nullptr, 1000);
    run_tic(w, source, cmds);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 10);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 0);
    run_tic(w, source, cmds);  // tic 2: the open script ends the level in its turn
    run_tic(w, source, cmds);
    EXPECT_EQ(w.gameaction, GameAction::Completed);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 0);
    run_tic(w, source, cmds);  // G_DoCompleted
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 5);
    run_tic(w, source, cmds);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 5);
}

TEST(AcsSavegame, ADelayedScriptOpensTheDoorOnTimeAfterALoad) {
    expect_same_after_load("door", {.box = "heightceiling = 0;"}, 10, 80);
}

TEST(AcsSavegame, AScriptWaitingOnATagGoesOnAfterALoad) { expect_same_after_load("tagwait", {}, 30, 50); }

TEST(AcsSavegame, MapVariablesAndACountingScriptGoOnAfterALoad) { expect_same_after_load("runaway", {}, 5, 10); }

TEST(AcsSavegame, AScriptWaitingInsideAFunctionReturnsAfterALoad) { expect_same_after_load("callwait", {}, 5, 10); }

}  // namespace

namespace {

std::string load_error(std::vector<std::uint8_t> lump) {
    try {
        load_acs_module(lump, "test.wad: MAP01");
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

// The same scripts in ZDoom's compact format and in both compatible
// layouts (an ACS\0 header whose directory is preceded by the real tag)
// play the same.
TEST_F(Acs, EveryFormatOfTheModulePlaysTheSame) {
    for (const char* lump : {"vars-ACSe", "vars-ACS0-ACSE", "vars-ACS0-ACSe"}) {
        start_with(lump);
        play(1);
        EXPECT_EQ(message(), "v=16,10") << lump;
    }
    start_with("door-ACS0", {.box = "heightceiling = 0;"});
    ASSERT_EQ(w.acs.modules.size(), 1u);
    EXPECT_EQ(w.acs.modules[0].code->format, AcsFormat::Hexen);
    play(37);
    EXPECT_EQ(message(), "The door opens");
    EXPECT_EQ(box().ceilingheight, F(2));
}

TEST(AcsModule, ReadsScriptsStringsAndVariables) {
    const AcsModule m = load_acs_module(behavior("vars"), "test.wad: MAP01");
    EXPECT_EQ(m.format, AcsFormat::Enhanced);
    ASSERT_EQ(m.scripts.size(), 1u);
    EXPECT_EQ(m.scripts[0].number, 4);
    EXPECT_EQ(m.scripts[0].type, AcsScriptType::Open);
    EXPECT_EQ(m.strings, (std::vector<std::string>{"v=", ","}));
    EXPECT_EQ(m.map_vars[0], 5);
    ASSERT_EQ(m.array_of_var[3], 0);
    EXPECT_EQ(m.arrays[0], (std::vector<int>{1, 2, 3, 4}));
}

TEST(AcsModule, ReadsFunctionsLocalArraysAndJumpPoints) {
    const AcsModule m = load_acs_module(behavior("functions"), "test.wad: MAP01");
    ASSERT_EQ(m.functions.size(), 3u);
    EXPECT_EQ(m.functions[0].args, 1);
    EXPECT_TRUE(m.functions[0].returns);
    // squares: one argument, two locals, then its array of 4.
    EXPECT_EQ(m.functions[1].locals, 6);
    ASSERT_EQ(m.functions[1].arrays.size(), 1u);
    EXPECT_EQ(m.functions[1].arrays[0].offset, 3);
    EXPECT_EQ(m.functions[1].arrays[0].size, 4);
    // The script's array after ZDoom's 20 locals.
    ASSERT_EQ(m.scripts[0].arrays.size(), 1u);
    EXPECT_EQ(m.scripts[0].arrays[0].offset, 20);
    EXPECT_EQ(m.scripts[0].locals, 24);
    EXPECT_EQ(m.jump_points.size(), 1u);
}

TEST(AcsModule, BadLumpsGetOneMessageNamingTheMapAndTheProblem) {
    EXPECT_EQ(load_error({'A', 'C'}), "test.wad: MAP01: BEHAVIOR: header at offset 0 runs past the end (2 bytes)");
    EXPECT_EQ(load_error({'X', 'Y', 'Z', 0, 8, 0, 0, 0}),
              "test.wad: MAP01: BEHAVIOR: no ACS header (it starts with neither ACS\\0, ACSE nor ACSe)");
    EXPECT_EQ(load_error({'A', 'C', 'S', 0, 99, 0, 0, 0}),
              "test.wad: MAP01: BEHAVIOR: directory offset 99 is outside the lump");
    // A Hexen directory of a million scripts in a 20-byte lump.
    EXPECT_EQ(load_error({'A', 'C', 'S', 0, 8, 0, 0, 0, 0x40, 0x42, 0x0f, 0, 0, 0, 0, 0, 0, 0, 0, 0}),
              "test.wad: MAP01: BEHAVIOR: script count 1000000 does not fit the lump");
    // A script pointing past the p-code.
    std::vector<std::uint8_t> door = behavior("door");
    door[0x45] = 0xff;  // the second byte of its address in SPTR
    EXPECT_NE(load_error(door).find("script 1 starts at offset"), std::string::npos) << load_error(door);
    // A function pointing past the p-code.
    std::vector<std::uint8_t> calls = behavior("callwait");
    const auto func = std::search(calls.begin(), calls.end(), std::begin("FUNC"), std::end("FUNC") - 1);
    ASSERT_NE(func, calls.end());
    func[8 + 5] = 0xff;  // the second byte of the first function's address
    EXPECT_NE(load_error(calls).find("function 0 starts at offset"), std::string::npos) << load_error(calls);
    // Every truncation of a good lump fails cleanly or reads.
    const std::vector<std::uint8_t> vars = behavior("vars");
    for (std::size_t n = 0; n < vars.size(); ++n) {
        std::vector<std::uint8_t> cut(vars.begin(), vars.begin() + static_cast<std::ptrdiff_t>(n));
        try {
            load_acs_module(cut, "test.wad: MAP01");
        } catch (const base::Error&) {
        }
    }
}

// A bad lump: one warning, and the map plays without scripts.
TEST_F(Acs, ABadLumpLeavesTheMapWithoutScripts) {
    testing::internal::CaptureStderr();
    start_with(std::vector<std::uint8_t>{'A', 'C', 'S', 'E', 200, 0, 0, 0}, {});
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: BEHAVIOR: directory offset 200 is outside the lump; the map plays without its scripts"),
              std::string::npos)
        << err;
    EXPECT_TRUE(w.acs.modules.empty());
    play(2);
}

// ZDoom: Spawn and SpawnSpot name a class; the thing appears where it has
// room, with the thing id and byte angle given, and the count of those
// spawned is the result (0 for a class the game has not, named once);
// SetThingSpecial gives a thing the special it runs when it dies;
// ThingCount counts by spawn number.
TEST_F(Acs, SpawnAndSpawnSpotPlaceThingsByClassName) {
    const std::string spot = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    testing::internal::CaptureStderr();
    start_with("spawn", {.box = "heightceiling = 0;",
                         .things = "thing { x = 64.0; y = 200.0; type = 9001; id = 7; " + spot + " }\n"
                                   "thing { x = 200.0; y = 200.0; type = 9001; id = 8; " + spot + " }\n"});
    play(1);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 0);
    EXPECT_NE(err.find("ACS spawns a \"NoSuchThing\", which is no Doom thing"), std::string::npos) << err;
    EXPECT_EQ(w.acs.modules.at(0).map_vars[2], 1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[3], 1);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[4], 1);
    Mobj* imp = nullptr;
    Mobj* zombie = nullptr;
    int clips = 0;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
        Mobj* m = static_cast<Mobj*>(t);
        if (m->type == MT_TROOP) imp = m;
        if (m->type == MT_POSSESSED) zombie = m;
        if (m->type == MT_CLIP) ++clips;
    }
    ASSERT_NE(imp, nullptr);
    EXPECT_EQ(imp->x, F(200));
    EXPECT_EQ(imp->tid, 9);
    EXPECT_EQ(imp->angle, base::kAng90);
    ASSERT_NE(zombie, nullptr);
    EXPECT_EQ(zombie->y, F(200));
    EXPECT_EQ(zombie->tid, 10);
    EXPECT_EQ(zombie->angle, base::kAng180);
    EXPECT_EQ(clips, 1);
    EXPECT_EQ(w.totalkills, 2);
    damage_mobj(w, *imp, nullptr, w.players[0].mo, 1000);
    EXPECT_NE(box().specialdata, nullptr);
}

TEST_F(Acs, ActorPropertiesAreReadAndSetByZdoomsNumbers) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    testing::internal::CaptureStderr();
    start_with("properties", {.things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n"
                                        "thing { x = 200.0; y = 200.0; type = 3004; id = 6; " + flags + " }\n"});
    Mobj* imp = nullptr;
    Mobj* zombie = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
        Mobj* m = static_cast<Mobj*>(t);
        if (m->type == MT_TROOP) imp = m;
        if (m->type == MT_POSSESSED) zombie = m;
    }
    ASSERT_NE(imp, nullptr);
    ASSERT_NE(zombie, nullptr);
    play(1);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 60);                // an imp's health
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 60);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[2], 8 * base::kFracUnit);  // 8 units a step
    EXPECT_EQ(imp->health, 25);
    EXPECT_EQ(imp->radius, F(10));
    EXPECT_EQ(w.acs.modules.at(0).map_vars[3], 0);
    EXPECT_NE(err.find("ACS reads actor property APROP_Alpha, which this simulation does not play; it reads 0"),
              std::string::npos)
        << err;
    EXPECT_LE(zombie->health, 0);
    EXPECT_EQ(zombie->flags & MF_SHOOTABLE, 0u);  // killed: a corpse
}

// The tables say what the interpreter plays: a script of one p-code (with
// operands of 0 and a stack of ones) stops with "not played" exactly for
// those the p-code table marks so, and each built-in function runs exactly
// when the built-ins' table says it is played.
TEST_F(Acs, TheTablesOfWhatIsPlayedMatchTheInterpreter) {
    for (int op = 0; op <= acs_pcode_count(); ++op) {
        std::vector<std::uint8_t> lump = {'A', 'C', 'S', 'E'};
        const auto word = [&](int v) {
            for (int i = 0; i < 4; ++i) lump.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
        };
        word(8 + 12 * 8 + 4 + 8 * 4 + 4);  // where the chunks start
        for (int i = 0; i < 12; ++i) {
            word(3);  // PUSHNUMBER 1
            word(1);
        }
        word(op);
        for (int i = 0; i < 8; ++i) word(0);
        word(1);  // TERMINATE
        lump.insert(lump.end(), {'S', 'P', 'T', 'R'});
        word(8);
        lump.insert(lump.end(), {1, 0, 1, 0});  // script 1, open, no arguments
        word(8);
        testing::internal::CaptureStderr();
        start_with(lump, {});
        play(1);
        const std::string err = testing::internal::GetCapturedStderr();
        const std::string reached = "reaches p-code " + std::to_string(op);
        const bool unplayed = err.find(reached + " (") != std::string::npos || err.find(reached + ",") != std::string::npos;
        EXPECT_EQ(unplayed, !acs_pcode_played(op)) << "p-code " << op << " " << acs_pcode_name(op) << ": " << err;
    }
    start_with("vars");
    AcsThread t;
    testing::internal::CaptureStderr();  // spawning class "v=" and the like
    for (const AcsBuiltin& b : acs_builtins()) {
        const std::vector<int> args(8, 0);
        EXPECT_EQ(acs_call_builtin(w, t, b.number, args).has_value(), b.played) << b.number << " " << b.name;
    }
    testing::internal::GetCapturedStderr();
}

// A p-code the interpreter does not play stops the script with one
// warning per map naming it, however many scripts reach it.
TEST_F(Acs, AnUnplayedPcodeIsNamedOnce) {
    // Two open scripts, each SOUNDSEQUENCE (96) at once.
    std::vector<std::uint8_t> lump = {'A', 'C', 'S', 0, 16, 0, 0, 0, 96, 0, 0, 0, 96, 0, 0, 0};
    const int dir[] = {2, 1001, 8, 0, 1002, 12, 0, 0};
    for (int v : dir)
        for (int i = 0; i < 4; ++i) lump.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    testing::internal::CaptureStderr();
    start_with(lump, {});
    play(2);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: ACS script 1 reaches p-code 96 (SOUNDSEQUENCE), which is not played"),
              std::string::npos)
        << err;
    EXPECT_EQ(err.find("warning:"), err.rfind("warning:")) << err;
    EXPECT_TRUE(w.acs.threads.empty());
}

}  // namespace

namespace {

std::shared_ptr<const AcsLibraryLumps> acslib() {
    auto libraries = std::make_shared<AcsLibraryLumps>();
    libraries->lumps["ACSLIB"] = behavior("acslib");
    return libraries;
}

}  // namespace

// ZDoom (FBehavior::Init, FBehaviorContainer): a module's LOAD chunk loads
// each library from the A_START namespace once; an imported function runs
// in its library, with the library's strings and map variables; imported
// map variables and arrays are the library's own; a library's open scripts
// start with the map's; named scripts are numbered across the modules; a
// missing library gets a warning, and calling a function no loaded library
// defines stops the script.
TEST_F(Acs, LibrariesGiveFunctionsVariablesStringsAndScripts) {
    w.rules.acs_libraries = acslib();  // the world's copy of the definitions
    testing::internal::CaptureStderr();
    start_with("libuser");
    play(1);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("ACS library NOSUCHLIB is in no WAD's A_START ... A_END"), std::string::npos) << err;
    EXPECT_NE(err.find("calls function 3 (nowhere) of a library, which no library it loads defines"), std::string::npos)
        << err;
    ASSERT_EQ(w.acs.modules.size(), 2u);
    EXPECT_EQ(w.acs.modules[1].code->name, "ACSLIB");
    expect_map_vars({{0, 0}, {2, 42}, {3, 30}, {4, 21}, {5, 1}, {6, 99}, {7, 0}});
    const auto& library = w.acs.modules[1];
    EXPECT_EQ(library.map_vars[0], 7);  // 5, its open script's 1 and the map's
    EXPECT_EQ(library.arrays.at(0), (std::vector<int>{10, 20, 30, 99}));
    EXPECT_EQ(message(), "hello from the library");
    EXPECT_EQ(w.acs.script_names, (std::vector<std::string>{"mapnamed", "libnamed"}));
    EXPECT_EQ(acs_named_script(w, "LIBNAMED"), -2);
    ASSERT_TRUE(acs_start_script(w, -2, 0, {}, nullptr, -1, 0, false));
    play(1);
    EXPECT_EQ(library.map_vars[2], 1);
}

// A script waiting inside a library's function keeps its place through a
// savegame: the game loaded plays on as the one saved, in both modules.
TEST(AcsLibraries, AScriptWaitingInALibraryComesBackThere) {
    Definitions defs;
    defs.acs_libraries = acslib();
    AcsSource source;
    source.lump = behavior("libsave");
    World straight(defs);
    setup_level(straight, source.load(1, 1), source.numbers);
    for (int i = 0; i < 7; ++i) play_tic(straight);
    ASSERT_EQ(straight.acs.threads.size(), 1u);
    EXPECT_EQ(straight.acs.threads[0]->module, 1);  // waiting in slowcount's delay
    World loaded(defs);
    load_game(loaded, source, save_game(straight, "acs"), "acs.bsg");
    ASSERT_EQ(loaded.acs.threads.size(), 1u);
    EXPECT_EQ(loaded.acs.threads[0]->module, 1);
    for (int i = 0; i < 15; ++i) {
        play_tic(straight);
        play_tic(loaded);
        for (std::size_t m = 0; m < 2; ++m)
            ASSERT_EQ(loaded.acs.modules.at(m).map_vars, straight.acs.modules.at(m).map_vars) << "tic " << 7 + i;
    }
    EXPECT_EQ(loaded.acs.modules[1].map_vars[3], 3);
    EXPECT_EQ(loaded.acs.modules[0].map_vars[0], 1);
    EXPECT_TRUE(loaded.acs.threads.empty());
}

// LOADACS names libraries for every map, after the map's own modules; a
// library loaded twice (LOAD and LOADACS) is one module. Libraries sit
// between A_START and A_END; a lump of the same name elsewhere is not one.
TEST(AcsLibraries, FoundBetweenTheMarkersAndAutoloaded) {
    const std::vector<std::uint8_t> lib = behavior("acslib");
    const std::string loadacs = "// autoloaded\nACSLIB /* twice */ \"ACSLIB\"\n";
    using Lumps = std::vector<std::pair<std::string, std::vector<std::uint8_t>>>;
    const Lumps lumps{{"LOADACS", {loadacs.begin(), loadacs.end()}},
                      {"ACSLIB", {1, 2, 3}},
                      {"A_START", {}},
                      {"ACSLIB", lib},
                      {"A_END", {}}};
    wad::Archive archive;
    archive.add_file(wad::File::parse("libs.wad", test_support::pwad_bytes(lumps)));
    const AcsLibraryLumps found = find_acs_libraries(archive);
    EXPECT_EQ(found.autoload, (std::vector<std::string>{"ACSLIB", "ACSLIB"}));
    ASSERT_EQ(found.lumps.size(), 1u);
    EXPECT_EQ(found.lumps.at("ACSLIB"), lib);

    Definitions defs;
    defs.acs_libraries = std::make_shared<const AcsLibraryLumps>(found);
    AcsSource source;
    source.lump = behavior("libsave");
    World w(defs);
    setup_level(w, source.load(1, 1), source.numbers);
    ASSERT_EQ(w.acs.modules.size(), 2u);
    play_tic(w);
    EXPECT_EQ(w.acs.modules[1].map_vars[0], 6);  // the library's open script ran once
}

// ZDoom: CheckPlayerCamera gives -1 for a player whose view is its own (no
// script here can give it another), GetActorPitch an actor's pitch, which
// this simulation never has (free look is the view's alone).
TEST_F(Acs, CamerasAndPitchAreWhatTheSimulationKeeps) {
    start_with("camera");
    play(1);
    expect_map_vars({{0, -1}, {1, 0}, {2, -1}});
}

// ZDoom's FadeTo (p_acs.cpp, DoFadeRange; a_flashfader.cpp): with no
// activator every player's blend moves, from the target colour unseen to
// it over (seconds * 35) tics, a step a tic from the tic after; FadeRange
// from its first colour to its second; CancelFade takes the blend away on
// the fade's next tic. GetPlayerInfo reads ZDoom's defaults, -1 for a
// player not in the game. A lightning script runs at each flash.
TEST_F(Acs, FadesMoveTheBlendAndGetPlayerInfoReadsDefaults) {
    start_with("fades");
    const ScreenBlend& blend = w.players[0].blend;
    play(1);  // tic 0: the open scripts
    expect_map_vars({{0, 90}, {1, 255}, {2, -1}, {3, 0x00ff00}, {4, 0}});
    EXPECT_EQ(blend.alpha, 0);
    play(1);  // the fade's first step: 1/35 of half
    EXPECT_EQ(blend.r, 255 * kFracUnit);
    EXPECT_EQ(blend.g, 0);
    EXPECT_EQ(blend.alpha, 32768 / 35);
    expect_map_vars({{5, 1}});  // the lightning forced in tic 0 flashed in tic 1
    play(33);
    EXPECT_EQ(blend.alpha, 32768 * 34 / 35);
    play(1);
    EXPECT_EQ(blend.alpha, 32768);
    play(35);  // tic 70: FadeRange, 17 tics from full blue to a quarter green
    EXPECT_EQ(blend.alpha, 32768);
    play(1);
    EXPECT_EQ(blend.g, 255 * kFracUnit / 17);
    EXPECT_EQ(blend.b, 255 * kFracUnit - 255 * kFracUnit / 17);
    EXPECT_EQ(blend.alpha, kFracUnit - (kFracUnit - 16384) / 17);
    play(8);  // tic 79: cancelled in tic 78, gone now
    EXPECT_EQ(blend.alpha, 0);
    EXPECT_EQ(blend.g, 255 * kFracUnit);
    // A new level (P_SpawnPlayer) starts without a blend.
    w.players[0].blend.alpha = 1000;
    start_with("fades");
    EXPECT_EQ(w.players[0].blend.alpha, 0);
}

// ZDoom plays a script's sound by its SNDINFO name (sim/sound_names.h),
// or by a sound lump's name; a name neither knows is not heard, and the
// map is told once.
TEST_F(Acs, SoundsPlayBySndinfoNamesAndLumpNames) {
    auto names = std::make_shared<SoundNames>();
    names->named["misc/chime"] = {sfx_pistol};
    w.rules.sndinfo = names;  // the world's copy of the tables, which setup_level keeps
    testing::internal::CaptureStderr();
    start_with("sounds");
    play(1);
    const std::string err = testing::internal::GetCapturedStderr();
    const auto heard = [&](SfxId sfx) {
        return std::ranges::any_of(w.events.sounds, [&](const SoundEvent& e) { return e.sound == sfx; });
    };
    EXPECT_TRUE(heard(sfx_pistol));
    EXPECT_TRUE(heard(sfx_shotgn));
    EXPECT_NE(err.find("ACS plays sound \"no/such\", which is no Doom sound nor SNDINFO's"), std::string::npos) << err;
}

// A p-code ZDoom's interpreter has not either (Skulltag's teams) stops the
// script there, and the warning says ZDoom does the same.
TEST(AcsPcodes, ThoseZDoomHasNotEitherAreNamedSo) {
    EXPECT_FALSE(acs_pcode_in_zdoom(124));  // BLUETEAMCOUNT
    EXPECT_FALSE(acs_pcode_played(124));
    EXPECT_TRUE(acs_pcode_in_zdoom(96));  // SOUNDSEQUENCE: ZDoom plays it, this interpreter not yet
    EXPECT_FALSE(acs_pcode_played(96));
    EXPECT_TRUE(acs_pcode_played(344));
}

// ZDoom's DropItem with Doom's drop style (A_DropItem, TossItem): a roll
// against the chance (256: always, -1: never), the item half the source's
// height up, dropped, falling, thrown under a unit sideways and 5 to 9
// units up; the count is of the sources tried; a class Doom has not
// drops nothing.
TEST_F(Acs, DropItemTossesTheItemFromTheSource) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    start_with("drop", {.things = "thing { x = 64.0; y = 200.0; type = 3001; id = 5; " + flags + " }\n"});
    const Mobj* imp = first(MT_TROOP);
    ASSERT_NE(imp, nullptr);
    play(1);
    expect_map_vars({{0, 1}, {1, 1}, {2, 0}});
    const Mobj* clip = first(MT_CLIP);
    ASSERT_NE(clip, nullptr);
    EXPECT_EQ(clip->x, imp->x);
    EXPECT_EQ(clip->y, imp->y);
    EXPECT_EQ(clip->z, imp->z + imp->height / 2);
    EXPECT_TRUE(clip->flags & MF_DROPPED);
    EXPECT_FALSE(clip->flags & MF_NOGRAVITY);
    EXPECT_LT(std::abs(clip->momx), F(1));
    EXPECT_LT(std::abs(clip->momy), F(1));
    EXPECT_GE(clip->momz, F(5));
    EXPECT_LT(clip->momz, F(9));
    EXPECT_EQ(count(MT_MISC22), 0);  // shells (2008)
}

// ZDoom's SetLineActivation (line id, SPAC bits, repeat) and
// GetLineActivation: a used line made one to cross, repeatable, reads
// back as set; a use no longer sets it off, every crossing does; a
// savegame keeps what was set.
TEST(AcsLineActivation, SetLineActivationChangesWhoSetsTheLineOff) {
    Definitions defs;
    AcsSource source;
    source.map = {.trigger = "id = 9; special = 112; arg0 = 1; arg1 = 200; playeruse = true;"};
    source.lump = behavior("activation");
    World w(defs);
    setup_level(w, source.load(1, 1), source.numbers);
    play_tic(w);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[0], 2);
    EXPECT_EQ(w.acs.modules.at(0).map_vars[1], 1);
    Mobj& player = *w.players[0].mo;
    SectorState& box = w.sectors[1];
    const int light = box.lightlevel;
    EXPECT_FALSE(activate_hexen_line(w, 3, 0, player, Activation::Use));
    EXPECT_EQ(box.lightlevel, light);
    EXPECT_TRUE(activate_hexen_line(w, 3, 0, player, Activation::Cross));
    EXPECT_EQ(box.lightlevel, 200);
    box.lightlevel = light;
    EXPECT_TRUE(activate_hexen_line(w, 3, 0, player, Activation::Cross));  // repeatable now
    EXPECT_EQ(box.lightlevel, 200);

    World loaded(defs);
    load_game(loaded, source, save_game(w, "acs"), "acs.bsg");
    ASSERT_EQ(loaded.acs.line_activation.size(), 1u);
    EXPECT_EQ(loaded.acs.line_activation.at(3).spac, 1);
    EXPECT_EQ(loaded.acs.line_activation.at(3).repeat, 1);
    EXPECT_FALSE(activate_hexen_line(loaded, 3, 0, *loaded.players[0].mo, Activation::Use));
}
