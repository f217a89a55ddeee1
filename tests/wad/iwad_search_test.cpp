// IWAD discovery: explicit paths, bare names through DOOMWADDIR, DOOMWADPATH
// and $XDG_DATA_HOME/games/doom, and a clear error for a name not found.
#include <gtest/gtest.h>

#include <string>

#include "base/error.h"
#include "support/scoped_env.h"
#include "support/temp_dir.h"
#include "wad/game.h"

namespace {

namespace fs = std::filesystem;

// Every variable the search reads points into a fresh directory, so the
// machine's own setup cannot interfere; all are restored afterwards.
class IwadSearch : public ::testing::Test {
protected:
    IwadSearch() {
        env.unset("DOOMWADDIR").unset("DOOMWADPATH");
        env.set("XDG_DATA_HOME", (dir.path() / "xdg-home").string());
        env.set("XDG_DATA_DIRS", (dir.path() / "xdg-dirs").string());
        env.set("HOME", (dir.path() / "home").string());
    }
    fs::path iwad(const std::string& rel) { return dir.write(rel, std::string("IWAD")); }

    test_support::TempDir dir;
    test_support::ScopedEnv env;
};

std::string error_of(const std::string& requested) {
    try {
        wad::find_iwad(requested);
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

TEST_F(IwadSearch, ExplicitPathIsUsedAsIs) {
    const auto path = iwad("anywhere/my-own.wad");
    EXPECT_EQ(wad::find_iwad(path.string()), path);
}

TEST_F(IwadSearch, ExplicitPathThatDoesNotExistIsAnError) {
    const auto path = dir.path() / "nowhere" / "gone.wad";
    const std::string m = error_of(path.string());
    EXPECT_NE(m.find(path.string() + ": IWAD not found"), std::string::npos) << m;
}

TEST_F(IwadSearch, BareNameFromDoomWadDir) {
    const auto path = iwad("wads/brimstone-alpha.wad");
    env.set("DOOMWADDIR", (dir.path() / "wads").string());
    EXPECT_EQ(wad::find_iwad("brimstone-alpha.wad"), path);
    EXPECT_EQ(wad::find_iwad("brimstone-alpha"), path);  // ".wad" may be left off
}

TEST_F(IwadSearch, BareNameFromDoomWadPathInOrder) {
    const auto second = iwad("b/brimstone-beta.wad");
    env.set("DOOMWADPATH", (dir.path() / "a").string() + ":" + (dir.path() / "b").string());
    EXPECT_EQ(wad::find_iwad("brimstone-beta.wad"), second);
    // Earlier entries win, and DOOMWADDIR comes before all of them.
    const auto first = iwad("a/brimstone-beta.wad");
    EXPECT_EQ(wad::find_iwad("brimstone-beta.wad"), first);
    const auto waddir = iwad("w/brimstone-beta.wad");
    env.set("DOOMWADDIR", (dir.path() / "w").string());
    EXPECT_EQ(wad::find_iwad("brimstone-beta.wad"), waddir);
}

TEST_F(IwadSearch, BareNameFromXdgDataHome) {
    const auto path = iwad("xdg-home/games/doom/brimstone-gamma.wad");
    EXPECT_EQ(wad::find_iwad("brimstone-gamma.wad"), path);
}

TEST_F(IwadSearch, BareNameFromXdgDataDirs) {
    const auto path = iwad("xdg-dirs/games/doom/brimstone-delta.wad");
    EXPECT_EQ(wad::find_iwad("brimstone-delta.wad"), path);
}

TEST_F(IwadSearch, HomeStandsInForAnUnsetXdgDataHome) {
    env.unset("XDG_DATA_HOME");
    const auto path = iwad("home/.local/share/games/doom/brimstone-eps.wad");
    EXPECT_EQ(wad::find_iwad("brimstone-eps.wad"), path);
}

TEST_F(IwadSearch, MissingNameIsAnErrorNamingIt) {
    const std::string m = error_of("brimstone-no-such-iwad.wad");
    EXPECT_EQ(m.rfind("brimstone-no-such-iwad.wad: IWAD not found", 0), 0u) << m;
    EXPECT_NE(m.find("DOOMWADDIR"), std::string::npos) << m;
}

TEST_F(IwadSearch, WithoutANameFreedoom2IsPreferred) {
    // Both known names in DOOMWADDIR: freedoom2.wad is searched for first.
    iwad("w/freedoom1.wad");
    const auto phase2 = iwad("w/freedoom2.wad");
    env.set("DOOMWADDIR", (dir.path() / "w").string());
    EXPECT_EQ(wad::find_iwad(""), phase2);
}

TEST_F(IwadSearch, SearchDirectoriesInOrder) {
    env.set("DOOMWADDIR", "/d");
    env.set("DOOMWADPATH", "/p1::/p2");
    env.set("XDG_DATA_HOME", "/h");
    env.set("XDG_DATA_DIRS", "/x1:/x2");
    const std::vector<fs::path> want{"/d",           "/p1",          "/p2", "/h/games/doom", "/x1/games/doom",
                                     "/x2/games/doom", "/usr/local/share/games/doom", "/usr/share/games/doom"};
    EXPECT_EQ(wad::iwad_search_dirs(), want);
}

}  // namespace
