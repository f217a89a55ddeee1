// MBF's helper dogs (p_mobj.c, P_SpawnMapThing as dsda-doom 0.25.6 keeps
// it): in a game for one at MBF's levels, the starts of players 2 to
// dogs + 1 each give a friendly dog instead of a start, which the kill
// total leaves out; MBF's friends are not counted as kills either.
#include <vector>

#include <gtest/gtest.h>

#include "base/fixed.h"
#include "base/log.h"
#include "open_room_world.h"
#include "sim/dehacked.h"

namespace {

using namespace sim;
using open_room_test::OpenRoomTest;

class HelperDogs : public OpenRoomTest {
protected:
    HelperDogs() { w->opts.compat = default_compat_options(CompLevel::Mbf); }

    std::vector<Mobj*> dogs() {
        std::vector<Mobj*> found;
        w->thinkers.for_each([&](Thinker& t) {
            if (t.removed() || t.kind() != ThinkerKind::Mobj) return;
            auto& mo = static_cast<Mobj&>(t);
            if (mo.type == MT_DOGS) found.push_back(&mo);
        });
        return found;
    }

    void spawn_starts() {
        for (int start = 2; start <= 4; ++start) spawn_map_thing(*w, map::Thing{start * 64, 0, 0, start, 7});
    }
};

TEST_F(HelperDogs, TheFirstStartsPastThePlayersGiveFriendlyDogs) {
    w->opts.compat.dogs = 2;
    spawn_starts();
    const std::vector<Mobj*> found = dogs();
    ASSERT_EQ(found.size(), 2u);
    for (const Mobj* dog : found) EXPECT_TRUE(dog->flags & MF_FRIEND);
    EXPECT_EQ(found[0]->x + found[1]->x, (2 * 64 + 3 * 64) * base::kFracUnit);
    EXPECT_EQ(w->totalkills, 0);
    // The starts that gave dogs are no starts; the next one is.
    EXPECT_FALSE(w->playerstart_found[1]);
    EXPECT_FALSE(w->playerstart_found[2]);
    EXPECT_TRUE(w->playerstart_found[3]);
}

TEST_F(HelperDogs, NoneWithoutTheOptionOrBeforeMbf) {
    spawn_starts();
    EXPECT_TRUE(dogs().empty());
    w->opts.compat = default_compat_options(CompLevel::Boom);
    w->opts.compat.dogs = 3;  // Boom has no dogs, whatever the option says
    spawn_starts();
    EXPECT_TRUE(dogs().empty());
}

TEST_F(HelperDogs, AFriendlyMonsterIsNoKillToCount) {
    spawn_map_thing(*w, map::Thing{0, 0, 0, 3004, 7 | 128});  // a friendly zombieman
    spawn_map_thing(*w, map::Thing{64, 0, 0, 3004, 7});
    EXPECT_EQ(w->totalkills, 1);
    w->opts.compat = default_compat_options(CompLevel::Vanilla);
    spawn_map_thing(*w, map::Thing{128, 0, 0, 3004, 7 | 128});  // no friends in Doom 1.9
    EXPECT_EQ(w->totalkills, 2);
}

TEST_F(HelperDogs, TheHelperSectionChoosesWhatHelpersAre) {
    // The world plays its own copy of the tables.
    const auto diagnostics = apply_dehacked(w->rules, "[HELPER]\ntype = 12\n", "helper.bex");
    EXPECT_TRUE(diagnostics.empty());
    ASSERT_EQ(w->defs->helper_thing, 12);  // the imp, counted from 1
    w->opts.compat.dogs = 1;
    spawn_starts();
    EXPECT_TRUE(dogs().empty());
    int imps = 0;
    w->thinkers.for_each([&](Thinker& t) {
        if (t.kind() == ThinkerKind::Mobj && static_cast<Mobj&>(t).type == MT_TROOP) {
            ++imps;
            EXPECT_TRUE(static_cast<Mobj&>(t).flags & MF_FRIEND);
        }
    });
    EXPECT_EQ(imps, 1);
}

TEST(HelperSection, BadLinesAreNamedAndSkipped) {
    base::set_log_quiet(true);
    Definitions defs;
    const auto diagnostics = apply_dehacked(defs, "[HELPER]\ntype = 0\ncolour = 3\n", "helper.bex");
    base::set_log_quiet(false);
    EXPECT_EQ(defs.helper_thing, 0);
    ASSERT_EQ(diagnostics.size(), 2u);
    EXPECT_EQ(to_string(diagnostics[0]), "helper.bex:2: [HELPER]: no thing '0' (1..16384); line skipped");
    EXPECT_EQ(to_string(diagnostics[1]), "helper.bex:3: [HELPER]: expected 'type = THING', got 'colour = 3'; line skipped");
}

}  // namespace
