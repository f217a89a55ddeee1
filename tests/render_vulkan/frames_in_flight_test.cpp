// LevelRenderer keeps frames in flight (begin, then finish): each frame
// must end holding its own tic's screen, as a renderer that waits for every
// frame draws it, however the frames overlap: two in flight, a begin whose
// slot is still busy, a frame begun again before it ended, another size or
// another level begun while a frame is in flight, lit pictures started
// again while one is in flight. Frames are kept in flight by default, but
// the test turns them on itself, so it keeps testing them should the
// default change.
#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/overlay/status_strip.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "render/vulkan/vulkan_view_drawer.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

// A strip whose bytes depend on `seed`, so one from another frame shows.
std::vector<std::uint8_t> pattern(std::size_t size, int seed) {
    std::vector<std::uint8_t> pixels(size);
    for (std::size_t i = 0; i < size; ++i)
        pixels[i] = static_cast<std::uint8_t>((i * 7 + static_cast<std::size_t>(seed) * 29) & 0xff);
    return pixels;
}

// One screen to draw: a world's tic at a size, with its own strip.
struct Screen {
    std::string what;
    const sim::World* world = nullptr;
    render::ScreenLayout layout;
    std::vector<std::uint8_t> bar;
    render::Frame want;  // drawn by a renderer that waits for each frame
};

class FramesInFlight : public ::testing::Test {
protected:
    FramesInFlight()
        : row_(test_support::read_oracle_manifest().front()),
          data_(test_support::iwad_data(row_.iwad)),
          assets_(render::load_render_assets(data_.archive, data_.defs)),
          context_(render::vulkan::Context::create({.validation = true})),
          flat_(pattern(64 * 64, 0)) {}

    // The demo's world after `tics` tics; with `next_map`, the map after
    // the demo's, just begun.
    std::unique_ptr<sim::World> world_after(int tics, bool next_map = false) {
        const sim::Demo demo = test_support::oracle_demo(row_.file, data_);
        auto world = std::make_unique<sim::World>(data_.defs);
        sim::GameOptions options = demo.options;
        if (next_map) ++options.map;
        sim::new_game(*world, *data_.source, options);
        for (int t = 0; t < tics; ++t) sim::run_tic(*world, *data_.source, demo.tics.at(static_cast<std::size_t>(t)));
        return world;
    }

    Screen screen(std::string what, const sim::World& world, int width, int height, int seed) {
        Screen s{std::move(what), &world, render::ScreenLayout::for_size(width, height), pattern(320 * 32, seed),
                 render::Frame(width, height)};
        if (!waiting_) {
            waiting_ = std::make_unique<render::vulkan::LevelRenderer>(context_, data_.archive, assets_);
            waiting_->keep_frames_in_flight(false);
        }
        waiting_->render_screen(world, world.opts.consoleplayer, s.want, s.layout, {s.bar, flat_});
        return s;
    }

    // The demo's screens at 640×400 after each of `tics`; their worlds are kept in `worlds`.
    std::vector<Screen> screens_after(std::initializer_list<int> tics, std::vector<std::unique_ptr<sim::World>>& worlds) {
        std::vector<Screen> screens;
        for (const int t : tics) {
            worlds.push_back(world_after(t));
            screens.push_back(screen("tic " + std::to_string(t), *worlds.back(), 640, 400, t));
        }
        return screens;
    }

    // As a game keeps them: begin each screen's frame (two frames taking
    // turns), then end the one before it; every frame must hold its screen.
    void draw_two_in_flight(render::vulkan::LevelRenderer& renderer, const std::vector<Screen>& screens,
                            std::vector<render::Frame>& frames) {
        for (std::size_t i = 0; i < screens.size(); ++i) {
            begin(renderer, screens[i], frames[i % 2]);
            if (i == 0) continue;
            renderer.finish(frames[(i - 1) % 2]);
            expect_holds(frames[(i - 1) % 2], screens[i - 1]);
        }
        renderer.finish_all();
        expect_holds(frames[(screens.size() - 1) % 2], screens.back());
    }

    void begin(render::vulkan::LevelRenderer& renderer, const Screen& s, render::Frame& frame) {
        renderer.begin(*s.world, s.world->opts.consoleplayer, frame, s.layout, &strip_of(s));
    }

    const render::overlay::StatusStrip& strip_of(const Screen& s) {
        strips_.push_back({s.bar, flat_});
        return strips_.back();
    }

    static void expect_holds(const render::Frame& got, const Screen& s) {
        long wrong = 0;
        for (std::size_t i = 0; i < got.pixels.size(); ++i) wrong += got.pixels[i] != s.want.pixels[i];
        EXPECT_EQ(wrong, 0) << s.what << ": pixels differ from the frame drawn and waited for";
    }

    void expect_silent_validation() {
        ASSERT_TRUE(context_.validation_available()) << "the Khronos validation layer (vulkan-validationlayers) is needed";
        for (const std::string& message : context_.validation_messages()) ADD_FAILURE() << message;
    }

    test_support::OracleDemo row_;
    const test_support::IwadData& data_;
    assets::AssetSet assets_;
    render::vulkan::Context context_;
    std::vector<std::uint8_t> flat_;
    std::deque<render::overlay::StatusStrip> strips_;
    std::unique_ptr<render::vulkan::LevelRenderer> waiting_;  // draws each screen and waits for it
};

