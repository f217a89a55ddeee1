// ZDoom's per-thing UDMF fields on the two-sector test map
// (hexen_test_map.h): a thing's height over the floor, its health and
// gravity (a factor of the class's, or minus the value itself), the
// sector's gravity, and `countsecret`.
#include <gtest/gtest.h>

#include <string>

#include "hexen_test_map.h"
#include "sim/interaction.h"
#include "sim/mobjs.h"
#include "sim/udmf_thing_fields.h"

namespace {

using namespace hexen_test;

class UdmfThingFields : public HexenLevel {
protected:
    // An imp at (64, 64) in the room with `fields` on it.
    Mobj& imp_with(const std::string& fields, const std::string& room = "heightfloor = 0;") {
        TestMap m;
        m.room_floor = room;
        m.things = "thing { x = 64.0; y = 64.0; type = 3001; skill1 = true; skill2 = true; skill3 = true; "
                   "skill4 = true; skill5 = true; single = true; " +
                   fields + " }\n";
        start(m);
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP) return *static_cast<Mobj*>(t);
        throw std::runtime_error("no imp spawned");
    }
};

TEST_F(UdmfThingFields, HealthIsAFactorOrWithAMinusTheValue) {
    const int imp_health = defs.mobjinfo[MT_TROOP].spawn_health;
    EXPECT_EQ(imp_with("").health, imp_health);
    EXPECT_EQ(imp_with("health = 3;").health, 3 * imp_health);
    EXPECT_EQ(imp_with("health = -7;").health, 7);
}

TEST_F(UdmfThingFields, HeightLiftsAThingOffTheFloor) {
    Mobj& imp = imp_with("height = 48.0;");
    EXPECT_EQ(imp.z, F(48));
    tics(2);
    EXPECT_LT(imp.z, F(48));  // and it falls
}

TEST_F(UdmfThingFields, TheThingsAndTheSectorsGravityMultiply) {
    EXPECT_EQ(fall_gravity(w, imp_with("")), kGravity);
    EXPECT_EQ(fall_gravity(w, imp_with("gravity = 0.5;")), kGravity / 2);
    EXPECT_EQ(fall_gravity(w, imp_with("gravity = -0.25;")), kGravity / 4);
    EXPECT_EQ(fall_gravity(w, imp_with("gravity = 0.5;", "heightfloor = 0; gravity = 0.5;")), kGravity / 4);
    Mobj& weightless = imp_with("gravity = 0.0; height = 32.0;");
    EXPECT_TRUE(weightless.flags & MF_NOGRAVITY);
    tics(3);
    EXPECT_EQ(weightless.z, F(32));
}

TEST_F(UdmfThingFields, AFallUnderHalfGravityGainsHalfTheSpeed) {
    Mobj& light = imp_with("height = 64.0; gravity = 0.5;");
    tics(2);
    // Doom: twice the gravity on the first tic of a fall, then once a tic.
    EXPECT_EQ(light.momz, -(kGravity / 2) * 3);
}

TEST_F(UdmfThingFields, ACountsecretPickupIsASecretFound) {
    TestMap m;
    m.things = "thing { x = 160.0; y = 128.0; type = 2011; skill1 = true; skill2 = true; skill3 = true; "
               "skill4 = true; skill5 = true; single = true; countsecret = true; }\n";
    start(m);
    EXPECT_EQ(w.totalsecret, 1);
    Mobj* stimpack = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_MISC10) stimpack = static_cast<Mobj*>(t);
    ASSERT_NE(stimpack, nullptr);
    w.players[0].health = player().health = 50;
    touch_special_thing(w, *stimpack, player());
    EXPECT_EQ(w.players[0].secretcount, 1);
}

}  // namespace
