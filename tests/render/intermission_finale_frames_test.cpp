// Chocolate Doom's intermission and finale frames (tests/data/screens,
// made by make_frames.sh) against GameScreen's, outside the face box. Each
// capture paused the exit demo at tic N; the pause ticcmd (buttons 0x81,
// BT_ATTACK among them) hurries the intermission to its full tally, and
// the intermission and the text go on while the game is paused, so the
// frame is the one the screen settles on: the same paused demo is played
// here to a tic past that point. Episode 1's map goes on animating, so its
// capture shows one of the 33 phases of its animations' cycle; the test
// looks for the tic that shows it.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "support/demo_runner.h"
#include "support/oracle_png.h"
#include "support/test_support.h"

namespace {

bool in_face_box(int x, int y) { return x >= 143 && x <= 173 && y >= 168 && y <= 199; }

int differing_pixels(const render::Frame& got, const test_support::IndexedImage& want) {
    int differing = 0;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x)
            if (!in_face_box(x, y) && got.at(x, y) != want.at(x, y)) ++differing;
    return differing;
}

struct Capture {
    const char* iwad;  // with the PWAD, as test_support::iwad_data takes it
    const char* demo;  // in tests/data/oracle-more
    int pause_tic;     // N given to capture.sh
    const char* png;   // in tests/data/screens
    int settle;        // tics after the pause by which the screen is still
    int phases;        // tics to search past `settle` (animated maps)
    sim::GameState state;
};

// The demo as pause.py copies it: N tics, the pause, then empty tics.
sim::Demo paused(sim::Demo demo, int n, int tail) {
    demo.tics.resize(static_cast<std::size_t>(n));
    std::array<sim::Ticcmd, sim::kMaxPlayers> pause{};
    pause[0].buttons = sim::BT_SPECIAL | sim::BTS_PAUSE;
    demo.tics.push_back(pause);
    demo.tics.insert(demo.tics.end(), static_cast<std::size_t>(tail), std::array<sim::Ticcmd, sim::kMaxPlayers>{});
    return demo;
}

class ScreenFrames : public ::testing::TestWithParam<Capture> {};

TEST_P(ScreenFrames, EqualChocolateDoomsOutsideTheFaceBox) {
    const Capture& c = GetParam();
    const test_support::IwadData& data = test_support::iwad_data(c.iwad);
    const std::string more = std::string(BRIMSTONE_TEST_DATA) + "/oracle-more/";
    const sim::Demo demo =
        paused(test_support::oracle_demo(more + c.demo, data), c.pause_tic, c.settle + c.phases + 1);
    const test_support::IndexedImage want =
        test_support::read_indexed_png(std::string(BRIMSTONE_TEST_DATA) + "/screens/" + c.png);
    ASSERT_EQ(want.width, 320);
    ASSERT_EQ(want.height, 200);

    // Stock Chocolate Doom 3.0.0 reads no BEX [PARS] section; Brimstone
    // applies Freedoom's (as Boom-compatible ports do), so these frames are
    // compared with the original's par tables.
    sim::Definitions defs = data.defs;
    defs.pars_doom1.fill(0);
    defs.pars_doom2.fill(0);
    const assets::AssetSet assets = render::load_render_assets(data.archive, defs);
    render::GameScreen screen(data.archive, assets);
    auto world = std::make_unique<sim::World>(defs);
    world->display.drawn = true;  // as Chocolate Doom drew it, wipes included
    sim::new_game(*world, *data.source, demo.options);
    screen.start(*world);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::Frame frame(320, 200);
    int best = 320 * 200, best_tic = -1;
    for (int tic = 0; tic < static_cast<int>(demo.tics.size()); ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]);
        screen.after_tic(*world);
        if (tic + 1 < c.pause_tic + 1 + c.settle) continue;
        ASSERT_EQ(world->gamestate, c.state) << "tic " << tic + 1;
        screen.draw(*world, frame, layout);
        const int differing = differing_pixels(frame, want);
        if (differing < best) {
            best = differing;
            best_tic = tic + 1;
        }
        if (best == 0) break;
    }
    EXPECT_EQ(best, 0) << c.png << ": closest frame at tic " << best_tic;
    std::printf("%s: equal at tic %d of the paused demo\n", c.png, best_tic);
}

INSTANTIATE_TEST_SUITE_P(
    Captures, ScreenFrames,
    ::testing::Values(
        Capture{"freedoom2.wad+exits-freedoom2.wad", "exits-freedoom2-map07.lmp", 250,
                "intermission-freedoom2-map07-tic250.png", 35, 0, sim::GameState::Intermission},
        Capture{"freedoom2.wad+exits-freedoom2.wad", "exits-freedoom2-map15.lmp", 70,
                "finale-freedoom2-map15-tic70.png", 1200, 0, sim::GameState::Finale},
        Capture{"freedoom1.wad+exits-freedoom1.wad", "exits-freedoom1-e1m1.lmp", 44,
                "intermission-freedoom1-e1m1-tic44.png", 35, 33, sim::GameState::Intermission},
        // Episode 1's text, read, gives way to CREDIT; episode 3's to the
        // bunny scroller, still once it has shot "THE END".
        Capture{"freedoom1.wad+../screens/finale-freedoom1.wad", "../screens/finale-freedoom1-e1m8.lmp", 50,
                "finale-freedoom1-e1m8-tic50.png", 4000, 0, sim::GameState::Finale},
        // Episode 1's text while it is typed (taken at the game's own
        // speed, so at an unknown tic): some tic must show it exactly.
        Capture{"freedoom1.wad+../screens/finale-freedoom1.wad", "../screens/finale-freedoom1-e1m8.lmp", 50,
                "finale-freedoom1-e1m8-typing.png", 0, 1000, sim::GameState::Finale},
        Capture{"freedoom1.wad+../screens/finale-freedoom1.wad", "../screens/finale-freedoom1-e3m8.lmp", 50,
                "finale-freedoom1-e3m8-tic50.png", 4000, 0, sim::GameState::Finale}),
    [](const auto& instance) {
        std::string n = instance.param.png;
        n = n.substr(0, n.find('.'));
        for (char& ch : n)
            if (ch == '-') ch = '_';
        return n;
    });

}  // namespace
