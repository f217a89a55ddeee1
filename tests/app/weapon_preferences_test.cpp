// game.weapon_preferences: the weapon keys 1 to 9 each once, read from the
// setting's text; anything else is named in the log and Boom's order used.
#include "app/weapon_preferences.h"

#include <gtest/gtest.h>

#include <sstream>

namespace {

TEST(WeaponPreferences, TheKeysOneToNineEachOnce) {
    EXPECT_EQ(app::parse_weapon_preferences("6 9 4 3 2 8 5 7 1"), sim::kBoomWeaponPreferences);
    EXPECT_EQ(app::parse_weapon_preferences("5,6,9,4,3,2,8,7,1"),
              (sim::WeaponPreferences{5, 6, 9, 4, 3, 2, 8, 7, 1}));
    EXPECT_EQ(app::parse_weapon_preferences("123456789"), (sim::WeaponPreferences{1, 2, 3, 4, 5, 6, 7, 8, 9}));
    for (const char* bad : {"", "6 9 4 3 2 8 5 7", "6 9 4 3 2 8 5 7 1 1", "6 9 4 3 2 8 5 7 7", "0 9 4 3 2 8 5 7 1",
                            "6 9 4 3 2 8 5 7 x", "69 4 3 2 8 5 7 10"})
        EXPECT_FALSE(app::parse_weapon_preferences(bad)) << bad;
}

TEST(WeaponPreferences, ABadSettingIsNamedAndBoomsOrderUsed) {
    config::Settings settings;
    std::ostringstream log;
    EXPECT_EQ(app::weapon_preferences(settings, log), sim::kBoomWeaponPreferences);
    EXPECT_TRUE(log.str().empty());
    settings.set_string("game.weapon_preferences", "1 2 3");
    EXPECT_EQ(app::weapon_preferences(settings, log), sim::kBoomWeaponPreferences);
    EXPECT_NE(log.str().find("game.weapon_preferences \"1 2 3\" is not the weapon keys 1 to 9, each once"),
              std::string::npos)
        << log.str();
}

}  // namespace
