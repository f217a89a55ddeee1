// ZDoom's Transfer_Heights (209) on Hexen-type maps is Boom's deep water
// (242): the sectors with the id take the line's front sector as their
// heightsec, which every renderer and the simulation's water checks read.
// Checked on the twin map against 242 at Boom's level.
#include <gtest/gtest.h>

#include "sim/complevel.h"
#include "sim/doom_twin_map.h"

namespace {

std::vector<int> heightsecs(const std::string& ns, const std::string& trigger) {
    doom_twin::TwinMap m;
    m.trigger = trigger;
    const std::string text = doom_twin::textmap(ns, m);
    const std::vector<std::uint8_t> bytes(text.begin(), text.end());  // the lumps only view it
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = "twin.wad: MAP01";
    lumps.textmap = bytes;
    sim::Definitions defs;
    sim::World w(defs);
    w.opts.compat = sim::default_compat_options(sim::CompLevel::Boom);
    sim::setup_level(w, map::load_udmf_level(lumps), doom_twin::twin_textures());
    std::vector<int> out;
    for (const sim::SectorState& s : w.sectors) out.push_back(s.heightsec);
    return out;
}

TEST(HexenTransfers, TransferHeightsIsBoomsDeepWater) {
    const std::vector<int> boom = heightsecs("doom", "special = 242; arg0 = 1;");
    EXPECT_EQ(boom, (std::vector<int>{-1, 0, -1}));  // the ring under the room's planes
    EXPECT_EQ(heightsecs("zdoom", "special = 209; arg0 = 1;"), boom);
    // By the pillar's id, and none where flag 16 asks ZDoom to ignore it.
    EXPECT_EQ(heightsecs("zdoom", "special = 209; arg0 = 2;"), (std::vector<int>{-1, -1, 0}));
    EXPECT_EQ(heightsecs("zdoom", "special = 209; arg0 = 1; arg1 = 16;"), (std::vector<int>{-1, -1, -1}));
    // Doom's number means something else on a Hexen-type map.
    EXPECT_EQ(heightsecs("zdoom", "special = 242; arg0 = 1;"), (std::vector<int>{-1, -1, -1}));
}

}  // namespace
