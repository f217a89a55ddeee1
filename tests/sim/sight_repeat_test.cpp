// repeat_check_sight stands for a second check_sight of the same pair:
// look_for_players uses it when its loop comes back to the player it has
// just looked at. It must leave the world as the second walk would.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sim/sight.h"
#include "support/wad_game.h"

namespace {

std::vector<sim::Mobj*> monsters(const sim::World& w) {
    std::vector<sim::Mobj*> found;
    w.thinkers.for_each([&](sim::Thinker& t) {
        if (t.kind() != sim::ThinkerKind::Mobj) return;
        auto& mo = static_cast<sim::Mobj&>(t);
        if (mo.flags & sim::MF_COUNTKILL) found.push_back(&mo);
    });
    return found;
}

// Every monster of the map looks at the player twice in one world and
// looks, then repeats, in the other: answers, validcount, every line's
// mark and the sight slopes stay equal after each pair.
struct Outcomes {
    int seen = 0, hidden_by_walls = 0, rejected = 0;
};

void expect_repeat_equals_second_walk(const std::string& iwad, int episode, int map, Outcomes& outcomes) {
    SCOPED_TRACE(iwad);
    test_support::WadGame walked(iwad, episode, map), repeated(iwad, episode, map);
    sim::World& a = *walked.world;
    sim::World& b = *repeated.world;
    const std::vector<sim::Mobj*> monsters_a = monsters(a), monsters_b = monsters(b);
    ASSERT_EQ(monsters_a.size(), monsters_b.size());
    ASSERT_FALSE(monsters_a.empty());
    for (std::size_t i = 0; i < monsters_a.size(); ++i) {
        SCOPED_TRACE(i);
        sim::Mobj& player_a = *a.players[0].mo;
        sim::Mobj& player_b = *b.players[0].mo;
        const bool first_a = sim::check_sight(a, *monsters_a[i], player_a);
        const bool second_a = sim::check_sight(a, *monsters_a[i], player_a);
        const bool first_b = sim::check_sight(b, *monsters_b[i], player_b);
        const bool second_b = sim::repeat_check_sight(b);
        EXPECT_EQ(first_a, second_a);
        EXPECT_EQ(first_b, first_a);
        EXPECT_EQ(second_b, second_a);
        EXPECT_EQ(b.validcount, a.validcount);
        ASSERT_EQ(b.lines.size(), a.lines.size());
        for (std::size_t l = 0; l < a.lines.size(); ++l) EXPECT_EQ(b.lines[l].validcount, a.lines[l].validcount) << l;
        EXPECT_EQ(b.tm.topslope, a.tm.topslope);
        EXPECT_EQ(b.tm.bottomslope, a.tm.bottomslope);
        EXPECT_EQ(b.tm.sightzstart, a.tm.sightzstart);
        if (!a.last_sight.walked) ++outcomes.rejected;
        else if (second_a) ++outcomes.seen;
        else ++outcomes.hidden_by_walls;
    }
}

TEST(SightRepeat, EqualsASecondWalk) {
    Outcomes outcomes;
    expect_repeat_equals_second_walk("freedoom2.wad", 1, 1, outcomes);
    expect_repeat_equals_second_walk("freedoom1.wad", 4, 6, outcomes);  // freedoom1-demo4's map
    // Each way a look can end was met.
    EXPECT_GT(outcomes.seen, 0);
    EXPECT_GT(outcomes.hidden_by_walls, 0);
    EXPECT_GT(outcomes.rejected, 0);
}

}  // namespace
