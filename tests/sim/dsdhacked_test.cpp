// DEHEXTRA's free slots and DSDHacked numbering: patches that name states,
// things, sprites and sounds past the built-in tables grow them, with the
// defaults dsda-doom 0.25.6 gives new entries (dsda/state.c: TNT1, frame 0,
// for ever, its own next state; dsda/sfx.c: priority 127; dsda/mobjinfo.c:
// a blank thing), and MBF's own table entries sit at the numbers dsda-doom
// gives them (info.h), which such patches count on.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/quiet_log.h"
#include "open_room_world.h"
#include "sim/dehacked.h"
#include "sim/interaction.h"

namespace {

using namespace sim;
using open_room_test::OpenRoomTest;

std::vector<DehackedDiagnostic> patch(Definitions& defs, const std::string& text) {
    return apply_dehacked(defs, text, "dsdhacked.deh");
}

TEST(Dsdhacked, DehextraNamesAreThereFromTheStart) {
    const Definitions defs;
    ASSERT_EQ(defs.sprite_names.size(), 245u);
    EXPECT_EQ(defs.sprite_names[SPR_DOGS], "DOGS");
    EXPECT_EQ(defs.sprite_names[145], "SP00");
    EXPECT_EQ(defs.sprite_names[244], "SP99");
    ASSERT_EQ(defs.sounds.size(), 700u);
    EXPECT_EQ(defs.sound_names[sfx_dgsit], "dgsit");
    EXPECT_TRUE(defs.sound_names[NUMSFX].empty());  // 114..499: reserved, no lump
    EXPECT_EQ(defs.sound_names[500], "fre000");
    EXPECT_EQ(defs.sound_names[699], "fre199");
    EXPECT_EQ(defs.sounds[650].priority, 127);
    EXPECT_EQ(defs.sounds[650].link, sfx_None);
    // States and things grow only when a patch names them.
    EXPECT_EQ(defs.states.size(), static_cast<std::size_t>(NUMSTATES));
    EXPECT_EQ(defs.mobjinfo.size(), static_cast<std::size_t>(NUMMOBJTYPES));
}

TEST(Dsdhacked, TablesGrowToThePatchsNumbersWithBlankEntries) {
    const test_support::QuietLog quiet;
    Definitions defs;
    const auto diagnostics = patch(defs,
                                   "Patch File for DeHackEd v3.0\n"
                                   "\n"
                                   "Frame 2000\n"
                                   "Sprite number = 150\n"
                                   "Duration = 5\n"
                                   "Next frame = 2001\n"
                                   "\n"
                                   "Thing 200\n"
                                   "ID # = 12345\n"
                                   "Initial frame = 2000\n"
                                   "Alert sound = 900\n"
                                   "Dropped item = 64\n"  // MT_CLIP, counted from 1
                                   "Hit points = 7\n"
                                   "\n"
                                   "[SPRITES]\n"
                                   "SP05 = NEWA\n"
                                   "3000 = NEWB\n"
                                   "\n"
                                   "[SOUNDS]\n"
                                   "fre001 = boom1\n"
                                   "900 = boom2\n"
                                   "\n"
                                   "[CODEPTR]\n"
                                   "FRAME 2500 = A_Scream\n");
    for (const auto& d : diagnostics) ADD_FAILURE() << to_string(d);

    // Each table doubles until the entry fits, as dsda-doom's do.
    EXPECT_EQ(defs.states.size(), 2u * 2u * NUMSTATES);
    EXPECT_EQ(defs.state_mbf21.size(), defs.states.size());
    EXPECT_EQ(defs.state_patch.size(), defs.states.size());
    const State& set = defs.states[2000];
    EXPECT_EQ(set.sprite, 150);
    EXPECT_EQ(set.tics, 5);
    EXPECT_EQ(set.next_state, 2001);
    const State& blank = defs.states[2001];
    EXPECT_EQ(blank.sprite, SPR_TNT1);
    EXPECT_EQ(blank.frame, 0);
    EXPECT_EQ(blank.tics, -1);
    EXPECT_EQ(blank.action, Action::None);
    EXPECT_EQ(blank.next_state, 2001);
    EXPECT_EQ(defs.states[2500].action, Action::Scream);
    EXPECT_EQ(defs.state_patch[2000], 0);   // changed by this patch
    EXPECT_EQ(defs.state_patch[2001], -1);  // still blank

    ASSERT_GE(defs.mobjinfo.size(), 200u);
    const MobjInfo& thing = defs.mobjinfo[199];
    EXPECT_EQ(thing.doomednum, 12345);
    EXPECT_EQ(thing.spawn_state, 2000);
    EXPECT_EQ(thing.spawn_health, 7);
    EXPECT_EQ(thing.see_sound, 900);
    EXPECT_EQ(thing.dropped_item, MT_CLIP);
    EXPECT_EQ(defs.mobjinfo[198].doomednum, -1);  // a blank one beside it
    EXPECT_EQ(defs.mobjinfo[198].dropped_item, kNoThing);

    EXPECT_EQ(defs.sprite_names[150], "NEWA");
    ASSERT_GE(defs.sprite_names.size(), 3001u);
    EXPECT_EQ(defs.sprite_names[3000], "NEWB");
    EXPECT_TRUE(defs.sprite_names[2999].empty());
    EXPECT_EQ(defs.sound_names[501], "boom1");
    ASSERT_EQ(defs.sounds.size(), 1400u);
    EXPECT_EQ(defs.sound_names[900], "boom2");
    EXPECT_EQ(defs.sounds[900].priority, 127);
}

TEST(Dsdhacked, NumbersPastTheBoundsAreRefusedNamingTheLine) {
    const test_support::QuietLog quiet;
    Definitions defs;
    const auto diagnostics = patch(defs,
                                   "Frame 65536\n"            // 1
                                   "Duration = 3\n"           // 2: skipped with its section
                                   "\n"                       // 3
                                   "Thing 16385\n"            // 4
                                   "\n"                       // 5
                                   "Thing 1\n"                // 6
                                   "Dropped item = 16385\n"   // 7
                                   "Alert sound = 16384\n"    // 8
                                   "\n"                       // 9
                                   "[SPRITES]\n"              // 10
                                   "16384 = ABCD\n"           // 11
                                   "SP100 = ABCD\n");         // 12: DEHEXTRA has SP00..SP99
    std::vector<int> lines;
    for (const auto& d : diagnostics) lines.push_back(d.line);
    EXPECT_EQ(lines, (std::vector<int>{1, 4, 7, 8, 11, 12}));
    EXPECT_EQ(defs.states.size(), static_cast<std::size_t>(NUMSTATES));
    EXPECT_EQ(defs.mobjinfo.size(), static_cast<std::size_t>(NUMMOBJTYPES));
    EXPECT_EQ(defs.sprite_names.size(), 245u);
    EXPECT_EQ(defs.sounds.size(), 700u);
}

TEST(Dsdhacked, TextRenamesDehextrasSpritesAndSounds) {
    Definitions defs;
    patch(defs, "Text 4 4\nSP10WXYZ\n\nText 6 6\nfre010newsnd\n");
    EXPECT_EQ(defs.sprite_names[155], "WXYZ");
    EXPECT_EQ(defs.sound_names[510], "newsnd");
}

class DsdhackedWorld : public OpenRoomTest {
protected:
    void use(const std::string& text) {
        const test_support::QuietLog quiet;
        for (const auto& d : patch(*defs, text)) ADD_FAILURE() << to_string(d);
        w->rules = *defs;
    }

