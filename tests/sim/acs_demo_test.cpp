// A demo generated on tests/data/acs/acs.wad (MAP01.textmap with
// wad.acs.txt; make.sh builds it): the player walks to line 3 and uses it
// twice while the open scripts flicker the room's light at random and
// open the box's door. Written as a demo file and read back, it replays
// with the same trace and state digest on every tic: the scripts draw
// their random numbers from the game's own generator, in a fixed order.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sim/game.h"
#include "sim/hash.h"
#include "sim/trace.h"
#include "support/demo_runner.h"

namespace {

using namespace sim;

struct Played {
    std::vector<std::string> trace;
    std::vector<std::uint32_t> hash;
    std::vector<std::string> message;
    int door = 0, light = 0, flickers = 0, prnd_index = 0;
};

Played play(const test_support::IwadData& iwad, const Demo& demo) {
    World w(iwad.defs);
    new_game(w, *iwad.source, demo.options);
    Played p;
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        run_tic(w, *iwad.source, demo.tics[tic]);
        p.trace.push_back(trace_line(w, static_cast<int>(tic)));
        p.hash.push_back(world_hash(w));
        p.message.push_back(w.players[0].message);
    }
    p.door = w.sectors[1].ceilingheight >> base::kFracBits;
    p.light = w.sectors[0].lightlevel;
    p.flickers = w.acs.modules.at(0).map_vars[0];
    p.prnd_index = w.rng.prnd_index;
    return p;
}

TEST(AcsDemo, AGeneratedDemoOnTheTestMapReplaysWithTheSameTrace) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad+../acs/acs.wad");
    Demo demo;
    demo.options.mode = iwad.source->mode();
    demo.options.skill = Skill::Medium;
    demo.options.map = 1;
    for (int tic = 0; tic < 210; ++tic) {
        Ticcmd cmd;
        if (tic < 30) cmd.forwardmove = 25;  // east, to line 3 (x 256) before the door opens
        if (tic == 70 || tic == 150) cmd.buttons = BT_USE;
        demo.tics.push_back({cmd, Ticcmd{}, Ticcmd{}, Ticcmd{}});
    }
    const Played recorded = play(iwad, demo);
    const Played replayed = play(iwad, parse_demo(write_demo(demo), "acs.lmp"));
    ASSERT_EQ(recorded.trace.size(), replayed.trace.size());
    for (std::size_t tic = 0; tic < recorded.trace.size(); ++tic) {
        ASSERT_EQ(recorded.trace[tic], replayed.trace[tic]) << "tic " << tic;
        ASSERT_EQ(recorded.hash[tic], replayed.hash[tic]) << "tic " << tic;
        ASSERT_EQ(recorded.message[tic], replayed.message[tic]) << "tic " << tic;
    }
    // ZDoom's behaviour on the way: the open script's Print shows from the
    // first tic; Door_Open (speed 16: 2 units a tic, to 4 below the
    // room's ceiling) starts after Delay(35) and is open by tic 35 + 62;
    // Light_ChangeToValue takes Random(100, 200); the used line
    // (ACS_Execute 7, repeatable) prints the flicker count.
    EXPECT_EQ(recorded.message[0], "The door opens");
    EXPECT_EQ(recorded.door, 124);
    EXPECT_GE(recorded.light, 100);
    EXPECT_LE(recorded.light, 200);
    EXPECT_GT(recorded.flickers, 20);  // a change every 1..10 tics for 210 tics
    EXPECT_EQ(recorded.message.back().rfind("flickers: ", 0), 0u) << recorded.message.back();
    EXPECT_NE(recorded.message[69], recorded.message[71]);  // the use at tic 70 printed
}

}  // namespace
