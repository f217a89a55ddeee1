// The software renderer on 2, 3 and 4 threads (SoftwareRenderer::set_threads)
// against itself on one: every oracle demo is played and, every 140 tics,
// the whole screen is drawn by each and must be byte for byte the
// one-thread screen, at 320×200 and at 1920×1080. Each screen follows
// the game from the first tic, so the fuzz position that carries from
// frame to frame is compared too.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <memory>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

const assets::AssetSet& assets_for(const std::string& iwad) {
    static std::map<std::string, std::unique_ptr<assets::AssetSet>> cache;
    auto& slot = cache[iwad];
    if (!slot) {
        const auto& data = test_support::iwad_data(iwad);
        slot = std::make_unique<assets::AssetSet>(render::load_render_assets(data.archive, data.defs));
    }
    return *slot;
}

// The first differing pixel, or -1 when the frames are equal.
long first_difference(const render::Frame& a, const render::Frame& b) {
    for (std::size_t i = 0; i < a.pixels.size(); ++i)
        if (a.pixels[i] != b.pixels[i]) return static_cast<long>(i);
    return -1;
}

class ThreadedFrames : public ::testing::TestWithParam<test_support::OracleDemo> {};

TEST_P(ThreadedFrames, EqualTheOneThreadFrames) {
    const test_support::OracleDemo& row = GetParam();
    const auto& data = test_support::iwad_data(row.iwad);
    const assets::AssetSet& assets = assets_for(row.iwad);
    const sim::Demo demo = test_support::oracle_demo(row.file, data);
    constexpr std::array kThreads{1, 2, 3, 4};
    constexpr std::array<std::array<int, 2>, 2> kSizes{{{320, 200}, {1920, 1080}}};
    std::vector<std::unique_ptr<render::GameScreen>> screens;  // [size][threads]
    for (std::size_t s = 0; s < kSizes.size(); ++s)
        for (int threads : kThreads)
            screens.push_back(std::make_unique<render::GameScreen>(data.archive, assets, threads));

    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    for (auto& screen : screens) screen->start(*world);
    int compared = 0;
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[tic]);
        for (auto& screen : screens) screen->after_tic(*world);
        if (tic % 140 != 70 || world->gamestate != sim::GameState::Level) continue;
        for (std::size_t s = 0; s < kSizes.size(); ++s) {
            const auto [width, height] = kSizes[s];
            const render::ScreenLayout layout = render::ScreenLayout::for_size(width, height);
            render::Frame one(width, height);
            screens[s * kThreads.size()]->draw(*world, one, layout);
            for (std::size_t t = 1; t < kThreads.size(); ++t) {
                render::Frame many(width, height);
                screens[s * kThreads.size() + t]->draw(*world, many, layout);
                const long at = first_difference(one, many);
                EXPECT_EQ(at, -1) << row.file << " tic " << tic << " at " << width << "x" << height << " with "
                                  << kThreads[t] << " threads: first difference at x " << at % width << ", y "
                                  << at / width;
                ++compared;
            }
        }
    }
    EXPECT_GT(compared, 0) << row.file << ": no frame drawn in a level";
}

std::string demo_name(const ::testing::TestParamInfo<test_support::OracleDemo>& info) {
    std::string n = info.param.name();
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

INSTANTIATE_TEST_SUITE_P(Oracle, ThreadedFrames, ::testing::ValuesIn(test_support::read_oracle_manifest()),
                         demo_name);

}  // namespace