TEST_F(FramesInFlight, EachFrameEndsWithItsOwnTic) {
    std::vector<std::unique_ptr<sim::World>> worlds;
    const std::vector<Screen> screens = screens_after({1, 40, 80, 120, 160}, worlds);
    render::vulkan::LevelRenderer renderer(context_, data_.archive, assets_);
    EXPECT_TRUE(renderer.keeps_frames_in_flight()) << "frames are kept in flight by default, on CPU devices too";
    renderer.keep_frames_in_flight(true);
    ASSERT_TRUE(renderer.keeps_frames_in_flight());

    std::vector<render::Frame> frames(2, render::Frame(640, 400));
    draw_two_in_flight(renderer, screens, frames);

    // Three frames begun before any ends: the third begin finds its slot
    // busy and ends the first frame itself.
    std::vector<render::Frame> three(3, render::Frame(640, 400));
    for (std::size_t i = 0; i < 3; ++i) begin(renderer, screens[i + 1], three[i]);
    for (std::size_t i = 0; i < 3; ++i) {
        renderer.finish(three[i]);
        expect_holds(three[i], screens[i + 1]);
    }

    // A frame begun again before it ended ends with its later picture.
    begin(renderer, screens[0], frames[0]);
    begin(renderer, screens[4], frames[0]);
    renderer.finish(frames[0]);
    expect_holds(frames[0], screens[4]);
    expect_silent_validation();
}

TEST_F(FramesInFlight, AnotherSizeOrLevelBegunWhileAFrameIsInFlight) {
    const auto world = world_after(60);
    const auto next_level = world_after(0, true);
    ASSERT_NE(world->level.name, next_level->level.name);
    std::vector<Screen> screens;
    screens.push_back(screen("640x400", *world, 640, 400, 1));
    screens.push_back(screen("320x200", *world, 320, 200, 2));
    screens.push_back(screen("the next level", *next_level, 320, 200, 3));
    screens.push_back(screen("back to the first level", *world, 640, 400, 4));

    render::vulkan::LevelRenderer renderer(context_, data_.archive, assets_);
    renderer.keep_frames_in_flight(true);
    std::vector<render::Frame> frames;
    for (const Screen& s : screens) frames.emplace_back(s.layout.width, s.layout.height);
    for (std::size_t i = 0; i < screens.size(); ++i) {
        begin(renderer, screens[i], frames[i]);
        if (i > 0) {
            renderer.finish(frames[i - 1]);
            expect_holds(frames[i - 1], screens[i - 1]);
        }
    }
    renderer.finish_all();
    expect_holds(frames.back(), screens.back());
    expect_silent_validation();
}

// Lit textures and flats (LitPictures) that outgrow their room start
// again once no frame is in flight, in twice the room when one frame alone
// needs more: a renderer given 64 KiB, far less than one frame's, must end
// every frame as the one with the default room does.
TEST_F(FramesInFlight, LitPicturesThatOutgrowTheirRoomStartAgain) {
    std::vector<std::unique_ptr<sim::World>> worlds;
    const std::vector<Screen> screens = screens_after({1, 50, 100, 150, 200, 250}, worlds);
    render::vulkan::LevelRenderer renderer(context_, data_.archive, assets_, std::nullopt, 64 * 1024);
    renderer.keep_frames_in_flight(true);
    std::vector<render::Frame> frames(2, render::Frame(640, 400));
    draw_two_in_flight(renderer, screens, frames);
    expect_silent_validation();
}

// GameScreen keeps the view in flight the same way (begin_draw, end_draw),
// with the full-screen HUD put over each frame as it was when the frame
// began, while the world runs on: each frame must end as draw() draws it
// at its tic.
TEST_F(FramesInFlight, GameScreenEndsEachFrameWithItsOwnHudAndBar) {
    const sim::Demo demo = test_support::oracle_demo(row_.file, data_);
    sim::World world(data_.defs);
    sim::new_game(world, *data_.source, demo.options);
    render::vulkan::VulkanViewDrawer in_flight(context_, data_.archive, assets_);
    in_flight.keep_frames_in_flight(true);
    render::vulkan::VulkanViewDrawer waited(context_, data_.archive, assets_);
    waited.keep_frames_in_flight(false);
    render::GameScreen flying(data_.archive, in_flight), reference(data_.archive, waited);
    for (render::GameScreen* s : {&flying, &reference}) {
        s->show_hud(true);
        s->start(world);
    }
    std::vector<render::Frame> frames(2, render::Frame(640, 400));
    std::vector<render::Frame> wanted;
    std::deque<std::size_t> open;
    for (std::size_t tic = 0; tic < 70; ++tic) {
        sim::run_tic(world, *data_.source, demo.tics.at(tic));
        for (render::GameScreen* s : {&flying, &reference}) s->after_tic(world);
        if (tic % 10 != 9) continue;
        // The HUD at size 11; the status bar at 10.
        const auto layout = render::ScreenLayout::for_size(640, 400, wanted.size() % 3 == 2 ? 10 : render::kMaxScreenBlocks, 0);
        const std::size_t f = wanted.size() % 2;
        flying.begin_draw(world, frames[f], layout);
        wanted.emplace_back(640, 400);
        reference.draw(world, wanted.back(), layout);
        open.push_back(wanted.size() - 1);
        if (open.size() < 2) continue;
        const std::size_t done = open.front();
        open.pop_front();
        flying.end_draw(frames[done % 2]);
        EXPECT_EQ(frames[done % 2].pixels, wanted[done].pixels) << "frame " << done;
    }
    flying.end_draw(frames[open.front() % 2]);
    EXPECT_EQ(frames[open.front() % 2].pixels, wanted[open.front()].pixels) << "the last frame";
    expect_silent_validation();
}

}  // namespace
