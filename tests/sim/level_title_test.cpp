// The automap's level title: the original's names, or UMAPINFO's
// "label: levelname" as its specification words it.
#include "sim/level_title.h"

#include <gtest/gtest.h>

#include <memory>

namespace {

std::string title_with(const char* text, int map) {
    auto defs = std::make_unique<sim::Definitions>();
    if (text) {
        auto info = std::make_shared<assets::UmapInfo>();
        std::vector<assets::UmapDiagnostic> diagnostics;
        assets::parse_umapinfo(*info, text, "test", diagnostics);
        EXPECT_TRUE(diagnostics.empty());
        defs->umapinfo = info;
    }
    sim::World w(*defs);
    w.opts.mode = sim::GameMode::Commercial;
    w.opts.map = map;
    return sim::level_title(w);
}

TEST(LevelTitle, UmapInfoLevelNameAndLabel) {
    EXPECT_EQ(title_with(nullptr, 1), "level 1: entryway");
    EXPECT_EQ(title_with(R"(MAP MAP01 { levelname = "Gate" })", 1), "MAP01: Gate");
    EXPECT_EQ(title_with(R"(MAP MAP01 { levelname = "Gate" label = "Prologue" })", 1), "Prologue: Gate");
    EXPECT_EQ(title_with(R"(MAP MAP01 { levelname = "Gate" label = clear })", 1), "Gate");
    // No levelname: the original's title, label or not.
    EXPECT_EQ(title_with(R"(MAP MAP01 { label = "X" })", 1), "level 1: entryway");
    EXPECT_EQ(title_with(R"(MAP MAP40 { levelname = "Far" })", 40), "MAP40: Far");
    EXPECT_EQ(title_with(nullptr, 40), "NEWLEVEL");
}

}  // namespace