    // The things of `type` in the room.
    std::vector<Mobj*> things_of(int type) {
        std::vector<Mobj*> found;
        w->thinkers.for_each([&](Thinker& t) {
            if (t.removed() || t.kind() != ThinkerKind::Mobj) return;
            auto& mo = static_cast<Mobj&>(t);
            if (mo.type == type) found.push_back(&mo);
        });
        return found;
    }
};

// A thing a patch added spawns from its map number at any level (dsda-doom
// finds map numbers over the whole table), in the frame the patch gave it,
// and leaves its "Dropped item" where it dies.
TEST_F(DsdhackedWorld, ANewThingSpawnsFromItsNumberAndDropsItsItem) {
    use("Frame 3000\nSprite number = 145\nDuration = -1\n\n"
        "Thing 300\nID # = 23456\nInitial frame = 3000\nHit points = 10\nBits = SOLID+SHOOTABLE\n"
        "Death frame = 3000\nDropped item = 64\n");
    spawn_map_thing(*w, map::Thing{0, 0, 90, 23456, 7});
    const std::vector<Mobj*> spawned = things_of(299);
    ASSERT_EQ(spawned.size(), 1u);
    Mobj& mo = *spawned.front();
    EXPECT_EQ(mo.state, 3000);
    EXPECT_EQ(mo.sprite, 145);
    EXPECT_EQ(mo.health, 10);

    EXPECT_TRUE(things_of(MT_CLIP).empty());
    kill_mobj(*w, nullptr, mo);
    const std::vector<Mobj*> dropped = things_of(MT_CLIP);
    ASSERT_EQ(dropped.size(), 1u);
    EXPECT_TRUE(dropped.front()->flags & MF_DROPPED);
}

// A patch may take a former human's drop away, or give one to anyone.
TEST_F(DsdhackedWorld, DroppedItemReplacesTheOriginalsDrops) {
    // The zombieman (thing 2) drops nothing, the imp (thing 12) a shotgun.
    use("Thing 2\nDropped item = 0\n\nThing 12\nDropped item = " + std::to_string(MT_SHOTGUN + 1) + "\n");
    kill_mobj(*w, nullptr, spawn(0, 0, MT_POSSESSED));
    EXPECT_TRUE(things_of(MT_CLIP).empty());
    kill_mobj(*w, nullptr, spawn(100, 0, MT_TROOP));
    EXPECT_EQ(things_of(MT_SHOTGUN).size(), 1u);
    kill_mobj(*w, nullptr, spawn(200, 0, MT_SHOTGUY));  // untouched: its own shotgun
    EXPECT_EQ(things_of(MT_SHOTGUN).size(), 2u);
}

// MBF's helper dog (888), sceptre (2016) and bible (2017) are map things
// at MBF's levels only; Doom 1.9 and Boom knew none of them.
TEST_F(DsdhackedWorld, MbfsThingsSpawnAtMbfsLevelsOnly) {
    for (const CompLevel level : {CompLevel::Vanilla, CompLevel::Boom}) {
        w->opts.compat = default_compat_options(level);
        spawn_map_thing(*w, map::Thing{0, 0, 0, 888, 7});
        spawn_map_thing(*w, map::Thing{64, 0, 0, 2016, 7});
        EXPECT_TRUE(things_of(MT_DOGS).empty());
        EXPECT_TRUE(things_of(MT_SCEPTRE).empty());
    }
    w->opts.compat = default_compat_options(CompLevel::Mbf);
    spawn_map_thing(*w, map::Thing{0, 0, 0, 888, 7});
    spawn_map_thing(*w, map::Thing{64, 0, 0, 2016, 7});
    spawn_map_thing(*w, map::Thing{128, 0, 0, 2017, 7});
    const std::vector<Mobj*> dogs = things_of(MT_DOGS);
    ASSERT_EQ(dogs.size(), 1u);
    EXPECT_EQ(dogs.front()->sprite, SPR_DOGS);
    EXPECT_EQ(dogs.front()->health, 500);
    EXPECT_EQ(things_of(MT_SCEPTRE).size(), 1u);
    EXPECT_EQ(things_of(MT_BIBLE).size(), 1u);
}

}  // namespace
