// Boom's generalized sector types, its extended line types 142-269 and
// the rules Boom changed for Doom's own types, on the map of
// boom_test_map.h. Expected values follow from boomref.txt (speeds,
// heights, bits) and are worked out by hand in the comments.
#include <gtest/gtest.h>

#include <cstdlib>

#include "base/trig_tables.h"
#include "sim/boom_sector_types.h"
#include "sim/boom_specials.h"
#include "sim/mobjs.h"
#include "sim/movers.h"
#include "sim/player_think.h"
#include "sim/special_events.h"
#include "boom_test_map.h"

namespace {

using namespace boom_test;

std::string trigger(int special, int tag) {
    return "special = " + std::to_string(special) + "; arg0 = " + std::to_string(tag) + ";";
}

class BoomSpecials : public BoomLevel {
protected:
    // Puts the player in box A, standing on its floor.
    void stand_in_a() {
        Mobj& mo = player();
        unset_thing_position(w, mo);
        mo.x = F(288);
        mo.y = F(128);
        set_thing_position(w, mo);
        mo.z = mo.floorz = a().floorheight;
        mo.health = w.players[0].health = 100;
    }
};

// ---- sector types ----

TEST(BoomSectorBits, FieldsDecode) {
    const SectorTypeBits b = decode_sector_type(17 | (2 << 5) | 0x80 | 0x100 | 0x200 | 0x1000);
    EXPECT_EQ(b.doom_type, 17);
    EXPECT_EQ(b.damage, 2);
    EXPECT_TRUE(b.secret);
    EXPECT_TRUE(b.friction);
    EXPECT_TRUE(b.push);
    EXPECT_TRUE(b.death);
    EXPECT_EQ(decode_sector_type(0).damage, 0);
}

TEST_F(BoomSpecials, SecretBitCountsAndDamageBitsHurtTwentyAHit) {
    start({.a = "heightceiling = 128; special = 224;"});  // 20 damage (3 << 5) + secret (128)
    EXPECT_EQ(w.totalsecret, 1);
    stand_in_a();
    Player& p = w.players[0];
    w.leveltime = 32;  // a damage tic
    player_in_special_sector(w, p);
    EXPECT_EQ(p.secretcount, 1);
    EXPECT_EQ(a().special, 96);  // the secret bit goes, the damage stays
    EXPECT_EQ(player().health, 80);
}

TEST_F(BoomSpecials, DoomLevelsReadTheWholeNumberAsDoomsType) {
    start({.a = "heightceiling = 128; special = 224;"}, CompLevel::Vanilla);
    EXPECT_EQ(w.totalsecret, 0);
    stand_in_a();
    w.leveltime = 32;
    player_in_special_sector(w, w.players[0]);
    EXPECT_EQ(player().health, 100);
    EXPECT_EQ(a().special, 224);
}

TEST_F(BoomSpecials, LightTypeKeepsTheGeneralizedBits) {
    start({.a = "heightceiling = 128; special = 289;"});  // flicker (1) + 5 damage (32) + friction (256)
    EXPECT_EQ(a().special, 288);
    EXPECT_TRUE(sector_has_friction(w, 1));
    EXPECT_FALSE(sector_has_push(w, 1));
    bool flicker = false;
    w.thinkers.for_each([&](const Thinker& t) { flicker |= t.kind() == ThinkerKind::LightFlash; });
    EXPECT_TRUE(flicker);
}

TEST_F(BoomSpecials, Mbf21DeathBitKillsAnUnsuitedPlayer) {
    start({.a = "heightceiling = 128; special = 4096;"}, CompLevel::Mbf21);
    stand_in_a();
    player_in_special_sector(w, w.players[0]);
    EXPECT_LE(player().health, 0);
}

// ---- Doom's types under Boom's rules ----

TEST_F(BoomSpecials, TaglessDoomTypesAreRefused) {
    // W1 lower floor, tag 0: vanilla moves every untagged sector (the
    // room) and clears the line; Boom does neither.
    start({.trigger = trigger(19, 0), .room = "heightceiling = 256; heightfloor = 16;"});
    cross(player());
    EXPECT_EQ(special(), 19);
    EXPECT_EQ(room().specialdata, nullptr);
}

TEST_F(BoomSpecials, WalkOnceLinesStayUntilTheyStartSomething) {
    start({.trigger = trigger(19, 1), .a = "heightfloor = 32; heightceiling = 128;"});
    special() = 91;  // WR raise floor, to keep A busy
    cross(player());
    special() = 19;
    cross(player());
    EXPECT_EQ(special(), 19);  // A was busy: vanilla would have cleared it
}

// ---- extended types ----

TEST_F(BoomSpecials, ElevatorTakesFloorAndCeilingToTheNextFloorUp) {
    // 227 W1: B's floor 64 is the next one up; 4 a tic.
    start({.trigger = trigger(227, 1), .b = "heightfloor = 64; heightceiling = 192;"});
    cross(player());
    tics(8);
    EXPECT_EQ(a().floorheight, F(32));
    EXPECT_EQ(a().ceilingheight, F(160));
    tics(10);
    EXPECT_EQ(a().floorheight, F(64));
    EXPECT_EQ(a().ceilingheight, F(192));
    EXPECT_EQ(a().specialdata, nullptr);
    EXPECT_EQ(a().ceilingdata, nullptr);
}

TEST_F(BoomSpecials, NumericChangeCopiesTheLevelNeighboursFlatAndType) {
    start({.trigger = trigger(239, 1), .a = "heightfloor = 32; heightceiling = 128;",
           .b = "heightfloor = 32; special = 64;"});
    cross(player());
    EXPECT_EQ(a().floorpic, kFlatB);
    EXPECT_EQ(a().special, 64);
    EXPECT_EQ(special(), 0);
}

TEST_F(BoomSpecials, ToggleFloorJumpsToTheCeilingAndBack) {
    start({.trigger = trigger(212, 1)});
    cross(player());
    tics(1);
    EXPECT_EQ(a().floorheight, F(128));
    cross(player());
    tics(1);
    EXPECT_EQ(a().floorheight, 0);
}

TEST_F(BoomSpecials, ExtendedSwitchLowersCeilingToTheHighestNeighbourFloor) {
    // 204 S1: down to B's floor 48, a unit a tic.
    start({.trigger = trigger(204, 1), .b = "heightfloor = 48; heightceiling = 128;"});
    use(player());
    tics(100);
    EXPECT_EQ(a().ceilingheight, F(48));
    EXPECT_EQ(special(), 0);
}

TEST_F(BoomSpecials, SilentTeleportKeepsMomentumAndTurnsByTheLine) {
    // Line 3 runs south (270 degrees); the destination faces east (0), so
    // the turn is 270 - 0 + 90 = 360: none. Vanilla's 39 stops the player.
    start({.trigger = trigger(207, 2),
           .things = "thing { x = 352.0; y = 64.0; type = 14; skill1 = true; skill2 = true; skill3 = true; "
                     "skill4 = true; skill5 = true; single = true; }\n"});
    Mobj& mo = player();
    mo.momx = F(5);
    mo.angle = base::kAng90;
    cross(mo);
    EXPECT_EQ(mo.x, F(352));
    EXPECT_EQ(mo.y, F(64));
    // Momentum turned by the finesine table's 0 degrees (cosine 65535/65536).
    EXPECT_EQ(mo.momx, base::fixed_mul(F(5), base::fine_cosine(0)));
    EXPECT_EQ(mo.angle, base::kAng90);
    EXPECT_EQ(special(), 0);
}

TEST_F(BoomSpecials, LineTeleportKeepsThePlaceAlongTheLineAndTurnsMomentum) {
    // From the middle of line 3 (running south) to the middle of line 4
    // (also south), not reversed: half a turn.
    start({.trigger = trigger(244, 5)});
    w.lines[4].tag = 5;
    Mobj& mo = player();
    unset_thing_position(w, mo);
    mo.x = F(250);
    mo.y = F(128);
    set_thing_position(w, mo);
    mo.momx = F(5);
    mo.angle = 0;
    cross(mo);
    EXPECT_LE(std::abs(mo.x - F(320)), 16);  // nudged onto line 4's front
    EXPECT_EQ(mo.y, F(128));
    EXPECT_EQ(mo.angle, base::kAng180);
    EXPECT_EQ(mo.momx, base::fixed_mul(F(5), base::fine_cosine(base::kAng180 >> base::kAngleToFineShift)));
    EXPECT_EQ(special(), 244);  // WR
}

// ZDoom's Teleport_Line (this id, exit id, reversed) is the same teleport
// onto the line with the exit id.
TEST_F(BoomSpecials, LineIdTeleportIsTheLineTeleportByLineId) {
    start({});
    w.level.extensions.lines.resize(w.lines.size());
    w.level.extensions.lines[4].id = 9;
    Mobj& mo = player();
    unset_thing_position(w, mo);
    mo.x = F(250);
    mo.y = F(128);
    set_thing_position(w, mo);
    EXPECT_FALSE(line_id_teleport(w, 3, 0, mo, 8, false));  // no line with id 8
    EXPECT_EQ(mo.x, F(250));
    mo.momx = F(5);
    mo.angle = 0;
    EXPECT_TRUE(line_id_teleport(w, 3, 0, mo, 9, false));
    EXPECT_LE(std::abs(mo.x - F(320)), 16);
    EXPECT_EQ(mo.y, F(128));
    EXPECT_EQ(mo.angle, base::kAng180);
    EXPECT_EQ(mo.momx, base::fixed_mul(F(5), base::fine_cosine(base::kAng180 >> base::kAngleToFineShift)));
}

// 242 (boomref.txt): the tagged sectors take the line's front sector as
// the control sector of their fake floor and ceiling; Doom 1.9 has none.
TEST_F(BoomSpecials, DeepWaterNamesTheLinesFrontSectorForTheTaggedOnes) {
    start({.trigger = trigger(242, 2)});  // line 3: the room in front, box B tagged
    EXPECT_EQ(w.sectors[2].heightsec, 0);
    EXPECT_EQ(w.sectors[0].heightsec, -1);
    EXPECT_EQ(w.sectors[1].heightsec, -1);
    start({.trigger = trigger(242, 2)}, CompLevel::Vanilla);
    EXPECT_EQ(w.sectors[2].heightsec, -1);
}

}  // namespace

namespace {

// Vanilla tracks 30 moving ceilings; Boom's list has no limit, so a stop
// line reaches every one.
class CeilingRegistry : public BoomLevel {
protected:
    int stopped_of_40(CompLevel level) {
        start({}, level);
        std::vector<Ceiling*> all;
        for (int i = 0; i < 40; ++i) {
            Ceiling* c = w.thinkers.add(std::make_unique<Ceiling>());
            c->sector = 1;
            c->tag = 9;
            c->direction = -1;
            add_active_ceiling(w, c);
            all.push_back(c);
        }
        ev_ceiling_crush_stop(w, 9);
        int stopped = 0;
        for (Ceiling* c : all) stopped += c->direction == 0;
        return stopped;
    }
};

TEST_F(CeilingRegistry, VanillaStopsThirty) { EXPECT_EQ(stopped_of_40(CompLevel::Vanilla), 30); }
TEST_F(CeilingRegistry, BoomStopsEveryOne) { EXPECT_EQ(stopped_of_40(CompLevel::Boom), 40); }

}  // namespace
