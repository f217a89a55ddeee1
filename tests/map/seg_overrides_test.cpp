// The converted map's `brimstone_segs` list: it holds exactly the segs
// whose stored angle or offset the vertices do not give, loading applies
// it, and a bad list is refused with the file, map, line and column.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "base/error.h"
#include "map/doom_map_loader.h"
#include "map/map_test_wad.h"
#include "map/seg_geometry.h"
#include "map/seg_overrides.h"
#include "support/test_support.h"

namespace {

struct Converted {
    wad::Archive iwad;
    map::Level classic;
    map_test::MapLumps lumps;
};

// freedoom2.wad MAP10: its node builder took split segs' own vertices and
// truncated, so most of its angles differ from the rule ZNODES is read by.
Converted converted_map10() {
    Converted c;
    c.iwad.add_file(test_support::iwad("freedoom2.wad"));
    const wad::MapGroup& group = *c.iwad.find_map("MAP10");
    c.classic = map::load_level(c.iwad, group);
    c.lumps = map_test::as_udmf(c.iwad, group, c.classic);
    return c;
}

std::string textmap_of(map_test::MapLumps& m) {
    const auto& bytes = m.lump("TEXTMAP");
    return {bytes.begin(), bytes.end()};
}

// TEXTMAP with the value of brimstone_segs (its second line) replaced.
void set_list(map_test::MapLumps& m, const std::string& assignment) {
    std::string text = textmap_of(m);
    const std::size_t start = text.find("brimstone_segs");
    text.replace(start, text.find('\n', start) - start, assignment);
    m.lump("TEXTMAP").assign(text.begin(), text.end());
}

int differing_angles(const map::Level& a, const map::Level& b) {
    int n = 0;
    for (std::size_t i = 0; i < a.segs.size(); ++i) n += a.segs[i].angle != b.segs[i].angle;
    return n;
}

TEST(SegOverrides, ListExactlyTheSegsTheVerticesDoNotGive) {
    const Converted c = converted_map10();
    const std::string list = map::write_seg_overrides(c.classic);
    const int listed = static_cast<int>(std::count(list.begin(), list.end(), ' ') + 1) / 3;
    int derived_differ = 0;
    for (const map::Seg& stored : c.classic.segs) {
        map::Seg derived = stored;
        map::set_seg_angle_and_offset(c.classic, derived);
        derived_differ += derived.angle != stored.angle || derived.offset != stored.offset;
    }
    EXPECT_EQ(listed, derived_differ);
    EXPECT_GT(derived_differ, 2000);  // 2441 of 5959 segs
}

TEST(SegOverrides, LoadingAppliesTheListAndWithoutItTheVerticesRule) {
    Converted c = converted_map10();
    const wad::Archive with = map_test::make_pwad(c.lumps, "converted.wad");
    const map::Level kept = map::load_level(with, with.maps().at(0));
    EXPECT_EQ(differing_angles(c.classic, kept), 0);

    set_list(c.lumps, "");
    const wad::Archive without = map_test::make_pwad(c.lumps, "converted.wad");
    const map::Level derived = map::load_level(without, without.maps().at(0));
    EXPECT_GT(differing_angles(c.classic, derived), 2000);
}

TEST(SegOverrides, ABadListIsRefusedNamingWhereItIs) {
    Converted c = converted_map10();
    const auto error_with = [&](const std::string& assignment) {
        set_list(c.lumps, assignment);
        return map_test::load_error(map_test::make_pwad(c.lumps, "converted.wad"));
    };
    const std::string where = "converted.wad: MAP10: TEXTMAP 2:1: brimstone_segs: ";
    EXPECT_EQ(error_with(R"(brimstone_segs = "0 1 x";)"), where + "\"x\" is not a whole number");
    EXPECT_EQ(error_with(R"(brimstone_segs = "0 1";)"),
              where + "2 numbers, not a list of seg, angle and offset triples");
    EXPECT_EQ(error_with(R"(brimstone_segs = "5959 0 0";)"), where + "seg 5959 is not one of the map's 5959 segs");
    EXPECT_EQ(error_with(R"(brimstone_segs = "-1 0 0";)"), where + "seg -1 is not one of the map's 5959 segs");
    EXPECT_EQ(error_with(R"(brimstone_segs = "3 65536 0";)"),
              where + "seg 3 has angle 65536 and offset 0; they must fit the SEGS lump's 16 bits (0..65535, "
                      "-32768..32767)");
    EXPECT_EQ(error_with(R"(brimstone_segs = 12;)"), "converted.wad: MAP10: TEXTMAP 2:1: brimstone_segs must be a string");
}

TEST(SegOverrides, WithoutZnodesTheListIsIgnoredWithAWarning) {
    Converted c = converted_map10();
    c.lumps.remove("ZNODES");
    const wad::Archive archive = map_test::make_pwad(c.lumps, "converted.wad");
    testing::internal::CaptureStderr();
    const map::Level level = map::load_level(archive, archive.maps().at(0));
    const std::string warned = testing::internal::GetCapturedStderr();
    EXPECT_NE(warned.find("converted.wad: MAP10: TEXTMAP: brimstone_segs names segs of ZNODES, which were not used; "
                          "it is ignored"),
              std::string::npos)
        << warned;
    EXPECT_FALSE(level.segs.empty());
}

}  // namespace
