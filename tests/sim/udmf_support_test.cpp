#include "sim/udmf_support.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "base/file_io.h"
#include "sim/hexen_specials.h"

namespace sim {
namespace {

const std::filesystem::path kTableFile = std::filesystem::path(BRIMSTONE_SOURCE_DIR) / "docs" / "udmf-support.md";

TEST(UdmfSupport, CommittedTableMatchesTheCode) {
    // On failure, regenerate it: brimstone info --udmf-support > docs/udmf-support.md
    EXPECT_EQ(base::read_text_file(kTableFile), udmf_support_markdown());
}

TEST(UdmfSupport, SpecialsAreNamedOnceInOrder) {
    const std::vector<SpecialSupport> specials = hexen_special_support();
    ASSERT_FALSE(specials.empty());
    for (std::size_t i = 1; i < specials.size(); ++i) EXPECT_LT(specials[i - 1].number, specials[i].number);
    for (const SpecialSupport& s : specials) {
        EXPECT_FALSE(s.name.empty()) << s.number;
        EXPECT_EQ(hexen_special_name(s.number), s.name);
    }
    EXPECT_EQ(hexen_special_name(108), "");  // a gap in ZDoom's numbers
    EXPECT_EQ(hexen_special_name(0), "");
}

TEST(UdmfSupport, EverySpecialTheSimulationPlaysIsInTheTableAsPlayed) {
    std::set<int> listed_played, listed;
    for (const SpecialSupport& s : hexen_special_support()) {
        listed.insert(s.number);
        if (s.played) listed_played.insert(s.number);
    }
    for (int n = -1; n < 1024; ++n) {
        const bool played = hexen_special_played(n) || hexen_static_special(n);
        if (played) {
            EXPECT_TRUE(listed.contains(n)) << n << " is played but has no name";
        }
        if (listed.contains(n)) {
            EXPECT_EQ(listed_played.contains(n), played) << n;
        }
    }
}

TEST(UdmfSupport, TheSpecialsIssue42NamesAsMissingAreNotPlayed) {
    // Samples of what the issue lists as not played yet; ACS (80-85, 226),
    // the slopes' specials (118, 181) and 3D floors (160) are played.
    const auto played = [](int n) {
        for (const SpecialSupport& s : hexen_special_support())
            if (s.number == n) return s.played;
        ADD_FAILURE() << n << " is not in the table";
        return false;
    };
    for (int n : {9, 229}) EXPECT_FALSE(played(n)) << n;
    EXPECT_TRUE(played(46));
    // Played ones: a door, a lift, a static scroller, lights, a pillar, an
    // elevator, the ACS specials, the slopes' specials, 3D floors, the
    // generic movers, thing specials.
    // Hexen's stairs, the friction and wind setters, the panning setters,
    // the waggling planes, the transfers; Teleport_NoStop and
    // Teleport_Line, the toggling plat, NoiseAlert, the automap flags,
    // Static_Init, Radius_Quake, Teleport_ZombieChanger and the two ZDoom
    // leaves doing nothing; the look setters and the script scrollers;
    // the animated doors, Autosave and Sector_ChangeFlags.
    for (int n : {12, 62, 100, 221, 113, 114, 115, 116, 117, 29, 30, 94, 95, 96, 245, 246, 247, 80, 81, 82, 83, 84, 85,
                  226, 118, 181, 160, 200, 201, 202, 205, 132, 135, 223, 224, 214, 216, 55, 26, 27, 31, 32, 271, 272,
                  218, 219, 220, 186, 187, 138, 38, 208, 209, 210, 211, 154, 215, 231, 173, 281, 190, 120, 39, 161, 227,
                  53, 56, 170, 171, 183, 184, 185, 188, 189, 212, 213, 52, 191, 16, 58, 14, 274, 15, 54})
        EXPECT_TRUE(played(n)) << n;
    EXPECT_EQ(hexen_special_name(223), "Scroll_Floor");
    EXPECT_EQ(hexen_special_name(160), "Sector_Set3DFloor");
}

TEST(UdmfSupport, SectorTypesAreDisjointRunsInOrder) {
    const std::vector<SectorTypeSupport> types = hexen_sector_type_support();
    ASSERT_FALSE(types.empty());
    int last = 0;
    for (const SectorTypeSupport& t : types) {
        EXPECT_GT(t.first, last) << t.name;
        EXPECT_LE(t.first, t.last) << t.name;
        EXPECT_LE(t.last, 255) << t.name;  // the special's low byte
        EXPECT_FALSE(t.name.empty()) << t.first;
        last = t.last;
    }
}

TEST(UdmfSupport, SectorTypesPlayedAreDoomsEquivalentsPhasedLightsWindAndCurrents) {
    // ZDoom's 65-85 stand for Doom's types (65 + Doom's number - 1) and its
    // own friction and lava, which the simulation starts or hurts with,
    // 1-4 are the phased lights, 26-27 the stairs' links, 40-51 Hexen's wind,
    // 201-224 its currents, 225-244 Heretic's and 118 Strife's, and ZDoom sets up Strife's strobing hurt
    // floor, its slime (hazard floors), its instant death and the healing floor as damage; Sector_Outside
    // and Sector_Hidden change nothing ZDoom's automap lines or Doom's
    // fogless view would show, nor Sky2 the sky without MAPINFO, and say so; the lightning types flash
    // with the level's lightning, which says where it starts.
    for (const SectorTypeSupport& t : hexen_sector_type_support()) {
        const bool doom = t.first >= 65 && t.last <= 85;
        const bool phased = t.last <= 4;
        const bool stairs = t.first == 26 || t.first == 27;
        const bool pushes =
            (t.first == 40 && t.last == 51) || (t.first == 201 && t.last == 224) || (t.first == 225 && t.last == 244) ||
            t.first == 118;
        const bool damage = t.first == 104 || t.first == 105 || t.first == 115 || t.first == 116 || t.first == 196;
        const bool nothing_to_do = t.first == 87 || t.first == 195 || t.first == 200;
        const bool lightning = t.first == 197 && t.last == 199;
        EXPECT_EQ(t.played, doom || phased || stairs || pushes || damage || nothing_to_do || lightning)
            << t.first << " " << t.name;
        EXPECT_EQ(!t.note.empty(), nothing_to_do || lightning) << t.first << " " << t.name;
    }
}

}  // namespace
}  // namespace sim
