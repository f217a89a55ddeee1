// The automap against the stock Chocolate Doom's (tests/data/automap, made
// by make_frames.sh from manifest.tsv): each demo is played to the frame's
// tic drawing the view after each tic Chocolate Doom's -playdemo draws one
// (ui::PlaydemoFrames), whose stored walls put their lines on the map;
// then the map opens (Tab) and the listed keys are pressed, and the whole
// 320×200 screen (map, title, status bar) must equal Chocolate Doom's
// index for index outside the face box, which depends on the cosmetic
// random numbers of the paused tics before the screenshot. A demo is one
// of tests/data/oracle, or one kept beside the frames (the monkey demos
// made for them) or named by its path from there.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/overlay/automap_draw.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_png.h"
#include "support/test_support.h"
#include "ui/automap.h"
#include "sim/level_title.h"
#include "ui/playdemo_frames.h"

namespace {

struct AutomapFrame {
    std::string name, iwad;
    std::filesystem::path demo;
    int tic = 0;
    std::vector<std::string> keys;  // xdotool names, pressed in turn after Tab
};

std::vector<AutomapFrame> automap_frames() {
    std::ifstream in(test_support::data_dir() / "automap" / "manifest.tsv");
    std::vector<AutomapFrame> frames;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        AutomapFrame f;
        std::string tic, keys;
        std::getline(fields, f.name, '\t');
        std::getline(fields, f.iwad, '\t');
        std::string demo;
        std::getline(fields, demo, '\t');
        const std::filesystem::path beside = test_support::data_dir() / "automap" / demo;
        f.demo = std::filesystem::exists(beside) ? beside : std::filesystem::path(demo);
        std::getline(fields, tic, '\t');
        std::getline(fields, keys);
        f.tic = std::stoi(tic);
        std::istringstream words(keys);
        for (std::string key; words >> key;) f.keys.push_back(key);
        frames.push_back(f);
    }
    return frames;
}

ui::AutomapKey automap_key(const std::string& xdotool_name) {
    static const std::map<std::string, ui::AutomapKey> keys = {
        {"g", ui::AutomapKey::Grid},   {"m", ui::AutomapKey::Mark},       {"0", ui::AutomapKey::MaxZoom},
        {"f", ui::AutomapKey::Follow}, {"c", ui::AutomapKey::ClearMarks},
    };
    return keys.at(xdotool_name);
}

bool in_face_box(int x, int y) { return x >= 143 && x <= 173 && y >= 168 && y <= 199; }

class AutomapFrames : public ::testing::TestWithParam<AutomapFrame> {};

TEST(AutomapFramesList, HasFramesOnBothIwads) {
    int freedoom1 = 0, freedoom2 = 0;
    for (const AutomapFrame& f : automap_frames()) (f.iwad == "freedoom1.wad" ? freedoom1 : freedoom2)++;
    EXPECT_GE(freedoom1, 2);
    EXPECT_GE(freedoom2, 2);
}

TEST_P(AutomapFrames, MatchChocolateDoom) {
    const AutomapFrame& f = GetParam();
    const auto& data = test_support::iwad_data(f.iwad);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    render::GameScreen screen(data.archive, assets);
    const render::overlay::AutomapDrawer drawer(data.archive);
    const sim::Demo demo = test_support::oracle_demo(f.demo, data);
    auto world = std::make_unique<sim::World>(data.defs);
    world->display.drawn = true;  // the original's wipes, which PlaydemoFrames follows
    sim::new_game(*world, *data.source, demo.options);
    screen.start(*world);
    ui::Automap automap;
    automap.follow(*world);

    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::Frame frame(320, 200);
    ui::PlaydemoFrames shown;
    for (int tic = 0; tic < f.tic; ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]);
        screen.after_tic(*world);
        automap.follow(*world);
        const bool drawn = shown.drawn_after(*world);
        if (world->gamestate != sim::GameState::Level || !drawn) continue;
        screen.draw(*world, frame, layout);
        automap.mark_seen(*world, screen.stored_segs());
    }
    ASSERT_EQ(world->gamestate, sim::GameState::Level);
    const render::overlay::AutomapSize size = render::overlay::automap_size(layout);
    ASSERT_TRUE(automap.respond(ui::AutomapKey::Toggle, true, *world, size.width, size.height).eaten);
    screen.refresh_status_bar();
    automap.follow(*world);  // the paused tics run AM_Ticker
    for (const std::string& key : f.keys) {
        automap.respond(automap_key(key), true, *world, size.width, size.height);
        automap.respond(automap_key(key), false, *world, size.width, size.height);
        automap.follow(*world);
    }
    screen.draw(*world, frame, layout);
    drawer.draw(*world, automap.view(true), sim::level_title(*world), frame, layout);

    const auto want = test_support::read_indexed_png(test_support::data_dir() / "automap" / (f.name + ".png"));
    ASSERT_EQ(want.width, 320);
    ASSERT_EQ(want.height, 200);
    int diffs = 0;
    std::ostringstream first;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x) {
            if (in_face_box(x, y) || frame.at(x, y) == want.at(x, y)) continue;
            if (diffs++ < 8) first << " (" << x << "," << y << ") got " << int(frame.at(x, y)) << " want "
                                   << int(want.at(x, y));
        }
    EXPECT_EQ(diffs, 0) << f.name << ": first differences" << first.str();
}

INSTANTIATE_TEST_SUITE_P(Reference, AutomapFrames, ::testing::ValuesIn(automap_frames()),
                         [](const ::testing::TestParamInfo<AutomapFrame>& param) {
                             std::string name = param.param.name;
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

}  // namespace
