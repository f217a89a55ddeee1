// Map things the game reads nowhere get one warning a map and editor
// number (sim/unplayed_things.h), naming ZDoom's class where it has one;
// the things of Doom, of the places other rules read (map spots, camera
// things) and every thing of both Freedoom IWADs get none.
#include <gtest/gtest.h>

#include <string>

#include "sim/hexen_test_map.h"
#include "support/wad_game.h"

namespace {

using namespace hexen_test;

int count_of(const std::string& text, const std::string& part) {
    int n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

class UnplayedThings : public HexenLevel {};

TEST_F(UnplayedThings, EachNumberIsNamedOnceWithItsCount) {
    const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
    std::string things;
    for (const char* placed : {"x = 40.0; y = 40.0; type = 9024;", "x = 60.0; y = 40.0; type = 9024;",
                                      "x = 80.0; y = 40.0; type = 12345;", "x = 100.0; y = 40.0; type = 9001;",
                                      "x = 120.0; y = 40.0; type = 9025;", "x = 140.0; y = 40.0; type = 3001;"})
        things += std::string("thing { ") + placed + " " + flags + " }\n";
    testing::internal::CaptureStderr();
    start({.things = things});
    const std::string log = testing::internal::GetCapturedStderr();
    EXPECT_EQ(count_of(log, "left out"), 2) << log;
    EXPECT_EQ(count_of(log, "2 things of type 9024 (ZDoom's PatrolPoint, not played here) are left out"), 1)
        << log;
    EXPECT_EQ(count_of(log, "1 thing of type 12345, which the game has not, is left out"), 1) << log;
}

TEST(UnplayedThingsInFreedoom, NoneInEitherIwad) {
    std::string log;
    for (int map = 1; map <= 32; ++map) {
        testing::internal::CaptureStderr();
        test_support::WadGame game("freedoom2.wad", 1, map);
        log += testing::internal::GetCapturedStderr();
    }
    for (int episode = 1; episode <= 4; ++episode)
        for (int map = 1; map <= 9; ++map) {
            testing::internal::CaptureStderr();
            test_support::WadGame game("freedoom1.wad", episode, map);
            log += testing::internal::GetCapturedStderr();
        }
    EXPECT_EQ(count_of(log, "left out"), 0) << log;
}

}  // namespace
